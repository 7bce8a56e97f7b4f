// The robbers (Mini 6): placing a robber, on the spaces the core says it may go to
// (`robberPlacements`), and the owner's choice of victim — and, with Messages, of
// the figure that takes the stolen points — when the core asks (`RobberChoice`).

import Observation
import TallyCore

public struct RobberOwner: Equatable, Identifiable, Sendable {
    public let player: FormPlayer
    /// Where the robber stands, or nil at home.
    public let current: UInt32?
    public var id: String { player.id }
}

/// A space the robber may go to, with who stands there now.
public struct RobberSpace: Equatable, Identifiable, Sendable {
    public var id: UInt32 { space }
    public let space: UInt32
    /// The players with a figure on it (drawn beside the space).
    public let occupants: [FormPlayer]
}

public struct RobberPlacementViewState: Equatable, Sendable {
    public var owners: [RobberOwner]
    public var owner: String
    /// Where the chosen owner's robber may be placed, as the core says.
    public var spaces: [RobberSpace]
    public var space: UInt32?
    public var canPlace: Bool
    public var alert: AlertState?
    public var isDone: Bool
}

public enum RobberPlacementViewAction: Equatable, Sendable {
    case chooseOwner(String)
    case chooseSpace(UInt32)
    case place
    case dismissAlert
}

@MainActor
@Observable
public final class RobberPlacementModel {
    @ObservationIgnored private let game: GameService
    @ObservationIgnored private let tasks = SerialTasks()
    private var owner: String
    private var space: UInt32?
    private var alert: AlertState?
    private var isDone = false

    public init(game: GameService) {
        self.game = game
        let placements = game.table.robberPlacements
        owner = placements.contains { $0.owner == game.table.active } ? game.table.active : (placements.first?.owner ?? "")
    }

    public var viewState: RobberPlacementViewState {
        let players = game.formPlayers
        let placements = game.table.robberPlacements
        let spaces = placements.first { $0.owner == owner }?.spaces ?? []
        return RobberPlacementViewState(
            owners: placements.compactMap { placement in
                players.first { $0.id == placement.owner }.map { RobberOwner(player: $0, current: placement.current) }
            },
            owner: owner,
            spaces: spaces.map { space in
                RobberSpace(space: space, occupants: game.table.players.filter { player in
                    player.figures.contains { $0.space == space }
                }.compactMap { player in players.first { $0.id == player.id } })
            },
            space: space, canPlace: space.map(spaces.contains) ?? false, alert: alert, isDone: isDone)
    }

    @discardableResult
    public func send(viewAction: RobberPlacementViewAction) -> Task<Void, Never> {
        switch viewAction {
        case .chooseOwner(let chosen):
            owner = chosen
            space = nil
        case .chooseSpace(let chosen):
            space = chosen
        case .place:
            guard let space else { break }
            let owner = owner
            return tasks.run {
                switch await self.game.execute(.placeRobber(owner: owner, space: space)) {
                case .success: self.isDone = true
                case .failure(let error): self.alert = AlertState(error)
                }
            }
        case .dismissAlert:
            alert = nil
        }
        return tasks.run {}
    }

    public func settled() async {
        await tasks.settled()
    }
}

public struct RobberCandidateRow: Equatable, Identifiable, Sendable {
    public var id: String { player.id }
    public let player: FormPlayer
    /// Their points this round (the robber takes half, rounded up).
    public let points: Int64
}

public struct RobberChoiceViewState: Equatable, Sendable {
    public var owner: FormPlayer?
    public var space: UInt32
    public var candidates: [RobberCandidateRow]
    public var victim: String?
    /// What robbing the chosen victim gives, as the core previews it.
    public var preview: ScorePreview?
    /// With Messages: which of the owner's figures takes the stolen points.
    public var figureChoice: FigureChoiceRow?
    public var canRob: Bool
    public var alert: AlertState?
    public var isDone: Bool
}

public enum RobberChoiceViewAction: Equatable, Sendable {
    case chooseVictim(String)
    case chooseFigure(UInt32?)
    case rob
    case undo
    case dismissAlert
}

@MainActor
@Observable
public final class RobberChoiceModel {
    @ObservationIgnored private let game: GameService
    @ObservationIgnored private let tasks = SerialTasks()
    private var victim: String?
    private var figure: UInt32?
    private var preview: ScorePreview?
    private var alert: AlertState?

    public init(game: GameService) {
        self.game = game
    }

    public var viewState: RobberChoiceViewState {
        let players = game.formPlayers
        guard case .robberChoice(let owner, let space, let candidates)? = game.table.pending else {
            return RobberChoiceViewState(owner: nil, space: 0, candidates: [], victim: nil, preview: nil, figureChoice: nil,
                                         canRob: false, alert: alert, isDone: true)
        }
        let ownerRow = players.first { $0.id == owner }
        let figureChoice = FigureChoiceRow.standing(
            owner, game: game, chosen: figure, previewed: preview?.awards.first { $0.player.id == owner }?.figure)
        return RobberChoiceViewState(
            owner: ownerRow, space: space,
            candidates: candidates.compactMap { candidate in
                players.first { $0.id == candidate.player }.map { RobberCandidateRow(player: $0, points: candidate.points) }
            },
            victim: victim, preview: preview, figureChoice: figureChoice,
            canRob: victim != nil && (preview?.isAccepted ?? false), alert: alert, isDone: false)
    }

    @discardableResult
    public func send(viewAction: RobberChoiceViewAction) -> Task<Void, Never> {
        switch viewAction {
        case .chooseVictim(let chosen):
            victim = chosen
        case .chooseFigure(let chosen):
            figure = chosen
        case .rob:
            guard let victim else { return tasks.run {} }
            let figure = figure
            return tasks.run {
                switch await self.game.execute(.chooseRobberVictim(victim: victim, figure: figure)) {
                case .success:
                    self.victim = nil
                    self.figure = nil
                    self.preview = nil
                case .failure(let error):
                    self.alert = AlertState(error)
                }
            }
        case .undo:
            return tasks.run {
                if case .failure(let error) = await self.game.execute(.undo) { self.alert = AlertState(error) }
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

    private func refreshPreview() async {
        guard let victim else {
            preview = nil
            return
        }
        preview = ScorePreview(await game.preview(.chooseRobberVictim(victim: victim, figure: figure)),
                               players: game.formPlayers)
    }
}
