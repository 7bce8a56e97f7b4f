// Data for SwiftUI previews: an in-memory database with a few games played
// through the real core (previews run against the XCFramework like the app).

import Foundation
import TallyCore
import TallyKit

@MainActor
enum PreviewData {
    /// A store with a finished game and an unfinished one (Messages and Robbers).
    static func context() -> AppContext {
        let context = AppContext.preview()
        _ = finishedGame(context)
        _ = openGame(context)
        return context
    }

    /// An unfinished game with points on the track.
    static func openGame(_ context: AppContext) -> GameService? {
        let seats = [
            NewSeat(rosterId: nil, name: "Ann", colour: .red),
            NewSeat(rosterId: nil, name: "Ben", colour: .blue),
            NewSeat(rosterId: nil, name: "Cleo", colour: .yellow),
        ]
        let ruleset = RulesetInput(edition: .c3, expansions: ["exp01_inns_cathedrals", "mini2_messages", "mini6_robbers"],
                                   variants: [])
        guard case .success(let game) = context.service.newGame(NewGame(seats: seats, ruleset: ruleset)) else { return nil }
        game.score(road(7, "blue"))
        game.score(city(5, coats: 0, "red"))  // to dark space 10: a dispatch
        game.resolveDispatch(.twoPoints, figure: nil)
        game.endTurn()
        game.score(road(3, "yellow"))
        game.placeRobber(owner: "yellow", space: 7)
        return game
    }

    /// A finished two-player game.
    static func finishedGame(_ context: AppContext) -> GameService? {
        let seats = [NewSeat(rosterId: nil, name: "Ann", colour: .red), NewSeat(rosterId: nil, name: "Ben", colour: .blue)]
        let ruleset = RulesetInput(edition: .c3, expansions: [], variants: [])
        guard case .success(let game) = context.service.newGame(NewGame(seats: seats, ruleset: ruleset)) else { return nil }
        game.score(city(4, coats: 1, "red"))
        game.endTurn()
        game.score(road(3, "blue"))
        game.endTurn()
        game.score(road(5, "red"))
        game.startEndGame()
        game.score(FeatureScoring(
            feature: "city", endOfGame: true, inputs: [NamedInput(name: "tiles", value: .count(value: 3))],
            players: [followers("blue")], figures: []))
        game.finish()
        return game
    }

    private static func followers(_ player: String) -> PlayerInput {
        PlayerInput(player: player, inputs: [NamedInput(name: "followers", value: .count(value: 1))])
    }

    private static func road(_ tiles: Int64, _ player: String) -> FeatureScoring {
        FeatureScoring(feature: "road", endOfGame: false, inputs: [NamedInput(name: "tiles", value: .count(value: tiles))],
                       players: [followers(player)], figures: [])
    }

    private static func city(_ tiles: Int64, coats: Int64, _ player: String) -> FeatureScoring {
        FeatureScoring(
            feature: "city", endOfGame: false,
            inputs: [NamedInput(name: "tiles", value: .count(value: tiles)),
                     NamedInput(name: "coats_of_arms", value: .count(value: coats))],
            players: [followers(player)], figures: [])
    }
}
