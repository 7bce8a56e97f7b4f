// The rules' catalogs, read once from the core: editions, expansions grouped as
// the selector shows them (Part C), presets, variants, colours and turn steps.

import TallyCore

public enum Catalog {
    public static let editions: [EditionInfo] = TallyCore.editions()
    public static let expansions: [ExpansionInfo] = TallyCore.expansions()
    public static let presets: [PresetInfo] = TallyCore.presets()
    public static let variants: [VariantOption] = TallyCore.variantOptions()
    public static let colours: [ColourInfo] = TallyCore.colours()
    /// The turn steps in order (any time, 1A ... 4B), then the end of the game.
    public static let steps: [StepInfo] = TallyCore.steps()

    /// The selector's tabs in order.
    public static let groups: [ExpansionGroup] = [.major, .minor, .other, .printAndPlay, .fan]

    private static let stepInfo: [Step: StepInfo] = Dictionary(uniqueKeysWithValues: steps.map { ($0.step, $0) })
    private static let colourInfo: [Colour: ColourInfo] = Dictionary(uniqueKeysWithValues: colours.map { ($0.colour, $0) })

    /// `3B`, `2B-1`, `any_time`, `end_of_game`.
    public static func code(of step: Step) -> String {
        stepInfo[step]?.code ?? ""
    }

    /// The reference's name of a step.
    public static func name(of step: Step) -> String {
        stepInfo[step]?.name ?? ""
    }

    /// Position in the turn (any time first, the end of the game last).
    public static func order(of step: Step) -> Int {
        steps.firstIndex { $0.step == step } ?? steps.count
    }

    public static func step(code: String) -> Step? {
        steps.first { $0.code == code }?.step
    }

    public static func info(of colour: Colour) -> ColourInfo {
        colourInfo[colour] ?? ColourInfo(colour: colour, key: "", rgb: 0x808080)
    }

    public static func colour(key: String) -> Colour? {
        colours.first { $0.key == key }?.colour
    }

    public static func edition(_ edition: Edition) -> EditionInfo? {
        editions.first { $0.edition == edition }
    }

    public static func expansion(key: String) -> ExpansionInfo? {
        expansions.first { $0.key == key }
    }
}
