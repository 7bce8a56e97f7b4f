// The generated Swift bindings against the host build of libtally_ffi: typed
// errors with the core's codes, the listener, one session per open game, the
// table flags, the dispatch preview, the catalogs, a store on disk, export and
// import, history filter defaults.

import Foundation
import TallyCore
import XCTest

final class BindingsTests: XCTestCase {
    private func twoPlayerGame(_ store: TallyStore, expansions: [String] = []) throws -> GameSession {
        try store.newGame(game: NewGame(
            seats: [NewSeat(rosterId: nil, name: "Ann", colour: .red), NewSeat(rosterId: nil, name: "Ben", colour: .blue)],
            ruleset: RulesetInput(edition: .c3, expansions: expansions, variants: [])))
    }

    private func road(tiles: Int64, for player: String) -> FeatureScoring {
        FeatureScoring(
            feature: "road", endOfGame: false,
            inputs: [NamedInput(name: "tiles", value: .count(value: tiles))],
            players: [PlayerInput(player: player, inputs: [NamedInput(name: "followers", value: .count(value: 1))])],
            figures: [])
    }

    func testABadCountArrivesAsATypedErrorNamingTheField() throws {
        let session = try twoPlayerGame(TallyStore.inMemory())
        let before = session.state()
        XCTAssertThrowsError(try session.scoreFeature(scoring: road(tiles: -1, for: "red"))) { error in
            guard case TallyError.InvalidInput(let field, let code, let reason) = error else {
                return XCTFail("expected TallyError.InvalidInput, got \(error)")
            }
            XCTAssertEqual(field, "tiles")
            XCTAssertEqual(code, "invalid_input")
            XCTAssertTrue(reason.contains("negative"), reason)
        }
        XCTAssertEqual(session.state(), before, "nothing changed")
    }

    func testOtherRefusalsAreTypedToo() throws {
        let session = try twoPlayerGame(TallyStore.inMemory())
        XCTAssertThrowsError(try session.undo()) { error in
            guard case TallyError.NothingToChange(let code, _) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(code, "nothing_to_undo")
        }
        XCTAssertThrowsError(try session.redo()) { error in
            guard case TallyError.NothingToChange(let code, _) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(code, "nothing_to_redo")
        }
        XCTAssertThrowsError(try session.scoreFeature(scoring: road(tiles: 2, for: "green"))) { error in
            guard case TallyError.UnknownPlayer(let player, let code, _) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(player, "green")
            XCTAssertEqual(code, "unknown_player")
        }
        XCTAssertThrowsError(try featureSchema(
            ruleset: RulesetInput(edition: .c3, expansions: [], variants: []), feature: "volcano", endOfGame: false)
        ) { error in
            guard case TallyError.UnknownKey(let key, let code, _) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(key, "volcano")
            XCTAssertEqual(code, "unknown_feature")
        }
        XCTAssertThrowsError(try session.placeRobber(owner: "red", space: 3)) { error in
            guard case TallyError.InvalidCommand(let code, _) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(code, "invalid_command")
        }
    }

    func testASwiftListenerHearsTheNewState() throws {
        let session = try twoPlayerGame(TallyStore.inMemory())
        let listener = StateRecorder()
        session.addListener(listener: listener)
        let returned = try session.scoreFeature(scoring: road(tiles: 3, for: "red"))
        XCTAssertEqual(listener.count, 1)
        XCTAssertEqual(listener.last, returned)
        XCTAssertEqual(listener.last?.players.first?.score, 3)

        _ = try session.endTurn()
        XCTAssertEqual(listener.count, 2)
        XCTAssertEqual(listener.last?.activePlayer, "blue")

        XCTAssertThrowsError(try session.redo())
        XCTAssertEqual(listener.count, 2, "a refusal is not announced")

        session.removeListeners()
        _ = try session.undo()
        XCTAssertEqual(listener.count, 2, "removed listeners hear nothing")
    }

    func testAListenerMayBeCalledFromAnotherThread() throws {
        let session = try twoPlayerGame(TallyStore.inMemory())
        let listener = StateRecorder()
        session.addListener(listener: listener)
        let done = expectation(description: "scored on a background queue")
        let scoring = road(tiles: 2, for: "blue")
        DispatchQueue.global().async {
            _ = try? session.scoreFeature(scoring: scoring)
            done.fulfill()
        }
        wait(for: [done], timeout: 10)
        XCTAssertEqual(listener.last?.players[1].score, 2)
    }

    func testPreviewsRecordNothing() throws {
        let session = try twoPlayerGame(TallyStore.inMemory(), expansions: ["exp01_inns_cathedrals"])
        let city = FeatureScoring(
            feature: "city", endOfGame: false,
            inputs: [
                NamedInput(name: "tiles", value: .count(value: 4)),
                NamedInput(name: "coats_of_arms", value: .count(value: 2)),
                NamedInput(name: "cathedral", value: .toggle(value: true)),
            ],
            players: [PlayerInput(player: "red", inputs: [NamedInput(name: "followers", value: .count(value: 1))])],
            figures: [])
        let preview = try session.previewFeature(scoring: city)
        XCTAssertEqual(preview.value, 18, "4x2 + 2x2 + cathedral 4 + 2")
        XCTAssertEqual(preview.awards.first?.rows.first?.rule, "city.base")
        XCTAssertEqual(session.state().log.count, 0)
    }

    func testAnOpenGameIsOneSessionForEveryScreen() throws {
        let store = try TallyStore.inMemory()
        let board = try twoPlayerGame(store)
        let heard = StateRecorder()
        board.addListener(listener: heard)
        // Another screen opens the same game and scores on it.
        let form = try store.resume(gameId: board.gameId())
        let returned = try form.scoreFeature(scoring: road(tiles: 4, for: "blue"))
        XCTAssertEqual(board.state(), returned, "the board sees the form's command")
        XCTAssertEqual(heard.count, 1, "the board's listener heard it")
        _ = try board.endTurn()
        XCTAssertEqual(form.state().activePlayer, "blue")
    }

    func testTheTableFlagsAndTheDispatchPreview() throws {
        let store = try TallyStore.inMemory()
        let base = try twoPlayerGame(store).state()
        XCTAssertFalse(base.twoFigures || base.robbersInPlay || base.builderInPlay)
        XCTAssertEqual(base.darkSpaces, [])

        let session = try twoPlayerGame(store, expansions: ["mini2_messages", "mini6_robbers"])
        XCTAssertThrowsError(try session.previewDispatch(choice: .twoPoints)) { error in
            guard case TallyError.InvalidCommand(let code, _) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(code, "invalid_command", "no dispatch is pending")
        }
        let state = try session.scoreFeature(scoring: road(tiles: 5, for: "red"))
        XCTAssertTrue(state.twoFigures && state.robbersInPlay && !state.builderInPlay)
        XCTAssertEqual(state.darkSpaces, [0, 5, 10, 15, 20, 25, 30, 35, 40, 45])
        guard case .dispatch(_, _, let space)? = state.pending else { return XCTFail("\(String(describing: state.pending))") }
        XCTAssertEqual(space, 5)
        let knights = try session.previewDispatch(choice: .knights(count: 3))
        XCTAssertEqual(knights.value, 6, "2 per knight")
        XCTAssertEqual(knights.awards.map(\.player), ["red"])
        XCTAssertEqual(knights.awards.first?.rows.map(\.rule), ["messages.dispatch.knights"])
        XCTAssertEqual(session.state(), state, "a preview records nothing")

        let builder = try twoPlayerGame(store, expansions: ["exp02_traders_builders"]).state()
        XCTAssertTrue(builder.builderInPlay && !builder.twoFigures)
    }

    func testTheHistoryFilterHasDefaults() throws {
        XCTAssertEqual(HistoryFilter(), HistoryFilter(
            player: nil, fromMs: nil, toMs: nil, finished: nil, expansion: nil, limit: nil, offset: 0))
        let store = try TallyStore.inMemory()
        _ = try twoPlayerGame(store)
        XCTAssertEqual(try store.history(filter: HistoryFilter()).count, 1)
        XCTAssertEqual(try store.history(filter: HistoryFilter(finished: true)).count, 0)
    }

    func testCatalogsComeFromTheCore() throws {
        XCTAssertEqual(editions().map(\.key), ["c1", "c2", "c3", "winter"])
        XCTAssertTrue(expansions().contains { $0.key == "mini2_messages" && $0.group == .minor })
        XCTAssertTrue(presets().contains { $0.key == "big_box_7" })
        XCTAssertEqual(try presetRuleset(key: "big_box_6").edition, .c2)
        XCTAssertTrue(variantOptions().contains { $0.key == "messages_zmg" && $0.defaultValue == "false" })
        XCTAssertEqual(colours().count, 10)
        XCTAssertEqual(steps().first?.code, "any_time")
        XCTAssertEqual(steps().last?.step, .endOfGame)
        let schema = try featureSchema(
            ruleset: RulesetInput(edition: .c3, expansions: ["exp01_inns_cathedrals"], variants: []),
            feature: "city", endOfGame: false)
        XCTAssertTrue(schema.contains { $0.name == "cathedral" && $0.kind == .toggle })
        XCTAssertThrowsError(try validateRuleset(ruleset: RulesetInput(edition: .c3, expansions: ["exp99"], variants: [])))
    }

    func testAGameOnDiskSurvivesReopeningTheStore() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tally-swift-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("tally.db").path

        var gameId: Int64 = 0
        do {
            let store = try TallyStore.open(path: path)
            let session = try twoPlayerGame(store)
            _ = try session.scoreFeature(scoring: road(tiles: 4, for: "red"))
            gameId = session.gameId()
        }
        let reopened = try TallyStore.open(path: path)
        XCTAssertEqual(try reopened.unfinishedGames().map(\.id), [gameId])
        XCTAssertEqual(try reopened.resume(gameId: gameId).state().players[0].score, 4)

        let notADatabase = directory.appendingPathComponent("notes.txt")
        try Data("shopping list".utf8).write(to: notADatabase)
        XCTAssertThrowsError(try TallyStore.open(path: notADatabase.path)) { error in
            guard case TallyError.Storage(let code, _) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(code, "not_a_tally_database")
        }
    }

    func testExportImportRoundTrip() throws {
        let source = try TallyStore.inMemory()
        let session = try twoPlayerGame(source)
        _ = try session.scoreFeature(scoring: road(tiles: 5, for: "blue"))
        _ = try session.startEndGame()
        _ = try session.finish()
        let document = try source.exportGames(gameIds: [])

        let target = try TallyStore.inMemory()
        let report = try target.importGames(json: document)
        XCTAssertEqual(report.imported.count, 1)
        XCTAssertEqual(try target.importGames(json: document).skipped.count, 1, "importing twice skips")
        let detail = try target.gameDetail(gameId: report.imported[0])
        XCTAssertEqual(detail.standings.first?.player, "blue")
        XCTAssertThrowsError(try target.importGames(json: "{\"format\": \"something else\"}")) { error in
            guard case TallyError.InvalidImport = error else { return XCTFail("\(error)") }
        }
    }
}
