// The end-game walkthrough: B.1 incomplete features, then the B.2 and B.3 items
// of the ruleset in the reference's order, each in its form; then the standings.

import SwiftUI
import TallyCore
import TallyKit

struct EndGameScreen: View {
    let model: EndGameModel

    var body: some View {
        let state = model.viewState
        EndGameView(state: state, send: model.send(viewAction:))
            .sheet(item: Binding(
                read: { state.form.map(FormSheet.init) },
                write: { if $0 == nil { model.send(viewAction: .dismissForm) } })
            ) { sheet in
                NavigationStack {
                    ModelHost { model.scoreFormModel(sheet.subject) } content: {
                        ScoreFormScreen(model: $0) { model.send(viewAction: .dismissForm) }
                    }
                }
            }
            .onAppear { model.send(viewAction: .begin) }
    }
}

private struct FormSheet: Identifiable {
    let subject: ScoreSubject
    var id: String { subject.key }
}

struct EndGameView: View {
    let state: EndGameViewState
    let send: (EndGameViewAction) -> Void
    @State private var confirmingFinish = false

    var body: some View {
        List {
            if let next = state.next {
                Section {
                    Button {
                        send(.open(next))
                    } label: {
                        BigLabel(next.name, systemImage: "arrow.right.circle.fill")
                    }
                    .buttonStyle(.borderedProminent)
                    .listRowInsets(EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16))
                } header: {
                    Text("Next")
                } footer: {
                    Text("Score each item for every player concerned, as often as needed, then move on.")
                }
            }
            ForEach(state.sections) { section in
                Section {
                    ForEach(section.rows) { row in
                        Button { send(.open(row)) } label: {
                            HStack {
                                Image(systemName: row.recorded > 0 ? "checkmark.circle.fill" : "circle")
                                    .foregroundStyle(row.recorded > 0 ? Color.green : Color.secondary)
                                Text(row.name)
                                    .foregroundStyle(.primary)
                                Spacer()
                                if row.recorded > 0 {
                                    Text("\(row.recorded) scored")
                                        .foregroundStyle(.secondary)
                                }
                            }
                        }
                        .accessibilityValue(row.recorded > 0 ? Text("\(row.recorded) scored") : Text("Not scored yet"))
                    }
                } header: {
                    Text(sectionTitle(section.section))
                }
            }
            Section("Standings") {
                ForEach(state.standings) { row in
                    HStack {
                        Text(verbatim: "\(row.rank).")
                            .monospacedDigit()
                        PlayerLabel(name: row.name, rgb: row.rgb)
                        Spacer()
                        Text(verbatim: "\(row.score)")
                            .font(.headline)
                            .monospacedDigit()
                    }
                    .accessibilityElement(children: .combine)
                }
            }
            Section {
                Button {
                    confirmingFinish = true
                } label: {
                    Label("Finish the game", systemImage: "trophy")
                        .frame(maxWidth: .infinity, minHeight: 44)
                }
                .buttonStyle(.borderedProminent)
                .disabled(!state.canFinish)
            }
        }
        .navigationTitle("End of the game")
        .toolbar {
            ToolbarItemGroup(placement: .bottomBar) {
                Button { send(.undo) } label: { Label("Undo", systemImage: "arrow.uturn.backward") }
                    .disabled(!state.canUndo)
                Spacer()
                Button { send(.redo) } label: { Label("Redo", systemImage: "arrow.uturn.forward") }
                    .disabled(!state.canRedo)
            }
        }
        .confirmationDialog(Text("Finish the game?"), isPresented: $confirmingFinish, titleVisibility: .visible) {
            Button("Finish") { send(.finish) }
        } message: {
            Text("Robbers still on the track score now. A finished game can be reopened.")
        }
        .tallyAlert(state.alert) { send(.dismissAlert) }
    }

    private func sectionTitle(_ section: String) -> LocalizedStringKey {
        switch section {
        case "B.1": return "Incomplete features (B.1)"
        case "B.2": return "After the game (B.2)"
        case "B.3": return "Bonuses and penalties (B.3)"
        default: return LocalizedStringKey(section)
        }
    }
}
