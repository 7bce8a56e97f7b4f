// With Messages a player who receives points chooses which of their two figures
// moves, every time (reference 0.3.1 #1), robbers' owners included. The default is
// the core's: the figure its preview moves (a scoring draft says it in its figure
// rows, with the space each figure would move from and to, a dark space named). One
// row per player with two figures who receives points, read as "Scoring figure of
// Ann"; figures are shown as 1 and 2. A figure is the core's
// number (UInt) from the core to the screen.
package app.tally.designsystem

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.Spacer
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.width
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.unit.dp
import app.tally.core.AppliedAward
import app.tally.core.FigureRow
import app.tally.core.PlayerState
import app.tally.l10n.LocalStrings

/**
 * [awards]: the preview's awards (each names the figure the core would move);
 * [chosen]: the player's own choices by player id; [onChoose] sets one.
 */
// It emits a title and a row per receiver into the caller's column: it has no one
// root for a modifier.
@Suppress("ModifierMissing")
@OptIn(ExperimentalLayoutApi::class)
@Composable
fun FigureChoices(awards: List<AppliedAward>, players: List<PlayerState>, chosen: Map<String, UInt>, onChoose: (String, UInt) -> Unit) {
    val strings = LocalStrings.current
    val receivers = awards.map { it.player }.distinct().mapNotNull { id -> players.byId(id)?.takeIf { it.figures.size > 1 } }
    if (receivers.isEmpty()) return
    SectionTitle(strings.whichFigure)
    receivers.forEach { player ->
        val moving = chosen[player.id] ?: awards.first { it.player == player.id }.figure
        Column(Modifier.padding(vertical = 2.dp)) {
            ReceiverRow(player)
            FlowRow(horizontalArrangement = Arrangement.spacedBy(6.dp)) {
                player.figures.forEachIndexed { index, figure ->
                    Choice(strings.figureOn(index + 1, figure.space.toInt()), moving == index.toUInt(), { onChoose(player.id, index.toUInt()) })
                }
            }
        }
    }
}

/** The figure rows of a scoring draft: each receiver's options, the space each would land on, the core's choice marked. */
// It emits a title and a row per receiver into the caller's column: it has no one
// root for a modifier.
@Suppress("ModifierMissing")
@OptIn(ExperimentalLayoutApi::class)
@Composable
fun DraftFigureChoices(rows: List<FigureRow>, players: List<PlayerState>, onChoose: (String, UInt) -> Unit) {
    val strings = LocalStrings.current
    if (rows.isEmpty()) return
    SectionTitle(strings.whichFigure)
    Text(strings.whichFigureBody, color = palette.muted, style = MaterialTheme.typography.bodySmall)
    rows.forEach { row ->
        val player = players.byId(row.player) ?: return@forEach
        Column(Modifier.padding(vertical = 2.dp)) {
            ReceiverRow(player)
            FlowRow(horizontalArrangement = Arrangement.spacedBy(6.dp)) {
                row.options.forEach { option ->
                    val figure = option.figure.toInt() + 1
                    val label = option.place?.let { strings.figureToSpace(figure, it.space.toInt(), it.landsOn.toInt(), it.dark) }
                        ?: strings.figureOn(figure, player.figures.getOrNull(option.figure.toInt())?.space?.toInt() ?: 0)
                    Choice(label, row.figure == option.figure, { onChoose(row.player, option.figure) })
                }
            }
        }
    }
}

/** The receiver above their figures' choices, read as what the choice is about: "Scoring figure of Ann". */
@Composable
private fun ReceiverRow(player: PlayerState) {
    val said = LocalStrings.current.scoringFigureOf(player.name)
    Row(Modifier.semantics(mergeDescendants = true) { contentDescription = said }, verticalAlignment = Alignment.CenterVertically) {
        PlayerDot(colourOf(player.colour))
        Spacer(Modifier.width(8.dp))
        Text(player.name)
    }
}
