// The scoreboard: totals, figures on the drawn track, robbers, the active player
// and step, the buttons for what can be scored now, undo and redo.

import TallyCore

public struct ScoreboardPlayer: Equatable, Identifiable, Sendable {
    public let id: String
    public let name: String
    public let colour: Colour
    public let rgb: RGB
    public let score: Int64
    public let figures: [FigureSummary]
    /// The robber's space, or nil when it is at home.
    public let robberSpace: UInt8?
    public let isActive: Bool
}

public struct FigureSummary: Equatable, Identifiable, Sendable {
    public let id: Int
    public let points: Int64
    /// Space 0-49.
    public let space: UInt8
    public let laps: Int64
    /// 50/100 tiles as on the table.
    public let fifties: Int64
    public let hundreds: Int64
    public let onDarkSpace: Bool
}

/// Something drawn on a track space: a scoring figure or a robber.
public struct TrackMarker: Equatable, Identifiable, Sendable {
    public enum Kind: Equatable, Sendable {
        /// Scoring figure (index 0 or 1).
        case figure(Int)
        case robber
    }

    public var id: String {
        switch kind {
        case .figure(let index): return "\(player)-figure-\(index)"
        case .robber: return "\(player)-robber"
        }
    }

    public let player: String
    public let name: String
    public let rgb: RGB
    public let space: Int
    public let kind: Kind
}

/// A large button: a feature or an event that can be scored now.
public struct ScoreButton: Equatable, Identifiable, Hashable, Sendable {
    public var id: String { key }
    public let key: String
    public let name: String
    public let kind: ItemKind
    public let category: TallyCore.Category
    public let steps: [Step]
    public let section: String

    public init(_ item: ItemInfo) {
        key = item.key
        name = item.name
        kind = item.kind
        category = item.category
        steps = item.steps
        section = item.section
    }

    public var item: ItemInfo {
        ItemInfo(key: key, name: name, kind: kind, category: category, steps: steps, section: section)
    }
}

/// The events of one step of the turn.
public struct EventSection: Equatable, Identifiable, Sendable {
    public enum Timing: Equatable, Sendable {
        /// The current step, and "any time".
        case now
        /// Later in this turn.
        case later
        /// Earlier in the turn: still allowed (a forgotten event), shown folded.
        case earlier
    }

    public var id: Step { step }
    public let step: Step
    public let code: String
    public let name: String
    public let timing: Timing
    public let events: [ScoreButton]
}

/// One entry of the log, newest first on the scoreboard.
public struct LogRow: Equatable, Identifiable, Sendable {
    public struct Award: Equatable, Identifiable, Sendable {
        public let id: Int
        public let player: String
        public let name: String
        public let rgb: RGB
        public let points: Int64
        public let rows: [BreakdownRow]
    }

    public var id: UInt64 { seq }
    public let seq: UInt64
    public let turn: UInt32
    public let stepCode: String
    public let activePlayer: String
    public let kind: String
    public let subject: String?
    public let summary: String
    public let awards: [Award]
    /// A feature or event entry: it can be edited in its form.
    public let isEditable: Bool
}

/// A question the game waits on.
public enum ScoreboardPrompt: Equatable, Sendable {
    case dispatch(player: String, figure: UInt32, space: UInt8)
    case robberChoice(owner: String, space: UInt8)
}

/// What the scoreboard presents over itself.
public enum ScoreboardSheet: Equatable, Identifiable, Sendable {
    case score(ScoreSubject)
    case editEntry(seq: UInt64, subject: ScoreSubject)
    case correction
    case robberPlacement
    /// The game waits on this; the sheet cannot simply be dismissed.
    case prompt(ScoreboardPrompt)
    case log

    public var id: String {
        switch self {
        case .score(let subject): return "score-\(subject.key)"
        case .editEntry(let seq, _): return "edit-\(seq)"
        case .correction: return "correction"
        case .robberPlacement: return "robber"
        case .prompt(let prompt): return "prompt-\(prompt)"
        case .log: return "log"
        }
    }
}

public struct ScoreboardViewState: Equatable, Sendable {
    public var gameId: Int64
    public var players: [ScoreboardPlayer]
    public var markers: [TrackMarker]
    /// The dark dispatch spaces of the track (0, 5, ... 45 with Messages; none without).
    public var darkSpaces: Set<Int>
    public var figuresPerPlayer: Int
    public var turn: UInt32
    /// 2 in the builder's second part.
    public var turnPart: UInt8
    public var activePlayer: ScoreboardPlayer?
    public var step: Step
    public var stepCode: String
    public var stepName: String
    public var phase: Phase
    public var features: [ScoreButton]
    public var eventSections: [EventSection]
    public var canUndo: Bool
    public var canRedo: Bool
    public var canEndTurn: Bool
    public var canTakeSecondPart: Bool
    public var canPlaceRobber: Bool
    public var canStartEndGame: Bool
    public var log: [LogRow]
    public var sheet: ScoreboardSheet?
    public var alert: AlertState?
}

public enum ScoreboardViewAction: Equatable, Sendable {
    case score(ScoreButton)
    case editEntry(UInt64)
    case deleteEntry(UInt64)
    case correct
    case placeRobber
    case showLog
    case dismissSheet
    case endTurn
    case secondPart
    case startEndGame
    /// A finished game: its standings.
    case showResults
    case undo
    case redo
    case dismissAlert
}
