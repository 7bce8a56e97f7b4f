// The standings: ranks (ties share one), scores and the points by category, as
// the core ranks them, the result to share (message and picture), the end-game
// scoring reopened, and a rematch (the same players, the seats turned by one).

import SwiftUI
import TallyCore
import TallyKit

struct ResultsScreen: View {
    let model: ResultsModel
    /// Sharing the result (text and picture), when the screen offers it.
    var share: ShareModel?

    var body: some View {
        ResultsView(state: model.viewState) { model.send(viewAction: $0) } extras: {
            if let share {
                ShareResultSection(model: share)
            }
        }
    }
}

struct ResultsView<Extras: View>: View {
    let state: ResultsViewState
    let send: (ResultsViewAction) -> Void
    /// Sections the screen adds below the standings (sharing).
    @ViewBuilder var extras: Extras

    var body: some View {
        List {
            if !state.isFinished {
                Section {
                    Text(tx("app-results-provisional"))
                        .foregroundStyle(.secondary)
                }
            }
            if !state.winners.isEmpty {
                Section {
                    VStack(spacing: 8) {
                        Image(systemName: "trophy.fill")
                            .font(.largeTitle)
                            .foregroundStyle(.yellow)
                            .accessibilityHidden(true)
                        winnersText
                            .font(.title2.weight(.bold))
                            .multilineTextAlignment(.center)
                    }
                    .frame(maxWidth: .infinity)
                    .padding(.vertical, 8)
                }
            }
            ForEach(state.rows) { row in
                Section {
                    ViewThatFits(in: .horizontal) {
                        HStack {
                            rank(row)
                            PlayerLabel(name: row.name, rgb: row.rgb)
                                .font(.title3)
                            Spacer()
                            score(row)
                        }
                        VStack(alignment: .leading) {
                            HStack {
                                rank(row)
                                PlayerLabel(name: row.name, rgb: row.rgb)
                                    .font(.title3)
                            }
                            score(row)
                        }
                    }
                    .accessibilityElement(children: .ignore)
                    .accessibilityLabel(Text(tx("app-rank-player-score", [
                        "rank": .count(row.rank), "player": .text(row.name), "score": .number(row.score),
                    ])))
                    .accessibilityValue(isTied(row) ? Text(tx("app-tied")) : Text(verbatim: ""))
                    ForEach(row.categories) { category in
                        LabeledContent {
                            Text(verbatim: "\(category.points)")
                                .monospacedDigit()
                        } label: {
                            Label { category.category.title } icon: { Image(systemName: category.category.symbol) }
                        }
                    }
                }
            }
            extras
            Section {
                Button { send(.rematch) } label: { Label(tx("app-rematch"), systemImage: "arrow.triangle.2.circlepath") }
                Button { send(.showDetail) } label: { Label(tx("app-game-detail"), systemImage: "chart.xyaxis.line") }
                if state.isFinished {
                    Button { send(.reopen) } label: { Label(tx("app-reopen"), systemImage: "arrow.uturn.backward") }
                }
                Button { send(.done) } label: { Label(tx("app-done"), systemImage: "house") }
            } footer: {
                Text(tx("app-rematch-footer"))
            }
        }
        .navigationTitle(Text(tx("app-results")))
        .tallyAlert(state.alert) { send(.dismissAlert) }
    }

    private func rank(_ row: ResultRow) -> some View {
        Text(verbatim: "\(row.rank)")
            .font(.title.weight(.bold))
            .monospacedDigit()
            .frame(minWidth: 32)
    }

    private func score(_ row: ResultRow) -> some View {
        Text(verbatim: "\(row.score)")
            .font(.title.weight(.bold))
            .monospacedDigit()
            .fixedSize()
    }

    /// Whether another player shares the row's rank.
    private func isTied(_ row: ResultRow) -> Bool {
        state.rows.filter { $0.rank == row.rank }.count > 1
    }

    private var winnersText: Text {
        let names = state.winners.map(\.name).joined(separator: ", ")
        return Text(state.winners.count > 1 ? tx("app-share-victory", ["names": .text(names)])
                                            : tx("app-wins", ["player": .text(names)]))
    }
}
