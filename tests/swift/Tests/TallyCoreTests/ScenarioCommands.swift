// Turns the JSON of tests/scenarios (setup and commands: the serde form of
// tally_core's GameSetup and Command) into the records of the bindings, and runs a
// command as the GameSession call it stands for. A field the bindings cannot
// express is an error, not silently dropped.

import Foundation
import TallyCore

struct ScenarioError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// One scenario command as a call of GameSession.
enum ScenarioCommand {
    /// A command with its own GameSession method (`score_feature` -> scoreFeature...).
    case game(GameCommand)
    /// `edit`: editEvent(seq:command:).
    case edit(seq: UInt64, command: GameCommand)
    /// `delete`: deleteEvent(seq:).
    case delete(seq: UInt64)

    /// Calls the GameSession method of this command.
    func run(on session: GameSession) throws -> GameState {
        switch self {
        case .edit(let seq, let command):
            return try session.editEvent(seq: seq, command: command)
        case .delete(let seq):
            return try session.deleteEvent(seq: seq)
        case .game(let command):
            switch command {
            case .scoreFeature(let scoring): return try session.scoreFeature(scoring: scoring)
            case .recordEvent(let recording): return try session.recordEvent(recording: recording)
            case .placeRobber(let owner, let space): return try session.placeRobber(owner: owner, space: space)
            case .chooseRobberVictim(let victim): return try session.chooseRobberVictim(victim: victim)
            case .resolveDispatch(let choice, let figure): return try session.resolveDispatch(choice: choice, figure: figure)
            case .correct(let player, let points, let reason, let figure):
                return try session.correct(player: player, points: points, reason: reason, figure: figure)
            case .endTurn: return try session.endTurn()
            case .secondPart: return try session.secondPart()
            case .startEndGame: return try session.startEndGame()
            case .finish: return try session.finish()
            case .reopen: return try session.reopen()
            case .undo: return try session.undo()
            case .redo: return try session.redo()
            }
        }
    }
}

enum ScenarioJSON {
    // MARK: setup

    static func newGame(_ setup: JSONValue) throws -> NewGame {
        try only(setup, ["players", "ruleset"], in: "setup")
        guard let players = setup["players"]?.arrayValue else { throw ScenarioError("setup.players is missing") }
        let seats = try players.map { player -> NewSeat in
            try only(player, ["name", "colour"], in: "setup.players[]")
            guard let name = player["name"]?.stringValue, let key = player["colour"]?.stringValue else {
                throw ScenarioError("a player needs a name and a colour: \(player)")
            }
            return NewSeat(rosterId: nil, name: name, colour: try colour(key))
        }
        return NewGame(seats: seats, ruleset: try ruleset(setup["ruleset"] ?? [:]))
    }

    static func ruleset(_ json: JSONValue) throws -> RulesetInput {
        try only(json, ["edition", "expansions", "variants"], in: "setup.ruleset")
        let editionKey = json["edition"]?.stringValue ?? "c3"
        guard let edition = editions().first(where: { $0.key == editionKey })?.edition else {
            throw ScenarioError("unknown edition \(editionKey)")
        }
        let expansions = try (json["expansions"]?.arrayValue ?? []).map { key -> String in
            guard let key = key.stringValue else { throw ScenarioError("an expansion key is a string: \(key)") }
            return key
        }
        let variants = try (json["variants"]?.objectValue ?? [:]).sorted { $0.key < $1.key }.map { key, value in
            switch value {
            case .bool(let flag): return VariantSetting(key: key, value: flag ? "true" : "false")
            case .string(let option): return VariantSetting(key: key, value: option)
            default: throw ScenarioError("variant \(key): \(value) is neither a switch nor an option")
            }
        }
        return RulesetInput(edition: edition, expansions: expansions, variants: variants)
    }

    static func colour(_ key: String) throws -> Colour {
        guard let colour = colours().first(where: { $0.key == key })?.colour else {
            throw ScenarioError("unknown colour \(key)")
        }
        return colour
    }

    // MARK: commands

    static func command(_ json: JSONValue) throws -> ScenarioCommand {
        switch json["type"]?.stringValue {
        case "edit":
            try only(json, ["type", "seq", "command"], in: "edit")
            guard let inner = json["command"] else { throw ScenarioError("edit needs a command") }
            return .edit(seq: try seq(json), command: try gameCommand(inner))
        case "delete":
            try only(json, ["type", "seq"], in: "delete")
            return .delete(seq: try seq(json))
        default:
            return .game(try gameCommand(json))
        }
    }

    static func gameCommand(_ json: JSONValue) throws -> GameCommand {
        guard let type = json["type"]?.stringValue else { throw ScenarioError("a command needs a type: \(json)") }
        switch type {
        case "score_feature":
            try only(json, ["type", "feature", "when", "inputs", "players", "figures"], in: type)
            let when = json["when"]?.stringValue ?? "completed"
            guard when == "completed" || when == "end_of_game" else { throw ScenarioError("unknown when \(when)") }
            return .scoreFeature(scoring: FeatureScoring(
                feature: try string(json, "feature"),
                endOfGame: when == "end_of_game",
                inputs: try inputs(json["inputs"]),
                players: try players(json["players"]),
                figures: try figures(json["figures"])))
        case "record_event":
            try only(json, ["type", "event", "inputs", "players", "figures", "step"], in: type)
            return .recordEvent(recording: EventRecording(
                event: try string(json, "event"),
                inputs: try inputs(json["inputs"]),
                players: try players(json["players"]),
                figures: try figures(json["figures"]),
                step: try json["step"].map { try step($0.stringValue ?? "") }))
        case "place_robber":
            try only(json, ["type", "owner", "space"], in: type)
            guard let space = json["space"]?.intValue, let space = UInt8(exactly: space) else {
                throw ScenarioError("place_robber needs a space 0-255")
            }
            return .placeRobber(owner: try string(json, "owner"), space: space)
        case "choose_robber_victim":
            try only(json, ["type", "victim"], in: type)
            return .chooseRobberVictim(victim: try string(json, "victim"))
        case "resolve_dispatch":
            try only(json, ["type", "choice", "figure"], in: type)
            guard let choice = json["choice"] else { throw ScenarioError("resolve_dispatch needs a choice") }
            return .resolveDispatch(choice: try dispatchChoice(choice), figure: try figure(json["figure"]))
        case "correct":
            try only(json, ["type", "player", "points", "reason", "figure"], in: type)
            guard let points = json["points"]?.intValue else { throw ScenarioError("correct needs points") }
            return .correct(player: try string(json, "player"), points: points, reason: try string(json, "reason"),
                            figure: try figure(json["figure"]))
        case "end_turn": try only(json, ["type"], in: type); return .endTurn
        case "second_part": try only(json, ["type"], in: type); return .secondPart
        case "start_end_game": try only(json, ["type"], in: type); return .startEndGame
        case "finish": try only(json, ["type"], in: type); return .finish
        case "reopen": try only(json, ["type"], in: type); return .reopen
        case "undo": try only(json, ["type"], in: type); return .undo
        case "redo": try only(json, ["type"], in: type); return .redo
        default: throw ScenarioError("unknown command type \(type)")
        }
    }

    static func dispatchChoice(_ json: JSONValue) throws -> DispatchChoice {
        let tile = try string(json, "tile")
        func count() throws -> Int64 {
            try only(json, ["tile", "count"], in: tile)
            guard let count = json["count"]?.intValue else { throw ScenarioError("dispatch \(tile) needs a count") }
            return count
        }
        switch tile {
        case "two_points": try only(json, ["tile"], in: tile); return .twoPoints
        case "extra_tile": try only(json, ["tile"], in: tile); return .extraTile
        case "smallest_road": try only(json, ["tile", "inputs"], in: tile); return .smallestRoad(inputs: try inputs(json["inputs"]))
        case "smallest_city": try only(json, ["tile", "inputs"], in: tile); return .smallestCity(inputs: try inputs(json["inputs"]))
        case "smallest_cloister":
            try only(json, ["tile", "inputs"], in: tile)
            return .smallestCloister(inputs: try inputs(json["inputs"]))
        case "coats_of_arms": return .coatsOfArms(count: try count())
        case "knights": return .knights(count: try count())
        case "farmers": return .farmers(count: try count())
        case "score_meeple":
            try only(json, ["tile", "feature", "inputs", "players"], in: tile)
            return .scoreMeeple(feature: try string(json, "feature"), inputs: try inputs(json["inputs"]),
                                players: try players(json["players"]))
        default: throw ScenarioError("unknown dispatch tile \(tile)")
        }
    }

    /// `{"tiles": 3, "cathedral": true, "payer": "red"}`: numbers are counts,
    /// booleans toggles, text a choice's key or a player's id (the core reads both
    /// as text).
    static func inputs(_ json: JSONValue?) throws -> [NamedInput] {
        guard let json else { return [] }
        guard let members = json.objectValue else { throw ScenarioError("inputs are an object: \(json)") }
        return try members.keys.sorted().map { name in try NamedInput(name: name, value: value(members[name]!, name)) }
    }

    /// `[{"id": "red", "followers": 1}]`.
    static func players(_ json: JSONValue?) throws -> [PlayerInput] {
        guard let json else { return [] }
        guard let entries = json.arrayValue else { throw ScenarioError("players are an array: \(json)") }
        return try entries.map { entry in
            guard var members = entry.objectValue, let id = members.removeValue(forKey: "id")?.stringValue else {
                throw ScenarioError("a player entry needs an id: \(entry)")
            }
            return PlayerInput(player: id, inputs: try inputs(.object(members)))
        }
    }

    /// `{"blue": 1}`.
    static func figures(_ json: JSONValue?) throws -> [FigureChoice] {
        guard let json else { return [] }
        guard let members = json.objectValue else { throw ScenarioError("figures are an object: \(json)") }
        return try members.keys.sorted().map { player in
            guard let index = members[player]?.intValue, let figure = UInt32(exactly: index) else {
                throw ScenarioError("figure of \(player) is not an index")
            }
            return FigureChoice(player: player, figure: figure)
        }
    }

    static func step(_ code: String) throws -> Step {
        guard let step = steps().first(where: { $0.code == code })?.step else { throw ScenarioError("unknown step \(code)") }
        return step
    }

    // MARK: helpers

    private static func value(_ json: JSONValue, _ name: String) throws -> InputValue {
        switch json {
        case .int(let number): return .count(value: number)
        case .bool(let flag): return .toggle(value: flag)
        case .string(let text): return .choice(key: text)
        default: throw ScenarioError("input \(name): \(json) is not a count, a switch or a key")
        }
    }

    private static func figure(_ json: JSONValue?) throws -> UInt32? {
        guard let json, json != .null else { return nil }
        guard let index = json.intValue, let figure = UInt32(exactly: index) else {
            throw ScenarioError("figure \(json) is not an index")
        }
        return figure
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

    /// Refuses fields the bindings would not carry (serde's deny_unknown_fields).
    private static func only(_ json: JSONValue, _ keys: Set<String>, in context: String) throws {
        guard let members = json.objectValue else { throw ScenarioError("\(context) is not an object: \(json)") }
        let unknown = Set(members.keys).subtracting(keys)
        if !unknown.isEmpty {
            throw ScenarioError("\(context): field(s) \(unknown.sorted()) cannot be expressed through the bindings")
        }
    }
}
