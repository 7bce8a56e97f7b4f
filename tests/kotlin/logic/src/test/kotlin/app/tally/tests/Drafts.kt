// The draft steps of the shared scenario files (tests/scenarios/*.json), as
// core/tests/scenarios.rs reads them: a draft's start and actions (the JSON form of
// the core's `DraftStart` and `DraftAction`) turned into the bindings' types, and a
// `DraftView` described the way the files' `view` key does.
package app.tally.tests

import app.tally.core.DraftAction
import app.tally.core.DraftStart
import app.tally.core.DraftView
import app.tally.core.InputValue
import app.tally.core.ItemKind
import app.tally.core.LogChange
import kotlinx.serialization.json.JsonArray
import kotlinx.serialization.json.JsonElement
import kotlinx.serialization.json.JsonNull
import kotlinx.serialization.json.JsonObject
import kotlinx.serialization.json.JsonPrimitive
import kotlinx.serialization.json.booleanOrNull
import kotlinx.serialization.json.int
import kotlinx.serialization.json.jsonPrimitive
import kotlinx.serialization.json.long

private fun JsonObject.text(key: String): String? = (this[key] as? JsonPrimitive)?.takeIf { it.isString }?.content

private fun JsonObject.uint(key: String): UInt = getValue(key).jsonPrimitive.int.toUInt()

private fun kindOf(json: JsonObject): ItemKind = ItemKind.valueOf(json.getValue("kind").string().uppercase())

/** The fields each draft start takes: another is refused, not dropped. */
private val startKeys = mapOf(
    "item" to setOf("start", "kind", "key", "step"), "edit" to setOf("start", "seq"), "typed" to setOf("start", "editing"),
    "dispatch" to setOf("start"),
)

/** The fields each draft action takes (its `expect_error` left out by the caller). */
private val actionKeys = mapOf(
    "add" to setOf("kind", "key", "step"), "remove" to setOf("item"), "select" to setOf("item"),
    "set" to setOf("item", "field", "player", "value"), "adjust" to setOf("item", "field", "player", "by"),
    "clear" to setOf("item", "field", "player"), "choose_figure" to setOf("player", "figure", "item"),
    "choose_step" to setOf("item", "step"), "confirm_nobody_scores" to setOf("confirmed"), "choose_tile" to setOf("tile", "feature"),
    "set_count" to setOf("count"), "adjust_count" to setOf("by"),
)

/** `{"start": "item", "kind": "feature", "key": "city"}`, `{"start": "edit", "seq": 1}`, `{"start": "typed"}`, `{"start": "dispatch"}`. */
fun draftStartOf(json: JsonObject): DraftStart = json.getValue("start").string().let { start ->
    requireOnly("draft start `$start`", json, startKeys[start] ?: throw IllegalArgumentException("no DraftStart for `$start`"))
    draftStartOfChecked(start, json)
}

private fun draftStartOfChecked(start: String, json: JsonObject): DraftStart = when (start) {
    "item" -> DraftStart.Item(kindOf(json), json.getValue("key").string(), json.text("step")?.let(::stepOf))
    "edit" -> DraftStart.Edit(json.getValue("seq").jsonPrimitive.long.toULong())
    "typed" -> DraftStart.Typed((json["editing"] as? JsonPrimitive)?.takeIf { it !is JsonNull }?.long?.toULong())
    "dispatch" -> DraftStart.Dispatch
    else -> error("no DraftStart for `$start`")
}

/** One action of a draft step (its `expect_error` left out by the caller). */
fun draftActionOf(json: JsonObject): DraftAction {
    fun item() = json.uint("item")
    fun field() = json.getValue("field").string()
    fun player() = json.text("player")
    val action = json.getValue("action").string()
    requireOnly("draft action `$action`", json, (actionKeys[action] ?: throw IllegalArgumentException("no DraftAction for `$action`")) + "action")
    return when (action) {
        "add" -> DraftAction.Add(kindOf(json), json.getValue("key").string(), json.text("step")?.let(::stepOf))
        "remove" -> DraftAction.Remove(item())
        "select" -> DraftAction.Select(item())
        "set" -> DraftAction.Set(item(), field(), player(), inputValueOf(json.getValue("value")))
        "adjust" -> DraftAction.Adjust(item(), field(), player(), json.getValue("by").jsonPrimitive.long)
        "clear" -> DraftAction.Clear(item(), field(), player())
        "choose_figure" -> DraftAction.ChooseFigure(json.getValue("player").string(), json.uint("figure"), json["item"]?.jsonPrimitive?.int?.toUInt())
        "choose_step" -> DraftAction.ChooseStep(item(), stepOf(json.getValue("step").string()))
        "confirm_nobody_scores" -> DraftAction.ConfirmNobodyScores(json.getValue("confirmed").jsonPrimitive.booleanOrNull == true)
        "choose_tile" -> DraftAction.ChooseTile(json.getValue("tile").string(), json.text("feature"))
        "set_count" -> DraftAction.SetCount((json["count"] as? JsonPrimitive)?.takeIf { it !is JsonNull }?.long)
        "adjust_count" -> DraftAction.AdjustCount(json.getValue("by").jsonPrimitive.long)
        else -> error("no DraftAction for `$action`")
    }
}

fun inputJson(value: InputValue?): JsonElement = when (value) {
    null -> JsonNull
    is InputValue.Int -> JsonPrimitive(value.v1)
    is InputValue.Bool -> JsonPrimitive(value.v1)
    is InputValue.Text -> JsonPrimitive(value.v1)
    is InputValue.Other -> JsonPrimitive(value.v1)
}

/** A draft's view as the files describe it (core/tests/scenarios.rs `observed_view`). */
fun observedView(view: DraftView): JsonObject {
    val items = view.items.map { item ->
        val itemFields = item.fields.filter { it.players.isEmpty() }
        val playerFields = item.fields.filter { it.players.isNotEmpty() }
        JsonObject(
            mapOf(
                "key" to JsonPrimitive(item.key),
                "step" to (item.step?.let { JsonPrimitive(stepCode(it)) } ?: JsonNull),
                "missing" to JsonArray(item.fields.filter { it.missing }.map { JsonPrimitive(it.field.name) }),
                "locked" to JsonArray(item.fields.filter { it.locked }.map { JsonPrimitive(it.field.name) }),
                "values" to JsonObject(itemFields.associate { it.field.name to inputJson(it.value) }),
                "players" to JsonObject(
                    playerFields.associate { f -> f.field.name to JsonObject(f.players.associate { it.player to JsonPrimitive(it.value) }) },
                ),
            ),
        )
    }
    val editing = view.editing
    val awards = when {
        view.preview != null -> view.preview!!.awards
        view.change != null && editing != null -> (view.change!!.change as? LogChange.Replace)?.changed
            ?.firstOrNull { it.seq == editing }?.awards.orEmpty()
        else -> emptyList()
    }
    val preview = LinkedHashMap<String, Long>()
    awards.forEach { preview[it.player] = (preview[it.player] ?: 0L) + it.points }
    return JsonObject(
        mapOf(
            "items" to JsonArray(items),
            "current" to JsonPrimitive(view.current.toLong()),
            "preview" to JsonObject(preview.mapValues { JsonPrimitive(it.value) }),
            "submit" to JsonPrimitive(view.submit.allowed),
            "refusal" to (view.refusal?.let { r ->
                JsonObject(mapOf("code" to JsonPrimitive(snake(r.code.name)), "field" to (r.field?.let { JsonPrimitive(it) } ?: JsonNull)))
            } ?: JsonNull),
            "figures" to JsonObject(view.figures.associate { it.player to JsonPrimitive(it.figure.toLong()) }),
            "nobody_scores_offered" to JsonPrimitive(view.nobodyScoresOffered),
            "addable_features" to JsonArray(view.addableFeatures.map { JsonPrimitive(it) }),
            "addable_events" to JsonArray(view.addableEvents.map { JsonPrimitive(it) }),
            "dispatch" to (view.dispatch?.let { dispatch ->
                JsonObject(
                    mapOf(
                        "tile" to JsonPrimitive(dispatch.tile),
                        "count" to (dispatch.count?.let { inputJson(it.value) } ?: JsonNull),
                        "count_missing" to JsonPrimitive(dispatch.count?.missing == true),
                        "feature" to (dispatch.feature?.let { JsonPrimitive(it) } ?: JsonNull),
                    ),
                )
            } ?: JsonNull),
        ),
    )
}

/** The differences between a step's `view` and the draft's view; `items` item by item, each item's keys only as written. */
fun viewMismatches(where: String, expected: JsonObject, view: DraftView): List<String> {
    val observed = observedView(view)
    val problems = mutableListOf<String>()
    for ((key, want) in expected) {
        val got = observed[key] ?: run { problems += "$where: unknown view key `$key`"; continue }
        if (key == "items" && want is JsonArray && got is JsonArray) {
            if (want.size != got.size) problems += "$where: view items: expected ${want.size}, got ${got.size}"
            want.zip(got).forEachIndexed { number, (wantItem, gotItem) ->
                for ((itemKey, itemWant) in wantItem as JsonObject) {
                    val itemGot = (gotItem as JsonObject)[itemKey]
                    if (!same(itemGot, itemWant)) problems += "$where: view item $number $itemKey: expected $itemWant, got $itemGot"
                }
            }
        } else if (!same(got, want)) {
            problems += "$where: view $key: expected $want, got $got"
        }
    }
    return problems
}
