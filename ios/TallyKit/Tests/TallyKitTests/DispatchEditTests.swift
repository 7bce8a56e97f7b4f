// A past dispatch edited from the timeline (Messages, `EntryEdit.dispatch`): the
// dispatch sheet opens the core's draft of the entry with its tile and count as
// recorded, previews the entry as the edit would make it and what the edit
// changes, and submits the edit; an edit that would leave a later dispatch with
// nothing to answer is refused with the core's reason and changes nothing; the
// edit in progress survives the app being killed. Values from the reference
// (0.3.1: messages.dispatch.knights and .farmers, 2 points each) as
// tests/scenarios/draft-dispatch.json plays them.

import TallyCore
import XCTest

@testable import TallyKit

@MainActor
final class DispatchEditTests: XCTestCase, @unchecked Sendable {
    func testADispatchOfKnightsIsEditedIntoFarmers() async throws {
        let (table, board, dispatch) = try await annsKnightsDispatch()
        XCTAssertEqual(board.figures(of: "red"), [11, 0], "0 + 5 (road) + 6 (3 knights)")
        XCTAssertEqual(board.score(of: "red"), 11)
        XCTAssertNil(board.viewState.sheet, "no dispatch pending")

        // The timeline offers the dispatch's edit, as the core says.
        let entry = try XCTUnwrap(board.viewState.log.first)
        XCTAssertEqual(entry.edit, .dispatch)
        XCTAssertEqual(entry.seq, dispatch)
        XCTAssertTrue(board.viewState.actions.edit.allowed)
        await board.act(.editEntry(entry.seq))
        XCTAssertEqual(board.viewState.sheet, .editDispatch(seq: entry.seq))

        // It opens as recorded: knights, 3.
        let edit = board.dispatchEditModel(entry.seq)
        await edit.settled()
        XCTAssertNil(edit.viewState.alert, "\(edit.viewState.alert?.message ?? "")")
        XCTAssertEqual(edit.viewState.editing, entry.seq)
        XCTAssertEqual(edit.viewState.tile, "knights")
        XCTAssertEqual(edit.viewState.count?.count, 3)
        XCTAssertEqual(edit.viewState.player?.name, "Ann")
        XCTAssertTrue(edit.viewState.submit.allowed)
        XCTAssertFalse(edit.viewState.isDone, "nothing is pending, yet the edit stays open")

        // Farmers, 3: the entry would give Ann +6 again.
        await edit.act(.chooseTile("farmers"))
        XCTAssertEqual(edit.viewState.tile, "farmers")
        XCTAssertEqual(edit.viewState.count?.missing, true, "another tile's count is asked again")
        await edit.act(.setCount(3))
        XCTAssertNil(edit.viewState.alert, "\(edit.viewState.alert?.message ?? "")")
        XCTAssertEqual(edit.viewState.count?.count, 3)
        XCTAssertTrue(edit.viewState.submit.allowed)
        XCTAssertEqual(edit.points, ["red": 6], "3 farmers x 2: the edited entry's awards")
        XCTAssertEqual(edit.viewState.preview?.first?.rows.map(\.rule), ["messages.dispatch.farmers"])
        let change = try XCTUnwrap(edit.viewState.change, "the core previews what the edit changes")
        XCTAssertEqual(change.entry(entry.seq)?.awards.map(\.points), [6])
        XCTAssertEqual(change.players.first { $0.player.id == "red" }?.after, 11, "6 points either way")
        XCTAssertEqual(board.viewState.log.first?.awards.first?.rows.map(\.rule), ["messages.dispatch.knights"],
                       "a preview changes nothing")

        // Undo belongs to a pending dispatch, not to an edit: nothing is taken back.
        await edit.act(.undo)
        XCTAssertEqual(board.viewState.logTotal, 2)

        await edit.act(.resolve)
        XCTAssertNil(edit.viewState.alert, "\(edit.viewState.alert?.message ?? "")")
        XCTAssertTrue(edit.viewState.isDone, "the edit is made: the sheet closes")
        XCTAssertNil(edit.saved, "nothing left to keep")
        let edited = try XCTUnwrap(board.viewState.log.first { $0.seq == entry.seq })
        XCTAssertEqual(edited.awards.first?.rows.map(\.rule), ["messages.dispatch.farmers"], "the entry reads farmers")
        XCTAssertEqual(edited.awards.map(\.points), [6])
        XCTAssertEqual(board.score(of: "red"), 11, "Ann still 11")
        XCTAssertEqual(board.figures(of: "red"), [11, 0])
        XCTAssertEqual(board.viewState.logTotal, 2, "replaced, not added")
        XCTAssertEqual(table.calls.onMainThread, [])
    }

    func testAnEditALaterDispatchDependsOnIsRefusedWithTheCoresReason() async throws {
        let (_, board, knights) = try await annsKnightsDispatch()
        // Road of 4: 11 -> dark space 15; her smallest city, 3 tiles and 1 coat of arms, 4.
        let city = try await annsNextRoad(board, tiles: 4, toDarkSpace: 15)
        await city.act(.chooseTile("smallest_city"))
        await city.fill("tiles", 3)
        await city.fill("coats_of_arms", 1)
        XCTAssertEqual(city.points, ["red": 4])
        await city.act(.resolve)
        XCTAssertTrue(city.viewState.isDone, "\(city.viewState.alert?.message ?? "")")
        // Road of 1: 19 -> dark space 20; her meeple's road of 4 on her second figure.
        let meeple = try await annsNextRoad(board, tiles: 1, toDarkSpace: 20)
        await meeple.act(.chooseTile("score_meeple"))
        XCTAssertEqual(meeple.viewState.feature, "road")
        await meeple.fill("tiles", 4)
        await meeple.act(.chooseFigure(1))
        await meeple.act(.resolve)
        XCTAssertTrue(meeple.viewState.isDone, "\(meeple.viewState.alert?.message ?? "")")
        XCTAssertEqual(board.figures(of: "red"), [20, 4])
        let scores = board.viewState.players.map(\.score)
        let total = board.viewState.logTotal

        // 4 knights would take her first figure to 13, her road of 4 to 17 (not dark):
        // the dispatch answered later would have nothing to answer.
        await board.act(.showLog)
        await board.act(.editEntry(knights))
        XCTAssertEqual(board.viewState.sheet, .editDispatch(seq: knights))
        let edit = board.dispatchEditModel(knights)
        await edit.settled()
        XCTAssertEqual(edit.viewState.tile, "knights")
        XCTAssertEqual(edit.viewState.count?.count, 3)
        await edit.act(.setCount(4))
        XCTAssertEqual(edit.viewState.count?.count, 4)
        XCTAssertFalse(edit.viewState.submit.allowed)
        XCTAssertEqual(edit.viewState.refusalCode, .editRefused)
        let reason = try XCTUnwrap(edit.viewState.submit.whyNot, "the core's reason is shown")
        XCTAssertFalse(reason.isEmpty)
        XCTAssertNil(edit.viewState.change, "no change to show")
        XCTAssertFalse(edit.viewState.isDone)

        // Taken anyway (the button is disabled): the core refuses, nothing changes.
        await edit.act(.resolve)
        XCTAssertEqual(edit.viewState.alert?.message, reason, "the same reason")
        XCTAssertFalse(edit.viewState.isDone)
        XCTAssertEqual(board.viewState.players.map(\.score), scores)
        XCTAssertEqual(board.figures(of: "red"), [20, 4])
        XCTAssertEqual(board.viewState.logTotal, total)
        XCTAssertEqual(board.viewState.log.first { $0.seq == knights }?.awards.first?.rows.map(\.rule),
                       ["messages.dispatch.knights"])
    }

    func testAnEditOfADispatchIsKeptAcrossProcessDeath() async throws {
        let (_, board, knights) = try await annsKnightsDispatch()
        let edit = board.dispatchEditModel(knights)
        await edit.settled()
        await edit.act(.chooseTile("farmers"))
        await edit.act(.setCount(2))

        // The app keeps the draft's JSON as text and is killed; the scoreboard, with
        // nothing pending, reopens it as the edit it was.
        let kept = try XCTUnwrap(SavedScoreForm(json: try XCTUnwrap(edit.saved).json))
        await board.act(.restoreDispatchEdit(kept))
        XCTAssertEqual(board.viewState.sheet, .restoredDispatchEdit(kept))
        let restored = board.dispatchEditModel(restoring: kept)
        await restored.settled()
        XCTAssertEqual(restored.viewState.editing, knights)
        XCTAssertEqual(restored.viewState.tile, "farmers")
        XCTAssertEqual(restored.viewState.count?.count, 2)
        XCTAssertEqual(restored.points, ["red": 4], "2 farmers x 2")
        XCTAssertEqual(restored.viewState.change?.players.first { $0.player.id == "red" }?.after, 9, "11 - 6 + 4")
        XCTAssertFalse(restored.viewState.isDone)

        // A pending dispatch does not take an edit's draft for its own.
        try await board.score("road", ["tiles": 4], players: ["red": ["followers": 1]])
        XCTAssertEqual(board.viewState.sheet, .prompt(.dispatch(player: "red", figure: 0, space: 15)))
        let pending = board.dispatchModel(restoring: kept)
        await pending.settled()
        XCTAssertNil(pending.viewState.editing)
        XCTAssertEqual(pending.viewState.tile, "two_points", "the pending dispatch starts afresh")
        XCTAssertEqual(pending.viewState.space, 15)

        // A kept dispatch that is not an edit, or another game's, closes the edit sheet.
        let notAnEdit = board.dispatchEditModel(restoring: try XCTUnwrap(pending.saved))
        await notAnEdit.settled()
        XCTAssertTrue(notAnEdit.viewState.isDone)
        let other = board.dispatchEditModel(restoring: SavedScoreForm(gameId: board.game.gameId + 1, draft: kept.draft))
        await other.settled()
        XCTAssertTrue(other.viewState.isDone)
        XCTAssertNil(other.viewState.editing)
    }

    /// Ann and Ben with Messages; Ann's road of 5 stops her first figure on dark
    /// space 5, and her dispatch is 3 knights (+6). The table, its scoreboard and the
    /// dispatch's entry number.
    private func annsKnightsDispatch() async throws -> (Table, ScoreboardModel, UInt64) {
        let table = try await Table.make()
        let board = try await table.start([("Ann", .red), ("Ben", .blue)], expansions: ["mini2_messages"])
        try await board.score("road", ["tiles": 5], players: ["red": ["followers": 1]])
        XCTAssertEqual(board.viewState.sheet, .prompt(.dispatch(player: "red", figure: 0, space: 5)))
        let dispatch = board.dispatchModel()
        await dispatch.settled()
        await dispatch.act(.chooseTile("knights"))
        await dispatch.act(.setCount(3))
        XCTAssertEqual(dispatch.points, ["red": 6])
        await dispatch.act(.resolve)
        XCTAssertTrue(dispatch.viewState.isDone, "\(dispatch.viewState.alert?.message ?? "")")
        return (table, board, try XCTUnwrap(board.viewState.log.first?.seq))
    }

    /// Ben's turn passes; Ann's next road of `tiles` stops her first figure on the dark
    /// space `space`: the dispatch it asks for, ready.
    private func annsNextRoad(_ board: ScoreboardModel, tiles: Int64, toDarkSpace space: UInt32) async throws
        -> DispatchModel
    {
        await board.act(.endTurn)
        await board.act(.endTurn)
        try await board.score("road", ["tiles": tiles], players: ["red": ["followers": 1]])
        XCTAssertEqual(board.viewState.sheet, .prompt(.dispatch(player: "red", figure: 0, space: space)))
        let dispatch = board.dispatchModel()
        await dispatch.settled()
        return dispatch
    }
}
