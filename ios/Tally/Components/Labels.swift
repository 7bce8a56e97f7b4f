// Names and symbols the app gives to the core's enums. Feature, event and input
// labels come from the core (in English); these are the app's own words.

import SwiftUI
import TallyCore
import TallyKit

extension TallyCore.Category {
    var title: LocalizedStringKey {
        switch self {
        case .roads: return "Roads"
        case .cities: return "Cities"
        case .cloisters: return "Cloisters"
        case .fields: return "Fields"
        case .features: return "Other features"
        case .bonuses: return "Bonuses"
        case .dispatches: return "Dispatches"
        case .robbers: return "Robbers"
        case .corrections: return "Corrections"
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
    var title: LocalizedStringKey {
        switch self {
        case .major: return "Major expansions"
        case .minor: return "Minor expansions"
        case .other: return "Other expansions"
        case .printAndPlay: return "Print & Play"
        case .fan: return "Fan expansions"
        }
    }
}

extension TallyCore.Phase {
    var title: LocalizedStringKey {
        switch self {
        case .playing: return "Playing"
        case .endGame: return "End-game scoring"
        case .finished: return "Finished"
        }
    }
}

extension DispatchTile {
    var title: LocalizedStringKey {
        switch self {
        case .twoPoints: return "2 points"
        case .smallestRoad: return "Score your smallest road"
        case .smallestCity: return "Score your smallest city"
        case .smallestCloister: return "Score your smallest cloister"
        case .coatsOfArms: return "2 points per coat of arms"
        case .knights: return "2 points per knight"
        case .farmers: return "2 points per farmer"
        case .extraTile: return "Place an extra tile"
        case .scoreMeeple: return "Score one of your meeples"
        }
    }

    var detail: LocalizedStringKey {
        switch self {
        case .twoPoints: return "Instead of the tile's action."
        case .smallestRoad, .smallestCity, .smallestCloister: return "As at the end of the game, without majority."
        case .coatsOfArms: return "In cities with your meeples."
        case .knights, .farmers: return "Count yours on the board."
        case .extraTile: return "No points for the action itself."
        case .scoreMeeple: return "As at the end of the game, with majority."
        }
    }
}

extension NewGameProblem {
    var message: LocalizedStringKey {
        switch self {
        case .tooFewPlayers: return "Add at least two players."
        case .tooManyPlayers: return "At most eight players."
        case .missingName: return "Every player needs a name."
        case .sameName(let name): return "Two players are called \(name)."
        case .sameColour: return "Two players have the same colour."
        }
    }
}

/// "+12", "−3", "0".
func signed(_ points: Int64) -> String {
    points > 0 ? "+\(points)" : (points < 0 ? "−\(-points)" : "0")
}
