// With Messages a player who receives points chooses which of their two figures
// moves, every time (reference 0.3.1 #1), robbers' owners included. The default is
// the core's: the figure its preview moves. One row per player with two figures who
// receives points; figures are shown as 1 and 2.
package app.tally.designsystem

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.Spacer
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.width
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.unit.dp
import app.tally.core.AppliedAward
import app.tally.core.PlayerState
import app.tally.l10n.LocalStrings

/**
 * [awards]: the preview's awards (each names the figure the core would move);
 * [chosen]: the player's own choices by player id; [onChoose] sets one.
 */
@OptIn(ExperimentalLayoutApi::class)
@Composable
fun FigureChoices(awards: List<AppliedAward>, players: List<PlayerState>, chosen: Map<String, Int>, onChoose: (String, Int) -> Unit) {
    val strings = LocalStrings.current
    val receivers = awards.map { it.player }.distinct().mapNotNull { id -> players.byId(id)?.takeIf { it.figures.size > 1 } }
    if (receivers.isEmpty()) return
    SectionTitle(strings.whichFigure)
    receivers.forEach { player ->
        val moving = chosen[player.id] ?: awards.first { it.player == player.id }.figure.toInt()
        Column(Modifier.padding(vertical = 2.dp)) {
            Row(verticalAlignment = Alignment.CenterVertically) {
                PlayerDot(colourOf(player.colour))
                Spacer(Modifier.width(8.dp))
                Text(player.name)
            }
            FlowRow(horizontalArrangement = Arrangement.spacedBy(6.dp)) {
                player.figures.forEachIndexed { index, figure ->
                    Choice(strings.figureOn(index + 1, figure.space.toInt()), moving == index, { onChoose(player.id, index) })
                }
            }
        }
    }
}
