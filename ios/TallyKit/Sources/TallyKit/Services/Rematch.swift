// A rematch: the same players and the same ruleset (edition, expansions, variants)
// as a stored game shown on a screen, the seats turned by one so that the second
// player begins. Each player is the roster's, with the name the roster holds now; a
// player the roster no longer has (merged into another since the screen read the
// game) is named, and nothing starts.

import TallyCore

public enum RematchOutcome: Sendable {
    /// The new game, open.
    case started(GameService)
    /// These players of the game are no longer in the roster.
    case missing([String])
}

extension TallyService {
    /// A rematch of `game` as the screen shows it.
    public func rematch(of game: GameSummaryRow) async -> Result<RematchOutcome, TallyError> {
        let roster: [RosterPlayer]
        switch await self.roster() {
        case .success(let players): roster = players
        case .failure(let error): return .failure(error)
        }
        let missing = game.seats.filter { seat in !roster.contains { $0.id == seat.rosterId } }.map(\.name)
        guard missing.isEmpty else { return .success(.missing(missing)) }
        let turned = Array(game.seats.dropFirst()) + game.seats.prefix(1)
        let seats = turned.map { seat in
            GameSeat(rosterId: seat.rosterId, name: roster.first { $0.id == seat.rosterId }?.name ?? seat.name,
                     colour: seat.colour)
        }
        return await newGame(seats: seats, ruleset: game.ruleset).map(RematchOutcome.started)
    }
}
