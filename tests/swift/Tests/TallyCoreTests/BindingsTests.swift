// The generated Swift bindings against the host build of libtally_ffi: typed
// refusals with the core's codes and fields, commands returning Updates that the
// listener hears once, a listener handle removing one listener, one session for
// every handle of an open game, the table model's answers (actions, dispatch
// tiles, walkthrough, forms), previews of commands and of changes to past
// entries, log pages, catalogues, the locale, a store on disk, export and import.

import Foundation
import TallyCore
import XCTest

/// The dark spaces of the Messages scoreboard: every fifth space, 0 to 45.
private let messagesDarkSpaces: [UInt32] = [0, 5, 10, 15, 20, 25, 30, 35, 40, 45]

final class BindingsTests: XCTestCase {
    private func twoPlayerGame(_ store: TallyStore, expansions: [String] = []) throws -> GameSession {
        let variants = try presetRuleset(key: presets()[0].key).variants
        return try store.newGame(
            seats: [GameSeat(rosterId: nil, name: "Ann", colour: .red), GameSeat(rosterId: nil, name: "Ben", colour: .blue)],
            ruleset: RulesetSpec(edition: .c3, expansions: expansions, variants: variants))
    }

    private func road(tiles: Int64, for player: String) -> Command {
        .scoreFeature(FeatureScoring(
            feature: "road", inputs: ["tiles": .int(tiles)], players: [PlayerInputs(id: player, inputs: ["followers": .int(1)])],
            figures: [:]))
    }

    private func refusal(_ body: () throws -> Void) -> (code: ErrorCode, field: String?)? {
        do {
            try body()
        } catch TallyError.Refused(let code, let field, _) {
            return (code, field)
        } catch {
            XCTFail("expected a refusal, got \(error)")
        }
        return nil
    }

    func testABadCountArrivesAsATypedRefusalNamingTheField() throws {
        let session = try twoPlayerGame(TallyStore.inMemory())
        let before = try session.summary()
        let refused = refusal { _ = try session.execute(command: road(tiles: -1, for: "red")) }
        XCTAssertEqual(refused?.code, .invalidInput)
        XCTAssertEqual(refused?.field, "tiles")
        XCTAssertEqual(try session.summary(), before, "nothing changed")
    }

    func testOtherRefusalsAreTypedToo() throws {
        let session = try twoPlayerGame(TallyStore.inMemory())
        XCTAssertEqual(refusal { _ = try session.execute(command: .undo) }?.code, .nothingToUndo)
        XCTAssertEqual(refusal { _ = try session.execute(command: .redo) }?.code, .nothingToRedo)
        XCTAssertEqual(refusal { _ = try session.execute(command: road(tiles: 2, for: "green")) }?.code, .unknownPlayer)
        XCTAssertEqual(refusal { _ = try session.execute(command: .placeRobber(owner: "red", space: 3)) }?.code, .notAvailable,
                       "no robbers in this game")
        XCTAssertEqual(refusal { _ = try session.featureForm(feature: "volcano", when: nil) }?.code, .unknownFeature)
        XCTAssertEqual(refusal { _ = try session.commandOf(seq: 9) }?.code, .unknownEntry)
    }

    func testACommandReturnsTheUpdateTheListenerHears() throws {
        let session = try twoPlayerGame(TallyStore.inMemory())
        let listener = UpdateRecorder()
        let handle = session.addListener(listener: listener)
        let update = try session.execute(command: road(tiles: 3, for: "red"))
        XCTAssertEqual(listener.count, 1)
        XCTAssertEqual(listener.last, update)
        XCTAssertEqual(update.table.players.first?.score, 3)
        guard case .push(let item) = update.change else { return XCTFail("\(update.change)") }
        XCTAssertEqual(item.awards.map(\.points), [3], "the new entry travels with the update, not the whole log")

        let undone = try session.execute(command: .undo)
        XCTAssertEqual(undone.change, .pop(seq: item.seq))
        XCTAssertThrowsError(try session.execute(command: .undo))
        XCTAssertEqual(listener.count, 2, "a refusal is not announced")

        handle.remove()
        _ = try session.execute(command: .redo)
        XCTAssertEqual(listener.count, 2, "a removed listener hears nothing")
    }

    func testAHandleRemovesOnlyItsOwnListener() throws {
        let session = try twoPlayerGame(TallyStore.inMemory())
        let board = UpdateRecorder()
        let form = UpdateRecorder()
        _ = session.addListener(listener: board)
        let formHandle = session.addListener(listener: form)
        formHandle.remove()
        formHandle.remove()
        _ = try session.execute(command: .endTurn)
        XCTAssertEqual(board.count, 1, "the board still hears")
        XCTAssertEqual(form.count, 0)
    }

    func testAListenerMayBeCalledFromAnotherThread() throws {
        let session = try twoPlayerGame(TallyStore.inMemory())
        let listener = UpdateRecorder()
        _ = session.addListener(listener: listener)
        let done = expectation(description: "scored on a background queue")
        let command = road(tiles: 2, for: "blue")
        DispatchQueue.global().async {
            _ = try? session.execute(command: command)
            done.fulfill()
        }
        wait(for: [done], timeout: 10)
        XCTAssertEqual(listener.last?.table.players[1].score, 2)
    }

    func testADraftPreviewsAndRecordsNothingUntilSubmitted() throws {
        let session = try twoPlayerGame(TallyStore.inMemory(), expansions: ["exp01_inns_cathedrals"])
        var update = try session.startDraft(start: .item(kind: .feature, key: "city", step: nil))
        for action in [
            DraftAction.set(item: 0, field: "tiles", player: nil, value: .int(4)),
            .set(item: 0, field: "coats_of_arms", player: nil, value: .int(2)),
            .set(item: 0, field: "cathedral", player: nil, value: .bool(true)),
        ] {
            update = try session.applyDraft(draft: update.draft, action: action)
        }
        let preview = try XCTUnwrap(update.view.preview)
        XCTAssertEqual(preview.awards.map(\.points), [18], "city.base 4x2 + 2x2, city.cathedral +1 per tile and coat: 4 + 2")
        XCTAssertEqual(preview.awards.first?.player, "red", "Ann's knight, the core's starting value")
        XCTAssertEqual(try session.summary().logLength, 0)
        let kept = try draftFromJson(json: try draftToJson(draft: update.draft))
        XCTAssertEqual(kept, update.draft, "a draft kept as JSON reads back the same")
        XCTAssertEqual(try session.draftView(draft: kept), update.view)
        XCTAssertThrowsError(try session.applyDraft(
            draft: update.draft, action: .set(item: 0, field: "tiles", player: nil, value: .int(-1)))) { error in
            guard case TallyError.Refused(_, let field, _)? = error as? TallyError else { return XCTFail("\(error)") }
            XCTAssertEqual(field, "tiles")
        }
        let recorded = try session.submitDraft(draft: update.draft)
        XCTAssertEqual(recorded.table.players.map(\.score), [18, 0])
        XCTAssertEqual(try session.logPage(before: nil, limit: 1).items.first?.edit, .scoring)
    }

    func testAnEditOfAPastEntryIsPreviewedWithWhatItChanges() throws {
        let session = try twoPlayerGame(TallyStore.inMemory())
        _ = try session.execute(command: road(tiles: 3, for: "red"))
        _ = try session.execute(command: road(tiles: 2, for: "blue"))
        let change = try session.previewChange(command: .edit(seq: 1, command: road(tiles: 5, for: "red")))
        XCTAssertEqual(change.players.map(\.score), [5, 2])
        guard case .replace(let removed, let changed) = change.change else { return XCTFail("\(change.change)") }
        XCTAssertEqual(removed, [])
        XCTAssertEqual(changed.map(\.seq), [1])
        XCTAssertEqual(changed.first?.awards.map(\.points), [5])
        XCTAssertEqual(try session.summary().players.map(\.score), [3, 2], "nothing was recorded")
        let deletion = try session.previewChange(command: .delete(seq: 2))
        XCTAssertEqual(deletion.players.map(\.score), [3, 0])
    }

    func testAnOpenGameIsOneSessionForEveryScreen() throws {
        let store = try TallyStore.inMemory()
        let board = try twoPlayerGame(store)
        let heard = UpdateRecorder()
        _ = board.addListener(listener: heard)
        // Another screen opens the same game and scores on it.
        let form = try store.resume(gameId: board.gameId())
        let update = try form.execute(command: road(tiles: 4, for: "blue"))
        XCTAssertEqual(try board.summary(), update.table, "the board sees the form's command")
        XCTAssertEqual(heard.count, 1, "the board's listener heard it")
    }

    func testTheTableModelAnswersForTheScreens() throws {
        let store = try TallyStore.inMemory()
        let base = try twoPlayerGame(store).summary()
        XCTAssertEqual(base.flags, TableFlags(messages: false, darkSpaces: [], robbers: false, builder: false))
        XCTAssertEqual(base.moment, .completed)
        XCTAssertFalse(base.actions.undo.allowed)
        XCTAssertNotNil(base.actions.undo.whyNot)
        XCTAssertTrue(base.actions.endTurn.allowed)
        XCTAssertNil(base.walkthrough)

        let session = try twoPlayerGame(store, expansions: ["mini2_messages", "mini6_robbers"])
        XCTAssertNil(try session.summary().pending)
        let update = try session.execute(command: road(tiles: 5, for: "red"))
        XCTAssertEqual(update.table.flags, TableFlags(messages: true, darkSpaces: messagesDarkSpaces, robbers: true, builder: false))
        XCTAssertEqual(update.table.pending, .dispatch(player: "red", figure: 0, space: 5))
        XCTAssertTrue(update.table.players[0].figures[0].onDarkSpace)
        XCTAssertFalse(update.table.actions.endTurn.allowed, "the dispatch comes first")
        let tiles = try session.catalogue().dispatchTiles
        XCTAssertEqual(tiles.count, 9, "the 2 points and the eight tiles")
        guard case .count(let field, let per)? = tiles.first(where: { $0.key == "knights" })?.form else {
            return XCTFail("knights is a count")
        }
        XCTAssertEqual(per, 2)
        XCTAssertGreaterThan(field.max, field.min)
        let knights = try session.previewChange(command: .resolveDispatch(
            choice: DispatchChoice(tile: "knights", count: 3, inputs: [:]), figure: nil))
        guard case .push(let item) = knights.change else { return XCTFail("a new entry: \(knights.change)") }
        XCTAssertEqual(item.awards.map(\.points), [6], "2 per knight")
        XCTAssertEqual(item.awards.first?.rows.map(\.rule), ["messages.dispatch.knights"])

        _ = try session.execute(command: .undo)
        _ = try session.execute(command: .startEndGame)
        let end = try session.summary()
        XCTAssertEqual(end.moment, .endOfGame)
        XCTAssertEqual(try session.catalogue().endGame.first?.section, "B.1", "the catalogue's end-game order")
        XCTAssertEqual(end.walkthrough?.items.map(\.key), try session.catalogue().endGame.map(\.key))
        XCTAssertTrue(end.walkthrough?.items.contains { $0.automatic && !($0.note ?? "").isEmpty } ?? false,
                      "a robber left on the track is scored by itself")
        XCTAssertFalse(end.scorable.events.contains { event in end.walkthrough?.items.contains { $0.key == event.key && $0.automatic } ?? false },
                       "what the game scores by itself is not offered")
        let form = try session.featureForm(feature: "road", when: nil)
        XCTAssertTrue(form.fields.contains { $0.name == "tiles" && $0.required })
    }

    func testTheLogIsReadInPages() throws {
        let session = try twoPlayerGame(TallyStore.inMemory())
        for _ in 0..<5 { _ = try session.execute(command: .endTurn) }
        let first = try session.logPage(before: nil, limit: 2)
        XCTAssertEqual(first.items.map(\.seq), [5, 4], "newest first")
        XCTAssertEqual(first.total, 5)
        let second = try session.logPage(before: first.nextBefore, limit: 10)
        XCTAssertEqual(second.items.map(\.seq), [3, 2, 1])
        XCTAssertNil(second.nextBefore)
    }

    func testCataloguesComeFromTheCore() throws {
        XCTAssertEqual(editions().map(\.key), ["c1", "c2", "c3", "winter"])
        XCTAssertTrue(expansions().contains { $0.key == "mini2_messages" && $0.group == .minor })
        XCTAssertTrue(presets().contains { $0.key == "big_box_7" })
        XCTAssertEqual(try presetRuleset(key: "big_box_6").edition, .c2)
        XCTAssertTrue(variantChoices().contains { $0.key == "messages_zmg" && $0.options.first?.key == "false" })
        XCTAssertEqual(colours().count, 10)
        XCTAssertEqual(steps().first?.step, .anyTime)
        XCTAssertEqual(steps().first?.code, "Any time", "a step without a reference code is labelled, not keyed")
        XCTAssertEqual(steps().first { $0.step == .scoreFeatures }?.code, "3B")
        XCTAssertEqual(steps().last?.step, .endOfGame)
        let variants = try presetRuleset(key: "big_box_6").variants
        XCTAssertTrue(try withVariant(variants: variants, key: "messages_zmg", option: "true").messagesZmg)
        XCTAssertThrowsError(try withVariant(variants: variants, key: "messages_zmg", option: "maybe"))
        XCTAssertThrowsError(try validateRuleset(ruleset: RulesetSpec(edition: .c3, expansions: ["exp99"], variants: variants)))
    }

    func testTheLocaleChoosesTheCoresLanguage() throws {
        defer { _ = setLocale(tag: "en") }
        XCTAssertEqual(setLocale(tag: "fr-FR"), "fr")
        XCTAssertEqual(setLocale(tag: "cs"), "cs")
        XCTAssertEqual(setLocale(tag: "ja-JP"), "en", "a language Tally does not speak falls back to English")
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
            _ = try session.execute(command: road(tiles: 4, for: "red"))
            gameId = session.gameId()
        }
        let reopened = try TallyStore.open(path: path)
        XCTAssertEqual(try reopened.unfinishedGames().map(\.id), [gameId])
        XCTAssertEqual(try reopened.resume(gameId: gameId).summary().players[0].score, 4)

        let notADatabase = directory.appendingPathComponent("notes.txt")
        try Data("shopping list".utf8).write(to: notADatabase)
        XCTAssertEqual(refusal { _ = try TallyStore.open(path: notADatabase.path) }?.code, .notATallyDatabase)
    }

    func testExportImportRoundTrip() throws {
        let source = try TallyStore.inMemory()
        let session = try twoPlayerGame(source)
        _ = try session.execute(command: road(tiles: 5, for: "blue"))
        _ = try session.execute(command: .startEndGame)
        _ = try session.execute(command: .finish(figures: [:]))
        let document = try source.exportGames(gameIds: [])

        let target = try TallyStore.inMemory()
        let report = try target.importGames(json: document)
        XCTAssertEqual(report.imported.count, 1)
        XCTAssertEqual(try target.importGames(json: document).skipped.count, 1, "importing twice skips")
        let detail = try target.gameDetail(gameId: report.imported[0])
        XCTAssertEqual(detail.standings.first?.player, "blue")
        XCTAssertEqual(refusal { _ = try target.importGames(json: "{\"format\": \"something else\"}") }?.code, .invalidImport)
        XCTAssertEqual(HistoryFilter(), HistoryFilter(player: nil, from: nil, to: nil, finished: nil, expansion: nil,
                                                      limit: nil, offset: 0))
    }
}
