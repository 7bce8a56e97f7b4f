// Runs every game of tests/scenarios/*.json through the Swift bindings, as
// core/tests/scenarios.rs does through the core: each command as its GameSession
// call on TallyStore.inMemory(), then every `expect` key, or for `expect_error` the
// error's code (and field) with the state exactly as before.

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
        let session = try store.newGame(game: ScenarioJSON.newGame(setup))
        let heard = StateRecorder()
        session.addListener(listener: heard)

        for (index, step) in steps.enumerated() {
            let at = "\(file) step \(index)"
            guard let json = step["command"] else { return XCTFail("\(at): no command") }
            let command: ScenarioCommand
            do {
                command = try ScenarioJSON.command(json)
            } catch {
                return XCTFail("\(at): bad command: \(error)")
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
        }
        // The store replays the stored log: the same game comes back.
        let resumed = try store.resume(gameId: session.gameId())
        XCTAssertEqual(resumed.state(), session.state(), "\(file): replaying the stored log gives the same state")
    }

    private func check(_ error: TallyError, against expected: JSONValue, at: String) {
        guard let code = expected["code"]?.stringValue else { return XCTFail("\(at): expect_error needs a code") }
        let codes = ErrorCodes.codes(of: error)
        XCTAssertTrue(codes.contains(code), "\(at): expected \(code), got \(error) (codes \(codes.sorted()))")
        if let field = expected["field"] {
            XCTAssertEqual(ErrorCodes.field(of: error), field.stringValue, "\(at): field of \(error)")
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
