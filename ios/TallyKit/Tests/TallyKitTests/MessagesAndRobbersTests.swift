// The track's extras through the models: Messages (two figures, dispatches on dark
// spaces, chained dispatches with their live breakdown, the figure choice) and the
// Robbers (placement, the owner's choice), as the shared scenarios play them.

import TallyCore
import XCTest

@testable import TallyKit

@MainActor
final class MessagesAndRobbersTests: XCTestCase, @unchecked Sendable {
    func testADispatchChainThroughThePrompt() async throws {
        let table = try Table()
        let board = try table.start([("Ann", .red), ("Ben", .blue)], expansions: ["mini2_messages"])
        XCTAssertEqual(board.viewState.figuresPerPlayer, 2)
        XCTAssertEqual(board.viewState.darkSpaces, [0, 5, 10, 15, 20, 25, 30, 35, 40, 45])
        XCTAssertFalse(board.viewState.canPlaceRobber, "no robbers in this game")
        XCTAssertEqual(board.viewState.markers.filter { $0.space == 0 }.count, 4, "two figures each on space 0")

        // Road 5: Ann's figure stops on dark space 5, the game asks.
        let road = try board.open("road")
        road.send(viewAction: .edit(.count("tiles", 5)))
        road.send(viewAction: .edit(.playerCount("followers", player: "red", 1)))
        XCTAssertEqual(road.viewState.figureChoices.map(\.player.id), ["red"], "Messages: who gets points picks a figure")
        XCTAssertEqual(road.viewState.figureChoices.first?.figures, [0, 0])
        road.send(viewAction: .submit)
        board.send(viewAction: .dismissSheet)
        XCTAssertEqual(board.viewState.sheet, .prompt(.dispatch(player: "red", figure: 0, space: 5)))
        XCTAssertFalse(board.viewState.canEndTurn, "the prompt comes first")
        XCTAssertTrue(board.viewState.players[0].figures[0].onDarkSpace)
        board.send(viewAction: .dismissSheet)
        XCTAssertNotNil(board.viewState.sheet, "a pending prompt stays")

        // Knights: 2 x 5 = 10, from 5 to 15: dark again, the dispatch chains.
        let dispatch = board.dispatchModel()
        XCTAssertEqual(dispatch.viewState.player?.name, "Ann")
        XCTAssertEqual(dispatch.viewState.space, 5)
        XCTAssertEqual(dispatch.viewState.tiles.count, 9)
        XCTAssertEqual(dispatch.viewState.preview?.value, 2, "two points, previewed")
        dispatch.send(viewAction: .chooseTile(.knights))
        dispatch.send(viewAction: .setCount(5))
        guard case .score(let value, let awards)? = dispatch.viewState.preview else {
            return XCTFail("no preview: \(String(describing: dispatch.viewState.preview))")
        }
        XCTAssertEqual(value, 10, "2 x 5 knights")
        XCTAssertEqual(awards.map(\.player.name), ["Ann"])
        XCTAssertEqual(awards.first?.rows.map(\.rule), ["messages.dispatch.knights"])
        XCTAssertEqual(board.score(of: "red"), 5, "a preview records nothing")
        dispatch.send(viewAction: .resolve)
        XCTAssertNil(dispatch.viewState.alert)
        XCTAssertFalse(dispatch.viewState.isDone, "a chained dispatch")
        XCTAssertEqual(dispatch.viewState.space, 15)
        XCTAssertEqual(dispatch.viewState.tile, .twoPoints, "the next dispatch starts afresh")
        XCTAssertEqual(board.figures(of: "red"), [15, 0])

        // 2 points on the second figure: 0 -> 2, not dark: done.
        dispatch.send(viewAction: .chooseFigure(1))
        dispatch.send(viewAction: .resolve)
        XCTAssertTrue(dispatch.viewState.isDone)
        XCTAssertEqual(board.figures(of: "red"), [15, 2])
        XCTAssertEqual(board.score(of: "red"), 17)
        XCTAssertNil(board.viewState.sheet)
        XCTAssertEqual(board.viewState.log.first?.awards.first?.rows.map(\.rule), ["messages.dispatch"])

        // Road 3 moves figure 1 from 2 to 5 (dark); the smallest road "as at the end".
        try board.score("road", ["tiles": 3], players: ["red": ["followers": 1]])
        XCTAssertEqual(board.viewState.sheet, .prompt(.dispatch(player: "red", figure: 1, space: 5)))
        let second = board.dispatchModel()
        second.send(viewAction: .chooseTile(.smallestRoad))
        XCTAssertEqual(second.viewState.form?.playerFields.count, 0, "no majority: no per-player inputs")
        second.send(viewAction: .edit(.count("tiles", 4)))
        XCTAssertEqual(second.viewState.preview?.value, 4, "the smallest road as at the end")
        XCTAssertTrue(second.viewState.canResolve)
        second.send(viewAction: .resolve)
        XCTAssertTrue(second.viewState.isDone, "\(second.viewState.alert?.message ?? "")")
        XCTAssertEqual(board.viewState.log.first?.awards.first?.rows.map(\.rule),
                       ["messages.dispatch.smallest_road", "road.base.incomplete"])

        // Ben sends a road's points to his second figure (0 -> 5, dark).
        board.send(viewAction: .endTurn)
        let bens = try board.open("road")
        bens.send(viewAction: .edit(.count("tiles", 5)))
        bens.send(viewAction: .edit(.playerCount("followers", player: "blue", 1)))
        bens.send(viewAction: .chooseFigure(player: "blue", figure: 1))
        XCTAssertEqual(bens.viewState.figureChoices.first?.selected, 1)
        bens.send(viewAction: .submit)
        XCTAssertEqual(board.figures(of: "blue"), [0, 5])
        XCTAssertEqual(board.viewState.sheet, .prompt(.dispatch(player: "blue", figure: 1, space: 5)))

        // Undo is in reach from the prompt: it takes back the road.
        let third = board.dispatchModel()
        third.send(viewAction: .undo)
        XCTAssertTrue(third.viewState.isDone)
        XCTAssertEqual(board.figures(of: "blue"), [0, 0])
    }

    func testScoringAMeepleWithMajorityAsADispatch() async throws {
        let table = try Table()
        let board = try table.start([("Ann", .red), ("Ben", .blue)], expansions: ["mini2_messages"])
        try board.score("road", ["tiles": 5], players: ["red": ["followers": 1]])
        let dispatch = board.dispatchModel()
        dispatch.send(viewAction: .chooseTile(.scoreMeeple))
        XCTAssertFalse(dispatch.viewState.canResolve, "which feature?")
        XCTAssertNil(dispatch.viewState.preview)
        XCTAssertTrue(dispatch.viewState.meepleFeatures.contains { $0.key == "city" })
        dispatch.send(viewAction: .chooseMeepleFeature("city"))
        XCTAssertTrue(dispatch.viewState.canResolve)
        dispatch.send(viewAction: .edit(.count("tiles", 3)))
        dispatch.send(viewAction: .edit(.playerCount("followers", player: "red", 1)))
        XCTAssertEqual(dispatch.viewState.preview?.value, 3)
        dispatch.send(viewAction: .resolve)
        XCTAssertNil(dispatch.viewState.alert, "\(dispatch.viewState.alert?.message ?? "")")
        XCTAssertEqual(board.score(of: "red"), 5 + 3, "an incomplete city of 3 tiles, as at the end")
    }

    func testRobbersArePlacedAndChoose() async throws {
        let table = try Table()
        let board = try table.start([("Ann", .red), ("Ben", .blue), ("Cleo", .green)], expansions: ["mini6_robbers"])
        XCTAssertEqual(board.viewState.figuresPerPlayer, 1)
        XCTAssertEqual(board.viewState.darkSpaces, [], "no dark spaces without Messages")
        XCTAssertTrue(board.game.table.robbers && !board.game.table.messages)
        try board.score("road", ["tiles": 3], players: ["red": ["followers": 1]])
        try board.score("road", ["tiles": 3], players: ["blue": ["followers": 1]])
        XCTAssertTrue(board.viewState.canPlaceRobber)

        board.send(viewAction: .placeRobber)
        XCTAssertEqual(board.viewState.sheet, .robberPlacement)
        let placement = board.robberPlacementModel()
        placement.send(viewAction: .chooseOwner("green"))
        XCTAssertEqual(placement.viewState.spaces.map(\.space), [3], "spaces with the other players' figures")
        XCTAssertEqual(placement.viewState.spaces.last?.occupants.map(\.name), ["Ann", "Ben"])
        XCTAssertFalse(placement.viewState.canPlace)
        placement.send(viewAction: .chooseSpace(3))
        placement.send(viewAction: .place)
        XCTAssertTrue(placement.viewState.isDone)
        board.send(viewAction: .dismissSheet)
        XCTAssertEqual(board.viewState.players[2].robberSpace, 3)
        XCTAssertTrue(board.viewState.markers.contains { $0.kind == .robber && $0.space == 3 && $0.player == "green" })

        // Red and Blue both leave space 3: Cleo chooses whom to rob.
        try board.score("city", ["tiles": 2], players: ["red": ["followers": 1], "blue": ["followers": 1]])
        XCTAssertEqual(board.viewState.sheet, .prompt(.robberChoice(owner: "green", space: 3)))
        let choice = board.robberChoiceModel()
        XCTAssertEqual(choice.viewState.owner?.name, "Cleo")
        XCTAssertEqual(choice.viewState.candidates.map(\.player.id), ["red", "blue"])
        XCTAssertEqual(choice.viewState.candidates.map(\.points), [4, 4])
        choice.send(viewAction: .choose("green"))
        XCTAssertEqual(choice.viewState.alert?.field, "victim", "Cleo cannot rob herself")
        choice.send(viewAction: .dismissAlert)
        choice.send(viewAction: .choose("blue"))
        XCTAssertTrue(choice.viewState.isDone)
        XCTAssertEqual(board.viewState.players.map(\.score), [7, 7, 2])
        XCTAssertNil(board.viewState.players[2].robberSpace, "the robber went home")

        // A space with nobody else's figure is refused by the core, with its reason.
        let again = board.robberPlacementModel()
        again.send(viewAction: .chooseOwner("red"))
        again.send(viewAction: .chooseSpace(40))
        again.send(viewAction: .place)
        XCTAssertEqual(again.viewState.alert?.field, "space")
        XCTAssertFalse(again.viewState.isDone)
    }
}

extension ScorePreview {
    /// The previewed value (nil when the core refuses).
    var value: Int64? {
        if case .score(let value, _) = self { return value }
        return nil
    }
}
