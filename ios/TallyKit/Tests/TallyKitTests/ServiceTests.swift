// The service layer over the bindings: a database on disk, one GameService per
// open game, the listener feeding Observation, typed errors; and the pure
// presentation helpers (the drawn track, colours).

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
@MainActor
final class ServiceTests: XCTestCase, @unchecked Sendable {
    private func newGame(_ service: TallyService, expansions: [String] = []) throws -> GameService {
        try service.newGame(NewGame(
            seats: [NewSeat(rosterId: nil, name: "Ann", colour: .red), NewSeat(rosterId: nil, name: "Ben", colour: .blue)],
            ruleset: RulesetInput(edition: .c3, expansions: expansions, variants: []))).get()
    }

    private func road(_ tiles: Int64, _ player: String) -> FeatureScoring {
        FeatureScoring(
            feature: "road", endOfGame: false, inputs: [NamedInput(name: "tiles", value: .count(value: tiles))],
            players: [PlayerInput(player: player, inputs: [NamedInput(name: "followers", value: .count(value: 1))])],
            figures: [])
    }

    func testTheListenerFeedsTheGameState() async throws {
        let service = try TallyService.inMemory().get()
        let game = try newGame(service)
        XCTAssertEqual(game.announcements, 0)
        let returned = try game.score(road(3, "red")).get()
        XCTAssertEqual(game.announcements, 1, "the core announced the new state")
        XCTAssertEqual(game.state, returned)
        XCTAssertEqual(game.state.players[0].score, 3)
    }

    func testObservationSeesEveryAcceptedCommand() async throws {
        let service = try TallyService.inMemory().get()
        let game = try newGame(service)
        let changed = Flag()
        withObservationTracking {
            _ = game.state
        } onChange: {
            changed.raise()
        }
        XCTAssertFalse(changed.isRaised)
        game.endTurn()
        XCTAssertTrue(changed.isRaised, "a view that read the state would redraw")
    }

    func testARefusalIsATypedFailureAndChangesNothing() async throws {
        let service = try TallyService.inMemory().get()
        let game = try newGame(service)
        let before = game.state
        guard case .failure(let error) = game.score(road(-1, "red")) else { return XCTFail("accepted") }
        XCTAssertEqual(error.field, "tiles")
        XCTAssertEqual(error.code, "invalid_input")
        XCTAssertFalse(error.reason.isEmpty)
        XCTAssertEqual(AlertState(error).field, "tiles")
        XCTAssertEqual(game.state, before)
        XCTAssertEqual(game.announcements, 0)
    }

    func testOneServicePerOpenGame() async throws {
        let service = try TallyService.inMemory().get()
        let game = try newGame(service)
        XCTAssertTrue(try service.game(game.gameId).get() === game, "the same game is not opened twice")
        guard case .failure(let error) = service.game(999), case .NotFound = error else { return XCTFail("an unknown game opened") }
        XCTAssertEqual(error.code, "unknown_game")
        // The store shares the open game's session: a command on another handle of it
        // reaches this GameService through its listener.
        _ = try service.store.resume(gameId: game.gameId).scoreFeature(scoring: road(2, "blue"))
        XCTAssertEqual(game.state.players[1].score, 2)
        XCTAssertEqual(game.announcements, 1)
    }

    func testAGameOnDiskIsResumedAfterARestart() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tallykit-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("Tally/tally.db")
        var gameId: Int64 = 0
        do {
            let service = try TallyService.open(databaseAt: url).get()
            let game = try newGame(service)
            game.score(road(4, "blue"))
            gameId = game.gameId
        }
        // The app was killed: a new process opens the same file.
        let service = try TallyService.open(databaseAt: url).get()
        let unfinished = try service.unfinishedGames().get()
        XCTAssertEqual(unfinished.map(\.id), [gameId])
        XCTAssertEqual(GameSummaryRow(unfinished[0]).seats.map(\.score), [0, 4])
        XCTAssertEqual(try service.game(gameId).get().state.players[1].score, 4)
    }

    func testTheTableRulesComeFromTheState() async throws {
        let service = try TallyService.inMemory().get()
        let base = try newGame(service, expansions: ["river"])
        XCTAssertEqual(base.table, TableRules(base.state))
        XCTAssertFalse(base.table.messages || base.table.robbers || base.table.builder)
        XCTAssertEqual(base.table.darkSpaces, [], "no dark spaces without Messages")
        XCTAssertEqual(base.figuresPerPlayer, 1)
        let messages = try newGame(service, expansions: ["mini2_messages", "mini6_robbers"])
        XCTAssertTrue(messages.table.messages && messages.table.robbers && !messages.table.builder)
        XCTAssertEqual(messages.table.darkSpaces, [0, 5, 10, 15, 20, 25, 30, 35, 40, 45])
        XCTAssertEqual(messages.figuresPerPlayer, 2)
        let bigBox = try service.newGame(NewGame(
            seats: [NewSeat(rosterId: nil, name: "Ann", colour: .red), NewSeat(rosterId: nil, name: "Ben", colour: .blue)],
            ruleset: presetRuleset(key: "big_box_6"))).get()
        XCTAssertTrue(bigBox.table.messages && bigBox.table.robbers && bigBox.table.builder)
        XCTAssertTrue(try newGame(service, expansions: ["exp02_traders_builders.builder"]).table.builder)
        XCTAssertFalse(try newGame(service, expansions: ["exp02_traders_builders.pig"]).table.builder)
    }

    func testCatalogNamesStepsAndColours() async {
        XCTAssertEqual(Catalog.code(of: .scoreFeatures), "3B")
        XCTAssertEqual(Catalog.code(of: .moveWoodPhase1), "2B-1")
        XCTAssertEqual(Catalog.step(code: "end_of_game"), .endOfGame)
        XCTAssertLessThan(Catalog.order(of: .beginTurn), Catalog.order(of: .tileActions))
        XCTAssertEqual(Catalog.colour(key: "blue"), .blue)
        XCTAssertEqual(Catalog.groups.count, 5)
        XCTAssertEqual(ExpansionNames.name(of: "exp01_inns_cathedrals.inns"), "Exp. 1 - Inns & Cathedrals: Inns")
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
        XCTAssertEqual(TrackLayout(columns: 14, rows: 13).cell(of: 0).column, 0)
        XCTAssertEqual(TrackLayout(columns: 14, rows: 13).cell(of: 52).column, 2, "spaces wrap around")
        let portrait = TrackLayout.fitting(width: 390, height: 600)
        XCTAssertLessThan(portrait.columns, portrait.rows)
        let landscape = TrackLayout.fitting(width: 800, height: 400)
        XCTAssertGreaterThan(landscape.columns, landscape.rows)
        let frame = landscape.frame(of: 0, width: 800, height: 400)
        XCTAssertEqual(frame.width, landscape.cellSide(width: 800, height: 400))
        let inside = landscape.interior(width: 800, height: 400)
        let side = landscape.cellSide(width: 800, height: 400)
        XCTAssertEqual(inside.width, side * Double(landscape.columns - 2), accuracy: 1e-9)
        XCTAssertEqual(inside.x, frame.x + side, accuracy: 1e-9)
        XCTAssertEqual(inside.y + inside.height, landscape.frame(of: 30, width: 800, height: 400).y, accuracy: 1e-9,
                       "the interior ends where the bottom row begins")
        XCTAssertEqual(TrackLayout.markerCentres(count: 3).count, 3)
        XCTAssertEqual(TrackLayout.markerCentres(count: 7).count, 7)
    }

    func testColoursKnowTheirContrast() async {
        XCTAssertTrue(RGB(hex: 0xFFFF00).prefersDarkText, "yellow")
        XCTAssertFalse(RGB(hex: 0x000000).prefersDarkText, "black")
        XCTAssertEqual(RGB(hex: 0xFF8000).red, 1)
        XCTAssertEqual(RGB(hex: 0xFF8000).green, Double(0x80) / 255)
    }

    func testTheRouterIsAStackOfScreens() async {
        let router = AppRouter()
        router.push(.newGame)
        router.replaceTop(with: .scoreboard(gameId: 1))
        router.push(.endGame(gameId: 1))
        XCTAssertEqual(router.path, [.scoreboard(gameId: 1), .endGame(gameId: 1)])
        router.pop()
        XCTAssertEqual(router.top, .scoreboard(gameId: 1))
        router.popToRoot()
        XCTAssertNil(router.top)
    }
}

/// Raised from Observation's onChange, which may run on any thread.
final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var raised = false

    func raise() {
        lock.lock()
        raised = true
        lock.unlock()
    }

    var isRaised: Bool {
        lock.lock()
        defer { lock.unlock() }
        return raised
    }
}
