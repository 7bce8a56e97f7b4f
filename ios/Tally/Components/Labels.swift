// The app's own words for the core's enums and the new-game screen's problems.
// Everything about rules (feature, event, tile and input names, breakdown labels,
// refusals) comes from the core, in the language set with `setLocale`.

import SwiftUI
import TallyCore
import TallyKit

extension TallyCore.Category {
    var title: Text {
        switch self {
        case .roads: return Text("Roads")
        case .cities: return Text("Cities")
        case .cloisters: return Text("Cloisters")
        case .fields: return Text("Fields")
        case .features: return Text("Other features")
        case .bonuses: return Text("Bonuses")
        case .dispatches: return Text("Dispatches")
        case .robbers: return Text("Robbers")
        case .corrections: return Text("Corrections")
        }
    }

    /// The same title as a string (charts take strings).
    var name: String {
        switch self {
        case .roads: return String(localized: "Roads")
        case .cities: return String(localized: "Cities")
        case .cloisters: return String(localized: "Cloisters")
        case .fields: return String(localized: "Fields")
        case .features: return String(localized: "Other features")
        case .bonuses: return String(localized: "Bonuses")
        case .dispatches: return String(localized: "Dispatches")
        case .robbers: return String(localized: "Robbers")
        case .corrections: return String(localized: "Corrections")
        }
    }

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
        case .major: return Text("Major expansions")
        case .minor: return Text("Minor expansions")
        case .other: return Text("Other expansions")
        case .printAndPlay: return Text("Print & Play")
        case .fan: return Text("Fan expansions")
        }
    }
}

extension TallyCore.Phase {
    var title: Text {
        switch self {
        case .playing: return Text("Playing")
        case .endGame: return Text("End-game scoring")
        case .finished: return Text("Finished")
        }
    }
}

extension NewGameProblem {
    var message: Text {
        switch self {
        case .tooFewPlayers: return Text("Add at least two players.")
        case .tooManyPlayers: return Text("At most eight players.")
        case .missingName: return Text("Every player needs a name.")
        case .sameName(let name): return Text("Two players are called \(name).")
        case .sameColour: return Text("Two players have the same colour.")
        }
    }
}

/// "+12", "−3", "0".
func signed(_ points: Int64) -> String {
    points > 0 ? "+\(points)" : (points < 0 ? "−\(-points)" : "0")
}
