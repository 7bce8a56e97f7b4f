// Helpers of the TallyKit tests: an in-memory store and games started through the
// new-game screen's model, as a player would. Every test runs against the real core.

import TallyCore
import XCTest

@testable import TallyKit

@MainActor
struct Table {
    let service: TallyService
    let router = AppRouter()

    init(file: StaticString = #filePath, line: UInt = #line) throws {
        service = try XCTUnwrap(try? TallyService.inMemory().get(), file: file, line: line)
    }

    /// Starts a game from the new-game screen: players in turn order (`Name colour-key`),
    /// an edition and expansions (or a preset), and returns its scoreboard.
    func start(
        _ players: [(String, Colour)], edition: Edition = .c3, expansions: [String] = [], preset: String? = nil,
        variants: [String: String] = [:], file: StaticString = #filePath, line: UInt = #line
    ) throws -> ScoreboardModel {
        let newGame = NewGameModel(service: service, router: router)
        router.push(.newGame)
        for (name, colour) in players {
            newGame.send(viewAction: .addNewPlayer(name))
            let seat = try XCTUnwrap(newGame.viewState.seats.last, file: file, line: line)
            newGame.send(viewAction: .setColour(seat: seat.id, colour))
        }
        if let preset {
            newGame.send(viewAction: .applyPreset(preset))
        } else {
            newGame.send(viewAction: .setEdition(edition))
            for key in expansions {
                if Catalog.expansion(key: key) != nil {
                    newGame.send(viewAction: .toggleExpansion(key))
                } else {
                    newGame.send(viewAction: .toggleComponent(key))
                }
            }
        }
        for (key, value) in variants {
            newGame.send(viewAction: .setVariant(key: key, value: value))
        }
        XCTAssertEqual(newGame.viewState.problems, [], file: file, line: line)
        newGame.send(viewAction: .start)
        XCTAssertNil(newGame.viewState.alert, "\(newGame.viewState.alert?.message ?? "")", file: file, line: line)
        guard case .scoreboard(let gameId)? = router.top else {
            XCTFail("the new game did not open its scoreboard: \(router.path)", file: file, line: line)
            throw CancellationError()
        }
        let game = try XCTUnwrap(try? service.game(gameId).get(), file: file, line: line)
        return ScoreboardModel(game: game, router: router)
    }
}

extension ScoreboardModel {
    /// The button of a feature or event on the scoreboard now.
    func button(_ key: String, file: StaticString = #filePath, line: UInt = #line) throws -> ScoreButton {
        let state = viewState
        let buttons = state.features + state.eventSections.flatMap(\.events)
        return try XCTUnwrap(buttons.first { $0.key == key }, "no button \(key) in \(buttons.map(\.key))", file: file, line: line)
    }

    /// Taps a button and returns the form the scoreboard opens.
    func open(_ key: String, file: StaticString = #filePath, line: UInt = #line) throws -> ScoreFormModel {
        send(viewAction: .score(try button(key, file: file, line: line)))
        guard case .score(let subject)? = viewState.sheet else {
            XCTFail("no score form: \(String(describing: viewState.sheet))", file: file, line: line)
            throw CancellationError()
        }
        return scoreFormModel(subject)
    }

    /// Scores a feature or event through its form: item inputs, then per-player counts.
    @discardableResult
    func score(
        _ key: String, _ inputs: [String: Int64] = [:], toggles: [String: Bool] = [:],
        players: [String: [String: Int64]] = [:], file: StaticString = #filePath, line: UInt = #line
    ) throws -> ScoreFormModel {
        let form = try open(key, file: file, line: line)
        for (name, value) in inputs { form.send(viewAction: .edit(.count(name, value))) }
        for (name, value) in toggles { form.send(viewAction: .edit(.toggle(name, value))) }
        for (player, counts) in players {
            for (name, value) in counts { form.send(viewAction: .edit(.playerCount(name, player: player, value))) }
        }
        form.send(viewAction: .submit)
        XCTAssertTrue(form.viewState.isDone, "\(form.viewState.alert?.message ?? String(describing: form.viewState.preview))",
                      file: file, line: line)
        send(viewAction: .dismissSheet)
        return form
    }

    func score(of player: String) -> Int64? {
        viewState.players.first { $0.id == player }?.score
    }

    func figures(of player: String) -> [Int64] {
        viewState.players.first { $0.id == player }?.figures.map(\.points) ?? []
    }
}

