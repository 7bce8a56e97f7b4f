// The statistics' filter: what it chooses ("Filters: 2023–2024 · 2 players · Inns &
// Cathedrals") with a button that clears it, and its choices folded below — the
// years from and to, the players who all sat at the table, the expansions all in
// play, the edition; each change redraws the charts.

import SwiftUI
import TallyCore
import TallyKit

struct StatsFilterSection: View {
    let state: StatisticsViewState
    let send: (StatisticsViewAction) -> Void

    var body: some View {
        Section {
            if let summary = state.filterSummary {
                HStack {
                    Text(summary)
                    Spacer()
                    Button(tx("app-stats-filter-clear")) { send(.clearFilter) }
                }
            }
            DisclosureGroup {
                choices
            } label: {
                Label(tx("app-filter"), systemImage: "line.3.horizontal.decrease.circle")
            }
        } header: {
            Text(tx("app-stats-filters-heading"))
        }
    }

    @ViewBuilder private var choices: some View {
        let filter = state.filter
        let options = state.filterOptions
        if !options.years.isEmpty {
            Text(tx("app-stats-filter-years")).font(.headline)
            Picker(tx("app-stats-filter-from"), selection: Binding(
                read: { filter.fromYear }, write: { send(.filter(filter.withFromYear($0))) })
            ) {
                Text(tx("app-stats-filter-any-year")).tag(Int?.none)
                ForEach(options.years, id: \.self) { year in Text(verbatim: String(year)).tag(Int?.some(year)) }
            }
            Picker(tx("app-stats-filter-to"), selection: Binding(
                read: { filter.toYear }, write: { send(.filter(filter.withToYear($0))) })
            ) {
                Text(tx("app-stats-filter-any-year")).tag(Int?.none)
                ForEach(options.years, id: \.self) { year in Text(verbatim: String(year)).tag(Int?.some(year)) }
            }
        }
        Text(tx("app-players")).font(.headline)
        Text(tx("app-stats-filter-players-hint")).font(.footnote).foregroundStyle(.secondary)
        ForEach(state.rows) { row in
            Toggle(row.name, isOn: Binding(
                read: { filter.players.contains(row.rosterId) },
                write: { _ in send(.filter(filter.togglingPlayer(row.rosterId))) }))
        }
        if !options.expansions.isEmpty {
            Text(tx("app-stats-filter-expansions")).font(.headline)
            Text(tx("app-stats-filter-expansions-hint")).font(.footnote).foregroundStyle(.secondary)
            ForEach(options.expansions) { expansion in
                Toggle(expansion.name, isOn: Binding(
                    read: { filter.expansions.contains(expansion.value) },
                    write: { _ in send(.filter(filter.togglingExpansion(expansion.value))) }))
            }
        }
        if options.editions.count > 1 || filter.edition != nil {
            Picker(tx("app-edition"), selection: Binding(
                read: { filter.edition }, write: { edition in send(.filter(with(filter) { $0.edition = edition })) })
            ) {
                Text(tx("app-stats-filter-any-edition")).tag(Edition?.none)
                ForEach(options.editions) { edition in Text(edition.name).tag(Edition?.some(edition.value)) }
            }
        }
    }

    private func with(_ filter: StatsFilterChoice, _ change: (inout StatsFilterChoice) -> Void) -> StatsFilterChoice {
        var changed = filter
        change(&changed)
        return changed
    }
}
