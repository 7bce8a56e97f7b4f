// Home: resume an unfinished game, start a new one, or go to the history, the
// statistics, the players and the settings.

import Observation
import TallyCore

public struct HomeViewState: Equatable, Sendable {
    /// Unfinished games, the one changed last first.
    public var unfinished: [GameSummaryRow]
    /// The last finished games.
    public var recent: [GameSummaryRow]
    public var rosterCount: Int
    public var alert: AlertState?
}

public enum HomeViewAction: Equatable, Sendable {
    /// The screen appears: reload the lists.
    case refresh
    case resume(Int64)
    case openGame(Int64)
    case newGame
    case history
    case statistics
    case players
    case settings
    case dismissAlert
}

@MainActor
@Observable
public final class HomeModel {
    public private(set) var viewState = HomeViewState(unfinished: [], recent: [], rosterCount: 0)
    @ObservationIgnored private let service: TallyService
    @ObservationIgnored private let router: AppRouter
    @ObservationIgnored private let tasks = SerialTasks()

    public static let recentCount = 3

    public init(service: TallyService, router: AppRouter) {
        self.service = service
        self.router = router
        tasks.run { await self.refresh() }
    }

    @discardableResult
    public func send(viewAction: HomeViewAction) -> Task<Void, Never> {
        switch viewAction {
        case .refresh: return tasks.run { await self.refresh() }
        case .resume(let id): router.push(.scoreboard(gameId: id))
        case .openGame(let id): router.push(.gameDetail(gameId: id))
        case .newGame: router.push(.newGame)
        case .history: router.push(.history)
        case .statistics: router.push(.statistics)
        case .players: router.push(.players)
        case .settings: router.push(.settings)
        case .dismissAlert: viewState.alert = nil
        }
        return tasks.run {}
    }

    public func settled() async {
        await tasks.settled()
    }

    private func refresh() async {
        let catalog = service.catalog
        do throws(TallyError) {
            viewState.unfinished = try await service.unfinishedGames().get().map { GameSummaryRow($0, catalog: catalog) }
            let filter = HistoryFilter(finished: true, limit: UInt32(Self.recentCount))
            viewState.recent = try await service.history(filter).get().map { GameSummaryRow($0, catalog: catalog) }
            viewState.rosterCount = try await service.roster().get().count
        } catch {
            viewState.alert = AlertState(error)
        }
    }
}
