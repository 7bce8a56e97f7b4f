// Statistics: the filter (what it chooses, clearable, and its choices), the group's
// charts over the games it chooses (who wins how often, everyone's rating with its
// uncertainty, the records, each opening its game at the entry that set it), per
// player games won of games played, win rate (none before a finished game), averages in the
// language's own decimals, best and worst scores, points by category and memorable
// features (a player opens their charts over the same games); two players head to
// head: who finished ahead how often as a bar, and their scores game by game.

import Charts
import SwiftUI
import TallyCore
import TallyKit

struct StatisticsScreen: View {
    let model: StatisticsModel

    var body: some View {
        StatisticsView(state: model.viewState, send: { model.send(viewAction: $0) })
            .onAppear { model.send(viewAction: .refresh) }
    }
}

struct StatisticsView: View {
    let state: StatisticsViewState
    let send: (StatisticsViewAction) -> Void

    var body: some View {
        List {
            if state.rows.isEmpty {
                ContentUnavailableView(tx("app-no-statistics"), systemImage: "chart.bar",
                                       description: Text(tx("app-no-statistics-description")))
            }
            if !state.rows.isEmpty {
                StatsFilterSection(state: state, send: send)
            }
            if !state.wins.isEmpty {
                GroupChartsSections(state: state, send: send)
            } else if state.filterSummary != nil {
                Text(tx("app-stats-filter-no-games")).foregroundStyle(.secondary)
            }
            Section {
                ForEach(state.rows) { row in
                    Button { send(.select(row.rosterId)) } label: { StatisticsRowView(row: row) }
                        .foregroundStyle(.primary)
                        .swipeActions {
                            Button(tx("app-stats-charts")) { send(.openCharts(row.rosterId)) }
                        }
                }
            } header: {
                Text(tx("app-players"))
            }
            if let selected = state.selected {
                PlayerDetailSection(row: selected)
            }
            if state.rows.count >= 2 {
                headToHead
            }
        }
        .navigationTitle(Text(tx("app-statistics")))
        .tallyAlert(state.alert) { send(.dismissAlert) }
    }

    private var headToHead: some View {
        Section {
            Picker(tx("app-first-player"), selection: Binding(
                read: { state.comparison.first },
                write: { send(.compare(first: $0, second: state.comparison.second)) })
            ) {
                Text(tx("app-choose")).tag(Int64?.none)
                ForEach(state.rows) { row in Text(row.name).tag(Int64?.some(row.rosterId)) }
            }
            Picker(tx("app-second-player"), selection: Binding(
                read: { state.comparison.second },
                write: { send(.compare(first: state.comparison.first, second: $0)) })
            ) {
                Text(tx("app-choose")).tag(Int64?.none)
                ForEach(state.rows) { row in Text(row.name).tag(Int64?.some(row.rosterId)) }
            }
            if let result = state.headToHead {
                LabeledContent {
                    Text(verbatim: "\(result.games)")
                } label: {
                    Text(tx("app-games-together"))
                }
                LabeledContent {
                    Text(verbatim: "\(result.firstAhead)")
                } label: {
                    Text(tx("app-player-ahead", ["player": .text(result.first)]))
                }
                LabeledContent {
                    Text(verbatim: "\(result.secondAhead)")
                } label: {
                    Text(tx("app-player-ahead", ["player": .text(result.second)]))
                }
                LabeledContent {
                    Text(verbatim: "\(result.ties)")
                } label: {
                    Text(tx("app-ties"))
                }
                Chart(result.shares) { share in
                    BarMark(x: .value(tx("app-games-together"), share.games),
                            y: .value(tx("app-head-to-head"), "\(result.first) – \(result.second)"))
                        .foregroundStyle(by: .value(tx("app-head-to-head"), share.label))
                }
                .chartLegend(position: .bottom)
                .frame(height: 72)
                .accessibilityLabel(Text(result.chartDescription))
                if let a = result.firstAverageText, let b = result.secondAverageText {
                    LabeledContent {
                        Text(verbatim: "\(a) – \(b)")
                    } label: {
                        Text(tx("app-averages"))
                    }
                }
                if !state.pairScores.isEmpty {
                    Chart(state.pairScores) { score in
                        LineMark(x: .value(tx("app-game"), score.game), y: .value(tx("app-points"), score.score))
                            .foregroundStyle(by: .value(tx("app-players"), score.player))
                        PointMark(x: .value(tx("app-game"), score.game), y: .value(tx("app-points"), score.score))
                            .foregroundStyle(by: .value(tx("app-players"), score.player))
                    }
                    .frame(height: 180)
                    .accessibilityLabel(Text(tx("app-stats-pair-scores", [
                        "a": .text(result.first), "b": .text(result.second),
                    ])))
                }
            }
        } header: {
            Text(tx("app-head-to-head"))
        }
    }
}

private struct StatisticsRowView: View {
    let row: StatisticsRow

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(row.name)
                .font(.headline)
            ViewThatFits(in: .horizontal) {
                HStack(spacing: 12) { figures }
                VStack(alignment: .leading) { figures }
            }
            .font(.subheadline)
            .foregroundStyle(.secondary)
        }
        .accessibilityElement(children: .combine)
    }

    @ViewBuilder private var figures: some View {
        Text(row.winsText)
        if let rate = row.winRateText {
            Text(verbatim: rate)
                .accessibilityLabel(Text(tx("app-stats-win-rate")))
                .accessibilityValue(Text(verbatim: rate))
        }
        if let average = row.averageText {
            Text(tx("app-average", ["average": .text(average)]))
                .accessibilityLabel(Text(tx("app-stats-average")))
                .accessibilityValue(Text(verbatim: average))
        }
    }
}

private struct PlayerDetailSection: View {
    let row: StatisticsRow

    var body: some View {
        Section {
            if let best = row.bestScore {
                LabeledContent { Text(verbatim: "\(best)") } label: { Text(tx("app-best-score")) }
            }
            if let worst = row.worstScore {
                LabeledContent { Text(verbatim: "\(worst)") } label: { Text(tx("app-worst-score")) }
            }
            if !row.averageByCategory.isEmpty {
                Chart(row.averageByCategory) { average in
                    BarMark(x: .value(tx("app-points"), average.points),
                            y: .value(tx("app-category"), average.category.name))
                }
                .frame(height: CGFloat(row.averageByCategory.count) * 32 + 24)
                .accessibilityLabel(Text(tx("app-average-by-category")))
            }
            if let longest = row.longestFeature {
                LabeledContent { record(longest) } label: { Text(tx("app-longest-feature")) }
            }
            if let valuable = row.mostValuableFeature {
                LabeledContent { record(valuable) } label: { Text(tx("app-most-valuable-feature")) }
            }
        } header: {
            Text(row.name)
        }
    }

    private func record(_ record: FeatureRecord) -> Text {
        if let size = record.size {
            return Text(tx("app-stats-record-feature", [
                "name": .text(record.name), "tiles": .number(size), "points": .number(record.points),
            ]))
        }
        return Text(tx("app-stats-record-points", ["name": .text(record.name), "points": .number(record.points)]))
    }
}

/// Who wins how often, everyone's rating with its uncertainty, and the records.
private struct GroupChartsSections: View {
    let state: StatisticsViewState
    let send: (StatisticsViewAction) -> Void

    var body: some View {
        Section {
            Chart(state.wins) { bar in
                BarMark(x: .value(tx("app-stats-wins-heading"), bar.rate), y: .value(tx("app-players"), bar.label))
                    .annotation(position: .trailing) { Text(verbatim: bar.rateText).font(.caption) }
            }
            .chartXScale(domain: 0...1)
            .frame(height: CGFloat(state.wins.count) * 32 + 24)
            .accessibilityLabel(Text(tx("app-stats-wins-heading")))
            ForEach(state.wins) { bar in
                Button { send(.openCharts(Int64(bar.id) ?? 0)) } label: {
                    LabeledContent(bar.label) {
                        Text(bar.winsText)
                    }
                }
                .foregroundStyle(.primary)
            }
        } header: {
            Text(tx("app-stats-wins-heading"))
        }
        Section {
            Chart(state.ratings) { row in
                RuleMark(xStart: .value(tx("app-stats-rating-heading"), row.rating - row.uncertainty),
                         xEnd: .value(tx("app-stats-rating-heading"), row.rating + row.uncertainty),
                         y: .value(tx("app-players"), row.name))
                    .lineStyle(StrokeStyle(lineWidth: 6, lineCap: .round))
                    .opacity(0.4)
                PointMark(x: .value(tx("app-stats-rating-heading"), row.rating), y: .value(tx("app-players"), row.name))
            }
            .frame(height: CGFloat(state.ratings.count) * 32 + 24)
            .accessibilityLabel(Text(tx("app-stats-rating-heading")))
            ForEach(state.ratings) { row in
                LabeledContent(row.name) { Text(verbatim: row.text) }
            }
        } header: {
            Text(tx("app-stats-rating-heading"))
        } footer: {
            Text(tx("app-stats-rating-explained"))
        }
        if !state.records.isEmpty {
            Section {
                ForEach(state.records) { record in
                    Button { send(.openRecord(record.kind)) } label: {
                        VStack(alignment: .leading, spacing: 2) {
                            Text(record.title).font(.headline)
                            Text(record.detail).font(.subheadline).foregroundStyle(.secondary)
                        }
                    }
                    .foregroundStyle(.primary)
                    .accessibilityHint(Text(tx(record.namedEntry == nil ? "app-stats-open-game" : "app-stats-open-entry")))
                }
            } header: {
                Text(tx("app-stats-records-heading"))
            }
        }
    }
}
