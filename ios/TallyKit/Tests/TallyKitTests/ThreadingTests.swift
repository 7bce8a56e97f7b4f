// No screen model calls the core on the main actor: every store and session call
// of a game played through all the screens is recorded with the thread it ran on
// (CoreCalls), and none ran on the main thread.

import TallyCore
import XCTest

@testable import TallyKit

@MainActor
final class ThreadingTests: XCTestCase, @unchecked Sendable {
    func testNoModelCallsTheCoreOnTheMainActor() async throws {
        // The record tells the main thread apart: the test itself runs there.
        let control = CoreCalls()
        control.record("from the test")
        XCTAssertEqual(control.onMainThread, ["from the test"])

        let table = try await Table.make()
        let home = HomeModel(service: table.service, router: table.router)
        await home.settled()
        let board = try await table.start([("Ann", .red), ("Ben", .blue)], expansions: ["mini2_messages", "mini6_robbers"])

        let round = try await board.open("road")
        await round.fill(["tiles": 5])
        await round.act(.add(try XCTUnwrap(round.viewState.addable.first { $0.key == "city" })))
        await round.fill(["tiles": 2], players: ["red": ["followers": 0], "blue": ["followers": 1]], item: 1)
        await round.act(.submit)
        let dispatch = board.dispatchModel()
        await dispatch.settled()
        await dispatch.act(.chooseTile("smallest_city"))
        await dispatch.fill("tiles", 2)
        await dispatch.act(.resolve)
        XCTAssertTrue(dispatch.viewState.isDone, "\(dispatch.viewState.alert?.message ?? "")")

        let placement = board.robberPlacementModel()
        await placement.act(.chooseOwner("blue"))
        await placement.act(.chooseSpace(try XCTUnwrap(placement.viewState.spaces.first?.space)))
        await placement.act(.place)
        let correction = board.correctionModel()
        await correction.act(.setPoints(1))
        await correction.act(.setReason("a forgotten point"))
        await correction.act(.submit)
        let corrected = board.correctionModel(editing: try XCTUnwrap(board.viewState.log.first?.seq))
        await corrected.settled()
        await corrected.act(.setPoints(2))
        await corrected.act(.submit)
        let entry = try XCTUnwrap(board.viewState.log.last?.seq)
        let edit = board.editFormModel(entry)
        await edit.settled()
        await edit.act(.setCount(item: 0, field: "tiles", 6))
        await edit.act(.submit)
        let deletion = board.deleteEntryModel(try XCTUnwrap(board.viewState.log.first?.seq))
        await deletion.act(.delete)
        await board.act(.loadOlderLog)
        await board.act(.refresh)

        await board.act(.startEndGame)
        let end = EndGameModel(game: board.game, router: table.router)
        await end.act(.prepareFinish)
        await end.act(.finish)
        let results = table.results(board.game)
        await results.act(.showDetail)
        let detail = GameDetailModel(gameId: board.game.gameId, service: table.service, router: table.router)
        await detail.act(.export)
        let history = HistoryModel(service: table.service, router: table.router)
        await history.act(.filterFinished(true))
        let statistics = StatisticsModel(service: table.service)
        await statistics.settled()
        await statistics.act(.select(try XCTUnwrap(statistics.viewState.rows.first?.rosterId)))
        let players = PlayersModel(service: table.service)
        await players.act(.add(name: "Cleo", colour: .green))
        let settings = SettingsModel(service: table.service)
        await settings.act(.export)

        let names = Set(table.calls.names)
        for call in ["newGame", "addListener", "summary", "catalogue", "startDraft", "applyDraft", "submitDraft", "execute",
                     "previewChange", "commandOf", "logPage", "refresh", "gameDetail", "history",
                     "statistics", "roster", "addRosterPlayer", "exportGamesToFile", "unfinishedGames"] {
            XCTAssertTrue(names.contains(call), "\(call) was not exercised: \(names.sorted())")
        }
        XCTAssertEqual(table.calls.onMainThread, [], "calls made on the main actor")
    }
}
