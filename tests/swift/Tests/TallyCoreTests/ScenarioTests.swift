// Runs every game of tests/scenarios/*.json through the Swift bindings, as
// core/tests/scenarios.rs does through the core: each command through
// `GameSession.execute` on TallyStore.inMemory(), or each scoring draft through
// `startDraft`/`applyDraft`/`submitDraft` (DraftScenario), then every `expect` key
// observed from the table summary, the newest log entry and the game's catalogue;
// for `expect_error` the error's code (and field) with the table exactly as before
// and no listener call. Each accepted command's Update is heard once by a listener,
// and after every step the table's flags (and the dark spaces) are those the
// scenario's ruleset brings. At the end the game is closed and resumed from its
// stored log.

import Foundation
import TallyCore
import XCTest

final class ScenarioTests: XCTestCase {
    /// tests/scenarios, found from this file (TALLY_SCENARIOS_DIR overrides).
    static var scenarioDirectory: URL {
        if let dir = ProcessInfo.processInfo.environment["TALLY_SCENARIOS_DIR"] {
            return URL(fileURLWithPath: dir)
        }
        return URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()  // TallyCoreTests
            .deletingLastPathComponent()  // Tests
            .deletingLastPathComponent()  // swift
            .appendingPathComponent("../scenarios")
            .standardizedFileURL
    }

    static func scenarioFiles() throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: scenarioDirectory, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "json" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    func testTheSharedScenarioFilesAreFound() throws {
        let names = try Self.scenarioFiles().map(\.lastPathComponent)
        XCTAssertFalse(names.isEmpty, "no scenario files in \(Self.scenarioDirectory.path)")
        for name in ["base-game.json", "messages.json", "robbers.json", "rounds-messages.json", "rounds-robbers.json",
                     "active-player.json", "edit-during-end-game.json"] {
            XCTAssertTrue(names.contains(name), "\(name) in \(names)")
        }
    }

    func testTheNewExpectationKeysAreChecked() throws {
        // The keys of issue "The core decides the table" occur in the files, so the
        // Swift runner compares them (an unknown key fails the run).
        var seen = Set<String>()
        for file in try Self.scenarioFiles() {
            let scenario = try JSONValue.parse(Data(contentsOf: file))
            for step in scenario["steps"]?.arrayValue ?? [] {
                if let keys = step["expect"]?.objectValue?.keys { seen.formUnion(keys) }
            }
        }
        for key in ["allowed", "moment", "robber_spaces", "walkthrough", "dispatch_tiles", "by_category", "last_edit"] {
            XCTAssertTrue(seen.contains(key), "no scenario expects \(key)")
        }
    }

    func testTheDraftStepsArePlayed() throws {
        // Every kind of draft step of the files is one the runner plays (an unknown
        // start or action fails the run).
        var starts = Set<String>()
        var actions = Set<String>()
        var keys = Set<String>()
        for file in try Self.scenarioFiles() {
            let scenario = try JSONValue.parse(Data(contentsOf: file))
            for step in scenario["steps"]?.arrayValue ?? [] {
                guard let draft = step["draft"] else { continue }
                keys.formUnion(draft.objectValue?.keys ?? [:].keys)
                if let start = draft["start"]?["start"]?.stringValue { starts.insert(start) }
                for action in draft["actions"]?.arrayValue ?? [] {
                    if let name = action["action"]?.stringValue { actions.insert(name) }
                }
            }
        }
        XCTAssertTrue(starts.isSuperset(of: ["item", "edit", "dispatch"]), "\(starts)")
        XCTAssertTrue(actions.isSuperset(of: ["set", "adjust", "add", "choose_figure", "confirm_nobody_scores",
                                              "choose_tile", "set_count", "adjust_count"]), "\(actions)")
        XCTAssertTrue(keys.isSuperset(of: ["start", "actions", "view", "command", "start_error"]), "\(keys)")
    }

    func testEveryScenarioPlaysAsWritten() throws {
        let files = try Self.scenarioFiles()
        XCTAssertFalse(files.isEmpty)
        for file in files {
            try play(file)
        }
    }

    private func play(_ url: URL) throws {
        let file = url.lastPathComponent
        let scenario = try JSONValue.parse(Data(contentsOf: url))
        guard let setupJSON = scenario["setup"], let steps = scenario["steps"]?.arrayValue else {
            return XCTFail("\(file): a scenario needs a setup and steps")
        }
        let store = try TallyStore.inMemory()
        let setup = try ScenarioJSON.setup(setupJSON)
        let flags = ExpectedFlags.expected(for: file)
        // The session is let go of at the end of `playSteps`: the game is closed then.
        let (gameId, last) = try playSteps(
            steps, on: store.newGame(seats: setup.seats, ruleset: setup.ruleset), file: file, flags: flags)
        // The store replays the stored log of a closed game: the same table comes back.
        let resumed = try store.resume(gameId: gameId).summary()
        XCTAssertEqual(resumed, last, "\(file): replaying the stored log gives the same table")
    }

    /// Plays the steps; the game's id and its last table.
    private func playSteps(_ steps: [JSONValue], on session: GameSession, file: String, flags: ExpectedFlags) throws
        -> (Int64, TableSummary)
    {
        let heard = UpdateRecorder()
        let handle = session.addListener(listener: heard)
        defer { handle.remove() }
        let catalogue = try session.catalogue()
        XCTAssertEqual(catalogue.dispatchTiles.isEmpty, !flags.messages, "\(file): dispatch tiles only with Messages")
        for (index, step) in steps.enumerated() {
            let at = "\(file) step \(index)"
            let before = try session.summary()
            let announced = heard.count
            let expectedError = step["expect_error"]
            let carry: () throws -> Update
            if let draft = step["draft"] {
                guard let submit = try playDraft(draft, on: session, at: at) else {
                    // The step only looks at the draft: nothing is recorded.
                    XCTAssertEqual(try session.summary(), before, "\(at): a draft recorded something")
                    XCTAssertEqual(heard.count, announced, "\(at): a draft is not announced")
                    continue
                }
                carry = submit
            } else {
                guard let json = step["command"] else {
                    XCTFail("\(at): no command")
                    break
                }
                let command: Command
                do {
                    command = try ScenarioJSON.command(json)
                } catch {
                    XCTFail("\(at): bad command: \(error)")
                    break
                }
                carry = { try session.execute(command: command) }
            }
            do {
                let update = try carry()
                if expectedError != nil {
                    XCTFail("\(at): expected an error, the command was accepted")
                }
                XCTAssertEqual(update.table, try session.summary(), "\(at): the returned table is the session's")
                XCTAssertEqual(heard.count, announced + 1, "\(at): the listener hears each accepted command once")
                XCTAssertEqual(heard.last, update, "\(at): the listener hears the returned update")
                if let written = step["draft"]?["command"] {
                    try check(recordedBy: update, on: session, against: written, at: at)
                }
            } catch let error as TallyError {
                guard let expectedError else {
                    XCTFail("\(at): refused: \(error)")
                    continue
                }
                check(error, against: expectedError, at: at)
                XCTAssertEqual(try session.summary(), before, "\(at): a refused command changed the table")
                XCTAssertEqual(heard.count, announced, "\(at): a refused command is not announced")
            }
            if let expect = step["expect"] {
                try check(expect, against: session, catalogue: catalogue, at: at)
            }
            let summary = try session.summary()
            XCTAssertEqual(ExpectedFlags(summary.flags), flags, "\(at): table flags")
        }
        return (session.gameId(), try session.summary())
    }

    /// A draft step: started, its actions applied (refusals as written, the draft
    /// unchanged), its view checked, kept as JSON and read back. Returns how to submit
    /// it when the step writes the command it records; nil when it only looks.
    private func playDraft(_ spec: JSONValue, on session: GameSession, at: String) throws -> (() throws -> Update)? {
        let start = try DraftScenario.start(spec["start"] ?? .null)
        if let expected = spec["start_error"] {
            do {
                _ = try session.startDraft(start: start)
                XCTFail("\(at): expected the draft to be refused")
            } catch let error as TallyError {
                check(error, against: expected, at: at)
            }
            return nil
        }
        var update = try session.startDraft(start: start)
        for (number, json) in (spec["actions"]?.arrayValue ?? []).enumerated() {
            var plain = json.objectValue ?? [:]
            let expectedError = plain.removeValue(forKey: "expect_error")
            let action = try DraftScenario.action(.object(plain))
            do {
                let next = try session.applyDraft(draft: update.draft, action: action)
                if expectedError != nil {
                    XCTFail("\(at) action \(number): expected a refusal")
                } else {
                    update = next
                }
            } catch let error as TallyError {
                guard let expectedError else {
                    XCTFail("\(at) action \(number): refused: \(error)")
                    continue
                }
                check(error, against: expectedError, at: "\(at) action \(number)")
            }
        }
        if let expected = spec["view"] {
            check(view: update.view, against: expected, at: at)
        }
        let kept = try draftFromJson(json: try draftToJson(draft: update.draft))
        XCTAssertEqual(kept, update.draft, "\(at): a draft kept as JSON reads back the same")
        XCTAssertEqual(try session.draftView(draft: kept), update.view, "\(at): and draws the same")
        guard spec["command"] != nil else { return nil }
        let draft = update.draft
        return { try session.submitDraft(draft: draft) }
    }

    /// The command a submitted draft recorded, read back from the log (the edited
    /// entry's for an edit), against the one the step writes.
    private func check(recordedBy update: Update, on session: GameSession, against written: JSONValue, at: String) throws {
        let expected = try ScenarioJSON.command(written)
        if case .edit(let seq, let inner) = expected {
            XCTAssertEqual(try session.commandOf(seq: seq), inner, "\(at): the edit the draft recorded")
        } else {
            XCTAssertEqual(try session.commandOf(seq: update.table.lastSeq), expected, "\(at): the draft's command")
        }
    }

    /// As `check_view` in scenarios.rs: `items` item by item, each item's keys only
    /// as written.
    private func check(view: DraftView, against expected: JSONValue, at: String) {
        let observed = DraftScenario.observedView(view)
        for (key, want) in (expected.objectValue ?? [:]).sorted(by: { $0.key < $1.key }) {
            guard let got = observed[key] else {
                XCTFail("\(at): unknown view key `\(key)`")
                continue
            }
            guard key == "items" else {
                XCTAssertEqual(got, want, "\(at): view \(key)")
                continue
            }
            let gotItems = got.arrayValue ?? []
            let wantItems = want.arrayValue ?? []
            XCTAssertEqual(gotItems.count, wantItems.count, "\(at): view items")
            for (number, (gotItem, wantItem)) in zip(gotItems, wantItems).enumerated() {
                for (itemKey, itemWant) in (wantItem.objectValue ?? [:]).sorted(by: { $0.key < $1.key }) {
                    XCTAssertEqual(gotItem[itemKey], itemWant, "\(at): view item \(number) \(itemKey)")
                }
            }
        }
    }

    private func check(_ error: TallyError, against expected: JSONValue, at: String) {
        guard let code = expected["code"]?.stringValue else { return XCTFail("\(at): expect_error needs a code") }
        guard case .Refused(let refused, let field, _) = error else {
            return XCTFail("\(at): expected a refusal with code \(code), got \(error)")
        }
        XCTAssertEqual(ObservedState.snakeCase(refused), code, "\(at): code of \(error)")
        if let expectedField = expected["field"]?.stringValue {
            XCTAssertEqual(field, expectedField, "\(at): field of \(error)")
        }
    }

    /// As `check` in scenarios.rs: in maps, only the entries named are compared.
    private func check(_ expect: JSONValue, against session: GameSession, catalogue: TableCatalogue, at: String) throws {
        guard let expected = expect.objectValue else { return XCTFail("\(at): expect is an object") }
        let observed = try ObservedState.of(session, catalogue: catalogue)
        for key in expected.keys.sorted() {
            let want = expected[key]!
            guard let got = observed[key] else {
                XCTFail("\(at): unknown expect key `\(key)`")
                continue
            }
            if ObservedState.partialKeys.contains(key), let entries = want.objectValue {
                guard got.objectValue != nil else {
                    XCTFail("\(at): \(key) is \(got), expected entries \(want)")
                    continue
                }
                for entry in entries.keys.sorted() {
                    XCTAssertEqual(got[entry], entries[entry], "\(at): \(key).\(entry)")
                }
            } else {
                XCTAssertEqual(got, want, "\(at): \(key)")
            }
        }
    }
}

/// A GameListener that keeps what it hears.
final class UpdateRecorder: GameListener, @unchecked Sendable {
    private let lock = NSLock()
    private var updates: [Update] = []
    private var threads: [Bool] = []

    func onUpdate(update: Update) throws {
        lock.lock()
        defer { lock.unlock() }
        updates.append(update)
        threads.append(Thread.isMainThread)
    }

    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return updates.count
    }

    var last: Update? {
        lock.lock()
        defer { lock.unlock() }
        return updates.last
    }
}

/// What the mini-expansions put on the table: Messages, the Robbers, the builder.
struct ExpectedFlags: Equatable, CustomStringConvertible {
    /// The dark spaces of the Messages scoreboard (0.3): every fifth space, 0 to 45.
    static let messagesDarkSpaces: [UInt32] = [0, 5, 10, 15, 20, 25, 30, 35, 40, 45]

    var messages = false
    var darkSpaces: [UInt32] = []
    var robbers = false
    var builder = false

    init(messages: Bool = false, robbers: Bool = false, builder: Bool = false) {
        self.messages = messages
        darkSpaces = messages ? Self.messagesDarkSpaces : []
        self.robbers = robbers
        self.builder = builder
    }

    init(_ flags: TallyCore.TableFlags) {
        self.init(messages: flags.messages, robbers: flags.robbers, builder: flags.builder)
        darkSpaces = flags.darkSpaces
    }

    /// Written out by hand for each scenario: Messages (with or without the ZMG
    /// variant), the Robbers, Traders & Builders (events-floors.json); the other
    /// games have none of them.
    static func expected(for file: String) -> ExpectedFlags {
        switch file {
        case "messages.json", "messages-zmg.json", "rounds-messages.json", "draft-messages.json",
             "draft-dispatch.json":
            return ExpectedFlags(messages: true)
        case "robbers.json", "rounds-robbers.json": return ExpectedFlags(robbers: true)
        case "events-floors.json": return ExpectedFlags(builder: true)
        default: return ExpectedFlags()
        }
    }

    var description: String {
        "messages: \(messages), dark spaces: \(darkSpaces), robbers: \(robbers), builder: \(builder)"
    }
}
