// Turns the shared scenario files (tests/scenarios/*.json) into GameSession calls and
// describes a GameState the way the files do, as core/tests/scenarios.rs does.
package app.tally.tests

import app.tally.core.Colour
import app.tally.core.DispatchChoice
import app.tally.core.Edition
import app.tally.core.EventRecording
import app.tally.core.FeatureScoring
import app.tally.core.FigureChoice
import app.tally.core.GameCommand
import app.tally.core.GameSession
import app.tally.core.GameState
import app.tally.core.InputValue
import app.tally.core.NamedInput
import app.tally.core.NewGame
import app.tally.core.NewSeat
import app.tally.core.Phase
import app.tally.core.PlayerInput
import app.tally.core.Prompt
import app.tally.core.RulesetInput
import app.tally.core.Step
import app.tally.core.TallyException
import app.tally.core.VariantSetting
import app.tally.core.steps
import kotlinx.serialization.json.JsonArray
import kotlinx.serialization.json.JsonElement
import kotlinx.serialization.json.JsonNull
import kotlinx.serialization.json.JsonObject
import kotlinx.serialization.json.JsonPrimitive
import kotlinx.serialization.json.booleanOrNull
import kotlinx.serialization.json.buildJsonArray
import kotlinx.serialization.json.buildJsonObject
import kotlinx.serialization.json.contentOrNull
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

/** A step's code as the files write it ("3B", "end_of_game"), from the core's own table. */
private val stepCodes: Map<Step, String> by lazy { steps().associate { it.step to it.code } }

fun stepCode(step: Step): String = stepCodes.getValue(step)

private fun stepOf(code: String): Step = stepCodes.entries.first { it.value == code }.key

fun JsonElement.string(): String = jsonPrimitive.content

// ---- setup ----------------------------------------------------------------------------

fun newGameOf(setup: JsonObject): NewGame {
    val seats = setup.getValue("players").jsonArray.map { player ->
        val colour = Colour.valueOf(player.jsonObject.getValue("colour").string().uppercase())
        NewSeat(rosterId = null, name = player.jsonObject.getValue("name").string(), colour = colour)
    }
    val ruleset = setup.getValue("ruleset").jsonObject
    val variants = (ruleset["variants"] as? JsonObject).orEmpty().map { (key, value) ->
        VariantSetting(key, value.jsonPrimitive.content)
    }
    return NewGame(
        seats = seats,
        ruleset = RulesetInput(
            edition = Edition.valueOf(ruleset["edition"]?.string()?.uppercase() ?: "C3"),
            expansions = (ruleset["expansions"] as? JsonArray).orEmpty().map { it.string() },
            variants = variants,
        ),
    )
}

// ---- commands ---------------------------------------------------------------------------

/** `{"tiles": 3, "cathedral": true, "colour": "red"}` as named inputs. */
fun inputsOf(json: JsonElement?, skip: Set<String> = emptySet()): List<NamedInput> =
    (json as? JsonObject).orEmpty().filterKeys { it !in skip }.map { (name, value) ->
        val primitive = value.jsonPrimitive
        val input = when {
            primitive.isString -> InputValue.Choice(primitive.content)
            primitive.booleanOrNull != null -> InputValue.Toggle(primitive.booleanOrNull!!)
            else -> InputValue.Count(primitive.long)
        }
        NamedInput(name, input)
    }

/** `[{"id": "red", "followers": 1}]`: each player's id and flattened inputs. */
fun playersOf(json: JsonElement?): List<PlayerInput> =
    (json as? JsonArray).orEmpty().map { player ->
        PlayerInput(player.jsonObject.getValue("id").string(), inputsOf(player, skip = setOf("id")))
    }

fun figuresOf(json: JsonElement?): List<FigureChoice> =
    (json as? JsonObject).orEmpty().map { (player, figure) -> FigureChoice(player, figure.jsonPrimitive.int.toUInt()) }

fun dispatchOf(json: JsonObject): DispatchChoice {
    val count = { json.getValue("count").jsonPrimitive.long }
    return when (val tile = json.getValue("tile").string()) {
        "two_points" -> DispatchChoice.TwoPoints
        "smallest_road" -> DispatchChoice.SmallestRoad(inputsOf(json["inputs"]))
        "smallest_city" -> DispatchChoice.SmallestCity(inputsOf(json["inputs"]))
        "smallest_cloister" -> DispatchChoice.SmallestCloister(inputsOf(json["inputs"]))
        "coats_of_arms" -> DispatchChoice.CoatsOfArms(count())
        "knights" -> DispatchChoice.Knights(count())
        "farmers" -> DispatchChoice.Farmers(count())
        "extra_tile" -> DispatchChoice.ExtraTile
        "score_meeple" -> DispatchChoice.ScoreMeeple(
            json.getValue("feature").string(), inputsOf(json["inputs"]), playersOf(json["players"]),
        )
        else -> error("unknown dispatch tile `$tile`")
    }
}

fun figureOf(json: JsonObject): UInt? = json["figure"]?.jsonPrimitive?.int?.toUInt()

/** The FFI command of a scenario command (edit and delete excepted: they take a seq). */
fun commandOf(json: JsonObject): GameCommand = when (val type = json.getValue("type").string()) {
    "score_feature" -> GameCommand.ScoreFeature(
        FeatureScoring(
            feature = json.getValue("feature").string(),
            endOfGame = json["when"]?.string() == "end_of_game",
            inputs = inputsOf(json["inputs"]),
            players = playersOf(json["players"]),
            figures = figuresOf(json["figures"]),
        ),
    )
    "record_event" -> GameCommand.RecordEvent(
        EventRecording(
            event = json.getValue("event").string(),
            inputs = inputsOf(json["inputs"]),
            players = playersOf(json["players"]),
            figures = figuresOf(json["figures"]),
            step = json["step"]?.string()?.let(::stepOf),
        ),
    )
    "place_robber" -> GameCommand.PlaceRobber(json.getValue("owner").string(), json.getValue("space").jsonPrimitive.int.toUByte())
    "choose_robber_victim" -> GameCommand.ChooseRobberVictim(json.getValue("victim").string())
    "resolve_dispatch" -> GameCommand.ResolveDispatch(dispatchOf(json.getValue("choice").jsonObject), figureOf(json))
    "correct" -> GameCommand.Correct(
        json.getValue("player").string(), json.getValue("points").jsonPrimitive.long, json.getValue("reason").string(), figureOf(json),
    )
    "end_turn" -> GameCommand.EndTurn
    "second_part" -> GameCommand.SecondPart
    "start_end_game" -> GameCommand.StartEndGame
    "finish" -> GameCommand.Finish
    "reopen" -> GameCommand.Reopen
    "undo" -> GameCommand.Undo
    "redo" -> GameCommand.Redo
    else -> error("no GameCommand for `$type`")
}

/**
 * Runs a scenario command through the GameSession method an app would call (not the
 * generic `execute`), so that each entry point of the API is exercised.
 */
fun run(session: GameSession, json: JsonObject): GameState = when (json.getValue("type").string()) {
    "edit" -> session.editEvent(json.getValue("seq").jsonPrimitive.long.toULong(), commandOf(json.getValue("command").jsonObject))
    "delete" -> session.deleteEvent(json.getValue("seq").jsonPrimitive.long.toULong())
    else -> when (val command = commandOf(json)) {
        is GameCommand.ScoreFeature -> session.scoreFeature(command.scoring)
        is GameCommand.RecordEvent -> session.recordEvent(command.recording)
        is GameCommand.PlaceRobber -> session.placeRobber(command.owner, command.space)
        is GameCommand.ChooseRobberVictim -> session.chooseRobberVictim(command.victim)
        is GameCommand.ResolveDispatch -> session.resolveDispatch(command.choice, command.figure)
        is GameCommand.Correct -> session.correct(command.player, command.points, command.reason, command.figure)
        GameCommand.EndTurn -> session.endTurn()
        GameCommand.SecondPart -> session.secondPart()
        GameCommand.StartEndGame -> session.startEndGame()
        GameCommand.Finish -> session.finish()
        GameCommand.Reopen -> session.reopen()
        GameCommand.Undo -> session.undo()
        GameCommand.Redo -> session.redo()
    }
}

// ---- errors -----------------------------------------------------------------------------

/** The core's code of a refusal (`Error::code()`, as the files write it): every variant carries it. */
fun codeOf(error: TallyException): String = when (error) {
    is TallyException.InvalidInput -> error.code
    is TallyException.UnknownKey -> error.code
    is TallyException.NotAvailable -> error.code
    is TallyException.UnknownPlayer -> error.code
    is TallyException.InvalidCommand -> error.code
    is TallyException.NothingToChange -> error.code
    is TallyException.EntryRefused -> error.code
    is TallyException.WouldGoNegative -> error.code
    is TallyException.Storage -> error.code
    is TallyException.InvalidImport -> error.code
    is TallyException.NotFound -> error.code
    is TallyException.Internal -> error.code
}

// ---- what the ruleset brings to the table ------------------------------------------------

/** The state's table flags: Messages' second figure and dark spaces, the robbers, the builder. */
data class TableFlags(
    val twoFigures: Boolean = false,
    val darkSpaces: List<Int> = emptyList(),
    val robbersInPlay: Boolean = false,
    val builderInPlay: Boolean = false,
)

fun flagsOf(state: GameState) =
    TableFlags(state.twoFigures, state.darkSpaces.map { it.toInt() }, state.robbersInPlay, state.builderInPlay)

/** The dark dispatch spaces of the track with Messages. */
val messagesDarkSpaces = listOf(0, 5, 10, 15, 20, 25, 30, 35, 40, 45)

/**
 * The flags each scenario's state must carry, written out by hand: Messages (with or
 * without the ZMG variant), the Robbers, and Traders & Builders (events-floors.json);
 * the other games have none of them.
 */
fun expectedFlags(file: String): TableFlags = when (file) {
    "messages.json", "messages-zmg.json" -> TableFlags(twoFigures = true, darkSpaces = messagesDarkSpaces)
    "robbers.json" -> TableFlags(robbersInPlay = true)
    "events-floors.json" -> TableFlags(builderInPlay = true)
    else -> TableFlags()
}

// ---- the state as the files describe it -------------------------------------------------

private fun perPlayer(state: GameState, value: (app.tally.core.PlayerState) -> JsonElement) =
    JsonObject(state.players.associate { it.id to value(it) })

private fun longs(values: List<Long>) = JsonArray(values.map { JsonPrimitive(it) })

fun promptJson(prompt: Prompt?): JsonElement = when (prompt) {
    null -> JsonNull
    is Prompt.Dispatch -> buildJsonObject {
        put("prompt", "dispatch"); put("player", prompt.player)
        put("figure", prompt.figure.toLong()); put("space", prompt.space.toLong())
    }
    is Prompt.RobberChoice -> buildJsonObject {
        put("prompt", "robber_choice"); put("owner", prompt.owner); put("space", prompt.space.toLong())
        put("candidates", buildJsonArray {
            prompt.candidates.forEach { add(buildJsonObject { put("player", it.player); put("points", it.points) }) }
        })
    }
}

fun observed(state: GameState): JsonObject {
    val last = state.log.lastOrNull()
    return JsonObject(
        mapOf(
            "scores" to perPlayer(state) { JsonPrimitive(it.score) },
            "figures" to perPlayer(state) { p -> longs(p.figures.map { it.points }) },
            "spaces" to perPlayer(state) { p -> longs(p.figures.map { it.space.toLong() }) },
            "laps" to perPlayer(state) { p -> longs(p.figures.map { it.laps }) },
            "lap_tiles" to perPlayer(state) { p -> JsonArray(p.figures.map { longs(listOf(it.hundreds, it.fifties)) }) },
            "turn" to JsonPrimitive(state.turn.toLong()),
            "turn_part" to JsonPrimitive(state.turnPart.toLong()),
            "active" to JsonPrimitive(state.activePlayer),
            "step" to JsonPrimitive(stepCode(state.step)),
            "phase" to JsonPrimitive(
                when (state.phase) { Phase.PLAYING -> "playing"; Phase.END_GAME -> "end_game"; Phase.FINISHED -> "finished" },
            ),
            "pending" to promptJson(state.pending),
            "robbers" to perPlayer(state) { p -> p.robberSpace?.let { JsonPrimitive(it.toLong()) } ?: JsonNull },
            "can_undo" to JsonPrimitive(state.canUndo),
            "can_redo" to JsonPrimitive(state.canRedo),
            "log_len" to JsonPrimitive(state.log.size),
            "last_rules" to perPlayer(state) { p ->
                JsonArray(last?.awards.orEmpty().filter { it.player == p.id }.flatMap { a -> a.rows.map { JsonPrimitive(it.rule) } })
            },
            "by_category" to perPlayer(state) { p ->
                JsonObject(p.byCategory.associate { it.category.name.lowercase() to JsonPrimitive(it.points) })
            },
            "standings" to JsonArray(
                state.standings.map {
                    buildJsonObject { put("player", it.player); put("rank", it.rank.toLong()); put("score", it.score) }
                },
            ),
        ),
    )
}

private val perPlayerKeys = setOf("scores", "figures", "spaces", "laps", "lap_tiles", "robbers", "last_rules", "by_category")

/** Numbers compare by value (1 and 1.0 are the same in the files). */
fun same(a: JsonElement?, b: JsonElement?): Boolean = when {
    a is JsonPrimitive && b is JsonPrimitive && !a.isString && !b.isString && a.longOrNull != null && b.longOrNull != null ->
        a.longOrNull == b.longOrNull
    a is JsonArray && b is JsonArray -> a.size == b.size && a.indices.all { same(a[it], b[it]) }
    a is JsonObject && b is JsonObject -> a.keys == b.keys && a.keys.all { same(a[it], b[it]) }
    else -> a == b
}

/** The differences between `expect` and the state, as messages (empty: all good). */
fun mismatches(where: String, expected: JsonObject, state: GameState): List<String> {
    val observed = observed(state)
    val problems = mutableListOf<String>()
    for ((key, want) in expected) {
        val got = observed[key] ?: run { problems += "$where: unknown expect key `$key`"; continue }
        if (key in perPlayerKeys) {
            for ((player, value) in want.jsonObject) {
                val actual = got.jsonObject[player]
                if (!same(actual, value)) problems += "$where: $key.$player: expected $value, got $actual"
            }
        } else if (!same(got, want)) {
            problems += "$where: $key: expected $want, got $got"
        }
    }
    return problems
}

@Suppress("unused")
private fun JsonPrimitive.textOrNull(): String? = contentOrNull
