// The scoring track drawn as on the board: 50 spaces around a 15 x 12 frame, space 0
// at the top left, clockwise; the dark dispatch spaces the state lists (0, 5, ... 45
// with Messages); every scoring figure (two per player with Messages) and the robbers
// on their spaces; in the middle, each player's total and 50/100 tiles.
package app.tally.ui

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
import androidx.compose.ui.unit.sp
import app.tally.presentation.PlayerUi
import app.tally.presentation.TRACK_SPACES

private const val COLUMNS = 15
private const val ROWS = 12

/** Column and row of a space on the frame (clockwise from the top left). */
fun cellOf(space: Int): Pair<Int, Int> {
    val s = ((space % TRACK_SPACES) + TRACK_SPACES) % TRACK_SPACES
    return when {
        s < COLUMNS -> s to 0
        s < COLUMNS + ROWS - 1 -> (COLUMNS - 1) to (s - COLUMNS + 1)
        s < 2 * COLUMNS + ROWS - 2 -> (COLUMNS - 1 - (s - (COLUMNS + ROWS - 1)) - 1) to (ROWS - 1)
        else -> 0 to (ROWS - 1 - (s - (2 * COLUMNS + ROWS - 2)) - 1)
    }
}

@Composable
fun ScoreTrack(players: List<PlayerUi>, darkSpaces: Set<Int>, modifier: Modifier = Modifier) {
    val strings = LocalStrings.current
    val measurer = rememberTextMeasurer()
    val description = players.joinToString("; ") { p ->
        strings.format("cd_track_player", p.name, p.score, p.figures.joinToString(", ") { it.space.toString() }) +
            (p.robberSpace?.let { " " + strings.format("cd_track_robber", it) } ?: "")
    }
    Canvas(modifier.fillMaxWidth().aspectRatio(COLUMNS / ROWS.toFloat()).semantics { contentDescription = description }) {
        val cell = size.width / COLUMNS
        val gap = cell * 0.06f
        // the spaces
        for (space in 0 until TRACK_SPACES) {
            val (col, row) = cellOf(space)
            val dark = space in darkSpaces
            drawRoundRect(
                color = if (dark) TallyColors.darkSpace else TallyColors.space,
                topLeft = Offset(col * cell + gap, row * cell + gap),
                size = Size(cell - 2 * gap, cell - 2 * gap),
                cornerRadius = CornerRadius(cell * 0.12f),
            )
            val label = measurer.measure(
                space.toString(),
                TextStyle(fontSize = (cell * 0.26f).toSp(), color = if (dark) TallyColors.darkSpaceText else TallyColors.spaceText),
            )
            drawText(label, topLeft = Offset(col * cell + gap * 2, row * cell + gap * 1.5f))
        }
        // the figures: all of a space's figures share its cell
        val onSpace = players.flatMap { p -> p.figures.mapIndexed { index, f -> Triple(f.space, p, index) } }.groupBy { it.first }
        onSpace.forEach { (space, figures) ->
            val (col, row) = cellOf(space)
            figures.forEachIndexed { i, (_, player, index) ->
                val slots = figures.size.coerceAtLeast(1)
                val perRow = if (slots > 2) 2 else slots
                val r = cell * (if (slots > 2) 0.17f else 0.22f)
                val cx = col * cell + cell * (if (perRow == 1) 0.5f else 0.3f + 0.4f * (i % 2))
                val cy = row * cell + cell * (if (slots > 2) 0.42f + 0.32f * (i / 2) else 0.6f)
                drawFigure(Offset(cx, cy), r, argbColor(player.argb), second = index == 1)
            }
        }
        // the robbers: a small diamond at the cell's top right
        players.forEach { p ->
            val space = p.robberSpace ?: return@forEach
            val (col, row) = cellOf(space)
            val c = Offset(col * cell + cell * 0.78f, row * cell + cell * 0.24f)
            drawRobber(c, cell * 0.16f, argbColor(p.argb))
        }
        // the middle: totals and lap tiles
        val inner = Offset(cell * 1.4f, cell * 1.3f)
        val lineHeight = ((ROWS - 2.6f) * cell / players.size.coerceAtLeast(4)).coerceAtMost(cell * 1.3f)
        players.forEachIndexed { i, p ->
            val y = inner.y + i * lineHeight
            drawCircle(argbColor(p.argb), radius = lineHeight * 0.22f, center = Offset(inner.x + lineHeight * 0.25f, y + lineHeight * 0.45f))
            val text = measurer.measure(
                p.name + "  " + p.score,
                TextStyle(
                    fontSize = (lineHeight * 0.42f).toSp(),
                    color = if (p.isActive) TallyColors.primary else Color(0xFFE6E6E6),
                    fontWeight = if (p.isActive) FontWeight.Bold else FontWeight.Normal,
                ),
                overflow = TextOverflow.Ellipsis, maxLines = 1,
                constraints = androidx.compose.ui.unit.Constraints(maxWidth = ((COLUMNS - 3.5f) * cell).toInt()),
            )
            val textLeft = inner.x + lineHeight * 0.6f
            drawText(text, topLeft = Offset(textLeft, y + lineHeight * 0.45f - text.size.height / 2f))
            // the 50/100 tiles beside the total, as on the table
            var x = textLeft + text.size.width + lineHeight * 0.3f
            val tiles = p.figures.flatMap { f -> List(f.hundreds.toInt().coerceAtMost(4)) { "100" } + List(f.fifties.toInt().coerceAtMost(4)) { "50" } }
            tiles.forEach { label ->
                val tile = measurer.measure(label, TextStyle(fontSize = (lineHeight * 0.3f).toSp(), color = TallyColors.spaceText, fontWeight = FontWeight.Bold))
                val pad = lineHeight * 0.08f
                drawRoundRect(
                    TallyColors.space, topLeft = Offset(x, y + lineHeight * 0.45f - tile.size.height / 2f - pad),
                    size = Size(tile.size.width + 2 * pad, tile.size.height + 2 * pad), cornerRadius = CornerRadius(pad),
                )
                drawText(tile, topLeft = Offset(x + pad, y + lineHeight * 0.45f - tile.size.height / 2f))
                x += tile.size.width + 3 * pad
            }
        }
    }
}

private fun DrawScope.drawFigure(center: Offset, radius: Float, color: Color, second: Boolean) {
    val rim = if (color.luminance() > 0.5f) Color(0xFF1A1A1A) else Color.White
    drawCircle(color, radius, center)
    drawCircle(rim, radius, center, style = Stroke(width = radius * 0.22f))
    if (second) {
        // the second Messages figure carries a dot, so the two can be told apart
        drawCircle(rim, radius * 0.3f, center)
    }
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
