// How players look on every screen: their meeple colour (from the core's colour table)
// and the name shown; figures are 0-based in the API and shown as 1 and 2.
package app.tally.designsystem

import androidx.compose.ui.graphics.Color
import app.tally.core.Colour
import app.tally.core.PlayerState
import app.tally.ffi.colours

private val colourTable: Map<Colour, Color> by lazy {
    colours().associate { it.colour to Color(0xFF000000L.toInt() or it.rgb.toInt()) }
}

/** The meeple colour of [colour]. */
fun colourOf(colour: Colour): Color = colourTable.getValue(colour)

/** The player with id [id] among [players] (ids come from the core). */
fun List<PlayerState>.byId(id: String): PlayerState? = firstOrNull { it.id == id }

/** The name to show for the player id [id]. */
fun List<PlayerState>.nameOf(id: String): String = byId(id)?.name ?: id

/** Light meeples need a dark rim and dark text on them; dark ones a light rim. */
fun Color.isLight(): Boolean = 0.2126f * red + 0.7152f * green + 0.0722f * blue > 0.5f
