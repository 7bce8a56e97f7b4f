// The app's own words for the core's enums and the new-game screen's problems (the
// categories' names are TallyKit's, with the charts'), all
// app texts of app.ftl (`tx`) in the players' language. Everything about rules
// (feature, event, tile and input names, breakdown labels, refusals) and the
// colours' names come from the core, in the language set with `setLocale`.

import SwiftUI
import TallyCore
import TallyKit

extension TallyCore.Category {
    var title: Text { Text(name) }

    var symbol: String {
        switch self {
        case .roads: return "road.lanes"
        case .cities: return "building.2"
        case .cloisters: return "building.columns"
        case .fields: return "leaf"
        case .features: return "star"
        case .bonuses: return "gift"
        case .dispatches: return "envelope"
        case .robbers: return "hand.raised"
        case .corrections: return "pencil"
        }
    }
}

extension ExpansionGroup {
    var title: Text {
        switch self {
        case .major: return Text(tx("app-group-major"))
        case .minor: return Text(tx("app-group-minor"))
        case .other: return Text(tx("app-group-other"))
        case .printAndPlay: return Text(tx("app-group-print-and-play"))
        case .fan: return Text(tx("app-group-fan"))
        }
    }
}

extension TallyCore.Phase {
    var title: Text {
        switch self {
        case .playing: return Text(tx("app-phase-playing"))
        case .endGame: return Text(tx("app-phase-end-game"))
        case .finished: return Text(tx("app-phase-finished"))
        }
    }
}

extension NewGameProblem {
    var message: Text {
        switch self {
        case .tooFewPlayers: return Text(tx("app-problem-too-few"))
        case .tooManyPlayers: return Text(tx("app-problem-too-many"))
        case .missingName: return Text(tx("app-problem-missing-name"))
        case .sameName(let name): return Text(tx("app-problem-same-name", ["name": .text(name)]))
        case .sameColour: return Text(tx("app-problem-same-colour"))
        }
    }
}

/// "+12", "−3", "0".
func signed(_ points: Int64) -> String {
    points > 0 ? "+\(points)" : (points < 0 ? "−\(-points)" : "0")
}
