// Each player's score after every turn, one coloured line each (the end-game scoring
// one column past the last turn), drawn with Canvas; read out as each player's final
// score.
package app.tally.feature.gamedetail

import androidx.compose.foundation.Canvas
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.Spacer
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.width
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.graphics.Path
import androidx.compose.ui.graphics.drawscope.Stroke
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.TextStyle
import androidx.compose.ui.text.drawText
import androidx.compose.ui.text.rememberTextMeasurer
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp
import app.tally.core.PlayerSeries
import app.tally.designsystem.PlayerDot
import app.tally.designsystem.colourOf
import app.tally.designsystem.palette
import app.tally.l10n.LocalStrings

@OptIn(ExperimentalLayoutApi::class)
@Composable
fun ScoreChart(series: List<PlayerSeries>, modifier: Modifier = Modifier) {
    val strings = LocalStrings.current
    val colours = palette
    val measurer = rememberTextMeasurer()
    val lastTurn = series.flatMap { s -> s.points.filterNot { it.endGame }.map { it.turn.toInt() } }.maxOrNull() ?: 0
    val hasEnd = series.any { s -> s.points.any { it.endGame } }
    val columns = lastTurn + if (hasEnd) 1 else 0
    val maxScore = series.flatMap { s -> s.points.map { it.score } }.maxOrNull() ?: 0
    val finals = series.map { it.name to (it.points.lastOrNull()?.score ?: 0) }
    val description = strings.chartDescription(finals)
    Column(modifier) {
        Canvas(Modifier.fillMaxWidth().height(220.dp).semantics { contentDescription = description }) {
            val left = 36.dp.toPx()
            val bottom = size.height - 22.dp.toPx()
            val top = 8.dp.toPx()
            val width = size.width - left - 8.dp.toPx()
            val ceiling = ((maxScore.coerceAtLeast(20) + 19) / 20) * 20
            val turns = columns.coerceAtLeast(1)
            fun x(column: Int) = left + width * column / turns
            fun y(score: Long) = bottom - (bottom - top) * score.toFloat() / ceiling
            val label = TextStyle(fontSize = (11.dp.toPx() / (density * fontScale)).sp, color = colours.muted)
            for (i in 0..4) {
                val value = ceiling * i / 4
                drawLine(colours.muted.copy(alpha = 0.3f), Offset(left, y(value)), Offset(left + width, y(value)), strokeWidth = 1f)
                val text = measurer.measure(value.toString(), label)
                drawText(text, topLeft = Offset(left - text.size.width - 6f, y(value) - text.size.height / 2f))
            }
            val step = ((turns + 5) / 6).coerceAtLeast(1)
            for (turn in 0..lastTurn step step) {
                val text = measurer.measure(turn.toString(), label)
                drawText(text, topLeft = Offset(x(turn) - text.size.width / 2f, bottom + 4f))
            }
            if (hasEnd) {
                val text = measurer.measure(strings.endShort, label)
                drawText(text, topLeft = Offset(x(columns) - text.size.width, bottom + 4f))
            }
            series.forEach { s ->
                val color = colourOf(s.colour)
                val path = Path()
                s.points.forEachIndexed { i, point ->
                    val column = if (point.endGame) columns else point.turn.toInt()
                    if (i == 0) path.moveTo(x(column), y(point.score)) else path.lineTo(x(column), y(point.score))
                }
                drawPath(path, color, style = Stroke(width = 3.dp.toPx()))
            }
        }
        FlowRow(horizontalArrangement = Arrangement.spacedBy(14.dp), modifier = Modifier.padding(top = 4.dp)) {
            series.forEach { s ->
                Row(verticalAlignment = Alignment.CenterVertically) {
                    PlayerDot(colourOf(s.colour), 12.dp)
                    Spacer(Modifier.width(4.dp))
                    Text("${s.name} ${s.points.lastOrNull()?.score ?: 0}", style = MaterialTheme.typography.bodySmall)
                }
            }
        }
    }
}
