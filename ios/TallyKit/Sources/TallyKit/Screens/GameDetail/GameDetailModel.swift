// A stored game in full: standings, each player's score after every turn (the
// chart), and the timeline by turn and step, with the entry it was opened at (a
// record's) marked for the screen to scroll to; from here a game is resumed,
// exported, shared, played again (a rematch) or deleted — a deletion asks first,
// and says so when the game is open on this phone.

import Foundation
import Observation
import TallyCore

public struct ChartPoint: Equatable, Identifiable, Sendable {
    public var id: String { "\(player)-\(index)" }
    public let player: String
    public let index: Int
    /// Turn (0 before the first).
    public let turn: Int
    public let score: Int64
    /// The point after the end-game scoring.
    public let isEndGame: Bool
}

public struct ChartSeries: Equatable, Identifiable, Sendable {
    public var id: String { player }
    public let player: String
    public let name: String
    public let rgb: RGB
    public let points: [ChartPoint]
}

extension [ChartSeries] {
    /// The chart read out: each player's final score.
    public var chartDescription: String {
        let finals = map { line in
            tx("app-chart-final", ["name": .text(line.name), "score": .number(line.points.last?.score ?? 0)])
        }
        return tx("app-chart-description", ["finals": .text(finals.joined(separator: "; "))])
    }
}

public struct TimelineStep: Equatable, Identifiable, Sendable {
    public var id: String { "\(turn)-\(code)" }
    public let turn: UInt32
    public let code: String
    public let name: String
    public let entries: [LogRow]
}

public struct TimelineTurn: Equatable, Identifiable, Sendable {
    public var id: UInt32 { turn }
    public let turn: UInt32
    public let activePlayer: String
    public let steps: [TimelineStep]
}

/// An export of games written by the core's door into a folder for the share sheet.
public struct ExportFile: Equatable, Sendable {
    public let url: URL

    /// `tally-2026-11-30.json`, or `tally-game-12-2026-11-30.json` for one game.
    public static func filename(gameId: Int64? = nil, at date: Date = Date()) -> String {
        let day = ExportFile.day(date)
        return gameId.map { "tally-game-\($0)-\(day).json" } ?? "tally-\(day).json"
    }

    /// A folder of its own in the temporary directory, for the share sheet.
    static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tally-export-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    private static func day(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        return String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
    }
}

/// A deletion waiting for the players to confirm it.
public struct DeletionQuestion: Equatable, Sendable {
    public let gameId: Int64
    /// The players of the game, to tell it apart.
    public let players: String
    /// The game is open on this phone: deleting it ends it.
    public let isBeingPlayed: Bool
}

public struct GameDetailViewState: Equatable, Sendable {
    public var summary: GameSummaryRow?
    public var standings: [ResultRow]
    public var chart: [ChartSeries]
    public var timeline: [TimelineTurn]
    /// The entry the game was opened at, when the timeline holds it: scrolled to and marked.
    public var shownEntry: UInt64?
    public var export: ExportFile?
    /// Asked before the game is deleted.
    public var deletion: DeletionQuestion?
    public var isDeleted: Bool
    public var alert: AlertState?
}

public enum GameDetailViewAction: Equatable, Sendable {
    case refresh
    /// Opens the scoreboard (unfinished) or the results (finished).
    case open
    case export
    /// The same players, seats turned by one, the same ruleset.
    case rematch
    /// Asks before deleting.
    case delete
    case confirmDelete
    case cancelDelete
    case dismissAlert
}

@MainActor
@Observable
public final class GameDetailModel {
    public let gameId: Int64
    /// The entry asked for (a record's), shown once the timeline holds it.
    public let entry: UInt64?
    public private(set) var viewState = GameDetailViewState(
        summary: nil, standings: [], chart: [], timeline: [], export: nil, isDeleted: false)
    @ObservationIgnored private let service: TallyService
    @ObservationIgnored private let router: AppRouter
    @ObservationIgnored private let tasks = SerialTasks()

    public init(gameId: Int64, entry: UInt64? = nil, service: TallyService, router: AppRouter) {
        self.gameId = gameId
        self.entry = entry
        self.service = service
        self.router = router
        tasks.run { await self.refresh() }
    }

    @discardableResult
    public func send(viewAction: GameDetailViewAction) -> Task<Void, Never> {
        switch viewAction {
        case .refresh:
            return tasks.run { await self.refresh() }
        case .open:
            if let summary = viewState.summary {
                router.push(summary.isFinished ? .results(gameId: gameId) : .scoreboard(gameId: gameId))
            }
        case .export:
            return tasks.run {
                let url: URL
                do {
                    url = try ExportFile.folder().appendingPathComponent(ExportFile.filename(gameId: self.gameId))
                } catch {
                    self.viewState.alert = AlertState(message: error.localizedDescription)
                    return
                }
                switch await self.service.exportGames([self.gameId], to: url) {
                case .success: self.viewState.export = ExportFile(url: url)
                case .failure(let error): self.viewState.alert = AlertState(error)
                }
            }
        case .rematch:
            return tasks.run {
                guard let summary = self.viewState.summary else { return }
                switch await self.service.rematch(of: summary) {
                case .success(.started(let game)):
                    self.router.popToRoot()
                    self.router.push(.scoreboard(gameId: game.gameId))
                case .success(.missing(let names)):
                    self.viewState.alert = AlertState(message: tx("app-rematch-missing", [
                        "names": .text(names.joined(separator: ", ")), "count": .count(names.count),
                    ]))
                case .failure(let error):
                    self.viewState.alert = AlertState(error)
                }
            }
        case .delete:
            viewState.deletion = DeletionQuestion(
                gameId: gameId, players: viewState.summary?.playerNames ?? "", isBeingPlayed: service.isOpen(gameId))
        case .cancelDelete:
            viewState.deletion = nil
        case .confirmDelete:
            viewState.deletion = nil
            return tasks.run {
                switch await self.service.deleteGame(self.gameId) {
                case .success:
                    self.viewState.isDeleted = true
                    self.router.pop()
                case .failure(let error):
                    self.viewState.alert = AlertState(error)
                }
            }
        case .dismissAlert:
            viewState.alert = nil
        }
        return tasks.run {}
    }

    public func settled() async {
        await tasks.settled()
    }

    private func refresh() async {
        guard let detail = await service.gameDetail(gameId).value(alerting: &viewState.alert),
            let series = await service.progression(gameId).value(alerting: &viewState.alert)
        else { return }
        let catalog = service.catalog
        let summary = GameSummaryRow(detail.summary, catalog: catalog)
        let players = Dictionary(uniqueKeysWithValues: summary.seats.map { ($0.player, (name: $0.name, rgb: $0.rgb)) })
        viewState.summary = summary
        viewState.standings = ResultRow.rows(detail.standings) { players[$0]?.rgb ?? RGB(hex: 0x808080) }
        viewState.chart = series.map { line in
            ChartSeries(
                player: line.player, name: line.name, rgb: catalog.rgb(of: line.colour),
                points: line.points.enumerated().map { index, point in
                    ChartPoint(player: line.player, index: index, turn: Int(point.turn), score: point.score,
                               isEndGame: point.endGame)
                })
        }
        viewState.timeline = detail.timeline.map { turn in
            TimelineTurn(
                turn: turn.turn, activePlayer: players[turn.active]?.name ?? turn.active,
                steps: turn.steps.map { group in
                    TimelineStep(
                        turn: turn.turn, code: catalog.code(of: group.step), name: catalog.name(of: group.step),
                        entries: group.items.map {
                            LogRow($0, players: players, stepCode: catalog.code(of: $0.step), itemName: nil)
                        })
                })
        }
        viewState.shownEntry = entry.flatMap { entry in
            detail.timeline.contains { $0.steps.contains { $0.items.contains { $0.seq == entry } } } ? entry : nil
        }
    }
}
