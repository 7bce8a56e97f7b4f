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
        await game.execute(road(7, "blue"))
        await game.execute(city(5, coats: 0, "red"))  // to the dark space 10: a dispatch
        await game.execute(.resolveDispatch(choice: DispatchChoice(tile: "two_points", inputs: [:]), figure: nil))
        await game.execute(.endTurn)
        await game.execute(road(3, "yellow"))
        await game.execute(.placeRobber(owner: "yellow", space: 7))
        return game
    }

    /// A finished two-player game.
    @discardableResult
    static func finishedGame(_ context: AppContext) async -> GameService? {
        guard case .success(let game) = await context.service.newGame(
            seats: Array(seats.prefix(2)), edition: .c3, expansions: [], variants: [:])
        else { return nil }
        await game.execute(city(4, coats: 1, "red"))
        await game.execute(.endTurn)
        await game.execute(road(3, "blue"))
        await game.execute(.endTurn)
        await game.execute(road(5, "red"))
        await game.execute(.startEndGame)
        await game.execute(.scoreFeature(FeatureScoring(
            feature: "city", inputs: ["tiles": .int(3)], players: [followers("blue")], figures: [:])))
        await game.execute(.finish(figures: [:]))
        return game
    }

    private static func followers(_ player: String) -> PlayerInputs {
        PlayerInputs(id: player, inputs: ["followers": .int(1)])
    }

    private static func road(_ tiles: Int64, _ player: String) -> Command {
        .scoreFeature(FeatureScoring(feature: "road", inputs: ["tiles": .int(tiles)], players: [followers(player)], figures: [:]))
    }

    private static func city(_ tiles: Int64, coats: Int64, _ player: String) -> Command {
        .scoreFeature(FeatureScoring(
            feature: "city", inputs: ["tiles": .int(tiles), "coats_of_arms": .int(coats)], players: [followers(player)],
            figures: [:]))
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
            ProgressView()
                .task { loaded = await PreviewData.load() }
        }
    }
}
