// The statistics categories in the order screens list them (the core's order), and
// their names in the players' language: the one place both the charts and the
// app's labels read them.

import TallyCore

extension TallyCore.Category {
    /// Roads, cities, cloisters, fields, other features, bonuses, dispatches,
    /// robbers, corrections.
    public static let inOrder: [TallyCore.Category] = [
        .roads, .cities, .cloisters, .fields, .features, .bonuses, .dispatches, .robbers, .corrections,
    ]

    /// The category's name in the players' language, as the charts' legends and the
    /// screens' labels write it.
    public var name: String {
        switch self {
        case .roads: return tx("app-category-roads")
        case .cities: return tx("app-category-cities")
        case .cloisters: return tx("app-category-cloisters")
        case .fields: return tx("app-category-fields")
        case .features: return tx("app-category-features")
        case .bonuses: return tx("app-category-bonuses")
        case .dispatches: return tx("app-category-dispatches")
        case .robbers: return tx("app-category-robbers")
        case .corrections: return tx("app-category-corrections")
        }
    }
}
