// The history: stored games, newest first, each marked finished or unfinished,
// filtered by player, state and expansion;
// a game deleted (swiped) after the players confirm, told when it is being played.

import SwiftUI
import TallyCore
import TallyKit

struct HistoryScreen: View {
    let model: HistoryModel

    var body: some View {
        HistoryView(state: model.viewState, send: { model.send(viewAction: $0) })
            .onAppear { model.send(viewAction: .refresh) }
    }
}

struct HistoryView: View {
    let state: HistoryViewState
    let send: (HistoryViewAction) -> Void

    var body: some View {
        List {
            if state.games.isEmpty {
                ContentUnavailableView(tx("app-no-games"), systemImage: "clock",
                                       description: Text(tx("app-no-games-description")))
            }
            ForEach(state.games) { game in
                Button { send(.open(game.id)) } label: {
                    HStack {
                        GameRowView(game: game)
                        Spacer()
                        if game.isFinished {
                            Text(tx("app-finished"))
                                .font(.caption)
                                .foregroundStyle(.secondary)
                        } else {
                            Text(tx("app-unfinished-badge"))
                                .font(.caption)
                                .padding(.horizontal, 6)
                                .background(Capsule().fill(Color.orange.opacity(0.25)))
                        }
                    }
                }
            }
            .onDelete { offsets in
                for index in offsets { send(.delete(state.games[index].id)) }
            }
        }
        .navigationTitle(Text(tx("app-history")))
        .toolbar {
            ToolbarItem(placement: .primaryAction) { filterMenu }
        }
        .deletionQuestion(state.deletion, confirm: { send(.confirmDelete) }, cancel: { send(.cancelDelete) })
        .tallyAlert(state.alert) { send(.dismissAlert) }
    }

    private var filterMenu: some View {
        Menu {
            Picker(tx("app-player"), selection: Binding(read: { state.filter.player }, write: { send(.filterPlayer($0)) })) {
                Text(tx("app-all-players")).tag(Int64?.none)
                ForEach(state.players) { player in
                    Text(player.name).tag(Int64?.some(player.id))
                }
            }
            Picker(tx("app-games"), selection: Binding(read: { state.filter.finished }, write: { send(.filterFinished($0)) })) {
                Text(tx("app-all-games")).tag(Bool?.none)
                Text(tx("app-phase-finished")).tag(Bool?.some(true))
                Text(tx("app-unfinished-filter")).tag(Bool?.some(false))
            }
            Picker(tx("app-expansion"), selection: Binding(read: { state.filter.expansion }, write: { send(.filterExpansion($0)) })) {
                Text(tx("app-any-expansion")).tag(String?.none)
                ForEach(state.expansions) { expansion in
                    Text(expansion.name).tag(String?.some(expansion.key))
                }
            }
        } label: {
            Label(tx("app-filter"), systemImage: "line.3.horizontal.decrease.circle")
        }
    }
}

/// Asks before a game is deleted; says when it is the game being played here.
struct DeletionQuestionModifier: ViewModifier {
    let question: DeletionQuestion?
    let confirm: () -> Void
    let cancel: () -> Void

    func body(content: Content) -> some View {
        content.confirmationDialog(
            tx("app-delete-game-question"),
            isPresented: Binding(read: { question != nil }, write: { if !$0 { cancel() } }),
            titleVisibility: .visible,
            presenting: question
        ) { _ in
            Button(tx("app-delete-game"), role: .destructive, action: { confirm() })
            Button(tx("app-cancel"), role: .cancel, action: { cancel() })
        } message: { question in
            Text(question.isBeingPlayed
                 ? tx("app-delete-game-ends-it", ["names": .text(question.players)])
                 : tx("app-delete-game-message", ["names": .text(question.players)]))
        }
    }
}

extension View {
    func deletionQuestion(_ question: DeletionQuestion?, confirm: @escaping () -> Void,
                          cancel: @escaping () -> Void) -> some View {
        modifier(DeletionQuestionModifier(question: question, confirm: confirm, cancel: cancel))
    }
}
