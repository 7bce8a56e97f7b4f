// What the Swift runner understands of a scenario file, checked before it is played
// (as `check_structure` in core/tests/scenarios.rs and ScenarioStructure.kt): every
// key at every level it reads — the file, the setup, each step, its `expect` and
// `expect_error`, a draft, its view, each command, draft start and action (which
// ScenarioJSON and DraftScenario read field by field, refusing the others) — and a
// step that is a `command` or a `draft`, never both or neither. An `expect` or
// `expect_error` on a draft step that carries nothing out (no `command`) has nothing
// to check: the file is refused, naming the file and the step.

import Foundation

enum ScenarioStructure {
    static let fileKeys: Set<String> = ["name", "setup", "steps"]
    static let stepKeys: Set<String> = ["note", "command", "draft", "expect", "expect_error"]
    static let draftKeys: Set<String> = ["start", "start_error", "actions", "view", "command"]
    static let errorKeys: Set<String> = ["code", "field"]
    static let expectKeys: Set<String> = [
        "scores", "figures", "spaces", "laps", "lap_tiles", "turn", "turn_part", "active", "step", "phase", "moment",
        "pending", "robbers", "can_undo", "can_redo", "allowed", "log_len", "last_rules", "by_category", "standings",
        "robber_spaces", "walkthrough", "dispatch_tiles", "last_edit",
    ]
    static let viewKeys: Set<String> = [
        "items", "current", "preview", "submit", "refusal", "figures", "nobody_scores_offered", "addable_features",
        "addable_events", "dispatch",
    ]
    static let viewItemKeys: Set<String> = ["key", "step", "missing", "locked", "values", "players"]

    /// The first thing in `scenario` the runner does not understand, naming the file
    /// and the step; nil when there is none.
    static func problem(file: String, scenario: JSONValue) -> String? {
        if let problem = unknownKey(file, scenario, fileKeys) { return problem }
        do {
            _ = try ScenarioJSON.setup(scenario["setup"] ?? .null)
        } catch {
            return "\(file): setup: \(error)"
        }
        guard let steps = scenario["steps"]?.arrayValue else { return "\(file): `steps` is not a list" }
        for (index, step) in steps.enumerated() {
            if let problem = problem(of: step, at: "\(file) step \(index)") { return problem }
        }
        return nil
    }

    private static func problem(of step: JSONValue, at: String) -> String? {
        if let problem = unknownKey(at, step, stepKeys) { return problem }
        if let expect = step["expect"], let problem = unknownKey("\(at): expect", expect, expectKeys) { return problem }
        if let error = step["expect_error"], let problem = unknownKey("\(at): expect_error", error, errorKeys) {
            return problem
        }
        switch (step["command"], step["draft"]) {
        case (let command?, nil):
            return reads(at) { _ = try ScenarioJSON.command(command) }
        case (nil, let draft?):
            return problem(ofDraft: draft, in: step, at: at)
        default:
            return "\(at): a step is either a `command` or a `draft`"
        }
    }

    private static func problem(ofDraft draft: JSONValue, in step: JSONValue, at: String) -> String? {
        if let problem = unknownKey("\(at): draft", draft, draftKeys) { return problem }
        if let problem = reads("\(at): draft start", { _ = try DraftScenario.start(draft["start"] ?? .null) }) {
            return problem
        }
        if let error = draft["start_error"] {
            if let problem = unknownKey("\(at): start_error", error, errorKeys) { return problem }
            if let key = ["actions", "view", "command"].first(where: { draft[$0] != nil }) {
                return "\(at): a draft refused at its start has no `\(key)`"
            }
        }
        for (number, action) in (draft["actions"]?.arrayValue ?? []).enumerated() {
            var plain = action.objectValue ?? [:]
            if let error = plain.removeValue(forKey: "expect_error"),
                let problem = unknownKey("\(at) action \(number): expect_error", error, errorKeys)
            {
                return problem
            }
            if let problem = reads("\(at) action \(number)", { _ = try DraftScenario.action(.object(plain)) }) {
                return problem
            }
        }
        if let view = draft["view"] {
            if let problem = unknownKey("\(at): view", view, viewKeys) { return problem }
            for (number, item) in (view["items"]?.arrayValue ?? []).enumerated() {
                if let problem = unknownKey("\(at): view item \(number)", item, viewItemKeys) { return problem }
            }
        }
        if let command = draft["command"], let problem = reads("\(at): draft command", { _ = try ScenarioJSON.command(command) }) {
            return problem
        }
        let carriedOut = draft["command"] != nil && draft["start_error"] == nil
        if !carriedOut, let key = ["expect", "expect_error"].first(where: { step[$0] != nil }) {
            return "\(at): `\(key)` on a draft step that carries nothing out (it has no `command`): nothing would check it"
        }
        return nil
    }

    private static func unknownKey(_ at: String, _ json: JSONValue, _ known: Set<String>) -> String? {
        guard let members = json.objectValue else { return "\(at): not a JSON object" }
        guard let key = members.keys.sorted().first(where: { !known.contains($0) }) else { return nil }
        return "\(at): unknown key `\(key)` (it takes \(known.sorted().joined(separator: ", ")))"
    }

    private static func reads(_ at: String, _ read: () throws -> Void) -> String? {
        do {
            try read()
            return nil
        } catch {
            return "\(at): \(error)"
        }
    }
}
