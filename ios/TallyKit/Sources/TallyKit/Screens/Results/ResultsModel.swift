// The standings: ranks (ties share one), scores and points by category.

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

    /// The standings of a game state, best first.
    static func rows(_ state: GameState) -> [ResultRow] {
        rows(state.standings, colours: Dictionary(uniqueKeysWithValues: state.players.map { ($0.id, $0.colourRgb) }))
    }

    static func rows(_ standings: [Standing], colours: [String: UInt32]) -> [ResultRow] {
        standings.map { standing in
            ResultRow(
                rank: standing.rank, player: standing.player, name: standing.name,
                rgb: RGB(hex: colours[standing.player] ?? 0x808080), score: standing.score,
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
    private var alert: AlertState?

    public init(game: GameService, router: AppRouter) {
        self.game = game
        self.router = router
    }

    public var viewState: ResultsViewState {
        let rows = ResultRow.rows(game.state)
        return ResultsViewState(
            gameId: game.gameId, isFinished: game.state.phase == .finished, rows: rows,
            winners: rows.filter { $0.rank == 1 }, alert: alert)
    }

    public func send(viewAction: ResultsViewAction) {
        switch viewAction {
        case .reopen:
            switch game.reopen() {
            case .success: router.replaceTop(with: .endGame(gameId: game.gameId))
            case .failure(let error): alert = AlertState(error)
            }
        case .showDetail:
            router.push(.gameDetail(gameId: game.gameId))
        case .done:
            router.popToRoot()
        case .dismissAlert:
            alert = nil
        }
    }
}
