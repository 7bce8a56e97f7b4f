// The history: stored games, newest first, filtered by player, state and expansion.

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
                ContentUnavailableView("No games", systemImage: "clock", description: Text("Finished and unfinished games appear here."))
            }
            ForEach(state.games) { game in
                Button { send(.open(game.id)) } label: {
                    HStack {
                        GameRowView(game: game)
                        Spacer()
                        if !game.isFinished {
                            Text("unfinished")
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
        .navigationTitle(Text("History"))
        .toolbar {
            ToolbarItem(placement: .primaryAction) { filterMenu }
        }
        .tallyAlert(state.alert) { send(.dismissAlert) }
    }

    private var filterMenu: some View {
        Menu {
            Picker("Player", selection: Binding(read: { state.filter.player }, write: { send(.filterPlayer($0)) })) {
                Text("All players").tag(Int64?.none)
                ForEach(state.players) { player in
                    Text(player.name).tag(Int64?.some(player.id))
                }
            }
            Picker("Games", selection: Binding(read: { state.filter.finished }, write: { send(.filterFinished($0)) })) {
                Text("All games").tag(Bool?.none)
                Text("Finished").tag(Bool?.some(true))
                Text("Unfinished").tag(Bool?.some(false))
            }
            Picker("Expansion", selection: Binding(read: { state.filter.expansion }, write: { send(.filterExpansion($0)) })) {
                Text("Any expansion").tag(String?.none)
                ForEach(state.expansions) { expansion in
                    Text(expansion.name).tag(String?.some(expansion.key))
                }
            }
        } label: {
            Label("Filter", systemImage: "line.3.horizontal.decrease.circle")
        }
    }
}
