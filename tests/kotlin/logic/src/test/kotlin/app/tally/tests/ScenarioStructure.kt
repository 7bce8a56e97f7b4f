// What the Kotlin runner understands of a scenario file, checked before it is played
// (as `check_structure` in core/tests/scenarios.rs): every key at every level it
// reads — the file, the setup and its players, each step, its `expect` and
// `expect_error`, a draft, its view, each command, draft start and action — and a
// step that is a `command` or a `draft`, never both or neither. An `expect` or
// `expect_error` on a draft step that carries nothing out (no `command`) has nothing
// to check: the file is refused, naming the file and the step.
package app.tally.tests

import kotlinx.serialization.json.JsonArray
import kotlinx.serialization.json.JsonElement
import kotlinx.serialization.json.JsonObject
import kotlinx.serialization.json.jsonObject

private val fileKeys = setOf("name", "setup", "steps")
private val setupKeys = setOf("players", "ruleset")
private val playerKeys = setOf("name", "colour")
private val rulesetKeys = setOf("edition", "expansions", "variants")
private val stepKeys = setOf("note", "command", "draft", "expect", "expect_error")
private val draftKeys = setOf("start", "start_error", "actions", "view", "command")
private val errorKeys = setOf("code", "field")
private val expectKeys = setOf(
    "scores", "figures", "spaces", "laps", "lap_tiles", "turn", "turn_part", "active", "step", "phase", "moment", "pending",
    "robbers", "can_undo", "can_redo", "allowed", "log_len", "last_rules", "by_category", "standings", "robber_spaces",
    "walkthrough", "dispatch_tiles", "last_edit",
)
private val viewKeys = setOf(
    "items", "current", "preview", "submit", "refusal", "figures", "nobody_scores_offered", "addable_features", "addable_events",
    "dispatch",
)
private val viewItemKeys = setOf("key", "step", "missing", "locked", "values", "players")

/** A key of `json` that is not among [known], as a problem; `json` must be an object. */
fun unknownKeys(where: String, json: JsonElement?, known: Set<String>): String? {
    val members = json as? JsonObject ?: return "$where: not a JSON object"
    val unknown = members.keys.firstOrNull { it !in known } ?: return null
    return "$where: unknown key `$unknown` (it takes ${known.joinToString(", ")})"
}

/** Throws when `json` holds a key not among [known]: a command, start or action the runner would not carry out whole. */
fun requireOnly(what: String, json: JsonObject, known: Set<String>) {
    unknownKeys(what, json, known)?.let { throw IllegalArgumentException(it) }
}

/** The first thing in `scenario` the runner does not understand, naming the file and the step; null when none. */
@Suppress("ReturnCount") // one return per key checked: the first problem found is the answer
fun structureProblem(file: String, scenario: JsonObject): String? {
    unknownKeys(file, scenario, fileKeys)?.let { return it }
    val setup = scenario["setup"]
    unknownKeys("$file: setup", setup, setupKeys)?.let { return it }
    (setup as JsonObject)["players"]?.let { players ->
        (players as? JsonArray ?: return "$file: setup.players is not a list").forEachIndexed { number, player ->
            unknownKeys("$file: setup player $number", player, playerKeys)?.let { return it }
        }
    }
    setup["ruleset"]?.let { ruleset -> unknownKeys("$file: setup.ruleset", ruleset, rulesetKeys)?.let { return it } }
    val steps = scenario["steps"] as? JsonArray ?: return "$file: `steps` is not a list"
    steps.forEachIndexed { index, stepJson ->
        val at = "$file step $index"
        unknownKeys(at, stepJson, stepKeys)?.let { return it }
        val step = stepJson.jsonObject
        step["expect"]?.let { unknownKeys("$at: expect", it, expectKeys)?.let { problem -> return problem } }
        step["expect_error"]?.let { unknownKeys("$at: expect_error", it, errorKeys)?.let { problem -> return problem } }
        val command = step["command"]
        val draft = step["draft"]
        if ((command == null) == (draft == null)) return "$at: a step is either a `command` or a `draft`"
        if (command != null) {
            parses(at) { commandOf(command.jsonObject) }?.let { return it }
            return@forEachIndexed
        }
        unknownKeys("$at: draft", draft, draftKeys)?.let { return it }
        val spec = draft!!.jsonObject
        parses("$at: draft start") { draftStartOf(spec.getValue("start").jsonObject) }?.let { return it }
        spec["start_error"]?.let { error ->
            unknownKeys("$at: start_error", error, errorKeys)?.let { return it }
            listOf("actions", "view", "command").firstOrNull { it in spec }?.let { return "$at: a draft refused at its start has no `$it`" }
        }
        (spec["actions"] as? JsonArray).orEmpty().forEachIndexed { number, actionJson ->
            val action = actionJson.jsonObject
            action["expect_error"]?.let { unknownKeys("$at action $number: expect_error", it, errorKeys)?.let { problem -> return problem } }
            parses("$at action $number") { draftActionOf(JsonObject(action - "expect_error")) }?.let { return it }
        }
        spec["view"]?.let { view ->
            unknownKeys("$at: view", view, viewKeys)?.let { return it }
            (view.jsonObject["items"] as? JsonArray).orEmpty().forEachIndexed { number, item ->
                unknownKeys("$at: view item $number", item, viewItemKeys)?.let { return it }
            }
        }
        spec["command"]?.let { written -> parses("$at: draft command") { commandOf(written.jsonObject) }?.let { return it } }
        val carriedOut = "command" in spec && "start_error" !in spec
        listOf("expect", "expect_error").firstOrNull { it in step && !carriedOut }?.let {
            return "$at: `$it` on a draft step that carries nothing out (it has no `command`): nothing would check it"
        }
    }
    return null
}

/** Null when [read] reads its part of the file; otherwise why not, at [at]. */
private fun parses(at: String, read: () -> Any): String? = try {
    read()
    null
} catch (error: RuntimeException) {
    "$at: ${error.message}"
}
