// The panels the scoreboard opens in place: placing a robber (its owner, then one of
// the spaces the core says it may take, each read with the players standing on it) and correcting a score by hand (player,
// points, reason and, with two figures, which one moves — the core's default shown).
package app.tally.feature.scoreboard

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.widthIn
import androidx.compose.material3.Card
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedTextField
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.unit.dp
import app.tally.designsystem.BigButton
import app.tally.designsystem.Choice
import app.tally.designsystem.FigureChoices
import app.tally.designsystem.Labelled
import app.tally.designsystem.SectionTitle
import app.tally.designsystem.Stepper
import app.tally.designsystem.byId
import app.tally.designsystem.colourOf
import app.tally.designsystem.palette
import app.tally.l10n.LocalStrings

@OptIn(ExperimentalLayoutApi::class)
@Composable
internal fun RobberPlacementPanel(state: ScoreboardUiState.Ready, actions: ScoreboardActions) {
    val strings = LocalStrings.current
    val players = state.table.players
    Card(Modifier.fillMaxWidth().padding(vertical = 8.dp)) {
        Column(Modifier.padding(16.dp)) {
            Text(strings.placeRobber, style = MaterialTheme.typography.titleLarge)
            SectionTitle(strings.robberWhose)
            FlowRow(horizontalArrangement = Arrangement.spacedBy(6.dp)) {
                state.table.robberPlacements.forEach { placement ->
                    val owner = players.byId(placement.owner) ?: return@forEach
                    val label = placement.current?.let { strings.robberOwnerOnSpace(owner.name, it.toInt()) } ?: owner.name
                    Choice(label, state.robberOwner == owner.id, { actions.onRobberOwner(owner.id) }, dot = colourOf(owner.colour))
                }
            }
            val chosen = state.table.robberPlacements.firstOrNull { it.owner == state.robberOwner } ?: return@Column
            SectionTitle(strings.robberWhere)
            if (chosen.spaces.isEmpty()) Text(strings.robberNowhere, color = palette.muted)
            FlowRow(horizontalArrangement = Arrangement.spacedBy(8.dp), verticalArrangement = Arrangement.spacedBy(8.dp)) {
                chosen.spaces.forEach { space ->
                    val standing = players.filter { player -> player.figures.any { it.space == space } }.map { it.name }
                    BigButton(
                        space.toString(), { actions.onRobberSpace(space) },
                        Modifier.widthIn(min = 72.dp).semantics { contentDescription = strings.spaceWith(space.toInt(), standing) },
                    )
                }
            }
        }
    }
}

@OptIn(ExperimentalLayoutApi::class)
@Composable
internal fun CorrectionPanel(state: ScoreboardUiState.Ready, actions: ScoreboardActions) {
    val strings = LocalStrings.current
    val draft = state.correction
    val players = state.table.players
    Card(Modifier.fillMaxWidth().padding(vertical = 8.dp)) {
        Column(Modifier.padding(16.dp)) {
            Text(strings.correct, style = MaterialTheme.typography.titleLarge)
            SectionTitle(strings.correctWhose)
            FlowRow(horizontalArrangement = Arrangement.spacedBy(6.dp)) {
                players.forEach { p ->
                    Choice(p.name, draft.player == p.id, { actions.onCorrection(draft.copy(player = p.id, figure = null)) }, dot = colourOf(p.colour))
                }
            }
            FlowRow(Modifier.padding(top = 12.dp)) {
                Labelled(strings.correctPoints, modifier = Modifier.padding(top = 12.dp).weight(1f))
                Stepper(strings.correctPoints, draft.points, -200, 200, { actions.onCorrection(draft.copy(points = it)) })
            }
            Text(strings.correctFooter, color = palette.muted, style = MaterialTheme.typography.bodySmall)
            OutlinedTextField(
                value = draft.reason, onValueChange = { actions.onCorrection(draft.copy(reason = it)) },
                label = { Text(strings.correctReason) }, modifier = Modifier.fillMaxWidth().padding(top = 8.dp),
            )
            state.correctionPreview?.let { preview ->
                val chosen = draft.figure?.let { figure -> draft.player?.let { mapOf(it to figure) } }.orEmpty()
                FigureChoices(preview.awards, players, chosen) { _, figure -> actions.onCorrection(draft.copy(figure = figure)) }
            }
            BigButton(
                strings.correctApply, actions.onApplyCorrection, Modifier.fillMaxWidth().padding(top = 16.dp),
                enabled = draft.player != null && draft.points != 0L && draft.reason.isNotBlank(), primary = true,
            )
        }
    }
}
