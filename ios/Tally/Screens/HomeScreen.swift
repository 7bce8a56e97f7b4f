// Home: resume the unfinished game changed last or another one (each told apart by
// its players and when it was last played), start a new one; the history (its count is the list it opens),
// statistics, players and settings.

import SwiftUI
import TallyCore
import TallyKit

struct HomeScreen: View {
    let context: AppContext

    var body: some View {
        ModelHost { HomeModel(service: context.service, router: context.router) } content: { model in
            HomeView(state: model.viewState, send: { model.send(viewAction: $0) })
                .onAppear { model.send(viewAction: .refresh) }
        }
    }
}

struct HomeView: View {
    let state: HomeViewState
    let send: (HomeViewAction) -> Void

    var body: some View {
        List {
            Section {
                Button {
                    send(.newGame)
                } label: {
                    Label(tx("app-new-game"), systemImage: "plus.circle.fill")
                        .font(.title3.weight(.semibold))
                        .frame(maxWidth: .infinity, minHeight: 44, alignment: .leading)
                }
                Button { send(.joinTable) } label: {
                    Label(tx("app-join-table"), systemImage: "qrcode.viewfinder")
                        .frame(maxWidth: .infinity, minHeight: 44, alignment: .leading)
                }
            }
            if let last = state.unfinished.first {
                Section {
                    unfinishedRow(last, resume: true)
                } header: {
                    Text(tx("app-home-resume"))
                }
            }
            if state.unfinished.count > 1 {
                Section {
                    ForEach(Array(state.unfinished.dropFirst())) { row in unfinishedRow(row, resume: false) }
                } header: {
                    Text(tx("app-home-other-unfinished"))
                }
            }
            if !state.recent.isEmpty {
                Section {
                    ForEach(state.recent) { game in
                        Button { send(.openGame(game.id)) } label: { GameRowView(game: game) }
                    }
                } header: {
                    Text(tx("app-recent-games"))
                }
            }
            Section {
                Button { send(.history) } label: {
                    LabeledContent {
                        Text(verbatim: "\(state.historyCount)")
                    } label: {
                        Label(tx("app-history"), systemImage: "clock.arrow.circlepath")
                    }
                }
                .accessibilityLabel(Text(tx("app-home-history", ["games": .count(state.historyCount)])))
                Button { send(.statistics) } label: { Label(tx("app-statistics"), systemImage: "chart.bar") }
                Button { send(.players) } label: {
                    LabeledContent {
                        Text(verbatim: "\(state.rosterCount)")
                    } label: {
                        Label(tx("app-players"), systemImage: "person.2")
                    }
                }
                .accessibilityLabel(Text(tx("app-home-players", ["players": .count(state.rosterCount)])))
            }
        }
        .navigationTitle(Text(tx("app-name")))
        .toolbar {
            ToolbarItem(placement: .primaryAction) {
                Button { send(.settings) } label: { Label(tx("app-settings"), systemImage: "gearshape") }
            }
        }
        .tallyAlert(state.alert) { send(.dismissAlert) }
    }

    /// An unfinished game told apart by its players and when it was last played; the
    /// one changed last says "Resume" as well.
    private func unfinishedRow(_ row: UnfinishedGameRow, resume: Bool) -> some View {
        Button { send(.resume(row.id)) } label: {
            VStack(alignment: .leading, spacing: 4) {
                Text(row.players)
                    .font(.headline)
                Text(tx("app-last-played", ["when": .text(row.changed)]))
                    .font(.footnote)
                    .foregroundStyle(.secondary)
                GameRowView(game: row.game)
                if resume {
                    Label(tx("app-resume"), systemImage: "play.fill")
                        .font(.headline)
                        .foregroundStyle(Color.accentColor)
                }
            }
        }
        .accessibilityHint(Text(tx("app-opens-scoreboard")))
    }
}

/// A stored game in a list: who played, the scores, when, what.
struct GameRowView: View {
    let game: GameSummaryRow

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            // The seats go one under the other when they do not fit (large text sizes).
            ViewThatFits(in: .horizontal) {
                HStack { seats }
                VStack(alignment: .leading) { seats }
            }
            .font(.body)
            ViewThatFits(in: .horizontal) {
                HStack { facts }
                VStack(alignment: .leading) { facts }
            }
            .font(.footnote)
            .foregroundStyle(.secondary)
        }
        .foregroundStyle(.primary)
        .accessibilityElement(children: .combine)
    }

    private var seats: some View {
        ForEach(game.seats) { seat in
            HStack(spacing: 4) {
                ColourDot(rgb: seat.rgb, size: 10)
                Text(seat.name)
                    .fontWeight(game.leaders.contains(seat) ? .semibold : .regular)
                Text(verbatim: "\(seat.score)")
                    .monospacedDigit()
                    .foregroundStyle(.secondary)
                    .fixedSize()
            }
        }
    }

    @ViewBuilder private var facts: some View {
        Text(game.isFinished ? game.finishedAt ?? game.startedAt : game.updatedAt,
             format: .dateTime.day().month().hour().minute())
        Text(game.editionName)
        if !game.expansionNames.isEmpty {
            Text(tx("app-expansion-count", ["count": .count(game.expansionNames.count)]))
        }
    }
}

#Preview {
    PreviewLoader { context, _ in
        NavigationStack { HomeScreen(context: context) }
    }
}
