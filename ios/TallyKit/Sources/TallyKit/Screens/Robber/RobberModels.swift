// The robbers (Mini 6): placing a robber on a space with another player's figure,
// and the owner's choice when several figures on that space scored.

import Observation
import TallyCore

public struct RobberOwner: Equatable, Identifiable, Sendable {
    public let player: FormPlayer
    /// Where the robber stands, or nil at home.
    public let robberSpace: UInt8?
    public var id: String { player.id }
}

/// A space the robber may go to: other players' figures stand there.
public struct RobberSpace: Equatable, Identifiable, Sendable {
    public var id: UInt8 { space }
    public let space: UInt8
    public let occupants: [FormPlayer]
}

public struct RobberPlacementViewState: Equatable, Sendable {
    public var owners: [RobberOwner]
    public var owner: String
    /// Spaces holding another player's figure, for the chosen owner.
    public var spaces: [RobberSpace]
    public var space: UInt8?
    public var canPlace: Bool
    public var alert: AlertState?
    public var isDone: Bool
}

public enum RobberPlacementViewAction: Equatable, Sendable {
    case chooseOwner(String)
    case chooseSpace(UInt8)
    case place
    case dismissAlert
}

@MainActor
@Observable
public final class RobberPlacementModel {
    public private(set) var viewState: RobberPlacementViewState
    @ObservationIgnored private let game: GameService

    public init(game: GameService) {
        self.game = game
        let state = game.state
        viewState = RobberPlacementViewState(
            owners: state.players.map { RobberOwner(player: FormPlayer($0), robberSpace: $0.robberSpace) },
            owner: state.activePlayer, spaces: [], space: nil, canPlace: false, alert: nil, isDone: false)
        refresh()
    }

    public func send(viewAction: RobberPlacementViewAction) {
        switch viewAction {
        case .chooseOwner(let owner):
            viewState.owner = owner
            viewState.space = nil
        case .chooseSpace(let space):
            viewState.space = space
        case .place:
            guard let space = viewState.space else { return }
            switch game.placeRobber(owner: viewState.owner, space: space) {
            case .success: viewState.isDone = true
            case .failure(let error): viewState.alert = AlertState(error)
            }
        case .dismissAlert:
            viewState.alert = nil
        }
        refresh()
    }

    private func refresh() {
        let others = game.state.players.filter { $0.id != viewState.owner }
        let spaces = Set(others.flatMap { $0.figures.map(\.space) }).sorted()
        viewState.spaces = spaces.map { space in
            RobberSpace(space: space, occupants: others.filter { $0.figures.contains { $0.space == space } }.map(FormPlayer.init))
        }
        viewState.canPlace = viewState.space != nil
    }
}

public struct RobberCandidateRow: Equatable, Identifiable, Sendable {
    public var id: String { player.id }
    public let player: FormPlayer
    /// Their primary points this round (the robber takes half, rounded up).
    public let points: Int64
}

public struct RobberChoiceViewState: Equatable, Sendable {
    public var owner: FormPlayer?
    public var space: UInt8
    public var candidates: [RobberCandidateRow]
    public var alert: AlertState?
    public var isDone: Bool
}

public enum RobberChoiceViewAction: Equatable, Sendable {
    case choose(String)
    case undo
    case dismissAlert
}

@MainActor
@Observable
public final class RobberChoiceModel {
    @ObservationIgnored private let game: GameService
    private var alert: AlertState?
    private var isDone = false

    public init(game: GameService) {
        self.game = game
    }

    public var viewState: RobberChoiceViewState {
        let players = game.state.players
        guard case .robberChoice(let owner, let space, let candidates)? = game.state.pending else {
            return RobberChoiceViewState(owner: nil, space: 0, candidates: [], alert: alert, isDone: true)
        }
        return RobberChoiceViewState(
            owner: players.first { $0.id == owner }.map(FormPlayer.init),
            space: space,
            candidates: candidates.compactMap { candidate in
                players.first { $0.id == candidate.player }.map {
                    RobberCandidateRow(player: FormPlayer($0), points: candidate.points)
                }
            },
            alert: alert, isDone: isDone)
    }

    public func send(viewAction: RobberChoiceViewAction) {
        let result: Result<GameState, TallyError>
        switch viewAction {
        case .choose(let victim): result = game.chooseRobberVictim(victim)
        case .undo: result = game.undo()
        case .dismissAlert:
            alert = nil
            return
        }
        switch result {
        case .success: isDone = game.state.pending == nil
        case .failure(let error): alert = AlertState(error)
        }
    }
}
