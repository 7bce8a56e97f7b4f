// The rules' catalogues, read once from the core in the players' language: editions,
// expansions (grouped as the selector shows them, Part C), presets, variants,
// colours and turn steps. `Catalog.load` runs off the main actor (TallyService
// opens the store and loads it together), after `setLocale`, so every name is in
// the language the core speaks; the app's own texts follow the same language.

import Foundation
import TallyCore

/// The selector's tabs (major, minor, other, print & play, fan).
public typealias ExpansionGroup = TallyCore.Group

public struct Catalog: Sendable {
    /// The language the core produces its texts in (`en`, `de`, `fr`...).
    public let language: String
    public let editions: [EditionChoice]
    public let expansions: [ExpansionChoice]
    public let presets: [PresetChoice]
    /// Each variant with its options; the first option is the default.
    public let variants: [VariantChoice]
    public let colours: [ColourChoice]
    /// The turn steps in order (any time, 1A ... 4B), then the end of the game.
    public let steps: [StepInfo]

    /// The selector's tabs in order.
    public static let groups: [ExpansionGroup] = [.major, .minor, .other, .printAndPlay, .fan]

    /// Sets the core's language from a locale tag (`fr-FR`, `cs`) and reads every
    /// catalogue in it. Call it off the main actor.
    public static func load(locale: String) -> Catalog {
        let language = setLocale(tag: locale)
        AppTexts.shared.languageChanged(to: language)
        return Catalog(
            language: language, editions: TallyCore.editions(), expansions: TallyCore.expansions(),
            presets: TallyCore.presets(), variants: variantChoices(), colours: TallyCore.colours(),
            steps: TallyCore.steps())
    }

    public init(
        language: String, editions: [EditionChoice], expansions: [ExpansionChoice], presets: [PresetChoice],
        variants: [VariantChoice], colours: [ColourChoice], steps: [StepInfo]
    ) {
        self.language = language
        self.editions = editions
        self.expansions = expansions
        self.presets = presets
        self.variants = variants
        self.colours = colours
        self.steps = steps
    }

    /// A step's code as a player reads it: the reference's `3B`, `2B-1`, `any_time`;
    /// the end of the game is no step of a turn and is named in the players' language
    /// ("End"), never by the core's key.
    public func code(of step: Step) -> String {
        if step == .endOfGame { return tx("app-end-short") }
        return steps.first { $0.step == step }?.code ?? ""
    }

    /// The reference's name of a step.
    public func name(of step: Step) -> String {
        steps.first { $0.step == step }?.name ?? ""
    }

    /// Position in the turn (any time first, the end of the game last).
    public func order(of step: Step) -> Int {
        steps.firstIndex { $0.step == step } ?? steps.count
    }

    /// A player colour as drawn (grey for a colour the catalogue lacks).
    public func rgb(of colour: Colour) -> RGB {
        RGB(hex: colours.first { $0.colour == colour }?.rgb ?? 0x808080)
    }

    public func colour(key: String) -> Colour? {
        colours.first { $0.key == key }?.colour
    }

    /// A colour's name in the players' language (the core's word).
    public func name(of colour: Colour) -> String {
        colour.name
    }

    /// A number with decimals as the players' language writes it ("56,5" in German).
    public func decimal(_ value: Double, digits: Int = 1) -> String {
        let formatter = NumberFormatter()
        formatter.locale = Locale(identifier: language)
        formatter.numberStyle = .decimal
        formatter.minimumFractionDigits = digits
        formatter.maximumFractionDigits = digits
        return formatter.string(from: NSNumber(value: value)) ?? String(value)
    }

    /// A share (0-1) as the players' language writes a percentage ("56 %", "56 %").
    public func percent(_ share: Double) -> String {
        let formatter = NumberFormatter()
        formatter.locale = Locale(identifier: language)
        formatter.numberStyle = .percent
        formatter.maximumFractionDigits = 0
        return formatter.string(from: NSNumber(value: share)) ?? "\(Int((share * 100).rounded())) %"
    }

    /// A whole number as the players' language writes it.
    public func number(_ value: Int64) -> String {
        let formatter = NumberFormatter()
        formatter.locale = Locale(identifier: language)
        formatter.numberStyle = .decimal
        return formatter.string(from: NSNumber(value: value)) ?? String(value)
    }

    public func edition(_ edition: Edition) -> EditionChoice? {
        editions.first { $0.edition == edition }
    }

    public func expansion(key: String) -> ExpansionChoice? {
        expansions.first { $0.key == key }
    }

    /// `exp01_inns_cathedrals` -> "Exp. 1 - Inns & Cathedrals";
    /// `exp01_inns_cathedrals.inns` -> "Exp. 1 - Inns & Cathedrals: Inns".
    public func expansionName(of key: String) -> String {
        if let expansion = expansion(key: key) {
            return expansion.name
        }
        for expansion in expansions {
            if let component = expansion.components.first(where: { $0.key == key }) {
                return "\(expansion.name): \(component.name)"
            }
        }
        return key
    }

    /// The default option of each variant (its first).
    public var defaultVariantOptions: [String: String] {
        Dictionary(uniqueKeysWithValues: variants.compactMap { variant in variant.options.first.map { (variant.key, $0.key) } })
    }
}

extension Colour {
    /// The core's message of the colour (`colour-red`).
    var messageId: String {
        switch self {
        case .red: return "colour-red"
        case .yellow: return "colour-yellow"
        case .green: return "colour-green"
        case .blue: return "colour-blue"
        case .black: return "colour-black"
        case .grey: return "colour-grey"
        case .pink: return "colour-pink"
        case .purple: return "colour-purple"
        case .orange: return "colour-orange"
        case .white: return "colour-white"
        }
    }

    /// The colour's name in the players' language, the core's word ("rot", "red").
    public var name: String {
        tx("app-colour", ["colour": .name(messageId)])
    }
}
