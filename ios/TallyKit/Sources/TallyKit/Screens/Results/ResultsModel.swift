// The standings: ranks (ties share one), scores and points by category, as the
// core ranks them; from here the end-game scoring is reopened, the game shared, or
// a rematch started (the same players, seats turned by one, the same ruleset).

import Observation
import TallyCore

public struct CategoryScore: Equatable, Identifiable, Sendable {
    public var id: TallyCore.Category { category }
    public let category: TallyCore.Category
    public let points: Int64
}

public struct ResultRow: Equatable, Identifiable, Sendable {
    public var id: String { player }
    public let rank: UInt32
    public let player: String
    public let name: String
    public let rgb: RGB
    public let score: Int64
    public let categories: [CategoryScore]

    /// Rows of the table's placings, named and split by category from its players.
    @MainActor
    static func rows(_ placings: [Placing], game: GameService) -> [ResultRow] {
        placings.map { placing in
            let player = game.player(placing.player)
            return ResultRow(
                rank: placing.rank, player: placing.player, name: player?.name ?? placing.player,
                rgb: game.rgb(of: placing.player), score: placing.score,
                categories: (player?.byCategory ?? []).filter { $0.points != 0 }.map {
                    CategoryScore(category: $0.category, points: $0.points)
                })
        }
    }

    static func rows(_ standings: [Standing], rgb: (String) -> RGB) -> [ResultRow] {
        standings.map { standing in
            ResultRow(
                rank: standing.rank, player: standing.player, name: standing.name, rgb: rgb(standing.player),
                score: standing.score,
                categories: standing.byCategory.filter { $0.points != 0 }.map {
                    CategoryScore(category: $0.category, points: $0.points)
                })
        }
    }
}

public struct ResultsViewState: Equatable, Sendable {
    public var gameId: Int64
    public var isFinished: Bool
    public var rows: [ResultRow]
    /// Everyone ranked first.
    public var winners: [ResultRow]
    /// A rematch could not start: these players are no longer in the roster.
    public var rematchMissing: [String]
    public var alert: AlertState?
}

public enum ResultsViewAction: Equatable, Sendable {
    /// Back to the end-game scoring (the game is reopened).
    case reopen
    case showDetail
    /// The same players, seats turned by one, the same ruleset.
    case rematch
    case done
    case dismissAlert
}

@MainActor
@Observable
public final class ResultsModel {
    public let game: GameService
    @ObservationIgnored private let service: TallyService
    @ObservationIgnored private let router: AppRouter
    @ObservationIgnored private let tasks = SerialTasks()
    private var alert: AlertState?
    private var summary: GameSummaryRow?
    private var rematchMissing: [String] = []

    public init(game: GameService, service: TallyService, router: AppRouter) {
        self.game = game
        self.service = service
        self.router = router
        tasks.run {
            if case .success(let detail) = await service.gameDetail(game.gameId) {
                self.summary = GameSummaryRow(detail.summary, catalog: service.catalog)
            }
        }
    }

    public var viewState: ResultsViewState {
        let rows = ResultRow.rows(game.table.standings, game: game)
        // A finished game is one the core would reopen.
        return ResultsViewState(
            gameId: game.gameId, isFinished: game.table.actions.reopen.allowed, rows: rows,
            winners: rows.filter { $0.rank == 1 }, rematchMissing: rematchMissing, alert: alert)
    }

    @discardableResult
    public func send(viewAction: ResultsViewAction) -> Task<Void, Never> {
        switch viewAction {
        case .reopen:
            return tasks.run {
                switch await self.game.execute(.reopen) {
                case .success: self.router.replaceTop(with: .endGame(gameId: self.game.gameId))
                case .failure(let error): self.alert = AlertState(error)
                }
            }
        case .showDetail:
            router.push(.gameDetail(gameId: game.gameId))
        case .rematch:
            return tasks.run {
                guard let summary = self.summary else { return }
                switch await self.service.rematch(of: summary) {
                case .success(.started(let game)):
                    self.rematchMissing = []
                    self.router.popToRoot()
                    self.router.push(.scoreboard(gameId: game.gameId))
                case .success(.missing(let names)):
                    self.rematchMissing = names
                    self.alert = AlertState(message: tx("app-rematch-missing", [
                        "names": .text(names.joined(separator: ", ")), "count": .count(names.count),
                    ]))
                case .failure(let error):
                    self.alert = AlertState(error)
                }
            }
        case .done:
            router.popToRoot()
        case .dismissAlert:
            alert = nil
        }
        return tasks.run {}
    }

    public func settled() async {
        await tasks.settled()
    }
}
