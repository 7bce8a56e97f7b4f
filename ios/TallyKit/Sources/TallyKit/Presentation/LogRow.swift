// One entry of a game's log as the timeline shows it: what was scored, by whom,
// at which turn and step, each award with its breakdown, and how the core says the
// entry can be changed (`LogItem.edit`).

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

    public var id: UInt64 { seq }
    public let seq: UInt64
    public let turn: UInt32
    public let stepCode: String
    public let activePlayer: String
    /// The feature's or event's name for a one-item scoring, else the core's line.
    public let title: String
    /// The core's line for the timeline.
    public let summary: String
    public let awards: [Award]
    /// How it can be changed: a scoring in its draft, a correction in its form, a
    /// dispatch in the dispatch sheet, or only deleted.
    public let edit: EntryEdit

    public init(_ item: LogItem, players: [String: (name: String, rgb: RGB)], stepCode: String, itemName: String?) {
        seq = item.seq
        turn = item.turn
        self.stepCode = stepCode
        activePlayer = players[item.active]?.name ?? item.active
        title = itemName ?? item.summary
        summary = item.summary
        awards = item.awards.enumerated().map { index, award in
            Award(id: index, player: award.player, name: players[award.player]?.name ?? award.player,
                  rgb: players[award.player]?.rgb ?? RGB(hex: 0x808080), points: award.points, figure: award.figure,
                  rows: BreakdownRow.rows(award.rows))
        }
        edit = item.edit
    }

    @MainActor
    init(_ item: LogItem, game: GameService) {
        let players = Dictionary(uniqueKeysWithValues: game.table.players.map {
            ($0.id, (name: $0.name, rgb: game.catalog.rgb(of: $0.colour)))
        })
        self.init(item, players: players, stepCode: game.catalog.code(of: item.step),
                  itemName: item.subject.map(game.itemName))
    }

    /// The awards as one line, players by name: "Ann +3, Ben +3".
    public var awardsLine: String {
        awards.map { "\($0.name) \($0.points > 0 ? "+" : "")\($0.points)" }.joined(separator: ", ")
    }
}
