// The standings: ranks (ties share one), scores and the points by category.

import SwiftUI
import TallyCore
import TallyKit

struct ResultsScreen: View {
    let model: ResultsModel

    var body: some View {
        ResultsView(state: model.viewState, send: model.send(viewAction:))
    }
}

struct ResultsView: View {
    let state: ResultsViewState
    let send: (ResultsViewAction) -> Void

    var body: some View {
        List {
            if !state.winners.isEmpty {
                Section {
                    VStack(spacing: 8) {
                        Image(systemName: "trophy.fill")
                            .font(.largeTitle)
                            .foregroundStyle(.yellow)
                            .accessibilityHidden(true)
                        Text(winnersText)
                            .font(.title2.weight(.bold))
                            .multilineTextAlignment(.center)
                    }
                    .frame(maxWidth: .infinity)
                    .padding(.vertical, 8)
                }
            }
            ForEach(state.rows) { row in
                Section {
                    HStack {
                        Text(verbatim: "\(row.rank)")
                            .font(.title.weight(.bold))
                            .monospacedDigit()
                            .frame(minWidth: 32)
                        PlayerLabel(name: row.name, rgb: row.rgb)
                            .font(.title3)
                        Spacer()
                        Text(verbatim: "\(row.score)")
                            .font(.title.weight(.bold))
                            .monospacedDigit()
                    }
                    .accessibilityElement(children: .ignore)
                    .accessibilityLabel(Text("Rank \(Int(row.rank)), \(row.name), \(Int(row.score)) points"))
                    ForEach(row.categories) { category in
                        LabeledContent {
                            Text(verbatim: "\(category.points)")
                                .monospacedDigit()
                        } label: {
                            Label(category.category.title, systemImage: category.category.symbol)
                        }
                    }
                }
            }
            Section {
                Button { send(.showDetail) } label: { Label("Game detail and chart", systemImage: "chart.xyaxis.line") }
                if state.isFinished {
                    Button { send(.reopen) } label: { Label("Reopen the end-game scoring", systemImage: "arrow.uturn.backward") }
                }
                Button { send(.done) } label: { Label("Done", systemImage: "house") }
            }
        }
        .navigationTitle("Results")
        .tallyAlert(state.alert) { send(.dismissAlert) }
    }

    private var winnersText: String {
        let names = state.winners.map(\.name).formatted(.list(type: .and))
        return state.winners.count > 1
            ? String(localized: "\(names) share the victory")
            : String(localized: "\(names) wins")
    }
}
