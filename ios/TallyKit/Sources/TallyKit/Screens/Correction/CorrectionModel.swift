// A manual correction: points added or taken by hand, with a reason and, with
// Messages, the figure that moves (the core previews which one it would move).
// The same form edits a past correction, showing what the edit changes.

import Foundation
import Observation
import TallyCore

public struct CorrectionViewState: Equatable, Sendable {
    public var players: [FormPlayer]
    public var player: String
    public var points: Int64
    public var reason: String
    /// With Messages: the player's figures, the one chosen and the core's default.
    public var figureChoice: FigureChoiceRow?
    /// Editing a past correction (its number).
    public var editing: UInt64?
    /// When editing: what the edit changes.
    public var change: ChangeSummary?
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
    @ObservationIgnored private let tasks = SerialTasks()
    private var figure: UInt32?
    private var previewedFigure: UInt32?

    public init(game: GameService, editing seq: UInt64? = nil) {
        self.game = game
        viewState = CorrectionViewState(
            players: game.formPlayers, player: game.table.active, points: 0, reason: "", figureChoice: nil,
            editing: seq, change: nil, canSubmit: false, alert: nil, isDone: false)
        if let seq {
            tasks.run {
                if case .success(.correct(let player, let points, let reason, let figure)) = await game.command(of: seq) {
                    self.viewState.player = player
                    self.viewState.points = points
                    self.viewState.reason = reason
                    self.figure = figure
                }
                await self.refresh()
            }
        } else {
            tasks.run { await self.refresh() }
        }
    }

    @discardableResult
    public func send(viewAction: CorrectionViewAction) -> Task<Void, Never> {
        switch viewAction {
        case .choosePlayer(let player):
            viewState.player = player
            figure = nil
        case .setPoints(let points): viewState.points = points
        case .setReason(let reason): viewState.reason = reason
        case .chooseFigure(let chosen): figure = chosen
        case .dismissAlert:
            viewState.alert = nil
            return tasks.run {}
        case .submit:
            return tasks.run { await self.submit() }
        }
        return tasks.run { await self.refresh() }
    }

    public func settled() async {
        await tasks.settled()
    }

    public var command: Command {
        .correct(player: viewState.player, points: viewState.points,
                 reason: viewState.reason.trimmingCharacters(in: .whitespacesAndNewlines), figure: figure)
    }

    private func refresh() async {
        // The core has the last word; this only keeps an empty form from being sent.
        let filled = viewState.points != 0 && !viewState.reason.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
        previewedFigure = nil
        if viewState.points != 0 {
            if let seq = viewState.editing {
                if case .success(let change) = await game.previewChange(.edit(seq: seq, command: command)) {
                    viewState.change = ChangeSummary(change, game: game)
                    if case .replace(_, let changed) = change.change {
                        previewedFigure = changed.first { $0.seq == seq }?.awards.first?.figure
                    }
                }
            } else if case .success(let item) = await game.preview(command) {
                previewedFigure = item.awards.first?.figure
            }
        }
        viewState.figureChoice = FigureChoiceRow.standing(
            viewState.player, game: game, chosen: figure, previewed: previewedFigure)
        viewState.canSubmit = filled
    }

    private func submit() async {
        let result = await game.execute(viewState.editing.map { .edit(seq: $0, command: command) } ?? command)
        switch result {
        case .success: viewState.isDone = true
        case .failure(let error): viewState.alert = AlertState(error)
        }
    }
}
