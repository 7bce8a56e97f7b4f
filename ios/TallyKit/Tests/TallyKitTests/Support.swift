// Helpers of the TallyKit tests: a service over an in-memory (or on-disk) store
// whose every call into the core is recorded with the thread it ran on, games
// started through the new-game screen's model as a player would, and shortcuts to
// tap through the models. Every test runs against the real core.

import Foundation
import TallyCore
import XCTest

@testable import TallyKit

/// Every screen model: `send` returns the task it started.
@MainActor
protocol ScreenModel: AnyObject {
    associatedtype ViewAction
    @discardableResult func send(viewAction: ViewAction) -> Task<Void, Never>
    func settled() async
}

extension ScreenModel {
    /// Sends an action and waits for what it asked of the core.
    func act(_ action: ViewAction) async {
        await send(viewAction: action).value
    }
}

extension ScoreboardModel: ScreenModel {}
extension ScoreFormModel: ScreenModel {}
extension DispatchModel: ScreenModel {}
extension RobberPlacementModel: ScreenModel {}
extension RobberChoiceModel: ScreenModel {}
extension CorrectionModel: ScreenModel {}
extension EntryDeletionModel: ScreenModel {}
extension EndGameModel: ScreenModel {}
extension ResultsModel: ScreenModel {}
extension NewGameModel: ScreenModel {}
extension HomeModel: ScreenModel {}
extension HistoryModel: ScreenModel {}
extension GameDetailModel: ScreenModel {}
extension StatisticsModel: ScreenModel {}
extension PlayersModel: ScreenModel {}
extension SettingsModel: ScreenModel {}
extension ShareModel: ScreenModel {}
extension LaunchModel: ScreenModel {}

/// Preferences of their own for a test (UserDefaults of a suite nobody else uses).
@MainActor
func freshPreferences() -> AppPreferences {
    let suite = "tally-tests-\(UUID().uuidString)"
    let defaults = UserDefaults(suiteName: suite)!
    defaults.removePersistentDomain(forName: suite)
    return AppPreferences(defaults: defaults)
}

/// A table of players: the service, the router, and the record of core calls.
@MainActor
struct Table {
    let service: TallyService
    let router = AppRouter()
    let calls: CoreCalls

    /// A store in memory, or the database at `path`.
    static func make(
        path: String? = nil, locale: String = "en", preferences: AppPreferences? = nil
    ) async throws -> Table {
        let calls = CoreCalls()
        let (store, catalog) = try await Task.detached {
            let store = try path.map { try TallyStore.open(path: $0) } ?? TallyStore.inMemory()
            return (store, Catalog.load(locale: locale))
        }.value
        let service = TallyService(
            store: RecordingStore(store, calls: calls), catalog: catalog, preferences: preferences ?? freshPreferences(),
            wrapSession: { RecordingSession($0, calls: calls) })
        return Table(service: service, calls: calls)
    }

    /// The scoreboard of an open game.
    func scoreboard(_ game: GameService) -> ScoreboardModel {
        ScoreboardModel(game: game, router: router, preferences: service.preferences)
    }

    /// The results of an open game.
    func results(_ game: GameService) -> ResultsModel {
        ResultsModel(game: game, service: service, router: router)
    }

    /// Starts a game from the new-game screen: players in turn order, an edition and
    /// expansions (or a preset), and returns its scoreboard.
    func start(
        _ players: [(String, Colour)], edition: Edition = .c3, expansions: [String] = [], preset: String? = nil,
        variants: [String: String] = [:], file: StaticString = #filePath, line: UInt = #line
    ) async throws -> ScoreboardModel {
        let newGame = NewGameModel(service: service, router: router)
        await newGame.settled()
        router.push(.newGame)
        for (name, colour) in players {
            await newGame.act(.addNewPlayer(name))
            let seat = try XCTUnwrap(newGame.viewState.seats.last, file: file, line: line)
            await newGame.act(.setColour(seat: seat.id, colour))
        }
        if let preset {
            await newGame.act(.applyPreset(preset))
        } else {
            await newGame.act(.setEdition(edition))
            for key in expansions {
                if service.catalog.expansion(key: key) != nil {
                    await newGame.act(.toggleExpansion(key))
                } else {
                    await newGame.act(.toggleComponent(key))
                }
            }
        }
        for (key, value) in variants {
            await newGame.act(.setVariant(key: key, value: value))
        }
        XCTAssertEqual(newGame.viewState.problems, [], file: file, line: line)
        await newGame.act(.start)
        XCTAssertNil(newGame.viewState.alert, "\(newGame.viewState.alert?.message ?? "")", file: file, line: line)
        guard case .scoreboard(let gameId)? = router.top else {
            XCTFail("the new game did not open its scoreboard: \(router.path)", file: file, line: line)
            throw CancellationError()
        }
        let game = try await service.game(gameId).get()
        return scoreboard(game)
    }
}

extension ScoreboardModel {
    /// The button of a feature or event on the scoreboard now.
    func button(_ key: String, file: StaticString = #filePath, line: UInt = #line) throws -> ScoreButton {
        let state = viewState
        let buttons = state.features + state.eventSections.flatMap(\.events)
        return try XCTUnwrap(buttons.first { $0.key == key }, "no button \(key) in \(buttons.map(\.key))", file: file, line: line)
    }

    /// Taps a button and returns the form the scoreboard opens, with its draft read.
    func open(_ key: String, file: StaticString = #filePath, line: UInt = #line) async throws -> ScoreFormModel {
        await act(.score(try button(key, file: file, line: line)))
        guard case .score(let button)? = viewState.sheet else {
            XCTFail("no score form: \(String(describing: viewState.sheet))", file: file, line: line)
            throw CancellationError()
        }
        let form = scoreFormModel(button)
        await form.settled()
        XCTAssertNil(form.viewState.alert, "\(form.viewState.alert?.message ?? "")", file: file, line: line)
        return form
    }

    /// Scores a feature or event through its form: item counts and toggles typed in,
    /// then each player's counts (the core's starting values stand for the rest).
    @discardableResult
    func score(
        _ key: String, _ inputs: [String: Int64] = [:], toggles: [String: Bool] = [:],
        players: [String: [String: Int64]] = [:], file: StaticString = #filePath, line: UInt = #line
    ) async throws -> ScoreFormModel {
        let form = try await open(key, file: file, line: line)
        await form.fill(inputs, toggles: toggles, players: players)
        await form.act(.submit)
        XCTAssertTrue(form.viewState.isDone,
                      "\(form.viewState.alert?.message ?? form.viewState.submit.whyNot ?? "")", file: file, line: line)
        await act(.dismissSheet)
        return form
    }

    func score(of player: String) -> Int64? {
        viewState.players.first { $0.id == player }?.score
    }

    func figures(of player: String) -> [Int64] {
        viewState.players.first { $0.id == player }?.figures.map(\.points) ?? []
    }
}

extension ScoreFormModel {
    /// Types the counts, toggles and per-player counts of item `item`, one tap each.
    func fill(
        _ inputs: [String: Int64] = [:], toggles: [String: Bool] = [:], players: [String: [String: Int64]] = [:],
        item: Int = 0
    ) async {
        for (name, value) in inputs.sorted(by: { $0.key < $1.key }) {
            await act(.setCount(item: item, field: name, value))
        }
        for (name, value) in toggles.sorted(by: { $0.key < $1.key }) {
            await act(.setToggle(item: item, field: name, value))
        }
        for (player, counts) in players.sorted(by: { $0.key < $1.key }) {
            for (name, value) in counts.sorted(by: { $0.key < $1.key }) {
                await act(.setCount(item: item, field: name, player: player, value))
            }
        }
    }

    /// Points of each player in the preview (a new scoring) or in the edited entry
    /// as it would read (an edit).
    var points: [String: Int64] {
        let awards = viewState.preview ?? []
        return awards.reduce(into: [:]) { $0[$1.player.id, default: 0] += $1.points }
    }
}

extension DispatchModel {
    /// Points of each player in the dispatch's preview.
    var points: [String: Int64] {
        (viewState.preview ?? []).reduce(into: [:]) { $0[$1.player.id, default: 0] += $1.points }
    }

    /// Types a value into a field of the tile's feature (item 0), as its row sends it.
    func fill(_ field: String, player: String? = nil, _ value: Int64) async {
        await act(.field(.setCount(item: 0, field: field, player: player, value)))
    }
}

extension ScorePreview {
    /// Points of each player in the preview, in award order.
    var points: [String: Int64] {
        awards.reduce(into: [:]) { $0[$1.player.id, default: 0] += $1.points }
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
