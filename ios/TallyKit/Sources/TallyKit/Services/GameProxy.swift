// One open game behind an actor: every GameSession call (the table model's
// answers, the scoring drafts, previews, commands with their SQLite commit) runs on
// the proxy's executor, never on the main actor. The session is held through the
// generated GameSessionProtocol, so a test can put a recording decorator in between.
//
// The game's one listener is registered here, once (`start`); what it hears
// arrives as a stream of GameSnapshots that the GameService applies. A command
// returns only whether it was accepted and the number of its entry: its state
// comes through the listener alone, so it is never received twice.

import TallyCore

/// What the listener heard after a change: the table (what can be scored now and
/// the pending prompt included) and how the log moved.
public struct GameSnapshot: Equatable, Sendable {
    /// The table after the change.
    public let table: TableSummary
    /// How the log moved; nil for the first snapshot of a game.
    public let change: LogChange?
}

/// A scoring draft after an action: the value to keep (and its JSON, to keep across
/// process death) and what to draw.
public struct DraftState: Equatable, Sendable {
    public let draft: ScoringDraft
    public let view: DraftView
    public let json: String

    init(draft: ScoringDraft, view: DraftView, json: String) {
        self.draft = draft
        self.view = view
        self.json = json
    }

    init(_ update: DraftUpdate) throws {
        self.init(draft: update.draft, view: update.view, json: try draftToJson(draft: update.draft))
    }
}

/// What opening a game reads: where it stands, what its table offers (read once),
/// its newest log entries and the stream of every later change.
struct GameOpening: Sendable {
    let gameId: Int64
    let ruleset: RulesetSpec
    let catalogue: TableCatalogue
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

    /// Registers the game's listener, then reads the table, the catalogue and the
    /// newest page of the log (a change made meanwhile is in the stream as well).
    func start() -> Result<GameOpening, TallyError> {
        let (updates, continuation) = AsyncStream.makeStream(of: GameSnapshot.self)
        listener?.remove()
        listener = session.addListener(listener: UpdateRelay(continuation: continuation))
        self.continuation = continuation
        return tallyCall {
            GameOpening(
                gameId: session.gameId(), ruleset: try session.ruleset(), catalogue: try session.catalogue(),
                snapshot: GameSnapshot(table: try session.summary(), change: nil),
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

    /// Records a scoring draft as the core turns it into its command.
    func submitDraft(_ draft: ScoringDraft) -> Result<UInt64, TallyError> {
        tallyCall { try session.submitDraft(draft: draft).table.lastSeq }
    }

    /// Reads the game again if another writer moved it on: the number of the
    /// newest entry then, or nil when nothing changed.
    func refresh() -> Result<UInt64?, TallyError> {
        tallyCall { try session.refresh()?.table.lastSeq }
    }

    // MARK: scoring drafts (nothing is recorded)

    func startDraft(_ start: DraftStart) -> Result<DraftState, TallyError> {
        tallyCall { try DraftState(try session.startDraft(start: start)) }
    }

    func applyDraft(_ draft: ScoringDraft, _ action: DraftAction) -> Result<DraftState, TallyError> {
        tallyCall { try DraftState(try session.applyDraft(draft: draft, action: action)) }
    }

    /// A draft kept as JSON (before the app was killed), read back and drawn again.
    func restoreDraft(_ json: String) -> Result<DraftState, TallyError> {
        tallyCall {
            let draft = try draftFromJson(json: json)
            return DraftState(draft: draft, view: try session.draftView(draft: draft), json: json)
        }
    }

    // MARK: questions

    func previewChange(_ command: Command) -> Result<ChangePreview, TallyError> {
        tallyCall { try session.previewChange(command: command) }
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
/// returns; the update goes onto the stream as it is: the table summary already
/// says what can be scored now and what the game waits on.
final class UpdateRelay: GameListener, @unchecked Sendable {
    private let continuation: AsyncStream<GameSnapshot>.Continuation

    init(continuation: AsyncStream<GameSnapshot>.Continuation) {
        self.continuation = continuation
    }

    func onUpdate(update: Update) {
        continuation.yield(GameSnapshot(table: update.table, change: update.change))
    }
}
