// The app's database: a thin, typed layer over TallyStore. It also hands out the
// one GameService of each open game. The store already shares one GameSession per
// open game (every screen sees every command); one GameService per game keeps one
// listener on it and one observed state for all the game's screens.

import Foundation
import TallyCore

@MainActor
public final class TallyService {
    public let store: TallyStore
    private var openGames: [Int64: WeakGame] = [:]

    public init(store: TallyStore) {
        self.store = store
    }

    /// Opens (or creates) the database at `url`, creating its directory.
    public static func open(databaseAt url: URL) -> Result<TallyService, TallyError> {
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        } catch {
            return .failure(.Storage(
                code: "storage", reason: "cannot create \(url.deletingLastPathComponent().path): \(error)"))
        }
        return tallyCall { try TallyStore.open(path: url.path) }.map(TallyService.init(store:))
    }

    /// A database in memory: previews and tests.
    public static func inMemory() -> Result<TallyService, TallyError> {
        tallyCall { try TallyStore.inMemory() }.map(TallyService.init(store:))
    }

    // MARK: games

    public func newGame(_ game: NewGame) -> Result<GameService, TallyError> {
        tallyCall { try store.newGame(game: game) }.map(remember)
    }

    /// The open game `gameId`, resumed from the store the first time.
    public func game(_ gameId: Int64) -> Result<GameService, TallyError> {
        if let game = openGames[gameId]?.game {
            return .success(game)
        }
        return tallyCall { try store.resume(gameId: gameId) }.map(remember)
    }

    private func remember(_ session: GameSession) -> GameService {
        let game = GameService(session: session)
        openGames = openGames.filter { $0.value.game != nil }
        openGames[game.gameId] = WeakGame(game: game)
        return game
    }

    public func unfinishedGames() -> Result<[GameSummary], TallyError> {
        tallyCall { try store.unfinishedGames() }
    }

    public func history(_ filter: HistoryFilter = HistoryFilter()) -> Result<[GameSummary], TallyError> {
        tallyCall { try store.history(filter: filter) }
    }

    public func gameDetail(_ gameId: Int64) -> Result<GameDetail, TallyError> {
        tallyCall { try store.gameDetail(gameId: gameId) }
    }

    public func progression(_ gameId: Int64) -> Result<[PlayerSeries], TallyError> {
        tallyCall { try store.progression(gameId: gameId) }
    }

    public func deleteGame(_ gameId: Int64) -> Result<Void, TallyError> {
        openGames[gameId] = nil
        return tallyCall { try store.deleteGame(gameId: gameId) }
    }

    // MARK: statistics

    public func statistics() -> Result<[PlayerStats], TallyError> {
        tallyCall { try store.statistics() }
    }

    public func playerStatistics(_ rosterId: Int64) -> Result<PlayerStats, TallyError> {
        tallyCall { try store.playerStatistics(rosterId: rosterId) }
    }

    public func headToHead(_ a: Int64, _ b: Int64) -> Result<HeadToHead, TallyError> {
        tallyCall { try store.headToHead(a: a, b: b) }
    }

    // MARK: roster

    public func roster() -> Result<[RosterPlayer], TallyError> {
        tallyCall { try store.roster() }
    }

    public func addRosterPlayer(name: String, colour: Colour) -> Result<RosterPlayer, TallyError> {
        tallyCall { try store.addRosterPlayer(name: name, colour: colour) }
    }

    public func renameRosterPlayer(_ id: Int64, to name: String) -> Result<Void, TallyError> {
        tallyCall { try store.renameRosterPlayer(id: id, name: name) }
    }

    public func recolourRosterPlayer(_ id: Int64, to colour: Colour) -> Result<Void, TallyError> {
        tallyCall { try store.recolourRosterPlayer(id: id, colour: colour) }
    }

    public func mergeRosterPlayers(keep: Int64, duplicate: Int64) -> Result<Void, TallyError> {
        tallyCall { try store.mergeRosterPlayers(keep: keep, duplicate: duplicate) }
    }

    // MARK: export and import

    /// The export document of some games (all when empty).
    public func exportGames(_ gameIds: [Int64] = []) -> Result<String, TallyError> {
        tallyCall { try store.exportGames(gameIds: gameIds) }
    }

    public func importGames(_ json: String) -> Result<ImportReport, TallyError> {
        tallyCall { try store.importGames(json: json) }
    }
}

private struct WeakGame {
    weak var game: GameService?
}
