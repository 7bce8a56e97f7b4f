// The score form of a feature or an event: state and actions.

import TallyCore

/// What the form scores.
public enum ScoreSubject: Equatable, Hashable, Sendable {
    /// A feature, completed during the game or incomplete at the end.
    case feature(key: String, name: String, endOfGame: Bool)
    /// A turn-step event or an end-game item; `steps`: where it can happen.
    case event(key: String, name: String, steps: [Step])

    public init(_ item: ItemInfo, endOfGame: Bool) {
        switch item.kind {
        case .feature: self = .feature(key: item.key, name: item.name, endOfGame: endOfGame)
        case .event: self = .event(key: item.key, name: item.name, steps: item.steps)
        }
    }

    public var key: String {
        switch self {
        case .feature(let key, _, _), .event(let key, _, _): return key
        }
    }

    public var name: String {
        switch self {
        case .feature(_, let name, _), .event(_, let name, _): return name
        }
    }
}

/// The breakdown the core would give, shown while the form is filled in.
public enum ScorePreview: Equatable, Sendable {
    /// The feature's value and each player's rows.
    case score(value: Int64, awards: [AwardPreview])
    /// The core refuses these inputs; `field` says which (when it can).
    case refused(message: String, field: String?)

    /// A preview from the core (of a feature, an event or a dispatch), each award
    /// with its player as the form shows them.
    public init(_ result: Result<ScoreResult, TallyError>, players: [FormPlayer]) {
        switch result {
        case .success(let score):
            let awards = score.awards.compactMap { award -> AwardPreview? in
                guard let player = players.first(where: { $0.id == award.player }) else { return nil }
                return AwardPreview(player: player, points: award.points, rows: BreakdownRow.rows(award.rows))
            }
            self = .score(value: score.value, awards: awards)
        case .failure(let error):
            self = .refused(message: error.reason, field: error.field)
        }
    }
}

public struct AwardPreview: Equatable, Identifiable, Sendable {
    public var id: String { player.id }
    public let player: FormPlayer
    public let points: Int64
    public let rows: [BreakdownRow]
}

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

/// With Messages: which of a player's two figures takes their points.
public struct FigureChoiceRow: Equatable, Identifiable, Sendable {
    public var id: String { player.id }
    public let player: FormPlayer
    /// Points of each figure now (index = figure).
    public let figures: [Int64]
    /// The chosen figure; nil lets the core choose (a figure that would stop on a
    /// dark space, else the first).
    public let selected: UInt32?
}

public struct ScoreFormViewState: Equatable, Sendable {
    public var title: String
    /// The reference section (events) or "at the end" (features).
    public var subject: ScoreSubject
    public var form: SchemaForm
    public var preview: ScorePreview?
    /// Shown only with Messages, for the players the preview gives points to.
    public var figureChoices: [FigureChoiceRow]
    /// Steps to choose from, when the event belongs to several; else empty.
    public var steps: [StepInfo]
    public var step: Step?
    /// Editing a past entry (its number) rather than adding one.
    public var editing: UInt64?
    public var canSubmit: Bool
    public var alert: AlertState?
    /// The entry was recorded: the form closes.
    public var isDone: Bool
}

public enum ScoreFormViewAction: Equatable, Sendable {
    case edit(FormEdit)
    case chooseFigure(player: String, figure: UInt32?)
    case chooseStep(Step)
    case submit
    case dismissAlert
}
