// A dispatch (Mini 2 - The Messages): the active player's figure stopped on a dark
// space (the table's pending prompt); they take the 2 points or one dispatch tile's
// effect. Every tile and what it asks for is the game's catalogue's: a fixed number
// of points, a count with its limits, the smallest feature of a kind scored without
// majority, or a meeple's feature with majority. The form is drawn generically from
// that, and the core previews what the choice would give as it is made.

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
    public let form: TileForm
}

public struct DispatchViewState: Equatable, Sendable {
    public var player: FormPlayer?
    /// The figure that stopped on the dark space (0-based), and the space.
    public var figure: UInt32
    public var space: UInt32
    public var tiles: [DispatchTileRow]
    /// The chosen tile's key.
    public var tile: String?
    /// What the chosen tile asks for: its count, or its feature's inputs.
    public var form: TileFormState?
    /// A meeple tile's features, and the one chosen.
    public var meepleFeatures: [FeatureInfo]
    public var meepleFeature: String?
    /// The player's two figures: which one takes the points.
    public var figureChoice: FigureChoiceRow?
    /// What the choice would give now, or why the core refuses it.
    public var preview: ScorePreview?
    public var canResolve: Bool
    public var alert: AlertState?
    /// No dispatch is pending any more.
    public var isDone: Bool
}

public enum DispatchViewAction: Equatable, Sendable {
    case chooseTile(String)
    /// A value of the tile's form (a player's, with `player`).
    case set(field: String, player: String? = nil, InputValue)
    case chooseMeepleFeature(String)
    case chooseFigure(UInt32?)
    case resolve
    /// Takes back the scoring that stopped on the dark space.
    case undo
    case dismissAlert
}

@MainActor
@Observable
public final class DispatchModel {
    @ObservationIgnored private let game: GameService
    @ObservationIgnored private let tasks = SerialTasks()
    private var tile: String?
    private var form: TileFormState?
    private var meepleFeature: String?
    private var figure: UInt32?
    private var preview: ScorePreview?
    private var alert: AlertState?

    public init(game: GameService) {
        self.game = game
        tasks.run { await self.startAfresh() }
    }

    public var viewState: DispatchViewState {
        guard let options = game.dispatch else {
            return DispatchViewState(
                player: nil, figure: 0, space: 0, tiles: [], tile: nil, form: nil, meepleFeatures: [], meepleFeature: nil,
                figureChoice: nil, preview: nil, canResolve: false, alert: alert, isDone: true)
        }
        let player = game.formPlayers.first { $0.id == options.player }
        let tiles = options.tiles.map {
            DispatchTileRow(key: $0.key, name: $0.name, help: $0.help, rule: $0.rule, form: $0.form)
        }
        var meepleFeatures: [FeatureInfo] = []
        if case .meeple(let features)? = chosenTile?.form { meepleFeatures = features }
        let figureChoice = FigureChoiceRow.standing(
            options.player, game: game, chosen: figure,
            previewed: preview?.awards.first { $0.player.id == options.player }?.figure)
        return DispatchViewState(
            player: player, figure: options.figure, space: options.space, tiles: tiles, tile: tile, form: form,
            meepleFeatures: meepleFeatures, meepleFeature: meepleFeature, figureChoice: figureChoice, preview: preview,
            canResolve: choice != nil && (preview?.isAccepted ?? false), alert: alert, isDone: false)
    }

    @discardableResult
    public func send(viewAction: DispatchViewAction) -> Task<Void, Never> {
        switch viewAction {
        case .chooseTile(let key):
            return tasks.run {
                await self.choose(tile: key)
                await self.refreshPreview()
            }
        case .set(let field, let player, let value):
            form?.set(field, player: player, to: value)
        case .chooseMeepleFeature(let key):
            return tasks.run {
                self.meepleFeature = key
                self.form = await self.featureForm(key, withPlayers: true)
                await self.refreshPreview()
            }
        case .chooseFigure(let chosen):
            figure = chosen
        case .resolve:
            return tasks.run { await self.resolve() }
        case .undo:
            return tasks.run {
                switch await self.game.execute(.undo) {
                case .success: if self.game.dispatch != nil { await self.startAfresh() }
                case .failure(let error): self.alert = AlertState(error)
                }
            }
        case .dismissAlert:
            alert = nil
            return tasks.run {}
        }
        return tasks.run { await self.refreshPreview() }
    }

    public func settled() async {
        await tasks.settled()
    }

    /// The choice as the core takes it (nil while a meeple's feature is not chosen).
    public var choice: DispatchChoice? {
        guard let chosenTile else { return nil }
        switch chosenTile.form {
        case .fixed:
            return DispatchChoice(tile: chosenTile.key, inputs: [:])
        case .count(let field, _):
            var count = field.default
            if case .int(let entered)? = form?.value(field.name) { count = entered }
            return DispatchChoice(tile: chosenTile.key, count: count, inputs: [:])
        case .smallest:
            return DispatchChoice(tile: chosenTile.key, inputs: form?.inputs ?? [:])
        case .meeple:
            guard let meepleFeature else { return nil }
            return DispatchChoice(tile: chosenTile.key, feature: meepleFeature, inputs: form?.inputs ?? [:],
                                  players: form?.playerInputs ?? [])
        }
    }

    // MARK: steps

    private var chosenTile: TileOption? {
        game.dispatch?.tiles.first { $0.key == tile }
    }

    /// A new dispatch: its first tile (the 2 points, in the core's order).
    private func startAfresh() async {
        figure = nil
        meepleFeature = nil
        form = nil
        preview = nil
        if let first = game.dispatch?.tiles.first {
            await choose(tile: first.key)
            await refreshPreview()
        }
    }

    private func choose(tile key: String) async {
        tile = key
        meepleFeature = nil
        form = nil
        switch chosenTile?.form {
        case .count(let field, _)?:
            form = TileFormState(fields: [field], players: [])
        case .smallest(let feature)?:
            form = await featureForm(feature.key, withPlayers: false)
        default:
            break
        }
    }

    /// A tile's feature is scored with its end-of-game form (`TileForm`: "the
    /// feature's end-of-game form").
    private func featureForm(_ key: String, withPlayers: Bool) async -> TileFormState? {
        switch await game.featureForm(key, when: .endOfGame) {
        case .success(let form):
            return TileFormState(fields: form.fields, players: game.formPlayers, withoutPlayerInputs: !withPlayers)
        case .failure(let error):
            alert = AlertState(error)
            return nil
        }
    }

    private func refreshPreview() async {
        guard let choice else {
            preview = nil
            return
        }
        preview = ScorePreview(await game.preview(.resolveDispatch(choice: choice, figure: figure)), players: game.formPlayers)
    }

    private func resolve() async {
        guard let choice else { return }
        switch await game.execute(.resolveDispatch(choice: choice, figure: figure)) {
        case .success:
            // A dispatch may chain another: it starts afresh.
            if game.dispatch != nil {
                await startAfresh()
            }
        case .failure(let error):
            alert = AlertState(error)
        }
    }
}
