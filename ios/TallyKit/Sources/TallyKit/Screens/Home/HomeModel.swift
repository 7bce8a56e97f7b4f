// Home: resume an unfinished game (each told apart by its players and when it was
// last played), start a new one, join a table another phone hosts, or go to the
// history (its count is the number of games the history lists), the statistics,
// the players and the settings.

import Foundation
import Observation
import TallyCore

/// An unfinished game as home lists it.
public struct UnfinishedGameRow: Equatable, Identifiable, Sendable {
    public var id: Int64 { game.id }
    public let game: GameSummaryRow
    /// "Ann, Ben, Cleo".
    public let players: String
    /// When it was last played, relative to now ("2 hours ago").
    public let changed: String
}

public struct HomeViewState: Equatable, Sendable {
    /// Unfinished games, the one changed last first.
    public var unfinished: [UnfinishedGameRow]
    /// The last finished games.
    public var recent: [GameSummaryRow]
    /// Every stored game: what the history lists unfiltered.
    public var historyCount: Int
    public var rosterCount: Int
    public var alert: AlertState?
}

public enum HomeViewAction: Equatable, Sendable {
    /// The screen appears: reload the lists.
    case refresh
    case resume(Int64)
    case openGame(Int64)
    case newGame
    /// Joins a table another phone hosts.
    case joinTable
    case history
    case statistics
    case players
    case settings
    case dismissAlert
}

@MainActor
@Observable
public final class HomeModel {
    public private(set) var viewState = HomeViewState(unfinished: [], recent: [], historyCount: 0, rosterCount: 0)
    @ObservationIgnored private let service: TallyService
    @ObservationIgnored private let router: AppRouter
    @ObservationIgnored private let tasks = SerialTasks()
    @ObservationIgnored private let now: @Sendable () -> Date

    public static let recentCount = 3

    /// `now`: the clock relative times are told against (tests give their own).
    public init(service: TallyService, router: AppRouter, now: @escaping @Sendable () -> Date = Date.init) {
        self.service = service
        self.router = router
        self.now = now
        tasks.run { await self.refresh() }
    }

    @discardableResult
    public func send(viewAction: HomeViewAction) -> Task<Void, Never> {
        switch viewAction {
        case .refresh: return tasks.run { await self.refresh() }
        case .resume(let id): router.push(.scoreboard(gameId: id))
        case .openGame(let id): router.push(.gameDetail(gameId: id))
        case .newGame: router.push(.newGame)
        case .joinTable: router.push(.join(link: nil))
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
        let now = now()
        do throws(TallyError) {
            viewState.unfinished = try await service.unfinishedGames().get().map { summary in
                let row = GameSummaryRow(summary, catalog: catalog)
                return UnfinishedGameRow(game: row, players: row.playerNames,
                                         changed: row.changed(relativeTo: now, language: catalog.language))
            }
            let all = try await service.history(HistoryFilter()).get()
            viewState.historyCount = all.count
            viewState.recent = all.filter { $0.finishedAt != nil }.prefix(Self.recentCount)
                .map { GameSummaryRow($0, catalog: catalog) }
            viewState.rosterCount = try await service.roster().get().count
        } catch {
            viewState.alert = AlertState(error)
        }
    }
}
