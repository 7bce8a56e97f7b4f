// A stored game in full: the score progression as a Swift Charts line per player,
// the standings, and the timeline by turn and step; export (Tally's document, and
// for a finished game BG Stats and BoardGameGeek), open, delete.

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
    @State private var exportURL: URL?
    @State private var confirmingDelete = false

    var body: some View {
        List {
            if let summary = state.summary {
                Section {
                    GameRowView(game: summary)
                    if !summary.expansionNames.isEmpty {
                        Text(summary.expansionNames.formatted(.list(type: .and)))
                            .font(.footnote)
                            .foregroundStyle(.secondary)
                    }
                }
            }
            if !state.chart.isEmpty {
                Section("Score progression") {
                    ProgressionChart(series: state.chart)
                        .frame(minHeight: 240)
                        .padding(.vertical, 8)
                }
            }
            Section("Standings") {
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
                    .accessibilityLabel(Text("Rank \(Int(row.rank)), \(row.name)") + Text(verbatim: ", ") + Text("\(Int(row.score)) points"))
                }
            }
            ForEach(state.timeline) { turn in
                Section {
                    ForEach(turn.steps) { step in
                        VStack(alignment: .leading, spacing: 6) {
                            Text(verbatim: "\(step.code) · \(step.name)")
                                .font(.caption.weight(.semibold))
                                .foregroundStyle(.secondary)
                            ForEach(step.entries) { entry in
                                LogEntryRow(entry: entry)
                            }
                        }
                    }
                } header: {
                    Text("Turn \(Int(turn.turn)) · \(turn.activePlayer)")
                }
            }
            extras
        }
        .navigationTitle(Text("Game"))
        .toolbar {
            ToolbarItemGroup(placement: .primaryAction) {
                if let exportURL {
                    ShareLink(item: exportURL) {
                        Label("Share", systemImage: "square.and.arrow.up")
                    }
                } else {
                    Button { send(.export) } label: { Label("Export", systemImage: "square.and.arrow.up") }
                }
                Menu {
                    Button { send(.open) } label: {
                        if state.summary?.isFinished == true {
                            Label("Results", systemImage: "trophy")
                        } else {
                            Label("Open the scoreboard", systemImage: "play")
                        }
                    }
                    Button(role: .destructive) { confirmingDelete = true } label: {
                        Label("Delete the game", systemImage: "trash")
                    }
                } label: {
                    Label("More", systemImage: "ellipsis.circle")
                }
            }
        }
        .onChange(of: state.export) { _, export in
            exportURL = export.flatMap { try? $0.write(into: FileManager.default.temporaryDirectory.appending(path: "export")) }
        }
        .confirmationDialog(Text("Delete this game?"), isPresented: $confirmingDelete, titleVisibility: .visible) {
            Button("Delete", role: .destructive) { send(.delete) }
        } message: {
            Text("It disappears from the history and the statistics. Export it first to keep a copy.")
        }
        .tallyAlert(state.alert) { send(.dismissAlert) }
    }
}

/// Each player's score after every turn, in their colour.
struct ProgressionChart: View {
    let series: [TallyKit.ChartSeries]

    var body: some View {
        Chart {
            ForEach(series) { line in
                ForEach(line.points) { point in
                    LineMark(x: .value(String(localized: "Turn"), point.turn), y: .value(String(localized: "Score"), Int(point.score)))
                        .foregroundStyle(by: .value(String(localized: "Player"), line.name))
                        .interpolationMethod(.monotone)
                    if point.isEndGame {
                        PointMark(x: .value(String(localized: "Turn"), point.turn), y: .value(String(localized: "Score"), Int(point.score)))
                            .foregroundStyle(by: .value(String(localized: "Player"), line.name))
                            .symbol(.square)
                    }
                }
            }
        }
        .chartForegroundStyleScale(domain: series.map(\.name), range: series.map { Color($0.rgb) })
        .chartXAxisLabel(String(localized: "Turn"))
        .chartYAxisLabel(String(localized: "Points"))
        .accessibilityLabel(Text("Score progression"))
    }
}
