// The dispatch prompt, drawn from the core's tiles: each tile a choice (its name and
// help), the chosen tile's form (a count with its limits, a feature's end-of-game
// form, the meeple's feature), the figure that moves, the live breakdown.
package app.tally.feature.dispatch

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.LaunchedEffect
import androidx.compose.runtime.getValue
import androidx.compose.ui.Modifier
import androidx.compose.ui.unit.dp
import androidx.lifecycle.compose.collectAsStateWithLifecycle
import app.tally.core.Form
import app.tally.core.TileForm
import app.tally.designsystem.BigButton
import app.tally.designsystem.BreakdownCard
import app.tally.designsystem.CenteredMessage
import app.tally.designsystem.Choice
import app.tally.designsystem.ErrorText
import app.tally.designsystem.FigureChoices
import app.tally.designsystem.SectionTitle
import app.tally.designsystem.TitledScreen
import app.tally.designsystem.form.FormFields
import app.tally.designsystem.form.FormValues
import app.tally.designsystem.form.isPerPlayer
import app.tally.designsystem.nameOf
import app.tally.designsystem.palette
import app.tally.l10n.LocalStrings

data class DispatchActions(
    val onTile: (String) -> Unit = {},
    val onFeature: (String) -> Unit = {},
    val onValues: (FormValues) -> Unit = {},
    val onFigure: (UInt) -> Unit = {},
    val onResolve: () -> Unit = {},
    val onClose: () -> Unit = {},
)

@Composable
fun DispatchScreen(viewModel: DispatchViewModel, onClose: () -> Unit) {
    val state by viewModel.uiState.collectAsStateWithLifecycle()
    val finished = state is DispatchUiState.NotPending || (state as? DispatchUiState.Ready)?.done == true
    LaunchedEffect(finished) { if (finished) onClose() }
    DispatchScreen(
        state,
        DispatchActions(viewModel::chooseTile, viewModel::chooseFeature, viewModel::setValues, viewModel::chooseFigure, viewModel::resolve, onClose),
    )
}

@OptIn(ExperimentalLayoutApi::class)
@Composable
fun DispatchScreen(state: DispatchUiState, actions: DispatchActions, modifier: Modifier = Modifier) {
    val strings = LocalStrings.current
    TitledScreen(strings.dispatchTitle, actions.onClose, modifier) { inner ->
        when (state) {
            DispatchUiState.Loading, DispatchUiState.NotPending -> CenteredMessage(strings.loading)
            is DispatchUiState.Failed -> CenteredMessage(state.reason)
            is DispatchUiState.Ready -> Column(inner.verticalScroll(rememberScrollState()).padding(horizontal = 16.dp)) {
                val options = state.options
                Text(strings.dispatchBody(state.players.nameOf(options.player), options.space.toInt()), style = MaterialTheme.typography.bodyLarge)
                SectionTitle(strings.dispatchChoose)
                options.tiles.forEach { tile ->
                    Column(Modifier.fillMaxWidth().padding(vertical = 2.dp)) {
                        Choice(tile.name, state.draft.tile == tile.key, { actions.onTile(tile.key) }, Modifier.fillMaxWidth())
                        if (state.draft.tile == tile.key && tile.help.isNotBlank()) {
                            Text(tile.help, style = MaterialTheme.typography.bodySmall, color = palette.muted, modifier = Modifier.padding(start = 12.dp))
                        }
                    }
                }
                when (val form = options.tiles.first { it.key == state.draft.tile }.form) {
                    is TileForm.Fixed -> {}
                    is TileForm.Count -> FormFields(Form(form.field.name, form.field.label, listOf(form.field)), state.draft.values, state.players, actions.onValues)
                    is TileForm.Smallest -> state.featureForm?.let { feature ->
                        SectionTitle(strings.dispatchFeatureForm(feature.name))
                        // The player alone holds their smallest feature: its per-player fields do not apply.
                        FormFields(feature.copy(fields = feature.fields.filterNot { it.isPerPlayer }), state.draft.values, state.players, actions.onValues)
                    }
                    is TileForm.Meeple -> {
                        SectionTitle(strings.dispatchMeepleFeature)
                        FlowRow(horizontalArrangement = Arrangement.spacedBy(6.dp)) {
                            form.features.forEach { f -> Choice(f.name, state.featureForm?.key == f.key, { actions.onFeature(f.key) }) }
                        }
                        state.featureForm?.let { feature ->
                            SectionTitle(strings.dispatchFeatureForm(feature.name))
                            FormFields(feature, state.draft.values, state.players, actions.onValues)
                        }
                    }
                }
                state.preview?.let { preview ->
                    val chosen = state.draft.figure?.let { mapOf(options.player to it) }.orEmpty()
                    FigureChoices(preview.awards.filter { it.player == options.player }, state.players, chosen) { _, figure -> actions.onFigure(figure) }
                    BreakdownCard(preview.awards, state.players, Modifier.padding(top = 12.dp))
                }
                state.previewProblem?.let { Text(it, color = palette.muted, modifier = Modifier.padding(vertical = 8.dp)) }
                ErrorText(state.error)
                BigButton(
                    strings.dispatchResolve, actions.onResolve, Modifier.fillMaxWidth().padding(vertical = 16.dp),
                    enabled = state.preview != null, primary = true,
                )
            }
        }
    }
}
