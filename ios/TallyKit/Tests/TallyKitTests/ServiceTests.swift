// The service layer over the bindings: one listener per open game whose Updates
// are applied (never the game read again), commands that return once their own
// update is applied, typed refusals, one GameService per open game, a database
// on disk, the table flags; and the pure helpers (the log window, the drawn track,
// colours, the router).

import Foundation
import Observation
import TallyCore
import XCTest

@testable import TallyKit

// The test classes of TallyKit are `@MainActor` (the models are), their tests
// `async` and the classes `@unchecked Sendable`: on Linux, XCTest's generated test
// list calls each test from outside the main actor, which compiles only for async
// tests and which Swift 6 flags unless the case is Sendable. XCTest uses a test
// case on one thread at a time, here the main actor.
/// The dark spaces of the Messages scoreboard: every fifth space, 0 to 45.
private let messagesDarkSpaces: [UInt32] = [0, 5, 10, 15, 20, 25, 30, 35, 40, 45]

@MainActor
final class ServiceTests: XCTestCase, @unchecked Sendable {
    private func road(_ tiles: Int64, _ player: String) -> Command {
        .scoreFeature(FeatureScoring(
            feature: "road", inputs: ["tiles": .int(tiles)], players: [PlayerInputs(id: player, inputs: ["followers": .int(1)])],
            figures: [:]))
    }

    private func newGame(_ table: Table, expansions: [String] = []) async throws -> GameService {
        try await table.service.newGame(
            seats: [GameSeat(rosterId: nil, name: "Ann", colour: .red), GameSeat(rosterId: nil, name: "Ben", colour: .blue)],
            edition: .c3, expansions: expansions, variants: [:]).get()
    }

    func testEachUpdateIsAppliedOnceAndTheCommandReturnsAfterIt() async throws {
        let table = try await Table.make()
        let game = try await newGame(table)
        XCTAssertEqual(game.updatesApplied, 0)
        let reads = table.calls.names.filter { $0 == "summary" || $0 == "logPage" }.count
        try await game.execute(road(3, "red")).get()
        XCTAssertEqual(game.updatesApplied, 1, "the listener's update, applied once")
        XCTAssertEqual(game.table.players.map(\.score), [3, 0], "the command returned after its update was applied")
        XCTAssertEqual(game.log.items.map { $0.awards.map(\.points) }, [[3]])
        XCTAssertEqual(game.log.total, 1)
        try await game.execute(.undo).get()
        XCTAssertEqual(game.updatesApplied, 2)
        XCTAssertEqual(game.log.items, [], "the pop was applied to the log held")
        XCTAssertEqual(table.calls.names.filter { $0 == "summary" || $0 == "logPage" }.count, reads,
                       "the game is never read again after a command")
    }

    func testObservationSeesEveryAcceptedCommand() async throws {
        let table = try await Table.make()
        let game = try await newGame(table)
        let changed = Flag()
        withObservationTracking {
            _ = game.table
        } onChange: {
            changed.raise()
        }
        XCTAssertFalse(changed.isRaised)
        await game.execute(.endTurn)
        XCTAssertTrue(changed.isRaised, "a view that read the table would redraw")
    }

    func testARefusalIsATypedFailureAndChangesNothing() async throws {
        let table = try await Table.make()
        let game = try await newGame(table)
        let before = game.table
        guard case .failure(let error) = await game.execute(road(-1, "red")) else { return XCTFail("accepted") }
        XCTAssertEqual(error.field, "tiles")
        XCTAssertEqual(error.code, .invalidInput)
        XCTAssertFalse(error.reason.isEmpty)
        XCTAssertEqual(AlertState(error).field, "tiles")
        XCTAssertEqual(game.table, before)
        XCTAssertEqual(game.updatesApplied, 0)
    }

    func testOneServicePerOpenGameHearsEveryWriter() async throws {
        let table = try await Table.make()
        let game = try await newGame(table)
        let again = try await table.service.game(game.gameId).get()
        XCTAssertTrue(again === game, "the same game is not opened twice")
        guard case .failure(let error) = await table.service.game(999) else { return XCTFail("an unknown game opened") }
        XCTAssertEqual(error.code, .unknownGame)
        // Another handle of the same open game (the store shares its session) scores:
        // the GameService hears it through its listener.
        let other = try await table.service.store.resume(game.gameId).get()
        let command = road(2, "blue")
        _ = try await Task.detached { try other.execute(command: command) }.value
        for _ in 0..<200 where game.updatesApplied == 0 {
            try await Task.sleep(nanoseconds: 5_000_000)
        }
        XCTAssertEqual(game.table.players[1].score, 2)
        XCTAssertEqual(game.updatesApplied, 1)
        XCTAssertEqual(game.log.items.first?.awards.first?.player, "blue")
    }

    func testAGameOnDiskIsResumedAfterARestart() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tallykit-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("Tally/tally.db")
        var gameId: Int64 = 0
        do {
            let service = try await TallyService.open(databaseAt: url, locale: "en").get()
            let game = try await service.newGame(
                seats: [GameSeat(rosterId: nil, name: "Ann", colour: .red), GameSeat(rosterId: nil, name: "Ben", colour: .blue)],
                edition: .c3, expansions: [], variants: [:]).get()
            await game.execute(road(4, "blue"))
            gameId = game.gameId
        }
        // The app was killed: a new process opens the same file.
        let service = try await TallyService.open(databaseAt: url, locale: "en").get()
        let unfinished = try await service.unfinishedGames().get()
        XCTAssertEqual(unfinished.map(\.id), [gameId])
        XCTAssertEqual(GameSummaryRow(unfinished[0], catalog: service.catalog).seats.map(\.score), [0, 4])
        let resumed = try await service.game(gameId).get()
        XCTAssertEqual(resumed.table.players[1].score, 4)
    }

    func testTheTableFlagsComeFromTheCore() async throws {
        let table = try await Table.make()
        let base = try await newGame(table, expansions: ["river"])
        XCTAssertEqual(base.table.flags, TableFlags(messages: false, darkSpaces: [], robbers: false, builder: false))
        XCTAssertEqual(base.table.players.map(\.figures.count), [1, 1])
        let messages = try await newGame(table, expansions: ["mini2_messages", "mini6_robbers"])
        XCTAssertEqual(messages.table.flags, TableFlags(messages: true, darkSpaces: messagesDarkSpaces, robbers: true, builder: false))
        XCTAssertEqual(messages.table.players.map(\.figures.count), [2, 2], "two scoring figures each with Messages")
        let bigBox = try await table.service.newGame(
            seats: [GameSeat(rosterId: nil, name: "Ann", colour: .red), GameSeat(rosterId: nil, name: "Ben", colour: .blue)],
            ruleset: table.service.presetRuleset("big_box_6").get()).get()
        XCTAssertEqual(bigBox.table.flags, TableFlags(messages: true, darkSpaces: messagesDarkSpaces, robbers: true, builder: true))
        let builder = try await newGame(table, expansions: ["exp02_traders_builders.builder"])
        XCTAssertTrue(builder.table.flags.builder)
        let pig = try await newGame(table, expansions: ["exp02_traders_builders.pig"])
        XCTAssertFalse(pig.table.flags.builder)
    }

    func testTheCatalogueIsReadInTheSystemsLanguage() async throws {
        defer { _ = setLocale(tag: "en") }
        let french = try await TallyService.inMemory(locale: "fr-FR").get()
        XCTAssertEqual(french.catalog.language, "fr")
        let unknown = try await TallyService.inMemory(locale: "ja-JP").get()
        XCTAssertEqual(unknown.catalog.language, "en", "a language Tally does not speak falls back to English")
        let catalog = unknown.catalog
        XCTAssertEqual(catalog.code(of: .scoreFeatures), "3B")
        XCTAssertEqual(catalog.code(of: .moveWoodPhase1), "2B-1")
        XCTAssertEqual(catalog.code(of: .endOfGame), "End", "the end of the game in the players' words, not the core's key")
        XCTAssertLessThan(catalog.order(of: .beginTurn), catalog.order(of: .tileActions))
        XCTAssertEqual(catalog.colour(key: "blue"), .blue)
        XCTAssertEqual(catalog.expansionName(of: "exp01_inns_cathedrals.inns"), "Exp. 1 - Inns & Cathedrals: Inns")
        XCTAssertEqual(catalog.defaultVariantOptions["messages_zmg"], "false")
    }

    func testTheLogWindowFollowsTheCoresChanges() async {
        func item(_ seq: UInt64, _ points: Int64 = 1) -> LogItem {
            LogItem(seq: seq, turn: 1, turnPart: 1, active: "red", step: .scoreFeatures, kind: "score_feature",
                    edit: .scoring, subject: "road", summary: "", awards: [
                        AppliedAward(player: "red", name: "Anna", figure: 0, points: points, moved: points, floor: .zero, category: .roads,
                                     subject: "road", size: nil, item: nil, rows: []),
                    ])
        }
        var window = LogWindow(page: LogPage(items: [item(5), item(4)], nextBefore: 4, total: 5))
        XCTAssertTrue(window.apply(.push(item: item(6)), total: 6))
        XCTAssertEqual(window.items.map(\.seq), [6, 5, 4])
        XCTAssertTrue(window.apply(.pop(seq: 6), total: 5))
        XCTAssertEqual(window.items.map(\.seq), [5, 4])
        // An edit of entry 4 that removes 5 and changes 4; entry 2 lies before the window.
        XCTAssertTrue(window.apply(.replace(removed: [5], changed: [item(4, 9), item(2, 7)]), total: 4))
        XCTAssertEqual(window.items.map(\.seq), [4])
        XCTAssertEqual(window.items.first?.awards.first?.points, 9)
        XCTAssertFalse(window.apply(.pop(seq: 4), total: 3), "the window is empty while older entries exist: read again")
        XCTAssertFalse(window.apply(.reload, total: 3))
        window = LogWindow(page: LogPage(items: [item(3)], nextBefore: 3, total: 3))
        window.append(olderPage: LogPage(items: [item(2), item(1)], nextBefore: nil, total: 3))
        XCTAssertEqual(window.items.map(\.seq), [3, 2, 1])
        XCTAssertFalse(window.hasOlder)
        XCTAssertTrue(window.apply(.replace(removed: [], changed: [item(2, 5)]), total: 3))
        XCTAssertEqual(window.items.map { $0.awards.first?.points }, [1, 5, 1])
    }

    func testTheTrackIsARingOfFiftyCells() async {
        for layout in TrackLayout.shapes {
            let cells = (0..<50).map { layout.cell(of: $0) }
            XCTAssertEqual(Set(cells.map { "\($0.column),\($0.row)" }).count, 50, "\(layout)")
            for cell in cells {
                let onEdge = cell.column == 0 || cell.row == 0 || cell.column == layout.columns - 1 || cell.row == layout.rows - 1
                XCTAssertTrue(onEdge, "\(layout): \(cell) is inside the ring")
            }
            // Neighbouring spaces touch, 49 next to 0 included.
            for space in 0..<50 {
                let a = layout.cell(of: space)
                let b = layout.cell(of: space + 1)
                XCTAssertEqual(abs(a.column - b.column) + abs(a.row - b.row), 1, "\(layout): \(space) and \(space + 1)")
            }
        }
        XCTAssertEqual(TrackLayout(columns: 14, rows: 13).cell(of: 52).column, 2, "spaces wrap around")
        let portrait = TrackLayout.fitting(width: 390, height: 600)
        XCTAssertLessThan(portrait.columns, portrait.rows)
        let landscape = TrackLayout.fitting(width: 800, height: 400)
        XCTAssertGreaterThan(landscape.columns, landscape.rows)
        let side = landscape.cellSide(width: 800, height: 400)
        let inside = landscape.interior(width: 800, height: 400)
        XCTAssertEqual(inside.width, side * Double(landscape.columns - 2), accuracy: 1e-9)
        XCTAssertEqual(inside.y + inside.height, landscape.frame(of: 30, width: 800, height: 400).y, accuracy: 1e-9,
                       "the interior ends where the bottom row begins")
        XCTAssertEqual(TrackLayout.markerCentres(count: 7).count, 7)
    }

    func testColoursKnowTheirContrast() async {
        XCTAssertTrue(RGB(hex: 0xFFFF00).prefersDarkText, "yellow")
        XCTAssertFalse(RGB(hex: 0x000000).prefersDarkText, "black")
        XCTAssertEqual(RGB(hex: 0xFF8000).green, Double(0x80) / 255)
    }

    func testTheRouterIsAStackOfScreensKeptAcrossLaunches() async {
        let router = AppRouter()
        router.push(.newGame)
        router.replaceTop(with: .scoreboard(gameId: 1))
        router.push(.endGame(gameId: 1))
        XCTAssertEqual(router.path, [.scoreboard(gameId: 1), .endGame(gameId: 1)])
        let restored = AppRouter()
        restored.restore(savedPath: router.savedPath)
        XCTAssertEqual(restored.path, router.path, "the stack comes back after the app was closed")
        restored.restore(savedPath: "not json")
        XCTAssertEqual(restored.path, router.path, "anything else changes nothing")
        router.pop()
        XCTAssertEqual(router.top, .scoreboard(gameId: 1))
        router.popToRoot()
        XCTAssertNil(router.top)
    }
}
