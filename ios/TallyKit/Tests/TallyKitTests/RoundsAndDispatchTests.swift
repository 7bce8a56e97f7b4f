// Messages (Mini 2) through the models: a scoring round of a road and a city that
// one tile completes, with the figure chosen for the round, and its one dispatch;
// the dispatch sheet drawing the core's dispatch draft (reference 0.3.1, the values
// of tests/scenarios/draft-dispatch.json): a tile tapped, its count typed or
// stepped and refused while missing, the smallest feature without majority, a
// meeple's feature with majority, the figure that moves, chains, undo, and the
// draft kept across process death.

import TallyCore
import XCTest

@testable import TallyKit

@MainActor
final class RoundsAndDispatchTests: XCTestCase, @unchecked Sendable {
    func testATileCompletingARoadAndACityIsOneRoundWithOneDispatch() async throws {
        let table = try await Table.make()
        let board = try await table.start([("Ann", .red), ("Ben", .blue)], expansions: ["mini2_messages"])
        XCTAssertEqual(board.viewState.figuresPerPlayer, 2)
        XCTAssertEqual(board.viewState.markers.filter { $0.space == 0 }.count, 4, "two figures each on space 0")

        // Another feature completed by the same tile joins the round.
        let round = try await board.open("road")
        await round.fill(["tiles": 5])
        await round.act(.add(try XCTUnwrap(round.viewState.addable.first { $0.key == "city" })))
        XCTAssertEqual(round.viewState.items.map(\.key), ["road", "city"])
        XCTAssertEqual(round.viewState.current, 1, "the added item is open")
        await round.fill(["tiles": 5], item: 1)
        XCTAssertEqual(round.points, ["red": 15], "road 5 x 1 + city 5 x 2")
        XCTAssertEqual(round.viewState.figures.map(\.player.id), ["red"], "one figure choice for the round")
        XCTAssertEqual(round.viewState.figures.first?.options.map(\.landsOn), [15, 15], "either figure: 0 + 15")
        await round.act(.chooseFigure(player: "red", figure: 1))
        XCTAssertEqual(round.viewState.figures.first?.figure, 1)
        XCTAssertEqual(round.viewState.figures.first?.chosen, true)
        await round.act(.submit)
        XCTAssertTrue(round.viewState.isDone, "\(round.viewState.alert?.message ?? "")")
        await board.act(.dismissSheet)

        XCTAssertEqual(board.figures(of: "red"), [0, 15], "the second figure stops on dark space 15")
        XCTAssertEqual(board.viewState.logTotal, 1, "the round is one entry")
        XCTAssertEqual(board.viewState.log.first?.awards.flatMap { $0.rows.map(\.rule) }, ["road.base", "city.base"])
        XCTAssertEqual(board.viewState.sheet, .prompt(.dispatch(player: "red", figure: 1, space: 15)),
                       "one dispatch for the round (0.3.1)")
        XCTAssertFalse(board.viewState.actions.endTurn.allowed, "the dispatch comes first")
        await board.act(.dismissSheet)
        XCTAssertNotNil(board.viewState.sheet, "a pending prompt stays")

        let dispatch = board.dispatchModel()
        await dispatch.settled()
        XCTAssertEqual(dispatch.viewState.tiles.map(\.key), [
            "two_points", "smallest_road", "smallest_city", "smallest_cloister", "coats_of_arms", "knights", "farmers",
            "extra_tile", "score_meeple",
        ], "the core's tiles, in the reference's order")
        XCTAssertEqual(dispatch.viewState.tile, "two_points")
        XCTAssertEqual(dispatch.points, ["red": 2])
        await dispatch.act(.chooseFigure(0))
        await dispatch.act(.resolve)
        XCTAssertTrue(dispatch.viewState.isDone)
        XCTAssertEqual(board.figures(of: "red"), [2, 15])
        XCTAssertNil(board.viewState.sheet)
        XCTAssertTrue(board.viewState.actions.endTurn.allowed)
        XCTAssertEqual(table.calls.onMainThread, [])
    }

    func testACountTileTypedSteppedRefusedWhileMissingAndChained() async throws {
        let table = try await Table.make()
        let board = try await table.start([("Ann", .red), ("Ben", .blue)], expansions: ["mini2_messages"])

        // Road 5: the core moves the first figure (both would stop on 5) to the dark space.
        let road = try await board.open("road")
        await road.fill(["tiles": 5])
        XCTAssertEqual(road.viewState.figures.map(\.player.id), ["red"], "Messages: who gets points picks a figure")
        XCTAssertEqual(road.viewState.figures.first?.figure, 0, "the core's default, shown")
        XCTAssertEqual(road.viewState.figures.first?.chosen, false)
        XCTAssertEqual(road.viewState.figures.first?.options.first?.landsOnDark, true, "0 + 5: a dark space")
        await road.act(.submit)
        await board.act(.dismissSheet)
        XCTAssertEqual(board.viewState.sheet, .prompt(.dispatch(player: "red", figure: 0, space: 5)))
        XCTAssertTrue(board.viewState.players[0].figures[0].onDarkSpace)

        // The draft starts on the 2 points: nothing to fill in, it can be taken.
        let dispatch = board.dispatchModel()
        await dispatch.settled()
        XCTAssertEqual(dispatch.viewState.player?.name, "Ann")
        XCTAssertEqual(dispatch.viewState.figure, 0)
        XCTAssertEqual(dispatch.viewState.space, 5)
        XCTAssertEqual(dispatch.viewState.tile, "two_points")
        XCTAssertNil(dispatch.viewState.count)
        XCTAssertNil(dispatch.viewState.item)
        XCTAssertEqual(dispatch.points, ["red": 2])
        XCTAssertTrue(dispatch.viewState.submit.allowed)

        // Knights: the count is still to give, and taking the tile is refused on it.
        await dispatch.act(.chooseTile("knights"))
        let count = try XCTUnwrap(dispatch.viewState.count)
        XCTAssertEqual(count.kind, .count)
        XCTAssertNil(count.count, "nothing filled in for the player")
        XCTAssertTrue(count.missing)
        XCTAssertEqual(dispatch.viewState.refusalField, count.name)
        XCTAssertFalse(dispatch.viewState.submit.allowed)
        XCTAssertNotNil(dispatch.viewState.submit.whyNot)
        XCTAssertNil(dispatch.viewState.preview)
        await dispatch.act(.resolve)
        XCTAssertEqual(dispatch.viewState.alert?.field, "count", "the missing count named")
        XCTAssertEqual(board.score(of: "red"), 5, "nothing recorded")
        await dispatch.act(.dismissAlert)

        // Stepped: from the empty field to the smallest count, then one up; then typed,
        // as the score form's count row sends it.
        await dispatch.act(.adjustCount(by: 1))
        XCTAssertEqual(dispatch.viewState.count?.count, 0)
        await dispatch.act(.adjustCount(by: 1))
        XCTAssertEqual(dispatch.viewState.count?.count, 1)
        XCTAssertEqual(dispatch.points, ["red": 2], "2 points per knight")
        await dispatch.act(try XCTUnwrap(DispatchViewAction(count: .setCount(item: 0, field: count.name, 5))))
        XCTAssertEqual(dispatch.viewState.count?.count, 5)
        XCTAssertFalse(dispatch.viewState.count?.missing ?? true)
        XCTAssertEqual(dispatch.points, ["red": 10], "2 x 5 knights")
        XCTAssertEqual(dispatch.viewState.preview?.first?.rows.map(\.rule), ["messages.dispatch.knights"])
        XCTAssertEqual(board.score(of: "red"), 5, "a preview records nothing")

        // 0 + 5 + 10 = 15: dark again, the dispatch chains and starts afresh.
        await dispatch.act(.resolve)
        XCTAssertNil(dispatch.viewState.alert)
        XCTAssertFalse(dispatch.viewState.isDone, "a chained dispatch")
        XCTAssertEqual(dispatch.viewState.space, 15)
        XCTAssertEqual(dispatch.viewState.tile, "two_points", "the next dispatch starts afresh")
        XCTAssertEqual(board.figures(of: "red"), [15, 0])

        // 2 points on the second figure, chosen: 0 -> 2, not dark: done.
        XCTAssertEqual(dispatch.viewState.figures.map(\.player.id), ["red"], "the drawer's two figures")
        XCTAssertEqual(dispatch.viewState.figures.first?.chosen, false)
        await dispatch.act(.chooseFigure(1))
        XCTAssertEqual(dispatch.viewState.figures.first?.figure, 1)
        XCTAssertEqual(dispatch.viewState.figures.first?.chosen, true)
        XCTAssertEqual(dispatch.viewState.preview?.first?.figure, 1, "the points go to the chosen figure")
        await dispatch.act(.resolve)
        XCTAssertTrue(dispatch.viewState.isDone)
        XCTAssertNil(dispatch.saved, "nothing left to keep")
        XCTAssertEqual(board.figures(of: "red"), [15, 2])
        XCTAssertEqual(board.score(of: "red"), 17)
        XCTAssertNil(board.viewState.sheet)
        XCTAssertEqual(board.viewState.log.first?.awards.first?.rows.map(\.rule), ["messages.dispatch"])
    }

    func testACountOutsideItsLimitsIsRefusedAndChangesNothing() async throws {
        let (board, dispatch) = try await annsFirstDispatch()
        await dispatch.act(.chooseTile("coats_of_arms"))
        await dispatch.act(.setCount(2))
        XCTAssertEqual(dispatch.points, ["red": 4], "2 points per coat of arms")
        await dispatch.act(.setCount(101))
        XCTAssertEqual(dispatch.viewState.alert?.field, "count", "0 to 100 coats of arms")
        XCTAssertEqual(dispatch.viewState.count?.count, 2, "the draft as it was")
        XCTAssertEqual(board.figures(of: "red"), [5, 0], "nothing recorded: the road's 5 points, the dispatch still to take")
        await dispatch.act(.dismissAlert)
        await dispatch.act(try XCTUnwrap(DispatchViewAction(count: .clear(item: 0, field: "count"))))
        XCTAssertNil(dispatch.viewState.count?.count, "forgotten")
        XCTAssertEqual(dispatch.viewState.count?.missing, true)
        XCTAssertNil(DispatchViewAction(count: .submit), "only a count's taps")
    }

    func testTheSmallestCityAndRoadAreTheDrawersAloneAsAtTheEnd() async throws {
        let (board, dispatch) = try await annsFirstDispatch()

        // Her smallest city as after the game, without majority: no per-player fields.
        await dispatch.act(.chooseTile("smallest_city"))
        let city = try XCTUnwrap(dispatch.viewState.item)
        XCTAssertEqual(city.key, "city")
        XCTAssertEqual(city.playerFields, [], "hers alone: no per-player values")
        XCTAssertNotNil(city.field("tiles"))
        XCTAssertNil(dispatch.viewState.count)
        XCTAssertNil(dispatch.viewState.feature, "not a meeple tile")
        await dispatch.fill("tiles", 3)
        await dispatch.fill("coats_of_arms", 1)
        XCTAssertEqual(dispatch.points, ["red": 4], "C3, a city at the end: 1 per tile and coat of arms")

        // Another tile drops what was entered for this one.
        await dispatch.act(.chooseTile("smallest_road"))
        XCTAssertEqual(dispatch.viewState.item?.key, "road")
        XCTAssertEqual(dispatch.viewState.item?.playerFields, [])
        await dispatch.fill("tiles", 4)
        XCTAssertEqual(dispatch.points, ["red": 4], "the smallest road as at the end: 4 x 1")
        XCTAssertEqual(dispatch.viewState.preview?.first?.rows.map(\.rule),
                       ["messages.dispatch.smallest_road", "road.base.incomplete"])
        await dispatch.act(.resolve)
        XCTAssertTrue(dispatch.viewState.isDone, "\(dispatch.viewState.alert?.message ?? "")")
        XCTAssertEqual(board.figures(of: "red"), [9, 0])
        XCTAssertEqual(board.viewState.log.first?.awards.first?.rows.map(\.rule),
                       ["messages.dispatch.smallest_road", "road.base.incomplete"])
    }

    func testScoringAMeepleWithMajorityAsADispatch() async throws {
        let (board, dispatch) = try await annsFirstDispatch()
        await dispatch.act(.chooseTile("score_meeple"))
        XCTAssertEqual(dispatch.viewState.feature, "road", "the first feature a meeple stands on")
        XCTAssertTrue(dispatch.viewState.meepleFeatures.contains { $0.key == "city" })
        await dispatch.act(.chooseFeature("city"))
        XCTAssertEqual(dispatch.viewState.tile, "score_meeple")
        XCTAssertEqual(dispatch.viewState.feature, "city")
        let city = try XCTUnwrap(dispatch.viewState.item)
        XCTAssertEqual(city.key, "city")
        XCTAssertEqual(city.playerFields.map(\.name), ["followers"], "with majority")
        XCTAssertEqual(city.field("followers")?.value(of: "red"), 1, "the drawer's meeple filled in")
        XCTAssertEqual(city.field("followers")?.value(of: "blue"), 0)
        await dispatch.fill("tiles", 3)
        XCTAssertEqual(dispatch.points, ["red": 3], "an incomplete city of 3 tiles, as at the end")
        // Ben's two knights outnumber her one: she scores nothing, and Ben is not
        // scored by her dispatch.
        await dispatch.fill("followers", player: "blue", 2)
        XCTAssertEqual(dispatch.points, ["red": 0])
        await dispatch.fill("followers", player: "blue", 0)
        await dispatch.act(.resolve)
        XCTAssertNil(dispatch.viewState.alert, "\(dispatch.viewState.alert?.message ?? "")")
        XCTAssertTrue(dispatch.viewState.isDone)
        XCTAssertEqual(board.score(of: "red"), 5 + 3)
    }

    func testTheDispatchIsKeptAcrossProcessDeath() async throws {
        let (board, dispatch) = try await annsFirstDispatch()
        await dispatch.act(.chooseTile("coats_of_arms"))
        await dispatch.act(.setCount(2))
        await dispatch.act(.chooseFigure(1))

        // The app keeps the draft's JSON as text and is killed; a new sheet reads it back.
        let kept = try XCTUnwrap(dispatch.saved).json
        let restored = board.dispatchModel(restoring: try XCTUnwrap(SavedScoreForm(json: kept)))
        await restored.settled()
        XCTAssertEqual(restored.viewState.tile, "coats_of_arms")
        XCTAssertEqual(restored.viewState.count?.count, 2)
        XCTAssertEqual(restored.viewState.figures.first?.figure, 1)
        XCTAssertEqual(restored.points, ["red": 4])
        await restored.act(.resolve)
        XCTAssertTrue(restored.viewState.isDone, "\(restored.viewState.alert?.message ?? "")")
        XCTAssertEqual(board.figures(of: "red"), [5, 4])

        // Kept text of another game, or no draft at all: the dispatch starts afresh.
        try await board.score("road", ["tiles": 1])
        XCTAssertEqual(board.viewState.sheet, .prompt(.dispatch(player: "red", figure: 1, space: 5)))
        let other = board.dispatchModel(restoring: SavedScoreForm(gameId: board.game.gameId + 1, draft: kept))
        await other.settled()
        XCTAssertEqual(other.viewState.tile, "two_points")
        let broken = board.dispatchModel(restoring: SavedScoreForm(gameId: board.game.gameId, draft: "not a draft"))
        await broken.settled()
        XCTAssertEqual(broken.viewState.tile, "two_points")
        XCTAssertNil(broken.viewState.alert)
    }

    func testUndoFromTheDispatchTakesTheScoringBack() async throws {
        let table = try await Table.make()
        let board = try await table.start([("Ann", .red), ("Ben", .blue)], expansions: ["mini2_messages"])
        await board.act(.endTurn)
        // Ben sends a road's points to his second figure (0 -> 5, dark).
        let bens = try await board.open("road")
        await bens.fill(["tiles": 5])
        await bens.act(.chooseFigure(player: "blue", figure: 1))
        await bens.act(.submit)
        await board.act(.dismissSheet)
        XCTAssertEqual(board.figures(of: "blue"), [0, 5])
        XCTAssertEqual(board.viewState.sheet, .prompt(.dispatch(player: "blue", figure: 1, space: 5)))
        let dispatch = board.dispatchModel()
        await dispatch.settled()
        XCTAssertEqual(dispatch.viewState.player?.name, "Ben")
        await dispatch.act(.undo)
        XCTAssertTrue(dispatch.viewState.isDone)
        XCTAssertEqual(board.figures(of: "blue"), [0, 0])
        XCTAssertNil(board.viewState.sheet)
    }

    /// Ann and Ben play with Messages; Ann's road of 5 stopped her first figure on
    /// dark space 5: the board and its dispatch sheet, settled.
    private func annsFirstDispatch() async throws -> (ScoreboardModel, DispatchModel) {
        let table = try await Table.make()
        let board = try await table.start([("Ann", .red), ("Ben", .blue)], expansions: ["mini2_messages"])
        try await board.score("road", ["tiles": 5])
        let dispatch = board.dispatchModel()
        await dispatch.settled()
        return (board, dispatch)
    }
}
