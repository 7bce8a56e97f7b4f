// The end-game walkthrough: after the last tile, the B.1 features (incomplete
// ones), then the B.2 and B.3 items of the ruleset, in the reference's order, each
// opened in its score form; then the final standings.

import Observation
import TallyCore

public struct EndGameRow: Equatable, Identifiable, Sendable {
    public var id: String { key }
    public let key: String
    public let name: String
    public let kind: ItemKind
    /// `B.1`, `B.2` or `B.3`.
    public let section: String
    /// Entries already recorded for it in this end-game scoring.
    public let recorded: Int

    public var subject: ScoreSubject {
        switch kind {
        case .feature: return .feature(key: key, name: name, endOfGame: true)
        case .event: return .event(key: key, name: name, steps: [.endOfGame])
        }
    }
}

public struct EndGameSection: Equatable, Identifiable, Sendable {
    public var id: String { section }
    public let section: String
    public let rows: [EndGameRow]
}

public struct EndGameViewState: Equatable, Sendable {
    public var phase: Phase
    public var sections: [EndGameSection]
    /// The next item nobody has scored yet.
    public var next: EndGameRow?
    public var standings: [ResultRow]
    public var canUndo: Bool
    public var canRedo: Bool
    public var canFinish: Bool
    public var form: ScoreSubject?
    public var alert: AlertState?
}

public enum EndGameViewAction: Equatable, Sendable {
    /// Begins the end-game scoring if the game is still being played.
    case begin
    case open(EndGameRow)
    case dismissForm
    case undo
    case redo
    case finish
    case dismissAlert
}

@MainActor
@Observable
public final class EndGameModel {
    public let game: GameService
    @ObservationIgnored private let router: AppRouter
    @ObservationIgnored private let items: [EndGameItem]
    private var form: ScoreSubject?
    private var alert: AlertState?

    public init(game: GameService, router: AppRouter) {
        self.game = game
        self.router = router
        items = game.endGameItems()
    }

    public var viewState: EndGameViewState {
        let state = game.state
        let endLog = state.log.filter { $0.step == .endOfGame }
        let rows = items.map { item in
            EndGameRow(key: item.key, name: item.name, kind: item.kind, section: item.section,
                       recorded: endLog.filter { $0.subject == item.key }.count)
        }
        var sections: [EndGameSection] = []
        for row in rows {
            if sections.last?.section == row.section {
                sections[sections.count - 1] = EndGameSection(section: row.section, rows: sections[sections.count - 1].rows + [row])
            } else {
                sections.append(EndGameSection(section: row.section, rows: [row]))
            }
        }
        return EndGameViewState(
            phase: state.phase, sections: sections, next: rows.first { $0.recorded == 0 },
            standings: ResultRow.rows(state),
            canUndo: state.canUndo, canRedo: state.canRedo,
            canFinish: state.phase == .endGame && state.pending == nil,
            form: form, alert: alert)
    }

    public func send(viewAction: EndGameViewAction) {
        switch viewAction {
        case .begin:
            if game.state.phase == .playing { run { $0.startEndGame() } }
        case .open(let row):
            form = row.subject
        case .dismissForm:
            form = nil
        case .undo:
            run { $0.undo() }
            // Undoing the start of the end-game scoring leads back to the scoreboard.
            if game.state.phase == .playing { router.pop() }
        case .redo:
            run { $0.redo() }
        case .finish:
            run { $0.finish() }
            if game.state.phase == .finished {
                router.replaceTop(with: .results(gameId: game.gameId))
            }
        case .dismissAlert:
            alert = nil
        }
    }

    public func scoreFormModel(_ subject: ScoreSubject) -> ScoreFormModel {
        ScoreFormModel(game: game, subject: subject)
    }

    private func run(_ command: (GameService) -> Result<GameState, TallyError>) {
        if case .failure(let error) = command(game) {
            alert = AlertState(error)
        }
    }
}
