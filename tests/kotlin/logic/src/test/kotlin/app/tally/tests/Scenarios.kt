// Turns the shared scenario files (tests/scenarios/*.json) into the bindings'
// Commands and describes a game the way the files do, from the table model
// (`summary()`), the newest log entry (`logPage(null, 1)`) and the catalogue's
// dispatch tiles when a dispatch is pending, as core/tests/scenarios.rs does.
package app.tally.tests

import app.tally.core.Colour
import app.tally.core.Command
import app.tally.core.DispatchChoice
import app.tally.core.Edition
import app.tally.core.EventRecording
import app.tally.core.FeatureScoring
import app.tally.core.GameSeat
import app.tally.core.InputValue
import app.tally.core.Inputs
import app.tally.core.PlayerInputs
import app.tally.core.Prompt
import app.tally.core.RoundItem
import app.tally.core.RulesetSpec
import app.tally.core.ScoringRound
import app.tally.core.Step
import app.tally.core.TableCatalogue
import app.tally.core.When
import app.tally.ffi.GameSession
import app.tally.ffi.presetRuleset
import app.tally.ffi.presets
import app.tally.ffi.steps
import app.tally.ffi.withVariant
import kotlinx.serialization.json.JsonArray
import kotlinx.serialization.json.JsonElement
import kotlinx.serialization.json.JsonNull
import kotlinx.serialization.json.JsonObject
import kotlinx.serialization.json.JsonPrimitive
import kotlinx.serialization.json.booleanOrNull
import kotlinx.serialization.json.buildJsonArray
import kotlinx.serialization.json.buildJsonObject
import kotlinx.serialization.json.int
import kotlinx.serialization.json.jsonArray
import kotlinx.serialization.json.jsonObject
import kotlinx.serialization.json.jsonPrimitive
import kotlinx.serialization.json.long
import kotlinx.serialization.json.longOrNull
import kotlinx.serialization.json.put
import java.io.File

/** The repository root (set by the pom; falls back to the working directory's grandparents). */
val repoRoot: File = File(System.getProperty("tally.root") ?: "../../..").canonicalFile

fun scenarioFiles(): List<File> =
    File(repoRoot, "tests/scenarios").listFiles { file -> file.extension == "json" }!!.sortedBy { it.name }

/**
 * A step's code as the files write it ("3B", "end_of_game"): the reference's code from the core's own table; the two
 * steps without one, which the table labels in the player's language, by their key in snake case.
 */
private val stepCodes: Map<Step, String> by lazy {
    steps().associate { it.step to if (it.step == Step.ANY_TIME || it.step == Step.END_OF_GAME) snake(it.step.name) else it.code }
}

fun stepCode(step: Step): String = stepCodes.getValue(step)

fun stepOf(code: String): Step = stepCodes.entries.first { it.value == code }.key

fun JsonElement.string(): String = jsonPrimitive.content

/** `"completed"` / `"end_of_game"`, `"playing"`: the files write the core's enums in snake case. */
fun snake(name: String): String = name.lowercase()

// ---- setup ----------------------------------------------------------------------------

fun seatsOf(setup: JsonObject): List<GameSeat> = setup.getValue("players").jsonArray.map { player ->
    GameSeat(null, player.jsonObject.getValue("name").string(), Colour.valueOf(player.jsonObject.getValue("colour").string().uppercase()))
}

fun rulesetOf(setup: JsonObject): RulesetSpec {
    val ruleset = setup.getValue("ruleset").jsonObject
    val defaults = presetRuleset(presets().first().key).variants
    val variants = (ruleset["variants"] as? JsonObject).orEmpty().entries.fold(defaults) { v, (key, value) ->
        withVariant(v, key, value.jsonPrimitive.content)
    }
    return RulesetSpec(
        edition = Edition.valueOf(ruleset["edition"]?.string()?.uppercase() ?: "C3"),
        expansions = (ruleset["expansions"] as? JsonArray).orEmpty().map { it.string() },
        variants = variants,
    )
}

// ---- commands ---------------------------------------------------------------------------

fun inputValueOf(value: JsonElement): InputValue {
    val primitive = value as? JsonPrimitive ?: return InputValue.Other(value.toString())
    return when {
        primitive.isString -> InputValue.Text(primitive.content)
        primitive.booleanOrNull != null -> InputValue.Bool(primitive.booleanOrNull!!)
        primitive.longOrNull != null -> InputValue.Int(primitive.long)
        else -> InputValue.Other(primitive.content)
    }
}

/** `{"tiles": 3, "cathedral": true, "colour": "red"}` as inputs. */
fun inputsOf(json: JsonElement?, skip: Set<String> = emptySet()): Inputs =
    (json as? JsonObject).orEmpty().filterKeys { it !in skip }.mapValues { (_, value) -> inputValueOf(value) }

/** `[{"id": "red", "followers": 1}]`: each player's id and flattened inputs. */
fun playersOf(json: JsonElement?): List<PlayerInputs> =
    (json as? JsonArray).orEmpty().map { player -> PlayerInputs(player.jsonObject.getValue("id").string(), inputsOf(player, skip = setOf("id"))) }

fun figuresOf(json: JsonElement?): Map<String, UInt> =
    (json as? JsonObject).orEmpty().mapValues { (_, figure) -> figure.jsonPrimitive.int.toUInt() }

fun figureOf(json: JsonObject): UInt? = json["figure"]?.jsonPrimitive?.int?.toUInt()

private fun flag(json: JsonObject, key: String) = json[key]?.jsonPrimitive?.booleanOrNull ?: false

fun featureOf(json: JsonObject) = FeatureScoring(
    feature = json.getValue("feature").string(),
    `when` = json["when"]?.string()?.let { text -> When.entries.first { snake(it.name) == text } },
    inputs = inputsOf(json["inputs"]),
    players = playersOf(json["players"]),
    figures = figuresOf(json["figures"]),
    step = json["step"]?.string()?.let(::stepOf),
    nobodyScores = flag(json, "nobody_scores"),
)

fun eventOf(json: JsonObject) = EventRecording(
    event = json.getValue("event").string(),
    inputs = inputsOf(json["inputs"]),
    players = playersOf(json["players"]),
    figures = figuresOf(json["figures"]),
    step = json["step"]?.string()?.let(::stepOf),
    nobodyScores = flag(json, "nobody_scores"),
)

fun dispatchOf(json: JsonObject) = DispatchChoice(
    tile = json.getValue("tile").string(),
    count = json["count"]?.jsonPrimitive?.long,
    feature = json["feature"]?.string(),
    inputs = inputsOf(json["inputs"]),
    players = playersOf(json["players"]),
)

private val featureKeys = setOf("feature", "when", "inputs", "players", "figures", "step", "nobody_scores")
private val eventKeys = setOf("event", "inputs", "players", "figures", "step", "nobody_scores")
private val dispatchKeys = setOf("tile", "count", "feature", "inputs", "players")

/** The fields each command type takes besides `type`: another field is refused, not dropped. */
private val commandKeys = mapOf(
    "score_feature" to featureKeys, "record_event" to eventKeys, "score_round" to setOf("items", "figures"),
    "place_robber" to setOf("owner", "space"), "choose_robber_victim" to setOf("victim", "figure"),
    "resolve_dispatch" to setOf("choice", "figure"), "correct" to setOf("player", "points", "reason", "figure"),
    "end_turn" to emptySet(), "second_part" to emptySet(), "start_end_game" to emptySet(), "finish" to setOf("figures"),
    "reopen" to emptySet(), "undo" to emptySet(), "redo" to emptySet(), "edit" to setOf("seq", "command"), "delete" to setOf("seq"),
)

/**
 * The bindings' Command of a scenario command (the JSON form of the core's `Command`).
 * A field it does not take is refused (IllegalArgumentException), as the core's serde
 * form refuses it.
 */
fun commandOf(json: JsonObject): Command {
    val type = json.getValue("type").string()
    requireOnly(type, json, (commandKeys[type] ?: throw IllegalArgumentException("no Command for `$type`")) + "type")
    return commandOfChecked(type, json)
}

private fun commandOfChecked(type: String, json: JsonObject): Command = when (type) {
    "score_feature" -> Command.ScoreFeature(featureOf(json))
    "record_event" -> Command.RecordEvent(eventOf(json))
    "score_round" -> Command.ScoreRound(
        ScoringRound(
            items = json.getValue("items").jsonArray.map { item ->
                val obj = item.jsonObject
                if ("feature" in obj) {
                    requireOnly("score_round item", obj, featureKeys)
                    RoundItem.Feature(featureOf(obj))
                } else {
                    requireOnly("score_round item", obj, eventKeys)
                    RoundItem.Event(eventOf(obj))
                }
            },
            figures = figuresOf(json["figures"]),
        ),
    )
    "place_robber" -> Command.PlaceRobber(json.getValue("owner").string(), json.getValue("space").jsonPrimitive.int.toUInt())
    "choose_robber_victim" -> Command.ChooseRobberVictim(json.getValue("victim").string(), figureOf(json))
    "resolve_dispatch" -> {
        val choice = json.getValue("choice").jsonObject
        requireOnly("resolve_dispatch choice", choice, dispatchKeys)
        Command.ResolveDispatch(dispatchOf(choice), figureOf(json))
    }
    "correct" -> Command.Correct(
        json.getValue("player").string(), json.getValue("points").jsonPrimitive.long, json.getValue("reason").string(), figureOf(json),
    )
    "end_turn" -> Command.EndTurn
    "second_part" -> Command.SecondPart
    "start_end_game" -> Command.StartEndGame
    "finish" -> Command.Finish(figuresOf(json["figures"]))
    "reopen" -> Command.Reopen
    "undo" -> Command.Undo
    "redo" -> Command.Redo
    "edit" -> Command.Edit(json.getValue("seq").jsonPrimitive.long.toULong(), commandOf(json.getValue("command").jsonObject))
    "delete" -> Command.Delete(json.getValue("seq").jsonPrimitive.long.toULong())
    else -> error("no Command for `$type`")
}

// ---- the game as the files describe it --------------------------------------------------

private fun longs(values: List<Long>) = JsonArray(values.map { JsonPrimitive(it) })

fun promptJson(prompt: Prompt?): JsonElement = when (prompt) {
    null -> JsonNull
    is Prompt.Dispatch -> buildJsonObject {
        put("prompt", "dispatch"); put("player", prompt.player)
        put("figure", prompt.figure.toLong()); put("space", prompt.space.toLong())
    }
    is Prompt.RobberChoice -> buildJsonObject {
        put("prompt", "robber_choice"); put("owner", prompt.owner); put("space", prompt.space.toLong())
        put("candidates", buildJsonArray { prompt.candidates.forEach { add(buildJsonObject { put("player", it.player); put("points", it.points) }) } })
    }
}

/**
 * What the files observe of [session]: its summary, its newest log entry, and the
 * tiles of a pending dispatch (the catalogue's, read once per game as the apps do).
 */
fun observed(session: GameSession, catalogue: TableCatalogue): JsonObject {
    val table = session.summary()
    val last = session.logPage(null, 1u).items.firstOrNull()
    val dispatchTiles = if (table.pending is Prompt.Dispatch) catalogue.dispatchTiles.map { it.key } else null
    fun perPlayer(value: (app.tally.core.PlayerState) -> JsonElement) = JsonObject(table.players.associate { it.id to value(it) })
    val a = table.actions
    val allowed = mapOf(
        "undo" to a.undo, "redo" to a.redo, "score" to a.score, "end_turn" to a.endTurn, "second_part" to a.secondPart,
        "start_end_game" to a.startEndGame, "finish" to a.finish, "reopen" to a.reopen, "place_robber" to a.placeRobber,
        "correct" to a.correct, "edit" to a.edit,
    )
    return JsonObject(
        mapOf(
            "scores" to perPlayer { JsonPrimitive(it.score) },
            "figures" to perPlayer { p -> longs(p.figures.map { it.points }) },
            "spaces" to perPlayer { p -> longs(p.figures.map { it.space.toLong() }) },
            "laps" to perPlayer { p -> longs(p.figures.map { it.laps }) },
            "lap_tiles" to perPlayer { p -> JsonArray(p.figures.map { longs(listOf(it.tiles.hundreds, it.tiles.fifties)) }) },
            "turn" to JsonPrimitive(table.turn.toLong()),
            "turn_part" to JsonPrimitive(table.turnPart.toLong()),
            "active" to JsonPrimitive(table.active),
            "step" to JsonPrimitive(stepCode(table.step)),
            "phase" to JsonPrimitive(snake(table.phase.name)),
            "moment" to JsonPrimitive(snake(table.moment.name)),
            "pending" to promptJson(table.pending),
            "robbers" to perPlayer { p -> p.robber?.let { JsonPrimitive(it.toLong()) } ?: JsonNull },
            "can_undo" to JsonPrimitive(a.undo.allowed),
            "can_redo" to JsonPrimitive(a.redo.allowed),
            "allowed" to JsonObject(allowed.mapValues { JsonPrimitive(it.value.allowed) }),
            "log_len" to JsonPrimitive(table.logLength.toLong()),
            "last_rules" to perPlayer { p ->
                JsonArray(last?.awards.orEmpty().filter { it.player == p.id }.flatMap { award -> award.rows.map { JsonPrimitive(it.rule) } })
            },
            "by_category" to perPlayer { p -> JsonObject(p.byCategory.associate { snake(it.category.name) to JsonPrimitive(it.points) }) },
            "standings" to JsonArray(
                table.standings.map { buildJsonObject { put("player", it.player); put("rank", it.rank.toLong()); put("score", it.score) } },
            ),
            "robber_spaces" to JsonObject(table.robberPlacements.associate { r -> r.owner to longs(r.spaces.map { it.toLong() }) }),
            "walkthrough" to (table.walkthrough?.let { w -> JsonObject(w.items.associate { it.key to JsonPrimitive(it.scored.toLong()) }) } ?: JsonNull),
            "dispatch_tiles" to (dispatchTiles?.let { keys -> JsonArray(keys.map { JsonPrimitive(it) }) } ?: JsonNull),
            "last_edit" to (last?.let { JsonPrimitive(snake(it.edit.name)) } ?: JsonNull),
        ),
    )
}

/** Keys whose value is a map of which only the entries named are compared. */
private val partialKeys = setOf(
    "scores", "figures", "spaces", "laps", "lap_tiles", "robbers", "last_rules", "by_category", "allowed", "robber_spaces", "walkthrough",
)

/** Numbers compare by value (1 and 1.0 are the same in the files). */
fun same(a: JsonElement?, b: JsonElement?): Boolean = when {
    a is JsonPrimitive && b is JsonPrimitive && !a.isString && !b.isString && a.longOrNull != null && b.longOrNull != null ->
        a.longOrNull == b.longOrNull
    a is JsonArray && b is JsonArray -> a.size == b.size && a.indices.all { same(a[it], b[it]) }
    a is JsonObject && b is JsonObject -> a.keys == b.keys && a.keys.all { same(a[it], b[it]) }
    else -> a == b
}

/** The differences between `expect` and the game, as messages (empty: all good). */
fun mismatches(where: String, expected: JsonObject, session: GameSession, catalogue: TableCatalogue): List<String> {
    val observed = observed(session, catalogue)
    val problems = mutableListOf<String>()
    for ((key, want) in expected) {
        val got = observed[key] ?: run { problems += "$where: unknown expect key `$key`"; continue }
        if (key in partialKeys && want is JsonObject && got is JsonObject) {
            for ((name, value) in want) {
                val actual = got[name]
                if (!same(actual, value)) problems += "$where: $key.$name: expected $value, got $actual"
            }
        } else if (!same(got, want)) {
            problems += "$where: $key: expected $want, got $got"
        }
    }
    return problems
}
