// What the players hear about a change they did not see happen on the track: an
// undo says what it took back, a redo what it did again (as the command line says
// "Undid #3 Road: red +3"), and a scoring figure passing 50 or 100 says so, with the
// 50/100 tile it takes. Worked out from the core's update (the log's change, the
// figures' laps), never from a rule.

import TallyCore

public struct Announcement: Equatable, Sendable {
    /// An undo or redo sent by this app, waiting for its update.
    enum Intent: Equatable, Sendable {
        case undo
        case redo
    }

    /// A scoring figure that went round the track once more.
    public struct Lap: Equatable, Sendable {
        public let player: String
        /// The figure (0-based), with two figures (Messages); nil with one.
        public let figure: Int?
        /// The points it passed: 50, 100, 150...
        public let points: Int64
        /// The tile it now lies on: a new 50 tile, or the 50 tile turned to 100.
        public let turnsTile: Bool
    }

    public enum Kind: Equatable, Sendable {
        /// An undo took this entry back (nil: the core's update did not say which).
        case undid(LogItem?)
        /// A redo did this entry again.
        case redid(LogItem?)
        /// Figures passed 50, 100...
        case laps([Lap])

        init?(_ intent: Intent, change: LogChange, held: [LogItem]) {
            let entry: LogItem?
            switch change {
            case .pop(let seq): entry = held.first { $0.seq == seq }
            case .push(let item): entry = item
            case .replace(_, let changed): entry = changed.first
            case .reload: return nil
            }
            self = intent == .undo ? .undid(entry) : .redid(entry)
        }
    }

    /// Counts up with every announcement, so that the same words twice are heard twice.
    public let id: Int
    public let kind: Kind

    /// The figures whose laps went up from `before` to `after`.
    static func lap(before: [PlayerState], after: [PlayerState]) -> Kind? {
        var laps: [Lap] = []
        for player in after {
            guard let earlier = before.first(where: { $0.id == player.id }) else { continue }
            for (index, figure) in player.figures.enumerated() where index < earlier.figures.count {
                let was = earlier.figures[index]
                guard figure.laps > was.laps else { continue }
                laps.append(Lap(
                    player: player.id, figure: player.figures.count > 1 ? index : nil, points: figure.laps * 50,
                    turnsTile: figure.tiles.hundreds > was.tiles.hundreds))
            }
        }
        return laps.isEmpty ? nil : .laps(laps)
    }
}
