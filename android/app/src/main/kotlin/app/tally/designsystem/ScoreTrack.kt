// The scoring track drawn as on the board: 50 spaces around a 15 x 12 frame, space 0
// at the top left, clockwise; the dark dispatch spaces the core lists
// (`TableFlags.darkSpaces`: with Messages); every scoring figure (two per
// player with Messages, the second with a dot) and the robbers on their spaces; in
// the middle, each player's total and 50/100 tiles. Screen readers hear every
// player's score, figures and robber.
package app.tally.designsystem

import androidx.compose.foundation.Canvas
import androidx.compose.foundation.layout.aspectRatio
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.runtime.Composable
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

@Composable
fun ScoreTrack(players: List<PlayerState>, active: String, darkSpaces: Set<Int>, modifier: Modifier = Modifier) {
    val strings = LocalStrings.current
    val colours = palette
    val measurer = rememberTextMeasurer()
    val description = strings.trackDescription(
        players.map { p -> strings.trackPlayer(p.name, p.score, p.figures.map { it.space.toInt() }, p.robber?.toInt()) },
    )
    Canvas(modifier.fillMaxWidth().aspectRatio(COLUMNS / ROWS.toFloat()).semantics { contentDescription = description }) {
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
                TextStyle(fontSize = px(cell * 0.26f), color = if (dark) colours.darkSpaceText else colours.spaceText),
            )
            drawText(label, topLeft = Offset(col * cell + gap * 2, row * cell + gap * 1.5f))
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
        val inner = Offset(cell * 1.4f, cell * 1.3f)
        val lineHeight = ((ROWS - 2.6f) * cell / players.size.coerceAtLeast(4)).coerceAtMost(cell * 1.3f)
        players.forEachIndexed { i, p ->
            val y = inner.y + i * lineHeight
            val isActive = p.id == active
            drawCircle(colourOf(p.colour), radius = lineHeight * 0.22f, center = Offset(inner.x + lineHeight * 0.25f, y + lineHeight * 0.45f))
            val text = measurer.measure(
                p.name + "  " + p.score,
                TextStyle(
                    fontSize = px(lineHeight * 0.42f),
                    color = if (isActive) colours.highlight else colours.onTrackText,
                    fontWeight = if (isActive) FontWeight.Bold else FontWeight.Normal,
                ),
                overflow = TextOverflow.Ellipsis, maxLines = 1,
                constraints = Constraints(maxWidth = ((COLUMNS - 3.5f) * cell).toInt()),
            )
            val textLeft = inner.x + lineHeight * 0.6f
            drawText(text, topLeft = Offset(textLeft, y + lineHeight * 0.45f - text.size.height / 2f))
            var x = textLeft + text.size.width + lineHeight * 0.3f
            val tiles = p.figures.flatMap { f ->
                List(f.tiles.hundreds.toInt().coerceAtMost(4)) { "100" } + List(f.tiles.fifties.toInt().coerceAtMost(4)) { "50" }
            }
            tiles.forEach { label ->
                val tile = measurer.measure(label, TextStyle(fontSize = px(lineHeight * 0.3f), color = colours.spaceText, fontWeight = FontWeight.Bold))
                val pad = lineHeight * 0.08f
                drawRoundRect(
                    colours.space, topLeft = Offset(x, y + lineHeight * 0.45f - tile.size.height / 2f - pad),
                    size = Size(tile.size.width + 2 * pad, tile.size.height + 2 * pad), cornerRadius = CornerRadius(pad),
                )
                drawText(tile, topLeft = Offset(x + pad, y + lineHeight * 0.45f - tile.size.height / 2f))
                x += tile.size.width + 3 * pad
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
