// The `draft` steps of tests/scenarios, as core/tests/scenarios.rs plays them: the
// draft started (or refused: `start_error`), each action applied through the
// bindings (or refused as `expect_error` says, the draft left as it was), the view
// checked key by key (`observedView`, the same keys and values as `observed_view`
// in Rust), the draft kept as JSON and read back (the same draft, the same view),
// and, when the step has a `command`, the draft submitted and the recorded command
// (`commandOf`) compared with the one written.

import Foundation
import TallyCore

enum DraftScenario {
    // MARK: JSON to the core's draft types

    static func start(_ json: JSONValue) throws -> DraftStart {
        switch json["start"]?.stringValue {
        case "item":
            try only(json, ["start", "kind", "key", "step"], in: "draft start")
            return .item(kind: try kind(json), key: try string(json, "key"), step: try step(json["step"]))
        case "edit":
            try only(json, ["start", "seq"], in: "draft start")
            return .edit(seq: try unsigned64(json["seq"], "seq"))
        case "typed":
            try only(json, ["start", "editing"], in: "draft start")
            return .typed(editing: try json["editing"].flatMap { $0 == .null ? nil : try unsigned64($0, "editing") })
        case "dispatch":
            try only(json, ["start"], in: "draft start")
            return .dispatch
        default:
            throw ScenarioError("unknown draft start \(json)")
        }
    }

    static func action(_ json: JSONValue) throws -> DraftAction {
        guard let name = json["action"]?.stringValue else { throw ScenarioError("an action needs a name: \(json)") }
        switch name {
        case "add":
            try only(json, ["action", "kind", "key", "step"], in: name)
            return .add(kind: try kind(json), key: try string(json, "key"), step: try step(json["step"]))
        case "remove":
            try only(json, ["action", "item"], in: name)
            return .remove(item: try unsigned(json["item"], "item"))
        case "select":
            try only(json, ["action", "item"], in: name)
            return .select(item: try unsigned(json["item"], "item"))
        case "set":
            try only(json, ["action", "item", "field", "player", "value"], in: name)
            guard let value = json["value"] else { throw ScenarioError("set needs a value: \(json)") }
            return .set(item: try unsigned(json["item"], "item"), field: try string(json, "field"),
                        player: json["player"]?.stringValue, value: inputValue(value))
        case "adjust":
            try only(json, ["action", "item", "field", "player", "by"], in: name)
            guard let by = json["by"]?.intValue else { throw ScenarioError("adjust needs `by`: \(json)") }
            return .adjust(item: try unsigned(json["item"], "item"), field: try string(json, "field"),
                           player: json["player"]?.stringValue, by: by)
        case "clear":
            try only(json, ["action", "item", "field", "player"], in: name)
            return .clear(item: try unsigned(json["item"], "item"), field: try string(json, "field"),
                          player: json["player"]?.stringValue)
        case "choose_figure":
            try only(json, ["action", "player", "figure", "item"], in: name)
            return .chooseFigure(player: try string(json, "player"), figure: try unsigned(json["figure"], "figure"),
                                 item: try json["item"].flatMap { $0 == .null ? nil : try unsigned($0, "item") })
        case "choose_step":
            try only(json, ["action", "item", "step"], in: name)
            guard let chosen = try step(json["step"]) else { throw ScenarioError("choose_step needs a step: \(json)") }
            return .chooseStep(item: try unsigned(json["item"], "item"), step: chosen)
        case "confirm_nobody_scores":
            try only(json, ["action", "confirmed"], in: name)
            guard let confirmed = json["confirmed"]?.boolValue else { throw ScenarioError("confirmed is a switch: \(json)") }
            return .confirmNobodyScores(confirmed: confirmed)
        case "choose_tile":
            try only(json, ["action", "tile", "feature"], in: name)
            return .chooseTile(tile: try string(json, "tile"), feature: json["feature"]?.stringValue)
        case "set_count":
            try only(json, ["action", "count"], in: name)
            guard let count = json["count"], count == .null || count.intValue != nil else {
                throw ScenarioError("set_count needs a count or null: \(json)")
            }
            return .setCount(count: count.intValue)
        case "adjust_count":
            try only(json, ["action", "by"], in: name)
            guard let by = json["by"]?.intValue else { throw ScenarioError("adjust_count needs `by`: \(json)") }
            return .adjustCount(by: by)
        default:
            throw ScenarioError("unknown draft action \(name)")
        }
    }

    /// A value as serde reads an `InputValue`: a switch, a count, a text, or any
    /// other JSON kept as its text (always refused by the core).
    static func inputValue(_ json: JSONValue) -> InputValue {
        switch json {
        case .bool(let flag): return .bool(flag)
        case .int(let number): return .int(number)
        case .string(let text): return .text(text)
        default: return .other(json.description)
        }
    }

    // MARK: the view as the scenario files describe it

    static func observedView(_ view: DraftView) -> [String: JSONValue] {
        let items: [JSONValue] = view.items.map { item in
            let itemFields = item.fields.filter { $0.players.isEmpty }
            let playerFields = item.fields.filter { !$0.players.isEmpty }
            return [
                "key": .string(item.key),
                "step": item.step.map { .string(ObservedState.code(of: $0)) } ?? .null,
                "missing": .array(item.fields.filter(\.missing).map { .string($0.field.name) }),
                "locked": .array(item.fields.filter(\.locked).map { .string($0.field.name) }),
                "values": .object(Dictionary(uniqueKeysWithValues: itemFields.map { ($0.field.name, json($0.value)) })),
                "players": .object(Dictionary(uniqueKeysWithValues: playerFields.map { field in
                    (field.field.name, JSONValue.object(Dictionary(uniqueKeysWithValues: field.players.map {
                        ($0.player, JSONValue($0.value))
                    })))
                })),
            ]
        }
        var awards: [AppliedAward] = []
        if let preview = view.preview {
            awards = preview.awards
        } else if let change = view.change, let seq = view.editing, case .replace(_, let changed) = change.change {
            awards = changed.first { $0.seq == seq }?.awards ?? []
        }
        var preview: [String: JSONValue] = [:]
        for award in awards {
            preview[award.player] = .int((preview[award.player]?.intValue ?? 0) + award.points)
        }
        return [
            "items": .array(items),
            "current": JSONValue(view.current),
            "preview": .object(preview),
            "submit": .bool(view.submit.allowed),
            "refusal": view.refusal.map {
                ["code": .string(ObservedState.snakeCase($0.code)), "field": $0.field.map(JSONValue.string) ?? .null]
            } ?? .null,
            "figures": .object(Dictionary(uniqueKeysWithValues: view.figures.map { ($0.player, JSONValue($0.figure)) })),
            "nobody_scores_offered": .bool(view.nobodyScoresOffered),
            "addable_features": .array(view.addableFeatures.map(JSONValue.string)),
            "addable_events": .array(view.addableEvents.map(JSONValue.string)),
            "dispatch": view.dispatch.map { dispatch -> JSONValue in
                [
                    "tile": .string(dispatch.tile),
                    "count": dispatch.count.map { json($0.value) } ?? .null,
                    "count_missing": .bool(dispatch.count?.missing ?? false),
                    "feature": dispatch.feature.map(JSONValue.string) ?? .null,
                ]
            } ?? .null,
        ]
    }

    static func json(_ value: InputValue?) -> JSONValue {
        switch value {
        case nil: return .null
        case .bool(let flag)?: return .bool(flag)
        case .int(let number)?: return .int(number)
        case .text(let text)?: return .string(text)
        case .other(let text)?: return .string(text)
        }
    }

    // MARK: helpers

    private static func kind(_ json: JSONValue) throws -> ItemKind {
        switch json["kind"]?.stringValue {
        case "feature": return .feature
        case "event": return .event
        default: throw ScenarioError("kind is feature or event: \(json)")
        }
    }

    private static func step(_ json: JSONValue?) throws -> Step? {
        guard let json, json != .null else { return nil }
        guard let code = json.stringValue else { throw ScenarioError("a step is its code: \(json)") }
        return try ScenarioJSON.step(code)
    }

    private static func string(_ json: JSONValue, _ key: String) throws -> String {
        guard let text = json[key]?.stringValue else { throw ScenarioError("`\(key)` missing in \(json)") }
        return text
    }

    private static func unsigned(_ json: JSONValue?, _ name: String) throws -> UInt32 {
        guard let number = json?.intValue, let value = UInt32(exactly: number) else {
            throw ScenarioError("\(name) \(String(describing: json)) is not a number >= 0")
        }
        return value
    }

    private static func unsigned64(_ json: JSONValue?, _ name: String) throws -> UInt64 {
        guard let number = json?.intValue, let value = UInt64(exactly: number) else {
            throw ScenarioError("\(name) \(String(describing: json)) is not a number >= 0")
        }
        return value
    }

    private static func only(_ json: JSONValue, _ keys: Set<String>, in context: String) throws {
        guard let members = json.objectValue else { throw ScenarioError("\(context) is not an object: \(json)") }
        let unknown = Set(members.keys).subtracting(keys)
        if !unknown.isEmpty {
            throw ScenarioError("\(context): field(s) \(unknown.sorted()) are not part of it")
        }
    }
}
