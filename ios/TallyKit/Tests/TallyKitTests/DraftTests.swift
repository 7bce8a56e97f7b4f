// The score form is the core's scoring draft: the common scorings take a few taps
// from the table-mode scoreboard (each tap counted: a city of 5 tiles and 2 coats of
// arms for the active player in at most 4), and a form being filled in survives the
// app being killed (the draft's JSON, kept by the app, read back by a new process).
// Points from the reference (C3): city.base 2 per tile and 2 per coat of arms,
// road.base 1 per tile, cloister.base 9 for a completed cloister.

import Foundation
import TallyCore
import XCTest

@testable import TallyKit

/// Counts what the players do: every view action sent is one interaction.
@MainActor
final class Interactions {
    private(set) var count = 0

    func tap<Model: ScreenModel>(_ model: Model, _ action: Model.ViewAction) async {
        count += 1
        await model.act(action)
    }
}

@MainActor
final class DraftTests: XCTestCase, @unchecked Sendable {
    func testACityOfFiveTilesAndTwoCoatsOfArmsTakesFourInteractions() async throws {
        let table = try await Table.make()
        let board = try await table.start([("Ann", .red), ("Ben", .blue)])
        await board.act(.setTableMode(true))
        XCTAssertTrue(board.viewState.tableMode)
        let taps = Interactions()

        await taps.tap(board, .score(try board.button("city")))
        guard case .score(let button)? = board.viewState.sheet else { return XCTFail("no score form") }
        let city = board.scoreFormModel(button)
        await city.settled()
        let fields = try XCTUnwrap(city.viewState.items.first)
        XCTAssertEqual(fields.field("tiles")?.count, nil, "the tiles are the players' to count")
        XCTAssertEqual(fields.field("tiles")?.missing, true)
        XCTAssertEqual(fields.field("followers")?.value(of: "red"), 1, "Ann's knight, filled in by the core")
        XCTAssertFalse(city.viewState.submit.allowed, "Score it is shown, and says why not yet")
        XCTAssertNotNil(city.viewState.submit.whyNot)
        XCTAssertEqual(city.viewState.refusalField, "tiles")

        await taps.tap(city, .setCount(item: 0, field: "tiles", 5))
        await taps.tap(city, .setCount(item: 0, field: "coats_of_arms", 2))
        XCTAssertEqual(city.points, ["red": 14], "5 x 2 + 2 x 2")
        await taps.tap(city, .submit)
        XCTAssertTrue(city.viewState.isDone)
        XCTAssertLessThanOrEqual(taps.count, 4)
        XCTAssertEqual(board.score(of: "red"), 14)
    }

    func testARoadAndACloisterTakeAsFew() async throws {
        let table = try await Table.make()
        let board = try await table.start([("Ann", .red), ("Ben", .blue)])
        await board.act(.setTableMode(true))

        let taps = Interactions()
        await taps.tap(board, .score(try board.button("road")))
        let road = board.scoreFormModel(try board.button("road"))
        await road.settled()
        await taps.tap(road, .setCount(item: 0, field: "tiles", 3))
        await taps.tap(road, .submit)
        XCTAssertTrue(road.viewState.isDone)
        XCTAssertLessThanOrEqual(taps.count, 4)
        XCTAssertEqual(board.score(of: "red"), 3, "road.base: 3 tiles x 1")
        await board.act(.dismissSheet)

        let cloisterTaps = Interactions()
        await cloisterTaps.tap(board, .score(try board.button("cloister")))
        let cloister = board.scoreFormModel(try board.button("cloister"))
        await cloister.settled()
        XCTAssertEqual(cloister.points, ["red": 9], "a completed cloister: 9, nothing to count")
        await cloisterTaps.tap(cloister, .submit)
        XCTAssertTrue(cloister.viewState.isDone)
        XCTAssertLessThanOrEqual(cloisterTaps.count, 4)
        XCTAssertEqual(board.score(of: "red"), 12)
    }

    func testCountsAreTypedOrSteppedAndRefusalsChangeNothing() async throws {
        let table = try await Table.make()
        let board = try await table.start([("Ann", .red), ("Ben", .blue)])
        let city = try await board.open("city")
        await city.act(.setCount(item: 0, field: "tiles", 4))
        await city.act(.adjust(item: 0, field: "tiles", by: 1))
        XCTAssertEqual(city.viewState.items[0].field("tiles")?.count, 5, "typed 4, stepped to 5")
        await city.act(.adjust(item: 0, field: "followers", player: "blue", by: 1))
        XCTAssertEqual(city.viewState.items[0].field("followers")?.value(of: "blue"), 1)
        XCTAssertEqual(city.points, ["red": 10, "blue": 10], "a tie: both score 5 x 2")

        await city.act(.setCount(item: 0, field: "tiles", -4))
        XCTAssertEqual(city.viewState.alert?.field, "tiles", "the core names the field")
        XCTAssertEqual(city.viewState.items[0].field("tiles")?.count, 5, "the draft is unchanged")
        await city.act(.dismissAlert)
        await city.act(.setCount(item: 0, field: "tilez", 4))
        XCTAssertEqual(city.viewState.alert?.field, "tilez")
        await city.act(.dismissAlert)
        await city.act(.clear(item: 0, field: "tiles"))
        XCTAssertEqual(city.viewState.items[0].field("tiles")?.missing, true, "cleared: asked for again")
        XCTAssertFalse(city.viewState.submit.allowed)
        await city.act(.submit)
        XCTAssertNotNil(city.viewState.alert, "a submit without the tiles is refused")
        XCTAssertEqual(board.viewState.logTotal, 0, "nothing recorded")
    }

    func testAHalfFilledRoundIsRestoredAfterTheAppWasKilled() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tally-draft-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("tally.db").path

        var kept = ""
        var gameId: Int64 = 0
        do {
            let table = try await Table.make(path: path)
            let board = try await table.start([("Ann", .red), ("Ben", .blue)], expansions: ["mini2_messages"])
            gameId = board.game.gameId
            let form = try await board.open("road")
            await form.fill(["tiles": 4], players: ["red": ["followers": 0], "blue": ["followers": 1]])
            await form.act(.add(try XCTUnwrap(form.viewState.addable.first { $0.key == "city" })))
            await form.fill(["tiles": 3, "coats_of_arms": 1], players: ["red": ["followers": 0], "blue": ["followers": 1]],
                            item: 1)
            await form.act(.chooseFigure(player: "blue", figure: 1))
            kept = try XCTUnwrap(form.saved).json
            XCTAssertEqual(board.viewState.logTotal, 0, "nothing recorded before the app is killed")
        }

        // A new process: the database is opened again, the scene gives the form back.
        let table = try await Table.make(path: path)
        let saved = try XCTUnwrap(SavedScoreForm(json: kept))
        XCTAssertEqual(saved.gameId, gameId)
        let board = table.scoreboard(try await table.service.game(gameId).get())
        await board.act(.restoreDraft(saved))
        XCTAssertEqual(board.viewState.sheet, .restoredScore(saved))
        let form = board.scoreFormModel(restoring: saved)
        await form.settled()
        XCTAssertEqual(form.viewState.items.map(\.key), ["road", "city"])
        XCTAssertEqual(form.viewState.items[0].field("tiles")?.count, 4)
        XCTAssertEqual(form.viewState.items[1].field("coats_of_arms")?.count, 1)
        XCTAssertEqual(form.viewState.items[1].field("followers")?.value(of: "blue"), 1)
        XCTAssertEqual(form.viewState.figures.map(\.figure), [1], "Ben's second figure for the round")
        XCTAssertEqual(form.points, ["blue": 12], "road 4 x 1 + city 3 x 2 + 1 x 2")
        XCTAssertEqual(form.saved, saved, "the restored form keeps the same draft")
        await form.act(.submit)
        XCTAssertTrue(form.viewState.isDone, "\(form.viewState.alert?.message ?? "")")
        XCTAssertEqual(board.figures(of: "blue"), [0, 12])
    }

    func testAnEditInProgressIsRestoredAsAnEdit() async throws {
        let table = try await Table.make()
        let board = try await table.start([("Ann", .red), ("Ben", .blue)])
        try await board.score("city", ["tiles": 3])
        let seq = try XCTUnwrap(board.viewState.log.first?.seq)
        let edit = board.editFormModel(seq)
        await edit.settled()
        XCTAssertEqual(edit.viewState.items.first?.field("tiles")?.count, 3, "the entry's values as recorded")
        await edit.act(.setCount(item: 0, field: "tiles", 6))
        let saved = try XCTUnwrap(SavedScoreForm(json: try XCTUnwrap(edit.saved).json))

        let restored = board.scoreFormModel(restoring: saved)
        await restored.settled()
        XCTAssertEqual(restored.viewState.editing, seq)
        XCTAssertEqual(restored.viewState.change?.players.map(\.after), [12, 0], "city 6 x 2 instead of 3 x 2")
        await restored.act(.submit)
        XCTAssertEqual(board.viewState.players.map(\.score), [12, 0])
        XCTAssertEqual(board.viewState.logTotal, 1, "replaced, not added")
    }

    func testAFormOfTheEndGameScoringIsRestoredThere() async throws {
        let table = try await Table.make()
        let board = try await table.start([("Ann", .red), ("Ben", .blue)])
        await board.act(.startEndGame)
        let end = EndGameModel(game: board.game, router: table.router)
        let road = try XCTUnwrap(end.viewState.sections.flatMap(\.rows).first { $0.key == "road" })
        let form = end.scoreFormModel(road)
        await form.settled()
        await form.fill(["tiles": 2], players: ["red": ["followers": 0], "blue": ["followers": 1]])
        let saved = try XCTUnwrap(form.saved)

        let reopened = EndGameModel(game: board.game, router: table.router)
        await reopened.act(.restoreDraft(saved))
        XCTAssertEqual(reopened.viewState.restoredForm, saved)
        let restored = reopened.scoreFormModel(restoring: saved)
        await restored.settled()
        XCTAssertEqual(restored.points, ["blue": 2], "an incomplete road of 2 tiles, 1 per tile")
        await restored.act(.submit)
        XCTAssertEqual(reopened.viewState.sections.flatMap(\.rows).first { $0.key == "road" }?.scored, 1)
        await reopened.act(.dismissForm)
        XCTAssertNil(reopened.viewState.restoredForm)
    }

    func testOnlyAKeptFormReadsAsOne() async throws {
        XCTAssertNil(SavedScoreForm(json: ""))
        XCTAssertNil(SavedScoreForm(json: "{\"gameId\": 1}"))
        let table = try await Table.make()
        let board = try await table.start([("Ann", .red), ("Ben", .blue)])
        await board.act(.restoreDraft(SavedScoreForm(gameId: 999, draft: "{}")))
        XCTAssertNil(board.viewState.sheet, "a form of another game is not opened here")
        let broken = board.scoreFormModel(restoring: SavedScoreForm(gameId: board.game.gameId, draft: "not a draft"))
        await broken.settled()
        XCTAssertNotNil(broken.viewState.alert, "a kept text that is not a draft is refused by the core")
        XCTAssertEqual(broken.viewState.items, [])
    }
}
