// A dispatch (Mini 2 - The Messages): the active player's figure stopped on a dark
// space; they take 2 points or do one dispatch tile's action. The tiles' inputs come
// from the core's schemas (the smallest road, city or cloister "as at the end";
// one of the player's meeples with majority); the core previews what the choice
// would give as it is made (GameSession.previewDispatch).

import Observation
import TallyCore

public enum DispatchTile: String, CaseIterable, Identifiable, Sendable {
    case twoPoints
    case smallestRoad
    case smallestCity
    case smallestCloister
    case coatsOfArms
    case knights
    case farmers
    case extraTile
    case scoreMeeple

    public var id: String { rawValue }

    /// Tiles scored by a count (coats of arms, knights, farmers).
    public var needsCount: Bool {
        self == .coatsOfArms || self == .knights || self == .farmers
    }

    /// The feature whose end-of-game inputs the tile scores, without majority.
    public var smallestFeature: String? {
        switch self {
        case .smallestRoad: return "road"
        case .smallestCity: return "city"
        case .smallestCloister: return "cloister"
        default: return nil
        }
    }
}

public struct DispatchViewState: Equatable, Sendable {
    public var player: FormPlayer?
    /// The figure that stopped on the dark space, and the space.
    public var figure: UInt32
    public var space: UInt8
    public var tiles: [DispatchTile]
    public var tile: DispatchTile
    public var count: Int64
    /// The inputs of the smallest feature, or of the meeple's feature.
    public var form: SchemaForm?
    /// Features one of the player's meeples can be scored in (as at the end).
    public var meepleFeatures: [ScoreButton]
    public var meepleFeature: String?
    /// The player's two figures: which one takes the points (nil: the core's default).
    public var figureChoice: FigureChoiceRow?
    /// What the choice would give now, or why the core refuses it (nil: no choice yet).
    public var preview: ScorePreview?
    public var canResolve: Bool
    public var alert: AlertState?
    /// No dispatch is pending any more.
    public var isDone: Bool
}

public enum DispatchViewAction: Equatable, Sendable {
    case chooseTile(DispatchTile)
    case setCount(Int64)
    case edit(FormEdit)
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
    @ObservationIgnored private let meepleFeatures: [ScoreButton]
    private var tile: DispatchTile = .twoPoints
    private var count: Int64 = 1
    private var form: SchemaForm?
    private var meepleFeature: String?
    private var figure: UInt32?
    private var alert: AlertState?

    public init(game: GameService) {
        self.game = game
        meepleFeatures = game.features(endOfGame: true).map(ScoreButton.init)
    }

    public var viewState: DispatchViewState {
        let state = game.state
        guard case .dispatch(let playerId, let stoppedFigure, let space)? = state.pending,
              let player = game.player(playerId)
        else {
            return DispatchViewState(
                player: nil, figure: 0, space: 0, tiles: DispatchTile.allCases, tile: tile, count: count, form: form,
                meepleFeatures: meepleFeatures, meepleFeature: meepleFeature, figureChoice: nil, preview: nil,
                canResolve: false, alert: alert, isDone: true)
        }
        let ready = switch tile {
        case .scoreMeeple: meepleFeature != nil && form != nil
        case .smallestRoad, .smallestCity, .smallestCloister: form != nil
        default: true
        }
        let preview = ready ? choice.map { ScorePreview(game.preview($0), players: [FormPlayer(player)]) } : nil
        var previewed = false
        if case .score? = preview { previewed = true }
        return DispatchViewState(
            player: FormPlayer(player), figure: stoppedFigure, space: space, tiles: DispatchTile.allCases, tile: tile,
            count: count, form: form, meepleFeatures: meepleFeatures, meepleFeature: meepleFeature,
            figureChoice: player.figures.count > 1
                ? FigureChoiceRow(player: FormPlayer(player), figures: player.figures.map(\.points), selected: figure)
                : nil,
            preview: preview, canResolve: ready && previewed, alert: alert, isDone: false)
    }

    public func send(viewAction: DispatchViewAction) {
        switch viewAction {
        case .chooseTile(let chosen):
            tile = chosen
            if let feature = chosen.smallestFeature {
                form = schemaForm(feature, withoutPlayerInputs: true)
            } else if chosen == .scoreMeeple {
                form = meepleFeature.flatMap { schemaForm($0, withoutPlayerInputs: false) }
            } else {
                form = nil
            }
        case .setCount(let value):
            count = max(0, value)
        case .edit(let edit):
            form?.apply(edit)
        case .chooseMeepleFeature(let feature):
            meepleFeature = feature
            form = schemaForm(feature, withoutPlayerInputs: false)
        case .chooseFigure(let chosen):
            figure = chosen
        case .resolve:
            resolve()
        case .undo:
            if case .failure(let error) = game.undo() {
                alert = AlertState(error)
            }
        case .dismissAlert:
            alert = nil
        }
    }

    /// The choice as the core takes it.
    public var choice: DispatchChoice? {
        let inputs = form?.inputs() ?? []
        switch tile {
        case .twoPoints: return .twoPoints
        case .smallestRoad: return .smallestRoad(inputs: inputs)
        case .smallestCity: return .smallestCity(inputs: inputs)
        case .smallestCloister: return .smallestCloister(inputs: inputs)
        case .coatsOfArms: return .coatsOfArms(count: count)
        case .knights: return .knights(count: count)
        case .farmers: return .farmers(count: count)
        case .extraTile: return .extraTile
        case .scoreMeeple:
            guard let meepleFeature else { return nil }
            return .scoreMeeple(feature: meepleFeature, inputs: inputs, players: form?.playerInputs() ?? [])
        }
    }

    private func resolve() {
        guard let choice else { return }
        switch game.resolveDispatch(choice, figure: figure) {
        case .success:
            // A dispatch may chain another: start the next one afresh.
            tile = .twoPoints
            count = 1
            form = nil
            meepleFeature = nil
            figure = nil
        case .failure(let error):
            alert = AlertState(error)
        }
    }

    private func schemaForm(_ feature: String, withoutPlayerInputs: Bool) -> SchemaForm? {
        switch game.featureSchema(feature, endOfGame: true) {
        case .success(let specs):
            return SchemaForm(specs: specs, players: game.state.players.map(FormPlayer.init),
                              withoutPlayerInputs: withoutPlayerInputs)
        case .failure(let error):
            alert = AlertState(error)
            return nil
        }
    }
}
