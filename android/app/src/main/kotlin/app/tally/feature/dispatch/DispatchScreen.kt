// The dispatch prompt, drawn from the core's view of the dispatch draft: each tile a
// choice (its name and help), the chosen tile's count (typed or stepped, with the
// scoring form's field row) or its feature's fields (the meeple tile's feature chosen
// first), the figure that moves, the live breakdown — and one button that resolves
// it, fixed at the bottom so it never scrolls away; while it waits, the scoring that
// drew it can be taken back instead. A past dispatch's entry is edited
// on the same screen: its title names the entry, the breakdown is what the edit
// changes, and the button saves the edit.
package app.tally.feature.dispatch

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.Spacer
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.LaunchedEffect
import androidx.compose.runtime.getValue
import androidx.compose.runtime.rememberUpdatedState
import androidx.compose.ui.Modifier
import androidx.compose.ui.unit.dp
import androidx.lifecycle.compose.collectAsStateWithLifecycle
import app.tally.core.InputValue
import app.tally.core.TileForm
import app.tally.designsystem.BreakdownCard
import app.tally.designsystem.CenteredMessage
import app.tally.designsystem.Choice
import app.tally.designsystem.DraftFigureChoices
import app.tally.designsystem.SectionTitle
import app.tally.designsystem.SmallButton
import app.tally.designsystem.TitledScreen
import app.tally.designsystem.form.DraftFieldActions
import app.tally.designsystem.form.DraftFieldRow
import app.tally.designsystem.form.DraftFields
import app.tally.designsystem.form.DraftPage
import app.tally.designsystem.form.SubmitBar
import app.tally.designsystem.nameOf
import app.tally.designsystem.palette
import app.tally.feature.scoring.ChangeCard
import app.tally.l10n.LocalStrings

data class DispatchActions(
    val onTile: (tile: String, feature: String?) -> Unit = { _, _ -> },
    val onSetCount: (Long?) -> Unit = {},
    val onAdjustCount: (Long) -> Unit = {},
    /** The tile's feature: its fields, as the scoring form's. */
    val feature: DraftFieldActions = DraftFieldActions(),
    val onFigure: (String, UInt) -> Unit = { _, _ -> },
    val onResolve: () -> Unit = {},
    val onClose: () -> Unit = {},
    /** Takes back the scoring that drew the pending dispatch. */
    val onUndo: () -> Unit = {},
) {
    companion object {
        fun of(vm: DispatchViewModel, onClose: () -> Unit) = DispatchActions(
            vm::chooseTile, vm::setCount, vm::adjustCount, DraftFieldActions(vm::set, vm::adjust, vm::clear), vm::chooseFigure, vm::resolve, onClose,
            vm::undoLastScoring,
        )
    }
}

@Composable
fun DispatchScreen(viewModel: DispatchViewModel, onClose: () -> Unit) {
    val state by viewModel.uiState.collectAsStateWithLifecycle()
    val finished = state is DispatchUiState.NotPending || (state as? DispatchUiState.Ready)?.done == true
    val close by rememberUpdatedState(onClose)
    LaunchedEffect(finished) { if (finished) close() }
    DispatchScreen(state, DispatchActions.of(viewModel, onClose))
}

@Composable
fun DispatchScreen(state: DispatchUiState, actions: DispatchActions, modifier: Modifier = Modifier) {
    val strings = LocalStrings.current
    val title = (state as? DispatchUiState.Ready)?.editSeq?.let { strings.editEntry(it, strings.dispatchTitle) } ?: strings.dispatchTitle
    TitledScreen(title, actions.onClose, modifier) { inner ->
        when (state) {
            DispatchUiState.Loading, DispatchUiState.NotPending -> CenteredMessage(strings.loading)
            is DispatchUiState.Failed -> CenteredMessage(state.reason)
            is DispatchUiState.Ready -> DraftPage(inner, bar = { ResolveBar(state, actions) }) { DispatchBody(state, actions) }
        }
    }
}

@OptIn(ExperimentalLayoutApi::class)
@Composable
private fun DispatchBody(state: DispatchUiState.Ready, actions: DispatchActions) {
    val strings = LocalStrings.current
    val dispatch = state.dispatch
    val options = dispatch.options
    Text(strings.dispatchBody(state.players.nameOf(options.player), options.figure.toInt(), options.space.toInt()), style = MaterialTheme.typography.bodyLarge)
    SectionTitle(strings.dispatchChoose)
    options.tiles.forEach { tile ->
        Column(Modifier.fillMaxWidth().padding(vertical = 2.dp)) {
            Choice(tile.name, dispatch.tile == tile.key, { actions.onTile(tile.key, null) }, Modifier.fillMaxWidth())
            if (dispatch.tile == tile.key && tile.help.isNotBlank()) {
                Text(tile.help, style = MaterialTheme.typography.bodySmall, color = palette.muted, modifier = Modifier.padding(start = 12.dp))
            }
        }
    }
    dispatch.count?.let { count ->
        DraftFieldRow(
            count, state.players,
            DraftFieldActions(
                onSet = { _, _, value -> (value as? InputValue.Int)?.let { actions.onSetCount(it.v1) } },
                onAdjust = { _, _, by -> actions.onAdjustCount(by) },
                onClear = { _, _ -> actions.onSetCount(null) },
            ),
        )
    }
    val tileForm = options.tiles.firstOrNull { it.key == dispatch.tile }?.form
    if (tileForm is TileForm.Meeple) {
        SectionTitle(strings.dispatchMeepleFeature)
        FlowRow(horizontalArrangement = Arrangement.spacedBy(6.dp)) {
            tileForm.features.forEach { f -> Choice(f.name, dispatch.feature == f.key, { actions.onTile(dispatch.tile, f.key) }) }
        }
    }
    state.view.items.firstOrNull()?.let { feature ->
        SectionTitle(strings.dispatchFeatureForm(feature.name))
        DraftFields(feature, state.players, actions.feature)
    }
    DraftFigureChoices(state.view.figures, state.players, actions.onFigure)
    Spacer(Modifier.padding(top = 12.dp))
    state.view.preview?.let { BreakdownCard(it.awards, state.players) }
    state.view.change?.let { ChangeCard(it, state.players) }
    if (state.editSeq == null) SmallButton(strings.undoLastScoring, actions.onUndo, Modifier.padding(top = 8.dp))
    Spacer(Modifier.padding(bottom = 12.dp))
}

/** The button that resolves the dispatch (or saves the edit), with why it cannot yet: always on screen. */
@Composable
private fun ResolveBar(state: DispatchUiState.Ready, actions: DispatchActions) {
    val strings = LocalStrings.current
    val label = if (state.editSeq != null) strings.saveEdit else strings.dispatchResolve
    SubmitBar(label, state.view.submit, state.error, actions.onResolve)
}
