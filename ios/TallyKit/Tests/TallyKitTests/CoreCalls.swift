// Decorators of the generated TallyStoreProtocol and GameSessionProtocol that
// record every call into the core with whether it ran on the main thread, so the
// tests can check that no screen model calls the core on the main actor.

import Foundation
import TallyCore

/// The calls made into the core, in order.
final class CoreCalls: @unchecked Sendable {
    private let lock = NSLock()
    private var calls: [(name: String, onMain: Bool)] = []

    func record(_ name: String) {
        let onMain = Thread.isMainThread
        lock.lock()
        calls.append((name, onMain))
        lock.unlock()
    }

    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return calls.count
    }

    /// The calls that ran on the main thread.
    var onMainThread: [String] {
        lock.lock()
        defer { lock.unlock() }
        return calls.filter(\.onMain).map(\.name)
    }

    var names: [String] {
        lock.lock()
        defer { lock.unlock() }
        return calls.map(\.name)
    }

    /// The calls that changed a scoring draft (started, applied an action to, submitted
    /// it) after the first `mark` calls: what the form's taps asked of the core.
    func draftCalls(since mark: Int) -> [String] {
        names.dropFirst(mark).filter { ["startDraft", "applyDraft", "submitDraft"].contains($0) }
    }
}

final class RecordingStore: TallyStoreProtocol, @unchecked Sendable {
    private let store: TallyStore
    private let calls: CoreCalls

    init(_ store: TallyStore, calls: CoreCalls) {
        self.store = store
        self.calls = calls
    }

    private func call<T>(_ name: String, _ body: () throws -> T) rethrows -> T {
        calls.record(name)
        return try body()
    }

    func addRosterPlayer(name: String, colour: Colour) throws -> RosterPlayer {
        try call("addRosterPlayer") { try store.addRosterPlayer(name: name, colour: colour) }
    }
    func checkIntegrity() throws -> IntegrityReport { try call("checkIntegrity") { try store.checkIntegrity() } }
    func checkpoint() throws -> Bool { try call("checkpoint") { try store.checkpoint() } }
    func deleteGame(gameId: Int64) throws { try call("deleteGame") { try store.deleteGame(gameId: gameId) } }
    func exportGames(gameIds: [Int64]) throws -> String { try call("exportGames") { try store.exportGames(gameIds: gameIds) } }
    func exportGamesToFile(gameIds: [Int64], path: String) throws {
        try call("exportGamesToFile") { try store.exportGamesToFile(gameIds: gameIds, path: path) }
    }
    func exportBgstats(gameIds: [Int64]) throws -> String { try call("exportBgstats") { try store.exportBgstats(gameIds: gameIds) } }
    func exportBgg(gameIds: [Int64]) throws -> String { try call("exportBgg") { try store.exportBgg(gameIds: gameIds) } }
    func bgstatsLink(gameId: Int64) throws -> String { try call("bgstatsLink") { try store.bgstatsLink(gameId: gameId) } }
    func bggLogForm(gameId: Int64) throws -> String { try call("bggLogForm") { try store.bggLogForm(gameId: gameId) } }
    func setRosterMe(id: Int64?) throws { try call("setRosterMe") { try store.setRosterMe(id: id) } }
    func setRosterBgstats(id: Int64, name: String?, uuid: String?) throws {
        try call("setRosterBgstats") { try store.setRosterBgstats(id: id, name: name, uuid: uuid) }
    }
    func shareText(gameId: Int64) throws -> String { try call("shareText") { try store.shareText(gameId: gameId) } }
    func sharePicture(gameId: Int64, theme: Theme) throws -> Data {
        try call("sharePicture") { try store.sharePicture(gameId: gameId, theme: theme) }
    }
    func gameDetail(gameId: Int64) throws -> GameDetail { try call("gameDetail") { try store.gameDetail(gameId: gameId) } }
    func headToHead(a: Int64, b: Int64) throws -> HeadToHead { try call("headToHead") { try store.headToHead(a: a, b: b) } }
    func groupCharts(filter: StatsFilter) throws -> GroupCharts { try call("groupCharts") { try store.groupCharts(filter: filter) } }
    func pairChart(a: Int64, b: Int64, filter: StatsFilter, page: StatsPage) throws -> PairChart {
        try call("pairChart") { try store.pairChart(a: a, b: b, filter: filter, page: page) }
    }
    func playerCharts(rosterId: Int64, filter: StatsFilter, page: StatsPage) throws -> PlayerCharts {
        try call("playerCharts") { try store.playerCharts(rosterId: rosterId, filter: filter, page: page) }
    }
    func history(filter: HistoryFilter) throws -> [GameSummary] { try call("history") { try store.history(filter: filter) } }
    func hostTable(gameId: Int64, address: String?) throws -> TableHost {
        try call("hostTable") { try store.hostTable(gameId: gameId, address: address) }
    }
    func importGames(json: String) throws -> ImportReport { try call("importGames") { try store.importGames(json: json) } }
    func joinTable(link: String, me: String?) throws -> JoinedTable {
        try call("joinTable") { try store.joinTable(link: link, me: me) }
    }
    func joinedGame(gameId: Int64) throws -> JoinedGame? { try call("joinedGame") { try store.joinedGame(gameId: gameId) } }
    func mergeRosterPlayers(keep: Int64, duplicate: Int64) throws {
        try call("mergeRosterPlayers") { try store.mergeRosterPlayers(keep: keep, duplicate: duplicate) }
    }
    func newGame(seats: [GameSeat], ruleset: RulesetSpec) throws -> GameSession {
        try call("newGame") { try store.newGame(seats: seats, ruleset: ruleset) }
    }
    func playerStatistics(rosterId: Int64) throws -> PlayerStats {
        try call("playerStatistics") { try store.playerStatistics(rosterId: rosterId) }
    }
    func progression(gameId: Int64) throws -> [PlayerSeries] { try call("progression") { try store.progression(gameId: gameId) } }
    func readOnly() throws -> String? { try call("readOnly") { try store.readOnly() } }
    func recolourRosterPlayer(id: Int64, colour: Colour) throws {
        try call("recolourRosterPlayer") { try store.recolourRosterPlayer(id: id, colour: colour) }
    }
    func renameRosterPlayer(id: Int64, name: String) throws {
        try call("renameRosterPlayer") { try store.renameRosterPlayer(id: id, name: name) }
    }
    func resume(gameId: Int64) throws -> GameSession { try call("resume") { try store.resume(gameId: gameId) } }
    func roster() throws -> [RosterPlayer] { try call("roster") { try store.roster() } }
    func startupCheck() throws -> StartupCheck { try call("startupCheck") { try store.startupCheck() } }
    func statistics() throws -> [PlayerStats] { try call("statistics") { try store.statistics() } }
    func unfinishedGames() throws -> [GameSummary] { try call("unfinishedGames") { try store.unfinishedGames() } }
}

final class RecordingSession: GameSessionProtocol, @unchecked Sendable {
    private let session: GameSession
    private let calls: CoreCalls

    init(_ session: GameSession, calls: CoreCalls) {
        self.session = session
        self.calls = calls
    }

    private func call<T>(_ name: String, _ body: () throws -> T) rethrows -> T {
        calls.record(name)
        return try body()
    }

    func addListener(listener: GameListener) -> ListenerHandle { call("addListener") { session.addListener(listener: listener) } }
    func applyDraft(draft: ScoringDraft, action: DraftAction) throws -> DraftUpdate {
        try call("applyDraft") { try session.applyDraft(draft: draft, action: action) }
    }
    func catalogue() throws -> TableCatalogue { try call("catalogue") { try session.catalogue() } }
    func commandOf(seq: UInt64) throws -> Command { try call("commandOf") { try session.commandOf(seq: seq) } }
    func draftView(draft: ScoringDraft) throws -> DraftView { try call("draftView") { try session.draftView(draft: draft) } }
    func entryMoment(seq: UInt64) throws -> When { try call("entryMoment") { try session.entryMoment(seq: seq) } }
    func eventForm(event: String) throws -> Form { try call("eventForm") { try session.eventForm(event: event) } }
    func execute(command: Command) throws -> Update { try call("execute") { try session.execute(command: command) } }
    func featureForm(feature: String, when: When?) throws -> Form {
        try call("featureForm") { try session.featureForm(feature: feature, when: when) }
    }
    func gameId() -> Int64 { call("gameId") { session.gameId() } }
    func logPage(before: UInt64?, limit: UInt32) throws -> LogPage {
        try call("logPage") { try session.logPage(before: before, limit: limit) }
    }
    func previewChange(command: Command) throws -> ChangePreview {
        try call("previewChange") { try session.previewChange(command: command) }
    }
    func refresh() throws -> Update? { try call("refresh") { try session.refresh() } }
    func ruleset() throws -> RulesetSpec { try call("ruleset") { try session.ruleset() } }
    func startDraft(start: DraftStart) throws -> DraftUpdate { try call("startDraft") { try session.startDraft(start: start) } }
    func submitDraft(draft: ScoringDraft) throws -> Update { try call("submitDraft") { try session.submitDraft(draft: draft) } }
    func summary() throws -> TableSummary { try call("summary") { try session.summary() } }
}
