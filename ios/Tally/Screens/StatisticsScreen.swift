// Statistics: per player games, wins, win rate, averages, best and worst scores,
// points by category and memorable features; two players head to head.

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
                ContentUnavailableView("No statistics yet", systemImage: "chart.bar",
                                       description: Text("Finish a game to see statistics."))
            }
            Section {
                ForEach(state.rows) { row in
                    Button { send(.select(row.rosterId)) } label: { StatisticsRowView(row: row) }
                        .foregroundStyle(.primary)
                }
            } header: {
                Text("Players")
            }
            if let selected = state.selected {
                PlayerDetailSection(row: selected)
            }
            if state.rows.count >= 2 {
                headToHead
            }
        }
        .navigationTitle(Text("Statistics"))
        .tallyAlert(state.alert) { send(.dismissAlert) }
    }

    private var headToHead: some View {
        Section {
            Picker("First player", selection: Binding(
                read: { state.comparison.first },
                write: { send(.compare(first: $0, second: state.comparison.second)) })
            ) {
                Text("Choose").tag(Int64?.none)
                ForEach(state.rows) { row in Text(row.name).tag(Int64?.some(row.rosterId)) }
            }
            Picker("Second player", selection: Binding(
                read: { state.comparison.second },
                write: { send(.compare(first: state.comparison.first, second: $0)) })
            ) {
                Text("Choose").tag(Int64?.none)
                ForEach(state.rows) { row in Text(row.name).tag(Int64?.some(row.rosterId)) }
            }
            if let result = state.headToHead {
                LabeledContent {
                    Text(verbatim: "\(result.games)")
                } label: {
                    Text("Games together")
                }
                LabeledContent {
                    Text(verbatim: "\(result.firstAhead)")
                } label: {
                    Text("\(result.first) ahead")
                }
                LabeledContent {
                    Text(verbatim: "\(result.secondAhead)")
                } label: {
                    Text("\(result.second) ahead")
                }
                LabeledContent {
                    Text(verbatim: "\(result.ties)")
                } label: {
                    Text("Ties")
                }
                if let a = result.firstAverage, let b = result.secondAverage {
                    LabeledContent {
                        Text(verbatim: "\(a.formatted(.number.precision(.fractionLength(1)))) – \(b.formatted(.number.precision(.fractionLength(1))))")
                    } label: {
                        Text("Averages")
                    }
                }
            }
        } header: {
            Text("Head to head")
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
        Text("\(Int(row.games)) games")
        Text("\(Int(row.wins)) wins")
        Text(row.winRate, format: .percent.precision(.fractionLength(0)))
        if let average = row.averageScore {
            Text(verbatim: "⌀ \(average.formatted(.number.precision(.fractionLength(1))))")
        }
    }
}

private struct PlayerDetailSection: View {
    let row: StatisticsRow

    var body: some View {
        Section {
            if let best = row.bestScore {
                LabeledContent { Text(verbatim: "\(best)") } label: { Text("Best score") }
            }
            if let worst = row.worstScore {
                LabeledContent { Text(verbatim: "\(worst)") } label: { Text("Worst score") }
            }
            if !row.averageByCategory.isEmpty {
                Chart(row.averageByCategory) { average in
                    BarMark(x: .value(String(localized: "Points"), average.points),
                            y: .value(String(localized: "Category"), average.category.name))
                }
                .frame(height: CGFloat(row.averageByCategory.count) * 32 + 24)
                .accessibilityLabel(Text("Average points by category"))
            }
            if let longest = row.longestFeature {
                LabeledContent { record(longest) } label: { Text("Longest feature") }
            }
            if let valuable = row.mostValuableFeature {
                LabeledContent { record(valuable) } label: { Text("Most valuable feature") }
            }
        } header: {
            Text(row.name)
        }
    }

    private func record(_ record: FeatureRecord) -> Text {
        if let size = record.size {
            return Text(verbatim: "\(record.name): ") + Text("\(Int(size)) tiles") + Text(verbatim: ", ") + Text("\(Int(record.points)) points")
        }
        return Text(verbatim: "\(record.name): ") + Text("\(Int(record.points)) points")
    }
}
