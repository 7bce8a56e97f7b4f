// Home: resume an unfinished game, start a new one; history, statistics, players
// and settings.

import SwiftUI
import TallyCore
import TallyKit

struct HomeScreen: View {
    let context: AppContext

    var body: some View {
        ModelHost { HomeModel(service: context.service, router: context.router) } content: { model in
            HomeView(state: model.viewState, send: model.send(viewAction:))
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
                Section("Resume") {
                    ForEach(state.unfinished) { game in
                        Button { send(.resume(game.id)) } label: { GameRowView(game: game) }
                            .accessibilityHint(Text("Opens the scoreboard"))
                    }
                }
            }
            if !state.recent.isEmpty {
                Section("Recent games") {
                    ForEach(state.recent) { game in
                        Button { send(.openGame(game.id)) } label: { GameRowView(game: game) }
                    }
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
        .navigationTitle("Tally")
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
            HStack {
                ForEach(game.seats) { seat in
                    HStack(spacing: 4) {
                        ColourDot(rgb: seat.rgb, size: 10)
                        Text(seat.name)
                            .fontWeight(game.leaders.contains(seat) ? .semibold : .regular)
                        Text(verbatim: "\(seat.score)")
                            .monospacedDigit()
                            .foregroundStyle(.secondary)
                    }
                }
            }
            .font(.body)
            HStack {
                Text(game.isFinished ? game.finishedAt ?? game.startedAt : game.updatedAt, format: .dateTime.day().month().hour().minute())
                Text(verbatim: "·")
                Text(game.editionName)
                if !game.expansionNames.isEmpty {
                    Text(verbatim: "·")
                    Text("\(game.expansionNames.count) expansions")
                }
            }
            .font(.footnote)
            .foregroundStyle(.secondary)
        }
        .foregroundStyle(.primary)
        .accessibilityElement(children: .combine)
    }
}

#Preview {
    let context = PreviewData.context()
    return NavigationStack { HomeScreen(context: context) }
}
