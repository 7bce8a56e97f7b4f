// Runs every game of tests/scenarios/*.json through the Swift bindings, as
// core/tests/scenarios.rs does through the core: each command through
// `GameSession.execute` on TallyStore.inMemory(), or each scoring draft through
// `startDraft`/`applyDraft`/`submitDraft` (DraftScenario), then every `expect` key
// observed from the table summary, the newest log entry and the game's catalogue;
// for `expect_error` the error's code (and field) with the table exactly as before
// and no listener call. Each accepted command's Update is heard once by a listener,
// and after every step the table's flags (and the dark spaces) are those the
// scenario's ruleset brings. At the end the game is closed and resumed from its
// stored log. A file is checked whole before it is played (ScenarioStructure): what
// the runner does not understand fails it, naming the file and the step.
//
// The runner (ScenarioRun) returns what went otherwise than written instead of
// failing the test itself, so that the tests below can run it on files they write:
// files with a mistake in them, and the draft scenarios with a draft broken on
// purpose, which must fail.

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

    /// A folder of its own for the files a test writes.
    private func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tally-scenarios-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        return folder
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
        // The table model's keys ("The core decides the table") occur in the files, so the
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

    func testEveryScenarioPlaysAsWritten() throws {
        let files = try Self.scenarioFiles()
        XCTAssertFalse(files.isEmpty)
        for file in files {
            XCTAssertEqual(try ScenarioRun.play(file), [], file.lastPathComponent)
        }
    }

    /// Source: road.base — 3 tiles, 3 points. A misspelled `expect` holding a wrong
    /// score (999), an `expect` on a draft step that only looks, a key unknown in a
    /// draft's view, a field a command does not take and a step with no command fail
    /// the file, naming it and the step; the same steps written correctly play.
    func testAFileTheRunnerDoesNotUnderstandFailsNamingTheFileAndTheStep() throws {
        let folder = try temporaryFolder()
        let road: JSONValue = ["type": "score_feature", "feature": "road", "inputs": ["tiles": 3],
                               "players": [["id": "red", "followers": 1]]]
        let start: JSONValue = ["start": "item", "kind": "feature", "key": "road"]
        let look: JSONValue = ["start": start, "actions": [["action": "set", "item": 0, "field": "tiles", "value": 3]],
                               "view": ["preview": ["red": 3]]]
        func written(_ name: String, _ steps: JSONValue) throws -> URL {
            let scenario: JSONValue = [
                "name": "a file with a mistake",
                "setup": ["players": [["name": "Ann", "colour": "red"], ["name": "Ben", "colour": "blue"]],
                          "ruleset": ["edition": "c3", "expansions": []]],
                "steps": steps,
            ]
            let url = folder.appendingPathComponent(name)
            try scenario.data().write(to: url)
            return url
        }
        let good = try written("good.json", [["command": road, "expect": ["scores": ["red": 3]]],
                                             ["draft": look, "note": "only looks"],
                                             ["command": ["type": "undo"], "expect": ["scores": ["red": 0]]]])
        XCTAssertEqual(try ScenarioRun.play(good), [])
        let cases: [(String, JSONValue, String)] = [
            ("misspelled.json", [["command": road], ["command": ["type": "undo"], "expcet": ["scores": ["red": 999]]]],
             "misspelled.json step 1: unknown key `expcet`"),
            ("look-only.json", [["command": road], ["draft": look, "expect": ["scores": ["red": 999]]]],
             "look-only.json step 1: `expect` on a draft step that carries nothing out"),
            ("look-only-error.json", [["draft": look, "expect_error": ["code": "invalid_input"]]],
             "look-only-error.json step 0: `expect_error` on a draft step that carries nothing out"),
            ("view-key.json", [["draft": ["start": start, "view": ["previwe": ["red": 3]]]]],
             "view-key.json step 0: view: unknown key `previwe`"),
            ("command-key.json", [["command": ["type": "score_feature", "feature": "road", "inptus": ["tiles": 3]]]],
             "command-key.json step 0: score_feature: field(s) [\"inptus\"]"),
            ("no-command.json", [["note": "nothing", "expect": ["scores": ["red": 0]]]],
             "no-command.json step 0: a step is either"),
        ]
        for (name, steps, says) in cases {
            let problems = try ScenarioRun.play(try written(name, steps))
            XCTAssertEqual(problems.count, 1, "\(name): \(problems)")
            XCTAssertTrue(problems.first?.hasPrefix(says) ?? false, "\(name): \(problems)")
        }
    }

    /// The draft steps are played through the bindings: in every scenario with a
    /// draft that records a count (a `set` of a number, then its `command`), that
    /// number changed by one in a copy of the file makes the runner report the step
    /// (its view, the command it records or the scores after it differ from those
    /// written); the copy as it was plays.
    func testADraftBrokenOnPurposeFailsItsScenario() throws {
        let folder = try temporaryFolder()
        var broken = 0
        for url in try Self.scenarioFiles() {
            let scenario = try JSONValue.parse(Data(contentsOf: url))
            var steps = scenario["steps"]?.arrayValue ?? []
            guard let found = Self.firstDraftCount(in: steps) else { continue }
            let (index, number, mutated) = found
            steps[index] = mutated
            var members = scenario.objectValue ?? [:]
            members["steps"] = .array(steps)
            let copy = folder.appendingPathComponent(url.lastPathComponent)
            try JSONValue.object(members).data().write(to: copy)
            let problems = try ScenarioRun.play(copy)
            let step = "\(url.lastPathComponent) step \(index)"
            XCTAssertTrue(problems.contains { $0.hasPrefix(step) }, "\(step) action \(number) changed by one: \(problems)")
            try scenario.data().write(to: copy)
            XCTAssertEqual(try ScenarioRun.play(copy), [], "\(url.lastPathComponent) copied as it was")
            broken += 1
        }
        XCTAssertGreaterThanOrEqual(broken, 3, "the draft scenarios (draft-basics, draft-messages, draft-dispatch...)")
    }

    /// The first draft step that records a command after a `set` of a number: its
    /// index, the action's number and the step with that number one higher.
    private static func firstDraftCount(in steps: [JSONValue]) -> (Int, Int, JSONValue)? {
        for (index, step) in steps.enumerated() {
            guard var draft = step["draft"]?.objectValue, draft["command"] != nil,
                var actions = draft["actions"]?.arrayValue else { continue }
            for (number, action) in actions.enumerated() {
                guard var members = action.objectValue, members["action"]?.stringValue == "set",
                    members["expect_error"] == nil,
                    let value = members["value"]?.intValue else { continue }
                members["value"] = .int(value + 1)
                actions[number] = .object(members)
                draft["actions"] = .array(actions)
                var changed = step.objectValue ?? [:]
                changed["draft"] = .object(draft)
                return (index, number, .object(changed))
            }
        }
        return nil
    }
}

/// Plays one scenario file through the bindings and says what went otherwise than
/// written, each problem naming the file and the step (empty: all as written).
final class ScenarioRun {
    private let file: String
    private var problems: [String] = []

    private init(file: String) {
        self.file = file
    }

    static func play(_ url: URL) throws -> [String] {
        let run = ScenarioRun(file: url.lastPathComponent)
        try run.play(url)
        return run.problems
    }

    private func fail(_ message: String) {
        problems.append(message)
    }

    private func expect(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { problems.append(message()) }
    }

    private func equal<T: Equatable>(_ got: T, _ want: T, _ message: @autoclosure () -> String) {
        if got != want { problems.append("\(message()): got \(got), expected \(want)") }
    }

    private func play(_ url: URL) throws {
        let scenario = try JSONValue.parse(Data(contentsOf: url))
        if let problem = ScenarioStructure.problem(file: file, scenario: scenario) {
            return fail(problem)
        }
        guard let setupJSON = scenario["setup"], let steps = scenario["steps"]?.arrayValue else {
            return fail("\(file): a scenario needs a setup and steps")
        }
        let store = try TallyStore.inMemory()
        let setup = try ScenarioJSON.setup(setupJSON)
        let flags = ExpectedFlags.expected(for: file)
        // The session is let go of at the end of `playSteps`: the game is closed then.
        let (gameId, last) = try playSteps(
            steps, on: store.newGame(seats: setup.seats, ruleset: setup.ruleset), flags: flags)
        // The store replays the stored log of a closed game: the same table comes back.
        let resumed = try store.resume(gameId: gameId).summary()
        equal(resumed, last, "\(file): replaying the stored log gives the same table")
    }

    /// Plays the steps; the game's id and its last table.
    private func playSteps(_ steps: [JSONValue], on session: GameSession, flags: ExpectedFlags) throws
        -> (Int64, TableSummary)
    {
        let heard = UpdateRecorder()
        let handle = session.addListener(listener: heard)
        defer { handle.remove() }
        let catalogue = try session.catalogue()
        equal(catalogue.dispatchTiles.isEmpty, !flags.messages, "\(file): dispatch tiles only with Messages")
        for (index, step) in steps.enumerated() {
            let at = "\(file) step \(index)"
            let before = try session.summary()
            let announced = heard.count
            let expectedError = step["expect_error"]
            let carry: () throws -> Update
            if let draft = step["draft"] {
                guard let submit = try playDraft(draft, on: session, at: at) else {
                    // The step only looks at the draft: nothing is recorded.
                    equal(try session.summary(), before, "\(at): a draft recorded something")
                    equal(heard.count, announced, "\(at): a draft is not announced")
                    continue
                }
                carry = submit
            } else {
                guard let json = step["command"] else {
                    fail("\(at): no command")
                    break
                }
                let command = try ScenarioJSON.command(json)
                carry = { try session.execute(command: command) }
            }
            do {
                let update = try carry()
                if expectedError != nil {
                    fail("\(at): expected an error, the command was accepted")
                }
                equal(update.table, try session.summary(), "\(at): the returned table is the session's")
                equal(heard.count, announced + 1, "\(at): the listener hears each accepted command once")
                equal(heard.last, update, "\(at): the listener hears the returned update")
                if let written = step["draft"]?["command"] {
                    try check(recordedBy: update, on: session, against: written, at: at)
                }
            } catch let error as TallyError {
                guard let expectedError else {
                    fail("\(at): refused: \(error)")
                    continue
                }
                check(error, against: expectedError, at: at)
                equal(try session.summary(), before, "\(at): a refused command changed the table")
                equal(heard.count, announced, "\(at): a refused command is not announced")
            }
            if let expect = step["expect"] {
                try check(expect, against: session, catalogue: catalogue, at: at)
            }
            let summary = try session.summary()
            equal(ExpectedFlags(summary.flags), flags, "\(at): table flags")
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
                fail("\(at): expected the draft to be refused")
            } catch let error as TallyError {
                check(error, against: expected, at: at)
            }
            return nil
        }
        var update: DraftUpdate
        do {
            update = try session.startDraft(start: start)
        } catch let error as TallyError {
            fail("\(at): draft refused: \(error)")
            return nil
        }
        for (number, json) in (spec["actions"]?.arrayValue ?? []).enumerated() {
            var plain = json.objectValue ?? [:]
            let expectedError = plain.removeValue(forKey: "expect_error")
            let action = try DraftScenario.action(.object(plain))
            do {
                let next = try session.applyDraft(draft: update.draft, action: action)
                if expectedError != nil {
                    fail("\(at) action \(number): expected a refusal")
                } else {
                    update = next
                }
            } catch let error as TallyError {
                guard let expectedError else {
                    fail("\(at) action \(number): refused: \(error)")
                    continue
                }
                check(error, against: expectedError, at: "\(at) action \(number)")
            }
        }
        if let expected = spec["view"] {
            check(view: update.view, against: expected, at: at)
        }
        let kept = try draftFromJson(json: try draftToJson(draft: update.draft))
        equal(kept, update.draft, "\(at): a draft kept as JSON reads back the same")
        equal(try session.draftView(draft: kept), update.view, "\(at): and draws the same")
        guard spec["command"] != nil else { return nil }
        let draft = update.draft
        return { try session.submitDraft(draft: draft) }
    }

    /// The command a submitted draft recorded, read back from the log (the edited
    /// entry's for an edit), against the one the step writes.
    private func check(recordedBy update: Update, on session: GameSession, against written: JSONValue, at: String) throws {
        let expected = try ScenarioJSON.command(written)
        if case .edit(let seq, let inner) = expected {
            equal(try session.commandOf(seq: seq), inner, "\(at): the edit the draft recorded")
        } else {
            equal(try session.commandOf(seq: update.table.lastSeq), expected, "\(at): the draft's command")
        }
    }

    /// As `check_view` in scenarios.rs: `items` item by item, each item's keys only
    /// as written.
    private func check(view: DraftView, against expected: JSONValue, at: String) {
        let observed = DraftScenario.observedView(view)
        for (key, want) in (expected.objectValue ?? [:]).sorted(by: { $0.key < $1.key }) {
            guard let got = observed[key] else {
                fail("\(at): unknown view key `\(key)`")
                continue
            }
            guard key == "items" else {
                equal(got, want, "\(at): view \(key)")
                continue
            }
            let gotItems = got.arrayValue ?? []
            let wantItems = want.arrayValue ?? []
            equal(gotItems.count, wantItems.count, "\(at): view items")
            for (number, (gotItem, wantItem)) in zip(gotItems, wantItems).enumerated() {
                for (itemKey, itemWant) in (wantItem.objectValue ?? [:]).sorted(by: { $0.key < $1.key }) {
                    equal(gotItem[itemKey], itemWant, "\(at): view item \(number) \(itemKey)")
                }
            }
        }
    }

    private func check(_ error: TallyError, against expected: JSONValue, at: String) {
        guard let code = expected["code"]?.stringValue else { return fail("\(at): expect_error needs a code") }
        guard case .Refused(let refused, let field, _) = error else {
            return fail("\(at): expected a refusal with code \(code), got \(error)")
        }
        equal(ObservedState.snakeCase(refused), code, "\(at): code of \(error)")
        if let expectedField = expected["field"]?.stringValue {
            equal(field, expectedField, "\(at): field of \(error)")
        }
    }

    /// As `check` in scenarios.rs: in maps, only the entries named are compared.
    private func check(_ expect: JSONValue, against session: GameSession, catalogue: TableCatalogue, at: String) throws {
        guard let expected = expect.objectValue else { return fail("\(at): expect is an object") }
        let observed = try ObservedState.of(session, catalogue: catalogue)
        for key in expected.keys.sorted() {
            let want = expected[key]!
            guard let got = observed[key] else {
                fail("\(at): unknown expect key `\(key)`")
                continue
            }
            if ObservedState.partialKeys.contains(key), let entries = want.objectValue {
                guard got.objectValue != nil else {
                    fail("\(at): \(key) is \(got), expected entries \(want)")
                    continue
                }
                for entry in entries.keys.sorted() {
                    equal(got[entry], entries[entry], "\(at): \(key).\(entry)")
                }
            } else {
                equal(got, want, "\(at): \(key)")
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
