// The app's own words for the core's enums and the new-game screen's problems, all
// app texts of app.ftl (`tx`) in the players' language. Everything about rules
// (feature, event, tile and input names, breakdown labels, refusals) and the
// colours' names come from the core, in the language set with `setLocale`.

import SwiftUI
import TallyCore
import TallyKit

extension TallyCore.Category {
    var name: String {
        switch self {
        case .roads: return tx("app-ios-category-roads")
        case .cities: return tx("app-ios-category-cities")
        case .cloisters: return tx("app-ios-category-cloisters")
        case .fields: return tx("app-ios-category-fields")
        case .features: return tx("app-ios-category-features")
        case .bonuses: return tx("app-ios-category-bonuses")
        case .dispatches: return tx("app-ios-category-dispatches")
        case .robbers: return tx("app-ios-category-robbers")
        case .corrections: return tx("app-ios-category-corrections")
        }
    }

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
        case .major: return Text(tx("app-ios-group-major"))
        case .minor: return Text(tx("app-ios-group-minor"))
        case .other: return Text(tx("app-ios-group-other"))
        case .printAndPlay: return Text(tx("app-ios-group-print-and-play"))
        case .fan: return Text(tx("app-ios-group-fan"))
        }
    }
}

extension TallyCore.Phase {
    var title: Text {
        switch self {
        case .playing: return Text(tx("app-ios-phase-playing"))
        case .endGame: return Text(tx("app-ios-phase-end-game"))
        case .finished: return Text(tx("app-ios-phase-finished"))
        }
    }
}

extension NewGameProblem {
    var message: Text {
        switch self {
        case .tooFewPlayers: return Text(tx("app-ios-problem-too-few"))
        case .tooManyPlayers: return Text(tx("app-ios-problem-too-many"))
        case .missingName: return Text(tx("app-ios-problem-missing-name"))
        case .sameName(let name): return Text(tx("app-ios-problem-same-name", ["name": .text(name)]))
        case .sameColour: return Text(tx("app-ios-problem-same-colour"))
        }
    }
}

/// "+12", "−3", "0".
func signed(_ points: Int64) -> String {
    points > 0 ? "+\(points)" : (points < 0 ? "−\(-points)" : "0")
}
