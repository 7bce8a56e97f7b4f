// The database behind an actor: every TallyStore call (a SQLite read or commit)
// runs on the proxy's executor, never on the main actor, and comes back as a
// typed Result. The store is held through the generated TallyStoreProtocol, so a
// test can put a recording decorator in between.

import Foundation
import TallyCore

public actor StoreProxy {
    private let store: any TallyStoreProtocol
    /// Wraps each session the store hands out (the identity in the app; a
    /// recording decorator in tests).
    private let wrapSession: @Sendable (GameSession) -> any GameSessionProtocol

    public init(
        store: any TallyStoreProtocol,
        wrapSession: @escaping @Sendable (GameSession) -> any GameSessionProtocol = { $0 }
    ) {
        self.store = store
        self.wrapSession = wrapSession
    }

    // MARK: games

    func newGame(seats: [GameSeat], ruleset: RulesetSpec) -> Result<any GameSessionProtocol, TallyError> {
        tallyCall { wrapSession(try store.newGame(seats: seats, ruleset: ruleset)) }
    }

    func resume(_ gameId: Int64) -> Result<any GameSessionProtocol, TallyError> {
        tallyCall { wrapSession(try store.resume(gameId: gameId)) }
    }

    func unfinishedGames() -> Result<[GameSummary], TallyError> {
        tallyCall { try store.unfinishedGames() }
    }

    func history(_ filter: HistoryFilter) -> Result<[GameSummary], TallyError> {
        tallyCall { try store.history(filter: filter) }
    }

    func gameDetail(_ gameId: Int64) -> Result<GameDetail, TallyError> {
        tallyCall { try store.gameDetail(gameId: gameId) }
    }

    func progression(_ gameId: Int64) -> Result<[PlayerSeries], TallyError> {
        tallyCall { try store.progression(gameId: gameId) }
    }

    func deleteGame(_ gameId: Int64) -> Result<Void, TallyError> {
        tallyCall { try store.deleteGame(gameId: gameId) }
    }

    // MARK: the live table

    func hostTable(_ gameId: Int64, address: String?) -> Result<TableHost, TallyError> {
        tallyCall { try store.hostTable(gameId: gameId, address: address) }
    }

    /// Who follows a hosted table now.
    func following(_ host: TableHost) -> TableFollowing {
        host.following()
    }

    /// The links of a hosted table after `change` (a new link, a revocation).
    func hostLinks(_ host: TableHost, after change: @Sendable (TableHost) throws -> Void) -> Result<[HostLink], TallyError> {
        tallyCall {
            try change(host)
            return try host.links()
        }
    }

    func stopHosting(_ host: TableHost) {
        host.stop()
    }

    /// Joins the table of `link`. Off the proxy's executor: the join waits on the
    /// host (up to about 10 s) and the store's other calls need not wait with it.
    nonisolated func joinTable(link: String, me: String?) async -> Result<JoinedTable, TallyError> {
        tallyCall { try store.joinTable(link: link, me: me) }
    }

    func joinedGame(_ gameId: Int64) -> Result<JoinedGame?, TallyError> {
        tallyCall { try store.joinedGame(gameId: gameId) }
    }

    // MARK: statistics

    func statistics() -> Result<[PlayerStats], TallyError> {
        tallyCall { try store.statistics() }
    }

    func playerStatistics(_ rosterId: Int64) -> Result<PlayerStats, TallyError> {
        tallyCall { try store.playerStatistics(rosterId: rosterId) }
    }

    func headToHead(_ a: Int64, _ b: Int64) -> Result<HeadToHead, TallyError> {
        tallyCall { try store.headToHead(a: a, b: b) }
    }

    func groupCharts(_ filter: StatsFilter) -> Result<GroupCharts, TallyError> {
        tallyCall { try store.groupCharts(filter: filter) }
    }

    func playerCharts(_ rosterId: Int64, _ filter: StatsFilter, _ page: StatsPage) -> Result<PlayerCharts, TallyError> {
        tallyCall { try store.playerCharts(rosterId: rosterId, filter: filter, page: page) }
    }

    func pairChart(_ a: Int64, _ b: Int64, _ filter: StatsFilter, _ page: StatsPage) -> Result<PairChart, TallyError> {
        tallyCall { try store.pairChart(a: a, b: b, filter: filter, page: page) }
    }

    // MARK: roster

    func roster() -> Result<[RosterPlayer], TallyError> {
        tallyCall { try store.roster() }
    }

    func addRosterPlayer(name: String, colour: Colour) -> Result<RosterPlayer, TallyError> {
        tallyCall { try store.addRosterPlayer(name: name, colour: colour) }
    }

    func renameRosterPlayer(_ id: Int64, to name: String) -> Result<Void, TallyError> {
        tallyCall { try store.renameRosterPlayer(id: id, name: name) }
    }

    func recolourRosterPlayer(_ id: Int64, to colour: Colour) -> Result<Void, TallyError> {
        tallyCall { try store.recolourRosterPlayer(id: id, colour: colour) }
    }

    func mergeRosterPlayers(keep: Int64, duplicate: Int64) -> Result<Void, TallyError> {
        tallyCall { try store.mergeRosterPlayers(keep: keep, duplicate: duplicate) }
    }

    func setRosterMe(_ id: Int64?) -> Result<Void, TallyError> {
        tallyCall { try store.setRosterMe(id: id) }
    }

    func setRosterBgstats(_ id: Int64, name: String?, uuid: String?) -> Result<Void, TallyError> {
        tallyCall { try store.setRosterBgstats(id: id, name: name, uuid: uuid) }
    }

    // MARK: export and import

    func exportGames(_ gameIds: [Int64]) -> Result<String, TallyError> {
        tallyCall { try store.exportGames(gameIds: gameIds) }
    }

    func exportGamesToFile(_ gameIds: [Int64], path: String) -> Result<Void, TallyError> {
        tallyCall { try store.exportGamesToFile(gameIds: gameIds, path: path) }
    }

    func importGames(_ json: String) -> Result<ImportReport, TallyError> {
        tallyCall { try store.importGames(json: json) }
    }

    // MARK: games for other apps, results to share, backups

    func exportBgstats(_ gameIds: [Int64]) -> Result<String, TallyError> {
        tallyCall { try store.exportBgstats(gameIds: gameIds) }
    }

    func exportBgg(_ gameIds: [Int64]) -> Result<String, TallyError> {
        tallyCall { try store.exportBgg(gameIds: gameIds) }
    }

    func bgstatsLink(_ gameId: Int64) -> Result<String, TallyError> {
        tallyCall { try store.bgstatsLink(gameId: gameId) }
    }

    func bggLogForm(_ gameId: Int64) -> Result<String, TallyError> {
        tallyCall { try store.bggLogForm(gameId: gameId) }
    }

    func shareText(_ gameId: Int64) -> Result<String, TallyError> {
        tallyCall { try store.shareText(gameId: gameId) }
    }

    func sharePicture(_ gameId: Int64, theme: Theme) -> Result<Data, TallyError> {
        tallyCall { try store.sharePicture(gameId: gameId, theme: theme) }
    }

    func checkpoint() -> Result<Bool, TallyError> {
        tallyCall { try store.checkpoint() }
    }

    // MARK: rulesets (pure core functions, kept off the main actor too)

    /// A ruleset from the new-game screen's choices: the core's default variants
    /// with each chosen option set, checked by the core.
    func ruleset(edition: Edition, expansions: [String], variants: [String: String]) -> Result<RulesetSpec, TallyError> {
        tallyCall {
            var chosen = try defaultVariants()
            for key in variants.keys.sorted() {
                chosen = try withVariant(variants: chosen, key: key, option: variants[key]!)
            }
            return try validateRuleset(ruleset: RulesetSpec(edition: edition, expansions: expansions, variants: chosen))
        }
    }

    func presetRuleset(_ key: String) -> Result<RulesetSpec, TallyError> {
        tallyCall { try TallyCore.presetRuleset(key: key) }
    }

    /// The core's default variants (those every preset starts from).
    private func defaultVariants() throws -> Variants {
        guard let first = TallyCore.presets().first else {
            throw TallyError.Internal(reason: "the core lists no preset to read the default variants from")
        }
        return try TallyCore.presetRuleset(key: first.key).variants
    }
}
