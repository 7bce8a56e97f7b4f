// The roster through whole games (a rename shows in every game; a duplicate merged
// brings its games along; players who sat at one table cannot be merged), the
// history's filters, export through the core's door to a file for the share sheet
// and import from a picked file; a game's detail deleted after a confirmation.

import Foundation
import TallyCore
import XCTest

@testable import TallyKit

@MainActor
final class RosterAndArchiveTests: XCTestCase, @unchecked Sendable {
    private func finish(_ board: ScoreboardModel, _ table: Table) async {
        await board.act(.startEndGame)
        await EndGameModel(game: board.game, router: table.router).act(.finish)
        table.router.popToRoot()
    }

    func testARenameShowsInEveryGameAndAMergeBringsTheGamesAlong() async throws {
        let table = try await Table.make()
        // Two evenings: Ann plays Ben, then someone types "Anne" against Ben.
        let first = try await table.start([("Ann", .red), ("Ben", .blue)])
        try await first.score("road", ["tiles": 4])
        await finish(first, table)
        let second = try await table.start([("Anne", .red), ("Ben", .blue)])
        try await second.score("road", ["tiles": 2])
        await finish(second, table)

        let players = PlayersModel(service: table.service)
        await players.settled()
        XCTAssertEqual(players.viewState.players.map(\.name), ["Ann", "Anne", "Ben"])
        XCTAssertEqual(players.viewState.players.map(\.games), [1, 1, 2])
        let ann = try XCTUnwrap(players.viewState.players.first { $0.name == "Ann" }?.id)
        let anne = try XCTUnwrap(players.viewState.players.first { $0.name == "Anne" }?.id)
        let ben = try XCTUnwrap(players.viewState.players.first { $0.name == "Ben" }?.id)

        // Ben and Ann sat at one table: they cannot be one player.
        await players.act(.merge(keep: ann, duplicate: ben))
        XCTAssertNotNil(players.viewState.alert, "the core refuses, with its reason")
        await players.act(.dismissAlert)
        XCTAssertEqual(players.viewState.players.count, 3)

        await players.act(.merge(keep: ann, duplicate: anne))
        XCTAssertNil(players.viewState.alert)
        XCTAssertEqual(players.viewState.players.map(\.name), ["Ann", "Ben"])
        XCTAssertEqual(players.viewState.players.first?.games, 2, "Anne's game is Ann's now")

        await players.act(.rename(ann, " Anna "))
        await players.act(.recolour(ann, .purple))
        XCTAssertEqual(players.viewState.players.first?.name, "Anna")
        XCTAssertEqual(players.viewState.players.first?.colour, .purple)

        let history = HistoryModel(service: table.service, router: table.router)
        await history.settled()
        XCTAssertEqual(history.viewState.games.map { $0.seats.map(\.name) }, [["Anna", "Ben"], ["Anna", "Ben"]],
                       "the new name in every game")
        let statistics = StatisticsModel(service: table.service)
        await statistics.settled()
        let anna = try XCTUnwrap(statistics.viewState.rows.first { $0.name == "Anna" })
        XCTAssertEqual(anna.games, 2)
        XCTAssertEqual(anna.wins, 2)
        XCTAssertEqual(anna.bestScore, 4)

        await players.act(.add(name: "", colour: .red))
        XCTAssertNotNil(players.viewState.alert, "an empty name is refused by the core")
        XCTAssertEqual(table.calls.onMainThread, [])
    }

    func testTheHistoryFiltersByPlayerAndExpansion() async throws {
        let table = try await Table.make()
        let first = try await table.start([("Ann", .red), ("Ben", .blue)], expansions: ["mini6_robbers"])
        table.router.popToRoot()
        _ = try await table.start([("Cleo", .green), ("Ben", .blue)])
        await finish(first, table)

        let history = HistoryModel(service: table.service, router: table.router)
        await history.settled()
        XCTAssertEqual(history.viewState.games.count, 2)
        XCTAssertEqual(history.viewState.players.map(\.name).sorted(), ["Ann", "Ben", "Cleo"])
        let cleo = try XCTUnwrap(history.viewState.players.first { $0.name == "Cleo" }?.id)
        await history.act(.filterPlayer(cleo))
        XCTAssertEqual(history.viewState.games.flatMap { $0.seats.map(\.name) }, ["Cleo", "Ben"])
        await history.act(.filterPlayer(nil))
        await history.act(.filterExpansion("mini6_robbers"))
        XCTAssertEqual(history.viewState.games.map(\.id), [first.game.gameId])
        XCTAssertEqual(history.viewState.games.first?.expansionNames, ["Mini 6 - The Robbers"])
        XCTAssertTrue(history.viewState.expansions.first { $0.key == "mini6_robbers" }?.isSelected ?? false)
        await history.act(.filterExpansion(nil))
        await history.act(.filterFinished(true))
        XCTAssertEqual(history.viewState.games.map(\.id), [first.game.gameId])
        XCTAssertTrue(history.viewState.games.first?.isFinished ?? false)

        // Deleting asks first; the game is still open on this phone (its scoreboard lives).
        await history.act(.delete(first.game.gameId))
        XCTAssertEqual(history.viewState.deletion,
                       DeletionQuestion(gameId: first.game.gameId, players: "Ann, Ben", isBeingPlayed: true))
        XCTAssertEqual(history.viewState.games.count, 1, "nothing deleted yet")
        await history.act(.confirmDelete)
        XCTAssertNil(history.viewState.deletion)
        XCTAssertEqual(history.viewState.games, [])
        await history.act(.filterFinished(nil))
        XCTAssertEqual(history.viewState.games.count, 1)
    }

    func testExportAndImportThroughTheSettings() async throws {
        let source = try await Table.make()
        let board = try await source.start([("Ann", .red), ("Ben", .blue)])
        try await board.score("road", ["tiles": 5], players: ["red": ["followers": 0], "blue": ["followers": 1]])

        let settings = SettingsModel(service: source.service)
        await settings.settled()
        XCTAssertEqual(settings.viewState.gameCount, 1)
        XCTAssertEqual(settings.viewState.language, "English", "the language named in itself")
        await settings.act(.export)
        let export = try XCTUnwrap(settings.viewState.export)
        XCTAssertEqual(settings.viewState.exportedGames, 1, "the settings say the one game was exported")
        let name = export.url.lastPathComponent
        XCTAssertTrue(name.hasPrefix("tally-") && name.hasSuffix(".json"), name)
        defer { try? FileManager.default.removeItem(at: export.url.deletingLastPathComponent()) }

        // The core wrote the file for the share sheet; the importer gives its contents back.
        let picked = try String(contentsOf: export.url, encoding: .utf8)

        let target = try await Table.make()
        let other = SettingsModel(service: target.service)
        await other.act(.importDocument(picked))
        XCTAssertEqual(other.viewState.lastImport, ImportSummary(imported: 1, skipped: 0))
        XCTAssertEqual(other.viewState.gameCount, 1)
        await other.act(.importDocument(picked))
        XCTAssertEqual(other.viewState.lastImport, ImportSummary(imported: 0, skipped: 1), "the same game is not imported twice")
        await other.act(.importDocument("{\"not\": \"tally\"}"))
        XCTAssertNotNil(other.viewState.alert)
        XCTAssertEqual(other.viewState.gameCount, 1, "nothing was written")
        await other.act(.dismissAlert)
        await other.act(.importFailed("The file could not be read."))
        XCTAssertEqual(other.viewState.alert?.message, "The file could not be read.")

        let home = HomeModel(service: target.service, router: target.router)
        await home.settled()
        let imported = try XCTUnwrap(home.viewState.unfinished.first)
        await home.act(.resume(imported.id))
        XCTAssertEqual(target.router.top, .scoreboard(gameId: imported.id))
        let game = try await target.service.game(imported.id).get()
        XCTAssertEqual(game.table.players.map(\.score), [0, 5])
    }

    func testOneGameIsExportedFromItsDetail() async throws {
        let table = try await Table.make()
        let board = try await table.start([("Ann", .red), ("Ben", .blue)])
        let detail = GameDetailModel(gameId: board.game.gameId, service: table.service, router: table.router)
        await detail.settled()
        XCTAssertFalse(detail.viewState.summary?.isFinished ?? true)
        await detail.act(.export)
        let export = try XCTUnwrap(detail.viewState.export)
        XCTAssertTrue(export.url.lastPathComponent.hasPrefix("tally-game-\(board.game.gameId)-"))
        XCTAssertTrue(try String(contentsOf: export.url, encoding: .utf8).contains("Ann"), "the core wrote the game")
        try? FileManager.default.removeItem(at: export.url.deletingLastPathComponent())
        await detail.act(.open)
        XCTAssertEqual(table.router.top, .scoreboard(gameId: board.game.gameId), "an unfinished game opens its scoreboard")

        // Deleting asks first, and says the game is being played on this phone.
        await detail.act(.delete)
        XCTAssertEqual(detail.viewState.deletion?.isBeingPlayed, true)
        XCTAssertEqual(detail.viewState.deletion?.players, "Ann, Ben")
        XCTAssertFalse(detail.viewState.isDeleted, "nothing deleted before the players confirm")
        await detail.act(.cancelDelete)
        XCTAssertNil(detail.viewState.deletion)
        let kept = try await table.service.history().get()
        XCTAssertEqual(kept.count, 1)
        await detail.act(.delete)
        await detail.act(.confirmDelete)
        XCTAssertTrue(detail.viewState.isDeleted)
        let games = try await table.service.history().get()
        XCTAssertEqual(games.count, 0)
    }

    func testExportFilesAreNamedByDay() async {
        let date = Date(timeIntervalSince1970: 1_795_000_000)  // 2026-11-18 11:06 UTC
        XCTAssertEqual(ExportFile.filename(at: date), "tally-2026-11-18.json")
        XCTAssertEqual(ExportFile.filename(gameId: 7, at: date), "tally-game-7-2026-11-18.json")
    }
}
