// Runs every game of tests/scenarios/*.json through the Swift bindings, as
// core/tests/scenarios.rs does through the core: each command through
// `GameSession.execute` on TallyStore.inMemory(), then every `expect` key observed
// from the table summary, the newest log entry and the dispatch; for `expect_error`
// the error's code (and field) with the table exactly as before and no listener
// call. Each accepted command's Update is heard once by a listener, and after
// every step the table's flags are those the scenario's ruleset brings. At the end
// the game is closed and resumed from its stored log.

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
        for key in ["allowed", "moment", "robber_spaces", "walkthrough", "dispatch_tiles", "by_category"] {
            XCTAssertTrue(seen.contains(key), "no scenario expects \(key)")
        }
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
        for (index, step) in steps.enumerated() {
            let at = "\(file) step \(index)"
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
            let before = try session.summary()
            let announced = heard.count
            let expectedError = step["expect_error"]
            do {
                let update = try session.execute(command: command)
                if expectedError != nil {
                    XCTFail("\(at): expected an error, the command was accepted")
                }
                XCTAssertEqual(update.table, try session.summary(), "\(at): the returned table is the session's")
                XCTAssertEqual(heard.count, announced + 1, "\(at): the listener hears each accepted command once")
                XCTAssertEqual(heard.last, update, "\(at): the listener hears the returned update")
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
                try check(expect, against: session, at: at)
            }
            XCTAssertEqual(ExpectedFlags(try session.summary().flags), flags, "\(at): table flags")
        }
        return (session.gameId(), try session.summary())
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
    private func check(_ expect: JSONValue, against session: GameSession, at: String) throws {
        guard let expected = expect.objectValue else { return XCTFail("\(at): expect is an object") }
        let observed = try ObservedState.of(session)
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
    var messages = false
    var robbers = false
    var builder = false

    init(messages: Bool = false, robbers: Bool = false, builder: Bool = false) {
        self.messages = messages
        self.robbers = robbers
        self.builder = builder
    }

    init(_ flags: TallyCore.TableFlags) {
        self.init(messages: flags.messages, robbers: flags.robbers, builder: flags.builder)
    }

    /// Written out by hand for each scenario: Messages (with or without the ZMG
    /// variant), the Robbers, Traders & Builders (events-floors.json); the other
    /// games have none of them.
    static func expected(for file: String) -> ExpectedFlags {
        switch file {
        case "messages.json", "messages-zmg.json", "rounds-messages.json": return ExpectedFlags(messages: true)
        case "robbers.json", "rounds-robbers.json": return ExpectedFlags(robbers: true)
        case "events-floors.json": return ExpectedFlags(builder: true)
        default: return ExpectedFlags()
        }
    }

    var description: String {
        "messages: \(messages), robbers: \(robbers), builder: \(builder)"
    }
}
