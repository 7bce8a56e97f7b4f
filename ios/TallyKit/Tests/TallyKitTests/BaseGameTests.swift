// A whole base game through the app's models, as players tap it in: new game,
// scores with the live preview, turns, undo and redo, the end-game walkthrough,
// the results, and then the history, the game's detail and the statistics.

import TallyCore
import XCTest

@testable import TallyKit

@MainActor
final class BaseGameTests: XCTestCase, @unchecked Sendable {
    func testABaseGameFromNewGameToStatistics() async throws {
        let table = try Table()
        let board = try table.start([("Ann", .red), ("Ben", .blue)])
        var state = board.viewState
        XCTAssertEqual(state.players.map(\.name), ["Ann", "Ben"])
        XCTAssertEqual(state.activePlayer?.id, "red")
        XCTAssertEqual(state.turn, 1)
        XCTAssertEqual(state.stepCode, "1A")
        XCTAssertEqual(state.figuresPerPlayer, 1)
        XCTAssertFalse(state.canUndo)
        XCTAssertEqual(Set(state.features.map(\.key)), ["road", "city", "cloister"], "the base game's completed features")

        // City: 4 tiles and a coat of arms, Ann's knight. The form previews before anything is recorded.
        let city = try board.open("city")
        XCTAssertEqual(city.viewState.form.field("tiles")?.count, 2, "the schema's default")
        city.send(viewAction: .edit(.count("tiles", 4)))
        city.send(viewAction: .edit(.count("coats_of_arms", 1)))
        city.send(viewAction: .edit(.playerCount("followers", player: "red", 1)))
        guard case .score(let value, let awards)? = city.viewState.preview else {
            return XCTFail("no preview: \(String(describing: city.viewState.preview))")
        }
        XCTAssertEqual(value, 10)
        XCTAssertEqual(awards.map(\.player.id), ["red"])
        XCTAssertEqual(awards.first?.rows.map(\.rule), ["city.base", "city.base"])
        XCTAssertEqual(board.score(of: "red"), 0, "a preview records nothing")
        XCTAssertTrue(city.viewState.figureChoices.isEmpty, "one figure each without Messages")
        city.send(viewAction: .submit)
        XCTAssertTrue(city.viewState.isDone)
        board.send(viewAction: .dismissSheet)

        state = board.viewState
        XCTAssertEqual(state.players.map(\.score), [10, 0])
        XCTAssertEqual(state.players.first?.figures.first?.space, 10)
        XCTAssertEqual(state.stepCode, "3B")
        XCTAssertEqual(state.log.first?.awards.map(\.points), [10])
        XCTAssertTrue(state.canUndo)
        XCTAssertEqual(state.markers.filter { $0.space == 10 }.map(\.player), ["red"])

        board.send(viewAction: .endTurn)
        XCTAssertEqual(board.viewState.activePlayer?.name, "Ben")
        XCTAssertEqual(board.viewState.turn, 2)

        // Road of 3 with one meeple each: a tie, both score.
        try board.score("road", ["tiles": 3], players: ["red": ["followers": 1], "blue": ["followers": 1]])
        XCTAssertEqual(board.viewState.players.map(\.score), [13, 3])

        // Undo and redo are on the scoreboard.
        board.send(viewAction: .undo)
        XCTAssertEqual(board.viewState.players.map(\.score), [10, 0])
        XCTAssertTrue(board.viewState.canRedo)
        board.send(viewAction: .redo)
        XCTAssertEqual(board.viewState.players.map(\.score), [13, 3])
        board.send(viewAction: .redo)
        XCTAssertNotNil(board.viewState.alert, "nothing to redo: the core's message is shown")
        board.send(viewAction: .dismissAlert)
        XCTAssertFalse(board.viewState.canTakeSecondPart, "no builder in the base game")
        XCTAssertFalse(board.viewState.canPlaceRobber)

        // The end of the game: the walkthrough lists the base game's incomplete features.
        board.send(viewAction: .startEndGame)
        XCTAssertEqual(table.router.top, .endGame(gameId: board.game.gameId))
        XCTAssertEqual(board.viewState.phase, .endGame)
        let end = EndGameModel(game: board.game, router: table.router)
        XCTAssertEqual(end.viewState.sections.first?.section, "B.1")
        XCTAssertEqual(end.viewState.next?.key, "road")

        let road = try XCTUnwrap(end.viewState.sections.flatMap(\.rows).first { $0.key == "road" })
        end.send(viewAction: .open(road))
        let roadForm = end.scoreFormModel(try XCTUnwrap(end.viewState.form))
        roadForm.send(viewAction: .edit(.count("tiles", 2)))
        roadForm.send(viewAction: .edit(.playerCount("followers", player: "blue", 1)))
        guard case .score(_, let roadAwards)? = roadForm.viewState.preview else { return XCTFail("no preview") }
        XCTAssertEqual(roadAwards.first?.rows.map(\.rule), ["road.base.incomplete"])
        roadForm.send(viewAction: .submit)
        XCTAssertTrue(roadForm.viewState.isDone)
        end.send(viewAction: .dismissForm)
        XCTAssertEqual(end.viewState.sections.flatMap(\.rows).first { $0.key == "road" }?.recorded, 1)
        XCTAssertNotEqual(end.viewState.next?.key, "road", "the walkthrough moves on")

        let cityForm = end.scoreFormModel(.feature(key: "city", name: "City", endOfGame: true))
        cityForm.send(viewAction: .edit(.count("tiles", 3)))
        cityForm.send(viewAction: .edit(.count("coats_of_arms", 2)))
        cityForm.send(viewAction: .edit(.playerCount("followers", player: "blue", 1)))
        cityForm.send(viewAction: .submit)
        XCTAssertEqual(end.viewState.standings.map(\.score), [13, 10])

        end.send(viewAction: .finish)
        XCTAssertEqual(table.router.top, .results(gameId: board.game.gameId))
        let results = ResultsModel(game: board.game, router: table.router)
        XCTAssertTrue(results.viewState.isFinished)
        XCTAssertEqual(results.viewState.rows.map(\.name), ["Ann", "Ben"])
        XCTAssertEqual(results.viewState.rows.map(\.rank), [1, 2])
        XCTAssertEqual(results.viewState.winners.map(\.name), ["Ann"])
        XCTAssertEqual(results.viewState.rows.first?.categories,
                       [CategoryScore(category: .roads, points: 3), CategoryScore(category: .cities, points: 10)])
        results.send(viewAction: .done)
        XCTAssertEqual(table.router.path, [])
        XCTAssertTrue(board.viewState.features.isEmpty && board.viewState.eventSections.isEmpty,
                      "nothing to score in a finished game")
        board.send(viewAction: .showResults)
        XCTAssertEqual(table.router.top, .results(gameId: board.game.gameId))
        table.router.popToRoot()

        // Home, history, the game's detail with its chart, statistics.
        let home = HomeModel(service: table.service, router: table.router)
        XCTAssertEqual(home.viewState.unfinished, [])
        XCTAssertEqual(home.viewState.recent.map(\.id), [board.game.gameId])
        XCTAssertEqual(home.viewState.recent.first?.leaders.map(\.name), ["Ann"])
        XCTAssertEqual(home.viewState.rosterCount, 2, "new names join the roster")

        let history = HistoryModel(service: table.service, router: table.router)
        XCTAssertEqual(history.viewState.games.count, 1)
        history.send(viewAction: .filterFinished(false))
        XCTAssertEqual(history.viewState.games.count, 0)
        history.send(viewAction: .filterFinished(nil))
        history.send(viewAction: .open(board.game.gameId))
        XCTAssertEqual(table.router.top, .gameDetail(gameId: board.game.gameId))

        let detail = GameDetailModel(gameId: board.game.gameId, service: table.service, router: table.router)
        XCTAssertEqual(detail.viewState.standings.map(\.score), [13, 10])
        XCTAssertEqual(detail.viewState.chart.map(\.name), ["Ann", "Ben"])
        let annLine = try XCTUnwrap(detail.viewState.chart.first)
        XCTAssertEqual(annLine.points.first?.score, 0, "the chart starts at 0")
        XCTAssertEqual(annLine.points.last?.score, 13)
        XCTAssertTrue(annLine.points.last?.isEndGame ?? false)
        XCTAssertEqual(detail.viewState.timeline.first?.steps.first?.code, "3B")
        XCTAssertEqual(detail.viewState.timeline.first?.steps.first?.entries.first?.awards.first?.points, 10)
        detail.send(viewAction: .open)
        XCTAssertEqual(table.router.top, .results(gameId: board.game.gameId), "a finished game opens its results")

        let statistics = StatisticsModel(service: table.service)
        XCTAssertEqual(statistics.viewState.rows.map(\.name), ["Ann", "Ben"])
        XCTAssertEqual(statistics.viewState.rows.first?.wins, 1)
        XCTAssertEqual(statistics.viewState.rows.first?.bestScore, 13)
        let ann = try XCTUnwrap(statistics.viewState.rows.first?.rosterId)
        let ben = try XCTUnwrap(statistics.viewState.rows.last?.rosterId)
        statistics.send(viewAction: .select(ann))
        XCTAssertEqual(statistics.viewState.selected?.games, 1)
        statistics.send(viewAction: .compare(first: ann, second: ben))
        XCTAssertEqual(statistics.viewState.headToHead?.games, 1)
        XCTAssertEqual(statistics.viewState.headToHead?.firstAhead, 1)
    }

    func testResultsCanBeReopenedForALateCorrection() async throws {
        let table = try Table()
        let board = try table.start([("Ann", .red), ("Ben", .blue)])
        try board.score("road", ["tiles": 2], players: ["blue": ["followers": 1]])
        board.send(viewAction: .startEndGame)
        let end = EndGameModel(game: board.game, router: table.router)
        end.send(viewAction: .finish)
        let results = ResultsModel(game: board.game, router: table.router)
        XCTAssertEqual(results.viewState.winners.map(\.name), ["Ben"])

        results.send(viewAction: .reopen)
        XCTAssertEqual(table.router.top, .endGame(gameId: board.game.gameId))
        let correction = board.correctionModel()
        correction.send(viewAction: .choosePlayer("red"))
        correction.send(viewAction: .setPoints(2))
        XCTAssertFalse(correction.viewState.canSubmit, "a correction needs a reason")
        correction.send(viewAction: .setReason("forgotten cloister"))
        XCTAssertTrue(correction.viewState.canSubmit)
        correction.send(viewAction: .submit)
        XCTAssertTrue(correction.viewState.isDone)
        end.send(viewAction: .finish)
        XCTAssertEqual(results.viewState.rows.map(\.rank), [1, 1], "a tie shares the first place")
        XCTAssertEqual(results.viewState.winners.count, 2)
    }

    func testUndoingTheStartOfTheEndGameLeadsBackToTheScoreboard() async throws {
        let table = try Table()
        let board = try table.start([("Ann", .red), ("Ben", .blue)])
        board.send(viewAction: .startEndGame)
        let end = EndGameModel(game: board.game, router: table.router)
        XCTAssertEqual(table.router.path.count, 2)
        end.send(viewAction: .undo)
        XCTAssertEqual(board.viewState.phase, .playing)
        XCTAssertEqual(table.router.top, .scoreboard(gameId: board.game.gameId))
    }
}
