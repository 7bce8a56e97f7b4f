// The end-game walkthrough as the core gives it: the B.1 incomplete features, then
// the B.2 and B.3 items of the ruleset in the reference's order, each with how
// often it was scored; what the game scores by itself (a robber left on the
// track) is shown with the core's note, not offered. Finishing first shows what
// the game will score by itself, and with Messages which figure takes it.

import SwiftUI
import TallyCore
import TallyKit

struct EndGameScreen: View {
    let model: EndGameModel
    @SceneStorage("scoreForm.draft") private var draftJSON = ""

    var body: some View {
        let state = model.viewState
        EndGameView(state: state, send: { model.send(viewAction: $0) })
            .sheet(item: Binding(
                read: { FormSheet(state) },
                write: { if $0 == nil { closeForm() } })
            ) { sheet in
                NavigationStack {
                    switch sheet {
                    case .score(let subject):
                        ModelHost { model.scoreFormModel(subject) } content: {
                            ScoreFormScreen(model: $0, close: closeForm, keep: { draftJSON = $0 })
                        }
                    case .restored(let draft):
                        ModelHost { model.scoreFormModel(draft: draft) } content: {
                            ScoreFormScreen(model: $0, close: closeForm, keep: { draftJSON = $0 })
                        }
                    }
                }
            }
            .sheet(isPresented: Binding(
                read: { state.finishAwards != nil },
                write: { if !$0 { model.send(viewAction: .cancelFinish) } })
            ) {
                NavigationStack {
                    FinishView(state: state, send: { model.send(viewAction: $0) })
                }
            }
            .onAppear {
                model.send(viewAction: .begin)
                if let draft = ScoreFormDraft(json: draftJSON), state.form == nil {
                    model.send(viewAction: .restoreDraft(draft))
                }
            }
    }

    private func closeForm() {
        draftJSON = ""
        model.send(viewAction: .dismissForm)
    }
}

/// The score form over the walkthrough: an item opened, or a form restored.
private enum FormSheet: Identifiable {
    case score(ScoreSubject)
    case restored(ScoreFormDraft)

    init?(_ state: EndGameViewState) {
        if let draft = state.restoredForm {
            self = .restored(draft)
        } else if let subject = state.form {
            self = .score(subject)
        } else {
            return nil
        }
    }

    var id: String {
        switch self {
        case .score(let subject): return "score-\(subject.key)"
        case .restored(let draft): return "draft-\(draft.items.first?.subject.key ?? "")"
        }
    }
}

struct EndGameView: View {
    let state: EndGameViewState
    let send: (EndGameViewAction) -> Void

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
                        EndGameRowView(row: row, send: send)
                    }
                } header: {
                    sectionTitle(section.section)
                }
            }
            Section {
                ForEach(state.standings) { row in
                    HStack {
                        Text(verbatim: "\(row.rank).")
                            .monospacedDigit()
                        PlayerLabel(name: row.name, rgb: row.rgb)
                        Spacer()
                        Text(verbatim: "\(row.score)")
                            .font(.headline)
                            .monospacedDigit()
                            .fixedSize()
                    }
                    .accessibilityElement(children: .ignore)
                    .accessibilityLabel(Text("Rank \(Int(row.rank)), \(row.name)") + Text(verbatim: ", ") + Text("\(Int(row.score)) points"))
                }
            } header: {
                Text("Standings")
            }
            Section {
                Button {
                    send(.prepareFinish)
                } label: {
                    Label("Finish the game", systemImage: "trophy")
                        .frame(maxWidth: .infinity, minHeight: 44)
                }
                .buttonStyle(.borderedProminent)
                .disabled(!state.canFinish)
            } footer: {
                if state.unscored > 0 {
                    Text("\(Int(state.unscored)) items not scored yet.")
                } else if let whyNot = state.whyNotFinish, !state.canFinish {
                    Text(whyNot)
                }
            }
        }
        .navigationTitle(Text("End of the game"))
        .toolbar {
            ToolbarItemGroup(placement: .bottomBar) {
                Button { send(.undo) } label: { Label("Undo", systemImage: "arrow.uturn.backward") }
                    .disabled(!state.canUndo)
                Spacer()
                Button { send(.redo) } label: { Label("Redo", systemImage: "arrow.uturn.forward") }
                    .disabled(!state.canRedo)
            }
        }
        .tallyAlert(state.alert) { send(.dismissAlert) }
    }

    private func sectionTitle(_ section: String) -> Text {
        switch section {
        case "B.1": return Text("Incomplete features (B.1)")
        case "B.2": return Text("After the game (B.2)")
        case "B.3": return Text("Bonuses and penalties (B.3)")
        default: return Text(verbatim: section)
        }
    }
}

private struct EndGameRowView: View {
    let row: EndGameRow
    let send: (EndGameViewAction) -> Void

    var body: some View {
        if row.automatic {
            VStack(alignment: .leading, spacing: 4) {
                Label {
                    Text(row.name)
                } icon: {
                    Image(systemName: "gearshape")
                }
                Text(row.note)
                    .font(.footnote)
                    .foregroundStyle(.secondary)
            }
            .accessibilityElement(children: .combine)
            .accessibilityHint(Text("Scored by the game when it is finished."))
        } else {
            Button { send(.open(row)) } label: {
                HStack {
                    Image(systemName: row.scored > 0 ? "checkmark.circle.fill" : "circle")
                        .foregroundStyle(row.scored > 0 ? Color.green : Color.secondary)
                        .accessibilityHidden(true)
                    Text(row.name)
                        .foregroundStyle(.primary)
                    Spacer()
                    if row.scored > 0 {
                        Text("\(Int(row.scored)) scored")
                            .foregroundStyle(.secondary)
                    }
                }
            }
            .disabled(!row.isOffered)
            .accessibilityValue(row.scored > 0 ? Text("\(Int(row.scored)) scored") : Text("Not scored yet"))
        }
    }
}

/// What finishing scores by itself, with the figure choice, before the game ends.
private struct FinishView: View {
    let state: EndGameViewState
    let send: (EndGameViewAction) -> Void

    var body: some View {
        SwiftUI.Form {
            Section {
                if let awards = state.finishAwards, !awards.isEmpty {
                    ForEach(awards) { award in
                        AwardRows(name: award.player.name, rgb: award.player.rgb, points: award.points,
                                  figure: award.player.figures > 1 ? award.figure : nil, rows: award.rows)
                    }
                } else {
                    Text("Nothing more is scored by itself.")
                        .foregroundStyle(.secondary)
                }
            } header: {
                Text("Scored when the game is finished")
            } footer: {
                Text("A finished game can be reopened.")
            }
            FigureChoiceSection(rows: state.finishFigures) { row, figure in
                send(.chooseFinishFigure(player: row.player.id, figure: figure))
            }
        }
        .navigationTitle(Text("Finish the game?"))
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            ToolbarItem(placement: .cancellationAction) {
                Button("Cancel") { send(.cancelFinish) }
            }
            ToolbarItem(placement: .confirmationAction) {
                Button("Finish") { send(.finish) }
            }
        }
    }
}
