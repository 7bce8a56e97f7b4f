// The score form: the schema of a feature or event as a form, the live breakdown
// preview from the core on every change, the figure choice with Messages, and
// recording (or replacing a past entry).

import Observation
import TallyCore

@MainActor
@Observable
public final class ScoreFormModel {
    public private(set) var viewState: ScoreFormViewState
    @ObservationIgnored private let game: GameService
    private var figures: [String: UInt32] = [:]

    /// - Parameter editing: the entry to replace; the form starts with its inputs.
    public init(game: GameService, subject: ScoreSubject, editing: UInt64? = nil) {
        self.game = game
        let players = game.state.players.map(FormPlayer.init)
        let specs: Result<[InputSpec], TallyError>
        var steps: [StepInfo] = []
        var step: Step?
        switch subject {
        case .feature(let key, _, let endOfGame):
            specs = game.featureSchema(key, endOfGame: endOfGame)
        case .event(let key, _, let eventSteps):
            specs = game.eventSchema(key)
            if eventSteps.count > 1 {
                steps = Catalog.steps.filter { eventSteps.contains($0.step) }
                step = eventSteps.contains(game.state.step) ? game.state.step : eventSteps.first
            }
        }
        var form = SchemaForm(specs: (try? specs.get()) ?? [], players: players)
        if let editing, let command = game.command(of: editing) {
            switch command {
            case .scoreFeature(let scoring):
                form.fill(inputs: scoring.inputs, players: scoring.players)
                figures = Dictionary(scoring.figures.map { ($0.player, $0.figure) }, uniquingKeysWith: { $1 })
            case .recordEvent(let recording):
                form.fill(inputs: recording.inputs, players: recording.players)
                figures = Dictionary(recording.figures.map { ($0.player, $0.figure) }, uniquingKeysWith: { $1 })
                step = recording.step ?? step
            default:
                break
            }
        }
        let title = subject.name
        viewState = ScoreFormViewState(
            title: title, subject: subject, form: form, preview: nil, figureChoices: [], steps: steps, step: step,
            editing: editing, canSubmit: false,
            alert: specs.failure.map(AlertState.init), isDone: false)
        refreshPreview()
    }

    public func send(viewAction: ScoreFormViewAction) {
        switch viewAction {
        case .edit(let edit):
            viewState.form.apply(edit)
            refreshPreview()
        case .chooseFigure(let player, let figure):
            figures[player] = figure
            refreshPreview()
        case .chooseStep(let step):
            viewState.step = step
            refreshPreview()
        case .submit:
            submit()
        case .dismissAlert:
            viewState.alert = nil
        }
    }

    /// The request as it stands.
    public var command: GameCommand {
        let form = viewState.form
        let chosen = figures.keys.sorted().compactMap { player in figures[player].map { FigureChoice(player: player, figure: $0) } }
        switch viewState.subject {
        case .feature(let key, _, let endOfGame):
            return .scoreFeature(scoring: FeatureScoring(
                feature: key, endOfGame: endOfGame, inputs: form.inputs(), players: form.playerInputs(), figures: chosen))
        case .event(let key, _, _):
            return .recordEvent(recording: EventRecording(
                event: key, inputs: form.inputs(), players: form.playerInputs(), figures: chosen, step: viewState.step))
        }
    }

    private func refreshPreview() {
        let result: Result<ScoreResult, TallyError>
        switch command {
        case .scoreFeature(let scoring): result = game.preview(scoring)
        case .recordEvent(let recording): result = game.preview(recording)
        default: return
        }
        let preview = ScorePreview(result, players: viewState.form.players)
        viewState.preview = preview
        switch preview {
        case .score(_, let awards):
            viewState.canSubmit = true
            viewState.figureChoices = figureChoices(for: awards)
        case .refused:
            viewState.canSubmit = false
            viewState.figureChoices = []
        }
    }

    private func figureChoices(for awards: [AwardPreview]) -> [FigureChoiceRow] {
        guard game.figuresPerPlayer > 1 else { return [] }
        return awards.filter { $0.points != 0 }.compactMap { award in
            guard let player = game.player(award.player.id) else { return nil }
            return FigureChoiceRow(player: award.player, figures: player.figures.map(\.points), selected: figures[player.id])
        }
    }

    private func submit() {
        let result: Result<GameState, TallyError>
        if let seq = viewState.editing {
            result = game.edit(seq, to: command)
        } else {
            switch command {
            case .scoreFeature(let scoring): result = game.score(scoring)
            case .recordEvent(let recording): result = game.record(recording)
            default: return
            }
        }
        switch result {
        case .success: viewState.isDone = true
        case .failure(let error): viewState.alert = AlertState(error)
        }
    }
}

extension Result {
    var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
