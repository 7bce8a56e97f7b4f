// The statistics' charts, drawn with Compose Canvas from the figures the core
// computed (nothing is computed here but where a value falls on the canvas): bars
// stacked by category, a line with an optional band (a rating and its
// uncertainty), a bar of a share, and an estimate with its uncertainty on a
// common scale. Each chart carries a description for screen readers.
package app.tally.designsystem

import androidx.compose.foundation.Canvas
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.height
import androidx.compose.material3.MaterialTheme
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.geometry.CornerRadius
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.geometry.Size
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.Path
import androidx.compose.ui.graphics.drawscope.Stroke
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.drawText
import androidx.compose.ui.text.rememberTextMeasurer
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.dp
import app.tally.core.Category

/** The colour a category is drawn in, the same in both themes (they read on either background). */
fun categoryColour(category: Category): Color = when (category) {
    Category.ROADS -> Color(0xFF9E9E9E)
    Category.CITIES -> Color(0xFFD0603F)
    Category.CLOISTERS -> Color(0xFFE3B341)
    Category.FIELDS -> Color(0xFF6DAA4F)
    Category.FEATURES -> Color(0xFF4F86C6)
    Category.BONUSES -> Color(0xFF9C6BC4)
    Category.DISPATCHES -> Color(0xFF3FB6B0)
    Category.ROBBERS -> Color(0xFF7A5A45)
    Category.CORRECTIONS -> Color(0xFFC7C1B4)
}

/** One bar: its segments from the bottom up (negative values are left out). */
data class StackedBar(val segments: List<Pair<Color, Long>>)

/** Bars side by side, each stacked from its segments, on a scale from 0 to the tallest. */
@Composable
fun StackedBarChart(bars: List<StackedBar>, description: String, modifier: Modifier = Modifier, height: Dp = 160.dp) {
    val grid = palette.muted.copy(alpha = 0.3f)
    Canvas(modifier.fillMaxWidth().height(height).semantics { contentDescription = description }) {
        val tallest = bars.maxOfOrNull { bar -> bar.segments.sumOf { it.second.coerceAtLeast(0) } }?.coerceAtLeast(1) ?: 1
        val slot = size.width / bars.size.coerceAtLeast(1)
        val barWidth = (slot * 0.7f).coerceAtMost(28.dp.toPx())
        drawLine(grid, Offset(0f, size.height), Offset(size.width, size.height), strokeWidth = 1f)
        bars.forEachIndexed { index, bar ->
            var bottom = size.height
            val left = slot * index + (slot - barWidth) / 2
            bar.segments.filter { it.second > 0 }.forEach { (colour, value) ->
                val h = size.height * value / tallest
                drawRect(colour, Offset(left, bottom - h), Size(barWidth, h))
                bottom -= h
            }
        }
    }
}

/**
 * One line of a [LineChart]: its colour, its values from left to right, a band of ± [spread] around it when given,
 * and a label written above each point when given.
 */
data class ChartLine(val colour: Color, val values: List<Double>, val spread: List<Double>? = null, val labels: List<String>? = null)

/** Lines on one scale, from 0 (or the lowest value or band) to the highest. */
@Composable
fun LineChart(lines: List<ChartLine>, description: String, modifier: Modifier = Modifier, height: Dp = 140.dp) {
    val grid = palette.muted.copy(alpha = 0.3f)
    val measurer = rememberTextMeasurer()
    val labelStyle = MaterialTheme.typography.labelSmall.copy(color = palette.muted)
    Canvas(modifier.fillMaxWidth().height(height).semantics { contentDescription = description }) {
        val drawn = lines.filter { it.values.isNotEmpty() }
        if (drawn.isEmpty()) return@Canvas
        fun lows(line: ChartLine) = line.values.mapIndexed { i, v -> v - (line.spread?.getOrNull(i) ?: 0.0) }
        fun highs(line: ChartLine) = line.values.mapIndexed { i, v -> v + (line.spread?.getOrNull(i) ?: 0.0) }
        val low = minOf(drawn.minOf { lows(it).min() }, 0.0)
        val high = drawn.maxOf { highs(it).max() }.coerceAtLeast(low + 1.0)
        val count = drawn.maxOf { it.values.size }
        // Room above the highest point for its label, and beside the first and the last.
        val top = if (drawn.any { it.labels != null }) 18.dp.toPx() else 4.dp.toPx()
        val side = 10.dp.toPx()
        val plotWidth = size.width - 2 * side
        fun x(i: Int) = side + if (count == 1) plotWidth / 2 else plotWidth * i / (count - 1)
        fun y(v: Double) = (size.height - (size.height - top) * (v - low) / (high - low)).toFloat()
        listOf(0.25f, 0.5f, 0.75f).forEach { share ->
            drawLine(grid, Offset(0f, size.height * share), Offset(size.width, size.height * share), strokeWidth = 1f)
        }
        drawn.forEach { line ->
            if (line.spread != null) {
                val (top, bottom) = highs(line) to lows(line)
                val band = Path()
                top.forEachIndexed { i, v -> if (i == 0) band.moveTo(x(i), y(v)) else band.lineTo(x(i), y(v)) }
                bottom.indices.reversed().forEach { i -> band.lineTo(x(i), y(bottom[i])) }
                band.close()
                drawPath(band, line.colour.copy(alpha = 0.25f))
            }
            val path = Path()
            line.values.forEachIndexed { i, v -> if (i == 0) path.moveTo(x(i), y(v)) else path.lineTo(x(i), y(v)) }
            drawPath(path, line.colour, style = Stroke(width = 3.dp.toPx()))
            line.values.forEachIndexed { i, v -> drawCircle(line.colour, 3.5.dp.toPx(), Offset(x(i), y(v))) }
            line.labels?.forEachIndexed { i, label ->
                val value = line.values.getOrNull(i) ?: return@forEachIndexed
                val text = measurer.measure(label, labelStyle)
                val left = (x(i) - text.size.width / 2f).coerceIn(0f, size.width - text.size.width)
                drawText(text, topLeft = Offset(left, y(value) - text.size.height - 4.dp.toPx()))
            }
        }
    }
}

/** A horizontal bar filled to [share] (0 to 1). */
@Composable
fun ShareBar(share: Double, colour: Color, modifier: Modifier = Modifier) {
    val track = palette.muted.copy(alpha = 0.2f)
    Canvas(modifier.height(12.dp)) {
        val radius = CornerRadius(size.height / 2)
        drawRoundRect(track, size = size, cornerRadius = radius)
        drawRoundRect(colour, size = Size(size.width * share.coerceIn(0.0, 1.0).toFloat(), size.height), cornerRadius = radius)
    }
}

/** Bars of several parts side by side in one line (ahead, level, behind), as shares of their sum. */
@Composable
fun SplitBar(parts: List<Pair<Color, Long>>, description: String, modifier: Modifier = Modifier) {
    Canvas(modifier.fillMaxWidth().height(16.dp).semantics { contentDescription = description }) {
        val total = parts.sumOf { it.second }.coerceAtLeast(1)
        var left = 0f
        parts.forEach { (colour, value) ->
            val w = size.width * value / total
            drawRect(colour, Offset(left, 0f), Size(w, size.height))
            left += w
        }
    }
}

/** An estimate as a dot with its uncertainty as a line either side, on a scale from 0 to [scale]. */
@Composable
fun EstimateWithUncertainty(estimate: Double, uncertainty: Double, colour: Color, modifier: Modifier = Modifier, scale: Double = 50.0) {
    val track = palette.muted.copy(alpha = 0.3f)
    Canvas(modifier.height(16.dp)) {
        fun x(v: Double) = (size.width * (v / scale).coerceIn(0.0, 1.0)).toFloat()
        val mid = size.height / 2
        drawLine(track, Offset(0f, mid), Offset(size.width, mid), strokeWidth = 1f)
        drawLine(colour, Offset(x(estimate - uncertainty), mid), Offset(x(estimate + uncertainty), mid), strokeWidth = 4.dp.toPx())
        drawCircle(colour, 6.dp.toPx(), Offset(x(estimate), mid))
    }
}
