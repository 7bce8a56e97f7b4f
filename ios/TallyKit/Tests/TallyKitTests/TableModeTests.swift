// The phone lying in the middle of the table: the table-mode scoreboard
// (every space numbered, the core's dark spaces marked, the active player's colour
// as the highlight, each player once), the screen kept on while a game is open
// (a setting, on unless switched off), and what the players hear: a figure passing
// 50 and 100 with the tile it takes, and an undo that names what it took back.
// Points from the reference (C3): city.base 2 per tile, so 25 tiles give 50.

import Foundation
import TallyCore
import XCTest

@testable import TallyKit

@MainActor
final class TableModeTests: XCTestCase, @unchecked Sendable {
    func testTheTableModeDrawsTheTrackAroundTheScores() async throws {
        let table = try await Table.make()
        let board = try await table.start([("Ann", .red), ("Ben", .blue)], expansions: ["mini2_messages"])
        XCTAssertFalse(board.viewState.tableMode, "the list until the players switch")
        await board.act(.setTableMode(true))
        let state = board.viewState
        XCTAssertTrue(state.tableMode)
        XCTAssertEqual(state.spaces.map(\.number), Array(0..<50), "every space numbered")
        XCTAssertEqual(state.spaces.filter(\.isDark).map(\.number), [0, 5, 10, 15, 20, 25, 30, 35, 40, 45],
                       "the dark dispatch spaces of Messages (0.3), as the core names them")
        XCTAssertEqual(state.spaces[0].markers.count, 4, "two figures each on space 0")
        XCTAssertEqual(state.players.map(\.name), ["Ann", "Ben"], "each player once")
        XCTAssertEqual(state.highlight, table.service.catalog.rgb(of: .red), "Ann plays: her colour")

        await board.act(.endTurn)
        XCTAssertEqual(board.viewState.highlight, table.service.catalog.rgb(of: .blue), "Ben's turn: his colour")

        // The base game has no dark spaces.
        let base = try await table.start([("Cleo", .green), ("Dan", .yellow)])
        XCTAssertEqual(base.viewState.spaces.filter(\.isDark), [])
        XCTAssertTrue(base.viewState.tableMode, "the table mode is the phone's setting, for every game")
    }

    func testTheTableModeAndTheScreenSettingSurviveTheAppBeingKilled() async throws {
        let suite = "tally-tests-\(UUID().uuidString)"
        let defaults = try XCTUnwrap(UserDefaults(suiteName: suite))
        defer { defaults.removePersistentDomain(forName: suite) }

        let table = try await Table.make(preferences: AppPreferences(defaults: defaults))
        let board = try await table.start([("Ann", .red), ("Ben", .blue)])
        XCTAssertTrue(board.viewState.keepsScreenAwake, "kept on while a game is open, unless switched off")
        let settings = SettingsModel(service: table.service)
        await settings.act(.setKeepScreenAwake(false))
        XCTAssertFalse(settings.viewState.keepScreenAwake)
        XCTAssertFalse(board.viewState.keepsScreenAwake)
        await board.act(.setTableMode(true))

        // A new process reads the same defaults.
        let reopened = AppPreferences(defaults: defaults)
        XCTAssertTrue(reopened.tableMode)
        XCTAssertFalse(reopened.keepScreenAwake)
        let again = try await Table.make(preferences: reopened)
        let next = try await again.start([("Ann", .red), ("Ben", .blue)])
        XCTAssertTrue(next.viewState.tableMode)
        XCTAssertFalse(next.viewState.keepsScreenAwake)
        XCTAssertFalse(SettingsModel(service: again.service).viewState.keepScreenAwake)
    }

    func testPassingFiftyAndAHundredIsAnnounced() async throws {
        let table = try await Table.make()
        let board = try await table.start([("Ann", .red), ("Ben", .blue)])
        try await board.score("city", ["tiles": 20])
        XCTAssertNil(board.viewState.announcement, "40 points: nothing to announce")
        try await board.score("city", ["tiles": 5])
        XCTAssertEqual(board.viewState.players[0].figures[0].fifties, 1)
        XCTAssertEqual(board.viewState.announcement?.text, "Ann passes 50. Take a 50 tile.",
                       "40 + 5 x 2 = 50: the first lap")
        let first = try XCTUnwrap(board.viewState.announcement?.id)
        try await board.score("city", ["tiles": 25])
        XCTAssertEqual(board.viewState.players[0].score, 100)
        XCTAssertEqual(board.viewState.players[0].figures[0].hundreds, 1)
        XCTAssertEqual(board.viewState.announcement?.text, "Ann passes 100. Turn the 50 tile over to 100.")
        XCTAssertNotEqual(board.viewState.announcement?.id, first)

        // Taking the last city back says what it took back, not a lap.
        await board.act(.undo)
        XCTAssertEqual(board.viewState.announcement?.text, "Undone: #3 City: Ann +50")
        XCTAssertEqual(board.viewState.players[0].score, 50)
    }

    func testWithTwoFiguresTheAnnouncementNamesTheFigure() async throws {
        let table = try await Table.make()
        let board = try await table.start([("Ann", .red), ("Ben", .blue)], expansions: ["mini2_messages"])
        let city = try await board.open("city")
        await city.fill(["tiles": 26])
        await city.act(.chooseFigure(player: "red", figure: 1))
        await city.act(.submit)
        XCTAssertTrue(city.viewState.isDone, "\(city.viewState.alert?.message ?? "")")
        XCTAssertEqual(board.figures(of: "red"), [0, 52], "26 x 2 on the second figure")
        XCTAssertEqual(board.viewState.announcement?.text, "Ann, scoring figure 2: passes 50. Take a 50 tile.")
    }

    func testTheLiveTableOpensFromTheScoreboardAndComesBackAfterTheAppWasKilled() async throws {
        let table = try await Table.make()
        let board = try await table.start([("Ann", .red), ("Ben", .blue)])
        await board.act(.hostLiveTable)
        XCTAssertEqual(table.router.top, .liveTable(gameId: board.game.gameId))
        let restored = AppRouter()
        restored.restore(savedPath: table.router.savedPath)
        XCTAssertEqual(restored.path, [.scoreboard(gameId: board.game.gameId), .liveTable(gameId: board.game.gameId)],
                       "the stack with the live table comes back")
    }
}
