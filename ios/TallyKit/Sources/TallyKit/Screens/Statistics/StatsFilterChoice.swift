// The statistics' filter as the players choose it — a range of years, players who
// all sat at the table, expansions all in play, an edition — the core's StatsFilter
// it asks for (a year runs from 1 January, UTC, to the next), and its summary
// ("Filters: 2023–2024 · 2 players · Inns & Cathedrals"). What can be chosen comes
// from the finished games themselves: their years, expansions and editions.

import Foundation
import TallyCore

public struct StatsFilterChoice: Hashable, Sendable, Codable {
    public var fromYear: Int?
    public var toYear: Int?
    /// Roster ids, in the order chosen.
    public var players: [Int64]
    /// Expansion keys, in the order chosen.
    public var expansions: [String]
    public var edition: Edition?

    public init(
        fromYear: Int? = nil, toYear: Int? = nil, players: [Int64] = [], expansions: [String] = [],
        edition: Edition? = nil
    ) {
        self.fromYear = fromYear
        self.toYear = toYear
        self.players = players
        self.expansions = expansions
        self.edition = edition
    }

    public var isEmpty: Bool { self == StatsFilterChoice() }

    /// The core's filter: games started in `fromYear` or later and in `toYear` or earlier.
    public var coreFilter: StatsFilter {
        StatsFilter(
            from: fromYear.map(Self.startOfYear), to: toYear.map { Self.startOfYear($0 + 1) }, players: players,
            expansions: expansions, edition: edition)
    }

    /// A "from" year after the "to" year moves the "to" year with it.
    public func withFromYear(_ year: Int?) -> StatsFilterChoice {
        var changed = self
        changed.fromYear = year
        if let year, let to = toYear, to < year { changed.toYear = year }
        return changed
    }

    /// A "to" year before the "from" year moves the "from" year with it.
    public func withToYear(_ year: Int?) -> StatsFilterChoice {
        var changed = self
        changed.toYear = year
        if let year, let from = fromYear, from > year { changed.fromYear = year }
        return changed
    }

    public func togglingPlayer(_ rosterId: Int64) -> StatsFilterChoice {
        var changed = self
        if let index = players.firstIndex(of: rosterId) {
            changed.players.remove(at: index)
        } else {
            changed.players.append(rosterId)
        }
        return changed
    }

    public func togglingExpansion(_ key: String) -> StatsFilterChoice {
        var changed = self
        if let index = expansions.firstIndex(of: key) {
            changed.expansions.remove(at: index)
        } else {
            changed.expansions.append(key)
        }
        return changed
    }

    /// What the filter chooses, in words; nil when it chooses every game.
    public func summary(catalog: Catalog) -> String? {
        if isEmpty { return nil }
        var parts: [String] = []
        switch (fromYear, toYear) {
        case (let from?, let to?) where from == to:
            parts.append(String(from))
        case (let from?, let to?):
            parts.append(tx("app-stats-filter-year-range", ["from": .text(String(from)), "to": .text(String(to))]))
        case (let from?, nil):
            parts.append(tx("app-stats-filter-since", ["year": .text(String(from))]))
        case (nil, let to?):
            parts.append(tx("app-stats-filter-until", ["year": .text(String(to))]))
        case (nil, nil):
            break
        }
        if !players.isEmpty {
            parts.append(tx("app-stats-filter-players", ["players": .number(Int64(players.count))]))
        }
        parts += expansions.map { key in catalog.expansions.first { $0.key == key }?.name ?? key }
        if let edition {
            parts.append(catalog.editions.first { $0.edition == edition }?.name ?? "")
        }
        return tx("app-stats-filter-summary", ["filters": .text(parts.joined(separator: " · "))])
    }

    private static func startOfYear(_ year: Int) -> Timestamp {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let date = calendar.date(from: DateComponents(year: year, month: 1, day: 1)) ?? Date(timeIntervalSince1970: 0)
        return Timestamp((date.timeIntervalSince1970 * 1000).rounded())
    }

    // The edition crosses the navigation path as its key (`c3`).
    private enum CodingKeys: String, CodingKey {
        case fromYear, toYear, players, expansions, edition
    }

    public init(from decoder: Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        fromYear = try values.decodeIfPresent(Int.self, forKey: .fromYear)
        toYear = try values.decodeIfPresent(Int.self, forKey: .toYear)
        players = try values.decodeIfPresent([Int64].self, forKey: .players) ?? []
        expansions = try values.decodeIfPresent([String].self, forKey: .expansions) ?? []
        let key = try values.decodeIfPresent(String.self, forKey: .edition)
        edition = key.flatMap { key in TallyCore.editions().first { $0.key == key }?.edition }
    }

    public func encode(to encoder: Encoder) throws {
        var values = encoder.container(keyedBy: CodingKeys.self)
        try values.encodeIfPresent(fromYear, forKey: .fromYear)
        try values.encodeIfPresent(toYear, forKey: .toYear)
        try values.encode(players, forKey: .players)
        try values.encode(expansions, forKey: .expansions)
        try values.encodeIfPresent(edition.flatMap { edition in TallyCore.editions().first { $0.edition == edition }?.key },
                                   forKey: .edition)
    }
}

/// What the finished games offer to filter by.
public struct StatsFilterOptions: Equatable, Sendable {
    /// Their years, oldest first.
    public var years: [Int] = []
    /// Their expansions: key and name.
    public var expansions: [StatsFilterOption<String>] = []
    public var editions: [StatsFilterOption<Edition>] = []

    public init(years: [Int] = [], expansions: [StatsFilterOption<String>] = [],
                editions: [StatsFilterOption<Edition>] = []) {
        self.years = years
        self.expansions = expansions
        self.editions = editions
    }

    /// The years, expansions and editions of `games`, named as the catalogue names them.
    static func of(_ games: [GameSummary], catalog: Catalog) -> StatsFilterOptions {
        let played = Set(games.flatMap { $0.ruleset.expansions })
        let editionsPlayed = Set(games.map { $0.ruleset.edition })
        return StatsFilterOptions(
            years: Array(Set(games.map { yearOf($0.startedAt) })).sorted(),
            expansions: catalog.expansions.filter { played.contains($0.key) }.map {
                StatsFilterOption(value: $0.key, name: $0.name)
            },
            editions: catalog.editions.filter { editionsPlayed.contains($0.edition) }.map {
                StatsFilterOption(value: $0.edition, name: $0.name)
            })
    }

    /// The year (UTC) of a time in epoch milliseconds.
    static func yearOf(_ millis: Timestamp) -> Int {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar.component(.year, from: Date(timeIntervalSince1970: Double(millis) / 1000))
    }
}

/// One thing the filter offers, with its name.
public struct StatsFilterOption<Value: Hashable & Sendable>: Equatable, Hashable, Sendable, Identifiable {
    public var id: Value { value }
    public let value: Value
    public let name: String
}
