// The score form's model: items drawn from the core's forms, the core's preview
// after every change (or, for an edit of a past entry, what the edit changes),
// the figure choice with Messages, and recording. A form opens for a new scoring,
// for a past entry (filled from the command it holds), or from a saved draft.

import Observation
import TallyCore

@MainActor
@Observable
public final class ScoreFormModel {
    public private(set) var viewState: ScoreFormViewState
    @ObservationIgnored private let game: GameService
    @ObservationIgnored private let tasks = SerialTasks()
    @ObservationIgnored private var nextItem = 0
    private var figures: [String: UInt32] = [:]

    private enum Start: Sendable {
        case new(ScoreSubject)
        case editing(UInt64)
        case draft(ScoreFormDraft)
    }

    /// A new scoring of `subject`.
    public convenience init(game: GameService, subject: ScoreSubject) {
        self.init(game: game, start: .new(subject))
    }

    /// The past entry `seq`, in the form of the command it holds.
    public convenience init(game: GameService, editing seq: UInt64) {
        self.init(game: game, start: .editing(seq))
    }

    /// A form as it was saved before the app was closed.
    public convenience init(game: GameService, draft: ScoreFormDraft) {
        self.init(game: game, start: .draft(draft))
    }

    private init(game: GameService, start: Start) {
        self.game = game
        var editing: UInt64?
        switch start {
        case .editing(let seq): editing = seq
        case .draft(let draft): editing = draft.editing
        case .new: break
        }
        viewState = ScoreFormViewState(
            title: "", items: [], addable: [], preview: nil, figureChoices: [], nobodyScores: false, editing: editing,
            change: nil, isLoading: true, canSubmit: false, alert: nil, isDone: false)
        tasks.run { await self.load(start) }
    }

    @discardableResult
    public func send(viewAction: ScoreFormViewAction) -> Task<Void, Never> {
        switch viewAction {
        case .edit(let edit, let item):
            update(item) { $0.form.apply(edit) }
        case .chooseStep(let step, let item):
            update(item) { $0.step = step }
        case .addItem(let button):
            return tasks.run {
                switch await self.loadItem(button.subject, when: nil, step: nil) {
                case .success(let item): self.viewState.items.append(item)
                case .failure(let error): self.viewState.alert = AlertState(error)
                }
                await self.refreshPreview()
            }
        case .removeItem(let index):
            guard viewState.items.count > 1, viewState.items.indices.contains(index) else { return tasks.run {} }
            viewState.items.remove(at: index)
        case .chooseFigure(let player, let figure, let item):
            if let item {
                update(item) { $0.figures[player] = figure }
            } else {
                figures[player] = figure
            }
        case .confirmNobodyScores(let confirmed):
            viewState.nobodyScores = confirmed
        case .submit:
            return tasks.run { await self.submit() }
        case .dismissAlert:
            viewState.alert = nil
            return tasks.run {}
        }
        return tasks.run { await self.refreshPreview() }
    }

    /// Waits until the form has read its fields and every answer asked for so far.
    public func settled() async {
        await tasks.settled()
    }

    /// The command as it stands: one item on its own (its figures are the round's
    /// too), several as one round.
    public var command: Command {
        let items = viewState.items.map(roundItem)
        guard items.count == 1, let only = items.first else {
            return .scoreRound(ScoringRound(items: items, figures: figures))
        }
        switch only {
        case .feature(var scoring):
            scoring.figures = figures.merging(scoring.figures) { _, item in item }
            return .scoreFeature(scoring)
        case .event(var recording):
            recording.figures = figures.merging(recording.figures) { _, item in item }
            return .recordEvent(recording)
        }
    }

    /// The form as it stands, to be restored if the app is closed.
    public var draft: ScoreFormDraft {
        ScoreFormDraft(
            gameId: game.gameId, editing: viewState.editing,
            items: viewState.items.map { item in
                ScoreFormDraft.Item(subject: item.subject, step: item.step.map(game.catalog.code(of:)),
                                    values: item.form.values, figures: item.figures)
            },
            figures: figures, nobodyScores: viewState.nobodyScores)
    }

    // MARK: loading

    private func load(_ start: Start) async {
        switch start {
        case .new(let subject):
            await add(subject, when: nil, step: nil, figures: [:]) { _ in }
        case .draft(let draft):
            figures = draft.figures
            viewState.nobodyScores = draft.nobodyScores
            for item in draft.items {
                await add(item.subject, when: nil, step: item.step.flatMap(game.catalog.step(code:)),
                          figures: item.figures) { form in
                    form.restore(item.values)
                }
            }
        case .editing(let seq):
            switch await game.command(of: seq) {
            case .success(let command): await fill(from: command)
            case .failure(let error): viewState.alert = AlertState(error)
            }
        }
        viewState.title = viewState.items.first?.name ?? ""
        viewState.isLoading = false
        await refreshPreview()
    }

    private func fill(from command: Command) async {
        let items: [RoundItem]
        switch command {
        case .scoreFeature(let scoring):
            items = [.feature(scoring)]
        case .recordEvent(let recording):
            items = [.event(recording)]
        case .scoreRound(let round):
            items = round.items
            figures = round.figures
        default:
            // Not a scoring: the timeline offers only its deletion.
            return
        }
        for item in items {
            switch item {
            case .feature(let scoring):
                viewState.nobodyScores = viewState.nobodyScores || scoring.nobodyScores
                await add(ScoreSubject(kind: .feature, key: scoring.feature), when: scoring.when, step: scoring.step,
                          figures: scoring.figures) {
                    $0.fill(inputs: scoring.inputs, players: scoring.players)
                }
            case .event(let recording):
                viewState.nobodyScores = viewState.nobodyScores || recording.nobodyScores
                await add(ScoreSubject(kind: .event, key: recording.event), when: nil, step: recording.step,
                          figures: recording.figures) {
                    $0.fill(inputs: recording.inputs, players: recording.players)
                }
            }
        }
    }

    private func add(
        _ subject: ScoreSubject, when: When?, step: Step?, figures: [String: UInt32], prepare: (inout SchemaForm) -> Void
    ) async {
        switch await loadItem(subject, when: when, step: step) {
        case .success(var item):
            prepare(&item.form)
            item.figures = figures
            viewState.items.append(item)
        case .failure(let error):
            viewState.alert = AlertState(error)
        }
    }

    /// An item's form from the core, with the active player's input filled in and,
    /// for an event of several steps, the step (the current one when it is one of them).
    private func loadItem(_ subject: ScoreSubject, when: When?, step: Step?) async -> Result<RoundItemState, TallyError> {
        let event = game.scorable.events.first { $0.key == subject.key }
        let table = game.table
        let form: Result<Form, TallyError>
        let moment: When?
        switch subject.kind {
        case .feature:
            moment = when ?? game.scorable.moment
            form = await game.featureForm(subject.key, when: moment)
        case .event:
            moment = nil
            form = await game.eventForm(subject.key)
        }
        return form.map { form in
            let eventSteps = event?.steps ?? []
            let steps = eventSteps.count > 1 ? game.catalog.steps.filter { eventSteps.contains($0.step) } : []
            let chosen = step ?? (steps.isEmpty ? nil : (eventSteps.contains(table.step) ? table.step : eventSteps.first))
            defer { nextItem += 1 }
            return RoundItemState(
                id: nextItem, subject: subject, name: form.name,
                form: SchemaForm(fields: form.fields, players: game.formPlayers,
                                 activePlayer: event?.activePlayerInput.map { ($0, table.active) }),
                steps: steps, step: chosen, when: moment)
        }
    }

    // MARK: the core's answers

    private func refreshPreview() async {
        viewState.addable = ScoreButton.all(game.scorable).filter { $0.refused == nil }
        guard !viewState.items.isEmpty else {
            viewState.preview = nil
            viewState.canSubmit = false
            viewState.figureChoices = []
            return
        }
        let players = game.formPlayers
        let preview: ScorePreview
        if let seq = viewState.editing {
            switch await game.previewChange(.edit(seq: seq, command: command)) {
            case .success(let change):
                viewState.change = ChangeSummary(change, game: game)
                preview = .score(awards: AwardPreview.awards(editedEntry(seq, in: change) ?? LogItem.empty, players: players))
            case .failure(let error):
                viewState.change = nil
                preview = ScorePreview(.failure(error), players: players)
            }
        } else {
            preview = ScorePreview(await game.preview(command), players: players)
        }
        viewState.preview = preview
        viewState.canSubmit = preview.isAccepted
        let items = viewState.items
        let itemOfAward = Self.itemsOfAwards(preview.awards, items: items)
        viewState.figureChoices = FigureChoiceRow.rows(
            for: preview.awards, table: game.table, item: { itemOfAward[$0.id] ?? nil },
            chosen: { item, player in item.map { items[$0].figures[player] } ?? self.figures[player] })
    }

    /// The item of the round each award comes from, as the core says (`item`); an
    /// award of no item (a robber's steal) belongs to the round.
    static func itemsOfAwards(_ awards: [AwardPreview], items: [RoundItemState]) -> [Int: Int?] {
        var result: [Int: Int?] = [:]
        for award in awards {
            result[award.id] = award.item.flatMap { items.indices.contains($0) ? $0 : nil }
        }
        return result
    }

    /// The edited entry as it would read: changed by the edit, or as it stands.
    private func editedEntry(_ seq: UInt64, in preview: ChangePreview) -> LogItem? {
        if case .replace(_, let changed) = preview.change, let item = changed.first(where: { $0.seq == seq }) {
            return item
        }
        return game.log.items.first { $0.seq == seq }
    }

    private func submit() async {
        let result: Result<Void, TallyError>
        if let seq = viewState.editing {
            result = await game.execute(.edit(seq: seq, command: command))
        } else {
            result = await game.execute(command)
        }
        switch result {
        case .success: viewState.isDone = true
        case .failure(let error): viewState.alert = AlertState(error)
        }
    }

    // MARK: helpers

    private func update(_ index: Int, _ change: (inout RoundItemState) -> Void) {
        guard viewState.items.indices.contains(index) else { return }
        change(&viewState.items[index])
    }

    private func roundItem(_ item: RoundItemState) -> RoundItem {
        switch item.subject.kind {
        case .feature:
            return .feature(FeatureScoring(
                feature: item.subject.key, when: item.when, inputs: item.form.inputs(), players: item.form.playerInputs(),
                figures: item.figures, nobodyScores: viewState.nobodyScores))
        case .event:
            return .event(EventRecording(
                event: item.subject.key, inputs: item.form.inputs(), players: item.form.playerInputs(),
                figures: item.figures, step: item.step, nobodyScores: viewState.nobodyScores))
        }
    }
}

extension LogItem {
    /// An entry with no awards (nothing changes).
    static let empty = LogItem(
        seq: 0, turn: 0, turnPart: 1, active: "", step: .anyTime, kind: "", subject: nil, summary: "", awards: [])
}
