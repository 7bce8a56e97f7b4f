// One open game as every screen of it draws it: the core's table summary, what can
// be scored now, the pending dispatch and the newest log entries. They change
// only by applying the snapshots the game's one listener delivers (GameProxy),
// each with the log's change; the game is never read again as a whole.
//
// Every call into the core goes through the GameProxy actor, off the main actor.
// A command waits until its own update has been applied, so that whoever sent it
// sees the new table when `execute` returns.

import Foundation
import Observation
import TallyCore

@MainActor
@Observable
public final class GameService {
    /// The table as the core last announced it.
    public private(set) var table: TableSummary
    /// What can be scored or recorded now.
    public private(set) var scorable: Scorable
    /// The pending dispatch with its tiles (Messages), if one is pending.
    public private(set) var dispatch: DispatchOptions?
    /// The newest entries of the log.
    public private(set) var log: LogWindow
    /// How many snapshots the listener delivered since the game was opened.
    public private(set) var updatesApplied = 0

    public let gameId: Int64
    public let ruleset: RulesetSpec
    public let catalog: Catalog

    @ObservationIgnored let proxy: GameProxy
    @ObservationIgnored private let lifetime: GameLifetime
    @ObservationIgnored private var appliedSeq: UInt64
    @ObservationIgnored private var waiters: [(seq: UInt64, resume: CheckedContinuation<Void, Never>)] = []

    private init(proxy: GameProxy, opening: GameOpening, catalog: Catalog) {
        self.proxy = proxy
        self.catalog = catalog
        gameId = opening.gameId
        ruleset = opening.ruleset
        table = opening.snapshot.table
        scorable = opening.snapshot.scorable ?? Scorable(moment: opening.snapshot.table.moment, refused: nil,
                                                          features: [], events: [])
        dispatch = opening.snapshot.dispatch
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

    // MARK: commands

    /// Carries out `command`; when it is accepted, returns once its update has been
    /// applied.
    @discardableResult
    public func execute(_ command: Command) async -> Result<Void, TallyError> {
        switch await proxy.execute(command) {
        case .success(let seq):
            await applied(through: seq)
            return .success(())
        case .failure(let error):
            return .failure(error)
        }
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

    // MARK: questions (nothing is recorded)

    public func preview(_ command: Command) async -> Result<LogItem, TallyError> {
        await proxy.preview(command)
    }

    public func previewChange(_ command: Command) async -> Result<ChangePreview, TallyError> {
        await proxy.previewChange(command)
    }

    /// A feature's form (`when`: nil for the table's moment).
    public func featureForm(_ feature: String, when: When? = nil) async -> Result<Form, TallyError> {
        await proxy.featureForm(feature, when: when)
    }

    public func eventForm(_ event: String) async -> Result<Form, TallyError> {
        await proxy.eventForm(event)
    }

    /// The command of a past entry as it stands, to fill an edit form.
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
        table = snapshot.table
        if let scorable = snapshot.scorable {
            self.scorable = scorable
        }
        dispatch = snapshot.dispatch
        if let change = snapshot.change, !log.apply(change, total: snapshot.table.logLength) {
            if case .success(let page) = await proxy.logPage(before: nil) {
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

    private func applied(through seq: UInt64) async {
        guard appliedSeq < seq else { return }
        await withCheckedContinuation { continuation in
            waiters.append((seq, continuation))
        }
    }
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
