// Both apps complete: a rematch (the same players, the seats turned by
// one, the same expansions), refused with the missing player's name when the roster
// no longer has them; home telling unfinished games apart by their players and when
// they were last played, with a history count that is the history's own.

import Foundation
import TallyCore
import XCTest

@testable import TallyKit

@MainActor
final class RematchAndHomeTests: XCTestCase, @unchecked Sendable {
    private func finish(_ board: ScoreboardModel, _ table: Table) async {
        await board.act(.startEndGame)
        await EndGameModel(game: board.game, router: table.router).act(.finish)
    }

    func testARematchTurnsTheSeatsAndKeepsTheRuleset() async throws {
        let table = try await Table.make()
        let board = try await table.start([("Ann", .red), ("Ben", .blue), ("Cleo", .green)],
                                          expansions: ["exp01_inns_cathedrals", "mini2_messages"],
                                          variants: ["messages_zmg": "true"])
        try await board.score("road", ["tiles": 2])
        await finish(board, table)
        let results = table.results(board.game)
        await results.settled()
        await results.act(.rematch)
        XCTAssertNil(results.viewState.alert, "\(results.viewState.alert?.message ?? "")")
        guard case .scoreboard(let rematchId)? = table.router.top, rematchId != board.game.gameId else {
            return XCTFail("the rematch opens its scoreboard: \(table.router.path)")
        }
        XCTAssertEqual(table.router.path.count, 1, "home, then the new game's scoreboard")
        let rematch = try await table.service.game(rematchId).get()
        XCTAssertEqual(rematch.table.players.map(\.name), ["Ben", "Cleo", "Ann"], "Ben, who sat second, begins")
        XCTAssertEqual(rematch.table.players.map(\.colour), [.blue, .green, .red], "each keeps their colour")
        XCTAssertEqual(rematch.table.players.map(\.score), [0, 0, 0])
        XCTAssertEqual(rematch.ruleset.expansions, board.game.ruleset.expansions)
        XCTAssertTrue(rematch.ruleset.variants.messagesZmg, "the same variants")
        XCTAssertEqual(rematch.table.active, "blue")

        let players = PlayersModel(service: table.service)
        await players.settled()
        XCTAssertEqual(players.viewState.players.map(\.games), [2, 2, 2], "the same roster players, not new ones")

        // From the game's detail too.
        let detail = GameDetailModel(gameId: board.game.gameId, service: table.service, router: table.router)
        await detail.settled()
        await detail.act(.rematch)
        guard case .scoreboard(let second)? = table.router.top else { return XCTFail("\(table.router.path)") }
        XCTAssertNotEqual(second, rematchId)
    }

    func testARematchNamesAPlayerTheRosterNoLongerHas() async throws {
        let table = try await Table.make()
        let first = try await table.start([("Ann", .red), ("Ben", .blue)])
        await finish(first, table)
        let second = try await table.start([("Anne", .red), ("Cleo", .green)])
        await finish(second, table)
        let results = table.results(second.game)
        await results.settled()

        // Meanwhile, on the players' screen, Anne turns out to be Ann.
        let players = PlayersModel(service: table.service)
        await players.settled()
        let ann = try XCTUnwrap(players.viewState.players.first { $0.name == "Ann" }?.id)
        let anne = try XCTUnwrap(players.viewState.players.first { $0.name == "Anne" }?.id)
        await players.act(.merge(keep: ann, duplicate: anne))
        XCTAssertNil(players.viewState.alert)

        let before = try await table.service.history().get().count
        await results.act(.rematch)
        XCTAssertEqual(results.viewState.rematchMissing, ["Anne"])
        XCTAssertEqual(results.viewState.alert?.message,
                       "Anne is no longer among the players (merged into another). Start a new game instead.")
        let after = try await table.service.history().get().count
        XCTAssertEqual(after, before, "no game was started")
    }

    func testHomeTellsUnfinishedGamesApartAndCountsTheHistory() async throws {
        let table = try await Table.make()
        let first = try await table.start([("Ann", .red), ("Ben", .blue)])
        try await first.score("road", ["tiles": 3])
        let second = try await table.start([("Cleo", .green), ("Dan", .yellow), ("Eve", .black)])
        let third = try await table.start([("Ann", .red), ("Ben", .blue)])
        await finish(third, table)
        table.router.popToRoot()

        // Two hours after the last change.
        let later = Date().addingTimeInterval(2 * 3600)
        let home = HomeModel(service: table.service, router: table.router, now: { later })
        await home.settled()
        XCTAssertEqual(Set(home.viewState.unfinished.map(\.id)), [first.game.gameId, second.game.gameId])
        XCTAssertEqual(Set(home.viewState.unfinished.map(\.players)), ["Ann, Ben", "Cleo, Dan, Eve"])
        for row in home.viewState.unfinished {
            XCTAssertEqual(row.changed, "2 hours ago", row.players)
        }

        let history = HistoryModel(service: table.service, router: table.router)
        await history.settled()
        XCTAssertEqual(home.viewState.historyCount, history.viewState.games.count, "the count is the list it opens")
        XCTAssertEqual(home.viewState.historyCount, 3, "two unfinished games and a finished one")
        XCTAssertEqual(home.viewState.recent.map(\.id), [third.game.gameId])

        // In German, the relative time is the language's own.
        let german = try await Table.make(locale: "de")
        _ = try await german.start([("Ann", .red), ("Ben", .blue)])
        let deHome = HomeModel(service: german.service, router: german.router, now: { later })
        await deHome.settled()
        XCTAssertEqual(deHome.viewState.unfinished.first?.changed, "vor 2 Stunden")
        _ = setLocale(tag: "en")
    }
}
