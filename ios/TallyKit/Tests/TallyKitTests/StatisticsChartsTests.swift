// The statistics charts' models: what the group's and a player's charts draw is
// the core's figures as they are (compared with the store's own answer), and the
// figures of two games played through the app's models, worked out by hand (C3, a
// completed road 1 per tile, a completed city 2 per tile):
// G1 Ann road 5 = 5, Ben city 4 = 8: Ben wins by 3.
// G2 Ann city 6 = 12, Ben road 2 = 2: Ann wins by 10.

import Foundation
import TallyCore
import XCTest

@testable import TallyKit

@MainActor
final class StatisticsChartsTests: XCTestCase, @unchecked Sendable {
    private func finish(_ board: ScoreboardModel, _ table: Table) async {
        await board.act(.startEndGame)
        await EndGameModel(game: board.game, router: table.router).act(.finish)
        table.router.popToRoot()
    }

    private func twoGames() async throws -> Table {
        let table = try await Table.make()
        let first = try await table.start([("Ann", .red), ("Ben", .blue)])
        try await first.score("road", ["tiles": 5])
        await first.act(.endTurn)
        try await first.score("city", ["tiles": 4])
        await finish(first, table)
        let second = try await table.start([("Ann", .red), ("Ben", .blue)])
        try await second.score("city", ["tiles": 6])
        await second.act(.endTurn)
        try await second.score("road", ["tiles": 2])
        await finish(second, table)
        return table
    }

    func testTheGroupsChartsDrawTheCoresFigures() async throws {
        let table = try await twoGames()
        let statistics = StatisticsModel(service: table.service, router: table.router)
        await statistics.settled()
        let core = try await table.service.groupCharts().get()
        XCTAssertEqual(statistics.viewState.wins.map(\.label), core.wins.map(\.name))
        XCTAssertEqual(statistics.viewState.wins.map(\.wins), core.wins.map(\.result.wins))
        XCTAssertEqual(statistics.viewState.wins.map(\.rate), core.wins.map(\.result.rate))
        XCTAssertEqual(statistics.viewState.wins.map(\.wins), [1, 1], "one game each")
        XCTAssertEqual(statistics.viewState.wins.map(\.winsText), ["Won 1 of 2", "Won 1 of 2"])
        XCTAssertEqual(statistics.viewState.rows.map(\.winsText), ["Won 1 of 2", "Won 1 of 2"])
        XCTAssertEqual(statistics.viewState.ratings.map(\.rating), core.ratings.map(\.rating.rating))
        XCTAssertEqual(statistics.viewState.ratings.map(\.uncertainty), core.ratings.map(\.rating.uncertainty))
        XCTAssertEqual(statistics.viewState.records.map(\.kind), core.records.map(\.kind))
        let highest = try XCTUnwrap(statistics.viewState.records.first { $0.kind == .highestScore })
        XCTAssertEqual(highest.detail, "Ann: 12 points")
        let closest = try XCTUnwrap(statistics.viewState.records.first { $0.kind == .closestFinish })
        XCTAssertEqual(closest.detail, "Ben won by 3 points with 8")
        await statistics.act(.openRecord(.closestFinish))
        XCTAssertEqual(table.router.top, .gameDetail(gameId: closest.gameId), "a record opens its game")
        table.router.popToRoot()

        let ann = try XCTUnwrap(statistics.viewState.rows.first { $0.name == "Ann" }?.rosterId)
        let ben = try XCTUnwrap(statistics.viewState.rows.first { $0.name == "Ben" }?.rosterId)
        await statistics.act(.compare(first: ann, second: ben))
        XCTAssertEqual(statistics.viewState.pairScores.map(\.score), [5, 8, 12, 2], "both scores, game by game")
        let pair = try XCTUnwrap(statistics.viewState.headToHead)
        XCTAssertEqual(pair.shares.map(\.label), ["Ann ahead", "Ties", "Ben ahead"])
        XCTAssertEqual(pair.shares.map(\.games), [1, 0, 1], "G2 Ann ahead, none level, G1 Ben ahead")
        XCTAssertEqual(pair.chartDescription, "Ann ahead 1, level 0, Ben ahead 1")
        await statistics.act(.openCharts(ann))
        XCTAssertEqual(table.router.top, .playerCharts(rosterId: ann))
        XCTAssertEqual(table.calls.onMainThread, [], "no model called the core on the main actor")
    }

    func testAPlayersChartsDrawTheCoresFigures() async throws {
        let table = try await twoGames()
        let roster = try await table.service.roster().get()
        let ann = try XCTUnwrap(roster.first { $0.name == "Ann" }?.id)
        let charts = PlayerChartsModel(rosterId: ann, service: table.service)
        await charts.settled()
        let core = try await table.service.playerCharts(ann, page: chartPage).get()
        let state = charts.viewState
        XCTAssertEqual(state.name, "Ann")
        XCTAssertEqual(state.segments.map(\.points), core.games.games.flatMap { $0.byCategory.map(\.points) })
        XCTAssertEqual(state.segments.map(\.category), [.roads, .cities], "G1 a road of 5, G2 a city of 6")
        XCTAssertEqual(state.segments.map(\.points), [5, 12])
        XCTAssertEqual(state.scores.map(\.score), [5, 12])
        XCTAssertEqual(state.scores.map(\.rank), [2, 1])
        XCTAssertEqual(state.byPlayers.map(\.label), ["2 players"])
        XCTAssertEqual(state.byPlayers.map(\.wins), [1])
        XCTAssertEqual(state.byExpansion.map(\.label), ["Base game"])
        XCTAssertEqual(state.ratingHistory.map(\.rating), core.ratingHistory.points.map(\.rating.rating))
        XCTAssertEqual(state.ratingHistory.map(\.high), core.ratingHistory.points.map { $0.rating.rating + $0.rating.uncertainty })
        // G1 lost to a new player, both new: 25 - 2.635 (the paper's update, core/tests/statistics.rs).
        XCTAssertEqual(try XCTUnwrap(state.ratingHistory.first?.rating), 22.364769, accuracy: 1e-4)
        let now = try XCTUnwrap(state.rating)
        // 22.364769 ± 8.065505 after G1, written as the language writes decimals; then to the rating now.
        let catalog = table.service.catalog
        XCTAssertEqual(
            state.ratingHistoryDescription,
            "Rating from \(catalog.decimal(22.364769)) ± \(catalog.decimal(8.065505)) to \(now)")
    }
}
