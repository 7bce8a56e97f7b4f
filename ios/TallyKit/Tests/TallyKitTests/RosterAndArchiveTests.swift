// The roster, the history's filters, export to a shared document and import
// from a picked file.

import Foundation
import TallyCore
import XCTest

@testable import TallyKit

@MainActor
final class RosterAndArchiveTests: XCTestCase, @unchecked Sendable {
    func testTheRosterIsEditedAndMerged() async throws {
        let table = try Table()
        let players = PlayersModel(service: table.service)
        players.send(viewAction: .add(name: " Ann ", colour: .yellow))
        players.send(viewAction: .add(name: "Anne", colour: .pink))
        XCTAssertEqual(players.viewState.players.map(\.name), ["Ann", "Anne"])
        let ann = try XCTUnwrap(players.viewState.players.first?.id)
        let anne = try XCTUnwrap(players.viewState.players.last?.id)

        players.send(viewAction: .rename(anne, "Anna"))
        players.send(viewAction: .recolour(anne, .purple))
        XCTAssertEqual(players.viewState.players.last?.name, "Anna")
        XCTAssertEqual(players.viewState.players.last?.colour, .purple)

        players.send(viewAction: .add(name: "", colour: .red))
        XCTAssertNotNil(players.viewState.alert, "an empty name is refused by the core")
        players.send(viewAction: .dismissAlert)

        players.send(viewAction: .merge(keep: ann, duplicate: anne))
        XCTAssertEqual(players.viewState.players.map(\.name), ["Ann"])
        XCTAssertNil(players.viewState.alert)
    }

    func testTheHistoryFiltersByPlayerAndExpansion() async throws {
        let table = try Table()
        let first = try table.start([("Ann", .red), ("Ben", .blue)], expansions: ["mini6_robbers"])
        table.router.popToRoot()
        _ = try table.start([("Cleo", .green), ("Ben", .blue)])
        first.send(viewAction: .startEndGame)
        EndGameModel(game: first.game, router: table.router).send(viewAction: .finish)

        let history = HistoryModel(service: table.service, router: table.router)
        XCTAssertEqual(history.viewState.games.count, 2)
        XCTAssertEqual(history.viewState.players.map(\.name).sorted(), ["Ann", "Ben", "Cleo"])
        let cleo = try XCTUnwrap(history.viewState.players.first { $0.name == "Cleo" }?.id)
        history.send(viewAction: .filterPlayer(cleo))
        XCTAssertEqual(history.viewState.games.flatMap { $0.seats.map(\.name) }, ["Cleo", "Ben"])
        history.send(viewAction: .filterPlayer(nil))
        history.send(viewAction: .filterExpansion("mini6_robbers"))
        XCTAssertEqual(history.viewState.games.map(\.id), [first.game.gameId])
        XCTAssertEqual(history.viewState.games.first?.expansionNames, ["Mini 6 - The Robbers"])
        XCTAssertTrue(history.viewState.expansions.first { $0.key == "mini6_robbers" }?.isSelected ?? false)
        history.send(viewAction: .filterExpansion(nil))
        history.send(viewAction: .filterFinished(true))
        XCTAssertEqual(history.viewState.games.map(\.id), [first.game.gameId])
        XCTAssertTrue(history.viewState.games.first?.isFinished ?? false)

        history.send(viewAction: .delete(first.game.gameId))
        XCTAssertEqual(history.viewState.games, [])
        history.send(viewAction: .filterFinished(nil))
        XCTAssertEqual(history.viewState.games.count, 1)
    }

    func testExportAndImportThroughTheSettings() async throws {
        let source = try Table()
        let board = try source.start([("Ann", .red), ("Ben", .blue)])
        try board.score("road", ["tiles": 5], players: ["blue": ["followers": 1]])

        let settings = SettingsModel(service: source.service)
        XCTAssertEqual(settings.viewState.gameCount, 1)
        settings.send(viewAction: .export)
        let export = try XCTUnwrap(settings.viewState.export)
        XCTAssertTrue(export.filename.hasPrefix("tally-") && export.filename.hasSuffix(".json"), export.filename)

        // The share sheet gets a file; the importer gives its contents back.
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tally-export-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = try export.write(into: directory)
        let picked = try String(contentsOf: url, encoding: .utf8)

        let target = try Table()
        let other = SettingsModel(service: target.service)
        other.send(viewAction: .importDocument(picked))
        XCTAssertEqual(other.viewState.lastImport, ImportSummary(imported: 1, skipped: 0))
        XCTAssertEqual(other.viewState.gameCount, 1)
        other.send(viewAction: .importDocument(picked))
        XCTAssertEqual(other.viewState.lastImport, ImportSummary(imported: 0, skipped: 1), "the same game is not imported twice")
        other.send(viewAction: .importDocument("{\"not\": \"tally\"}"))
        XCTAssertNotNil(other.viewState.alert)
        XCTAssertEqual(other.viewState.gameCount, 1, "nothing was written")
        other.send(viewAction: .dismissAlert)
        other.send(viewAction: .importFailed("The file could not be read."))
        XCTAssertEqual(other.viewState.alert?.message, "The file could not be read.")

        let imported = try XCTUnwrap(try target.service.unfinishedGames().get().first)
        let home = HomeModel(service: target.service, router: target.router)
        XCTAssertEqual(home.viewState.unfinished.map(\.id), [imported.id])
        home.send(viewAction: .resume(imported.id))
        XCTAssertEqual(try target.service.game(imported.id).get().state.players.map(\.score), [0, 5])
    }

    func testOneGameIsExportedFromItsDetail() async throws {
        let table = try Table()
        let board = try table.start([("Ann", .red), ("Ben", .blue)])
        let detail = GameDetailModel(gameId: board.game.gameId, service: table.service, router: table.router)
        XCTAssertFalse(detail.viewState.summary?.isFinished ?? true)
        detail.send(viewAction: .export)
        XCTAssertEqual(detail.viewState.export?.filename.hasPrefix("tally-game-\(board.game.gameId)-"), true)
        detail.send(viewAction: .open)
        XCTAssertEqual(table.router.top, .scoreboard(gameId: board.game.gameId), "an unfinished game opens its scoreboard")
        detail.send(viewAction: .delete)
        XCTAssertTrue(detail.viewState.isDeleted)
        XCTAssertEqual(try table.service.history().get().count, 0)
    }

    func testExportFilesAreNamedByDay() async {
        let date = Date(timeIntervalSince1970: 1_795_000_000)  // 2026-11-18 11:06 UTC
        XCTAssertEqual(ExportFile(contents: "{}", at: date).filename, "tally-2026-11-18.json")
        XCTAssertEqual(ExportFile(contents: "{}", gameId: 7, at: date).filename, "tally-game-7-2026-11-18.json")
    }
}
