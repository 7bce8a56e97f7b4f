// Where the app is: the navigation stack as values, so models push screens and
// tests can follow them without SwiftUI.

import Observation

public enum Route: Hashable, Sendable {
    case newGame
    case scoreboard(gameId: Int64)
    case endGame(gameId: Int64)
    case results(gameId: Int64)
    case history
    case gameDetail(gameId: Int64)
    case statistics
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
}
