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
                player: players.first { $0.id == award.player }
                    ?? FormPlayer(id: award.player, name: award.player, rgb: RGB(hex: 0x808080)),
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

/// One of a receiver's scoring figures, where it stands and where the points would
/// take it.
public struct FigureChoiceOption: Equatable, Identifiable, Sendable {
    public var id: UInt32 { figure }
    /// 0-based; shown to people as 1 and 2.
    public let figure: UInt32
    public let points: Int64
    public let space: UInt32
    /// The space it would stop on, when the core says (a new scoring).
    public let landsOn: UInt32?
    /// That space is a dark dispatch space.
    public let landsOnDark: Bool
}

/// With Messages: which of a player's two figures takes their points.
public struct FigureChoiceRow: Equatable, Identifiable, Sendable {
    public var id: String { player.id }
    public let player: FormPlayer
    /// The figure that moves: the player's choice, or the core's default.
    public let figure: UInt32
    /// Whether the player chose it.
    public let chosen: Bool
    public let options: [FigureChoiceOption]

    public init(player: FormPlayer, figure: UInt32, chosen: Bool, options: [FigureChoiceOption]) {
        self.player = player
        self.figure = figure
        self.chosen = chosen
        self.options = options
    }

    /// A row of the core's draft view.
    @MainActor
    init?(_ row: FigureRow, game: GameService) {
        guard let state = game.player(row.player),
              let player = game.formPlayers.first(where: { $0.id == row.player }) else { return nil }
        self.init(
            player: player, figure: row.figure, chosen: row.chosen,
            options: row.options.map { option in
                let figure = state.figures.indices.contains(Int(option.figure)) ? state.figures[Int(option.figure)] : nil
                return FigureChoiceOption(
                    figure: option.figure, points: figure?.points ?? 0,
                    space: option.place?.space ?? figure?.space ?? 0, landsOn: option.place?.landsOn,
                    landsOnDark: option.place?.dark ?? false)
            })
    }

    /// A row for `player`'s figures as they stand (a dispatch, a steal, a
    /// correction, the finish): the chosen figure, else the one the core's preview
    /// moves; nil for a player with one figure.
    @MainActor
    static func standing(_ player: String, game: GameService, chosen: UInt32?, previewed: UInt32?) -> FigureChoiceRow? {
        guard let state = game.player(player), state.figures.count > 1,
              let row = game.formPlayers.first(where: { $0.id == player }) else { return nil }
        return FigureChoiceRow(
            player: row, figure: chosen ?? previewed ?? 0, chosen: chosen != nil,
            options: state.figures.enumerated().map { index, figure in
                FigureChoiceOption(figure: UInt32(index), points: figure.points, space: figure.space, landsOn: nil,
                                   landsOnDark: false)
            })
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
