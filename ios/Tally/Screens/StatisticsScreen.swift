// Statistics: per player games, wins, win rate, averages, best and worst scores,
// points by category and memorable features; two players head to head.

import Charts
import SwiftUI
import TallyCore
import TallyKit

struct StatisticsScreen: View {
    let model: StatisticsModel

    var body: some View {
        StatisticsView(state: model.viewState, send: model.send(viewAction:))
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
            Section("Players") {
                ForEach(state.rows) { row in
                    Button { send(.select(row.rosterId)) } label: { StatisticsRowView(row: row) }
                        .foregroundStyle(.primary)
                }
            }
            if let selected = state.selected {
                PlayerDetailSection(row: selected)
            }
            if state.rows.count >= 2 {
                headToHead
            }
        }
        .navigationTitle("Statistics")
        .tallyAlert(state.alert) { send(.dismissAlert) }
    }

    private var headToHead: some View {
        Section("Head to head") {
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
                LabeledContent("Games together", value: "\(result.games)")
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
                LabeledContent("Ties", value: "\(result.ties)")
                if let a = result.firstAverage, let b = result.secondAverage {
                    LabeledContent("Averages", value: "\(a.formatted(.number.precision(.fractionLength(1)))) – \(b.formatted(.number.precision(.fractionLength(1))))")
                }
            }
        }
    }
}

private struct StatisticsRowView: View {
    let row: StatisticsRow

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(row.name)
                .font(.headline)
            HStack(spacing: 12) {
                Text("\(Int(row.games)) games")
                Text("\(Int(row.wins)) wins")
                Text(row.winRate, format: .percent.precision(.fractionLength(0)))
                if let average = row.averageScore {
                    Text("⌀ \(average.formatted(.number.precision(.fractionLength(1))))")
                }
            }
            .font(.subheadline)
            .foregroundStyle(.secondary)
        }
        .accessibilityElement(children: .combine)
    }
}

private struct PlayerDetailSection: View {
    let row: StatisticsRow

    var body: some View {
        Section {
            if let best = row.bestScore { LabeledContent("Best score", value: "\(best)") }
            if let worst = row.worstScore { LabeledContent("Worst score", value: "\(worst)") }
            if !row.averageByCategory.isEmpty {
                Chart(row.averageByCategory, id: \.category) { average in
                    BarMark(x: .value("Points", average.points), y: .value("Category", categoryName(average.category)))
                }
                .frame(height: CGFloat(row.averageByCategory.count) * 32 + 24)
                .accessibilityLabel(Text("Average points by category"))
            }
            if let longest = row.longestFeature {
                LabeledContent("Longest feature", value: record(longest))
            }
            if let valuable = row.mostValuableFeature {
                LabeledContent("Most valuable feature", value: record(valuable))
            }
        } header: {
            Text(row.name)
        }
    }

    private func categoryName(_ category: TallyCore.Category) -> String {
        switch category {
        case .roads: return String(localized: "Roads")
        case .cities: return String(localized: "Cities")
        case .cloisters: return String(localized: "Cloisters")
        case .fields: return String(localized: "Fields")
        case .features: return String(localized: "Other features")
        case .bonuses: return String(localized: "Bonuses")
        case .dispatches: return String(localized: "Dispatches")
        case .robbers: return String(localized: "Robbers")
        case .corrections: return String(localized: "Corrections")
        }
    }

    private func record(_ record: FeatureRecord) -> String {
        if let size = record.size {
            return String(localized: "\(record.feature): \(Int(size)) tiles, \(Int(record.points)) points")
        }
        return String(localized: "\(record.feature): \(Int(record.points)) points")
    }
}
