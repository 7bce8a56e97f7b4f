// A whole base game through the app's models, as players tap it in: new game,
// scores with the live preview, turns, undo and redo, the end-game walkthrough as
// the core gives it, the results, and then the history, the game's detail and the
// statistics. Values are worked out from the reference (C3: road 1/tile, city
// 2/tile + 2/coat of arms when completed, 1 + 1 at the end).

import TallyCore
import XCTest

@testable import TallyKit

@MainActor
final class BaseGameTests: XCTestCase, @unchecked Sendable {
    func testABaseGameFromNewGameToStatistics() async throws {
        let table = try await Table.make()
        let board = try await table.start([("Ann", .red), ("Ben", .blue)])
        var state = board.viewState
        XCTAssertEqual(state.players.map(\.name), ["Ann", "Ben"])
        XCTAssertEqual(state.activePlayer?.id, "red")
        XCTAssertEqual(state.turn, 1)
        XCTAssertEqual(state.step?.code, "1A")
        XCTAssertEqual(state.moment, .completed)
        XCTAssertEqual(state.figuresPerPlayer, 1)
        XCTAssertFalse(state.actions.undo.allowed)
        XCTAssertNotNil(state.actions.undo.whyNot, "the core says why not")
        XCTAssertFalse(state.actions.placeRobber.allowed, "no robbers in the base game")
        XCTAssertFalse(state.actions.secondPart.allowed, "no builder in the base game")
        XCTAssertEqual(Set(state.features.map(\.key)), ["road", "city", "cloister"], "the base game's completed features")

        // City: 4 tiles and a coat of arms, Ann's knight. The form previews before anything is recorded.
        let city = try await board.open("city")
        XCTAssertEqual(city.viewState.title, city.viewState.items.first?.name)
        XCTAssertTrue(city.viewState.items[0].field("tiles")?.missing ?? false, "the players must count the tiles")
        await city.fill(["tiles": 4, "coats_of_arms": 1])
        XCTAssertEqual(city.points, ["red": 10], "4 x 2 + 1 x 2")
        XCTAssertEqual(city.viewState.preview?.first?.rows.map(\.rule), ["city.base", "city.base"])
        XCTAssertEqual(board.score(of: "red"), 0, "a preview records nothing")
        XCTAssertTrue(city.viewState.figures.isEmpty, "one figure each without Messages")
        await city.act(.submit)
        XCTAssertTrue(city.viewState.isDone)
        await board.act(.dismissSheet)

        state = board.viewState
        XCTAssertEqual(state.players.map(\.score), [10, 0])
        XCTAssertEqual(state.players.first?.figures.first?.space, 10)
        XCTAssertEqual(state.step?.code, "3B")
        XCTAssertEqual(state.log.first?.awards.map(\.points), [10])
        XCTAssertTrue(state.actions.undo.allowed)
        XCTAssertEqual(state.markers.filter { $0.space == 10 }.map(\.player), ["red"])

        await board.act(.endTurn)
        XCTAssertEqual(board.viewState.activePlayer?.name, "Ben")
        XCTAssertEqual(board.viewState.turn, 2)

        // Road of 3 with one meeple each: a tie, both score (Ben's own follower is the core's).
        try await board.score("road", ["tiles": 3], players: ["red": ["followers": 1]])
        XCTAssertEqual(board.viewState.players.map(\.score), [13, 3])

        // Undo and redo are on the scoreboard, and say what they took back and did again.
        await board.act(.undo)
        XCTAssertEqual(board.viewState.players.map(\.score), [10, 0])
        XCTAssertTrue(board.viewState.actions.redo.allowed)
        let undone = try XCTUnwrap(board.viewState.announcement)
        XCTAssertEqual(undone.text, "Undone: #3 Road: Ann +3, Ben +3", "the players by name")
        await board.act(.redo)
        XCTAssertEqual(board.viewState.players.map(\.score), [13, 3])
        XCTAssertEqual(board.viewState.announcement?.text, "Redone: #3 Road: Ann +3, Ben +3")
        XCTAssertNotEqual(board.viewState.announcement?.id, undone.id)
        await board.act(.redo)
        XCTAssertNotNil(board.viewState.alert, "nothing to redo: the core's message is shown")
        await board.act(.dismissAlert)

        // The end of the game: the walkthrough as the core gives it.
        await board.act(.startEndGame)
        XCTAssertEqual(table.router.top, .endGame(gameId: board.game.gameId))
        XCTAssertEqual(board.viewState.moment, .endOfGame)
        XCTAssertTrue(board.viewState.hasWalkthrough)
        let end = EndGameModel(game: board.game, router: table.router)
        XCTAssertEqual(end.viewState.sections.first?.rows.first?.name, "Road", "the catalogue's names")
        XCTAssertEqual(end.viewState.sections.first?.rows.prefix(3).map(\.key), ["road", "city", "cloister"])
        XCTAssertTrue(end.viewState.sections.first?.rows.contains { $0.key == "field" } ?? false, "farmers score at the end")
        XCTAssertEqual(end.viewState.next?.key, "road")
        let items = end.viewState.sections.flatMap(\.rows).count
        XCTAssertEqual(end.viewState.nextProgress, "1 of \(items)", "the road comes first")

        let road = try XCTUnwrap(end.viewState.sections.flatMap(\.rows).first { $0.key == "road" })
        await end.act(.open(road))
        let roadForm = end.scoreFormModel(try XCTUnwrap(end.viewState.form))
        await roadForm.settled()
        await roadForm.fill(["tiles": 2], players: ["blue": ["followers": 1]])
        XCTAssertEqual(roadForm.viewState.preview?.first?.rows.map(\.rule), ["road.base.incomplete"])
        await roadForm.act(.submit)
        XCTAssertTrue(roadForm.viewState.isDone)
        await end.act(.dismissForm)
        XCTAssertEqual(end.viewState.sections.flatMap(\.rows).first { $0.key == "road" }?.scored, 1, "the core counted it")
        XCTAssertEqual(end.viewState.next?.key, "city", "the walkthrough moves on")
        let endEntry = try XCTUnwrap(board.game.log.items.first { $0.step == .endOfGame })
        XCTAssertEqual(LogRow(endEntry, game: board.game).stepCode, "End", "the timeline says the end, not the core's key")
        XCTAssertEqual(end.viewState.nextProgress, "2 of \(items)")

        let cityForm = end.scoreFormModel(try XCTUnwrap(end.viewState.next))
        await cityForm.settled()
        await cityForm.fill(["tiles": 3, "coats_of_arms": 2], players: ["blue": ["followers": 1]])
        XCTAssertEqual(cityForm.points, ["blue": 5], "3 x 1 + 2 x 1, incomplete")
        await cityForm.act(.submit)
        XCTAssertEqual(end.viewState.standings.map(\.score), [13, 10])

        await end.act(.prepareFinish)
        XCTAssertEqual(end.viewState.finishAwards, [], "nothing scores by itself in a base game")
        await end.act(.finish)
        XCTAssertEqual(table.router.top, .results(gameId: board.game.gameId))
        let results = table.results(board.game)
        XCTAssertTrue(results.viewState.isFinished)
        XCTAssertEqual(results.viewState.rows.map(\.name), ["Ann", "Ben"])
        XCTAssertEqual(results.viewState.rows.map(\.rank), [1, 2])
        XCTAssertEqual(results.viewState.winners.map(\.name), ["Ann"])
        XCTAssertEqual(results.viewState.rows.first?.categories,
                       [CategoryScore(category: .roads, points: 3), CategoryScore(category: .cities, points: 10)])
        await results.act(.done)
        XCTAssertEqual(table.router.path, [])
        XCTAssertTrue(board.viewState.features.isEmpty && board.viewState.eventSections.isEmpty,
                      "nothing to score in a finished game")
        XCTAssertTrue(board.viewState.isFinished)
        await board.act(.showResults)
        XCTAssertEqual(table.router.top, .results(gameId: board.game.gameId))
        table.router.popToRoot()

        // Home, history, the game's detail with its chart, statistics.
        let home = HomeModel(service: table.service, router: table.router)
        await home.settled()
        XCTAssertEqual(home.viewState.unfinished, [])
        XCTAssertEqual(home.viewState.recent.map(\.id), [board.game.gameId])
        XCTAssertEqual(home.viewState.recent.first?.leaders.map(\.name), ["Ann"])
        XCTAssertEqual(home.viewState.historyCount, 1, "the history lists one game")
        XCTAssertEqual(home.viewState.rosterCount, 2, "new names join the roster")

        let history = HistoryModel(service: table.service, router: table.router)
        await history.settled()
        XCTAssertEqual(history.viewState.games.count, 1)
        await history.act(.filterFinished(false))
        XCTAssertEqual(history.viewState.games.count, 0)
        await history.act(.filterFinished(nil))
        await history.act(.open(board.game.gameId))
        XCTAssertEqual(table.router.top, .gameDetail(gameId: board.game.gameId))

        let detail = GameDetailModel(gameId: board.game.gameId, service: table.service, router: table.router)
        await detail.settled()
        XCTAssertEqual(detail.viewState.standings.map(\.score), [13, 10])
        XCTAssertEqual(detail.viewState.chart.map(\.name), ["Ann", "Ben"])
        let annLine = try XCTUnwrap(detail.viewState.chart.first)
        XCTAssertEqual(annLine.points.first?.score, 0, "the chart starts at 0")
        XCTAssertEqual(annLine.points.last?.score, 13)
        XCTAssertTrue(annLine.points.last?.isEndGame ?? false)
        XCTAssertEqual(detail.viewState.chart.chartDescription, "Score chart. Ann ends with 13 points; Ben ends with 10 points")
        XCTAssertEqual(detail.viewState.timeline.first?.steps.first?.code, "3B")
        XCTAssertEqual(detail.viewState.timeline.first?.steps.first?.entries.first?.awards.first?.points, 10)
        await detail.act(.open)
        XCTAssertEqual(table.router.top, .results(gameId: board.game.gameId), "a finished game opens its results")

        let statistics = StatisticsModel(service: table.service)
        await statistics.settled()
        XCTAssertEqual(statistics.viewState.rows.map(\.name), ["Ann", "Ben"])
        XCTAssertEqual(statistics.viewState.rows.first?.wins, 1)
        XCTAssertEqual(statistics.viewState.rows.first?.bestScore, 13)
        XCTAssertEqual(statistics.viewState.rows.first?.averageByCategory.map(\.category), [.roads, .cities])
        let ann = try XCTUnwrap(statistics.viewState.rows.first?.rosterId)
        let ben = try XCTUnwrap(statistics.viewState.rows.last?.rosterId)
        await statistics.act(.select(ann))
        XCTAssertEqual(statistics.viewState.selected?.games, 1)
        await statistics.act(.compare(first: ann, second: ben))
        XCTAssertEqual(statistics.viewState.headToHead?.games, 1)
        XCTAssertEqual(statistics.viewState.headToHead?.firstAhead, 1)

        XCTAssertEqual(table.calls.onMainThread, [], "no model called the core on the main actor")
    }

    func testResultsCanBeReopenedForALateCorrection() async throws {
        let table = try await Table.make()
        let board = try await table.start([("Ann", .red), ("Ben", .blue)])
        try await board.score("road", ["tiles": 2], players: ["red": ["followers": 0], "blue": ["followers": 1]])
        await board.act(.startEndGame)
        let end = EndGameModel(game: board.game, router: table.router)
        await end.act(.finish)
        let results = table.results(board.game)
        XCTAssertEqual(results.viewState.winners.map(\.name), ["Ben"])

        await results.act(.reopen)
        XCTAssertEqual(table.router.top, .endGame(gameId: board.game.gameId))
        XCTAssertFalse(results.viewState.isFinished)
        let correction = board.correctionModel()
        await correction.act(.choosePlayer("red"))
        await correction.act(.setPoints(2))
        XCTAssertFalse(correction.viewState.canSubmit, "a correction needs a reason")
        await correction.act(.setReason("forgotten cloister"))
        XCTAssertTrue(correction.viewState.canSubmit)
        await correction.act(.submit)
        XCTAssertTrue(correction.viewState.isDone)
        await end.act(.finish)
        XCTAssertEqual(results.viewState.rows.map(\.rank), [1, 1], "a tie shares the first place")
        XCTAssertEqual(results.viewState.winners.count, 2)
    }

    func testUndoingTheStartOfTheEndGameLeadsBackToTheScoreboard() async throws {
        let table = try await Table.make()
        let board = try await table.start([("Ann", .red), ("Ben", .blue)])
        await board.act(.startEndGame)
        let end = EndGameModel(game: board.game, router: table.router)
        XCTAssertEqual(table.router.path.count, 2)
        await end.act(.begin)
        XCTAssertEqual(board.game.log.total, 1, "begin does nothing once the end-game scoring has begun")
        await end.act(.undo)
        XCTAssertEqual(board.viewState.moment, .completed)
        XCTAssertFalse(board.viewState.hasWalkthrough)
        XCTAssertEqual(table.router.top, .scoreboard(gameId: board.game.gameId))
    }
}
