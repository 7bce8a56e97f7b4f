// The new-game screen: players in turn order (from the roster or new) with their
// colours, the edition, the expansion selector grouped as Part C of the reference
// (major, minor, other, print & play, fan) with each expansion's components, the
// presets (Big Box 1-7...), and the rule variants. Everything listed comes from
// the core's catalogs.

import TallyCore

public struct SeatDraft: Equatable, Identifiable, Sendable {
    public let id: Int
    public var name: String
    /// The roster player sitting here, or nil for a new name.
    public var rosterId: Int64?
    public var colour: Colour
    public var rgb: RGB
}

public struct RosterChoice: Equatable, Identifiable, Sendable {
    public let id: Int64
    public let name: String
    public let colour: Colour
    public let rgb: RGB
    public let games: Int64
    public let isSeated: Bool

    init(_ player: RosterPlayer, catalog: Catalog, isSeated: Bool) {
        id = player.id
        name = player.name
        colour = player.colour
        rgb = catalog.rgb(of: player.colour)
        games = player.games
        self.isSeated = isSeated
    }
}

extension ColourChoice: Identifiable {
    public var id: String { key }
}

public struct ComponentRow: Equatable, Identifiable, Sendable {
    public var id: String { key }
    public let key: String
    public let name: String
    public let isSelected: Bool
}

public struct ExpansionRow: Equatable, Identifiable, Sendable {
    public enum Selection: Equatable, Sendable { case none, some, all }

    public var id: String { key }
    public let key: String
    public let name: String
    public let components: [ComponentRow]
    public let selection: Selection
    /// More than one component: each can be chosen on its own.
    public var hasParts: Bool { components.count > 1 }
}

public struct ExpansionSection: Equatable, Identifiable, Sendable {
    public var id: ExpansionGroup { group }
    public let group: ExpansionGroup
    public let expansions: [ExpansionRow]
    /// Expansions of this tab with at least one component on.
    public let selectedCount: Int
}

public struct PresetRow: Equatable, Identifiable, Sendable {
    public var id: String { key }
    public let key: String
    public let name: String
    public let editionName: String
    /// Whether a published contents list confirmed the preset.
    public let confirmed: Bool
}

public struct VariantRow: Equatable, Identifiable, Sendable {
    public var id: String { key }
    public let key: String
    public let label: String
    /// The options; the first is the default.
    public let options: [VariantOption]
    public let value: String
    public var defaultValue: String { options.first?.key ?? "" }
    /// A switch (`false`/`true`) rather than a choice.
    public var isSwitch: Bool { Set(options.map(\.key)) == ["false", "true"] }
}

public enum NewGameProblem: Equatable, Sendable {
    case tooFewPlayers
    case tooManyPlayers
    case missingName(seat: Int)
    case sameName(String)
    case sameColour(Colour)
}

public struct NewGameViewState: Equatable, Sendable {
    public var seats: [SeatDraft]
    public var roster: [RosterChoice]
    public var colours: [ColourChoice]
    public var editions: [EditionChoice]
    public var edition: Edition
    public var sections: [ExpansionSection]
    public var presets: [PresetRow]
    /// The preset last applied, while the selection still matches it.
    public var appliedPreset: String?
    public var variants: [VariantRow]
    /// Expansions with at least one component on.
    public var selectedCount: Int
    public var problems: [NewGameProblem]
    public var canStart: Bool
    public var alert: AlertState?
}

public enum NewGameViewAction: Equatable, Sendable {
    case addRosterPlayer(Int64)
    case addNewPlayer(String)
    case removeSeat(Int)
    case moveSeat(from: Int, to: Int)
    case rename(seat: Int, String)
    case setColour(seat: Int, Colour)
    case setEdition(Edition)
    /// Switches all of an expansion's components on, or all off when all are on.
    case toggleExpansion(String)
    case toggleComponent(String)
    case applyPreset(String)
    case clearExpansions
    case setVariant(key: String, value: String)
    case start
    case dismissAlert
}
