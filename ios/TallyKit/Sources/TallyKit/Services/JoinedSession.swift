// A table another phone hosts, joined through its link (the FFI's JoinedTable),
// seen by TallyKit as an open game: JoinedSession answers GameSessionProtocol from
// the host's game as the phone holds it, so the GameService, the scoreboard and the
// scoring screens draw a joined table as they draw a game of this phone. Every
// write goes to the host (a scorer link; a viewer link is refused by the FFI) and
// comes back through the listener as any update does.
//
// What only the host's own session answers (a past entry's command, a preview of a
// change, the forms of the older screens) is refused here with the host-only code:
// editing, correcting and finishing stay with the host.

import TallyCore

final class JoinedSession: GameSessionProtocol {
    /// The game id a joined table is drawn under: no game of this phone's store (its
    /// ids start at 1) until the finished game is kept.
    static let gameId: Int64 = 0

    let table: any JoinedTableProtocol

    init(table: any JoinedTableProtocol) {
        self.table = table
    }

    func gameId() -> Int64 { Self.gameId }
    func ruleset() throws -> RulesetSpec { try table.ruleset() }
    func summary() throws -> TableSummary { try table.summary() }
    func catalogue() throws -> TableCatalogue { try table.catalogue() }
    func logPage(before: UInt64?, limit: UInt32) throws -> LogPage { try table.logPage(before: before, limit: limit) }
    func addListener(listener: GameListener) -> ListenerHandle { table.addListener(listener: listener) }

    func startDraft(start: DraftStart) throws -> DraftUpdate { try table.startDraft(start: start) }
    func applyDraft(draft: ScoringDraft, action: DraftAction) throws -> DraftUpdate {
        try table.applyDraft(draft: draft, action: action)
    }
    func draftView(draft: ScoringDraft) throws -> DraftView { try table.draftView(draft: draft) }

    /// Sends the command to the host; returns once the phone holds the entry it made
    /// (the listener heard it), with the table then and the log read again.
    func execute(command: Command) throws -> Update {
        _ = try table.execute(command: command)
        return Update(table: try table.summary(), change: .reload)
    }

    func submitDraft(draft: ScoringDraft) throws -> Update {
        _ = try table.submitDraft(draft: draft)
        return Update(table: try table.summary(), change: .reload)
    }

    /// The joined table follows the host by itself: nothing to read again.
    func refresh() throws -> Update? { nil }

    func commandOf(seq: UInt64) throws -> Command { throw Self.hostOnly }
    func previewChange(command: Command) throws -> ChangePreview { throw Self.hostOnly }
    func entryMoment(seq: UInt64) throws -> When { throw Self.hostOnly }
    func eventForm(event: String) throws -> Form { throw Self.hostOnly }
    func featureForm(feature: String, when: When?) throws -> Form { throw Self.hostOnly }

    private static var hostOnly: TallyError {
        .Refused(code: .hostOnly, field: "link", reason: tx("app-join-host-decides"))
    }
}
