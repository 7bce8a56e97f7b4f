// One open game as every screen of it draws it: the core's table summary (what can
// be scored now and the question the game waits on included), what its table
// offers (the catalogue, read once when the game opens) and the newest log entries.
// They change only by applying the snapshots the game's one listener delivers
// (GameProxy), each with the log's change; the game is never read again as a whole.
//
// Every call into the core goes through the GameProxy actor, off the main actor.
// A command waits until its own update has been applied, so that whoever sent it
// sees the new table when `execute` returns. What the players should hear about a
// change (an undo, a redo, a figure passing 50) is the `announcement`.

import Foundation
import Observation
import TallyCore

@MainActor
@Observable
public final class GameService {
    /// The table as the core last announced it.
    public private(set) var table: TableSummary
    /// The newest entries of the log.
    public private(set) var log: LogWindow
    /// What the players should hear about the last change, if anything.
    public private(set) var announcement: Announcement?
    /// How many snapshots the listener delivered since the game was opened.
    public private(set) var updatesApplied = 0

    public let gameId: Int64
    public let ruleset: RulesetSpec
    /// What the game's table offers: names, steps, limits, end-game order, dispatch tiles.
    public let catalogue: TableCatalogue
    public let catalog: Catalog

    @ObservationIgnored let proxy: GameProxy
    @ObservationIgnored private let lifetime: GameLifetime
    @ObservationIgnored private var appliedSeq: UInt64
    @ObservationIgnored private var waiters: [(seq: UInt64, resume: CheckedContinuation<Void, Never>)] = []
    /// An undo or redo sent from here, waiting for its update to be announced.
    @ObservationIgnored private var intent: Announcement.Intent?
    @ObservationIgnored private var announced = 0

    private init(proxy: GameProxy, opening: GameOpening, catalog: Catalog) {
        self.proxy = proxy
        self.catalog = catalog
        gameId = opening.gameId
        ruleset = opening.ruleset
        catalogue = opening.catalogue
        table = opening.snapshot.table
        log = LogWindow(page: opening.log)
        appliedSeq = opening.snapshot.table.lastSeq
        lifetime = GameLifetime(proxy: proxy)
        let updates = opening.updates
        lifetime.consumer = Task { [weak self] in
            for await snapshot in updates {
                guard let self else { return }
                await self.apply(snapshot)
            }
        }
    }

    /// Opens a game on `session`: registers its listener and reads where it stands,
    /// off the main actor.
    static func open(session: any GameSessionProtocol, catalog: Catalog) async -> Result<GameService, TallyError> {
        let proxy = GameProxy(session: session)
        switch await proxy.start() {
        case .success(let opening): return .success(GameService(proxy: proxy, opening: opening, catalog: catalog))
        case .failure(let error):
            await proxy.close()
            return .failure(error)
        }
    }

    // MARK: what the table shows

    /// What can be scored or recorded now.
    public var scorable: Scorable { table.scorable }

    public func player(_ id: String) -> PlayerState? {
        table.players.first { $0.id == id }
    }

    public func name(of player: String) -> String {
        self.player(player)?.name ?? player
    }

    public func rgb(of player: String) -> RGB {
        self.player(player).map { catalog.rgb(of: $0.colour) } ?? RGB(hex: 0x808080)
    }

    /// The players as forms list them.
    public var formPlayers: [FormPlayer] {
        table.players.map { FormPlayer(id: $0.id, name: $0.name, rgb: catalog.rgb(of: $0.colour), figures: $0.figures.count) }
    }

    /// A feature's or event's name (the catalogue's), or its key for one this
    /// ruleset does not know.
    public func itemName(_ key: String) -> String {
        catalogue.features.first { $0.info.key == key }?.info.name
            ?? catalogue.events.first { $0.key == key }?.name
            ?? catalogue.endGame.first { $0.key == key }?.name
            ?? key
    }

    /// A step's code (`3B`) and name, from the catalogue.
    public func stepInfo(_ step: Step) -> StepInfo? {
        catalogue.steps.first { $0.step == step }
    }

    // MARK: commands

    /// Carries out `command`; when it is accepted, returns once its update has been
    /// applied. An undo or a redo is announced with what it took back or did again.
    @discardableResult
    public func execute(_ command: Command) async -> Result<Void, TallyError> {
        switch command {
        case .undo: intent = .undo
        case .redo: intent = .redo
        default: intent = nil
        }
        let result = await proxy.execute(command)
        return await settle(result)
    }

    /// Records a scoring draft (its command, or the edit of its entry).
    public func submit(_ draft: ScoringDraft) async -> Result<Void, TallyError> {
        intent = nil
        return await settle(await proxy.submitDraft(draft))
    }

    /// Reads the game again if another writer moved it on (the app came back to the
    /// foreground).
    public func refresh() async -> Result<Void, TallyError> {
        switch await proxy.refresh() {
        case .success(let seq?):
            await applied(through: seq)
            return .success(())
        case .success(nil): return .success(())
        case .failure(let error): return .failure(error)
        }
    }

    private func settle(_ result: Result<UInt64, TallyError>) async -> Result<Void, TallyError> {
        switch result {
        case .success(let seq):
            await applied(through: seq)
            return .success(())
        case .failure(let error):
            intent = nil
            return .failure(error)
        }
    }

    // MARK: scoring drafts (nothing is recorded)

    public func startDraft(_ start: DraftStart) async -> Result<DraftState, TallyError> {
        await proxy.startDraft(start)
    }

    public func applyDraft(_ draft: ScoringDraft, _ action: DraftAction) async -> Result<DraftState, TallyError> {
        await proxy.applyDraft(draft, action)
    }

    /// A draft kept as JSON, read back against the game as it stands.
    public func restoreDraft(_ json: String) async -> Result<DraftState, TallyError> {
        await proxy.restoreDraft(json)
    }

    // MARK: questions (nothing is recorded)

    /// What `command` would change: the entries and where the players would stand.
    public func previewChange(_ command: Command) async -> Result<ChangePreview, TallyError> {
        await proxy.previewChange(command)
    }

    /// The entry a new command would add (a robber's steal, a correction, the finish),
    /// as the core previews it.
    public func preview(_ command: Command) async -> Result<LogItem, TallyError> {
        await proxy.previewChange(command).map { preview in
            if case .push(let item) = preview.change { return item }
            return LogItem.empty
        }
    }

    /// The command of a past entry as it stands, to fill a correction's edit form.
    public func command(of seq: UInt64) async -> Result<Command, TallyError> {
        await proxy.commandOf(seq)
    }

    /// Reads the next older page of the log.
    public func loadOlderLog() async -> Result<Void, TallyError> {
        guard let before = log.nextBefore else { return .success(()) }
        switch await proxy.logPage(before: before) {
        case .success(let page):
            log.append(olderPage: page)
            return .success(())
        case .failure(let error):
            return .failure(error)
        }
    }

    // MARK: applying what the listener heard

    private func apply(_ snapshot: GameSnapshot) async {
        let before = table
        let held = log.items
        table = snapshot.table
        if let change = snapshot.change {
            announce(change, held: held, before: before)
            if !log.apply(change, total: snapshot.table.logLength),
               case .success(let page) = await proxy.logPage(before: nil)
            {
                log = LogWindow(page: page)
            }
        }
        updatesApplied += 1
        appliedSeq = max(appliedSeq, snapshot.table.lastSeq)
        let ready = waiters.filter { $0.seq <= appliedSeq }
        waiters.removeAll { $0.seq <= appliedSeq }
        for waiter in ready {
            waiter.resume.resume()
        }
    }

    private func announce(_ change: LogChange, held: [LogItem], before: TableSummary) {
        var kind: Announcement.Kind?
        if let intent {
            kind = Announcement.Kind(intent, change: change, held: held)
            self.intent = nil
        }
        if kind == nil {
            kind = Announcement.lap(before: before.players, after: table.players)
        }
        if let kind {
            announced += 1
            announcement = Announcement(id: announced, kind: kind)
        }
    }

    private func applied(through seq: UInt64) async {
        guard appliedSeq < seq else { return }
        await withCheckedContinuation { continuation in
            waiters.append((seq, continuation))
        }
    }
}

extension LogItem {
    /// An entry with no awards (nothing changes).
    static let empty = LogItem(
        seq: 0, turn: 0, turnPart: 1, active: "", step: .anyTime, kind: "", edit: .deleteOnly, subject: nil,
        summary: "", awards: [])
}

/// Ends an open game's listening when its GameService goes away: the stream's
/// reader stops and the listener is removed, off the main actor.
private final class GameLifetime: @unchecked Sendable {
    private let proxy: GameProxy
    private let lock = NSLock()
    private var task: Task<Void, Never>?

    init(proxy: GameProxy) {
        self.proxy = proxy
    }

    var consumer: Task<Void, Never>? {
        get { lock.withLock { task } }
        set { lock.withLock { task = newValue } }
    }

    deinit {
        task?.cancel()
        let proxy = proxy
        Task.detached { await proxy.close() }
    }
}
