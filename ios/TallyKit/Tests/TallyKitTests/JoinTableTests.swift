// A table another phone hosts, joined through TallyKit's models as a player would:
// the host runs in the test (a TableHost started through the FFI on a second store,
// a database file, on loopback), the phone joins from the scorer link's `tally://`
// address, follows a road scored at the host, scores a city through the scorer
// link, and finds the finished game in its History with "me" set; a viewer link
// follows and is refused a write with the typed error; a lost host is said stale;
// what is no link, and a name no seat has, are refused with their field.

import Foundation
import TallyCore
import XCTest

@testable import TallyKit

extension JoinModel: ScreenModel {}
extension JoinedTableModel: ScreenModel {}

@MainActor
final class JoinTableTests: XCTestCase, @unchecked Sendable {
    /// A hosted game of Ann (red) and Ben (blue) on a database file of its own.
    private struct Hosted {
        let table: Table
        let game: GameService
        let host: TableHost
        let folder: URL
    }

    private func hosted() async throws -> Hosted {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tally-join-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let table = try await Table.make(path: folder.appendingPathComponent("tally.db").path)
        let seats = [
            GameSeat(rosterId: nil, name: "Ann", colour: .red), GameSeat(rosterId: nil, name: "Ben", colour: .blue),
        ]
        let game = try await table.service.newGame(seats: seats, edition: .c3, expansions: [], variants: [:]).get()
        let host = try await table.service.hostTable(game.gameId, address: "127.0.0.1:0").get()
        return Hosted(table: table, game: game, host: host, folder: folder)
    }

    private func stop(_ hosted: Hosted) async {
        await hosted.table.service.stopHosting(hosted.host)
        try? FileManager.default.removeItem(at: hosted.folder)
    }

    /// Red's road of 3 tiles, scored at the host: 3 points (reference road.base, 1 a tile).
    private let redsRoad = Command.scoreFeature(FeatureScoring(
        feature: "road", inputs: ["tiles": .int(3)], players: [PlayerInputs(id: "red", inputs: ["followers": .int(1)])],
        figures: [:]))

    /// Waits (at most 10 s) until `done` holds, letting the listeners' updates in.
    private func until(
        _ what: String, file: StaticString = #filePath, line: UInt = #line, _ done: () -> Bool
    ) async throws {
        let deadline = Date().addingTimeInterval(10)
        while !done() {
            guard Date() < deadline else {
                XCTFail("not within 10 s: \(what)", file: file, line: line)
                throw CancellationError()
            }
            try await Task.sleep(for: .milliseconds(20))
        }
    }

    /// Joins `link` from the join screen, as `me`, and opens the joined table.
    private func join(_ phone: Table, link: String, me: String?) async throws -> JoinedTableModel {
        phone.router.push(.join(link: link))
        let join = JoinModel(service: phone.service, router: phone.router, link: link)
        await join.settled()
        if let me { await join.act(.setMe(me)) }
        await join.act(.join)
        XCTAssertNil(join.viewState.alert, join.viewState.alert?.message ?? "")
        XCTAssertEqual(phone.router.path, [.joinedTable(link: link, me: me)], "the joined table replaces the join screen")
        let joined = JoinedTableModel(service: phone.service, router: phone.router, link: link, me: me)
        await joined.settled()
        return joined
    }

    func testAPhoneJoinsByTheScorerLink_followsARoad_scoresACity_andKeepsTheFinishedGameWithMe() async throws {
        let hosted = try await hosted()
        let scorer = try hosted.host.createLink(role: .scorer, label: "Ben's phone")
        let phone = try await Table.make()
        let link = scorer.urls[0].replacingOccurrences(of: "http://", with: "tally://")

        let joined = try await join(phone, link: link, me: "Ben")
        XCTAssertEqual(joined.viewState.role, .scorer)
        XCTAssertEqual(joined.viewState.host, hosted.host.address())
        XCTAssertEqual(joined.viewState.connection, .live)
        XCTAssertEqual(joined.viewState.connectionLine, "live")
        let board = try XCTUnwrap(joined.scoreboard)
        XCTAssertEqual(board.viewState.players.map(\.name), ["Ann", "Ben"])

        // The host scores Ann's road: the phone's scoreboard follows, with its breakdown.
        await hosted.game.execute(redsRoad)
        try await until("the road on the phone") { board.score(of: "red") == 3 }
        XCTAssertEqual(board.figures(of: "red"), [3])
        let road = try XCTUnwrap(board.viewState.log.first)
        XCTAssertEqual(road.awards.map(\.points), [3])
        XCTAssertEqual(road.awards[0].rows.map(\.rule), ["road.base"])
        XCTAssertEqual(road.awards[0].rows.map(\.quantity), [3])

        // Ben scores his city through the scorer link, tap by tap as at home:
        // 4 tiles x 2 + 1 coat of arms x 2 = 10 (reference city.base).
        let city = try await board.open("city")
        await city.fill(["tiles": 4, "coats_of_arms": 1], players: ["red": ["followers": 0], "blue": ["followers": 1]])
        XCTAssertEqual(city.points, ["blue": 10])
        await city.act(.submit)
        XCTAssertTrue(city.viewState.isDone, city.viewState.alert?.message ?? city.viewState.submit.whyNot ?? "")
        XCTAssertEqual(board.score(of: "blue"), 10, "the host's answer is drawn when the submit returns")
        _ = await hosted.game.refresh()
        XCTAssertEqual(hosted.game.player("blue")?.score, 10, "recorded at the host")
        // Its breakdown as the host recorded it: the tiles (4 x 2 = 8) and the coat of arms (1 x 2 = 2).
        let cityRows = try XCTUnwrap(board.viewState.log.first?.awards.first?.rows)
        XCTAssertEqual(cityRows.map(\.rule), ["city.base", "city.base"])
        XCTAssertEqual(cityRows.map(\.quantity), [4, 1])
        XCTAssertEqual(cityRows.map(\.points), [8, 2])

        // The host finishes the game: the phone keeps it, Ben as "me".
        await hosted.game.execute(.startEndGame)
        await hosted.game.execute(.finish(figures: [:]))
        try await until("the finished game kept") { joined.viewState.keptGameId != nil }
        XCTAssertEqual(joined.viewState.keptGameId, 1, "the first game of the phone's own store")
        XCTAssertEqual(joined.viewState.keptLine, "The finished game is in your history as game #1.")
        let history = HistoryModel(service: phone.service, router: phone.router)
        await history.settled()
        XCTAssertEqual(history.viewState.games.map(\.id), [1])
        XCTAssertEqual(history.viewState.games[0].seats.map(\.score), [3, 10])
        XCTAssertTrue(history.viewState.games[0].isFinished)
        let kept = try await phone.service.joinedGame(1).get()
        XCTAssertEqual(kept?.meSeat, 1, "Ben's seat is this phone's player")
        XCTAssertEqual(kept?.from.role, .scorer)
        XCTAssertEqual(kept?.from.host, hosted.host.address())
        await joined.act(.openKeptGame)
        XCTAssertEqual(phone.router.top, .gameDetail(gameId: 1))

        await joined.act(.leave)
        XCTAssertNil(phone.service.joinedTable(link: link))
        await stop(hosted)
    }

    func testAViewerLinkFollows_isRefusedAWrite_andSaysWhenTheHostIsLost() async throws {
        let hosted = try await hosted()
        let viewer = try hosted.host.createLink(role: .viewer, label: "table")
        let phone = try await Table.make()
        let joined = try await join(phone, link: viewer.urls[0], me: nil)
        XCTAssertEqual(joined.viewState.role, .viewer)
        let board = try XCTUnwrap(joined.scoreboard)

        // Nothing to score and every action refused, with why.
        XCTAssertEqual(board.viewState.features, [])
        XCTAssertEqual(board.viewState.eventSections, [])
        XCTAssertEqual(board.viewState.joinedAs, .viewer)
        XCTAssertFalse(board.viewState.actions.endTurn.allowed)
        XCTAssertEqual(
            board.viewState.actions.endTurn.whyNot, "You follow this table; only the host and the scorer links record.")
        // A write all the same is refused by the link, with the typed error; the host records nothing.
        let refused = await board.game.execute(.endTurn)
        XCTAssertEqual(refused.failure?.code, .hostOnly)
        XCTAssertEqual(refused.failure?.field, "link")
        _ = await hosted.game.refresh()
        XCTAssertEqual(hosted.game.table.lastSeq, 0, "nothing reached the host")

        // The host still reaches the viewer.
        await hosted.game.execute(redsRoad)
        try await until("the road on the viewer's phone") { board.score(of: "red") == 3 }

        // The host is lost: the phone keeps its table and says since when it is stale.
        await hosted.table.service.stopHosting(hosted.host)
        try await until("the host said lost") { joined.viewState.connection != .live }
        guard case .stale(let since) = joined.viewState.connection else {
            return XCTFail("\(joined.viewState.connection)")
        }
        let time = since.formatted(Date.FormatStyle(date: .omitted, time: .shortened).locale(Locale(identifier: "en")))
        XCTAssertEqual(joined.viewState.connectionLine, "stale since \(time)")
        XCTAssertEqual(board.score(of: "red"), 3, "the phone keeps what it has")
        await joined.act(.leave)
        await stop(hosted)
    }

    func testWhatIsNoLink_andANameNoSeatHas_areRefusedWithTheirField() async throws {
        let phone = try await Table.make()
        phone.router.push(.join(link: nil))
        let join = JoinModel(service: phone.service, router: phone.router)
        await join.settled()
        await join.act(.scanned("a table"))
        XCTAssertEqual(join.viewState.alert?.field, "link")
        XCTAssertEqual(
            join.viewState.alert?.message,
            "This is not a link to a table: use the address the host shows (http://…/t/…/) or scan its QR code.")
        XCTAssertEqual(phone.router.path, [.join(link: nil)], "the join screen stays")
        await join.act(.dismissAlert)

        let hosted = try await hosted()
        let viewer = try hosted.host.createLink(role: .viewer, label: "table")
        await join.act(.setLink(viewer.urls[0]))
        await join.act(.setMe("Zoe"))
        await join.act(.join)
        XCTAssertEqual(join.viewState.alert?.field, "me")
        XCTAssertTrue(join.viewState.alert?.message.contains("Zoe") == true, join.viewState.alert?.message ?? "")
        XCTAssertNil(phone.service.joinedTable(link: viewer.urls[0]), "nothing joined")
        let kept = try await phone.service.history().get()
        XCTAssertEqual(kept.count, 0, "nothing kept")
        await stop(hosted)
    }
}
