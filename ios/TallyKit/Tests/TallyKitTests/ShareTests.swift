// Sharing through the screen model, against the real core: a finished game's result
// as a chat message and a PNG (light and dark), its link for BG Stats and its fields for
// BoardGameGeek's play form, the game as BG Stats' file (once Settings says who holds the
// phone) and BoardGameGeek's play records; an unfinished game refused for BG Stats with
// the core's reason and marked incomplete for BoardGameGeek. Ann's road of 4 tiles
// scores 4 (road.base).

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

        await share.act(.logInBgStats)
        let link = try XCTUnwrap(share.viewState.bgstatsLink).absoluteString
        XCTAssertTrue(link.hasPrefix("bgstats://app.bgstatsapp.com/createPlay.html?data="), link)
        let data = try XCTUnwrap(link.components(separatedBy: "data=").last?.removingPercentEncoding)
        XCTAssertTrue(data.contains(#""name":"Ann","#) && data.contains(#""score":4,"winner":true,"startPlayer":true"#), data)
        await share.act(.logOnBgg)
        let form = try XCTUnwrap(share.viewState.bggForm)
        XCTAssertTrue(form.contains("objectid: 822 (Carcassonne)\n") && form.contains("players[0][score]: 4\n"), form)

        // BG Stats' file says whose it is: refused until Settings says who holds the phone.
        await share.act(.exportForBgStats)
        XCTAssertNil(share.viewState.file)
        XCTAssertTrue(try XCTUnwrap(share.viewState.alert).message.contains("which player you are"))
        await share.act(.dismissAlert)
        let settings = SettingsModel(service: table.service)
        await settings.settled()
        let ann = try XCTUnwrap(settings.viewState.players.first(where: { $0.name == "Ann" }))
        settings.send(viewAction: .setMe(ann.id))
        await settings.settled()
        XCTAssertEqual(settings.viewState.me, ann.id)
        await share.act(.exportForBgStats)
        let bgstats = try XCTUnwrap(share.viewState.file)
        XCTAssertTrue(bgstats.filename.hasSuffix(".bgsplay"))
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: bgstats.contents) as? [String: Any])
        let plays = try XCTUnwrap(document["plays"] as? [[String: Any]])
        XCTAssertEqual(plays.count, 1)
        let userInfo = try XCTUnwrap(document["userInfo"] as? [String: Any])
        XCTAssertEqual((userInfo["meRefId"] as? NSNumber)?.int64Value, ann.id)

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
