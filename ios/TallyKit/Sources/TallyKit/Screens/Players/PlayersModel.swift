// The roster: players reused across games, with their favourite colour; add,
// rename, recolour, and merge a duplicate into another.

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
    public private(set) var viewState = PlayersViewState(
        players: [], colours: Catalog.colours.map { ColourChoice(colour: $0.colour, key: $0.key, rgb: RGB(hex: $0.rgb)) })
    @ObservationIgnored private let service: TallyService

    public init(service: TallyService) {
        self.service = service
        refresh()
    }

    public func send(viewAction: PlayersViewAction) {
        let result: Result<Void, TallyError>
        switch viewAction {
        case .refresh:
            result = .success(())
        case .add(let name, let colour):
            result = service.addRosterPlayer(name: name.trimmingCharacters(in: .whitespacesAndNewlines), colour: colour)
                .map { _ in () }
        case .rename(let id, let name):
            result = service.renameRosterPlayer(id, to: name.trimmingCharacters(in: .whitespacesAndNewlines))
        case .recolour(let id, let colour):
            result = service.recolourRosterPlayer(id, to: colour)
        case .merge(let keep, let duplicate):
            result = service.mergeRosterPlayers(keep: keep, duplicate: duplicate)
        case .dismissAlert:
            viewState.alert = nil
            return
        }
        if case .failure(let error) = result {
            viewState.alert = AlertState(error)
        }
        refresh()
    }

    private func refresh() {
        switch service.roster() {
        case .success(let roster):
            viewState.players = roster.map {
                RosterChoice(id: $0.id, name: $0.name, colour: $0.colour, games: $0.games, isSeated: false)
            }
        case .failure(let error):
            viewState.alert = AlertState(error)
        }
    }
}
