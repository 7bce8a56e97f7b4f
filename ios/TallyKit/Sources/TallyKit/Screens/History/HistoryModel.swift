// The history: stored games, newest first, filtered by player, by finished or
// not, and by expansion; a game is deleted after the players confirmed it (the
// question says when the game is open on this phone).

import Observation
import TallyCore

public struct HistoryFilterState: Equatable, Sendable {
    /// Only games of this roster player.
    public var player: Int64?
    /// Only finished (true) or unfinished (false) games.
    public var finished: Bool?
    /// Only games with this expansion (or component) key.
    public var expansion: String?

    public init(player: Int64? = nil, finished: Bool? = nil, expansion: String? = nil) {
        self.player = player
        self.finished = finished
        self.expansion = expansion
    }

    var filter: HistoryFilter {
        HistoryFilter(player: player, finished: finished, expansion: expansion)
    }
}

public struct HistoryViewState: Equatable, Sendable {
    public var games: [GameSummaryRow]
    public var filter: HistoryFilterState
    public var players: [RosterChoice]
    /// Expansions to filter by: the catalogue's, by name.
    public var expansions: [ComponentRow]
    /// Asked before a game is deleted.
    public var deletion: DeletionQuestion?
    public var alert: AlertState?
}

public enum HistoryViewAction: Equatable, Sendable {
    case refresh
    case filterPlayer(Int64?)
    case filterFinished(Bool?)
    case filterExpansion(String?)
    case open(Int64)
    /// Asks before deleting.
    case delete(Int64)
    case confirmDelete
    case cancelDelete
    case dismissAlert
}

@MainActor
@Observable
public final class HistoryModel {
    public private(set) var viewState: HistoryViewState
    @ObservationIgnored private let service: TallyService
    @ObservationIgnored private let router: AppRouter
    @ObservationIgnored private let tasks = SerialTasks()

    public init(service: TallyService, router: AppRouter) {
        self.service = service
        self.router = router
        viewState = HistoryViewState(games: [], filter: HistoryFilterState(), players: [], expansions: [])
        tasks.run { await self.refresh() }
    }

    @discardableResult
    public func send(viewAction: HistoryViewAction) -> Task<Void, Never> {
        switch viewAction {
        case .refresh: break
        case .filterPlayer(let player): viewState.filter.player = player
        case .filterFinished(let finished): viewState.filter.finished = finished
        case .filterExpansion(let expansion): viewState.filter.expansion = expansion
        case .open(let id):
            router.push(.gameDetail(gameId: id))
            return tasks.run {}
        case .delete(let id):
            viewState.deletion = DeletionQuestion(
                gameId: id, players: viewState.games.first { $0.id == id }?.playerNames ?? "",
                isBeingPlayed: service.isOpen(id))
            return tasks.run {}
        case .cancelDelete:
            viewState.deletion = nil
            return tasks.run {}
        case .confirmDelete:
            guard let id = viewState.deletion?.gameId else { return tasks.run {} }
            viewState.deletion = nil
            return tasks.run {
                if case .failure(let error) = await self.service.deleteGame(id) {
                    self.viewState.alert = AlertState(error)
                }
                await self.refresh()
            }
        case .dismissAlert:
            viewState.alert = nil
            return tasks.run {}
        }
        return tasks.run { await self.refresh() }
    }

    public func settled() async {
        await tasks.settled()
    }

    private func refresh() async {
        let catalog = service.catalog
        switch await service.history(viewState.filter.filter) {
        case .success(let games): viewState.games = games.map { GameSummaryRow($0, catalog: catalog) }
        case .failure(let error): viewState.alert = AlertState(error)
        }
        if case .success(let roster) = await service.roster() {
            viewState.players = roster.map { RosterChoice($0, catalog: catalog, isSeated: false) }
        }
        viewState.expansions = catalog.expansions.map {
            ComponentRow(key: $0.key, name: $0.name, isSelected: $0.key == viewState.filter.expansion)
        }
    }
}
