// Turns the JSON of tests/scenarios (the setup, and commands in the serde form of
// tally_core's Command) into the core's own types as the bindings carry them. A
// field the bindings' types cannot hold is an error, not silently dropped.

import Foundation
import TallyCore

struct ScenarioError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// A scenario's players and ruleset as `TallyStore.newGame` takes them.
struct ScenarioSetup {
    let seats: [GameSeat]
    let ruleset: RulesetSpec
}

enum ScenarioJSON {
    // MARK: setup

    static func setup(_ json: JSONValue) throws -> ScenarioSetup {
        try only(json, ["players", "ruleset"], in: "setup")
        guard let players = json["players"]?.arrayValue else { throw ScenarioError("setup.players is missing") }
        let seats = try players.map { player -> GameSeat in
            try only(player, ["name", "colour"], in: "setup.players[]")
            guard let name = player["name"]?.stringValue, let key = player["colour"]?.stringValue else {
                throw ScenarioError("a player needs a name and a colour: \(player)")
            }
            return GameSeat(rosterId: nil, name: name, colour: try colour(key))
        }
        return ScenarioSetup(seats: seats, ruleset: try ruleset(json["ruleset"] ?? [:]))
    }

    /// The edition and expansions; each variant set with the core's `withVariant`,
    /// starting from the default variants (those of a preset).
    static func ruleset(_ json: JSONValue) throws -> RulesetSpec {
        try only(json, ["edition", "expansions", "variants"], in: "setup.ruleset")
        let editionKey = json["edition"]?.stringValue ?? "c3"
        guard let edition = editions().first(where: { $0.key == editionKey })?.edition else {
            throw ScenarioError("unknown edition \(editionKey)")
        }
        let expansions = try (json["expansions"]?.arrayValue ?? []).map { key -> String in
            guard let key = key.stringValue else { throw ScenarioError("an expansion key is a string: \(key)") }
            return key
        }
        guard let preset = presets().first else { throw ScenarioError("the core lists no preset") }
        var variants = try presetRuleset(key: preset.key).variants
        for (key, value) in (json["variants"]?.objectValue ?? [:]).sorted(by: { $0.key < $1.key }) {
            let option: String
            switch value {
            case .bool(let flag): option = flag ? "true" : "false"
            case .string(let text): option = text
            default: throw ScenarioError("variant \(key): \(value) is neither a switch nor an option")
            }
            variants = try withVariant(variants: variants, key: key, option: option)
        }
        return RulesetSpec(edition: edition, expansions: expansions, variants: variants)
    }

    static func colour(_ key: String) throws -> Colour {
        guard let colour = colours().first(where: { $0.key == key })?.colour else {
            throw ScenarioError("unknown colour \(key)")
        }
        return colour
    }

    // MARK: commands

    static func command(_ json: JSONValue) throws -> Command {
        guard let type = json["type"]?.stringValue else { throw ScenarioError("a command needs a type: \(json)") }
        switch type {
        case "score_feature":
            try only(json, ["type", "feature", "when", "inputs", "players", "figures", "step", "nobody_scores"], in: type)
            return .scoreFeature(try featureScoring(json))
        case "record_event":
            try only(json, ["type", "event", "inputs", "players", "figures", "step", "nobody_scores"], in: type)
            return .recordEvent(try eventRecording(json))
        case "score_round":
            try only(json, ["type", "items", "figures"], in: type)
            let items = try (json["items"]?.arrayValue ?? []).map { item -> RoundItem in
                switch (item["feature"], item["event"]) {
                case (_?, nil):
                    try only(item, ["feature", "when", "inputs", "players", "figures", "step", "nobody_scores"], in: "round item")
                    return .feature(try featureScoring(item))
                case (nil, _?):
                    try only(item, ["event", "inputs", "players", "figures", "step", "nobody_scores"], in: "round item")
                    return .event(try eventRecording(item))
                default:
                    throw ScenarioError("a round item names a feature or an event: \(item)")
                }
            }
            return .scoreRound(ScoringRound(items: items, figures: try figures(json["figures"])))
        case "place_robber":
            try only(json, ["type", "owner", "space"], in: type)
            return .placeRobber(owner: try string(json, "owner"), space: try unsigned(json["space"], "space"))
        case "choose_robber_victim":
            try only(json, ["type", "victim", "figure"], in: type)
            return .chooseRobberVictim(victim: try string(json, "victim"), figure: try figure(json["figure"]))
        case "resolve_dispatch":
            try only(json, ["type", "choice", "figure"], in: type)
            guard let choice = json["choice"] else { throw ScenarioError("resolve_dispatch needs a choice") }
            return .resolveDispatch(choice: try dispatchChoice(choice), figure: try figure(json["figure"]))
        case "correct":
            try only(json, ["type", "player", "points", "reason", "figure"], in: type)
            guard let points = json["points"]?.intValue else { throw ScenarioError("correct needs points") }
            return .correct(player: try string(json, "player"), points: points, reason: try string(json, "reason"),
                            figure: try figure(json["figure"]))
        case "finish":
            try only(json, ["type", "figures"], in: type)
            return .finish(figures: try figures(json["figures"]))
        case "edit":
            try only(json, ["type", "seq", "command"], in: type)
            guard let inner = json["command"] else { throw ScenarioError("edit needs a command") }
            return .edit(seq: try seq(json), command: try command(inner))
        case "delete":
            try only(json, ["type", "seq"], in: type)
            return .delete(seq: try seq(json))
        case "end_turn": try only(json, ["type"], in: type); return .endTurn
        case "second_part": try only(json, ["type"], in: type); return .secondPart
        case "start_end_game": try only(json, ["type"], in: type); return .startEndGame
        case "reopen": try only(json, ["type"], in: type); return .reopen
        case "undo": try only(json, ["type"], in: type); return .undo
        case "redo": try only(json, ["type"], in: type); return .redo
        default: throw ScenarioError("unknown command type \(type)")
        }
    }

    static func featureScoring(_ json: JSONValue) throws -> FeatureScoring {
        FeatureScoring(
            feature: try string(json, "feature"),
            when: try json["when"].map { try when($0.stringValue ?? "") },
            inputs: try inputs(json["inputs"]),
            players: try players(json["players"]),
            figures: try figures(json["figures"]),
            step: try json["step"].map { try step($0.stringValue ?? "") },
            nobodyScores: json["nobody_scores"]?.boolValue ?? false)
    }

    static func eventRecording(_ json: JSONValue) throws -> EventRecording {
        EventRecording(
            event: try string(json, "event"),
            inputs: try inputs(json["inputs"]),
            players: try players(json["players"]),
            figures: try figures(json["figures"]),
            step: try json["step"].map { try step($0.stringValue ?? "") },
            nobodyScores: json["nobody_scores"]?.boolValue ?? false)
    }

    static func dispatchChoice(_ json: JSONValue) throws -> DispatchChoice {
        try only(json, ["tile", "count", "feature", "inputs", "players"], in: "dispatch choice")
        return DispatchChoice(
            tile: try string(json, "tile"), count: json["count"]?.intValue, feature: json["feature"]?.stringValue,
            inputs: try inputs(json["inputs"]), players: try players(json["players"]))
    }

    /// `{"tiles": 3, "cathedral": true, "payer": "red"}`: numbers, booleans and text.
    static func inputs(_ json: JSONValue?) throws -> Inputs {
        guard let json else { return [:] }
        guard let members = json.objectValue else { throw ScenarioError("inputs are an object: \(json)") }
        return try members.mapValues { value in
            switch value {
            case .int(let number): return .int(number)
            case .bool(let flag): return .bool(flag)
            case .string(let text): return .text(text)
            default: throw ScenarioError("input \(value) is not a count, a switch or a text")
            }
        }
    }

    /// `[{"id": "red", "followers": 1}]`.
    static func players(_ json: JSONValue?) throws -> [PlayerInputs] {
        guard let json else { return [] }
        guard let entries = json.arrayValue else { throw ScenarioError("players are an array: \(json)") }
        return try entries.map { entry in
            guard var members = entry.objectValue, let id = members.removeValue(forKey: "id")?.stringValue else {
                throw ScenarioError("a player entry needs an id: \(entry)")
            }
            return PlayerInputs(id: id, inputs: try inputs(.object(members)))
        }
    }

    /// `{"blue": 1}`.
    static func figures(_ json: JSONValue?) throws -> FigureChoices {
        guard let json else { return [:] }
        guard let members = json.objectValue else { throw ScenarioError("figures are an object: \(json)") }
        return try members.mapValues { try unsigned($0, "figure") }
    }

    static func step(_ code: String) throws -> Step {
        guard let step = steps().first(where: { ObservedState.code(of: $0.step) == code })?.step else {
            throw ScenarioError("unknown step \(code)")
        }
        return step
    }

    static func when(_ text: String) throws -> When {
        switch text {
        case "completed": return .completed
        case "end_of_game": return .endOfGame
        default: throw ScenarioError("unknown moment \(text)")
        }
    }

    // MARK: helpers

    private static func figure(_ json: JSONValue?) throws -> UInt32? {
        guard let json, json != .null else { return nil }
        return try unsigned(json, "figure")
    }

    private static func unsigned(_ json: JSONValue?, _ name: String) throws -> UInt32 {
        guard let number = json?.intValue, let value = UInt32(exactly: number) else {
            throw ScenarioError("\(name) \(String(describing: json)) is not a number >= 0")
        }
        return value
    }

    private static func seq(_ json: JSONValue) throws -> UInt64 {
        guard let seq = json["seq"]?.intValue, let entry = UInt64(exactly: seq) else {
            throw ScenarioError("\(json) needs an entry number `seq`")
        }
        return entry
    }

    private static func string(_ json: JSONValue, _ key: String) throws -> String {
        guard let text = json[key]?.stringValue else { throw ScenarioError("`\(key)` missing in \(json)") }
        return text
    }

    /// Refuses fields the core's types would not take (serde's deny_unknown_fields).
    private static func only(_ json: JSONValue, _ keys: Set<String>, in context: String) throws {
        guard let members = json.objectValue else { throw ScenarioError("\(context) is not an object: \(json)") }
        let unknown = Set(members.keys).subtracting(keys)
        if !unknown.isEmpty {
            throw ScenarioError("\(context): field(s) \(unknown.sorted()) are not part of the command")
        }
    }
}
