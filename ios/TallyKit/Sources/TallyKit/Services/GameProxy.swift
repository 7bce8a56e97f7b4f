// One open game behind an actor: every GameSession call (the table model's
// answers, previews, commands with their SQLite commit) runs on the proxy's
// executor, never on the main actor. The session is held through the generated
// GameSessionProtocol, so a test can put a recording decorator in between.
//
// The game's one listener is registered here, once (`start`); what it hears
// arrives as a stream of GameSnapshots that the GameService applies. A command
// returns only whether it was accepted and the number of its entry: its state
// comes through the listener alone, so it is never received twice.

import TallyCore

/// What the listener hears after each change, with the answers that depend on it
/// read at once (on the thread that ran the command).
public struct GameSnapshot: Equatable, Sendable {
    /// The table after the change.
    public let table: TableSummary
    /// How the log moved; nil for the first snapshot of a game.
    public let change: LogChange?
    /// What can be scored or recorded now (nil only if the core failed to say:
    /// the screen keeps what it had).
    public let scorable: Scorable?
    /// The pending dispatch with its tiles, if one is pending.
    public let dispatch: DispatchOptions?
}

/// What opening a game reads: where it stands, its newest log entries and the
/// stream of every later change.
struct GameOpening: Sendable {
    let gameId: Int64
    let ruleset: RulesetSpec
    let snapshot: GameSnapshot
    let log: LogPage
    let updates: AsyncStream<GameSnapshot>
}

actor GameProxy {
    /// Entries read per page of the timeline.
    static let pageSize: UInt32 = 50

    private let session: any GameSessionProtocol
    private var listener: ListenerHandle?
    private var continuation: AsyncStream<GameSnapshot>.Continuation?

    init(session: any GameSessionProtocol) {
        self.session = session
    }

    /// Registers the game's listener, then reads the table and the newest page of
    /// the log (a change made meanwhile is in the stream as well).
    func start() -> Result<GameOpening, TallyError> {
        let (updates, continuation) = AsyncStream.makeStream(of: GameSnapshot.self)
        let relay = UpdateRelay(session: session, continuation: continuation)
        listener?.remove()
        listener = session.addListener(listener: relay)
        self.continuation = continuation
        return tallyCall {
            let table = try session.summary()
            return GameOpening(
                gameId: session.gameId(), ruleset: try session.ruleset(),
                snapshot: GameSnapshot(table: table, change: nil, scorable: try session.scorable(),
                                       dispatch: try session.dispatch()),
                log: try session.logPage(before: nil, limit: Self.pageSize), updates: updates)
        }
    }

    /// Removes the listener and ends the stream.
    func close() {
        listener?.remove()
        listener = nil
        continuation?.finish()
        continuation = nil
    }

    // MARK: commands

    /// Carries out `command`; on success, the number of its entry (its update is on
    /// the stream by then).
    func execute(_ command: Command) -> Result<UInt64, TallyError> {
        tallyCall { try session.execute(command: command).table.lastSeq }
    }

    /// Reads the game again if another writer moved it on: the number of the
    /// newest entry then, or nil when nothing changed.
    func refresh() -> Result<UInt64?, TallyError> {
        tallyCall { try session.refresh()?.table.lastSeq }
    }

    // MARK: questions

    func preview(_ command: Command) -> Result<LogItem, TallyError> {
        tallyCall { try session.preview(command: command) }
    }

    func previewChange(_ command: Command) -> Result<ChangePreview, TallyError> {
        tallyCall { try session.previewChange(command: command) }
    }

    func featureForm(_ feature: String, when: When?) -> Result<Form, TallyError> {
        tallyCall { try session.featureForm(feature: feature, when: when) }
    }

    func eventForm(_ event: String) -> Result<Form, TallyError> {
        tallyCall { try session.eventForm(event: event) }
    }

    func commandOf(_ seq: UInt64) -> Result<Command, TallyError> {
        tallyCall { try session.commandOf(seq: seq) }
    }

    func logPage(before: UInt64?) -> Result<LogPage, TallyError> {
        tallyCall { try session.logPage(before: before, limit: Self.pageSize) }
    }
}

/// The GameListener of an open game. The core calls it on the thread that ran the
/// command (the proxy's executor), after the command is committed and before it
/// returns; the scorable items and the dispatch, which change with the table, are
/// read right there, and the whole snapshot goes onto the stream.
final class UpdateRelay: GameListener, @unchecked Sendable {
    // Set once in init; weak, because the session holds its listeners.
    private weak var session: (any GameSessionProtocol)?
    private let continuation: AsyncStream<GameSnapshot>.Continuation

    init(session: any GameSessionProtocol, continuation: AsyncStream<GameSnapshot>.Continuation) {
        self.session = session
        self.continuation = continuation
    }

    func onUpdate(update: Update) {
        // The update goes on the stream even if a follow-up question fails: the
        // GameService waits for every accepted command's update.
        let scorable = try? session?.scorable()
        let dispatch = (try? session?.dispatch()) ?? nil
        continuation.yield(GameSnapshot(table: update.table, change: update.change, scorable: scorable, dispatch: dispatch))
    }
}
