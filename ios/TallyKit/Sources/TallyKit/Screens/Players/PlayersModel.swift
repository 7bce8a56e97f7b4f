// The roster: players reused across games, with their favourite colour; add,
// rename (the new name shows in every game), recolour, and merge a duplicate into
// another player (their games become that player's).

import Foundation
import Observation
import TallyCore

public struct PlayersViewState: Equatable, Sendable {
    public var players: [RosterChoice]
    public var colours: [ColourChoice]
    public var alert: AlertState?
}

public enum PlayersViewAction: Equatable, Sendable {
    case refresh
    case add(name: String, colour: Colour)
    case rename(Int64, String)
    case recolour(Int64, Colour)
    /// Merges `duplicate` into `keep` (their games become `keep`'s).
    case merge(keep: Int64, duplicate: Int64)
    case dismissAlert
}

@MainActor
@Observable
public final class PlayersModel {
    public private(set) var viewState: PlayersViewState
    @ObservationIgnored private let service: TallyService
    @ObservationIgnored private let tasks = SerialTasks()

    public init(service: TallyService) {
        self.service = service
        viewState = PlayersViewState(players: [], colours: service.catalog.colours)
        tasks.run { await self.refresh() }
    }

    @discardableResult
    public func send(viewAction: PlayersViewAction) -> Task<Void, Never> {
        if case .dismissAlert = viewAction {
            viewState.alert = nil
            return tasks.run {}
        }
        return tasks.run {
            let result: Result<Void, TallyError>
            switch viewAction {
            case .refresh, .dismissAlert:
                result = .success(())
            case .add(let name, let colour):
                result = await self.service.addRosterPlayer(name: name.trimmingCharacters(in: .whitespacesAndNewlines),
                                                            colour: colour).map { _ in () }
            case .rename(let id, let name):
                result = await self.service.renameRosterPlayer(id, to: name.trimmingCharacters(in: .whitespacesAndNewlines))
            case .recolour(let id, let colour):
                result = await self.service.recolourRosterPlayer(id, to: colour)
            case .merge(let keep, let duplicate):
                result = await self.service.mergeRosterPlayers(keep: keep, duplicate: duplicate)
            }
            if case .failure(let error) = result {
                self.viewState.alert = AlertState(error)
            }
            await self.refresh()
        }
    }

    public func settled() async {
        await tasks.settled()
    }

    private func refresh() async {
        switch await service.roster() {
        case .success(let roster):
            viewState.players = roster.map { RosterChoice($0, catalog: service.catalog, isSeated: false) }
        case .failure(let error):
            viewState.alert = AlertState(error)
        }
    }
}
