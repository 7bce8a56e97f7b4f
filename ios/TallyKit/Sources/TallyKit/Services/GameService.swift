// One open game: a thin, typed layer over GameSession. Its `state` is what every
// screen of the game draws, and it changes only through the GameListener the
// service registers with the session: each accepted command is committed by the
// core, then announced, and Observation redraws whatever read `state`.

import Foundation
import Observation
import TallyCore

@MainActor
@Observable
public final class GameService {
    /// The game as the core last announced it.
    public private(set) var state: GameState
    /// How many states the listener delivered since the game was opened.
    public private(set) var announcements = 0

    public let gameId: Int64
    /// What is played (expansion keys where all components are on, else component keys).
    public let ruleset: RulesetInput

    @ObservationIgnored private let session: GameSession
    @ObservationIgnored private var relay: StateRelay?

    init(session: GameSession) {
        self.session = session
        gameId = session.gameId()
        state = session.state()
        ruleset = session.ruleset()
        let relay = StateRelay { [weak self] state in self?.receive(state) }
        self.relay = relay
        session.addListener(listener: relay)
    }

    deinit {
        session.removeListeners()
    }

    private func receive(_ state: GameState) {
        self.state = state
        announcements += 1
    }

    /// What the ruleset brings to the table, as the core's state says.
    public var table: TableRules {
        TableRules(state)
    }

    /// Number of scoring figures each player has (2 with Messages).
    public var figuresPerPlayer: Int {
        state.twoFigures ? 2 : 1
    }

    public func player(_ id: String) -> PlayerState? {
        state.players.first { $0.id == id }
    }

    // MARK: what can be scored

    /// Features scorable now (completed ones while playing, incomplete ones at the end).
    public func features() -> [ItemInfo] {
        session.features()
    }

    /// Features of this ruleset, completed (during the game) or incomplete (at the end).
    public func features(endOfGame: Bool) -> [ItemInfo] {
        (try? TallyCore.features(ruleset: ruleset, endOfGame: endOfGame)) ?? []
    }

    public func events(at step: Step) -> [ItemInfo] {
        session.eventsAt(step: step)
    }

    public func endGameItems() -> [EndGameItem] {
        session.endGameItems()
    }

    public func featureSchema(_ feature: String, endOfGame: Bool) -> Result<[InputSpec], TallyError> {
        tallyCall { try TallyCore.featureSchema(ruleset: ruleset, feature: feature, endOfGame: endOfGame) }
    }

    public func eventSchema(_ event: String) -> Result<[InputSpec], TallyError> {
        tallyCall { try session.eventSchema(event: event) }
    }

    public func preview(_ scoring: FeatureScoring) -> Result<ScoreResult, TallyError> {
        tallyCall { try session.previewFeature(scoring: scoring) }
    }

    public func preview(_ recording: EventRecording) -> Result<ScoreResult, TallyError> {
        tallyCall { try session.previewEvent(recording: recording) }
    }

    /// What resolving the pending dispatch with `choice` would give (InvalidCommand
    /// when no dispatch is pending).
    public func preview(_ choice: DispatchChoice) -> Result<ScoreResult, TallyError> {
        tallyCall { try session.previewDispatch(choice: choice) }
    }

    /// The command of a past entry, to fill an edit form.
    public func command(of seq: UInt64) -> GameCommand? {
        session.commandOf(seq: seq)
    }

    // MARK: commands (each one committed before it returns)

    @discardableResult
    public func score(_ scoring: FeatureScoring) -> Result<GameState, TallyError> {
        tallyCall { try session.scoreFeature(scoring: scoring) }
    }

    @discardableResult
    public func record(_ recording: EventRecording) -> Result<GameState, TallyError> {
        tallyCall { try session.recordEvent(recording: recording) }
    }

    @discardableResult
    public func placeRobber(owner: String, space: UInt8) -> Result<GameState, TallyError> {
        tallyCall { try session.placeRobber(owner: owner, space: space) }
    }

    @discardableResult
    public func chooseRobberVictim(_ victim: String) -> Result<GameState, TallyError> {
        tallyCall { try session.chooseRobberVictim(victim: victim) }
    }

    @discardableResult
    public func resolveDispatch(_ choice: DispatchChoice, figure: UInt32?) -> Result<GameState, TallyError> {
        tallyCall { try session.resolveDispatch(choice: choice, figure: figure) }
    }

    @discardableResult
    public func correct(player: String, points: Int64, reason: String, figure: UInt32?) -> Result<GameState, TallyError> {
        tallyCall { try session.correct(player: player, points: points, reason: reason, figure: figure) }
    }

    @discardableResult
    public func endTurn() -> Result<GameState, TallyError> {
        tallyCall { try session.endTurn() }
    }

    @discardableResult
    public func secondPart() -> Result<GameState, TallyError> {
        tallyCall { try session.secondPart() }
    }

    @discardableResult
    public func startEndGame() -> Result<GameState, TallyError> {
        tallyCall { try session.startEndGame() }
    }

    @discardableResult
    public func finish() -> Result<GameState, TallyError> {
        tallyCall { try session.finish() }
    }

    @discardableResult
    public func reopen() -> Result<GameState, TallyError> {
        tallyCall { try session.reopen() }
    }

    @discardableResult
    public func undo() -> Result<GameState, TallyError> {
        tallyCall { try session.undo() }
    }

    @discardableResult
    public func redo() -> Result<GameState, TallyError> {
        tallyCall { try session.redo() }
    }

    @discardableResult
    public func edit(_ seq: UInt64, to command: GameCommand) -> Result<GameState, TallyError> {
        tallyCall { try session.editEvent(seq: seq, command: command) }
    }

    @discardableResult
    public func delete(_ seq: UInt64) -> Result<GameState, TallyError> {
        tallyCall { try session.deleteEvent(seq: seq) }
    }
}

/// The GameListener of a GameService. The core calls it on the thread that ran the
/// command, before the command returns: the app runs commands on the main actor, so
/// the state is delivered there at once; a call from elsewhere is handed over to
/// the main actor.
final class StateRelay: GameListener {
    private let deliver: @MainActor @Sendable (GameState) -> Void

    init(deliver: @escaping @MainActor @Sendable (GameState) -> Void) {
        self.deliver = deliver
    }

    func onStateChanged(state: GameState) {
        if Thread.isMainThread {
            MainActor.assumeIsolated { deliver(state) }
        } else {
            Task { @MainActor in deliver(state) }
        }
    }
}

/// What a game's ruleset brings to the table, from the flags of the core's state.
public struct TableRules: Equatable, Sendable {
    /// Mini 2 - The Messages: two scoring figures each, dispatches.
    public let messages: Bool
    /// Mini 6 - The Robbers.
    public let robbers: Bool
    /// Exp. 2's builder: the second part of a double turn.
    public let builder: Bool
    /// The dark dispatch spaces of the track (none without Messages).
    public let darkSpaces: Set<Int>

    public init(_ state: GameState) {
        messages = state.twoFigures
        robbers = state.robbersInPlay
        builder = state.builderInPlay
        darkSpaces = Set(state.darkSpaces.map(Int.init))
    }
}
