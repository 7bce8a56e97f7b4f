// The new-game screen: seats from the roster or new, unique colours, the expansion
// selector by component, presets (Big Box 1-7) and variants from the core's
// catalogues; and a start the core refuses.

import TallyCore
import XCTest

@testable import TallyKit

@MainActor
final class NewGameTests: XCTestCase, @unchecked Sendable {
    func testSeatsFromTheRosterAndNewNamesWithUniqueColours() async throws {
        let table = try await Table.make()
        _ = try await table.service.addRosterPlayer(name: "Ann", colour: .green).get()
        let model = NewGameModel(service: table.service, router: table.router)
        await model.settled()
        XCTAssertEqual(model.viewState.roster.map(\.name), ["Ann"])
        XCTAssertEqual(model.viewState.problems, [.tooFewPlayers])
        XCTAssertFalse(model.viewState.canStart)

        let ann = try XCTUnwrap(model.viewState.roster.first?.id)
        await model.act(.addRosterPlayer(ann))
        await model.act(.addRosterPlayer(ann))
        XCTAssertEqual(model.viewState.seats.count, 1, "a roster player sits once")
        XCTAssertEqual(model.viewState.seats.first?.colour, .green, "their favourite colour")
        XCTAssertTrue(model.viewState.roster.first?.isSeated ?? false)

        await model.act(.addNewPlayer("  Ben "))
        await model.act(.addNewPlayer("ann"))
        XCTAssertEqual(model.viewState.seats.map(\.name), ["Ann", "Ben"], "a roster name is that roster player")
        XCTAssertEqual(model.viewState.seats.last?.colour, .red, "the first free colour")
        XCTAssertTrue(model.viewState.canStart)

        // Taking a colour swaps it with the seat that had it.
        let ben = try XCTUnwrap(model.viewState.seats.last?.id)
        await model.act(.setColour(seat: ben, .green))
        XCTAssertEqual(model.viewState.seats.map(\.colour), [.red, .green])
        XCTAssertEqual(model.viewState.seats.map(\.rgb), [table.service.catalog.rgb(of: .red), table.service.catalog.rgb(of: .green)])
        XCTAssertEqual(model.viewState.colours.count, 10)

        await model.act(.addNewPlayer("Cleo"))
        await model.act(.moveSeat(from: 2, to: 0))
        XCTAssertEqual(model.viewState.seats.map(\.name), ["Cleo", "Ann", "Ben"])
        let cleo = try XCTUnwrap(model.viewState.seats.first?.id)
        await model.act(.rename(seat: cleo, " "))
        XCTAssertEqual(model.viewState.problems, [.missingName(seat: cleo)])
        await model.act(.rename(seat: cleo, "BEN"))
        XCTAssertEqual(model.viewState.problems, [.sameName("Ben")])
        await model.act(.removeSeat(cleo))
        XCTAssertTrue(model.viewState.canStart)

        await model.act(.start)
        guard case .scoreboard(let gameId)? = table.router.top else { return XCTFail("\(table.router.path)") }
        let game = try await table.service.game(gameId).get()
        XCTAssertEqual(game.table.players.map(\.name), ["Ann", "Ben"])
        XCTAssertEqual(game.table.players.map(\.colour), [.red, .green])
        let roster = try await table.service.roster().get()
        XCTAssertEqual(roster.count, 2, "Ben joined the roster")
    }

    func testTheExpansionSelectorWorksByComponent() async throws {
        let table = try await Table.make()
        let model = NewGameModel(service: table.service, router: table.router)
        await model.settled()
        XCTAssertEqual(model.viewState.sections.map(\.group), Catalog.groups)
        let major = try XCTUnwrap(model.viewState.sections.first)
        let innsAndCathedrals = try XCTUnwrap(major.expansions.first { $0.key == "exp01_inns_cathedrals" })
        XCTAssertTrue(innsAndCathedrals.hasParts)
        XCTAssertEqual(innsAndCathedrals.selection, .none)

        await model.act(.toggleExpansion("exp01_inns_cathedrals"))
        XCTAssertEqual(model.expansions, ["exp01_inns_cathedrals"], "all components: the expansion's key")
        await model.act(.toggleComponent("exp01_inns_cathedrals.large_meeple"))
        XCTAssertEqual(model.expansions, ["exp01_inns_cathedrals.inns", "exp01_inns_cathedrals.cathedrals"])
        XCTAssertEqual(model.viewState.sections.first?.expansions.first { $0.key == "exp01_inns_cathedrals" }?.selection, .some)
        await model.act(.toggleExpansion("exp01_inns_cathedrals"))
        XCTAssertEqual(model.expansions, ["exp01_inns_cathedrals"], "a partial expansion is switched fully on")
        await model.act(.toggleExpansion("exp01_inns_cathedrals"))
        XCTAssertEqual(model.expansions, [])

        await model.act(.toggleComponent("mini2_messages"))
        XCTAssertEqual(model.expansions, ["mini2_messages"], "a one-component expansion")
        XCTAssertEqual(model.viewState.selectedCount, 1)
        await model.act(.clearExpansions)
        XCTAssertEqual(model.viewState.selectedCount, 0)
    }

    func testPresetsAndVariants() async throws {
        let table = try await Table.make()
        let model = NewGameModel(service: table.service, router: table.router)
        await model.settled()
        let boxes = model.viewState.presets.filter { $0.key.hasPrefix("big_box_") && !$0.key.hasSuffix("_rgg") }.map(\.key)
        XCTAssertEqual(boxes, (1...7).map { "big_box_\($0)" })

        await model.act(.applyPreset("big_box_6"))
        XCTAssertEqual(model.viewState.edition, .c2)
        XCTAssertEqual(model.viewState.appliedPreset, "big_box_6")
        XCTAssertEqual(Set(model.expansions), Set(try presetRuleset(key: "big_box_6").expansions))
        await model.act(.toggleComponent("mini6_robbers"))
        XCTAssertNil(model.viewState.appliedPreset, "the selection no longer matches the preset")

        let zmg = try XCTUnwrap(model.viewState.variants.first { $0.key == "messages_zmg" })
        XCTAssertTrue(zmg.isSwitch)
        XCTAssertEqual(zmg.value, "false", "the first option is the default")
        await model.act(.setVariant(key: "messages_zmg", value: "true"))
        XCTAssertEqual(model.variantOptions["messages_zmg"], "true")
        let littleBuildings = try XCTUnwrap(model.viewState.variants.first { $0.key == "little_buildings" })
        XCTAssertFalse(littleBuildings.isSwitch)
        XCTAssertGreaterThan(littleBuildings.options.count, 1)
    }

    func testTheVariantReachesTheGame() async throws {
        let table = try await Table.make()
        let board = try await table.start([("Ann", .red), ("Ben", .blue)], edition: .c2, expansions: ["mini2_messages"],
                                          variants: ["messages_zmg": "true"])
        XCTAssertTrue(board.game.ruleset.variants.messagesZmg)
        // As in messages-zmg.json: no dispatch beside another player's figure.
        try await board.score("city", ["tiles": 5], players: ["red": ["followers": 0], "blue": ["followers": 1]])
        try await board.score("road", ["tiles": 10])
        XCTAssertEqual(board.figures(of: "red"), [10, 0])
        XCTAssertNil(board.viewState.sheet)
    }

    func testARefusedStartShowsTheCoresReason() async throws {
        let table = try await Table.make()
        let model = NewGameModel(service: table.service, router: table.router)
        table.router.push(.newGame)
        await model.act(.addNewPlayer("Ann"))
        await model.act(.addNewPlayer(String(repeating: "B", count: 41)))
        XCTAssertTrue(model.viewState.canStart, "the length of a name is the core's rule")
        await model.act(.start)
        XCTAssertEqual(table.router.top, .newGame, "no game was started")
        XCTAssertNotNil(model.viewState.alert)
        let games = try await table.service.history().get()
        XCTAssertEqual(games.count, 0)
        await model.act(.dismissAlert)
        XCTAssertNil(model.viewState.alert)
    }
}
