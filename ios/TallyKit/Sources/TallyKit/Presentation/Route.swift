// Where the app is: the navigation stack as values, so models push screens, tests
// follow them without SwiftUI, and the app restores the stack after it was closed
// (the path is Codable; the app keeps its JSON in @SceneStorage).

import Foundation
import Observation

public enum Route: Hashable, Sendable, Codable {
    case newGame
    case scoreboard(gameId: Int64)
    case endGame(gameId: Int64)
    case results(gameId: Int64)
    /// The live table this phone hosts for a game.
    case liveTable(gameId: Int64)
    /// Joining a table another phone hosts: the link typed, opened (`tally://`) or
    /// scanned, if any yet.
    case join(link: String?)
    /// The table joined with `link`, the seat named `me` this phone's player.
    case joinedTable(link: String, me: String?)
    case history
    /// A game's detail; `entry`: the entry to scroll to and mark (a record's).
    case gameDetail(gameId: Int64, entry: UInt64? = nil)
    case statistics
    /// One roster player's charts over the games the statistics' filter chooses.
    case playerCharts(rosterId: Int64, filter: StatsFilterChoice = StatsFilterChoice())
    case players
    case settings
}

@MainActor
@Observable
public final class AppRouter {
    /// The screens above home, bottom first.
    public var path: [Route] = []

    public init() {}

    public func push(_ route: Route) {
        path.append(route)
    }

    /// Replaces the top screen (new game -> its scoreboard; end game -> results).
    public func replaceTop(with route: Route) {
        if !path.isEmpty {
            path.removeLast()
        }
        path.append(route)
    }

    public func pop() {
        if !path.isEmpty {
            path.removeLast()
        }
    }

    public func popToRoot() {
        path.removeAll()
    }

    public var top: Route? { path.last }

    /// The stack as JSON, to keep across launches.
    public var savedPath: String {
        (try? JSONEncoder().encode(path)).map { String(decoding: $0, as: UTF8.self) } ?? ""
    }

    /// Restores a stack saved by `savedPath` (nothing changes for anything else).
    public func restore(savedPath: String) {
        if let path = try? JSONDecoder().decode([Route].self, from: Data(savedPath.utf8)) {
            self.path = path
        }
    }
}
