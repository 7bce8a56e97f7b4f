// The scoreboard: totals, figures on the drawn track (every space numbered, the
// dark dispatch spaces the core names, the 50/100 tiles), robbers, the active
// player and step, the buttons for what can be scored now, what may be done (each
// action allowed or not, with the core's reason), the newest log entries, and what
// the players should hear (an undo, a redo, a figure passing 50). The table mode
// draws the same state for a phone lying in the middle of the table.

import TallyCore

public struct ScoreboardPlayer: Equatable, Identifiable, Sendable {
    public let id: String
    public let name: String
    public let colour: Colour
    public let rgb: RGB
    public let score: Int64
    public let figures: [FigureSummary]
    /// The robber's space, or nil when it is at home.
    public let robberSpace: UInt32?
    public let isActive: Bool
}

public struct FigureSummary: Equatable, Identifiable, Sendable {
    public let id: Int
    public let points: Int64
    /// Space 0-49.
    public let space: UInt32
    public let laps: Int64
    /// 50/100 tiles as on the table.
    public let fifties: Int64
    public let hundreds: Int64
    /// The core says its space is a dark dispatch space.
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
    /// A figure the core says stands on a dark space.
    public let onDarkSpace: Bool
}

/// One space of the drawn track: its number, whether it is a dark dispatch space
/// (the core's list, with Messages), and what stands on it.
public struct TrackSpace: Equatable, Identifiable, Sendable {
    public var id: Int { number }
    public let number: Int
    public let isDark: Bool
    public let markers: [TrackMarker]
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

    public var id: Step { step.step }
    public let step: StepInfo
    public let timing: Timing
    public let events: [ScoreButton]
}

/// An action of the scoreboard: allowed or not, and why not in the core's words.
public struct ActionState: Equatable, Sendable {
    public let allowed: Bool
    public let whyNot: String?

    public init(allowed: Bool, whyNot: String?) {
        self.allowed = allowed
        self.whyNot = whyNot
    }

    init(_ action: Action) {
        self.init(allowed: action.allowed, whyNot: action.whyNot)
    }
}

/// What may be done now, as the core says.
public struct ScoreboardActions: Equatable, Sendable {
    public let undo: ActionState
    public let redo: ActionState
    public let score: ActionState
    public let endTurn: ActionState
    public let secondPart: ActionState
    public let startEndGame: ActionState
    public let finish: ActionState
    public let reopen: ActionState
    public let placeRobber: ActionState
    public let correct: ActionState
    public let edit: ActionState

    init(_ actions: Actions) {
        undo = ActionState(actions.undo)
        redo = ActionState(actions.redo)
        score = ActionState(actions.score)
        endTurn = ActionState(actions.endTurn)
        secondPart = ActionState(actions.secondPart)
        startEndGame = ActionState(actions.startEndGame)
        finish = ActionState(actions.finish)
        reopen = ActionState(actions.reopen)
        placeRobber = ActionState(actions.placeRobber)
        correct = ActionState(actions.correct)
        edit = ActionState(actions.edit)
    }

    /// Nothing may be done, for `reason` (a viewer link of a joined table).
    init(allRefused reason: String) {
        let refused = ActionState(allowed: false, whyNot: reason)
        undo = refused
        redo = refused
        score = refused
        endTurn = refused
        secondPart = refused
        startEndGame = refused
        finish = refused
        reopen = refused
        placeRobber = refused
        correct = refused
        edit = refused
    }
}

/// A question the game waits on.
public enum ScoreboardPrompt: Equatable, Sendable {
    case dispatch(player: String, figure: UInt32, space: UInt32)
    case robberChoice(owner: String, space: UInt32)
}

/// What the scoreboard presents over itself.
public enum ScoreboardSheet: Equatable, Identifiable, Sendable {
    case score(ScoreButton)
    /// A score form kept before the app was killed.
    case restoredScore(SavedScoreForm)
    /// An edit of a scoring, in its draft.
    case editEntry(seq: UInt64)
    /// An edit of a correction, in the correction form.
    case editCorrection(seq: UInt64)
    /// An edit of a dispatch's answer, in the dispatch sheet.
    case editDispatch(seq: UInt64)
    /// An edit of a dispatch kept before the app was killed.
    case restoredDispatchEdit(SavedScoreForm)
    /// Deleting a past entry: what it changes, then a confirmation.
    case deleteEntry(seq: UInt64)
    case correction
    case robberPlacement
    /// The game waits on this; the sheet cannot simply be dismissed.
    case prompt(ScoreboardPrompt)
    case log

    public var id: String {
        switch self {
        case .score(let button): return "score-\(button.key)"
        case .restoredScore(let saved): return "draft-\(saved.gameId)"
        case .editEntry(let seq): return "edit-\(seq)"
        case .editCorrection(let seq): return "correction-\(seq)"
        case .editDispatch(let seq): return "dispatch-edit-\(seq)"
        case .restoredDispatchEdit(let saved): return "dispatch-edit-draft-\(saved.gameId)"
        case .deleteEntry(let seq): return "delete-\(seq)"
        case .correction: return "correction"
        case .robberPlacement: return "robber"
        case .prompt(let prompt): return "prompt-\(prompt)"
        case .log: return "log"
        }
    }
}

/// What the players hear: the text, shown a moment and read out by VoiceOver.
public struct AnnouncementState: Equatable, Identifiable, Sendable {
    /// New for every announcement.
    public let id: Int
    public let text: String
}

public struct ScoreboardViewState: Equatable, Sendable {
    public var gameId: Int64
    public var players: [ScoreboardPlayer]
    public var markers: [TrackMarker]
    /// The 50 spaces of the track, numbered, dark ones marked.
    public var spaces: [TrackSpace]
    public var figuresPerPlayer: Int
    public var turn: UInt32
    /// 2 in the builder's second part.
    public var turnPart: UInt32
    public var activePlayer: ScoreboardPlayer?
    /// The colour the table is highlighted in: the active player's.
    public var highlight: RGB?
    public var step: StepInfo?
    public var phase: Phase
    /// How a feature scored now counts (completed, or incomplete at the end).
    public var moment: When
    public var features: [ScoreButton]
    public var eventSections: [EventSection]
    public var actions: ScoreboardActions
    /// The end-game walkthrough has begun.
    public var hasWalkthrough: Bool
    /// The game is finished (the core would reopen it).
    public var isFinished: Bool
    /// The newest entries, newest first.
    public var log: [LogRow]
    public var hasOlderLog: Bool
    public var logTotal: UInt64
    /// The scoreboard drawn for the table: large scores, the track around them.
    public var tableMode: Bool
    /// Keep the screen on while this game is open (a setting).
    public var keepsScreenAwake: Bool
    public var announcement: AnnouncementState?
    public var sheet: ScoreboardSheet?
    /// The link of a table another phone hosts; nil for a game of this phone.
    public var joinedAs: LinkRole?
    public var alert: AlertState?
}

public enum ScoreboardViewAction: Equatable, Sendable {
    case score(ScoreButton)
    /// Reopens a score form kept before the app was killed.
    case restoreDraft(SavedScoreForm)
    /// Reopens an edit of a past dispatch kept before the app was killed.
    case restoreDispatchEdit(SavedScoreForm)
    case editEntry(UInt64)
    case deleteEntry(UInt64)
    case correct
    case placeRobber
    case showLog
    case loadOlderLog
    case dismissSheet
    case endTurn
    case secondPart
    case startEndGame
    /// A finished game: its standings.
    case showResults
    case undo
    case redo
    /// Switches between the table mode and the list.
    case setTableMode(Bool)
    /// Hosts the live table for the other phones.
    case hostLiveTable
    /// The app came back to the foreground: another writer may have moved the game on.
    case refresh
    case dismissAlert
}
