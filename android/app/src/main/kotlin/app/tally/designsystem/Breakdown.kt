// What a scoring gives, as the core previews or records it: each award with the
// player, the figure it moves (with two figures), its breakdown rows (label, quantity,
// points) and its total. Every point is explained.
package app.tally.designsystem

import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.Spacer
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.width
import androidx.compose.foundation.layout.widthIn
import androidx.compose.material3.Card
import androidx.compose.material3.CardDefaults
import androidx.compose.material3.HorizontalDivider
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.style.TextAlign
import androidx.compose.ui.unit.dp
import app.tally.core.AppliedAward
import app.tally.core.PlayerState
import app.tally.l10n.LocalStrings

@Composable
fun BreakdownCard(awards: List<AppliedAward>, players: List<PlayerState>, modifier: Modifier = Modifier, title: String? = null) {
    val strings = LocalStrings.current
    Card(
        modifier.fillMaxWidth(),
        colors = CardDefaults.cardColors(containerColor = MaterialTheme.colorScheme.surfaceVariant, contentColor = MaterialTheme.colorScheme.onSurface),
    ) {
        Column(Modifier.padding(16.dp)) {
            Text(title ?: strings.breakdown, style = MaterialTheme.typography.titleMedium)
            if (awards.isEmpty()) Text(strings.breakdownNobody, color = palette.muted, modifier = Modifier.padding(top = 8.dp))
            awards.forEach { award ->
                val player = players.byId(award.player)
                Row(Modifier.padding(top = 12.dp).semantics(mergeDescendants = true) {}, verticalAlignment = Alignment.CenterVertically) {
                    player?.let { PlayerDot(colourOf(it.colour)) }
                    Spacer(Modifier.width(8.dp))
                    Column(Modifier.weight(1f)) {
                        Text(players.nameOf(award.player), style = MaterialTheme.typography.titleMedium)
                        if ((player?.figures?.size ?: 1) > 1) {
                            Text(strings.figureNumber(award.figure.toInt() + 1), style = MaterialTheme.typography.bodySmall, color = palette.muted)
                        }
                    }
                    Text(signed(award.points), style = MaterialTheme.typography.titleLarge)
                }
                award.rows.forEach { row ->
                    Row(Modifier.fillMaxWidth().padding(start = 26.dp, top = 4.dp).semantics(mergeDescendants = true) {}) {
                        Text(row.label, style = MaterialTheme.typography.bodyMedium, modifier = Modifier.weight(1f))
                        Text("× ${row.quantity}", color = palette.muted, modifier = Modifier.widthIn(min = 48.dp), textAlign = TextAlign.End)
                        Text(signed(row.points), modifier = Modifier.widthIn(min = 48.dp), textAlign = TextAlign.End)
                    }
                }
                HorizontalDivider(Modifier.padding(top = 8.dp), color = MaterialTheme.colorScheme.outline.copy(alpha = 0.3f))
            }
        }
    }
}
