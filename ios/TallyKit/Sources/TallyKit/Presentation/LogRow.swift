// One entry of a game's log as the timeline shows it: what was scored, by whom,
// at which turn and step, each award with its breakdown.

import TallyCore

public struct LogRow: Equatable, Identifiable, Sendable {
    public struct Award: Equatable, Identifiable, Sendable {
        public let id: Int
        public let player: String
        public let name: String
        public let rgb: RGB
        public let points: Int64
        /// The figure that moved (0-based).
        public let figure: UInt32
        public let rows: [BreakdownRow]
    }

    /// How a past entry can be changed from the timeline.
    public enum Editing: Equatable, Sendable {
        /// In the score form (a feature, an event or a round).
        case scoreForm
        /// In the correction form.
        case correction
        /// Only deleted (a turn's end, a dispatch, a robber...).
        case deleteOnly
    }

    public var id: UInt64 { seq }
    public let seq: UInt64
    public let turn: UInt32
    public let stepCode: String
    public let activePlayer: String
    public let summary: String
    public let awards: [Award]
    public let editing: Editing

    public init(_ item: LogItem, players: [String: (name: String, rgb: RGB)], catalog: Catalog) {
        seq = item.seq
        turn = item.turn
        stepCode = catalog.code(of: item.step)
        activePlayer = players[item.active]?.name ?? item.active
        summary = item.summary
        awards = item.awards.enumerated().map { index, award in
            Award(id: index, player: award.player, name: players[award.player]?.name ?? award.player,
                  rgb: players[award.player]?.rgb ?? RGB(hex: 0x808080), points: award.points, figure: award.figure,
                  rows: BreakdownRow.rows(award.rows))
        }
        editing = Self.editing(ofKind: item.kind)
    }

    @MainActor
    init(_ item: LogItem, game: GameService) {
        let players = Dictionary(uniqueKeysWithValues: game.table.players.map {
            ($0.id, (name: $0.name, rgb: game.catalog.rgb(of: $0.colour)))
        })
        self.init(item, players: players, catalog: game.catalog)
    }

    /// The core's command kinds (`LogItem.kind`) that have a form in the app.
    static func editing(ofKind kind: String) -> Editing {
        switch kind {
        case "score_feature", "record_event", "score_round": return .scoreForm
        case "correct": return .correction
        default: return .deleteOnly
        }
    }
}
