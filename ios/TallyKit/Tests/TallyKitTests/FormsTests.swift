// Forms drawn from the core's draft: fields and limits of the ruleset, the core's
// starting values (the active player's follower, the active player's own input
// locked), the live preview and its refusals, "nobody scores" confirmed when the
// core asks for it, and the events offered by step of the turn.

import Observation
import TallyCore
import XCTest

@testable import TallyKit

@MainActor
final class FormsTests: XCTestCase, @unchecked Sendable {
    func testTheCityFormFollowsTheFormOfTheRuleset() async throws {
        let table = try await Table.make()
        let board = try await table.start([("Ann", .red), ("Ben", .blue)], expansions: ["exp01_inns_cathedrals"])
        let city = try await board.open("city")
        let item = try XCTUnwrap(city.viewState.items.first)
        XCTAssertEqual(item.field("cathedral")?.kind, .toggle, "Inns & Cathedrals adds the cathedral")
        XCTAssertEqual(item.field("tiles")?.kind, .count)
        XCTAssertEqual(item.playerFields.map(\.name), ["followers", "large_followers"])
        XCTAssertEqual(item.field("followers")?.players.map(\.player.name), ["Ann", "Ben"])
        XCTAssertEqual(item.field("tiles")?.rule, "city.base")
        XCTAssertFalse(item.field("tiles")?.ask.isEmpty ?? true, "the core says what to count")

        await city.fill(["tiles": 4, "coats_of_arms": 2], toggles: ["cathedral": true],
                        players: ["red": ["followers": 2], "blue": ["followers": 1]])
        XCTAssertEqual(city.points, ["red": 18], "the majority takes city.base 4 x 2 + 2 x 2 and city.cathedral 4 + 2")
        XCTAssertTrue(city.viewState.preview?.first?.rows.contains { $0.rule == "city.cathedral" } ?? false)
        XCTAssertTrue(city.viewState.submit.allowed)
        XCTAssertEqual(board.viewState.logTotal, 0, "previews record nothing")
    }

    func testTheActivePlayersInputIsTheCores() async throws {
        let table = try await Table.make()
        let board = try await table.start([("Ann", .red), ("Ben", .blue)], expansions: ["exp03_princess_dragon", "exp04_tower"])
        let fairy = try await board.open("fairy.start_of_turn")
        XCTAssertEqual(fairy.viewState.items[0].field("player")?.selection, "red", "Ann's turn: her fairy")
        XCTAssertEqual(fairy.viewState.items[0].field("player")?.locked, true)
        XCTAssertEqual(fairy.points, ["red": 1])
        await fairy.act(.submit)
        XCTAssertTrue(fairy.viewState.isDone, "\(fairy.viewState.alert?.message ?? "")")
        XCTAssertEqual(board.score(of: "red"), 1)
        await board.act(.dismissSheet)

        // The ransom is paid by the player whose turn it is (A.0): Ann, who has 1 point.
        let ransom = try await board.open("tower.prisoner_ransom")
        XCTAssertEqual(ransom.viewState.items[0].field("payer")?.selection, "red")
        XCTAssertEqual(ransom.viewState.items[0].field("payer")?.locked, true)
        await ransom.act(.choose(item: 0, field: "captor", "blue"))
        await ransom.act(.choose(item: 0, field: "captor", "nobody-at-this-table"))
        XCTAssertNotNil(ransom.viewState.alert, "only players of the game")
        await ransom.act(.dismissAlert)
        XCTAssertEqual(ransom.viewState.items[0].field("captor")?.selection, "blue")
        XCTAssertEqual(ransom.viewState.refusalCode, .wouldGoNegative, "1 point cannot pay a ransom of 3")
        XCTAssertFalse(ransom.viewState.submit.allowed)
        XCTAssertNotNil(ransom.viewState.submit.whyNot)
        await board.act(.dismissSheet)

        try await board.score("road", ["tiles": 4])
        let again = try await board.open("tower.prisoner_ransom")
        await again.act(.choose(item: 0, field: "captor", "blue"))
        XCTAssertEqual(again.points, ["red": -3, "blue": 3])
        await again.act(.submit)
        XCTAssertTrue(again.viewState.isDone, "\(again.viewState.alert?.message ?? "")")
        XCTAssertEqual(board.viewState.players.map(\.score), [2, 3], "1 + 4 - 3 for Ann, 3 for Ben")
    }

    func testNobodyScoresIsConfirmedWhenTheCoreAsks() async throws {
        let table = try await Table.make()
        let board = try await table.start([("Ann", .red), ("Ben", .blue)])
        let road = try await board.open("road")
        await road.fill(["tiles": 3], players: ["red": ["followers": 0]])
        XCTAssertEqual(road.viewState.refusalCode, .nobodyScores)
        XCTAssertTrue(road.viewState.offersNobodyScores)
        XCTAssertTrue(road.viewState.items[0].scoresNobody)
        XCTAssertFalse(road.viewState.submit.allowed)
        await road.act(.confirmNobodyScores(true))
        XCTAssertEqual(road.viewState.preview?.count, 0, "recorded with no points")
        XCTAssertTrue(road.viewState.submit.allowed)
        await road.act(.submit)
        XCTAssertTrue(road.viewState.isDone)
        XCTAssertEqual(board.viewState.logTotal, 1)
        XCTAssertEqual(board.viewState.players.map(\.score), [0, 0])
    }

    func testEventsAreOfferedByStepOfTheTurn() async throws {
        let table = try await Table.make()
        let board = try await table.start([("Ann", .red), ("Ben", .blue)], expansions: ["exp03_princess_dragon", "exp04_tower"])
        var sections = board.viewState.eventSections
        XCTAssertEqual(sections.first { $0.step.step == .anyTime }?.timing, .now)
        XCTAssertEqual(sections.first { $0.step.code == "1A" }?.timing, .now, "a turn begins at 1A")
        XCTAssertTrue(sections.first { $0.step.code == "1A" }?.events.contains { $0.key == "fairy.start_of_turn" } ?? false)
        XCTAssertFalse(sections.first { $0.step.code == "1A" }?.step.name.isEmpty ?? true, "the catalogue names the step")

        try await board.score("city", ["tiles": 2])
        sections = board.viewState.eventSections
        XCTAssertEqual(board.viewState.step?.code, "3B")
        XCTAssertEqual(sections.first { $0.step.code == "1A" }?.timing, .earlier, "still allowed, folded away")
        XCTAssertEqual(sections.first { $0.step.code == "4A" }?.timing ?? .later, .later)
        XCTAssertFalse(sections.contains { $0.step.step == .endOfGame }, "end-game items wait for the end")
    }

    func testTheScoreboardRedrawsWhenAFormScores() async throws {
        let table = try await Table.make()
        let board = try await table.start([("Ann", .red), ("Ben", .blue)])
        let changed = Flag()
        withObservationTracking {
            _ = board.viewState
        } onChange: {
            changed.raise()
        }
        try await board.score("cloister", players: ["red": ["followers": 0], "blue": ["followers": 1]])
        XCTAssertTrue(changed.isRaised)
        XCTAssertEqual(board.score(of: "blue"), 9, "cloister.base: a completed cloister, 9")
    }
}
