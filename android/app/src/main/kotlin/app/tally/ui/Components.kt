// Small building blocks of the screens: colour dots, steppers, big buttons, section
// titles, lap-tile badges and the breakdown card. All touch targets are at least 48 dp.
package app.tally.ui

import androidx.compose.foundation.background
import androidx.compose.foundation.border
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.Spacer
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.layout.width
import androidx.compose.foundation.layout.widthIn
import androidx.compose.foundation.shape.CircleShape
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.material3.Button
import androidx.compose.material3.ButtonDefaults
import androidx.compose.material3.Card
import androidx.compose.material3.CardDefaults
import androidx.compose.material3.FilledTonalButton
import androidx.compose.material3.HorizontalDivider
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.text.style.TextAlign
import androidx.compose.ui.text.style.TextOverflow
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp
import app.tally.presentation.BreakdownUi
import app.tally.presentation.FigureUi

fun argbColor(argb: Long) = Color(argb.toInt())

/** A meeple-coloured dot; light colours get a dark rim, dark ones a light rim. */
@Composable
fun PlayerDot(argb: Long, size: Dp = 18.dp, modifier: Modifier = Modifier) {
    val color = argbColor(argb)
    val rim = if (color.luminance() > 0.5f) Color(0xFF202020) else Color(0xFFE0E0E0)
    Box(modifier.size(size).background(color, CircleShape).border(1.5.dp, rim, CircleShape))
}

fun Color.luminance(): Float = 0.2126f * red + 0.7152f * green + 0.0722f * blue

@Composable
fun SectionTitle(text: String, modifier: Modifier = Modifier) {
    Text(
        text,
        style = MaterialTheme.typography.titleMedium,
        color = MaterialTheme.colorScheme.primary,
        modifier = modifier.padding(top = 16.dp, bottom = 8.dp),
    )
}

/** A large button for the table: 64 dp high. */
@Composable
fun BigButton(text: String, onClick: () -> Unit, modifier: Modifier = Modifier, enabled: Boolean = true, tonal: Boolean = true) {
    val shape = RoundedCornerShape(14.dp)
    if (tonal) {
        FilledTonalButton(onClick, modifier.heightIn(min = 64.dp), enabled = enabled, shape = shape) {
            Text(text, fontSize = 17.sp, textAlign = TextAlign.Center, maxLines = 3, overflow = TextOverflow.Ellipsis, lineHeight = 20.sp)
        }
    } else {
        Button(onClick, modifier.heightIn(min = 64.dp), enabled = enabled, shape = shape) {
            Text(text, fontSize = 18.sp, fontWeight = FontWeight.SemiBold, textAlign = TextAlign.Center, maxLines = 2)
        }
    }
}

/** − value + with 48 dp buttons; the value is read out with the label. */
@Composable
fun Stepper(label: String, value: Long, min: Long, max: Long, onChange: (Long) -> Unit, modifier: Modifier = Modifier) {
    val strings = LocalStrings.current
    Row(modifier.semantics(mergeDescendants = false) {}, verticalAlignment = Alignment.CenterVertically) {
        OutlinedButton(
            onClick = { onChange(value - 1) }, enabled = value > min,
            modifier = Modifier.size(52.dp).semantics { contentDescription = strings.format("cd_decrease", label) },
            contentPadding = ButtonDefaults.TextButtonContentPadding,
        ) { Text("−", fontSize = 22.sp) }
        Text(
            value.toString(),
            style = ScoreStyle.copy(fontSize = 24.sp),
            textAlign = TextAlign.Center,
            modifier = Modifier.widthIn(min = 56.dp).semantics { contentDescription = strings.format("cd_value", label, value) },
        )
        OutlinedButton(
            onClick = { onChange(value + 1) }, enabled = value < max,
            modifier = Modifier.size(52.dp).semantics { contentDescription = strings.format("cd_increase", label) },
            contentPadding = ButtonDefaults.TextButtonContentPadding,
        ) { Text("+", fontSize = 22.sp) }
    }
}

/** The 50/100 tiles beside a figure, as on the real board. */
@Composable
fun LapTiles(figure: FigureUi, modifier: Modifier = Modifier) {
    Row(modifier, horizontalArrangement = Arrangement.spacedBy(4.dp)) {
        repeat(figure.hundreds.toInt().coerceAtMost(6)) { TileBadge("100") }
        repeat(figure.fifties.toInt().coerceAtMost(6)) { TileBadge("50") }
    }
}

@Composable
fun TileBadge(text: String) {
    Box(
        Modifier.background(TallyColors.space, RoundedCornerShape(4.dp)).padding(horizontal = 5.dp, vertical = 1.dp),
    ) { Text(text, color = TallyColors.spaceText, fontSize = 12.sp, fontWeight = FontWeight.Bold) }
}

/** The breakdown of a score: each player's rows (label, quantity, points) and total. */
@Composable
fun BreakdownCard(breakdown: BreakdownUi, modifier: Modifier = Modifier) {
    val strings = LocalStrings.current
    Card(
        modifier.fillMaxWidth(),
        colors = CardDefaults.cardColors(containerColor = MaterialTheme.colorScheme.surfaceVariant, contentColor = MaterialTheme.colorScheme.onSurface),
    ) {
        Column(Modifier.padding(16.dp)) {
            Text(strings["breakdown"], style = MaterialTheme.typography.titleMedium)
            if (breakdown.awards.isEmpty()) {
                Text(strings["breakdown_nobody"], color = TallyColors.muted, modifier = Modifier.padding(top = 8.dp))
            }
            breakdown.awards.forEach { award ->
                Row(Modifier.padding(top = 12.dp), verticalAlignment = Alignment.CenterVertically) {
                    PlayerDot(award.argb)
                    Spacer(Modifier.width(8.dp))
                    Text(award.playerName, style = MaterialTheme.typography.titleMedium, modifier = Modifier.weight(1f))
                    Text(strings.points(award.points), style = MaterialTheme.typography.titleLarge)
                }
                award.rows.forEach { row ->
                    Row(Modifier.fillMaxWidth().padding(start = 26.dp, top = 4.dp)) {
                        Text(row.label, style = MaterialTheme.typography.bodyMedium, modifier = Modifier.weight(1f))
                        Text("× ${row.quantity}", color = TallyColors.muted, modifier = Modifier.width(56.dp), textAlign = TextAlign.End)
                        Text(strings.points(row.points), modifier = Modifier.width(52.dp), textAlign = TextAlign.End)
                    }
                }
                HorizontalDivider(Modifier.padding(top = 8.dp), color = MaterialTheme.colorScheme.outline.copy(alpha = 0.3f))
            }
        }
    }
}

@Composable
fun ErrorText(text: String?, modifier: Modifier = Modifier) {
    if (text != null) {
        Text(text, color = MaterialTheme.colorScheme.error, modifier = modifier.padding(vertical = 8.dp))
    }
}

@Composable
fun CenteredMessage(text: String) {
    Box(Modifier.fillMaxWidth().padding(32.dp), contentAlignment = Alignment.Center) {
        Text(text, color = TallyColors.muted, textAlign = TextAlign.Center)
    }
}
