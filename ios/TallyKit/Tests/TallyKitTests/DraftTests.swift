// The score form is the core's scoring draft: the common scorings take a few taps
// from the table-mode scoreboard — a city of 5 tiles and 2 coats of arms for the
// active player in 4 (City, 5, 2, Score it), a road of 3 in 3, a completed cloister
// in 2 — counted twice, exactly: the view actions the screen's taps send to the
// models, and, by the harness (CoreCalls), the draft calls those models make into
// the core (start, each value, submit); one tap more or less fails. A form being
// filled in survives the app being killed: a separate test process fills it and is
// killed with SIGKILL, and the draft's JSON it kept is read back here.
// Points from the reference (C3): city.base 2 per tile and 2 per coat of arms,
// road.base 1 per tile, cloister.base 9 for a completed cloister.

import Foundation
import TallyCore
import XCTest

@testable import TallyKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Counts what the players do: every view action the screen's taps send to a model.
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
        let mark = table.calls.count

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
        XCTAssertEqual(board.score(of: "red"), 14)
        XCTAssertEqual(taps.count, 4, "City, 5, 2, Score it")
        XCTAssertEqual(table.calls.draftCalls(since: mark), ["startDraft", "applyDraft", "applyDraft", "submitDraft"])
    }

    func testARoadTakesThreeInteractionsAndACloisterTwo() async throws {
        let table = try await Table.make()
        let board = try await table.start([("Ann", .red), ("Ben", .blue)])
        await board.act(.setTableMode(true))

        let taps = Interactions()
        var mark = table.calls.count
        await taps.tap(board, .score(try board.button("road")))
        let road = board.scoreFormModel(try board.button("road"))
        await road.settled()
        await taps.tap(road, .setCount(item: 0, field: "tiles", 3))
        await taps.tap(road, .submit)
        XCTAssertTrue(road.viewState.isDone)
        XCTAssertEqual(board.score(of: "red"), 3, "road.base: 3 tiles x 1")
        XCTAssertEqual(taps.count, 3, "Road, 3, Score it")
        XCTAssertEqual(table.calls.draftCalls(since: mark), ["startDraft", "applyDraft", "submitDraft"])
        await board.act(.dismissSheet)

        let cloisterTaps = Interactions()
        mark = table.calls.count
        await cloisterTaps.tap(board, .score(try board.button("cloister")))
        let cloister = board.scoreFormModel(try board.button("cloister"))
        await cloister.settled()
        XCTAssertEqual(cloister.points, ["red": 9], "a completed cloister: 9, nothing to count")
        await cloisterTaps.tap(cloister, .submit)
        XCTAssertTrue(cloister.viewState.isDone)
        XCTAssertEqual(board.score(of: "red"), 12)
        XCTAssertEqual(cloisterTaps.count, 2, "Cloister, Score it")
        XCTAssertEqual(table.calls.draftCalls(since: mark), ["startDraft", "submitDraft"])
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

    /// The folder a killed child process fills a round in, when this test process is
    /// that child (`testAHalfFilledRoundIsRestoredAfterTheAppWasKilled` starts it).
    private static let killedChildFolder = "TALLY_KILLED_CHILD_FOLDER"

    /// The child process of `testAHalfFilledRoundIsRestoredAfterTheAppWasKilled`: as
    /// the app, it starts a game on the database in the folder it is given, half fills
    /// a round, keeps the draft's JSON (as the scene keeps it) in `kept.json`, and waits
    /// to be killed. Run alone, it is skipped.
    func testChildFillsARoundUntilItIsKilled() async throws {
        guard let folder = ProcessInfo.processInfo.environment[Self.killedChildFolder] else {
            throw XCTSkip("the child process of testAHalfFilledRoundIsRestoredAfterTheAppWasKilled")
        }
        let directory = URL(fileURLWithPath: folder)
        let table = try await Table.make(path: directory.appendingPathComponent("tally.db").path)
        let board = try await table.start([("Ann", .red), ("Ben", .blue)], expansions: ["mini2_messages"])
        let form = try await board.open("road")
        await form.fill(["tiles": 4], players: ["red": ["followers": 0], "blue": ["followers": 1]])
        await form.act(.add(try XCTUnwrap(form.viewState.addable.first { $0.key == "city" })))
        await form.fill(["tiles": 3, "coats_of_arms": 1], players: ["red": ["followers": 0], "blue": ["followers": 1]],
                        item: 1)
        await form.act(.chooseFigure(player: "blue", figure: 1))
        XCTAssertEqual(board.viewState.logTotal, 0, "nothing recorded before the app is killed")
        let kept = try XCTUnwrap(form.saved).json
        let written = directory.appendingPathComponent("kept.json.part")
        try Data("\(board.game.gameId)\n\(kept)".utf8).write(to: written)
        try FileManager.default.moveItem(at: written, to: directory.appendingPathComponent("kept.json"))
        try await Task.sleep(nanoseconds: 120_000_000_000)
        XCTFail("the child process was not killed")
    }

    func testAHalfFilledRoundIsRestoredAfterTheAppWasKilled() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tally-draft-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("tally.db").path

        // Another process is the app: it fills the form and is killed with SIGKILL.
        #if os(Linux) || os(macOS)
            let child = try Self.childProcess(running: "testChildFillsARoundUntilItIsKilled", folder: directory)
        #else
            throw XCTSkip("an iOS test process cannot start another")
        #endif
        try child.run()
        let keptFile = directory.appendingPathComponent("kept.json")
        let deadline = Date().addingTimeInterval(120)
        while !FileManager.default.fileExists(atPath: keptFile.path) && child.isRunning && Date() < deadline {
            try await Task.sleep(nanoseconds: 50_000_000)
        }
        XCTAssertTrue(child.isRunning, "the child filled the form and waits to be killed")
        kill(child.processIdentifier, SIGKILL)
        child.waitUntilExit()
        XCTAssertEqual(child.terminationReason, .uncaughtSignal)
        XCTAssertEqual(child.terminationStatus, SIGKILL, "killed, not ended")
        let lines = try String(contentsOf: keptFile, encoding: .utf8).split(separator: "\n", maxSplits: 1)
        let gameId = try XCTUnwrap(Int64(String(lines.first ?? "")))
        let kept = String(try XCTUnwrap(lines.last))

        // This process: the database is opened again, the scene gives the form back.
        let table = try await Table.make(path: path)
        let saved = try XCTUnwrap(SavedScoreForm(json: kept))
        XCTAssertEqual(saved.gameId, gameId)
        let board = table.scoreboard(try await table.service.game(gameId).get())
        XCTAssertEqual(board.viewState.logTotal, 0, "the killed app recorded nothing")
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

    /// This test binary run again for one test of this class, as a process of its own
    /// (XCTest on Linux runs its executable with the test's name; on macOS `xctest`
    /// runs the bundle), with `folder` for the child to work in.
    #if os(Linux) || os(macOS)
    private static func childProcess(running test: String, folder: URL) throws -> Process {
        let process = Process()
        let name = "TallyKitTests.DraftTests/\(test)"
        #if os(Linux)
            process.executableURL = URL(fileURLWithPath: ProcessInfo.processInfo.arguments[0])
            process.arguments = [name]
        #else
            process.executableURL = URL(fileURLWithPath: ProcessInfo.processInfo.arguments[0])
            process.arguments = ["-XCTest", name, Bundle(for: DraftTests.self).bundlePath]
        #endif
        var environment = ProcessInfo.processInfo.environment
        environment[killedChildFolder] = folder.path
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        return process
    }
    #endif

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
