// The dispatch prompt (with the live breakdown of the chosen tile) and the robber
// placement, stateless.
package app.tally.ui

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.Spacer
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.width
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.ExperimentalMaterial3Api
import androidx.compose.material3.FilterChip
import androidx.compose.material3.OutlinedTextField
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Scaffold
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.material3.TopAppBar
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.unit.dp
import app.tally.presentation.DispatchTile
import app.tally.presentation.DispatchUiState
import app.tally.presentation.PlayerUi
import app.tally.presentation.RobberPlacementUi

data class DispatchActions(
    val onTile: (DispatchTile) -> Unit = {},
    val onCount: (Long) -> Unit = {},
    val onFigure: (Int?) -> Unit = {},
    val onMeepleFeature: (String) -> Unit = {},
    val form: FormActions = FormActions(),
    val onResolve: () -> Unit = {},
    val onCancel: () -> Unit = {},
)

@OptIn(ExperimentalMaterial3Api::class, ExperimentalLayoutApi::class)
@Composable
fun DispatchContent(state: DispatchUiState, actions: DispatchActions, modifier: Modifier = Modifier) {
    val strings = LocalStrings.current
    Scaffold(
        modifier = modifier,
        topBar = {
            TopAppBar(
                title = { Text(strings["dispatch_title"]) },
                navigationIcon = { TextButton(onClick = actions.onCancel, Modifier.heightIn(min = 48.dp)) { Text(strings["back"]) } },
            )
        },
    ) { padding ->
        Column(Modifier.fillMaxSize().padding(padding).verticalScroll(rememberScrollState()).padding(horizontal = 16.dp)) {
            Text(strings.format("dispatch_body", state.prompt.player.name, state.prompt.space), style = MaterialTheme.typography.bodyLarge)
            SectionTitle(strings["dispatch_choose"])
            DispatchTile.entries.forEach { tile ->
                FilterChip(
                    selected = state.tile == tile, onClick = { actions.onTile(tile) },
                    label = { Text(strings.dispatchTile(tile), Modifier.padding(vertical = 8.dp)) },
                    modifier = Modifier.fillMaxWidth().heightIn(min = 52.dp).padding(vertical = 2.dp),
                )
            }
            if (state.tile.hasCount) {
                Row(verticalAlignment = Alignment.CenterVertically, modifier = Modifier.padding(top = 12.dp)) {
                    Text(strings.dispatchTile(state.tile), Modifier.weight(1f))
                    Stepper(strings.dispatchTile(state.tile), state.count, 0, 99, actions.onCount)
                }
            }
            if (state.tile == DispatchTile.SCORE_MEEPLE) {
                SectionTitle(strings["dispatch_meeple_feature"])
                FlowRow(horizontalArrangement = Arrangement.spacedBy(6.dp)) {
                    state.meepleFeatures.forEach { f ->
                        FilterChip(
                            selected = state.meepleFeature == f.key, onClick = { actions.onMeepleFeature(f.key) },
                            label = { Text(f.name) }, modifier = Modifier.heightIn(min = 48.dp),
                        )
                    }
                }
            }
            state.form?.let {
                SectionTitle(strings["dispatch_feature_form"])
                FormFields(it, state.players, actions.form)
            }
            if (state.figureCount > 1) {
                SectionTitle(strings["which_figure"])
                FlowRow(horizontalArrangement = Arrangement.spacedBy(6.dp)) {
                    FilterChip(
                        selected = state.figure == null, onClick = { actions.onFigure(null) },
                        label = { Text(strings["figure_auto"]) }, modifier = Modifier.heightIn(min = 48.dp),
                    )
                    state.prompt.player.figures.forEachIndexed { index, figure ->
                        FilterChip(
                            selected = state.figure == index, onClick = { actions.onFigure(index) },
                            label = { Text(strings.format("figure_on", index + 1, figure.space)) }, modifier = Modifier.heightIn(min = 48.dp),
                        )
                    }
                }
            }
            Spacer(Modifier.padding(top = 12.dp))
            state.preview?.let { BreakdownCard(it) }
            state.previewProblem?.let { Text(it, color = TallyColors.muted, modifier = Modifier.padding(vertical = 8.dp)) }
            ErrorText(state.error)
            BigButton(
                strings["dispatch_resolve"], actions.onResolve, Modifier.fillMaxWidth().padding(vertical = 16.dp),
                enabled = state.preview != null, tonal = false,
            )
        }
    }
}

/** Robber placement: pick the robber's owner, then a space with another player's figure. */
@OptIn(ExperimentalLayoutApi::class)
@Composable
fun RobberPlacementContent(
    placements: List<RobberPlacementUi>,
    owner: String?,
    onOwner: (String) -> Unit,
    onSpace: (Int) -> Unit,
    modifier: Modifier = Modifier,
) {
    val strings = LocalStrings.current
    Column(modifier.padding(16.dp)) {
        Text(strings["place_robber"], style = MaterialTheme.typography.titleLarge, color = MaterialTheme.colorScheme.onSurface)
        SectionTitle(strings["robber_whose"])
        FlowRow(horizontalArrangement = Arrangement.spacedBy(6.dp)) {
            placements.forEach { p ->
                FilterChip(
                    selected = owner == p.owner.id, onClick = { onOwner(p.owner.id) },
                    label = { Text(p.owner.name) }, leadingIcon = { PlayerDot(p.owner.argb, 14.dp) },
                    modifier = Modifier.heightIn(min = 48.dp),
                )
            }
        }
        val chosen = placements.firstOrNull { it.owner.id == owner }
        if (chosen != null) {
            SectionTitle(strings["robber_where"])
            if (chosen.spaces.isEmpty()) Text(strings["robber_nowhere"], color = TallyColors.muted)
            FlowRow(horizontalArrangement = Arrangement.spacedBy(8.dp), verticalArrangement = Arrangement.spacedBy(8.dp)) {
                chosen.spaces.forEach { space -> BigButton(space.toString(), { onSpace(space) }, Modifier.width(72.dp)) }
            }
        }
        Spacer(Modifier.padding(8.dp))
    }
}

/** A correction by hand: a player, points (negative to take), a reason; with Messages, the figure. */
@OptIn(ExperimentalLayoutApi::class)
@Composable
fun CorrectionContent(
    players: List<PlayerUi>,
    player: String?,
    points: Long,
    reason: String,
    figure: Int?,
    onPlayer: (String) -> Unit,
    onPoints: (Long) -> Unit,
    onReason: (String) -> Unit,
    onFigure: (Int?) -> Unit,
    onApply: () -> Unit,
    modifier: Modifier = Modifier,
) {
    val strings = LocalStrings.current
    Column(modifier.padding(16.dp)) {
        Text(strings["correct"], style = MaterialTheme.typography.titleLarge, color = MaterialTheme.colorScheme.onSurface)
        SectionTitle(strings["correct_whose"])
        FlowRow(horizontalArrangement = Arrangement.spacedBy(6.dp)) {
            players.forEach { p ->
                FilterChip(
                    selected = player == p.id, onClick = { onPlayer(p.id) },
                    label = { Text(p.name) }, leadingIcon = { PlayerDot(p.argb, 14.dp) }, modifier = Modifier.heightIn(min = 48.dp),
                )
            }
        }
        Row(verticalAlignment = Alignment.CenterVertically, modifier = Modifier.padding(top = 12.dp)) {
            Text(strings["correct_points"], Modifier.weight(1f), color = MaterialTheme.colorScheme.onSurface)
            Stepper(strings["correct_points"], points, -200, 200, onPoints)
        }
        OutlinedTextField(
            value = reason, onValueChange = onReason, label = { Text(strings["correct_reason"]) },
            singleLine = true, modifier = Modifier.fillMaxWidth().padding(top = 8.dp),
        )
        val chosen = players.firstOrNull { it.id == player }
        if (chosen != null && chosen.figures.size > 1) {
            SectionTitle(strings["which_figure"])
            FlowRow(horizontalArrangement = Arrangement.spacedBy(6.dp)) {
                FilterChip(
                    selected = figure == null, onClick = { onFigure(null) },
                    label = { Text(strings["figure_auto"]) }, modifier = Modifier.heightIn(min = 48.dp),
                )
                chosen.figures.forEachIndexed { index, f ->
                    FilterChip(
                        selected = figure == index, onClick = { onFigure(index) },
                        label = { Text(strings.format("figure_on", index + 1, f.space)) }, modifier = Modifier.heightIn(min = 48.dp),
                    )
                }
            }
        }
        BigButton(
            strings["correct_apply"], onApply, Modifier.fillMaxWidth().padding(top = 16.dp),
            enabled = player != null && points != 0L && reason.isNotBlank(), tonal = false,
        )
    }
}
