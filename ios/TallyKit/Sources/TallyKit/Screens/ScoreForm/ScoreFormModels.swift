// The score form as the core's scoring draft draws it (DESIGN.md principle 10): one
// feature or event, or a scoring round of several (the road and the city one tile
// completes); each field with the value shown, whether the player entered it,
// whether it is still missing or the core's own; the live breakdown (or, for an
// edit, what the edit changes); the figure each receiver moves (Messages); what may
// join the round; and whether it can be scored now and why not. Every tap is one
// action the core applies; the form holds nothing else.

import TallyCore

/// A large button: a feature or an event that can be scored now.
public struct ScoreButton: Equatable, Identifiable, Hashable, Sendable {
    public var id: String { key }
    public let key: String
    public let name: String
    public let kind: ItemKind
    public let category: TallyCore.Category
    /// The steps an event belongs to (empty for features).
    public let steps: [Step]
    /// Why it cannot be recorded now (its limit is reached), if it cannot.
    public let refused: String?

    public init(key: String, name: String, kind: ItemKind, category: TallyCore.Category, steps: [Step] = [],
                refused: String? = nil) {
        self.key = key
        self.name = name
        self.kind = kind
        self.category = category
        self.steps = steps
        self.refused = refused
    }

    /// The buttons of `features` and `events` (keys), named by the catalogue.
    static func buttons(features: [String], events: [ScorableEvent], catalogue: TableCatalogue) -> [ScoreButton] {
        let featureButtons = features.compactMap { key -> ScoreButton? in
            guard let feature = catalogue.features.first(where: { $0.info.key == key }) else { return nil }
            return ScoreButton(key: key, name: feature.info.name, kind: .feature, category: feature.info.category)
        }
        let eventButtons = events.compactMap { event -> ScoreButton? in
            guard let info = catalogue.events.first(where: { $0.key == event.key }) else { return nil }
            return ScoreButton(key: info.key, name: info.name, kind: .event, category: info.category, steps: info.steps,
                               refused: event.refused)
        }
        return featureButtons + eventButtons
    }
}

/// A player's value in a per-player field.
public struct DraftPlayerState: Equatable, Identifiable, Sendable {
    public var id: String { player.id }
    public let player: FormPlayer
    /// The value shown (toggles: 0 or 1).
    public let value: Int64
    /// The player entered it (otherwise it is the core's starting value).
    public let entered: Bool
}

/// One field of an item with the value the core shows.
public struct DraftFieldState: Equatable, Identifiable, Sendable {
    public var id: String { name }
    /// The input's name.
    public let name: String
    public let label: String
    /// One line of counting help, or empty.
    public let help: String
    /// What to ask for a count the players must give, or empty.
    public let ask: String
    /// The reference row id the input feeds.
    public let rule: String
    public let kind: InputKind
    public let min: Int64
    public let max: Int64
    /// The options of a choice, or the players of a player field.
    public let options: [FieldOption]
    /// An item-level value as shown; nil: empty (a count still to give, nobody).
    public let value: InputValue?
    public let entered: Bool
    /// Required and not given: the draft cannot be scored yet.
    public let missing: Bool
    /// The core's own value (the active player's input), not changeable.
    public let locked: Bool
    /// A per-player field's values, in turn order.
    public let players: [DraftPlayerState]

    init(_ field: DraftField, players formPlayers: [FormPlayer]) {
        name = field.field.name
        label = field.field.label
        help = field.field.help
        ask = field.field.ask
        rule = field.field.rule
        kind = field.field.kind
        min = field.field.min
        max = field.field.max
        options = field.field.options
        value = field.value
        entered = field.entered
        missing = field.missing
        locked = field.locked
        players = field.players.map { value in
            DraftPlayerState(
                player: formPlayers.first { $0.id == value.player } ?? FormPlayer(id: value.player, name: value.player,
                                                                                  rgb: RGB(hex: 0x808080)),
                value: value.value, entered: value.entered)
        }
    }

    public var isPerPlayer: Bool { kind == .perPlayerCount || kind == .perPlayerToggle }

    /// A count's value, nil while empty.
    public var count: Int64? {
        if case .int(let number)? = value { return number }
        return nil
    }

    public var isOn: Bool {
        if case .bool(let on)? = value { return on }
        return false
    }

    /// The chosen option's key, or the chosen player's id.
    public var selection: String? {
        if case .text(let key)? = value { return key }
        return nil
    }

    public func value(of player: String) -> Int64? {
        players.first { $0.player.id == player }?.value
    }
}

/// One item of the draft: a feature or an event with its fields.
public struct DraftItemState: Equatable, Identifiable, Sendable {
    /// Its position in the round.
    public let id: Int
    public let kind: ItemKind
    public let key: String
    public let name: String
    /// The step it is recorded at, where known.
    public let step: StepInfo?
    /// The steps to choose from, when the event belongs to several.
    public let steps: [StepInfo]
    public let itemFields: [DraftFieldState]
    public let playerFields: [DraftFieldState]
    /// Alone it gives nobody points (shown when the core offers "nobody scores").
    public let scoresNobody: Bool

    public func field(_ name: String) -> DraftFieldState? {
        (itemFields + playerFields).first { $0.name == name }
    }

    /// The items of a draft's view, as every draft's screen draws them (the score
    /// form's round, a dispatch tile's feature).
    @MainActor
    static func items(of view: DraftView, game: GameService) -> [DraftItemState] {
        let players = game.formPlayers
        return view.items.enumerated().map { index, item in
            let fields = item.fields.map { DraftFieldState($0, players: players) }
            return DraftItemState(
                id: index, kind: item.kind, key: item.key, name: item.name, step: item.step.flatMap { game.stepInfo($0) },
                steps: item.steps.compactMap { game.stepInfo($0) }, itemFields: fields.filter { !$0.isPerPlayer },
                playerFields: fields.filter(\.isPerPlayer), scoresNobody: item.scoresNobody)
        }
    }
}

public struct ScoreFormViewState: Equatable, Sendable {
    /// The first item's name.
    public var title: String
    /// One item, or several scored as one round.
    public var items: [DraftItemState]
    /// The item whose form is open.
    public var current: Int
    /// What else can join the round ("another feature completed by this tile").
    public var addable: [ScoreButton]
    /// A new scoring: the awards it would give, when it can be scored.
    public var preview: [AwardPreview]?
    /// An edit of a past entry: what the edit changes, when it can be made.
    public var change: ChangeSummary?
    /// With Messages: which figure takes each receiver's points.
    public var figures: [FigureChoiceRow]
    /// "Score it": always shown; allowed or not, with the core's reason.
    public var submit: ActionState
    /// The field the core's refusal is about (a missing count to focus).
    public var refusalField: String?
    /// The kind of the core's refusal, when it refuses.
    public var refusalCode: ErrorCode?
    /// The core refuses because nobody scores: offer to record it anyway.
    public var offersNobodyScores: Bool
    public var nobodyScores: Bool
    /// Editing a past entry (its number) rather than adding one.
    public var editing: UInt64?
    public var isLoading: Bool
    public var alert: AlertState?
    /// The entry was recorded: the form closes.
    public var isDone: Bool

    static let loading = ScoreFormViewState(
        title: "", items: [], current: 0, addable: [], preview: nil, change: nil, figures: [],
        submit: ActionState(allowed: false, whyNot: nil), refusalField: nil, refusalCode: nil, offersNobodyScores: false,
        nobodyScores: false, editing: nil, isLoading: true, alert: nil, isDone: false)
}

/// Each tap on the score form: one action of the core's draft (or submitting it).
public enum ScoreFormViewAction: Equatable, Sendable {
    /// A count typed in (a player's, with `player`).
    case setCount(item: Int, field: String, player: String? = nil, Int64)
    /// A count stepped up or down from the value shown.
    case adjust(item: Int, field: String, player: String? = nil, by: Int64)
    case setToggle(item: Int, field: String, player: String? = nil, Bool)
    /// An option or a player chosen.
    case choose(item: Int, field: String, String)
    /// A value forgotten: the field shows the core's starting value again.
    case clear(item: Int, field: String, player: String? = nil)
    /// Adds a feature or event to the round.
    case add(ScoreButton)
    case remove(item: Int)
    case select(item: Int)
    /// Which figure takes `player`'s points in this round (Messages).
    case chooseFigure(player: String, figure: UInt32)
    case chooseStep(item: Int, Step)
    case confirmNobodyScores(Bool)
    case submit
    case dismissAlert
}
