// A stored game as lists show it (home, history, a game's detail): when it was
// played and changed, what was played, and who sat where with what score.

import Foundation
import TallyCore

public struct GameSummaryRow: Equatable, Identifiable, Sendable {
    public struct Seat: Equatable, Identifiable, Sendable {
        public var id: String { player }
        public let player: String
        /// The roster player sitting there.
        public let rosterId: Int64
        public let name: String
        public let colour: Colour
        public let rgb: RGB
        public let score: Int64
        public let rank: UInt32?
    }

    public let id: Int64
    public let startedAt: Date
    public let updatedAt: Date
    public let finishedAt: Date?
    public let ruleset: RulesetSpec
    public let editionName: String
    /// Names of the expansions (or components) played.
    public let expansionNames: [String]
    /// Seats in turn order.
    public let seats: [Seat]

    public var isFinished: Bool { finishedAt != nil }

    /// The players' names in turn order, as one line ("Ann, Ben, Cleo"): what
    /// tells unfinished games apart.
    public var playerNames: String {
        seats.map(\.name).joined(separator: ", ")
    }

    /// Winners of a finished game (rank 1), or the leaders of an unfinished one.
    public var leaders: [Seat] {
        if isFinished {
            return seats.filter { $0.rank == 1 }
        }
        let best = seats.map(\.score).max()
        return seats.filter { $0.score == best }
    }

    public init(_ summary: GameSummary, catalog: Catalog) {
        id = summary.id
        startedAt = Date(milliseconds: summary.startedAt)
        updatedAt = Date(milliseconds: summary.updatedAt)
        finishedAt = summary.finishedAt.map(Date.init(milliseconds:))
        ruleset = summary.ruleset
        editionName = catalog.edition(summary.ruleset.edition)?.name ?? ""
        expansionNames = summary.ruleset.expansions.map(catalog.expansionName(of:))
        seats = summary.seats.map {
            Seat(player: $0.player, rosterId: $0.rosterId, name: $0.name, colour: $0.colour,
                 rgb: catalog.rgb(of: $0.colour), score: $0.score, rank: $0.rank)
        }
    }

    /// When it was last changed, said as the players' language says it relative to
    /// `now` ("2 hours ago", "vor 2 Stunden").
    public func changed(relativeTo now: Date, language: String) -> String {
        var style = Date.RelativeFormatStyle(presentation: .named, unitsStyle: .wide)
        style.locale = Locale(identifier: language)
        style.capitalizationContext = .middleOfSentence
        // The style tells a date against the clock; the same distance from `now`.
        return style.format(Date().addingTimeInterval(updatedAt.timeIntervalSince(now)))
    }
}

extension Date {
    /// A time of the store (milliseconds since 1970, UTC).
    public init(milliseconds: Int64) {
        self.init(timeIntervalSince1970: Double(milliseconds) / 1000)
    }

    public var milliseconds: Int64 {
        Int64((timeIntervalSince1970 * 1000).rounded())
    }
}
