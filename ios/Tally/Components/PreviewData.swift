// Data for SwiftUI previews: an in-memory database with a few games played
// through the real core (previews run against the XCFramework like the app), and
// a view that loads it off the main actor before showing a preview.

import SwiftUI
import TallyCore
import TallyKit

@MainActor
enum PreviewData {
    /// A store with a finished game and an unfinished one (Messages and Robbers);
    /// the unfinished game is returned too.
    static func load() async -> (AppContext, GameService?)? {
        guard let context = await AppContext.preview() else { return nil }
        await finishedGame(context)
        return (context, await openGame(context))
    }

    private static let seats = [
        GameSeat(rosterId: nil, name: "Ann", colour: .red),
        GameSeat(rosterId: nil, name: "Ben", colour: .blue),
        GameSeat(rosterId: nil, name: "Cleo", colour: .yellow),
    ]

    /// An unfinished game with points on the track, a dispatch resolved and a robber placed.
    static func openGame(_ context: AppContext) async -> GameService? {
        guard case .success(let game) = await context.service.newGame(
            seats: seats, edition: .c3, expansions: ["exp01_inns_cathedrals", "mini2_messages", "mini6_robbers"],
            variants: [:])
        else { return nil }
        await score(game, "road", ["tiles": 7], players: ["red": 0, "blue": 1])
        await score(game, "city", ["tiles": 5, "coats_of_arms": 0])  // Ann to the dark space 10: a dispatch
        // The dispatch's draft starts on the 2 points: taken as it is.
        if case .success(let dispatch) = await game.startDraft(.dispatch) {
            _ = await game.submit(dispatch.draft)
        }
        await game.execute(.endTurn)
        await score(game, "road", ["tiles": 3], players: ["blue": 0, "yellow": 1])
        await game.execute(.placeRobber(owner: "yellow", space: 7))
        return game
    }

    /// A finished two-player game.
    @discardableResult
    static func finishedGame(_ context: AppContext) async -> GameService? {
        guard case .success(let game) = await context.service.newGame(
            seats: Array(seats.prefix(2)), edition: .c3, expansions: [], variants: [:])
        else { return nil }
        await score(game, "city", ["tiles": 4, "coats_of_arms": 1])
        await game.execute(.endTurn)
        await score(game, "road", ["tiles": 3])
        await game.execute(.endTurn)
        await score(game, "road", ["tiles": 5])
        await game.execute(.startEndGame)
        await score(game, "city", ["tiles": 3], players: ["red": 0, "blue": 1])
        await game.execute(.finish(figures: [:]))
        return game
    }

    /// A feature scored as a player taps it: the core's draft, its counts typed in,
    /// the followers set where they differ from the core's starting values.
    private static func score(
        _ game: GameService, _ key: String, _ counts: [String: Int64], players: [String: Int64] = [:]
    ) async {
        guard case .success(var state) = await game.startDraft(.item(kind: .feature, key: key, step: nil)) else { return }
        var actions = counts.sorted { $0.key < $1.key }.map {
            DraftAction.set(item: 0, field: $0.key, player: nil, value: .int($0.value))
        }
        actions += players.sorted { $0.key < $1.key }.map {
            DraftAction.set(item: 0, field: "followers", player: $0.key, value: .int($0.value))
        }
        for action in actions {
            guard case .success(let next) = await game.applyDraft(state.draft, action) else { return }
            state = next
        }
        _ = await game.submit(state.draft)
    }
}

/// Shows `content` once the preview data is loaded.
struct PreviewLoader<Content: View>: View {
    @ViewBuilder let content: (AppContext, GameService?) -> Content
    @State private var loaded: (AppContext, GameService?)?

    var body: some View {
        if let loaded {
            content(loaded.0, loaded.1)
        } else {
            ProgressView(tx("app-loading"))
                .task { loaded = await PreviewData.load() }
        }
    }
}
