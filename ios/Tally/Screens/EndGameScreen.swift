// The end-game walkthrough as the core gives it: the incomplete features, then the
// figures and other scoring after the game, in the reference's order (its section
// codes group the rows, and are never shown), each with how often it was scored,
// and the next item to score with where it stands ("2 of 5"); what the game scores
// by itself (a robber left on the track) is marked so, with the core's note, not
// offered. Undo and redo are labelled and say what they took back
// or did again. Finishing first shows what the game will score by itself, and with
// Messages which scoring figure takes it, and asks before the game ends.

import SwiftUI
import TallyCore
import TallyKit

struct EndGameScreen: View {
    let model: EndGameModel
    @SceneStorage("scoreForm.saved") private var savedForm = ""

    var body: some View {
        let state = model.viewState
        EndGameView(state: state, send: { model.send(viewAction: $0) })
            .sheet(item: Binding(
                read: { FormSheet(state) },
                write: { if $0 == nil { closeForm() } })
            ) { sheet in
                NavigationStack {
                    switch sheet {
                    case .score(let row):
                        ModelHost { model.scoreFormModel(row) } content: {
                            ScoreFormScreen(model: $0, close: closeForm, keep: { savedForm = $0.json })
                        }
                    case .restored(let saved):
                        ModelHost { model.scoreFormModel(restoring: saved) } content: {
                            ScoreFormScreen(model: $0, close: closeForm, keep: { savedForm = $0.json })
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
                if let saved = SavedScoreForm(json: savedForm), state.form == nil {
                    model.send(viewAction: .restoreDraft(saved))
                }
            }
    }

    private func closeForm() {
        savedForm = ""
        model.send(viewAction: .dismissForm)
    }
}

/// The score form over the walkthrough: an item opened, or a form restored.
private enum FormSheet: Identifiable {
    case score(EndGameRow)
    case restored(SavedScoreForm)

    init?(_ state: EndGameViewState) {
        if let saved = state.restoredForm {
            self = .restored(saved)
        } else if let row = state.form {
            self = .score(row)
        } else {
            return nil
        }
    }

    var id: String {
        switch self {
        case .score(let row): return "score-\(row.key)"
        case .restored(let saved): return "draft-\(saved.gameId)"
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
                    HStack {
                        Text(tx("app-next"))
                        Spacer()
                        if let progress = state.nextProgress {
                            Text(progress)
                        }
                    }
                } footer: {
                    Text(tx("app-end-game-next-footer"))
                }
            }
            ForEach(state.sections) { section in
                Section {
                    ForEach(section.rows) { row in
                        EndGameRowView(row: row, send: send)
                    }
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
                    .accessibilityLabel(Text(tx("app-rank-player-score", [
                        "rank": .count(row.rank), "player": .text(row.name), "score": .number(row.score),
                    ])))
                }
            } header: {
                Text(tx("app-standings"))
            }
            Section {
                Button {
                    send(.prepareFinish)
                } label: {
                    Label(tx("app-finish-game"), systemImage: "trophy")
                        .frame(maxWidth: .infinity, minHeight: 44)
                }
                .buttonStyle(.borderedProminent)
                .disabled(!state.canFinish)
            } footer: {
                if state.unscored > 0 {
                    Text(tx("app-items-not-scored", ["count": .count(state.unscored)]))
                } else if let whyNot = state.whyNotFinish, !state.canFinish {
                    Text(whyNot)
                }
            }
        }
        .navigationTitle(Text(tx("app-phase-end-game")))
        .toolbar {
            ToolbarItemGroup(placement: .bottomBar) {
                Button { send(.undo) } label: {
                    Label(tx("app-undo"), systemImage: "arrow.uturn.backward").labelStyle(.titleAndIcon)
                }
                .disabled(!state.canUndo)
                .accessibilityHint(Text(tx("app-undo-hint")))
                Spacer()
                Button { send(.redo) } label: {
                    Label(tx("app-redo"), systemImage: "arrow.uturn.forward").labelStyle(.titleAndIcon)
                }
                .disabled(!state.canRedo)
                .accessibilityHint(Text(tx("app-redo-hint")))
            }
        }
        .announcing(state.announcement)
        .tallyAlert(state.alert) { send(.dismissAlert) }
    }
}

private struct EndGameRowView: View {
    let row: EndGameRow
    let send: (EndGameViewAction) -> Void

    var body: some View {
        if row.automatic {
            VStack(alignment: .leading, spacing: 4) {
                HStack {
                    Label {
                        Text(row.name)
                    } icon: {
                        Image(systemName: "gearshape")
                    }
                    Spacer()
                    Text(tx("app-scored-by-itself"))
                        .font(.subheadline)
                        .foregroundStyle(.tint)
                }
                Text(row.note)
                    .font(.footnote)
                    .foregroundStyle(.secondary)
            }
            .accessibilityElement(children: .combine)
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
                        Text(tx("app-times-scored", ["times": .count(row.scored)]))
                            .foregroundStyle(.secondary)
                    }
                }
                .frame(minHeight: 44)
            }
            .disabled(!row.isOffered)
            .accessibilityValue(Text(row.scored > 0 ? tx("app-times-scored", ["times": .count(row.scored)])
                                                    : tx("app-not-scored-yet")))
        }
    }
}

/// What finishing scores by itself, with the figure choice, before the game ends:
/// the question before finishing.
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
                    Text(tx("app-nothing-scored-by-itself"))
                        .foregroundStyle(.secondary)
                }
            } header: {
                Text(tx("app-scored-when-finished"))
            } footer: {
                Text(tx("app-finished-can-reopen"))
            }
            FigureChoiceSection(rows: state.finishFigures) { row, figure in
                send(.chooseFinishFigure(player: row.player.id, figure: figure))
            }
        }
        .navigationTitle(Text(tx("app-finish-game-question")))
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            ToolbarItem(placement: .cancellationAction) {
                Button(tx("app-cancel")) { send(.cancelFinish) }
            }
            ToolbarItem(placement: .confirmationAction) {
                Button(tx("app-finish")) { send(.finish) }
            }
        }
    }
}
