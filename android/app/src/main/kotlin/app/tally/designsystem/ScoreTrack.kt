// The scoring track drawn as on the board: 50 spaces around a 15 x 12 frame, space 0
// at the top left, clockwise; the dark dispatch spaces the core lists
// (`TableFlags.darkSpaces`: with Messages); every scoring figure (two per
// player with Messages, the second with a dot) and the robbers on their spaces; in
// the middle, what the screen puts there (the scoreboard: each player's score and
// 50/100 tiles). Space numbers are bold and large enough to read across a table.
// Screen readers hear the occupied spaces in track order, each with what stands on it
// ("Space 5, dark space, Ann, scoring figure 1, robber of Cleo"); empty spaces are
// skipped.
package app.tally.designsystem

import androidx.compose.foundation.Canvas
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.BoxScope
import androidx.compose.foundation.layout.BoxWithConstraints
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.aspectRatio
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.runtime.Composable
import androidx.compose.material3.MaterialTheme
import androidx.compose.ui.Modifier
import androidx.compose.ui.geometry.CornerRadius
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.geometry.Size
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.Path
import androidx.compose.ui.graphics.drawscope.DrawScope
import androidx.compose.ui.graphics.drawscope.Stroke
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.semantics.stateDescription
import androidx.compose.ui.text.TextStyle
import androidx.compose.ui.text.drawText
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.text.rememberTextMeasurer
import androidx.compose.ui.text.style.TextOverflow
import androidx.compose.ui.unit.Constraints
import androidx.compose.ui.unit.TextUnit
import androidx.compose.ui.unit.sp
import app.tally.core.PlayerState
import app.tally.l10n.LocalStrings
import app.tally.l10n.Strings

private const val COLUMNS = 15
private const val ROWS = 12
private const val SPACES = 50

/** Column and row of a space on the frame (clockwise from the top left). */
fun cellOf(space: Int): Pair<Int, Int> {
    val s = ((space % SPACES) + SPACES) % SPACES
    return when {
        s < COLUMNS -> s to 0
        s < COLUMNS + ROWS - 1 -> (COLUMNS - 1) to (s - COLUMNS + 1)
        s < 2 * COLUMNS + ROWS - 2 -> (COLUMNS - 1 - (s - (COLUMNS + ROWS - 1)) - 1) to (ROWS - 1)
        else -> 0 to (ROWS - 1 - (s - (2 * COLUMNS + ROWS - 2)) - 1)
    }
}

/**
 * The occupied spaces in track order as a screen reader hears them, one after another:
 * the space (dark or not), each scoring figure on it (named by its number when a
 * player has two), then each robber by its owner.
 */
fun trackDescription(players: List<PlayerState>, darkSpaces: Set<Int>, strings: Strings): String {
    val figures = players.flatMap { p ->
        p.figures.mapIndexed { index, f ->
            f.space.toInt() to if (p.figures.size > 1) strings.playerFigure(p.name, index + 1) else p.name
        }
    }
    val robbers = players.mapNotNull { p -> p.robber?.let { it.toInt() to strings.robberOf(p.name) } }
    return (figures + robbers).groupBy({ it.first }, { it.second }).toSortedMap()
        .map { (space, on) -> (listOf(strings.trackSpace(space, space in darkSpaces)) + on).joinToString(", ") }
        .joinToString("; ")
}

/** The track; [center] is drawn inside the frame (the scoreboard puts the players' scores there). */
@Composable
fun ScoreTrack(
    players: List<PlayerState>,
    darkSpaces: Set<Int>,
    modifier: Modifier = Modifier,
    center: @Composable BoxScope.() -> Unit = {},
) {
    val strings = LocalStrings.current
    val colours = palette
    val measurer = rememberTextMeasurer()
    val font = MaterialTheme.typography.bodyLarge.fontFamily
    val where = trackDescription(players, darkSpaces, strings)
    BoxWithConstraints(modifier.fillMaxWidth().aspectRatio(COLUMNS / ROWS.toFloat())) {
    val cellSize = maxWidth / COLUMNS
    Box(Modifier.fillMaxSize().padding(cellSize * 1.1f), content = center)
    Canvas(Modifier.fillMaxSize().semantics { contentDescription = strings.scoringTrack; stateDescription = where }) {
        val cell = size.width / COLUMNS
        val gap = cell * 0.06f
        // Labels scale with the drawing, not with the font scale: the track is a picture.
        fun px(value: Float): TextUnit = (value / (density * fontScale)).sp
        for (space in 0 until SPACES) {
            val (col, row) = cellOf(space)
            val dark = space in darkSpaces
            drawRoundRect(
                color = if (dark) colours.darkSpace else colours.space,
                topLeft = Offset(col * cell + gap, row * cell + gap),
                size = Size(cell - 2 * gap, cell - 2 * gap),
                cornerRadius = CornerRadius(cell * 0.12f),
            )
            val label = measurer.measure(
                space.toString(),
                TextStyle(
                    fontSize = px(cell * 0.34f), fontWeight = FontWeight.Bold, fontFamily = font,
                    color = if (dark) colours.darkSpaceText else colours.spaceText,
                ),
            )
            drawText(label, topLeft = Offset(col * cell + gap * 2, row * cell + gap))
        }
        val onSpace = players.flatMap { p -> p.figures.mapIndexed { index, f -> Triple(f.space.toInt(), p, index) } }.groupBy { it.first }
        onSpace.forEach { (space, figures) ->
            val (col, row) = cellOf(space)
            figures.forEachIndexed { i, (_, player, index) ->
                val slots = figures.size
                val perRow = if (slots > 2) 2 else slots
                val r = cell * (if (slots > 2) 0.17f else 0.22f)
                val cx = col * cell + cell * (if (perRow == 1) 0.5f else 0.3f + 0.4f * (i % 2))
                val cy = row * cell + cell * (if (slots > 2) 0.42f + 0.32f * (i / 2) else 0.6f)
                drawFigure(Offset(cx, cy), r, colourOf(player.colour), second = index == 1)
            }
        }
        players.forEach { p ->
            val space = p.robber?.toInt() ?: return@forEach
            val (col, row) = cellOf(space)
            drawRobber(Offset(col * cell + cell * 0.78f, row * cell + cell * 0.24f), cell * 0.16f, colourOf(p.colour))
        }
    }
    }
}

private fun DrawScope.drawFigure(center: Offset, radius: Float, color: Color, second: Boolean) {
    val rim = if (color.isLight()) Color(0xFF1A1A1A) else Color.White
    drawCircle(color, radius, center)
    drawCircle(rim, radius, center, style = Stroke(width = radius * 0.22f))
    if (second) drawCircle(rim, radius * 0.3f, center)
}

private fun DrawScope.drawRobber(center: Offset, half: Float, color: Color) {
    val path = Path().apply {
        moveTo(center.x, center.y - half)
        lineTo(center.x + half, center.y)
        lineTo(center.x, center.y + half)
        lineTo(center.x - half, center.y)
        close()
    }
    drawPath(path, color)
    drawPath(path, Color.Black, style = Stroke(width = half * 0.3f))
}
