// A dispatch (Mini 2 - The Messages): the active player's figure stopped on a dark
// space (the table's pending prompt); they take the 2 points or one dispatch tile's
// effect. The model holds one value, the core's dispatch draft (DESIGN.md principle
// 10), and draws its DraftView: the tiles and who draws are the view's, a count
// tile's count is the view's field, the feature a tile scores (the smallest road,
// city or cloister, or the feature of a meeple) is the draft's one item with its
// fields, and the breakdown, the figure choice and whether it can be taken now are
// the core's. Every tap is one `applyDraft`; "take it" is `submitDraft`. The draft's
// JSON is what the app keeps to restore the sheet after it was killed.
//
// A past dispatch's log entry (`EntryEdit.dispatch`) opens in the same sheet as an
// edit: the core's draft of that entry (`DraftStart.edit`), its tile and values as
// recorded, previewed as what the edit changes (`DraftView.change`) and submitted as
// the edit. No dispatch is pending while it is edited: the edit is done when the
// core takes it, not when the table has nothing pending.

import Observation
import TallyCore

/// A dispatch tile as the sheet lists it.
public struct DispatchTileRow: Equatable, Identifiable, Sendable {
    public var id: String { key }
    public let key: String
    public let name: String
    /// How to count, or what happens.
    public let help: String
    /// The reference row id.
    public let rule: String
}

public struct DispatchViewState: Equatable, Sendable {
    /// Who draws.
    public var player: FormPlayer?
    /// The figure that stopped on the dark space (0-based), and the space.
    public var figure: UInt32
    public var space: UInt32
    public var tiles: [DispatchTileRow]
    /// The chosen tile's key.
    public var tile: String?
    /// A count tile's count (its limits, its value, whether it is still to give).
    public var count: DraftFieldState?
    /// The features a meeple tile's meeple may stand on, and the one it scores.
    public var meepleFeatures: [FeatureInfo]
    public var feature: String?
    /// The feature the tile scores, with its fields (the draft's item).
    public var item: DraftItemState?
    /// The drawer's two figures: which one takes the points.
    public var figures: [FigureChoiceRow]
    /// The awards taking the tile would give, when it can be taken; for an edit, the
    /// edited entry's awards as the edit would make them.
    public var preview: [AwardPreview]?
    /// An edit of a past dispatch: what the edit changes (every player's score, the
    /// entries it touches), when the core would make it.
    public var change: ChangeSummary?
    /// The entry edited (its number), nil for the dispatch the game waits on.
    public var editing: UInt64?
    /// "Take it": always shown; allowed or not, with the core's reason.
    public var submit: ActionState
    /// The field the core's refusal is about (a count still to give).
    public var refusalField: String?
    public var refusalCode: ErrorCode?
    public var isLoading: Bool
    public var alert: AlertState?
    /// No dispatch is pending any more, or the edit was made: the sheet closes.
    public var isDone: Bool

    static let loading = DispatchViewState(
        player: nil, figure: 0, space: 0, tiles: [], tile: nil, count: nil, meepleFeatures: [], feature: nil, item: nil,
        figures: [], preview: nil, change: nil, editing: nil, submit: ActionState(allowed: false, whyNot: nil),
        refusalField: nil, refusalCode: nil, isLoading: true, alert: nil, isDone: false)
}

/// Each tap on the dispatch sheet: one action of the core's draft (or taking it).
public enum DispatchViewAction: Equatable, Sendable {
    case chooseTile(String)
    /// The feature a meeple tile's meeple stands on.
    case chooseFeature(String)
    /// A count tile's count typed in; nil forgets it.
    case setCount(Int64?)
    /// A count tile's stepper.
    case adjustCount(by: Int64)
    /// A field of the tile's feature, as the score form's field rows send it.
    case field(ScoreFormViewAction)
    /// Which of the drawer's figures takes the points.
    case chooseFigure(UInt32)
    case resolve
    /// Takes back the scoring that stopped on the dark space (not in an edit).
    case undo
    case dismissAlert

    /// The count's action for what a score form's count row sends (typed, stepped,
    /// cleared); nil for anything else.
    public init?(count action: ScoreFormViewAction) {
        switch action {
        case .setCount(_, _, _, let value): self = .setCount(value)
        case .adjust(_, _, _, let by): self = .adjustCount(by: by)
        case .clear: self = .setCount(nil)
        default: return nil
        }
    }
}

@MainActor
@Observable
public final class DispatchModel {
    public private(set) var viewState = DispatchViewState.loading
    /// The dispatch as it stands, to keep in case the app is killed (nil until the
    /// core answered, and once it is taken).
    public private(set) var saved: SavedScoreForm?
    @ObservationIgnored private let game: GameService
    @ObservationIgnored private let tasks = SerialTasks()
    @ObservationIgnored private var draft: ScoringDraft?
    /// The sheet edits a past entry: done once the edit is made, no dispatch after it.
    @ObservationIgnored private let isEdit: Bool

    /// The dispatch the game waits on; `restoring` a draft kept before the app was
    /// killed, when it is this game's dispatch (anything else starts afresh).
    public init(game: GameService, restoring kept: SavedScoreForm? = nil) {
        self.game = game
        isEdit = false
        tasks.run {
            if let kept, let state = await Self.restore(kept, game: game), state.view.editing == nil {
                self.show(state)
                return
            }
            await self.startAfresh()
        }
    }

    /// An edit of the dispatch recorded as entry `seq`: its tile and values as
    /// recorded.
    public init(game: GameService, editing seq: UInt64) {
        self.game = game
        isEdit = true
        viewState.editing = seq
        tasks.run {
            switch await game.startDraft(.edit(seq: seq)) {
            case .success(let state): self.show(state)
            case .failure(let error): self.viewState.alert = AlertState(error)
            }
            self.viewState.isLoading = false
        }
    }

    /// An edit of a past dispatch kept before the app was killed; anything else (a
    /// draft that no longer reads, another game's, not an edit) closes the sheet.
    public init(game: GameService, restoringEdit kept: SavedScoreForm) {
        self.game = game
        isEdit = true
        tasks.run {
            if let state = await Self.restore(kept, game: game), state.view.editing != nil {
                self.show(state)
            } else {
                self.finish()
            }
        }
    }

    /// A kept dispatch draft of this game, read back; nil for anything else.
    private static func restore(_ kept: SavedScoreForm, game: GameService) async -> DraftState? {
        guard kept.gameId == game.gameId, case .success(let state) = await game.restoreDraft(kept.draft),
              state.view.dispatch != nil
        else { return nil }
        return state
    }

    @discardableResult
    public func send(viewAction: DispatchViewAction) -> Task<Void, Never> {
        let action: DraftAction
        switch viewAction {
        case .chooseTile(let key):
            action = .chooseTile(tile: key, feature: nil)
        case .chooseFeature(let key):
            guard let tile = viewState.tile else { return tasks.run {} }
            action = .chooseTile(tile: tile, feature: key)
        case .setCount(let count):
            action = .setCount(count: count)
        case .adjustCount(let by):
            action = .adjustCount(by: by)
        case .field(let field):
            guard let fieldAction = Self.draftAction(field) else { return tasks.run {} }
            action = fieldAction
        case .chooseFigure(let figure):
            guard let drawer = viewState.player?.id else { return tasks.run {} }
            action = .chooseFigure(player: drawer, figure: figure, item: nil)
        case .resolve:
            return tasks.run { await self.resolve() }
        case .undo:
            guard !isEdit else { return tasks.run {} }
            return tasks.run {
                switch await self.game.execute(.undo) {
                case .success: await self.startAfresh()
                case .failure(let error): self.viewState.alert = AlertState(error)
                }
            }
        case .dismissAlert:
            viewState.alert = nil
            return tasks.run {}
        }
        return tasks.run { await self.apply(action) }
    }

    /// Waits until the sheet has its draft and every answer asked for so far.
    public func settled() async {
        await tasks.settled()
    }

    // MARK: the draft

    /// A field of the tile's feature: the same taps as the score form's.
    private static func draftAction(_ field: ScoreFormViewAction) -> DraftAction? {
        switch field {
        case .setCount(let item, let field, let player, let value):
            return .set(item: UInt32(item), field: field, player: player, value: .int(value))
        case .adjust(let item, let field, let player, let by):
            return .adjust(item: UInt32(item), field: field, player: player, by: by)
        case .setToggle(let item, let field, let player, let on):
            return .set(item: UInt32(item), field: field, player: player, value: .bool(on))
        case .choose(let item, let field, let key):
            return .set(item: UInt32(item), field: field, player: nil, value: .text(key))
        case .clear(let item, let field, let player):
            return .clear(item: UInt32(item), field: field, player: player)
        default:
            return nil
        }
    }

    /// The dispatch the game waits on now, from its first tile (the 2 points); done
    /// when none waits.
    private func startAfresh() async {
        guard case .dispatch? = game.table.pending else {
            finish()
            return
        }
        switch await game.startDraft(.dispatch) {
        case .success(let state): show(state)
        case .failure(let error):
            viewState.alert = AlertState(error)
            viewState.isLoading = false
        }
    }

    private func apply(_ action: DraftAction) async {
        guard let draft else { return }
        switch await game.applyDraft(draft, action) {
        case .success(let state): show(state)
        // The core refused the tap and names the field; the draft stays as it was.
        case .failure(let error): viewState.alert = AlertState(error)
        }
    }

    private func resolve() async {
        guard let draft else { return }
        switch await game.submit(draft) {
        // An edit is done once made (no dispatch is pending while it is edited).
        case .success where isEdit: finish()
        // A dispatch may chain another: it starts afresh.
        case .success: await startAfresh()
        case .failure(let error):
            viewState.alert = AlertState(error)
            viewState.refusalField = error.field
        }
    }

    private func finish() {
        draft = nil
        saved = nil
        viewState.isLoading = false
        viewState.isDone = true
    }

    private func show(_ state: DraftState) {
        guard let dispatch = state.view.dispatch else { return }
        draft = state.draft
        saved = SavedScoreForm(gameId: game.gameId, draft: state.json)
        let view = state.view
        let options = dispatch.options
        let change = view.change.map { ChangeSummary($0, game: game) }
        let players = game.formPlayers
        var meepleFeatures: [FeatureInfo] = []
        if case .meeple(let features)? = options.tiles.first(where: { $0.key == dispatch.tile })?.form {
            meepleFeatures = features
        }
        viewState = DispatchViewState(
            player: players.first { $0.id == options.player },
            figure: options.figure,
            space: options.space,
            tiles: options.tiles.map { DispatchTileRow(key: $0.key, name: $0.name, help: $0.help, rule: $0.rule) },
            tile: dispatch.tile,
            count: dispatch.count.map { DraftFieldState($0, players: players) },
            meepleFeatures: meepleFeatures,
            feature: dispatch.feature,
            item: DraftItemState.items(of: view, game: game).first,
            figures: view.figures.compactMap { FigureChoiceRow($0, game: game) },
            preview: view.preview.map { AwardPreview.awards($0, players: players) }
                ?? view.change.flatMap { Self.editedEntry($0, seq: view.editing) }.map {
                    AwardPreview.awards($0, players: players)
                },
            change: change,
            editing: view.editing,
            submit: ActionState(view.submit),
            refusalField: view.refusal?.field,
            refusalCode: view.refusal?.code,
            isLoading: false,
            alert: viewState.alert,
            isDone: false)
    }

    /// The edited entry as the edit would make it, from the core's preview of the change.
    private static func editedEntry(_ change: ChangePreview, seq: UInt64?) -> LogItem? {
        guard let seq, case .replace(_, let changed) = change.change else { return nil }
        return changed.first { $0.seq == seq }
    }
}
