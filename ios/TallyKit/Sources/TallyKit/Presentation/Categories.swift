// The statistics categories in the order screens list them (the core's order).

import TallyCore

extension TallyCore.Category {
    /// Roads, cities, cloisters, fields, other features, bonuses, dispatches,
    /// robbers, corrections.
    public static let inOrder: [TallyCore.Category] = [
        .roads, .cities, .cloisters, .fields, .features, .bonuses, .dispatches, .robbers, .corrections,
    ]
}
