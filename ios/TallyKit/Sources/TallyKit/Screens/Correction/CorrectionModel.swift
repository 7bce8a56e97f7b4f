// A manual correction: points added or taken by hand, with a reason (and, with
// Messages, the figure that moves).

import Foundation
import Observation
import TallyCore

public struct CorrectionViewState: Equatable, Sendable {
    public var players: [FormPlayer]
    public var player: String
    public var points: Int64
    public var reason: String
    /// With Messages: the figure that moves (nil: the core's default).
    public var figure: UInt32?
    public var figuresPerPlayer: Int
    public var canSubmit: Bool
    public var alert: AlertState?
    public var isDone: Bool
}

public enum CorrectionViewAction: Equatable, Sendable {
    case choosePlayer(String)
    case setPoints(Int64)
    case setReason(String)
    case chooseFigure(UInt32?)
    case submit
    case dismissAlert
}

@MainActor
@Observable
public final class CorrectionModel {
    public private(set) var viewState: CorrectionViewState
    @ObservationIgnored private let game: GameService

    public init(game: GameService) {
        self.game = game
        let state = game.state
        viewState = CorrectionViewState(
            players: state.players.map(FormPlayer.init), player: state.activePlayer, points: 0, reason: "",
            figure: nil, figuresPerPlayer: game.figuresPerPlayer, canSubmit: false, alert: nil, isDone: false)
    }

    public func send(viewAction: CorrectionViewAction) {
        switch viewAction {
        case .choosePlayer(let player): viewState.player = player
        case .setPoints(let points): viewState.points = points
        case .setReason(let reason): viewState.reason = reason
        case .chooseFigure(let figure): viewState.figure = figure
        case .dismissAlert: viewState.alert = nil
        case .submit:
            let result = game.correct(
                player: viewState.player, points: viewState.points, reason: viewState.reason, figure: viewState.figure)
            switch result {
            case .success: viewState.isDone = true
            case .failure(let error): viewState.alert = AlertState(error)
            }
        }
        // The core has the last word; this only keeps an empty form from being sent.
        viewState.canSubmit = viewState.points != 0
            && !viewState.reason.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
    }
}
