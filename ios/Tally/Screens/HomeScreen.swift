// Home: resume an unfinished game, start a new one; history, statistics, players
// and settings.

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
                    Label("New game", systemImage: "plus.circle.fill")
                        .font(.title3.weight(.semibold))
                        .frame(maxWidth: .infinity, minHeight: 44, alignment: .leading)
                }
            }
            if !state.unfinished.isEmpty {
                Section {
                    ForEach(state.unfinished) { game in
                        Button { send(.resume(game.id)) } label: { GameRowView(game: game) }
                            .accessibilityHint(Text("Opens the scoreboard"))
                    }
                } header: {
                    Text("Resume")
                }
            }
            if !state.recent.isEmpty {
                Section {
                    ForEach(state.recent) { game in
                        Button { send(.openGame(game.id)) } label: { GameRowView(game: game) }
                    }
                } header: {
                    Text("Recent games")
                }
            }
            Section {
                Button { send(.history) } label: { Label("History", systemImage: "clock.arrow.circlepath") }
                Button { send(.statistics) } label: { Label("Statistics", systemImage: "chart.bar") }
                Button { send(.players) } label: {
                    LabeledContent {
                        Text(verbatim: "\(state.rosterCount)")
                    } label: {
                        Label("Players", systemImage: "person.2")
                    }
                }
            }
        }
        .navigationTitle(Text(verbatim: "Tally"))
        .toolbar {
            ToolbarItem(placement: .primaryAction) {
                Button { send(.settings) } label: { Label("Settings", systemImage: "gearshape") }
            }
        }
        .tallyAlert(state.alert) { send(.dismissAlert) }
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
            Text("\(Int(game.expansionNames.count)) expansions")
        }
    }
}

#Preview {
    PreviewLoader { context, _ in
        NavigationStack { HomeScreen(context: context) }
    }
}
