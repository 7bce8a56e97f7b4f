// The standings: ranks (ties share one), scores and points by category, as the
// core ranks them.

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

    @MainActor
    static func rows(_ standings: [Standing], game: GameService) -> [ResultRow] {
        rows(standings, rgb: game.rgb(of:))
    }
}

public struct ResultsViewState: Equatable, Sendable {
    public var gameId: Int64
    public var isFinished: Bool
    public var rows: [ResultRow]
    /// Everyone ranked first.
    public var winners: [ResultRow]
    public var alert: AlertState?
}

public enum ResultsViewAction: Equatable, Sendable {
    /// Back to the end-game scoring (the game is reopened).
    case reopen
    case showDetail
    case done
    case dismissAlert
}

@MainActor
@Observable
public final class ResultsModel {
    public let game: GameService
    @ObservationIgnored private let router: AppRouter
    @ObservationIgnored private let tasks = SerialTasks()
    private var alert: AlertState?

    public init(game: GameService, router: AppRouter) {
        self.game = game
        self.router = router
    }

    public var viewState: ResultsViewState {
        let rows = ResultRow.rows(game.table.standings, game: game)
        // A finished game is one the core would reopen.
        return ResultsViewState(
            gameId: game.gameId, isFinished: game.table.actions.reopen.allowed, rows: rows,
            winners: rows.filter { $0.rank == 1 }, alert: alert)
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
