// The scoreboard of an open game. Its state is drawn from the GameService (the
// core's table summary, what can be scored, the newest log entries) and what the
// scoreboard presents; commands go to the core and their refusals become alerts.
// Child screens (forms, prompts) get their models from here.

import Observation
import TallyCore

@MainActor
@Observable
public final class ScoreboardModel {
    public let game: GameService
    @ObservationIgnored private let router: AppRouter
    @ObservationIgnored private let tasks = SerialTasks()
    private var presented: ScoreboardSheet?
    private var alert: AlertState?

    public init(game: GameService, router: AppRouter) {
        self.game = game
        self.router = router
    }

    public var viewState: ScoreboardViewState {
        let table = game.table
        let catalog = game.catalog
        let players = table.players.map { player in
            ScoreboardPlayer(
                id: player.id, name: player.name, colour: player.colour, rgb: catalog.rgb(of: player.colour),
                score: player.score,
                figures: player.figures.enumerated().map { index, figure in
                    FigureSummary(id: index, points: figure.points, space: figure.space, laps: figure.laps,
                                  fifties: figure.tiles.fifties, hundreds: figure.tiles.hundreds,
                                  onDarkSpace: figure.onDarkSpace)
                },
                robberSpace: player.robber, isActive: player.id == table.active)
        }
        let scorable = game.scorable
        return ScoreboardViewState(
            gameId: game.gameId,
            players: players,
            markers: Self.markers(players),
            figuresPerPlayer: table.players.map(\.figures.count).max() ?? 1,
            turn: table.turn,
            turnPart: table.turnPart,
            activePlayer: players.first(where: \.isActive),
            step: table.step,
            stepCode: catalog.code(of: table.step),
            stepName: table.stepName,
            phase: table.phase,
            moment: scorable.moment,
            features: table.actions.score.allowed ? scorable.features.map(ScoreButton.init(feature:)) : [],
            eventSections: table.actions.score.allowed ? eventSections(scorable.events, table: table) : [],
            actions: ScoreboardActions(table.actions),
            hasWalkthrough: table.walkthrough != nil,
            isFinished: table.actions.reopen.allowed,
            log: game.log.items.map { LogRow($0, game: game) },
            hasOlderLog: game.log.hasOlder,
            logTotal: game.log.total,
            sheet: pendingSheet(table) ?? presented,
            alert: alert)
    }

    @discardableResult
    public func send(viewAction: ScoreboardViewAction) -> Task<Void, Never> {
        switch viewAction {
        case .score(let button):
            presented = .score(button.subject)
        case .restoreDraft(let draft):
            if draft.gameId == game.gameId { presented = .restoredScore(draft) }
        case .editEntry(let seq):
            switch game.log.items.first(where: { $0.seq == seq }).map({ LogRow($0, game: game).editing }) {
            case .scoreForm?: presented = .editEntry(seq: seq)
            case .correction?: presented = .editCorrection(seq: seq)
            case .deleteOnly?, nil: presented = .deleteEntry(seq: seq)
            }
        case .deleteEntry(let seq):
            presented = .deleteEntry(seq: seq)
        case .correct:
            presented = .correction
        case .placeRobber:
            presented = .robberPlacement
        case .showLog:
            presented = .log
        case .loadOlderLog:
            return tasks.run { self.report(await self.game.loadOlderLog()) }
        case .dismissSheet:
            presented = nil
        case .endTurn:
            return run(.endTurn)
        case .secondPart:
            return run(.secondPart)
        case .startEndGame:
            return tasks.run {
                if self.game.table.actions.startEndGame.allowed {
                    self.report(await self.game.execute(.startEndGame))
                }
                if self.game.table.walkthrough != nil {
                    self.router.push(.endGame(gameId: self.game.gameId))
                }
            }
        case .showResults:
            router.push(.results(gameId: game.gameId))
        case .undo:
            return run(.undo)
        case .redo:
            return run(.redo)
        case .refresh:
            return tasks.run { self.report(await self.game.refresh()) }
        case .dismissAlert:
            alert = nil
        }
        return tasks.run {}
    }

    public func settled() async {
        await tasks.settled()
    }

    // MARK: child screens

    public func scoreFormModel(_ subject: ScoreSubject) -> ScoreFormModel {
        ScoreFormModel(game: game, subject: subject)
    }

    public func scoreFormModel(draft: ScoreFormDraft) -> ScoreFormModel {
        ScoreFormModel(game: game, draft: draft)
    }

    public func editFormModel(_ seq: UInt64) -> ScoreFormModel {
        ScoreFormModel(game: game, editing: seq)
    }

    public func correctionModel(editing seq: UInt64? = nil) -> CorrectionModel {
        CorrectionModel(game: game, editing: seq)
    }

    public func deleteEntryModel(_ seq: UInt64) -> EntryDeletionModel {
        EntryDeletionModel(game: game, seq: seq)
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

    private func run(_ command: Command) -> Task<Void, Never> {
        tasks.run { self.report(await self.game.execute(command)) }
    }

    private func report(_ result: Result<Void, TallyError>) {
        if case .failure(let error) = result {
            alert = AlertState(error)
        }
    }

    private func pendingSheet(_ table: TableSummary) -> ScoreboardSheet? {
        switch table.pending {
        case .dispatch(let player, let figure, let space)?:
            return .prompt(.dispatch(player: player, figure: figure, space: space))
        case .robberChoice(let owner, let space, _)?:
            return .prompt(.robberChoice(owner: owner, space: space))
        case nil:
            return nil
        }
    }

    /// The events by step of the turn: the current step and "any time" first as
    /// now, later steps next, earlier ones folded (the core still allows them).
    private func eventSections(_ events: [EventInfo], table: TableSummary) -> [EventSection] {
        let catalog = game.catalog
        let current = catalog.order(of: table.step)
        return catalog.steps.compactMap { step in
            let buttons = events.filter { $0.steps.contains(step.step) }.map(ScoreButton.init(event:))
            guard !buttons.isEmpty else { return nil }
            let order = catalog.order(of: step.step)
            let timing: EventSection.Timing =
                step.step == .anyTime || order == current ? .now : (order > current ? .later : .earlier)
            return EventSection(step: step.step, code: step.code, name: step.name, timing: timing, events: buttons)
        }
    }

    static func markers(_ players: [ScoreboardPlayer]) -> [TrackMarker] {
        players.flatMap { player -> [TrackMarker] in
            var markers = player.figures.map { figure in
                TrackMarker(player: player.id, name: player.name, rgb: player.rgb, space: Int(figure.space),
                            kind: .figure(figure.id), onDarkSpace: figure.onDarkSpace)
            }
            if let space = player.robberSpace {
                markers.append(TrackMarker(player: player.id, name: player.name, rgb: player.rgb, space: Int(space),
                                           kind: .robber, onDarkSpace: false))
            }
            return markers
        }
    }
}
