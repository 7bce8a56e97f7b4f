// A table another phone hosts, joined: its scoreboard (the home scoreboard's model
// over the host's game: track, figures, robbers, tiles, the log with breakdowns;
// read-only for a viewer link, the scoring screens as at home for a scorer link,
// every tap a draft action the core answers and every record sent to the host),
// and a line saying how the phone stands with the host: live, stale since the host
// was last heard ("stale since 14:03"), or the link closed. When the host finishes
// the game, the core keeps it in this phone's history and the screen says so.
//
// Opened from the join screen (the table already joined) or from a route kept
// across a relaunch (the table joined again from its link).

import Foundation
import Observation
import TallyCore

public struct JoinedTableViewState: Equatable, Sendable {
    /// How the phone stands with the host, as drawn.
    public enum Connection: Equatable, Sendable {
        case live
        /// Out of reach: the table is the one held when the host was last heard.
        case stale(since: Date)
        /// The host no longer opens the table for this link.
        case linkClosed
    }

    /// A viewer follows; a scorer records too. Nil until joined.
    public var role: LinkRole?
    /// The host's address.
    public var host: String
    public var connection: Connection
    /// The connection in the player's words ("live", "stale since 14:03").
    public var connectionLine: String
    /// The finished game in this phone's history, once kept.
    public var keptGameId: Int64?
    /// "The finished game is in your history as game #4."
    public var keptLine: String?
    /// Why the table could not be joined again, or the game not kept.
    public var alert: AlertState?
}

public enum JoinedTableViewAction: Equatable, Sendable {
    /// The kept game's page in the history.
    case openKeptGame
    /// Stops following the host; what was kept stays.
    case leave
    case dismissAlert
}

@MainActor
@Observable
public final class JoinedTableModel {
    /// The scoreboard of the host's game, once joined.
    public private(set) var scoreboard: ScoreboardModel?
    private var joined: JoinedTableService?
    private var alert: AlertState?
    @ObservationIgnored private let service: TallyService
    @ObservationIgnored private let router: AppRouter
    @ObservationIgnored private let link: String
    @ObservationIgnored private let tasks = SerialTasks()

    public init(service: TallyService, router: AppRouter, link: String, me: String?) {
        self.service = service
        self.router = router
        self.link = link
        if let joined = service.joinedTable(link: link) {
            show(joined)
        } else {
            tasks.run { await self.join(me: me) }
        }
    }

    public var viewState: JoinedTableViewState {
        let language = service.catalog.language
        guard let joined else {
            return JoinedTableViewState(
                role: nil, host: "", connection: .live, connectionLine: "", keptGameId: nil, keptLine: nil, alert: alert)
        }
        let status = joined.status
        let connection: JoinedTableViewState.Connection
        let line: String
        if status.linkRefused {
            connection = .linkClosed
            line = tx("app-join-link-closed")
        } else if let since = status.staleSince {
            let date = Date(milliseconds: since)
            connection = .stale(since: date)
            let time = date.formatted(Date.FormatStyle(date: .omitted, time: .shortened).locale(Locale(identifier: language)))
            line = tx("app-join-stale", ["time": .text(time)])
        } else {
            connection = .live
            line = tx("app-join-live")
        }
        let kept = status.kept.map(\.gameId)
        return JoinedTableViewState(
            role: joined.role, host: joined.host, connection: connection, connectionLine: line, keptGameId: kept,
            keptLine: kept.map { tx("app-join-kept", ["game": .count($0)]) },
            alert: alert ?? status.keepRefused.map { AlertState(message: $0) })
    }

    @discardableResult
    public func send(viewAction: JoinedTableViewAction) -> Task<Void, Never> {
        switch viewAction {
        case .openKeptGame:
            if let gameId = joined?.status.kept?.gameId {
                router.push(.gameDetail(gameId: gameId))
            }
        case .leave:
            service.leaveTable(link: link)
            router.pop()
        case .dismissAlert:
            alert = nil
        }
        return tasks.run {}
    }

    public func settled() async {
        await tasks.settled()
    }

    private func join(me: String?) async {
        switch await service.joinTable(link: link, me: me) {
        case .success(let joined): show(joined)
        case .failure(let error): alert = AlertState(error)
        }
    }

    private func show(_ joined: JoinedTableService) {
        self.joined = joined
        scoreboard = ScoreboardModel(
            game: joined.game, router: router, preferences: service.preferences, joinedAs: joined.role)
    }
}

extension Kept {
    /// The game's id in this phone's store.
    var gameId: Int64 {
        switch self {
        case .stored(let gameId), .updated(let gameId, _), .unchanged(let gameId): return gameId
        }
    }
}
