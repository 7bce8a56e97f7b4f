// What the core says a command would do, as forms show it before anything is
// recorded: each award with its breakdown and the figure it moves (preview), or
// for an edit or deletion of a past entry, the entries it changes and where the
// players would stand (previewChange).

import TallyCore

/// One row of a breakdown: rule id, label, quantity, points.
public struct BreakdownRow: Equatable, Identifiable, Sendable {
    public let id: Int
    public let rule: String
    public let label: String
    public let quantity: Int64
    public let points: Int64

    public static func rows(_ rows: [Row]) -> [BreakdownRow] {
        rows.enumerated().map {
            BreakdownRow(id: $0.offset, rule: $0.element.rule, label: $0.element.label,
                         quantity: $0.element.quantity, points: $0.element.points)
        }
    }
}

/// Points one player would receive (or received) in an entry.
public struct AwardPreview: Equatable, Identifiable, Sendable {
    public let id: Int
    public let player: FormPlayer
    public let points: Int64
    /// The figure that moves (0-based; shown to people as 1 and 2).
    public let figure: UInt32
    /// The feature or event the points come from, if one.
    public let subject: String?
    /// The item of its scoring round the points come from (the core says it); nil
    /// for a robber's steal, which belongs to the round.
    public let item: Int?
    public let rows: [BreakdownRow]

    static func awards(_ item: LogItem, players: [FormPlayer]) -> [AwardPreview] {
        item.awards.enumerated().map { index, award in
            AwardPreview(
                id: index,
                player: players.first { $0.id == award.player } ?? FormPlayer(id: award.player, name: award.player, rgb: RGB(hex: 0x808080)),
                points: award.points, figure: award.figure, subject: award.subject,
                item: award.item.map { Int($0) }, rows: BreakdownRow.rows(award.rows))
        }
    }
}

/// The breakdown the core would give, shown while a form is filled in.
public enum ScorePreview: Equatable, Sendable {
    /// Each award the command would give.
    case score(awards: [AwardPreview])
    /// The core refuses these inputs; `field` says which (when it can).
    case refused(message: String, code: ErrorCode?, field: String?)

    init(_ result: Result<LogItem, TallyError>, players: [FormPlayer]) {
        switch result {
        case .success(let item): self = .score(awards: AwardPreview.awards(item, players: players))
        case .failure(let error): self = .refused(message: error.reason, code: error.code, field: error.field)
        }
    }

    public var awards: [AwardPreview] {
        if case .score(let awards) = self { return awards }
        return []
    }

    /// Whether the core accepts the command.
    public var isAccepted: Bool {
        if case .score = self { return true }
        return false
    }

    /// The input the refusal is about.
    public var refusedField: String? {
        if case .refused(_, _, let field) = self { return field }
        return nil
    }
}

/// With Messages: which of a player's two figures takes their points — for one
/// item of a round, or for the round as a whole (robbers' steals, a dispatch).
public struct FigureChoiceRow: Equatable, Identifiable, Sendable {
    public var id: String { "\(item.map(String.init) ?? "round")-\(player.id)" }
    public let player: FormPlayer
    /// The round's item the points come from (its position), or nil for points
    /// that belong to no item (a steal, a dispatch, a correction).
    public let item: Int?
    /// Points of each figure now (index = figure).
    public let figures: [Int64]
    /// The player's own choice, if they made one.
    public let selected: UInt32?
    /// The figure the core's preview moves (its default when nothing is chosen).
    public let previewed: UInt32?

    /// The figure shown as chosen.
    public var shown: UInt32? { selected ?? previewed }

    public init(player: FormPlayer, item: Int? = nil, figures: [Int64], selected: UInt32?, previewed: UInt32?) {
        self.player = player
        self.item = item
        self.figures = figures
        self.selected = selected
        self.previewed = previewed
    }

    /// A row for each award of `awards` to a player with two figures; `item` says
    /// which item of the round an award belongs to (nil: to none).
    static func rows(
        for awards: [AwardPreview], table: TableSummary, item: (AwardPreview) -> Int? = { _ in nil },
        chosen: (_ item: Int?, _ player: String) -> UInt32?
    ) -> [FigureChoiceRow] {
        var rows: [FigureChoiceRow] = []
        for award in awards where award.points != 0 {
            let index = item(award)
            guard !rows.contains(where: { $0.player.id == award.player.id && $0.item == index }),
                  let player = table.players.first(where: { $0.id == award.player.id }), player.figures.count > 1
            else { continue }
            rows.append(FigureChoiceRow(player: award.player, item: index, figures: player.figures.map(\.points),
                                        selected: chosen(index, player.id), previewed: award.figure))
        }
        return rows
    }
}

/// What an edit or deletion of a past entry would change, as the core previews it.
public struct ChangeSummary: Equatable, Sendable {
    public struct PlayerChange: Equatable, Identifiable, Sendable {
        public var id: String { player.id }
        public let player: FormPlayer
        public let before: Int64
        public let after: Int64
        public var difference: Int64 { after - before }
    }

    /// Entries that would be gone.
    public let removed: [UInt64]
    /// Entries whose content would change (the edited one included), as they would read.
    public let changed: [LogRow]
    /// Every player's score now and after.
    public let players: [PlayerChange]

    @MainActor
    init(_ preview: ChangePreview, game: GameService) {
        switch preview.change {
        case .replace(let removed, let changed):
            self.removed = removed
            self.changed = changed.map { LogRow($0, game: game) }
        case .push(let item):
            removed = []
            changed = [LogRow(item, game: game)]
        case .pop(let seq):
            removed = [seq]
            changed = []
        case .reload:
            removed = []
            changed = []
        }
        players = preview.players.map { after in
            PlayerChange(
                player: FormPlayer(id: after.id, name: after.name, rgb: game.catalog.rgb(of: after.colour),
                                   figures: after.figures.count),
                before: game.player(after.id)?.score ?? 0, after: after.score)
        }
    }

    /// The entry as it would read after the change.
    public func entry(_ seq: UInt64) -> LogRow? {
        changed.first { $0.seq == seq }
    }
}
