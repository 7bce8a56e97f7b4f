// The new-game screen: seats from the roster or new, unique colours, the expansion
// selector by component, presets (Big Box 1-7) and variants, all from the core's
// catalogs; and a start the core refuses.

import TallyCore
import XCTest

@testable import TallyKit

@MainActor
final class NewGameTests: XCTestCase, @unchecked Sendable {
    func testSeatsFromTheRosterAndNewNamesWithUniqueColours() async throws {
        let table = try Table()
        _ = try table.service.addRosterPlayer(name: "Ann", colour: .green).get()
        let model = NewGameModel(service: table.service, router: table.router)
        XCTAssertEqual(model.viewState.roster.map(\.name), ["Ann"])
        XCTAssertEqual(model.viewState.problems, [.tooFewPlayers])
        XCTAssertFalse(model.viewState.canStart)

        let ann = try XCTUnwrap(model.viewState.roster.first?.id)
        model.send(viewAction: .addRosterPlayer(ann))
        model.send(viewAction: .addRosterPlayer(ann))
        XCTAssertEqual(model.viewState.seats.count, 1, "a roster player sits once")
        XCTAssertEqual(model.viewState.seats.first?.colour, .green, "their favourite colour")
        XCTAssertTrue(model.viewState.roster.first?.isSeated ?? false)

        model.send(viewAction: .addNewPlayer("  Ben "))
        model.send(viewAction: .addNewPlayer("ann"))
        XCTAssertEqual(model.viewState.seats.map(\.name), ["Ann", "Ben"], "a roster name is that roster player")
        XCTAssertEqual(model.viewState.seats.last?.colour, .red, "the first free colour")
        XCTAssertTrue(model.viewState.canStart)

        // Taking a colour swaps it with the seat that had it.
        let ben = try XCTUnwrap(model.viewState.seats.last?.id)
        model.send(viewAction: .setColour(seat: ben, .green))
        XCTAssertEqual(model.viewState.seats.map(\.colour), [.red, .green])
        XCTAssertEqual(model.viewState.colours.count, 10)

        model.send(viewAction: .addNewPlayer("Cleo"))
        model.send(viewAction: .moveSeat(from: 2, to: 0))
        XCTAssertEqual(model.viewState.seats.map(\.name), ["Cleo", "Ann", "Ben"])
        let cleo = try XCTUnwrap(model.viewState.seats.first?.id)
        model.send(viewAction: .rename(seat: cleo, " "))
        XCTAssertEqual(model.viewState.problems, [.missingName(seat: cleo)])
        model.send(viewAction: .rename(seat: cleo, "BEN"))
        XCTAssertEqual(model.viewState.problems, [.sameName("Ben")])
        model.send(viewAction: .removeSeat(cleo))
        XCTAssertTrue(model.viewState.canStart)

        model.send(viewAction: .start)
        guard case .scoreboard(let gameId)? = table.router.top else { return XCTFail("\(table.router.path)") }
        let game = try table.service.game(gameId).get()
        XCTAssertEqual(game.state.players.map(\.name), ["Ann", "Ben"])
        XCTAssertEqual(game.state.players.map(\.colour), [.red, .green])
        XCTAssertEqual(try table.service.roster().get().count, 2, "Ben joined the roster")
    }

    func testTheExpansionSelectorWorksByComponent() async throws {
        let table = try Table()
        let model = NewGameModel(service: table.service, router: table.router)
        XCTAssertEqual(model.viewState.sections.map(\.group), Catalog.groups)
        let major = try XCTUnwrap(model.viewState.sections.first)
        let innsAndCathedrals = try XCTUnwrap(major.expansions.first { $0.key == "exp01_inns_cathedrals" })
        XCTAssertTrue(innsAndCathedrals.hasParts)
        XCTAssertEqual(innsAndCathedrals.selection, .none)

        model.send(viewAction: .toggleExpansion("exp01_inns_cathedrals"))
        XCTAssertEqual(model.ruleset.expansions, ["exp01_inns_cathedrals"], "all components: the expansion's key")
        model.send(viewAction: .toggleComponent("exp01_inns_cathedrals.large_meeple"))
        XCTAssertEqual(model.ruleset.expansions, ["exp01_inns_cathedrals.inns", "exp01_inns_cathedrals.cathedrals"])
        XCTAssertEqual(model.viewState.sections.first?.expansions.first { $0.key == "exp01_inns_cathedrals" }?.selection, .some)
        model.send(viewAction: .toggleExpansion("exp01_inns_cathedrals"))
        XCTAssertEqual(model.ruleset.expansions, ["exp01_inns_cathedrals"], "a partial expansion is switched fully on")
        model.send(viewAction: .toggleExpansion("exp01_inns_cathedrals"))
        XCTAssertEqual(model.ruleset.expansions, [])

        model.send(viewAction: .toggleComponent("mini2_messages"))
        XCTAssertEqual(model.ruleset.expansions, ["mini2_messages"], "a one-component expansion")
        XCTAssertEqual(model.viewState.selectedCount, 1)
        XCTAssertEqual(try validateRuleset(ruleset: model.ruleset).expansions, model.ruleset.expansions,
                       "the core accepts the selection as is")
        model.send(viewAction: .clearExpansions)
        XCTAssertEqual(model.viewState.selectedCount, 0)
    }

    func testPresetsAndVariants() async throws {
        let table = try Table()
        let model = NewGameModel(service: table.service, router: table.router)
        let boxes = model.viewState.presets.filter { $0.key.hasPrefix("big_box_") && !$0.key.hasSuffix("_rgg") }.map(\.key)
        XCTAssertEqual(boxes, (1...7).map { "big_box_\($0)" })

        model.send(viewAction: .applyPreset("big_box_6"))
        XCTAssertEqual(model.viewState.edition, .c2)
        XCTAssertEqual(model.viewState.appliedPreset, "big_box_6")
        XCTAssertEqual(Set(model.ruleset.expansions), Set(try presetRuleset(key: "big_box_6").expansions))
        model.send(viewAction: .toggleComponent("mini6_robbers"))
        XCTAssertNil(model.viewState.appliedPreset, "the selection no longer matches the preset")

        let zmg = try XCTUnwrap(model.viewState.variants.first { $0.key == "messages_zmg" })
        XCTAssertTrue(zmg.isSwitch)
        XCTAssertEqual(zmg.value, "false")
        model.send(viewAction: .setVariant(key: "messages_zmg", value: "true"))
        model.send(viewAction: .setVariant(key: "little_buildings", value: "basic"))
        XCTAssertEqual(model.ruleset.variants, [VariantSetting(key: "messages_zmg", value: "true")],
                       "only variants that differ from their default")
        let littleBuildings = try XCTUnwrap(model.viewState.variants.first { $0.key == "little_buildings" })
        XCTAssertFalse(littleBuildings.isSwitch)
        XCTAssertGreaterThan(littleBuildings.options.count, 1)
    }

    func testTheVariantReachesTheGame() async throws {
        let table = try Table()
        let board = try table.start([("Ann", .red), ("Ben", .blue)], edition: .c2, expansions: ["mini2_messages"],
                                    variants: ["messages_zmg": "true"])
        XCTAssertTrue(board.game.ruleset.variants.contains(VariantSetting(key: "messages_zmg", value: "true")))
        // As in messages-zmg.json: no dispatch beside another player's figure.
        try board.score("city", ["tiles": 5], players: ["blue": ["followers": 1]])
        try board.score("road", ["tiles": 10], players: ["red": ["followers": 1]])
        XCTAssertEqual(board.figures(of: "red"), [10, 0])
        XCTAssertNil(board.viewState.sheet)
    }

    func testARefusedStartShowsTheCoresReason() async throws {
        let table = try Table()
        let model = NewGameModel(service: table.service, router: table.router)
        table.router.push(.newGame)
        model.send(viewAction: .addNewPlayer("Ann"))
        model.send(viewAction: .addNewPlayer(String(repeating: "B", count: 41)))
        XCTAssertTrue(model.viewState.canStart, "the length of a name is the core's rule")
        model.send(viewAction: .start)
        XCTAssertEqual(table.router.top, .newGame, "no game was started")
        XCTAssertNotNil(model.viewState.alert)
        XCTAssertEqual(try table.service.history().get().count, 0)
        model.send(viewAction: .dismissAlert)
        XCTAssertNil(model.viewState.alert)
    }
}
