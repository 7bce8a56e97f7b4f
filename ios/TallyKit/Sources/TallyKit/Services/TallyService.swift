// The app's database and its open games. Every store call goes through the
// StoreProxy actor (off the main actor); each open game has one GameService, whose
// GameProxy holds the game's one listener, shared by all the game's screens (the
// store itself hands out one GameSession per open game).

import Foundation
import TallyCore

@MainActor
public final class TallyService {
    /// The rules' catalogues, in the language the core speaks.
    public let catalog: Catalog
    /// What the players set for this phone.
    public let preferences: AppPreferences
    let store: StoreProxy
    private var openGames: [Int64: WeakGame] = [:]
    private var opening: [Int64: Task<Result<GameService, TallyError>, Never>] = [:]
    /// The tables joined from this phone, by the link they were joined with.
    private var joinedTables: [String: JoinedTableService] = [:]

    /// A service over `store`; `wrapSession` wraps every session the store hands
    /// out (tests put a recording decorator there).
    public init(
        store: any TallyStoreProtocol, catalog: Catalog, preferences: AppPreferences = AppPreferences(),
        wrapSession: @escaping @Sendable (GameSession) -> any GameSessionProtocol = { $0 }
    ) {
        self.store = StoreProxy(store: store, wrapSession: wrapSession)
        self.catalog = catalog
        self.preferences = preferences
    }

    /// Opens (or creates) the database at `url`, creating its directory, and reads
    /// the catalogues in the language of `locale` (a tag such as `fr-FR`). The core
    /// refuses a write-ahead log beside the file that is not its own (`foreignLog`);
    /// with `settingAsideLog`, that log is kept aside and the file opened as it is.
    public static func open(
        databaseAt url: URL, locale: String, settingAsideLog: Bool = false, preferences: AppPreferences = AppPreferences()
    ) async -> Result<TallyService, TallyError> {
        await opened(locale: locale, preferences: preferences) {
            do {
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            } catch {
                throw TallyError.Refused(
                    code: .storage, field: nil, reason: "\(url.deletingLastPathComponent().path): \(error.localizedDescription)")
            }
            return settingAsideLog ? try TallyStore.openSettingAsideLog(path: url.path) : try TallyStore.open(path: url.path)
        }
    }

    /// A database in memory: previews and tests.
    public static func inMemory(
        locale: String = "en", preferences: AppPreferences = AppPreferences()
    ) async -> Result<TallyService, TallyError> {
        await opened(locale: locale, preferences: preferences) { try TallyStore.inMemory() }
    }

    /// Opens the store and loads the catalogues off the main actor.
    private nonisolated static func openStore(
        locale: String, _ open: @Sendable () throws -> TallyStore
    ) async -> Result<(TallyStore, Catalog), TallyError> {
        let catalog = Catalog.load(locale: locale)
        return tallyCall { (try open(), catalog) }
    }

    private static func opened(
        locale: String, preferences: AppPreferences, _ open: @escaping @Sendable () throws -> TallyStore
    ) async -> Result<TallyService, TallyError> {
        await openStore(locale: locale, open).map { TallyService(store: $0.0, catalog: $0.1, preferences: preferences) }
    }

    // MARK: games

    /// Starts a game from the new-game screen's choices.
    public func newGame(
        seats: [GameSeat], edition: Edition, expansions: [String], variants: [String: String]
    ) async -> Result<GameService, TallyError> {
        switch await store.ruleset(edition: edition, expansions: expansions, variants: variants) {
        case .success(let ruleset): return await newGame(seats: seats, ruleset: ruleset)
        case .failure(let error): return .failure(error)
        }
    }

    public func newGame(seats: [GameSeat], ruleset: RulesetSpec) async -> Result<GameService, TallyError> {
        switch await store.newGame(seats: seats, ruleset: ruleset) {
        case .success(let session): return await remember(session)
        case .failure(let error): return .failure(error)
        }
    }

    /// The open game `gameId`, resumed from the store the first time.
    public func game(_ gameId: Int64) async -> Result<GameService, TallyError> {
        if let game = openGames[gameId]?.game {
            return .success(game)
        }
        if let pending = opening[gameId] {
            return await pending.value
        }
        let task = Task { @MainActor () -> Result<GameService, TallyError> in
            switch await self.store.resume(gameId) {
            case .success(let session): return await self.remember(session)
            case .failure(let error): return .failure(error)
            }
        }
        opening[gameId] = task
        let result = await task.value
        opening[gameId] = nil
        return result
    }

    private func remember(_ session: any GameSessionProtocol) async -> Result<GameService, TallyError> {
        let result = await GameService.open(session: session, catalog: catalog)
        if case .success(let game) = result {
            openGames = openGames.filter { $0.value.game != nil }
            openGames[game.gameId] = WeakGame(game: game)
        }
        return result
    }

    /// Whether the game is open on this phone (a screen of it is alive).
    public func isOpen(_ gameId: Int64) -> Bool {
        openGames[gameId]?.game != nil
    }

    public func unfinishedGames() async -> Result<[GameSummary], TallyError> {
        await store.unfinishedGames()
    }

    public func history(_ filter: HistoryFilter = HistoryFilter()) async -> Result<[GameSummary], TallyError> {
        await store.history(filter)
    }

    public func gameDetail(_ gameId: Int64) async -> Result<GameDetail, TallyError> {
        await store.gameDetail(gameId)
    }

    public func progression(_ gameId: Int64) async -> Result<[PlayerSeries], TallyError> {
        await store.progression(gameId)
    }

    public func deleteGame(_ gameId: Int64) async -> Result<Void, TallyError> {
        openGames[gameId] = nil
        return await store.deleteGame(gameId)
    }

    public func presetRuleset(_ key: String) async -> Result<RulesetSpec, TallyError> {
        await store.presetRuleset(key)
    }

    // MARK: statistics

    public func statistics() async -> Result<[PlayerStats], TallyError> {
        await store.statistics()
    }

    public func playerStatistics(_ rosterId: Int64) async -> Result<PlayerStats, TallyError> {
        await store.playerStatistics(rosterId)
    }

    public func headToHead(_ a: Int64, _ b: Int64) async -> Result<HeadToHead, TallyError> {
        await store.headToHead(a, b)
    }

    /// The group's charts over the games `filter` chooses.
    public func groupCharts(_ filter: StatsFilter = StatsFilter()) async -> Result<GroupCharts, TallyError> {
        await store.groupCharts(filter)
    }

    /// One player's charts over the games `filter` chooses, a page of their games.
    public func playerCharts(
        _ rosterId: Int64, filter: StatsFilter = StatsFilter(), page: StatsPage
    ) async -> Result<PlayerCharts, TallyError> {
        await store.playerCharts(rosterId, filter, page)
    }

    /// Two players head to head over the games `filter` chooses, a page of their games together.
    public func pairChart(
        _ a: Int64, _ b: Int64, filter: StatsFilter = StatsFilter(), page: StatsPage
    ) async -> Result<PairChart, TallyError> {
        await store.pairChart(a, b, filter, page)
    }

    // MARK: roster

    public func roster() async -> Result<[RosterPlayer], TallyError> {
        await store.roster()
    }

    public func addRosterPlayer(name: String, colour: Colour) async -> Result<RosterPlayer, TallyError> {
        await store.addRosterPlayer(name: name, colour: colour)
    }

    public func renameRosterPlayer(_ id: Int64, to name: String) async -> Result<Void, TallyError> {
        await store.renameRosterPlayer(id, to: name)
    }

    public func recolourRosterPlayer(_ id: Int64, to colour: Colour) async -> Result<Void, TallyError> {
        await store.recolourRosterPlayer(id, to: colour)
    }

    public func mergeRosterPlayers(keep: Int64, duplicate: Int64) async -> Result<Void, TallyError> {
        await store.mergeRosterPlayers(keep: keep, duplicate: duplicate)
    }

    /// Marks the roster player who holds the phone (`nil`: nobody): BG Stats' file says
    /// whose it is.
    public func setRosterMe(_ id: Int64?) async -> Result<Void, TallyError> {
        await store.setRosterMe(id)
    }

    /// Keeps the name and uuid a player has in the user's BG Stats (`nil` forgets one).
    public func setRosterBgstats(_ id: Int64, name: String?, uuid: String?) async -> Result<Void, TallyError> {
        await store.setRosterBgstats(id, name: name, uuid: uuid)
    }

    // MARK: the live table

    /// Hosts the live table of a game until it is stopped, on `address` (an address
    /// and port), or with none on the phone's address on its Wi-Fi; needs a database
    /// file.
    public func hostTable(_ gameId: Int64, address: String?) async -> Result<TableHost, TallyError> {
        await store.hostTable(gameId, address: address)
    }

    /// Who follows a hosted table now: how many phones, which links are in use.
    public func following(_ host: TableHost) async -> TableFollowing {
        await store.following(host)
    }

    /// Its links (with their QR codes), after `change` (a new link, a revocation).
    public func hostLinks(_ host: TableHost, after change: @escaping @Sendable (TableHost) throws -> Void = { _ in })
        async -> Result<[HostLink], TallyError>
    {
        await store.hostLinks(host, after: change)
    }

    /// Stops hosting: nothing listens any more.
    public func stopHosting(_ host: TableHost) async {
        await store.stopHosting(host)
    }

    // MARK: tables other phones host

    /// Joins the table another phone hosts, from its link (`tally://…/t/<token>/`,
    /// the page's `http://…/t/<token>/`, or a scanned QR code's text), with the seat
    /// named `me` as this phone's player (nil: the roster's "me", if a seat has that
    /// name). Returns once the host's game is held; the table is kept until it is
    /// left.
    public func joinTable(link: String, me: String?) async -> Result<JoinedTableService, TallyError> {
        if let joined = joinedTables[link] {
            return .success(joined)
        }
        switch await store.joinTable(link: link, me: me) {
        case .success(let table):
            switch await JoinedTableService.open(table: table, catalog: catalog) {
            case .success(let joined):
                joinedTables[link] = joined
                return .success(joined)
            case .failure(let error):
                table.leave()
                return .failure(error)
            }
        case .failure(let error):
            return .failure(error)
        }
    }

    /// The table joined with `link`, while it is joined.
    public func joinedTable(link: String) -> JoinedTableService? {
        joinedTables[link]
    }

    /// Stops following the table joined with `link`; what was kept stays.
    public func leaveTable(link: String) {
        joinedTables.removeValue(forKey: link)?.leave()
    }

    /// Where a game kept from a table another phone hosted came from, and which seat
    /// is this phone's player; nil for a game of this phone's own.
    public func joinedGame(_ gameId: Int64) async -> Result<JoinedGame?, TallyError> {
        await store.joinedGame(gameId)
    }

    // MARK: export and import

    /// The export document of some games (all when empty).
    public func exportGames(_ gameIds: [Int64] = []) async -> Result<String, TallyError> {
        await store.exportGames(gameIds)
    }

    /// Writes the export document of some games (all when empty) to the file at
    /// `url`, whole or not at all, through the core's door (never over the database).
    public func exportGames(_ gameIds: [Int64] = [], to url: URL) async -> Result<Void, TallyError> {
        await store.exportGamesToFile(gameIds, path: url.path)
    }

    public func importGames(_ json: String) async -> Result<ImportReport, TallyError> {
        await store.importGames(json)
    }

    // MARK: games for other apps, results to share, backups

    /// The BG Stats file (`.bgsplay`) of finished games (all finished games when empty);
    /// an unfinished game, or no player marked as holding the phone, is refused with why.
    public func exportBgstats(_ gameIds: [Int64] = []) async -> Result<String, TallyError> {
        await store.exportBgstats(gameIds)
    }

    /// The link that opens a finished game in BG Stats for the player to confirm.
    public func bgstatsLink(_ gameId: Int64) async -> Result<String, TallyError> {
        await store.bgstatsLink(gameId)
    }

    /// A game's fields for BoardGameGeek's play form, to copy there (BoardGameGeek has
    /// no file import for plays).
    public func bggLogForm(_ gameId: Int64) async -> Result<String, TallyError> {
        await store.bggLogForm(gameId)
    }

    /// BoardGameGeek play records (all finished games when empty).
    public func exportBgg(_ gameIds: [Int64] = []) async -> Result<String, TallyError> {
        await store.exportBgg(gameIds)
    }

    /// A game's result as a chat message in the players' language.
    public func shareText(_ gameId: Int64) async -> Result<String, TallyError> {
        await store.shareText(gameId)
    }

    /// A game's standings and score chart as a PNG.
    public func sharePicture(_ gameId: Int64, theme: Theme) async -> Result<Data, TallyError> {
        await store.sharePicture(gameId, theme: theme)
    }

    /// Empties the write-ahead log into the database file (the app going to the
    /// background), so that a backup taken then holds every game in the file.
    @discardableResult
    public func checkpoint() async -> Result<Bool, TallyError> {
        await store.checkpoint()
    }
}

private struct WeakGame {
    weak var game: GameService?
}
