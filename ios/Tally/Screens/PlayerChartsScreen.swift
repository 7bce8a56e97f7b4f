// One player's charts (Swift Charts) from TallyKit's PlayerChartsModel: the latest
// games' points by category as stacked bars, score and place over those games,
// win rates by number of players and by expansion, and the rating after each game
// with a band of one uncertainty either side.

import Charts
import SwiftUI
import TallyCore
import TallyKit

struct PlayerChartsScreen: View {
    let model: PlayerChartsModel

    var body: some View {
        PlayerChartsView(state: model.viewState, send: { model.send(viewAction: $0) })
    }
}

struct PlayerChartsView: View {
    let state: PlayerChartsViewState
    let send: (PlayerChartsViewAction) -> Void

    var body: some View {
        List {
            if state.scores.isEmpty {
                ContentUnavailableView(tx("app-no-statistics"), systemImage: "chart.bar",
                                       description: Text(tx("app-no-statistics-description")))
            } else {
                Section {
                    Chart(state.segments) { segment in
                        BarMark(x: .value(tx("app-game"), segment.game),
                                y: .value(tx("app-points"), segment.points))
                            .foregroundStyle(by: .value(tx("app-category"), segment.categoryName))
                    }
                    .chartLegend(position: .bottom)
                    .frame(height: 220)
                    .accessibilityLabel(Text(tx("app-stats-points-chart", ["games": .number(Int64(state.scores.count))])))
                } header: {
                    Text(tx("app-stats-points-by-category"))
                }
                Section {
                    Chart(state.scores) { point in
                        LineMark(x: .value(tx("app-game"), point.game), y: .value(tx("app-points"), point.score))
                        PointMark(x: .value(tx("app-game"), point.game), y: .value(tx("app-points"), point.score))
                            .annotation(position: .top) { Text(verbatim: "\(point.rank)").font(.caption2) }
                    }
                    .frame(height: 180)
                    .accessibilityLabel(Text(tx("app-stats-scores", [
                        "scores": .text(state.scores.map { String($0.score) }.joined(separator: ", ")),
                    ])))
                    Text(tx("app-stats-places", ["places": .text(state.scores.map { String($0.rank) }.joined(separator: " "))]))
                        .font(.footnote)
                        .foregroundStyle(.secondary)
                } header: {
                    Text(tx("app-stats-score-and-place"))
                }
                WinRateSection(title: tx("app-stats-by-players"), bars: state.byPlayers)
                WinRateSection(title: tx("app-stats-by-expansion"), bars: state.byExpansion)
                if let rating = state.rating {
                    Section {
                        LabeledContent(tx("app-stats-rating-heading")) { Text(verbatim: rating) }
                        Chart(state.ratingHistory) { point in
                            AreaMark(x: .value(tx("app-game"), point.game),
                                     yStart: .value(tx("app-stats-rating-heading"), point.low),
                                     yEnd: .value(tx("app-stats-rating-heading"), point.high))
                                .opacity(0.25)
                            LineMark(x: .value(tx("app-game"), point.game),
                                     y: .value(tx("app-stats-rating-heading"), point.rating))
                        }
                        .frame(height: 180)
                        .accessibilityLabel(Text(state.ratingHistoryDescription ?? tx("app-stats-rating-history")))
                    } header: {
                        Text(tx("app-stats-rating-history"))
                    } footer: {
                        Text(tx("app-stats-rating-explained"))
                    }
                }
            }
        }
        .navigationTitle(Text(verbatim: state.name))
        .tallyAlert(state.alert) { send(.dismissAlert) }
    }
}

/// Win rates as horizontal bars, each with its rate written out.
private struct WinRateSection: View {
    let title: String
    let bars: [WinRateBar]

    var body: some View {
        Section {
            Chart(bars) { bar in
                BarMark(x: .value(title, bar.rate), y: .value(title, bar.label))
                    .annotation(position: .trailing) { Text(verbatim: bar.rateText).font(.caption) }
            }
            .chartXScale(domain: 0...1)
            .frame(height: CGFloat(bars.count) * 32 + 24)
            .accessibilityLabel(Text(title))
        } header: {
            Text(title)
        }
    }
}
