// The scoreboard of an open game. Its state is drawn from the GameService (the
// core's table summary with what can be scored now, the catalogue's names, the
// newest log entries, what to announce) and what the scoreboard presents; commands
// go to the core and their refusals become alerts. Child screens (forms, prompts)
// get their models from here.
//
// The same scoreboard draws a table another phone hosts (`joinedAs`): a viewer link
// only follows (nothing to score, every action refused with why), a scorer link
// scores as at home and the host judges each write; what only the host's phone
// opens (its live table, the end-game walkthrough, the results) is not pushed.

import Observation
import TallyCore

@MainActor
@Observable
public final class ScoreboardModel {
    public let game: GameService
    /// The link of a table another phone hosts; nil for a game of this phone.
    public let joinedAs: LinkRole?
    @ObservationIgnored private let router: AppRouter
    @ObservationIgnored private let preferences: AppPreferences
    @ObservationIgnored private let tasks = SerialTasks()
    private var presented: ScoreboardSheet?
    private var alert: AlertState?

    public init(game: GameService, router: AppRouter, preferences: AppPreferences, joinedAs: LinkRole? = nil) {
        self.game = game
        self.joinedAs = joinedAs
        self.router = router
        self.preferences = preferences
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
        let markers = Self.markers(players)
        let scorable = table.scorable
        let follows = joinedAs == .viewer
        let canScore = table.actions.score.allowed && !follows
        let active = players.first(where: \.isActive)
        return ScoreboardViewState(
            gameId: game.gameId,
            players: players,
            markers: markers,
            spaces: Self.spaces(markers: markers, dark: Set(table.flags.darkSpaces.map(Int.init))),
            figuresPerPlayer: table.players.map(\.figures.count).max() ?? 1,
            turn: table.turn,
            turnPart: table.turnPart,
            activePlayer: active,
            highlight: active?.rgb,
            step: game.stepInfo(table.step),
            phase: table.phase,
            moment: scorable.moment,
            features: canScore ? ScoreButton.buttons(features: scorable.features, events: [], catalogue: game.catalogue) : [],
            eventSections: canScore ? eventSections(scorable.events, table: table) : [],
            actions: follows ? ScoreboardActions(allRefused: tx("app-join-viewer")) : ScoreboardActions(table.actions),
            hasWalkthrough: table.walkthrough != nil,
            isFinished: table.actions.reopen.allowed,
            log: game.log.items.map { LogRow($0, game: game) },
            hasOlderLog: game.log.hasOlder,
            logTotal: game.log.total,
            tableMode: preferences.tableMode,
            keepsScreenAwake: preferences.keepScreenAwake,
            announcement: game.announcement.map { AnnouncementState(id: $0.id, text: AnnouncementText.text(of: $0, game: game)) },
            // A viewer does not answer the game's questions: the host or a scorer does.
            sheet: (follows ? nil : pendingSheet(table)) ?? presented,
            joinedAs: joinedAs,
            alert: alert)
    }

    @discardableResult
    public func send(viewAction: ScoreboardViewAction) -> Task<Void, Never> {
        switch viewAction {
        case .score(let button):
            presented = .score(button)
        case .restoreDraft(let saved):
            if saved.gameId == game.gameId { presented = .restoredScore(saved) }
        case .restoreDispatchEdit(let saved):
            if saved.gameId == game.gameId { presented = .restoredDispatchEdit(saved) }
        case .editEntry(let seq):
            // How an entry is edited is the core's answer (`LogItem.edit`).
            switch game.log.items.first(where: { $0.seq == seq })?.edit {
            case .scoring?: presented = .editEntry(seq: seq)
            case .correction?: presented = .editCorrection(seq: seq)
            case .dispatch?: presented = .editDispatch(seq: seq)
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
                if self.joinedAs == nil, self.game.table.walkthrough != nil {
                    self.router.push(.endGame(gameId: self.game.gameId))
                }
            }
        case .showResults:
            if joinedAs == nil { router.push(.results(gameId: game.gameId)) }
        case .undo:
            return run(.undo)
        case .redo:
            return run(.redo)
        case .setTableMode(let on):
            preferences.tableMode = on
        case .hostLiveTable:
            if joinedAs == nil { router.push(.liveTable(gameId: game.gameId)) }
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

    public func scoreFormModel(_ button: ScoreButton) -> ScoreFormModel {
        ScoreFormModel(game: game, kind: button.kind, key: button.key)
    }

    public func scoreFormModel(restoring saved: SavedScoreForm) -> ScoreFormModel {
        ScoreFormModel(game: game, restoring: saved)
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

    /// The dispatch the game waits on, or the one kept before the app was killed.
    public func dispatchModel(restoring kept: SavedScoreForm? = nil) -> DispatchModel {
        DispatchModel(game: game, restoring: kept)
    }

    /// An edit of the dispatch recorded as entry `seq`, in the dispatch sheet.
    public func dispatchEditModel(_ seq: UInt64) -> DispatchModel {
        DispatchModel(game: game, editing: seq)
    }

    /// An edit of a past dispatch kept before the app was killed.
    public func dispatchEditModel(restoring kept: SavedScoreForm) -> DispatchModel {
        DispatchModel(game: game, restoringEdit: kept)
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

    /// The events by the catalogue's steps of the turn: the current step and "any
    /// time" first as now, later steps next, earlier ones folded (the core still
    /// allows them).
    private func eventSections(_ events: [ScorableEvent], table: TableSummary) -> [EventSection] {
        let steps = game.catalogue.steps
        let current = steps.firstIndex { $0.step == table.step } ?? 0
        let buttons = ScoreButton.buttons(features: [], events: events, catalogue: game.catalogue)
        return steps.enumerated().compactMap { order, step in
            let inStep = buttons.filter { $0.steps.contains(step.step) }
            guard !inStep.isEmpty else { return nil }
            let timing: EventSection.Timing =
                step.step == .anyTime || order == current ? .now : (order > current ? .later : .earlier)
            return EventSection(step: step, timing: timing, events: inStep)
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

    /// The 50 spaces of the track with their markers; `dark`: the core's dark spaces.
    static func spaces(markers: [TrackMarker], dark: Set<Int>) -> [TrackSpace] {
        (0..<TrackLayout.spaces).map { number in
            TrackSpace(number: number, isDark: dark.contains(number), markers: markers.filter { $0.space == number })
        }
    }
}
