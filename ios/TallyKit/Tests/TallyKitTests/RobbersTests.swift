// The Robbers (Mini 6) through the models: a robber placed on the spaces the core
// offers, the owner's choice of victim with the steal previewed, and with Messages
// the figure that takes stolen points and a robber's 3 points at the finish.
// Values from the reference: robbers.steal = half the primary points, rounded up;
// after_game.robber_remaining = 3.

import TallyCore
import XCTest

@testable import TallyKit

@MainActor
final class RobbersTests: XCTestCase, @unchecked Sendable {
    func testRobbersArePlacedWhereTheCoreSaysAndChooseTheirVictim() async throws {
        let table = try await Table.make()
        let board = try await table.start([("Ann", .red), ("Ben", .blue), ("Cleo", .green)], expansions: ["mini6_robbers"])
        XCTAssertEqual(board.viewState.figuresPerPlayer, 1)
        try await board.score("road", ["tiles": 3])
        try await board.score("road", ["tiles": 3], players: ["red": ["followers": 0], "blue": ["followers": 1]])
        XCTAssertTrue(board.viewState.actions.placeRobber.allowed)

        await board.act(.placeRobber)
        XCTAssertEqual(board.viewState.sheet, .robberPlacement)
        let placement = board.robberPlacementModel()
        XCTAssertEqual(placement.viewState.owner, "red", "the active player's robber first")
        XCTAssertEqual(placement.viewState.owners.map(\.id), ["red", "blue", "green"])
        await placement.act(.chooseOwner("green"))
        XCTAssertEqual(placement.viewState.spaces.map(\.space), [3], "the core's spaces: Ann's and Ben's figures")
        XCTAssertEqual(placement.viewState.spaces.first?.occupants.map(\.name), ["Ann", "Ben"])
        XCTAssertFalse(placement.viewState.canPlace)
        await placement.act(.chooseSpace(3))
        await placement.act(.place)
        XCTAssertTrue(placement.viewState.isDone)
        await board.act(.dismissSheet)
        XCTAssertEqual(board.viewState.players[2].robberSpace, 3)
        XCTAssertTrue(board.viewState.markers.contains { $0.kind == .robber && $0.space == 3 && $0.player == "green" })

        // Ann and Ben both leave space 3: Cleo chooses whom to rob.
        try await board.score("city", ["tiles": 2], players: ["blue": ["followers": 1]])
        XCTAssertEqual(board.viewState.sheet, .prompt(.robberChoice(owner: "green", space: 3)))
        let choice = board.robberChoiceModel()
        XCTAssertEqual(choice.viewState.owner?.name, "Cleo")
        XCTAssertEqual(choice.viewState.candidates.map(\.player.id), ["red", "blue"])
        XCTAssertEqual(choice.viewState.candidates.map(\.points), [4, 4])
        XCTAssertNil(choice.viewState.figureChoice, "one figure each without Messages")
        await choice.act(.chooseVictim("blue"))
        XCTAssertEqual(choice.viewState.preview?.points, ["green": 2], "half of Ben's 4")
        XCTAssertTrue(choice.viewState.canRob)
        await choice.act(.rob)
        XCTAssertTrue(choice.viewState.isDone)
        XCTAssertEqual(board.viewState.players.map(\.score), [7, 7, 2])
        XCTAssertNil(board.viewState.players[2].robberSpace, "the robber went home")

        // A space the core does not offer is refused with its reason.
        let again = board.robberPlacementModel()
        await again.act(.chooseOwner("red"))
        await again.act(.chooseSpace(40))
        XCTAssertFalse(again.viewState.canPlace, "40 is not among the core's spaces")
        XCTAssertEqual(table.calls.onMainThread, [])
    }

    func testWithMessagesTheOwnerChoosesTheFigureForStolenPointsAndAtTheFinish() async throws {
        let table = try await Table.make()
        let board = try await table.start([("Ann", .red), ("Ben", .blue), ("Cleo", .green)],
                                          expansions: ["mini2_messages", "mini6_robbers"])
        try await board.score("road", ["tiles": 3])
        XCTAssertEqual(board.figures(of: "red"), [3, 0])
        let placement = board.robberPlacementModel()
        await placement.act(.chooseOwner("green"))
        XCTAssertEqual(placement.viewState.spaces.map(\.space), [0, 3], "spaces with another player's figure")
        await placement.act(.chooseSpace(3))
        await placement.act(.place)

        // Ann's city of 2 moves her figure from Cleo's space: Cleo steals 2 of the 4.
        let city = try await board.open("city")
        await city.fill(["tiles": 2])
        XCTAssertEqual(city.points, ["red": 4, "green": 2])
        let rows = city.viewState.figures
        XCTAssertEqual(rows.map(\.player.id), ["red", "green"], "the steal's receiver chooses too")
        XCTAssertEqual(rows.map(\.figure), [0, 0], "the core's defaults")
        XCTAssertEqual(rows.map(\.chosen), [false, false])
        await city.act(.chooseFigure(player: "green", figure: 1))
        XCTAssertEqual(city.viewState.figures.last?.figure, 1)
        XCTAssertEqual(city.viewState.preview?.last?.figure, 1, "the preview follows the choice")
        await city.act(.submit)
        XCTAssertTrue(city.viewState.isDone, "\(city.viewState.alert?.message ?? "")")
        XCTAssertEqual(board.figures(of: "red"), [7, 0])
        XCTAssertEqual(board.figures(of: "green"), [0, 2])

        // Ben's robber on Ann's figure stays on the track to the end: 3 points at the finish.
        let second = board.robberPlacementModel()
        await second.act(.chooseOwner("blue"))
        XCTAssertEqual(second.viewState.spaces.map(\.space), [0, 2, 7])
        await second.act(.chooseSpace(7))
        await second.act(.place)
        await board.act(.startEndGame)
        XCTAssertFalse(board.viewState.actions.placeRobber.allowed, "robbers are placed during a turn only")
        let end = EndGameModel(game: board.game, router: table.router)
        let remaining = try XCTUnwrap(end.viewState.sections.flatMap(\.rows).first { $0.automatic })
        XCTAssertFalse(remaining.isOffered, "scored by the game itself")
        XCTAssertFalse(remaining.note.isEmpty)
        await end.act(.prepareFinish)
        XCTAssertEqual(end.viewState.finishAwards?.map(\.points), [3])
        XCTAssertEqual(end.viewState.finishFigures.map(\.player.id), ["blue"])
        XCTAssertEqual(end.viewState.finishFigures.first?.figure, 0, "the core's default")
        XCTAssertEqual(end.viewState.finishFigures.first?.chosen, false)
        await end.act(.chooseFinishFigure(player: "blue", figure: 1))
        XCTAssertEqual(end.viewState.finishFigures.first?.figure, 1)
        await end.act(.finish)
        XCTAssertEqual(board.figures(of: "blue"), [0, 3])
        XCTAssertTrue(board.viewState.isFinished)
    }
}
