// The scoreboard of an open game. Its state is computed from the GameService's
// state (fed by the core's listener) and what the scoreboard presents; commands go
// to the core and their refusals become alerts. Child screens (forms, prompts) get
// their models from here.

import Observation
import TallyCore

@MainActor
@Observable
public final class ScoreboardModel {
    public let game: GameService
    @ObservationIgnored private let router: AppRouter
    private var presented: ScoreboardSheet?
    private var alert: AlertState?

    /// The ruleset does not change during a game: its buttons are read once.
    @ObservationIgnored private let completedFeatures: [ScoreButton]
    @ObservationIgnored private let endGameFeatures: [ScoreButton]
    @ObservationIgnored private let eventsByStep: [(info: StepInfo, events: [ScoreButton])]

    public init(game: GameService, router: AppRouter) {
        self.game = game
        self.router = router
        completedFeatures = game.features(endOfGame: false).map(ScoreButton.init)
        endGameFeatures = game.features(endOfGame: true).map(ScoreButton.init)
        eventsByStep = Catalog.steps.map { info in (info, game.events(at: info.step).map(ScoreButton.init)) }
    }

    public var viewState: ScoreboardViewState {
        let state = game.state
        let players = state.players.map { player in
            ScoreboardPlayer(
                id: player.id, name: player.name, colour: player.colour, rgb: RGB(hex: player.colourRgb),
                score: player.score,
                figures: player.figures.enumerated().map { index, figure in
                    FigureSummary(id: index, points: figure.points, space: figure.space, laps: figure.laps,
                                  fifties: figure.fifties, hundreds: figure.hundreds, onDarkSpace: figure.onDarkSpace)
                },
                robberSpace: player.robberSpace, isActive: player.id == state.activePlayer)
        }
        let playing = state.phase == .playing
        let free = state.pending == nil
        let table = game.table
        let features: [ScoreButton]
        switch state.phase {
        case .playing: features = completedFeatures
        case .endGame: features = endGameFeatures
        case .finished: features = []
        }
        return ScoreboardViewState(
            gameId: state.gameId,
            players: players,
            markers: Self.markers(state),
            darkSpaces: table.darkSpaces,
            figuresPerPlayer: game.figuresPerPlayer,
            turn: state.turn,
            turnPart: state.turnPart,
            activePlayer: players.first(where: \.isActive),
            step: state.step,
            stepCode: Catalog.code(of: state.step),
            stepName: Catalog.name(of: state.step),
            phase: state.phase,
            features: features,
            eventSections: eventSections(state),
            canUndo: state.canUndo,
            canRedo: state.canRedo,
            canEndTurn: playing && free,
            canTakeSecondPart: playing && free && table.builder && state.turnPart == 1,
            canPlaceRobber: playing && free && table.robbers,
            canStartEndGame: playing && free,
            log: state.log.reversed().map(logRow),
            sheet: pendingSheet(state) ?? presented,
            alert: alert)
    }

    public func send(viewAction: ScoreboardViewAction) {
        switch viewAction {
        case .score(let button):
            presented = .score(ScoreSubject(button.item, endOfGame: game.state.phase == .endGame))
        case .editEntry(let seq):
            if let subject = subject(of: seq) {
                presented = .editEntry(seq: seq, subject: subject)
            }
        case .deleteEntry(let seq):
            run { $0.delete(seq) }
        case .correct:
            presented = .correction
        case .placeRobber:
            presented = .robberPlacement
        case .showLog:
            presented = .log
        case .dismissSheet:
            presented = nil
        case .endTurn:
            run { $0.endTurn() }
        case .secondPart:
            run { $0.secondPart() }
        case .startEndGame:
            if game.state.phase == .playing {
                run { $0.startEndGame() }
            }
            if game.state.phase == .endGame {
                router.push(.endGame(gameId: game.gameId))
            }
        case .showResults:
            router.push(.results(gameId: game.gameId))
        case .undo:
            run { $0.undo() }
        case .redo:
            run { $0.redo() }
        case .dismissAlert:
            alert = nil
        }
    }

    // MARK: child screens

    public func scoreFormModel(_ subject: ScoreSubject, editing: UInt64? = nil) -> ScoreFormModel {
        ScoreFormModel(game: game, subject: subject, editing: editing)
    }

    public func correctionModel() -> CorrectionModel {
        CorrectionModel(game: game)
    }

    public func robberPlacementModel() -> RobberPlacementModel {
        RobberPlacementModel(game: game)
    }

    public func dispatchModel() -> DispatchModel {
        DispatchModel(game: game)
    }

    public func robberChoiceModel() -> RobberChoiceModel {
        RobberChoiceModel(game: game)
    }

    // MARK: building the state

    private func run(_ command: (GameService) -> Result<GameState, TallyError>) {
        if case .failure(let error) = command(game) {
            alert = AlertState(error)
        }
    }

    private func pendingSheet(_ state: GameState) -> ScoreboardSheet? {
        switch state.pending {
        case .dispatch(let player, let figure, let space)?:
            return .prompt(.dispatch(player: player, figure: figure, space: space))
        case .robberChoice(let owner, let space, _)?:
            return .prompt(.robberChoice(owner: owner, space: space))
        case nil:
            return nil
        }
    }

    private func eventSections(_ state: GameState) -> [EventSection] {
        switch state.phase {
        case .finished:
            return []
        case .endGame:
            return eventsByStep.filter { $0.info.step == .endOfGame && !$0.events.isEmpty }.map {
                EventSection(step: $0.info.step, code: $0.info.code, name: $0.info.name, timing: .now, events: $0.events)
            }
        case .playing:
            let current = Catalog.order(of: state.step)
            return eventsByStep.filter { $0.info.step != .endOfGame && !$0.events.isEmpty }.map { entry in
                let order = Catalog.order(of: entry.info.step)
                let timing: EventSection.Timing =
                    entry.info.step == .anyTime || order == current ? .now : (order > current ? .later : .earlier)
                return EventSection(step: entry.info.step, code: entry.info.code, name: entry.info.name,
                                    timing: timing, events: entry.events)
            }
        }
    }

    static func markers(_ state: GameState) -> [TrackMarker] {
        state.players.flatMap { player -> [TrackMarker] in
            let rgb = RGB(hex: player.colourRgb)
            var markers = player.figures.enumerated().map { index, figure in
                TrackMarker(player: player.id, name: player.name, rgb: rgb, space: Int(figure.space), kind: .figure(index))
            }
            if let space = player.robberSpace {
                markers.append(TrackMarker(player: player.id, name: player.name, rgb: rgb, space: Int(space), kind: .robber))
            }
            return markers
        }
    }

    private func logRow(_ item: LogItem) -> LogRow {
        let players = game.state.players
        return LogRow(
            seq: item.seq, turn: item.turn, stepCode: Catalog.code(of: item.step),
            activePlayer: players.first { $0.id == item.activePlayer }?.name ?? item.activePlayer,
            kind: item.kind, subject: item.subject, summary: item.summary,
            awards: item.awards.enumerated().map { index, award in
                let player = players.first { $0.id == award.player }
                return LogRow.Award(
                    id: index, player: award.player, name: player?.name ?? award.player,
                    rgb: RGB(hex: player?.colourRgb ?? 0x808080), points: award.points, rows: BreakdownRow.rows(award.rows))
            },
            isEditable: item.kind == "score_feature" || item.kind == "record_event")
    }

    /// The form of a past entry: its feature or event, as it was scored.
    private func subject(of seq: UInt64) -> ScoreSubject? {
        switch game.command(of: seq) {
        case .scoreFeature(let scoring)?:
            let features = scoring.endOfGame ? endGameFeatures : completedFeatures
            let name = features.first { $0.key == scoring.feature }?.name ?? scoring.feature
            return .feature(key: scoring.feature, name: name, endOfGame: scoring.endOfGame)
        case .recordEvent(let recording)?:
            let event = eventsByStep.lazy.flatMap(\.events).first { $0.key == recording.event }
            return .event(key: recording.event, name: event?.name ?? recording.event, steps: event?.steps ?? [])
        default:
            return nil
        }
    }
}
