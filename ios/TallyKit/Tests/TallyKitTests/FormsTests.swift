// Forms drawn from the core's Form: fields and limits of the ruleset, the live
// preview and its refusals, events with the active player's input filled in,
// "nobody scores" confirmed when the core asks for it, and the events offered by
// step of the turn.

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
        let form = city.viewState.items[0].form
        XCTAssertEqual(form.field("cathedral")?.kind, .toggle, "Inns & Cathedrals adds the cathedral")
        XCTAssertEqual(form.field("tiles")?.kind, .count)
        XCTAssertEqual(form.playerFields.map(\.name), ["followers", "large_followers"])
        XCTAssertEqual(form.players.map(\.name), ["Ann", "Ben"])
        XCTAssertEqual(form.field("tiles")?.rule, "city.base")

        // Counts stay within the core's limits.
        await city.act(.edit(.count("tiles", -4)))
        XCTAssertEqual(city.viewState.items[0].form.field("tiles")?.count, form.field("tiles")?.min)
        await city.act(.edit(.count("tiles", 10_000)))
        XCTAssertEqual(city.viewState.items[0].form.field("tiles")?.count, form.field("tiles")?.max)

        await city.fill(["tiles": 4, "coats_of_arms": 2], toggles: ["cathedral": true],
                        players: ["red": ["followers": 2], "blue": ["followers": 1]])
        XCTAssertEqual(city.viewState.preview?.points, ["red": 18],
                       "the majority takes city.base 4 x 2 + 2 x 2 and city.cathedral 4 + 2")
        XCTAssertTrue(city.viewState.preview?.awards.first?.rows.contains { $0.rule == "city.cathedral" } ?? false)
        XCTAssertTrue(city.viewState.canSubmit)
        XCTAssertEqual(board.viewState.logTotal, 0, "previews record nothing")
    }

    func testTheActivePlayersInputIsFilledIn() async throws {
        let table = try await Table.make()
        let board = try await table.start([("Ann", .red), ("Ben", .blue)], expansions: ["exp03_princess_dragon", "exp04_tower"])
        let fairy = try await board.open("fairy.start_of_turn")
        XCTAssertEqual(fairy.viewState.items[0].form.field("player")?.selection, "red", "Ann's turn: her fairy")
        XCTAssertEqual(fairy.viewState.preview?.points, ["red": 1])
        await fairy.act(.submit)
        XCTAssertTrue(fairy.viewState.isDone, "\(fairy.viewState.alert?.message ?? "")")
        XCTAssertEqual(board.score(of: "red"), 1)

        // The ransom is paid by the player whose turn it is (A.0): Ann, who has 1 point.
        let ransom = try await board.open("tower.prisoner_ransom")
        XCTAssertEqual(ransom.viewState.items[0].form.field("payer")?.selection, "red")
        await ransom.act(.edit(.player("captor", "blue")))
        await ransom.act(.edit(.player("captor", "nobody-at-this-table")))
        XCTAssertEqual(ransom.viewState.items[0].form.field("captor")?.selection, "blue", "only players of the game")
        guard case .refused(_, let code, _)? = ransom.viewState.preview else {
            return XCTFail("1 point cannot pay a ransom of 3: \(String(describing: ransom.viewState.preview))")
        }
        XCTAssertEqual(code, .wouldGoNegative)
        XCTAssertFalse(ransom.viewState.canSubmit)
        await board.act(.dismissSheet)

        try await board.score("road", ["tiles": 4], players: ["red": ["followers": 1]])
        let again = try await board.open("tower.prisoner_ransom")
        await again.act(.edit(.player("captor", "blue")))
        XCTAssertEqual(again.viewState.preview?.points, ["red": -3, "blue": 3])
        await again.act(.submit)
        XCTAssertTrue(again.viewState.isDone, "\(again.viewState.alert?.message ?? "")")
        XCTAssertEqual(board.viewState.players.map(\.score), [2, 3], "1 + 4 - 3 for Ann, 3 for Ben")
    }

    func testNobodyScoresIsConfirmedWhenTheCoreAsks() async throws {
        let table = try await Table.make()
        let board = try await table.start([("Ann", .red), ("Ben", .blue)])
        let road = try await board.open("road")
        await road.fill(["tiles": 3])
        guard case .refused(_, let code, _)? = road.viewState.preview else { return XCTFail("a road without followers") }
        XCTAssertEqual(code, .nobodyScores)
        XCTAssertTrue(road.viewState.offersNobodyScores)
        XCTAssertFalse(road.viewState.canSubmit)
        await road.act(.confirmNobodyScores(true))
        XCTAssertEqual(road.viewState.preview?.awards, [], "recorded with no points")
        await road.act(.submit)
        XCTAssertTrue(road.viewState.isDone)
        XCTAssertEqual(board.viewState.logTotal, 1)
        XCTAssertEqual(board.viewState.players.map(\.score), [0, 0])
    }

    func testEventsAreOfferedByStepOfTheTurn() async throws {
        let table = try await Table.make()
        let board = try await table.start([("Ann", .red), ("Ben", .blue)], expansions: ["exp03_princess_dragon", "exp04_tower"])
        var sections = board.viewState.eventSections
        XCTAssertEqual(sections.first { $0.code == "any_time" }?.timing, .now)
        XCTAssertEqual(sections.first { $0.code == "1A" }?.timing, .now, "a turn begins at 1A")
        XCTAssertTrue(sections.first { $0.code == "1A" }?.events.contains { $0.key == "fairy.start_of_turn" } ?? false)

        try await board.score("city", ["tiles": 2], players: ["blue": ["followers": 1]])
        sections = board.viewState.eventSections
        XCTAssertEqual(board.viewState.stepCode, "3B")
        XCTAssertEqual(sections.first { $0.code == "1A" }?.timing, .earlier, "still allowed, folded away")
        XCTAssertEqual(sections.first { $0.code == "4A" }?.timing ?? .later, .later)
        XCTAssertFalse(sections.contains { $0.step == .endOfGame }, "end-game items wait for the end")
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
        try await board.score("cloister", ["tiles": 9], players: ["blue": ["followers": 1]])
        XCTAssertTrue(changed.isRaised)
        XCTAssertEqual(board.score(of: "blue"), 9)
    }

    func testErrorFieldsPointAtTheirInput() async {
        let field = { (name: String, kind: InputKind) in
            FormField(name: name, kind: kind, min: 0, max: 10, default: 0, required: true, defaultOption: nil, options: [],
                      label: name, rule: "x", help: "")
        }
        let form = SchemaForm(
            fields: [field("tiles", .count), field("followers", .perPlayerCount)],
            players: [FormPlayer(id: "red", name: "Ann", rgb: RGB(hex: 0xFF0000)),
                      FormPlayer(id: "blue", name: "Ben", rgb: RGB(hex: 0x0000FF))])
        XCTAssertEqual(form.locate(errorField: "tiles")?.name, "tiles")
        XCTAssertNil(form.locate(errorField: "tiles")?.player)
        XCTAssertEqual(form.locate(errorField: "players[1].followers")?.name, "followers")
        XCTAssertEqual(form.locate(errorField: "players[1].followers")?.player, "blue")
        XCTAssertNil(form.locate(errorField: "space"))
        XCTAssertEqual(form.playerInputs().map(\.id), ["red", "blue"])
        XCTAssertEqual(form.inputs(), ["tiles": .int(0)], "a required count is sent as shown")
        let itemsOnly = SchemaForm(fields: [field("tiles", .count), field("followers", .perPlayerCount)], players: form.players,
                                   withoutPlayerInputs: true)
        XCTAssertEqual(itemsOnly.playerInputs(), [])
    }
}
