// Past entries changed from the timeline, each as the core says it is changed
// (`LogItem.edit`): a scoring edited in its draft (its values as recorded) with what
// the edit changes previewed by the core, an entry
// deleted after the core showed what the deletion changes, a turn-1 entry edited
// during the end-game scoring, and a correction edited in its own form.

import TallyCore
import XCTest

@testable import TallyKit

@MainActor
final class EditAndDeleteTests: XCTestCase, @unchecked Sendable {
    func testAPastEntryIsEditedWithWhatItChangesThenDeleted() async throws {
        let table = try await Table.make()
        let board = try await table.start([("Ann", .red), ("Ben", .blue)])
        try await board.score("city", ["tiles": 3], players: ["red": ["followers": 1]])
        try await board.score("road", ["tiles": 2], players: ["red": ["followers": 0], "blue": ["followers": 1]])
        XCTAssertEqual(board.viewState.players.map(\.score), [6, 2], "city 3 x 2, road 2 x 1")
        let city = try XCTUnwrap(board.viewState.log.last, "the log is newest first")
        XCTAssertEqual(city.edit, .scoring)
        XCTAssertTrue(board.viewState.actions.edit.allowed)

        await board.act(.editEntry(city.seq))
        XCTAssertEqual(board.viewState.sheet, .editEntry(seq: city.seq))
        let edit = board.editFormModel(city.seq)
        await edit.settled()
        XCTAssertEqual(edit.viewState.editing, city.seq)
        XCTAssertEqual(edit.viewState.items.map(\.key), ["city"])
        XCTAssertEqual(edit.viewState.items[0].field("tiles")?.count, 3, "the form starts with the entry's inputs")
        XCTAssertEqual(edit.viewState.items[0].field("followers")?.value(of: "red"), 1)

        await edit.act(.setCount(item: 0, field: "tiles", 4))
        let change = try XCTUnwrap(edit.viewState.change, "the core previews what the edit changes")
        XCTAssertEqual(change.players.map(\.after), [8, 2], "city 4 x 2")
        XCTAssertEqual(change.players.map(\.difference), [2, 0])
        XCTAssertEqual(change.entry(city.seq)?.awards.map(\.points), [8])
        XCTAssertNil(edit.viewState.preview, "an edit shows what it changes, not a new entry")
        XCTAssertEqual(board.viewState.players.map(\.score), [6, 2], "nothing changed yet")
        await edit.act(.submit)
        XCTAssertTrue(edit.viewState.isDone, "\(edit.viewState.alert?.message ?? "")")
        XCTAssertEqual(board.viewState.players.map(\.score), [8, 2], "the log was replayed")
        XCTAssertEqual(board.viewState.log.last?.awards.map(\.points), [8], "the entry's change was applied to the log held")
        XCTAssertEqual(board.viewState.logTotal, 2)

        let road = try XCTUnwrap(board.viewState.log.first)
        await board.act(.deleteEntry(road.seq))
        XCTAssertEqual(board.viewState.sheet, .deleteEntry(seq: road.seq))
        let deletion = board.deleteEntryModel(road.seq)
        await deletion.settled()
        XCTAssertEqual(deletion.viewState.entry?.awards.map(\.points), [2])
        XCTAssertEqual(deletion.viewState.change?.removed, [road.seq])
        XCTAssertEqual(deletion.viewState.change?.players.map(\.after), [8, 0])
        XCTAssertEqual(board.viewState.players.map(\.score), [8, 2], "a preview deletes nothing")
        await deletion.act(.delete)
        XCTAssertTrue(deletion.viewState.isDone)
        XCTAssertEqual(board.viewState.players.map(\.score), [8, 0])
        XCTAssertEqual(board.viewState.log.map(\.seq), [city.seq])

        let gone = board.deleteEntryModel(99)
        await gone.settled()
        XCTAssertNotNil(gone.viewState.alert, "an entry that is not in the log")
        XCTAssertFalse(gone.viewState.canDelete)
        XCTAssertEqual(table.calls.onMainThread, [])
    }

    func testATurnOneEntryIsEditedDuringTheEndGameScoring() async throws {
        let table = try await Table.make()
        let board = try await table.start([("Ann", .red), ("Ben", .blue)])
        try await board.score("city", ["tiles": 3], players: ["red": ["followers": 1]])
        let city = try XCTUnwrap(board.viewState.log.first)
        await board.act(.endTurn)
        await board.act(.startEndGame)
        let end = EndGameModel(game: board.game, router: table.router)
        let road = end.scoreFormModel(try XCTUnwrap(end.viewState.sections.flatMap(\.rows).first { $0.key == "road" }))
        await road.settled()
        await road.fill(["tiles": 3], players: ["red": ["followers": 0], "blue": ["followers": 1]])
        await road.act(.submit)
        XCTAssertEqual(board.viewState.players.map(\.score), [6, 3], "road 3 x 1 at the end")

        // The miscount found during the final scoring: the city had 5 tiles.
        let edit = board.editFormModel(city.seq)
        await edit.settled()
        XCTAssertEqual(edit.viewState.items[0].field("tiles")?.count, 3)
        await edit.act(.setCount(item: 0, field: "tiles", 5))
        XCTAssertEqual(edit.viewState.change?.players.map(\.after), [10, 3], "completed during the game: 5 x 2")
        await edit.act(.submit)
        XCTAssertTrue(edit.viewState.isDone, "\(edit.viewState.alert?.message ?? "")")
        XCTAssertEqual(board.viewState.players.map(\.score), [10, 3])
        XCTAssertEqual(board.viewState.moment, .endOfGame, "still in the end-game scoring")
    }

    func testACorrectionIsEditedInItsForm() async throws {
        let table = try await Table.make()
        let board = try await table.start([("Ann", .red), ("Ben", .blue)])
        let correction = board.correctionModel()
        await correction.act(.choosePlayer("blue"))
        await correction.act(.setPoints(2))
        await correction.act(.setReason("forgotten road"))
        await correction.act(.submit)
        XCTAssertEqual(board.viewState.players.map(\.score), [0, 2])
        let entry = try XCTUnwrap(board.viewState.log.first)
        XCTAssertEqual(entry.edit, .correction)

        await board.act(.editEntry(entry.seq))
        XCTAssertEqual(board.viewState.sheet, .editCorrection(seq: entry.seq))
        let edit = board.correctionModel(editing: entry.seq)
        await edit.settled()
        XCTAssertEqual(edit.viewState.player, "blue")
        XCTAssertEqual(edit.viewState.points, 2)
        XCTAssertEqual(edit.viewState.reason, "forgotten road")
        await edit.act(.setPoints(3))
        XCTAssertEqual(edit.viewState.change?.players.map(\.after), [0, 3])
        await edit.act(.submit)
        XCTAssertTrue(edit.viewState.isDone)
        XCTAssertEqual(board.viewState.players.map(\.score), [0, 3])

        // An end of turn has no form: the timeline offers its deletion.
        await board.act(.endTurn)
        let turn = try XCTUnwrap(board.viewState.log.first)
        XCTAssertEqual(turn.edit, .deleteOnly)
        await board.act(.editEntry(turn.seq))
        XCTAssertEqual(board.viewState.sheet, .deleteEntry(seq: turn.seq))
    }
}
