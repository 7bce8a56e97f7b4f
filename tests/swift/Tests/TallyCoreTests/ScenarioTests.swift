// Runs every game of tests/scenarios/*.json through the Swift bindings, as
// core/tests/scenarios.rs does through the core: each command as its GameSession
// call on TallyStore.inMemory(), then every `expect` key, or for `expect_error` the
// error's own `code` (and the field of an InvalidInput) with the state exactly as
// before; after every step the state's table flags (two figures, dark spaces,
// robbers, builder) are the ones the scenario's ruleset brings.

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
        XCTAssertTrue(names.contains("base-game.json"), "\(names)")
    }

    func testTheTableFlagsAreCheckedInTheMessagesAndRobbersScenarios() throws {
        let names = try Self.scenarioFiles().map(\.lastPathComponent)
        for name in ["messages.json", "messages-zmg.json", "robbers.json", "events-floors.json"] {
            XCTAssertTrue(names.contains(name), "\(name) in \(names)")
        }
        XCTAssertEqual(TableFlags.expected(for: "messages.json"), TableFlags(twoFigures: true, darkSpaces: TableFlags.messagesDarkSpaces))
        XCTAssertEqual(TableFlags.expected(for: "robbers.json"), TableFlags(robbersInPlay: true))
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
        guard let setup = scenario["setup"], let steps = scenario["steps"]?.arrayValue else {
            return XCTFail("\(file): a scenario needs a setup and steps")
        }
        let store = try TallyStore.inMemory()
        let flags = TableFlags.expected(for: file)
        // The session is let go of at the end of `playSteps`: the game is closed then.
        let (gameId, last) = try playSteps(steps, on: store.newGame(game: ScenarioJSON.newGame(setup)), file: file, flags: flags)
        // The store replays the stored log of a closed game: the same game comes back
        // (while a game is open, resume hands out its session itself).
        let resumed = try store.resume(gameId: gameId).state()
        XCTAssertEqual(resumed, last, "\(file): replaying the stored log gives the same state")
        XCTAssertEqual(TableFlags(resumed), flags, "\(file): table flags of the resumed game")
    }

    /// Plays the steps; the game's id and its last state.
    private func playSteps(_ steps: [JSONValue], on session: GameSession, file: String, flags: TableFlags) throws -> (Int64, GameState) {
        let heard = StateRecorder()
        session.addListener(listener: heard)
        for (index, step) in steps.enumerated() {
            let at = "\(file) step \(index)"
            guard let json = step["command"] else {
                XCTFail("\(at): no command")
                break
            }
            let command: ScenarioCommand
            do {
                command = try ScenarioJSON.command(json)
            } catch {
                XCTFail("\(at): bad command: \(error)")
                break
            }
            let before = session.state()
            let announced = heard.count
            let expectedError = step["expect_error"]
            do {
                let returned = try command.run(on: session)
                if expectedError != nil {
                    XCTFail("\(at): expected an error, the command was accepted")
                }
                XCTAssertEqual(returned, session.state(), "\(at): the returned state is the session's state")
                XCTAssertEqual(heard.count, announced + 1, "\(at): the listener hears each accepted command once")
                XCTAssertEqual(heard.last, returned, "\(at): the listener hears the new state")
            } catch let error as TallyError {
                guard let expectedError else {
                    XCTFail("\(at): refused: \(error)")
                    continue
                }
                check(error, against: expectedError, at: at)
                XCTAssertEqual(session.state(), before, "\(at): a refused command changed the state")
                XCTAssertEqual(heard.count, announced, "\(at): a refused command is not announced")
            }
            if let expect = step["expect"] {
                check(expect, against: session.state(), at: at)
            }
            XCTAssertEqual(TableFlags(session.state()), flags, "\(at): table flags")
        }
        return (session.gameId(), session.state())
    }

    private func check(_ error: TallyError, against expected: JSONValue, at: String) {
        guard let code = expected["code"]?.stringValue else { return XCTFail("\(at): expect_error needs a code") }
        XCTAssertEqual(error.code, code, "\(at): code of \(error)")
        if let field = expected["field"]?.stringValue {
            guard case .InvalidInput(let named, _, _) = error else {
                return XCTFail("\(at): expected an InvalidInput naming \(field), got \(error)")
            }
            XCTAssertEqual(named, field, "\(at): field of \(error)")
        }
    }

    /// Like `check` in scenarios.rs: per-player maps compare only the players named.
    private func check(_ expect: JSONValue, against state: GameState, at: String) {
        guard let expected = expect.objectValue else { return XCTFail("\(at): expect is an object") }
        let observed = ObservedState.of(state)
        for key in expected.keys.sorted() {
            let want = expected[key]!
            guard let got = observed[key] else {
                XCTFail("\(at): unknown expect key `\(key)`")
                continue
            }
            if ObservedState.perPlayerKeys.contains(key) {
                guard let players = want.objectValue else {
                    XCTFail("\(at): \(key) is a per-player map")
                    continue
                }
                for player in players.keys.sorted() {
                    XCTAssertEqual(got[player], players[player], "\(at): \(key).\(player)")
                }
            } else {
                XCTAssertEqual(got, want, "\(at): \(key)")
            }
        }
    }
}

/// A GameListener that keeps what it hears.
final class StateRecorder: GameListener, @unchecked Sendable {
    private let lock = NSLock()
    private var states: [GameState] = []

    func onStateChanged(state: GameState) {
        lock.lock()
        defer { lock.unlock() }
        states.append(state)
    }

    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return states.count
    }

    var last: GameState? {
        lock.lock()
        defer { lock.unlock() }
        return states.last
    }
}

extension TallyError {
    /// The core's error code (`Error::code()`), which every variant carries.
    var code: String {
        switch self {
        case .InvalidInput(_, let code, _), .UnknownKey(_, let code, _), .NotAvailable(_, let code, _),
            .UnknownPlayer(_, let code, _), .InvalidCommand(let code, _), .NothingToChange(let code, _),
            .EntryRefused(_, _, let code, _), .WouldGoNegative(_, _, _, let code, _), .Storage(let code, _),
            .InvalidImport(let code, _), .NotFound(_, let code, _), .Internal(let code, _):
            return code
        }
    }
}

/// The state's table flags: Messages' second figure and dark spaces, the robbers, the builder.
struct TableFlags: Equatable, CustomStringConvertible {
    var twoFigures = false
    var darkSpaces: [UInt32] = []
    var robbersInPlay = false
    var builderInPlay = false

    /// The dark dispatch spaces of the track with Messages.
    static let messagesDarkSpaces: [UInt32] = [0, 5, 10, 15, 20, 25, 30, 35, 40, 45]

    init(twoFigures: Bool = false, darkSpaces: [UInt32] = [], robbersInPlay: Bool = false, builderInPlay: Bool = false) {
        self.twoFigures = twoFigures
        self.darkSpaces = darkSpaces
        self.robbersInPlay = robbersInPlay
        self.builderInPlay = builderInPlay
    }

    init(_ state: GameState) {
        self.init(twoFigures: state.twoFigures, darkSpaces: state.darkSpaces, robbersInPlay: state.robbersInPlay,
                  builderInPlay: state.builderInPlay)
    }

    /// Written out by hand for each scenario: Messages (with or without the ZMG
    /// variant), the Robbers, Traders & Builders (events-floors.json); the other
    /// games have none of them.
    static func expected(for file: String) -> TableFlags {
        switch file {
        case "messages.json", "messages-zmg.json": return TableFlags(twoFigures: true, darkSpaces: messagesDarkSpaces)
        case "robbers.json": return TableFlags(robbersInPlay: true)
        case "events-floors.json": return TableFlags(builderInPlay: true)
        default: return TableFlags()
        }
    }

    var description: String {
        "twoFigures: \(twoFigures), darkSpaces: \(darkSpaces), robbers: \(robbersInPlay), builder: \(builderInPlay)"
    }
}
