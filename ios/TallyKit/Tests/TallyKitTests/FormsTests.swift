// Schema-driven forms: fields from the core's schemas, limits, the live preview
// and its refusals, events with player inputs, the buttons allowed at each step,
// and editing or deleting past entries from the log.

import Observation
import TallyCore
import XCTest

@testable import TallyKit

@MainActor
final class FormsTests: XCTestCase, @unchecked Sendable {
    func testTheCityFormFollowsTheSchemaOfTheRuleset() async throws {
        let table = try Table()
        let board = try table.start([("Ann", .red), ("Ben", .blue)], expansions: ["exp01_inns_cathedrals"])
        let city = try board.open("city")
        let form = city.viewState.form
        XCTAssertEqual(form.field("cathedral")?.kind, .toggle, "Inns & Cathedrals adds the cathedral")
        XCTAssertEqual(form.field("tiles")?.kind, .count)
        XCTAssertEqual(form.playerFields.map(\.name), ["followers", "large_followers"])
        XCTAssertEqual(form.players.map(\.name), ["Ann", "Ben"])
        XCTAssertFalse(form.field("tiles")?.label.isEmpty ?? true)
        XCTAssertEqual(form.field("tiles")?.rule, "city.base")
        XCTAssertEqual(form.field("tiles")?.range.lowerBound, form.field("tiles")?.min)

        // Counts stay within the schema's limits.
        city.send(viewAction: .edit(.count("tiles", -4)))
        XCTAssertEqual(city.viewState.form.field("tiles")?.count, form.field("tiles")?.min)
        city.send(viewAction: .edit(.count("tiles", 10_000)))
        XCTAssertEqual(city.viewState.form.field("tiles")?.count, form.field("tiles")?.max)

        city.send(viewAction: .edit(.count("tiles", 4)))
        city.send(viewAction: .edit(.count("coats_of_arms", 2)))
        city.send(viewAction: .edit(.toggle("cathedral", true)))
        city.send(viewAction: .edit(.playerCount("followers", player: "red", 2)))
        city.send(viewAction: .edit(.playerCount("followers", player: "blue", 1)))
        guard case .score(let value, let awards)? = city.viewState.preview else { return XCTFail("no preview") }
        XCTAssertEqual(value, 18, "4x2 + 2x2 + cathedral 4 + 2, as in the facade test")
        XCTAssertEqual(awards.map(\.player.id), ["red"], "the majority takes it")
        XCTAssertTrue(awards[0].rows.contains { $0.rule == "city.cathedral" })
        XCTAssertTrue(city.viewState.canSubmit)
        XCTAssertEqual(board.viewState.log.count, 0, "previews record nothing")
    }

    func testAnEventWithPlayersAndARefusalAtRecording() async throws {
        let table = try Table()
        let board = try table.start([("Ann", .red), ("Ben", .blue)], expansions: ["exp04_tower"])
        let ransom = try board.open("tower.prisoner_ransom")
        XCTAssertEqual(ransom.viewState.form.itemFields.map(\.kind), [.player, .player])
        XCTAssertEqual(ransom.viewState.steps, [], "the ransom belongs to one step")
        ransom.send(viewAction: .edit(.player("payer", "red")))
        ransom.send(viewAction: .edit(.player("captor", "blue")))
        ransom.send(viewAction: .edit(.player("captor", "nobody-at-this-table")))
        XCTAssertEqual(ransom.viewState.form.field("captor")?.selection, "blue", "only players of the game")
        guard case .score(_, let awards)? = ransom.viewState.preview else {
            return XCTFail("no preview: \(String(describing: ransom.viewState.preview))")
        }
        XCTAssertEqual(Set(awards.map(\.player.id)), ["red", "blue"])
        // Ann has no points to pay with: the core refuses when it is recorded.
        ransom.send(viewAction: .submit)
        XCTAssertFalse(ransom.viewState.isDone)
        XCTAssertNotNil(ransom.viewState.alert)
        XCTAssertEqual(board.viewState.log.count, 0)
        ransom.send(viewAction: .dismissAlert)

        try board.score("road", ["tiles": 4], players: ["red": ["followers": 1]])
        let again = try board.open("tower.prisoner_ransom")
        again.send(viewAction: .edit(.player("payer", "red")))
        again.send(viewAction: .edit(.player("captor", "blue")))
        again.send(viewAction: .submit)
        XCTAssertTrue(again.viewState.isDone, "\(again.viewState.alert?.message ?? "")")
        XCTAssertEqual(board.viewState.players.map(\.score), [1, 3], "3 points change hands")
    }

    func testAnIncompleteFormIsRefusedInThePreview() async throws {
        let table = try Table()
        let board = try table.start([("Ann", .red), ("Ben", .blue)], expansions: ["exp04_tower"])
        let ransom = try board.open("tower.prisoner_ransom")
        guard case .refused(let message, _)? = ransom.viewState.preview else {
            return XCTFail("expected a refusal, got \(String(describing: ransom.viewState.preview))")
        }
        XCTAssertFalse(message.isEmpty)
        XCTAssertFalse(ransom.viewState.canSubmit)
    }

    func testEventsAreOfferedByStepOfTheTurn() async throws {
        let table = try Table()
        let board = try table.start([("Ann", .red), ("Ben", .blue)], expansions: ["exp03_princess_dragon", "exp04_tower"])
        var sections = board.viewState.eventSections
        XCTAssertEqual(sections.first { $0.code == "any_time" }?.timing, .now)
        XCTAssertEqual(sections.first { $0.code == "1A" }?.timing, .now, "a turn begins at 1A")
        XCTAssertTrue(sections.first { $0.code == "1A" }?.events.contains { $0.key == "fairy.start_of_turn" } ?? false)

        let fairy = try board.open("fairy.start_of_turn")
        fairy.send(viewAction: .edit(.player("player", "red")))
        fairy.send(viewAction: .submit)
        XCTAssertTrue(fairy.viewState.isDone, "\(fairy.viewState.alert?.message ?? "")")
        board.send(viewAction: .dismissSheet)
        XCTAssertEqual(board.score(of: "red"), 1)

        try board.score("city", ["tiles": 2], players: ["blue": ["followers": 1]])
        sections = board.viewState.eventSections
        XCTAssertEqual(board.viewState.stepCode, "3B")
        XCTAssertEqual(sections.first { $0.code == "1A" }?.timing, .earlier, "still allowed, folded away")
        XCTAssertEqual(sections.first { $0.code == "4A" }?.timing ?? .later, .later)
        XCTAssertEqual(sections.first { $0.code == "any_time" }?.timing, .now)
        XCTAssertFalse(sections.contains { $0.step == .endOfGame }, "end-game items wait for the end")
    }

    func testPastEntriesAreEditedInTheirFormOrDeleted() async throws {
        let table = try Table()
        let board = try table.start([("Ann", .red), ("Ben", .blue)])
        try board.score("city", ["tiles": 3], players: ["red": ["followers": 1]])
        try board.score("road", ["tiles": 2], players: ["blue": ["followers": 1]])
        XCTAssertEqual(board.viewState.players.map(\.score), [6, 2])
        let city = try XCTUnwrap(board.viewState.log.last, "the log is newest first")
        XCTAssertTrue(city.isEditable)
        XCTAssertEqual(city.subject, "city")

        board.send(viewAction: .editEntry(city.seq))
        guard case .editEntry(let seq, let subject)? = board.viewState.sheet else { return XCTFail("no edit form") }
        let edit = board.scoreFormModel(subject, editing: seq)
        XCTAssertEqual(edit.viewState.editing, city.seq)
        XCTAssertEqual(edit.viewState.form.field("tiles")?.count, 3, "the form starts with the entry's inputs")
        XCTAssertEqual(edit.viewState.form.field("followers")?.count(of: "red"), 1)
        edit.send(viewAction: .edit(.count("tiles", 4)))
        edit.send(viewAction: .submit)
        XCTAssertTrue(edit.viewState.isDone, "\(edit.viewState.alert?.message ?? "")")
        XCTAssertEqual(board.viewState.players.map(\.score), [8, 2], "the log was replayed")

        let road = try XCTUnwrap(board.viewState.log.first)
        board.send(viewAction: .deleteEntry(road.seq))
        XCTAssertEqual(board.viewState.players.map(\.score), [8, 0])
        board.send(viewAction: .deleteEntry(999))
        XCTAssertNotNil(board.viewState.alert)
    }

    func testTheScoreboardRedrawsWhenAFormScores() async throws {
        let table = try Table()
        let board = try table.start([("Ann", .red), ("Ben", .blue)])
        let changed = Flag()
        withObservationTracking {
            _ = board.viewState
        } onChange: {
            changed.raise()
        }
        try board.score("cloister", ["tiles": 9], players: ["blue": ["followers": 1]])
        XCTAssertTrue(changed.isRaised)
        XCTAssertEqual(board.score(of: "blue"), 9)
    }

    func testErrorFieldsPointAtTheirInput() async {
        let spec = { (name: String, kind: InputKind) in
            InputSpec(name: name, kind: kind, min: 0, max: 10, defaultValue: 0, defaultOption: nil, options: [],
                      label: name, rule: "x", help: "")
        }
        let form = SchemaForm(
            specs: [spec("tiles", .count), spec("followers", .perPlayerCount)],
            players: [FormPlayer(id: "red", name: "Ann", rgb: RGB(hex: 0xFF0000)),
                      FormPlayer(id: "blue", name: "Ben", rgb: RGB(hex: 0x0000FF))])
        XCTAssertEqual(form.locate(errorField: "tiles")?.name, "tiles")
        XCTAssertNil(form.locate(errorField: "tiles")?.player)
        XCTAssertEqual(form.locate(errorField: "players[1].followers")?.name, "followers")
        XCTAssertEqual(form.locate(errorField: "players[1].followers")?.player, "blue")
        XCTAssertNil(form.locate(errorField: "space"))
        XCTAssertEqual(form.playerInputs().map(\.player), ["red", "blue"])
        XCTAssertEqual(form.inputs(), [NamedInput(name: "tiles", value: .count(value: 0))])
        let itemsOnly = SchemaForm(specs: [spec("tiles", .count), spec("followers", .perPlayerCount)], players: form.players,
                                   withoutPlayerInputs: true)
        XCTAssertEqual(itemsOnly.playerInputs(), [])
    }
}
