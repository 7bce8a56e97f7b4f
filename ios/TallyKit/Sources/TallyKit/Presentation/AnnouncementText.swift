// What an announcement says, in the players' language and with the players' names:
// "Undone: #3 Road: Ann +3", "Ann passes 50. Take a 50 tile."

import TallyCore

@MainActor
enum AnnouncementText {
    /// What an announcement says, players by name.
    static func text(of announcement: Announcement, game: GameService) -> String {
        switch announcement.kind {
        case .undid(let entry?):
            return tx("app-undone", ["entry": .text(describe(entry, game: game))])
        case .undid(nil):
            return tx("app-undid-nothing-named")
        case .redid(let entry?):
            return tx("app-redone", ["entry": .text(describe(entry, game: game))])
        case .redid(nil):
            return tx("app-redid-nothing-named")
        case .laps(let laps):
            return laps.map { lap in
                let player = game.name(of: lap.player)
                let passes = lap.figure.map {
                    tx("app-figure-passes", ["player": .text(player), "figure": .count($0 + 1), "points": .number(lap.points)])
                } ?? tx("app-passes", ["player": .text(player), "points": .number(lap.points)])
                let tile = lap.turnsTile ? tx("app-lap-tile-turn") : tx("app-lap-tile-new")
                return "\(passes) \(tile)"
            }.joined(separator: " ")
        }
    }

    /// "#3 Road: Ann +3".
    static func describe(_ entry: LogItem, game: GameService) -> String {
        let row = LogRow(entry, game: game)
        let seq = TextArgument.number(Int64(row.seq))
        guard !row.awards.isEmpty else { return tx("app-entry-title", ["seq": seq, "title": .text(row.title)]) }
        return tx("app-entry", ["seq": seq, "title": .text(row.title), "awards": .text(row.awardsLine)])
    }

}
