// The score form: one feature or event, or a scoring round of several (the road
// and the city one tile completes), each drawn from the core's form; the live
// breakdown the core previews; the figure choice with Messages; and, when a past
// entry is edited, what the edit changes.

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
    /// The input that is the active player's, filled in by the form.
    public let activePlayerInput: String?
    /// Why it cannot be recorded now (its limit is reached), if it cannot.
    public let refused: String?

    public init(feature: FeatureInfo) {
        key = feature.key
        name = feature.name
        kind = .feature
        category = feature.category
        steps = []
        activePlayerInput = nil
        refused = nil
    }

    public init(event: EventInfo) {
        key = event.key
        name = event.name
        kind = .event
        category = event.category
        steps = event.steps
        activePlayerInput = event.activePlayerInput
        refused = event.refused
    }

    public var subject: ScoreSubject {
        ScoreSubject(itemKind: kind, key: key)
    }

    /// The buttons of what can be scored now: features, then events.
    static func all(_ scorable: Scorable) -> [ScoreButton] {
        scorable.features.map(ScoreButton.init(feature:)) + scorable.events.map(ScoreButton.init(event:))
    }
}

/// What a form scores: a feature or an event, by key.
public struct ScoreSubject: Equatable, Hashable, Sendable, Codable {
    public enum Kind: String, Equatable, Hashable, Sendable, Codable {
        case feature
        case event
    }

    public let kind: Kind
    public let key: String

    public init(kind: Kind, key: String) {
        self.kind = kind
        self.key = key
    }

    init(itemKind: ItemKind, key: String) {
        self.init(kind: itemKind == .feature ? Kind.feature : Kind.event, key: key)
    }
}

/// One item of the form: its fields and, for an event of several steps, the step.
public struct RoundItemState: Equatable, Identifiable, Sendable {
    public let id: Int
    public let subject: ScoreSubject
    public let name: String
    public var form: SchemaForm
    /// Steps to choose from, when the event belongs to several; else empty.
    public let steps: [StepChoice]
    public var step: Step?
    /// A feature's moment, as the core gave it when the form opened (or as the
    /// edited entry has it).
    let when: When?
    /// The figures chosen for this item's points, by player.
    public internal(set) var figures: [String: UInt32] = [:]
}

public struct ScoreFormViewState: Equatable, Sendable {
    /// The first item's name.
    public var title: String
    /// One item, or several scored as one round.
    public var items: [RoundItemState]
    /// What else can join the round ("another feature completed by this tile").
    public var addable: [ScoreButton]
    public var preview: ScorePreview?
    /// With Messages: for each item's points to a player with two figures, and for
    /// the round's other points (robbers' steals).
    public var figureChoices: [FigureChoiceRow]
    /// The players confirmed that nobody scores (offered when the core says so).
    public var nobodyScores: Bool
    /// Editing a past entry (its number) rather than adding one.
    public var editing: UInt64?
    /// When editing: what the edit changes, as the core previews it.
    public var change: ChangeSummary?
    public var isLoading: Bool
    public var canSubmit: Bool
    public var alert: AlertState?
    /// The entry was recorded: the form closes.
    public var isDone: Bool

    /// Whether to offer "nobody scores" (the core refused because nobody would).
    public var offersNobodyScores: Bool {
        if case .refused(_, .nobodyScores?, _)? = preview { return true }
        return nobodyScores
    }
}

public enum ScoreFormViewAction: Equatable, Sendable {
    /// A change to an item's fields (the first item unless said).
    case edit(FormEdit, item: Int = 0)
    case chooseStep(Step, item: Int = 0)
    /// Adds a feature or event to the round.
    case addItem(ScoreButton)
    /// Takes an item (by position) out of the round; the last one stays.
    case removeItem(Int)
    /// Which figure takes `player`'s points of item `item` (nil: the round's other
    /// points, such as a robber's steal); nil figure: the core's default.
    case chooseFigure(player: String, figure: UInt32?, item: Int? = nil)
    case confirmNobodyScores(Bool)
    case submit
    case dismissAlert
}
