// A stored game in full: the score progression as a Swift Charts line per player
// (the end-game scoring marked, read out as each final score), the standings, and
// the timeline by turn and step (scrolled to the entry it was
// opened at, which is marked); export (Tally's document,
// written by the core's door, and for a finished game BG Stats and BoardGameGeek),
// open, rematch, delete (asked first).

import Charts
import SwiftUI
import TallyCore
import TallyKit

struct GameDetailScreen: View {
    let model: GameDetailModel
    /// Exports for BG Stats and BoardGameGeek, shown for a finished game.
    var share: ShareModel?

    var body: some View {
        GameDetailView(state: model.viewState, send: { model.send(viewAction: $0) }) {
            if let share, model.viewState.summary?.isFinished == true {
                ExportForOtherAppsSection(model: share)
            }
        }
        .onAppear { model.send(viewAction: .refresh) }
    }
}

struct GameDetailView<Extras: View>: View {
    let state: GameDetailViewState
    let send: (GameDetailViewAction) -> Void
    /// Sections the screen adds at the end (exports for other apps).
    @ViewBuilder var extras: Extras

    var body: some View {
        ScrollViewReader { proxy in
            entries
                .onChange(of: state.shownEntry, initial: true) {
                    if let shown = state.shownEntry { proxy.scrollTo(shown, anchor: .center) }
                }
        }
        .navigationTitle(Text(tx("app-game")))
    }

    private var entries: some View {
        List {
            if let summary = state.summary {
                Section {
                    GameRowView(game: summary)
                    if !summary.expansionNames.isEmpty {
                        Text(summary.expansionNames.joined(separator: ", "))
                            .font(.footnote)
                            .foregroundStyle(.secondary)
                    }
                }
            }
            if !state.chart.isEmpty {
                Section(tx("app-score-progression")) {
                    ProgressionChart(series: state.chart)
                        .frame(minHeight: 240)
                        .padding(.vertical, 8)
                }
            }
            Section(tx("app-standings")) {
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
            }
            ForEach(state.timeline) { turn in
                Section {
                    ForEach(turn.steps) { step in
                        VStack(alignment: .leading, spacing: 6) {
                            Text(tx("app-step-named", ["code": .text(step.code), "name": .text(step.name)]))
                                .font(.caption.weight(.semibold))
                                .foregroundStyle(.secondary)
                            ForEach(step.entries) { entry in
                                if entry.seq == state.shownEntry {
                                    LogEntryRow(entry: entry)
                                        .padding(4)
                                        .background(RoundedRectangle(cornerRadius: 6).fill(Color.accentColor.opacity(0.15)))
                                        .accessibilityAddTraits(.isSelected)
                                        .id(entry.seq)
                                } else {
                                    LogEntryRow(entry: entry)
                                        .id(entry.seq)
                                }
                            }
                        }
                    }
                } header: {
                    Text(tx("app-turn-of", ["turn": .count(turn.turn), "player": .text(turn.activePlayer)]))
                }
            }
            extras
        }
        .toolbar {
            ToolbarItemGroup(placement: .primaryAction) {
                if let export = state.export {
                    ShareLink(item: export.url) {
                        Label(tx("app-share"), systemImage: "square.and.arrow.up")
                    }
                } else {
                    Button { send(.export) } label: { Label(tx("app-export"), systemImage: "square.and.arrow.up") }
                }
                Menu {
                    Button { send(.open) } label: {
                        if state.summary?.isFinished == true {
                            Label(tx("app-results"), systemImage: "trophy")
                        } else {
                            Label(tx("app-open-scoreboard"), systemImage: "play")
                        }
                    }
                    Button { send(.rematch) } label: {
                        Label(tx("app-rematch"), systemImage: "arrow.triangle.2.circlepath")
                    }
                    Button(role: .destructive) { send(.delete) } label: {
                        Label(tx("app-delete-game"), systemImage: "trash")
                    }
                } label: {
                    Label(tx("app-more"), systemImage: "ellipsis.circle")
                }
            }
        }
        .deletionQuestion(state.deletion, confirm: { send(.confirmDelete) }, cancel: { send(.cancelDelete) })
        .tallyAlert(state.alert) { send(.dismissAlert) }
    }
}

/// Each player's score after every turn, in their colour, the end-game scoring marked
/// "End"; read out as each player's final score.
struct ProgressionChart: View {
    let series: [TallyKit.ChartSeries]

    /// The turn the end-game scoring is drawn at, once the game reached it.
    private var endGameTurn: Int? {
        series.flatMap(\.points).first(where: \.isEndGame)?.turn
    }

    var body: some View {
        Chart {
            if let endGameTurn {
                RuleMark(x: .value(tx("app-turn"), endGameTurn))
                    .lineStyle(StrokeStyle(lineWidth: 1, dash: [4, 4]))
                    .foregroundStyle(.secondary)
                    .annotation(position: .top, alignment: .trailing) {
                        Text(tx("app-end-short"))
                            .font(.caption2)
                            .foregroundStyle(.secondary)
                    }
            }
            ForEach(series) { line in
                ForEach(line.points) { point in
                    LineMark(x: .value(tx("app-turn"), point.turn), y: .value(tx("app-points"), Int(point.score)))
                        .foregroundStyle(by: .value(tx("app-player"), line.name))
                        .interpolationMethod(.monotone)
                    if point.isEndGame {
                        PointMark(x: .value(tx("app-turn"), point.turn), y: .value(tx("app-points"), Int(point.score)))
                            .foregroundStyle(by: .value(tx("app-player"), line.name))
                            .symbol(.square)
                    }
                }
            }
        }
        .chartForegroundStyleScale(domain: series.map(\.name), range: series.map { Color($0.rgb) })
        .chartXAxisLabel(tx("app-turn"))
        .chartYAxisLabel(tx("app-points"))
        .accessibilityLabel(Text(series.chartDescription))
    }
}
