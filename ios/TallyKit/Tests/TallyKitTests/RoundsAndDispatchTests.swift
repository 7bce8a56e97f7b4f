// Messages (Mini 2) through the models: a scoring round of a road and a city that
// one tile completes, with the figure chosen for the round, and its one dispatch; dispatch chains drawn generically from the core's tiles (a count with
// its limits, the smallest feature without majority, a meeple's feature with
// majority); the figure the core moves by default shown before anything is chosen.

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
        XCTAssertEqual(dispatch.viewState.preview?.points, ["red": 2])
        await dispatch.act(.chooseFigure(0))
        await dispatch.act(.resolve)
        XCTAssertTrue(dispatch.viewState.isDone)
        XCTAssertEqual(board.figures(of: "red"), [2, 15])
        XCTAssertNil(board.viewState.sheet)
        XCTAssertTrue(board.viewState.actions.endTurn.allowed)
        XCTAssertEqual(table.calls.onMainThread, [])
    }

    func testADispatchChainDrawnFromTheCoresTiles() async throws {
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

        // Knights: the count's field and its limits come from the core; 2 x 5 = 10,
        // from 5 to 15: dark again, the dispatch chains.
        let dispatch = board.dispatchModel()
        await dispatch.settled()
        XCTAssertEqual(dispatch.viewState.player?.name, "Ann")
        XCTAssertEqual(dispatch.viewState.space, 5)
        await dispatch.act(.chooseTile("knights"))
        let count = try XCTUnwrap(dispatch.viewState.form?.fields.first)
        XCTAssertEqual(count.kind, .count)
        XCTAssertGreaterThan(count.max, count.min)
        await dispatch.act(.set(field: count.name, .int(5)))
        XCTAssertEqual(dispatch.viewState.preview?.points, ["red": 10], "2 x 5 knights")
        XCTAssertEqual(dispatch.viewState.preview?.awards.first?.rows.map(\.rule), ["messages.dispatch.knights"])
        XCTAssertEqual(board.score(of: "red"), 5, "a preview records nothing")
        await dispatch.act(.resolve)
        XCTAssertNil(dispatch.viewState.alert)
        XCTAssertFalse(dispatch.viewState.isDone, "a chained dispatch")
        XCTAssertEqual(dispatch.viewState.space, 15)
        XCTAssertEqual(dispatch.viewState.tile, "two_points", "the next dispatch starts afresh")
        XCTAssertEqual(board.figures(of: "red"), [15, 0])

        // 2 points on the second figure: 0 -> 2, not dark: done.
        await dispatch.act(.chooseFigure(1))
        XCTAssertEqual(dispatch.viewState.figureChoice?.figure, 1)
        await dispatch.act(.resolve)
        XCTAssertTrue(dispatch.viewState.isDone)
        XCTAssertEqual(board.figures(of: "red"), [15, 2])
        XCTAssertEqual(board.score(of: "red"), 17)
        XCTAssertNil(board.viewState.sheet)
        XCTAssertEqual(board.viewState.log.first?.awards.first?.rows.map(\.rule), ["messages.dispatch"])

        // Road 3: the core's default is the figure that would stop on a dark space
        // (2 -> 5); the smallest road then scores "as at the end", without majority.
        let next = try await board.open("road")
        await next.fill(["tiles": 3])
        XCTAssertEqual(next.viewState.figures.first?.figure, 1)
        await next.act(.submit)
        await board.act(.dismissSheet)
        XCTAssertEqual(board.viewState.sheet, .prompt(.dispatch(player: "red", figure: 1, space: 5)))
        let second = board.dispatchModel()
        await second.settled()
        await second.act(.chooseTile("smallest_road"))
        XCTAssertEqual(second.viewState.form?.fields.filter { $0.kind == .perPlayerCount }.count, 0,
                       "no majority: no per-player inputs")
        await second.act(.set(field: "tiles", .int(4)))
        XCTAssertEqual(second.viewState.preview?.points, ["red": 4], "the smallest road as at the end: 4 x 1")
        XCTAssertTrue(second.viewState.canResolve)
        await second.act(.resolve)
        XCTAssertTrue(second.viewState.isDone, "\(second.viewState.alert?.message ?? "")")
        XCTAssertEqual(board.viewState.log.first?.awards.first?.rows.map(\.rule),
                       ["messages.dispatch.smallest_road", "road.base.incomplete"])

        // Ben sends a road's points to his second figure (0 -> 5, dark); undo is in
        // reach from the prompt and takes the road back.
        await board.act(.endTurn)
        let bens = try await board.open("road")
        await bens.fill(["tiles": 5])
        await bens.act(.chooseFigure(player: "blue", figure: 1))
        XCTAssertEqual(bens.viewState.figures.first?.figure, 1)
        await bens.act(.submit)
        XCTAssertEqual(board.figures(of: "blue"), [0, 5])
        XCTAssertEqual(board.viewState.sheet, .prompt(.dispatch(player: "blue", figure: 1, space: 5)))
        let third = board.dispatchModel()
        await third.settled()
        await third.act(.undo)
        XCTAssertTrue(third.viewState.isDone)
        XCTAssertEqual(board.figures(of: "blue"), [0, 0])
    }

    func testScoringAMeepleWithMajorityAsADispatch() async throws {
        let table = try await Table.make()
        let board = try await table.start([("Ann", .red), ("Ben", .blue)], expansions: ["mini2_messages"])
        try await board.score("road", ["tiles": 5])
        let dispatch = board.dispatchModel()
        await dispatch.settled()
        await dispatch.act(.chooseTile("score_meeple"))
        XCTAssertFalse(dispatch.viewState.canResolve, "which feature?")
        XCTAssertNil(dispatch.viewState.preview)
        XCTAssertTrue(dispatch.viewState.meepleFeatures.contains { $0.key == "city" })
        await dispatch.act(.chooseMeepleFeature("city"))
        XCTAssertEqual(dispatch.viewState.form?.fields.filter { $0.kind == .perPlayerCount }.map(\.name), ["followers"],
                       "with majority")
        await dispatch.act(.set(field: "tiles", .int(3)))
        await dispatch.act(.set(field: "followers", player: "red", .int(1)))
        XCTAssertEqual(dispatch.viewState.preview?.points, ["red": 3], "an incomplete city of 3 tiles, as at the end")
        await dispatch.act(.resolve)
        XCTAssertNil(dispatch.viewState.alert, "\(dispatch.viewState.alert?.message ?? "")")
        XCTAssertEqual(board.score(of: "red"), 5 + 3)
    }
}
