// A stored game as lists show it (home, history).

import Foundation
import TallyCore

public struct GameSummaryRow: Equatable, Identifiable, Sendable {
    public struct Seat: Equatable, Identifiable, Sendable {
        public var id: String { player }
        public let player: String
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
    public let editionName: String
    /// Names of the expansions (or components) played.
    public let expansionNames: [String]
    /// Seats in turn order.
    public let seats: [Seat]

    public var isFinished: Bool { finishedAt != nil }

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
        editionName = catalog.edition(summary.ruleset.edition)?.name ?? ""
        expansionNames = summary.ruleset.expansions.map(catalog.expansionName(of:))
        seats = summary.seats.map {
            Seat(player: $0.player, name: $0.name, colour: $0.colour, rgb: catalog.rgb(of: $0.colour),
                 score: $0.score, rank: $0.rank)
        }
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
