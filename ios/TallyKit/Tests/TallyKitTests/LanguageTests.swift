// The app speaks the players' language through the core: its own texts
// are app.ftl's messages rendered by the core with the language's plural rules
// (CLDR: German one/other, Czech one/few/other, Russian one/few/many), kept once
// rendered; colours are the core's words; decimals and percentages are the
// language's; a player without a finished game has no win rate.

import Foundation
import TallyCore
import XCTest

@testable import TallyKit

@MainActor
final class LanguageTests: XCTestCase, @unchecked Sendable {
    override func tearDown() async throws {
        _ = Catalog.load(locale: "en")
    }

    func testAppTextsAreTheCoresInThePlayersLanguageAndKept() async {
        let german = Catalog.load(locale: "de-DE")
        XCTAssertEqual(german.language, "de")
        XCTAssertEqual(tx("app-undo"), "Rückgängig")
        let rendered = AppTexts.shared.rendered
        XCTAssertEqual(tx("app-undo"), "Rückgängig")
        XCTAssertEqual(AppTexts.shared.rendered, rendered, "a text is rendered once, then kept")
        XCTAssertEqual(tx("app-game-count", ["games": .count(1)]), "1 Spiel")
        XCTAssertEqual(tx("app-game-count", ["games": .count(5)]), "5 Spiele")
        XCTAssertEqual(tx("app-scoring-track"), "Wertungstafel", "the glossary's word")
        XCTAssertEqual(Colour.red.name, "rot", "the core's colour")
        XCTAssertEqual(german.decimal(56.5), "56,5")

        _ = Catalog.load(locale: "cs")
        XCTAssertEqual(tx("app-undo"), "Zpět", "another language: nothing kept holds")
        XCTAssertEqual(tx("app-game-count", ["games": .count(1)]), "1 hra")
        XCTAssertEqual(tx("app-game-count", ["games": .count(3)]), "3 hry")
        XCTAssertEqual(tx("app-game-count", ["games": .count(5)]), "5 her")

        _ = Catalog.load(locale: "ru")
        XCTAssertEqual(tx("app-game-count", ["games": .count(21)]), "21 игра")
        XCTAssertEqual(tx("app-game-count", ["games": .count(22)]), "22 игры")
        XCTAssertEqual(tx("app-game-count", ["games": .count(11)]), "11 игр")
        XCTAssertEqual(tx("app-dispatch"), "Послание", "the tile, not the expansion's Гонцы")

        _ = Catalog.load(locale: "ro")
        XCTAssertEqual(tx("app-score-points", ["points": .count(19)]), "19 puncte")
        XCTAssertEqual(tx("app-score-points", ["points": .count(20)]), "20 de puncte", "Romanian: de from 20")
    }

    func testAPlayerWithoutAFinishedGameHasNoWinRate() async throws {
        let table = try await Table.make()
        let first = try await table.start([("Ann", .red), ("Ben", .blue)])
        try await first.score("road", ["tiles": 3])
        await first.act(.startEndGame)
        await EndGameModel(game: first.game, router: table.router).act(.finish)
        _ = try await table.start([("Cleo", .green), ("Dan", .yellow)])
        let statistics = StatisticsModel(service: table.service)
        await statistics.settled()
        let ann = try XCTUnwrap(statistics.viewState.rows.first { $0.name == "Ann" })
        XCTAssertEqual(ann.winRateText, "100%", "one game, one win")
        XCTAssertEqual(ann.averageText, "3.0", "road.base: 3 tiles")
        let cleo = try XCTUnwrap(statistics.viewState.rows.first { $0.name == "Cleo" })
        XCTAssertEqual(cleo.games, 0)
        XCTAssertNil(cleo.winRateText, "no finished game: no rate, not 0 %")
    }
}
