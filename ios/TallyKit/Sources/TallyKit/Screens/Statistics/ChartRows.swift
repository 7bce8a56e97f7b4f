// The rows the statistics charts draw, made from the core's figures as they are
// (no figure is computed here): bars of a win rate, a rating with its uncertainty,
// a record and the game it opens, a game's points by category, a score and place,
// a rating after a game. Numbers with decimals and percentages are written as the
// players' language writes them.

import TallyCore

/// A win rate: a player, a number of players or an expansion.
public struct WinRateBar: Equatable, Identifiable, Sendable {
    public let id: String
    public let label: String
    public let wins: UInt32
    public let games: UInt32
    /// Wins per game, 0-1.
    public let rate: Double
    /// The rate as the language writes it ("50 %").
    public let rateText: String
    /// "Won 1 of 2".
    public var winsText: String { tx("app-stats-wins", ["wins": .count(wins), "games": .count(games)]) }

    init(id: String, label: String, result: WinRate, catalog: Catalog) {
        self.id = id
        self.label = label
        wins = result.wins
        games = result.games
        rate = result.rate
        rateText = catalog.percent(result.rate)
    }
}

/// A player's rating with its uncertainty.
public struct RatingRow: Equatable, Identifiable, Sendable {
    public var id: Int64 { rosterId }
    public let rosterId: Int64
    public let name: String
    public let games: UInt32
    public let rating: Double
    public let uncertainty: Double
    /// "27,6 ± 8,1".
    public let text: String

    init(_ rating: PlayerRating, catalog: Catalog) {
        rosterId = rating.rosterId
        name = rating.name
        games = rating.games
        self.rating = rating.rating.rating
        uncertainty = rating.rating.uncertainty
        text = ratingText(rating.rating, catalog: catalog)
    }
}

func ratingText(_ rating: Rating, catalog: Catalog) -> String {
    tx("app-stats-rating-value", [
        "rating": .text(catalog.decimal(rating.rating)), "uncertainty": .text(catalog.decimal(rating.uncertainty)),
    ])
}

/// A record: what, who and with what, and the game and entry it opens.
public struct RecordRow: Equatable, Identifiable, Sendable {
    public var id: RecordKind { kind }
    public let kind: RecordKind
    public let title: String
    public let detail: String
    public let gameId: Int64
    public let entry: UInt64
    /// The entry the record opens its game at: the feature's scoring (or the farmer
    /// game's biggest field); none for a score or a finish, which open the game.
    public var namedEntry: UInt64? {
        switch kind {
        case .biggestCity, .longestRoad, .bestFarmerGame: return entry
        case .highestScore, .closestFinish: return nil
        }
    }

    init(_ record: StatsRecord) {
        kind = record.kind
        title = record.title
        gameId = record.gameId
        entry = record.entry
        switch record.kind {
        case .biggestCity, .longestRoad:
            detail = tx("app-stats-record-feature", [
                "name": .text(record.name), "tiles": .number(record.value), "points": .number(record.points),
            ])
        case .bestFarmerGame, .highestScore:
            detail = tx("app-stats-record-points", ["name": .text(record.name), "points": .number(record.points)])
        case .closestFinish:
            detail = tx("app-stats-record-lead", [
                "name": .text(record.name), "lead": .number(record.value), "points": .number(record.points),
            ])
        }
    }
}

/// The points one category brought in one game (a segment of a stacked bar).
public struct CategorySegment: Equatable, Identifiable, Sendable {
    public var id: String { "\(gameId)-\(categoryName)" }
    /// The game's place in the chart, 1 for the oldest shown.
    public let game: Int
    public let gameId: Int64
    public let category: TallyCore.Category
    public let categoryName: String
    public let points: Int64
}

/// A game's final score and place.
public struct ScorePointRow: Equatable, Identifiable, Sendable {
    public var id: Int64 { gameId }
    public let game: Int
    public let gameId: Int64
    public let score: Int64
    public let rank: UInt32
}

/// A rating after one game, with the band of one uncertainty either side.
public struct RatingPointRow: Equatable, Identifiable, Sendable {
    public var id: Int64 { gameId }
    public let game: Int
    public let gameId: Int64
    public let rating: Double
    public let low: Double
    public let high: Double
}

/// One player's score in one game two players played together.
public struct PairScoreRow: Equatable, Identifiable, Sendable {
    public var id: String { "\(gameId)-\(player)" }
    public let game: Int
    public let gameId: Int64
    public let player: String
    public let score: Int64
}
