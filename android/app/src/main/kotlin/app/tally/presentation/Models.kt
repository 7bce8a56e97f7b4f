// Display models shared by the presenters: players and figures on the track, buttons,
// breakdowns. Plain values built from the core's records; colours as 0xAARRGGBB.
package app.tally.presentation

import app.tally.core.Award
import app.tally.core.Category
import app.tally.core.Colour
import app.tally.core.Figure
import app.tally.core.ItemInfo
import app.tally.core.ItemKind
import app.tally.core.PlayerState
import app.tally.core.Row
import app.tally.core.ScoreResult
import app.tally.core.Step
import app.tally.core.colours
import app.tally.core.steps

/** The track has 50 spaces, 0 to 49 (which are dark comes with the state: Messages). */
const val TRACK_SPACES = 50

/** 0xRRGGBB from the core, opaque. */
fun argb(rgb: UInt): Long = 0xFF000000L or rgb.toLong()

private val colourTable: Map<Colour, UInt> by lazy { colours().associate { it.colour to it.rgb } }

fun argbOf(colour: Colour): Long = argb(colourTable.getValue(colour))

/** The colour's key ("red"), which is also a player's id in a game. */
fun keyOf(colour: Colour): String = colour.name.lowercase()

data class StepUi(val step: Step, val code: String, val name: String)

private val stepTable: Map<Step, StepUi> by lazy { steps().associate { it.step to StepUi(it.step, it.code, it.name) } }

fun stepUi(step: Step): StepUi = stepTable.getValue(step)

/** Every step in the reference's order, the end of the game last. */
fun allSteps(): List<StepUi> = steps().map { stepUi(it.step) }

data class FigureUi(
    val points: Long,
    val space: Int,
    val laps: Long,
    val hundreds: Long,
    val fifties: Long,
    val onDarkSpace: Boolean,
)

data class PlayerUi(
    val id: String,
    val name: String,
    val argb: Long,
    val score: Long,
    val figures: List<FigureUi>,
    val robberSpace: Int?,
    val isActive: Boolean,
)

fun Figure.toUi() = FigureUi(points, space.toInt(), laps, hundreds, fifties, onDarkSpace)

fun PlayerState.toUi(active: String) =
    PlayerUi(id, name, argb(colourRgb), score, figures.map { it.toUi() }, robberSpace?.toInt(), id == active)

/** A big scoreboard button: a feature to score or an event to record. */
data class ItemButton(val key: String, val name: String, val kind: ItemKind, val category: Category, val section: String)

fun ItemInfo.toButton() = ItemButton(key, name, kind, category, section)

data class RowUi(val rule: String, val label: String, val quantity: Long, val points: Long)

data class AwardUi(val playerId: String, val playerName: String, val argb: Long, val points: Long, val rows: List<RowUi>)

data class BreakdownUi(val value: Long, val awards: List<AwardUi>)

fun Row.toUi() = RowUi(rule, label, quantity, points)

fun breakdownOf(score: ScoreResult, players: List<PlayerUi>): BreakdownUi =
    BreakdownUi(score.value, score.awards.map { it.toUi(players) })

fun Award.toUi(players: List<PlayerUi>): AwardUi {
    val seat = players.firstOrNull { it.id == player }
    return AwardUi(player, seat?.name ?: player, seat?.argb ?: 0xFF888888, points, rows.map { it.toUi() })
}

/** Categories in the order the results and statistics list them. */
val categoryOrder: List<Category> = Category.entries.toList()
