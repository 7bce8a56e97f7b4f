// The score form's model holds one value, the core's ScoringDraft, and draws the
// core's DraftView: every tap is one `applyDraft`, a submit is `submitDraft`, and
// nothing is decided here (no starting value, no command, no editability). The
// draft's JSON is what the app keeps to restore the form after it was killed.

import Foundation
import Observation
import TallyCore

/// A score form or a dispatch kept across process death: its game and the core's draft as JSON.
public struct SavedScoreForm: Codable, Equatable, Sendable {
    public let gameId: Int64
    public let draft: String

    public init(gameId: Int64, draft: String) {
        self.gameId = gameId
        self.draft = draft
    }

    /// As the app keeps it (scene storage).
    public var json: String {
        (try? JSONEncoder().encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? ""
    }

    /// A kept form read back; nil for anything else (an empty or older text).
    public init?(json: String) {
        guard let saved = try? JSONDecoder().decode(SavedScoreForm.self, from: Data(json.utf8)) else { return nil }
        self = saved
    }
}

@MainActor
@Observable
public final class ScoreFormModel {
    public private(set) var viewState = ScoreFormViewState.loading
    /// The form as it stands, to keep in case the app is killed (nil until the core
    /// answered).
    public private(set) var saved: SavedScoreForm?
    @ObservationIgnored private let game: GameService
    @ObservationIgnored private let tasks = SerialTasks()
    @ObservationIgnored private var draft: ScoringDraft?

    /// A new scoring of a feature or event (an event of several steps at `step`).
    public init(game: GameService, kind: ItemKind, key: String, step: Step? = nil) {
        self.game = game
        tasks.run { await self.load(await game.startDraft(.item(kind: kind, key: key, step: step))) }
    }

    /// An edit of the scoring recorded as entry `seq`, with its values as recorded.
    public init(game: GameService, editing seq: UInt64) {
        self.game = game
        viewState.editing = seq
        tasks.run { await self.load(await game.startDraft(.edit(seq: seq))) }
    }

    /// A form kept before the app was killed.
    public init(game: GameService, restoring saved: SavedScoreForm) {
        self.game = game
        tasks.run { await self.load(await game.restoreDraft(saved.draft)) }
    }

    @discardableResult
    public func send(viewAction: ScoreFormViewAction) -> Task<Void, Never> {
        let action: DraftAction
        switch viewAction {
        case .setCount(let item, let field, let player, let value):
            action = .set(item: UInt32(item), field: field, player: player, value: .int(value))
        case .adjust(let item, let field, let player, let by):
            action = .adjust(item: UInt32(item), field: field, player: player, by: by)
        case .setToggle(let item, let field, let player, let on):
            action = .set(item: UInt32(item), field: field, player: player, value: .bool(on))
        case .choose(let item, let field, let key):
            action = .set(item: UInt32(item), field: field, player: nil, value: .text(key))
        case .clear(let item, let field, let player):
            action = .clear(item: UInt32(item), field: field, player: player)
        case .add(let button):
            action = .add(kind: button.kind, key: button.key, step: nil)
        case .remove(let item):
            action = .remove(item: UInt32(item))
        case .select(let item):
            action = .select(item: UInt32(item))
        case .chooseFigure(let player, let figure):
            action = .chooseFigure(player: player, figure: figure, item: nil)
        case .chooseStep(let item, let step):
            action = .chooseStep(item: UInt32(item), step: step)
        case .confirmNobodyScores(let confirmed):
            action = .confirmNobodyScores(confirmed: confirmed)
        case .submit:
            return tasks.run { await self.submit() }
        case .dismissAlert:
            viewState.alert = nil
            return tasks.run {}
        }
        return tasks.run { await self.apply(action) }
    }

    /// Waits until the form has its draft and every answer asked for so far.
    public func settled() async {
        await tasks.settled()
    }

    // MARK: the draft

    private func load(_ result: Result<DraftState, TallyError>) async {
        switch result {
        case .success(let state): show(state)
        case .failure(let error): viewState.alert = AlertState(error)
        }
        viewState.isLoading = false
    }

    private func apply(_ action: DraftAction) async {
        guard let draft else { return }
        switch await game.applyDraft(draft, action) {
        case .success(let state): show(state)
        // The core refused the tap and names the field; the draft stays as it was.
        case .failure(let error): viewState.alert = AlertState(error)
        }
    }

    private func submit() async {
        guard let draft else { return }
        switch await game.submit(draft) {
        case .success:
            viewState.isDone = true
            saved = nil
        case .failure(let error):
            viewState.alert = AlertState(error)
            viewState.refusalField = error.field
        }
    }

    private func show(_ state: DraftState) {
        draft = state.draft
        saved = SavedScoreForm(gameId: game.gameId, draft: state.json)
        let view = state.view
        let players = game.formPlayers
        let items = DraftItemState.items(of: view, game: game)
        let addableEvents = view.addableEvents.map { ScorableEvent(key: $0, recorded: 0, refused: nil) }
        viewState = ScoreFormViewState(
            title: items.first?.name ?? "",
            items: items,
            current: Int(view.current),
            addable: ScoreButton.buttons(features: view.addableFeatures, events: addableEvents, catalogue: game.catalogue),
            preview: view.preview.map { AwardPreview.awards($0, players: players) },
            change: view.change.map { ChangeSummary($0, game: game) },
            figures: view.figures.compactMap { FigureChoiceRow($0, game: game) },
            submit: ActionState(view.submit),
            refusalField: view.refusal?.field,
            refusalCode: view.refusal?.code,
            offersNobodyScores: view.nobodyScoresOffered,
            nobodyScores: view.nobodyScores,
            editing: view.editing,
            isLoading: false,
            alert: viewState.alert,
            isDone: false)
    }
}
