// The score form survives the app being killed: its draft (JSON the app keeps in
// @SceneStorage) restores the items, the values, the figures chosen and the entry
// being edited, against a database reopened by a new process.

import Foundation
import TallyCore
import XCTest

@testable import TallyKit

@MainActor
final class DraftTests: XCTestCase, @unchecked Sendable {
    func testAHalfFilledRoundIsRestoredAfterTheAppWasKilled() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tally-draft-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("tally.db").path

        var saved = ""
        var gameId: Int64 = 0
        do {
            let table = try await Table.make(path: path)
            let board = try await table.start([("Ann", .red), ("Ben", .blue)], expansions: ["mini2_messages"])
            gameId = board.game.gameId
            let form = try await board.open("road")
            await form.fill(["tiles": 4], players: ["blue": ["followers": 1]])
            await form.act(.addItem(try XCTUnwrap(form.viewState.addable.first { $0.key == "city" })))
            await form.fill(["tiles": 3, "coats_of_arms": 1], players: ["blue": ["followers": 1]], item: 1)
            await form.act(.chooseFigure(player: "blue", figure: 1, item: 1))
            saved = form.draft.json
            XCTAssertEqual(board.viewState.logTotal, 0, "nothing recorded before the app is killed")
        }

        // A new process: the database is opened again, the scene gives the draft back.
        let table = try await Table.make(path: path)
        let draft = try XCTUnwrap(ScoreFormDraft(json: saved))
        XCTAssertEqual(draft.gameId, gameId)
        let board = ScoreboardModel(game: try await table.service.game(gameId).get(), router: table.router)
        await board.act(.restoreDraft(draft))
        XCTAssertEqual(board.viewState.sheet, .restoredScore(draft))
        let form = board.scoreFormModel(draft: draft)
        await form.settled()
        XCTAssertEqual(form.viewState.items.map(\.subject.key), ["road", "city"])
        XCTAssertEqual(form.viewState.items[0].form.field("tiles")?.count, 4)
        XCTAssertEqual(form.viewState.items[1].form.field("coats_of_arms")?.count, 1)
        XCTAssertEqual(form.viewState.items[1].form.field("followers")?.count(of: "blue"), 1)
        XCTAssertEqual(form.viewState.figureChoices.map(\.selected), [nil, 1], "the figure chosen for the city")
        XCTAssertEqual(form.viewState.preview?.points, ["blue": 12], "road 4 x 1 + city 3 x 2 + 1 x 2")
        XCTAssertEqual(form.draft, draft, "the restored form saves the same draft")
        await form.act(.submit)
        XCTAssertTrue(form.viewState.isDone, "\(form.viewState.alert?.message ?? "")")
        XCTAssertEqual(board.figures(of: "blue"), [4, 8])
    }

    func testAnEditInProgressIsRestoredAsAnEdit() async throws {
        let table = try await Table.make()
        let board = try await table.start([("Ann", .red), ("Ben", .blue)])
        try await board.score("city", ["tiles": 3], players: ["red": ["followers": 1]])
        let seq = try XCTUnwrap(board.viewState.log.first?.seq)
        let edit = board.editFormModel(seq)
        await edit.settled()
        await edit.act(.edit(.count("tiles", 6)))
        let draft = try XCTUnwrap(ScoreFormDraft(json: edit.draft.json))
        XCTAssertEqual(draft.editing, seq)

        let restored = board.scoreFormModel(draft: draft)
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
        let form = end.scoreFormModel(ScoreSubject(kind: .feature, key: "road"))
        await form.settled()
        await form.fill(["tiles": 2], players: ["blue": ["followers": 1]])
        let draft = try XCTUnwrap(ScoreFormDraft(json: form.draft.json))

        let reopened = EndGameModel(game: board.game, router: table.router)
        await reopened.act(.restoreDraft(draft))
        XCTAssertEqual(reopened.viewState.restoredForm, draft)
        let restored = reopened.scoreFormModel(draft: draft)
        await restored.settled()
        XCTAssertEqual(restored.viewState.preview?.points, ["blue": 2], "an incomplete road of 2 tiles, 1 per tile")
        await restored.act(.submit)
        XCTAssertEqual(reopened.viewState.sections.flatMap(\.rows).first { $0.key == "road" }?.scored, 1)
        await reopened.act(.dismissForm)
        XCTAssertNil(reopened.viewState.restoredForm)
    }

    func testOnlyADraftReadsAsOne() async throws {
        XCTAssertNil(ScoreFormDraft(json: ""))
        XCTAssertNil(ScoreFormDraft(json: "{\"gameId\": 1}"))
        let table = try await Table.make()
        let board = try await table.start([("Ann", .red), ("Ben", .blue)])
        let draft = try XCTUnwrap(ScoreFormDraft(json: """
            {"gameId": 999, "items": [], "figures": {}, "nobodyScores": false}
            """))
        await board.act(.restoreDraft(draft))
        XCTAssertNil(board.viewState.sheet, "a draft of another game is not opened here")
    }
}
