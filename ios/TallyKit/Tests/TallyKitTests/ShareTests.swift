// Sharing through the screen model, against the real core: a finished game's result
// as a chat message and a PNG (light and dark), the game for BG Stats and for
// BoardGameGeek; an unfinished game refused for BG Stats with the core's reason and
// marked incomplete for BoardGameGeek. Ann's road of 4 tiles scores 4 (road.base).

import Foundation
import TallyCore
import XCTest

@testable import TallyKit

@MainActor
final class ShareTests: XCTestCase, @unchecked Sendable {
    func testAFinishedGameIsSharedAndExportedForOtherApps() async throws {
        let table = try await Table.make()
        let board = try await table.start([("Ann", .red), ("Ben", .blue)])
        try await board.score("road", ["tiles": 4])
        await board.act(.startEndGame)
        await EndGameModel(game: board.game, router: table.router).act(.finish)
        let share = ShareModel(gameId: board.game.gameId, service: table.service)

        await share.act(.prepareResult(dark: true))
        let result = try XCTUnwrap(share.viewState.result)
        XCTAssertTrue(result.text.contains("🏆 Ann wins with 4 points"), result.text)
        XCTAssertEqual(Array(result.picture.contents.prefix(4)), [0x89, 0x50, 0x4E, 0x47], "a PNG")

        await share.act(.exportForBgStats)
        let bgstats = try XCTUnwrap(share.viewState.file)
        XCTAssertTrue(bgstats.filename.hasSuffix("bgstats.json"))
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: bgstats.contents) as? [String: Any])
        let plays = try XCTUnwrap(document["plays"] as? [[String: Any]])
        XCTAssertEqual(plays.count, 1)

        await share.act(.exportForBgg)
        let bgg = String(decoding: try XCTUnwrap(share.viewState.file).contents, as: UTF8.self)
        XCTAssertTrue(bgg.contains(#"name="Ann" startposition="1" color="red" score="4""#), bgg)
    }

    func testAnUnfinishedGameIsRefusedForBGStatsWithWhy() async throws {
        let table = try await Table.make()
        let board = try await table.start([("Ann", .red), ("Ben", .blue)])
        let share = ShareModel(gameId: board.game.gameId, service: table.service)
        await share.act(.exportForBgStats)
        XCTAssertNil(share.viewState.file)
        let alert = try XCTUnwrap(share.viewState.alert)
        XCTAssertTrue(alert.message.contains("not finished"), alert.message)
        await share.act(.dismissAlert)
        await share.act(.exportForBgg)
        let xml = String(decoding: try XCTUnwrap(share.viewState.file).contents, as: UTF8.self)
        XCTAssertTrue(xml.contains(#"incomplete="1""#), xml)
    }
}
