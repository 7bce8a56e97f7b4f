// The statistics' filter and the records' entries in the TallyKit models, on a small
// history played through the app's models, its figures worked out by hand (C3; a
// completed road 1 point a tile, a city 2 points a tile, Inns & Cathedrals changing
// neither without an inn or a cathedral; each scoring is the active player's):
// G1 base:  Ann city 4 = 8,  Ben road 3 = 3                    -> Ann wins.
// G2 base:  Ann city 5 = 10, Ben road 2 = 2                    -> Ann wins.
// G3 I&C:   Ann road 2 = 2,  Ben city 3 = 6                    -> Ben wins.
// G4 I&C:   Ann road 2 = 2, Ben road 4 = 4, Cleo city 7 = 14   -> Cleo wins.
// Every game: Ann won 2 of 4, Ben 1 of 4, Cleo 1 of 1. Inns & Cathedrals only (G3,
// G4): Ben 1 of 2, Cleo 1 of 1, Ann 0 of 2. The biggest city is Cleo's 7 tiles in G4,
// entry #5 (#1 Ann's road, #2 the end of turn 1, #3 Ben's road, #4 the end of turn 2,
// as the command line numbers a game's entries).

import Foundation
import TallyCore
import XCTest

@testable import TallyKit

@MainActor
final class StatisticsFilterTests: XCTestCase, @unchecked Sendable {
    private let inns = "exp01_inns_cathedrals"
    private let innsName = "Exp. 1 - Inns & Cathedrals"

    private func finish(_ board: ScoreboardModel, _ table: Table) async {
        await board.act(.startEndGame)
        await EndGameModel(game: board.game, router: table.router).act(.finish)
        table.router.popToRoot()
    }

    /// The history above; G4's id.
    private func history(_ table: Table) async throws -> Int64 {
        let g1 = try await table.start([("Ann", .red), ("Ben", .blue)])
        try await g1.score("city", ["tiles": 4])
        await g1.act(.endTurn)
        try await g1.score("road", ["tiles": 3])
        await finish(g1, table)
        let g2 = try await table.start([("Ann", .red), ("Ben", .blue)])
        try await g2.score("city", ["tiles": 5])
        await g2.act(.endTurn)
        try await g2.score("road", ["tiles": 2])
        await finish(g2, table)
        let g3 = try await table.start([("Ann", .red), ("Ben", .blue)], expansions: [inns])
        try await g3.score("road", ["tiles": 2])
        await g3.act(.endTurn)
        try await g3.score("city", ["tiles": 3])
        await finish(g3, table)
        let g4 = try await table.start([("Ann", .red), ("Ben", .blue), ("Cleo", .green)], expansions: [inns])
        try await g4.score("road", ["tiles": 2])
        await g4.act(.endTurn)
        try await g4.score("road", ["tiles": 4])
        await g4.act(.endTurn)
        try await g4.score("city", ["tiles": 7])
        await finish(g4, table)
        return g4.game.gameId
    }

    private func wins(_ state: StatisticsViewState) -> [String: Int64] {
        Dictionary(uniqueKeysWithValues: state.wins.map { ($0.label, Int64($0.wins)) })
    }

    private func games(_ state: StatisticsViewState) -> [String: Int64] {
        Dictionary(uniqueKeysWithValues: state.wins.map { ($0.label, Int64($0.games)) })
    }

    func testAnExpansionFilterRedrawsTheChartsAsTheCoreDrawsThem() async throws {
        let table = try await Table.make()
        _ = try await history(table)
        let statistics = StatisticsModel(service: table.service, router: table.router)
        await statistics.settled()
        XCTAssertEqual(wins(statistics.viewState), ["Ann": 2, "Ben": 1, "Cleo": 1])
        XCTAssertEqual(games(statistics.viewState), ["Ann": 4, "Ben": 4, "Cleo": 1])
        XCTAssertNil(statistics.viewState.filterSummary)
        XCTAssertEqual(statistics.viewState.filterOptions.expansions.map(\.value), [inns], "the expansions played")
        XCTAssertEqual(statistics.viewState.filterOptions.editions.map(\.value), [.c3])
        XCTAssertEqual(statistics.viewState.filterOptions.years.count, 1, "every game started this year")

        let filter = StatsFilterChoice().togglingExpansion(inns)
        await statistics.act(.filter(filter))
        let state = statistics.viewState
        XCTAssertEqual(wins(state), ["Ann": 0, "Ben": 1, "Cleo": 1])
        XCTAssertEqual(games(state), ["Ann": 2, "Ben": 2, "Cleo": 1])
        XCTAssertEqual(state.wins.first { $0.label == "Ben" }?.rate, 0.5)
        XCTAssertEqual(state.filterSummary, "Filters: \(innsName)")
        let core = try await table.service.groupCharts(StatsFilter(expansions: [inns])).get()
        XCTAssertEqual(state.wins.map(\.label), core.wins.map(\.name))
        XCTAssertEqual(state.wins.map(\.rate), core.wins.map(\.result.rate))
        XCTAssertEqual(state.ratings.map(\.rating), core.ratings.map(\.rating.rating))
        XCTAssertEqual(state.records.map(\.gameId), core.records.map(\.gameId))

        let ann = try XCTUnwrap(state.rows.first { $0.name == "Ann" }?.rosterId)
        let ben = try XCTUnwrap(state.rows.first { $0.name == "Ben" }?.rosterId)
        await statistics.act(.compare(first: ann, second: ben))
        XCTAssertEqual(statistics.viewState.headToHead?.games, 2, "G3 and G4")
        XCTAssertEqual(statistics.viewState.headToHead?.firstAhead, 0)
        XCTAssertEqual(statistics.viewState.headToHead?.secondAhead, 2)
        XCTAssertEqual(statistics.viewState.pairScores.map(\.score), [2, 6, 2, 4], "Ann and Ben, G3 then G4")

        await statistics.act(.clearFilter)
        XCTAssertEqual(wins(statistics.viewState), ["Ann": 2, "Ben": 1, "Cleo": 1])
        XCTAssertNil(statistics.viewState.filterSummary)
        XCTAssertEqual(statistics.viewState.headToHead?.games, 4, "every game again")
        XCTAssertEqual(statistics.viewState.headToHead?.firstAhead, 2)
        XCTAssertEqual(table.calls.onMainThread, [], "no model called the core on the main actor")
    }

    func testAPlayersFilterNamesOnlyThem_andABadFilterChangesNothing() async throws {
        let table = try await Table.make()
        _ = try await history(table)
        let statistics = StatisticsModel(service: table.service, router: table.router)
        await statistics.settled()
        let ann = try XCTUnwrap(statistics.viewState.rows.first { $0.name == "Ann" }?.rosterId)
        let cleo = try XCTUnwrap(statistics.viewState.rows.first { $0.name == "Cleo" }?.rosterId)
        let filter = StatsFilterChoice().togglingPlayer(ann).togglingPlayer(cleo)
        await statistics.act(.filter(filter))
        XCTAssertEqual(wins(statistics.viewState), ["Cleo": 1, "Ann": 0], "G4 alone; Ben is not named")
        XCTAssertEqual(statistics.viewState.filterSummary, "Filters: 2 players")

        await statistics.act(.filter(filter.togglingExpansion("no_such_expansion")))
        XCTAssertNotNil(statistics.viewState.alert, "the core refuses an unknown expansion")
        XCTAssertEqual(statistics.viewState.filter, filter, "the filter stays as it was")
        XCTAssertEqual(wins(statistics.viewState), ["Cleo": 1, "Ann": 0])
        await statistics.act(.dismissAlert)

        let year = try XCTUnwrap(statistics.viewState.filterOptions.years.first)
        await statistics.act(.filter(StatsFilterChoice().withFromYear(year + 1)))
        XCTAssertEqual(statistics.viewState.wins, [], "no game started after this year")
        XCTAssertEqual(statistics.viewState.filterSummary, "Filters: since \(year + 1)")
    }

    func testARecordOpensItsGameAtItsEntry() async throws {
        let table = try await Table.make()
        let g4 = try await history(table)
        let statistics = StatisticsModel(service: table.service, router: table.router)
        await statistics.settled()
        let city = try XCTUnwrap(statistics.viewState.records.first { $0.kind == .biggestCity })
        XCTAssertEqual(city.detail, "Cleo: 7 tiles, 14 points")
        await statistics.act(.openRecord(.biggestCity))
        XCTAssertEqual(table.router.top, .gameDetail(gameId: g4, entry: 5))
        table.router.popToRoot()
        await statistics.act(.openRecord(.highestScore))
        XCTAssertEqual(table.router.top, .gameDetail(gameId: g4), "a score names no entry: the game opens")
        table.router.popToRoot()

        let detail = GameDetailModel(gameId: g4, entry: 5, service: table.service, router: table.router)
        await detail.settled()
        XCTAssertEqual(detail.viewState.shownEntry, 5)
        let entries = detail.viewState.timeline.flatMap { $0.steps.flatMap(\.entries) }
        let shown = try XCTUnwrap(entries.first { $0.seq == 5 })
        XCTAssertEqual(shown.awards.map(\.name), ["Cleo"])
        XCTAssertEqual(shown.awards.map(\.points), [14])

        let elsewhere = GameDetailModel(gameId: g4, entry: 999, service: table.service, router: table.router)
        await elsewhere.settled()
        XCTAssertNil(elsewhere.viewState.shownEntry, "an entry the game does not hold is not marked")
        XCTAssertFalse(elsewhere.viewState.timeline.isEmpty)
    }

    func testAPlayersChartsFollowTheFilter() async throws {
        let table = try await Table.make()
        _ = try await history(table)
        let statistics = StatisticsModel(service: table.service, router: table.router)
        await statistics.settled()
        let ann = try XCTUnwrap(statistics.viewState.rows.first { $0.name == "Ann" }?.rosterId)
        let filter = StatsFilterChoice().togglingExpansion(inns)
        await statistics.act(.filter(filter))
        await statistics.act(.openCharts(ann))
        XCTAssertEqual(table.router.top, .playerCharts(rosterId: ann, filter: filter))

        let charts = PlayerChartsModel(rosterId: ann, filter: filter, service: table.service)
        await charts.settled()
        let core = try await table.service.playerCharts(ann, filter: StatsFilter(expansions: [inns]), page: chartPage).get()
        XCTAssertEqual(charts.viewState.scores.map(\.score), [2, 2], "Ann's roads of 2 in G3 and G4")
        XCTAssertEqual(charts.viewState.scores.map(\.score), core.games.games.map(\.score))
        XCTAssertEqual(charts.viewState.scores.map(\.rank), [2, 3])
        XCTAssertEqual(charts.viewState.byExpansion.map(\.label), [innsName])
        XCTAssertEqual(charts.viewState.byExpansion.map(\.wins), [0])
        XCTAssertEqual(charts.viewState.filterSummary, "Filters: \(innsName)")
    }

    func testAFilterSaysWhatItChooses_andAsksTheCoreForWholeYears() async throws {
        let table = try await Table.make()
        let catalog = table.service.catalog
        let filter = StatsFilterChoice(fromYear: 2023, toYear: 2024, players: [1, 2, 3], expansions: [inns], edition: .c3)
        XCTAssertEqual(filter.summary(catalog: catalog), "Filters: 2023–2024 · 3 players · \(innsName) · Third edition (C3)")
        // 1 January 2023 and 1 January 2025, 00:00 UTC, in milliseconds.
        XCTAssertEqual(filter.coreFilter.from, 1_672_531_200_000)
        XCTAssertEqual(filter.coreFilter.to, 1_735_689_600_000)
        XCTAssertEqual(StatsFilterChoice(toYear: 2024).summary(catalog: catalog), "Filters: up to 2024")
        XCTAssertEqual(StatsFilterChoice(fromYear: 2024, toYear: 2024).summary(catalog: catalog), "Filters: 2024")
        XCTAssertEqual(StatsFilterChoice(toYear: 2022).withFromYear(2024).toYear, 2024, "the range never ends before it starts")
        XCTAssertNil(StatsFilterChoice().summary(catalog: catalog))

        table.router.push(.playerCharts(rosterId: 7, filter: filter))
        let saved = table.router.savedPath
        let restored = AppRouter()
        restored.restore(savedPath: saved)
        XCTAssertEqual(restored.path, [.playerCharts(rosterId: 7, filter: filter)], "the filter survives the app being closed")
    }

    func testTheCategoriesAreNamedInOnePlace() async throws {
        _ = try await Table.make()
        XCTAssertEqual(
            TallyCore.Category.inOrder.map(\.name),
            ["Roads", "Cities", "Cloisters", "Fields", "Other features", "Bonuses", "Dispatches", "Robbers", "Corrections"])
    }
}
