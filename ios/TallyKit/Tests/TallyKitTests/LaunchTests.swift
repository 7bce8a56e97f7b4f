// Opening the app's database at launch: a database with its own log opens; a
// write-ahead log beside it that is another database's (as a restore or a copy
// leaves it) is refused by the core with `foreignLog`, the players are told, and on
// their word the log is set aside (kept beside the file) and the file opened with
// every game it holds. The foreign log here is real: another database's log, copied
// while that database is still open.

import Foundation
import TallyCore
import XCTest

@testable import TallyKit

@MainActor
final class LaunchTests: XCTestCase, @unchecked Sendable {
    private func seats(_ names: [String]) -> [GameSeat] {
        zip(names, [Colour.red, .blue]).map { GameSeat(rosterId: nil, name: $0, colour: $1) }
    }

    func testAForeignLogIsExplainedAndSetAside() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tally-launch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let mine = directory.appendingPathComponent("tally.db")
        let other = directory.appendingPathComponent("other.db")

        // The app's database, closed cleanly with one game.
        do {
            let launch = LaunchModel(databaseAt: mine, locale: "en", preferences: freshPreferences())
            await launch.act(.open)
            XCTAssertEqual(launch.viewState, .ready)
            let service = try XCTUnwrap(launch.service)
            _ = try await service.newGame(seats: seats(["Ann", "Ben"]), edition: .c3, expansions: [], variants: [:]).get()
            _ = await service.checkpoint()
        }
        try? await Task.sleep(nanoseconds: 200_000_000)  // the game's listener lets go of the store

        // Another database still writing: its log lies beside ours.
        let (otherStore, otherLog) = try await Task.detached {
            let store = try TallyStore.open(path: other.path)
            let session = try store.newGame(
                seats: [GameSeat(rosterId: nil, name: "Cleo", colour: .green), GameSeat(rosterId: nil, name: "Dan", colour: .yellow)],
                ruleset: try presetRuleset(key: "big_box_6"))
            _ = try session.execute(command: .endTurn)
            return (store, try Data(contentsOf: URL(fileURLWithPath: other.path + "-wal")))
        }.value
        XCTAssertFalse(otherLog.isEmpty)
        try otherLog.write(to: URL(fileURLWithPath: mine.path + "-wal"))

        let next = LaunchModel(databaseAt: mine, locale: "en", preferences: freshPreferences())
        await next.act(.open)
        guard case .foreignLog(let reason) = next.viewState else {
            return XCTFail("the core refuses a foreign log: \(next.viewState)")
        }
        XCTAssertFalse(reason.isEmpty, "the core's words")
        XCTAssertNil(next.service)

        await next.act(.setAsideLog)
        XCTAssertEqual(next.viewState, .ready)
        let opened = try XCTUnwrap(next.service)
        let games = try await opened.history().get()
        XCTAssertEqual(games.map { $0.seats.map(\.name) }, [["Ann", "Ben"]], "the file's own game, nothing of the other")
        let kept = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        XCTAssertGreaterThan(kept.count, 2, "the log is kept aside, not deleted: \(kept)")
        withExtendedLifetime(otherStore) {}
    }

    func testAFileThatIsNotADatabaseIsRefusedWithTheCoresWords() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tally-launch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let notes = directory.appendingPathComponent("tally.db")
        try Data("shopping list".utf8).write(to: notes)
        let launch = LaunchModel(databaseAt: notes, locale: "en", preferences: freshPreferences())
        await launch.act(.open)
        guard case .failed(let reason) = launch.viewState else { return XCTFail("\(launch.viewState)") }
        XCTAssertFalse(reason.isEmpty)
    }
}
