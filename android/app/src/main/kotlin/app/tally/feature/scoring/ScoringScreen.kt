// The scoring form: the round's items as chips (the open one's form below), "another
// feature completed by this tile", the figure each receiver moves, what the core
// previews — or, editing a past entry, what the edit changes — and one button that
// scores the whole round.
package app.tally.feature.scoring

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.Spacer
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.widthIn
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.Card
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.LaunchedEffect
import androidx.compose.runtime.getValue
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.unit.dp
import androidx.lifecycle.compose.collectAsStateWithLifecycle
import app.tally.core.ChangePreview
import app.tally.core.PlayerState
import app.tally.designsystem.BigButton
import app.tally.designsystem.BreakdownCard
import app.tally.designsystem.CenteredMessage
import app.tally.designsystem.Choice
import app.tally.designsystem.ErrorText
import app.tally.designsystem.FigureChoices
import app.tally.designsystem.LabelledSwitch
import app.tally.designsystem.SectionTitle
import app.tally.designsystem.SmallButton
import app.tally.designsystem.TitledScreen
import app.tally.designsystem.byId
import app.tally.designsystem.form.FormFields
import app.tally.designsystem.form.FormValues
import app.tally.designsystem.palette
import app.tally.l10n.LocalStrings

data class ScoringActions(
    val onValues: (FormValues) -> Unit = {},
    val onItem: (Int) -> Unit = {},
    val onRemoveItem: (Int) -> Unit = {},
    val onChooseAnother: (Boolean) -> Unit = {},
    val onAddFeature: (String) -> Unit = {},
    val onFigure: (String, Int) -> Unit = { _, _ -> },
    val onNobodyScores: (Boolean) -> Unit = {},
    val onSubmit: () -> Unit = {},
    val onClose: () -> Unit = {},
) {
    companion object {
        fun of(vm: ScoringViewModel, onClose: () -> Unit) = ScoringActions(
            vm::setValues, vm::selectItem, vm::removeItem, vm::chooseAnother, vm::addFeature, vm::chooseFigure,
            vm::setNobodyScores, vm::submit, onClose,
        )
    }
}

@Composable
fun ScoringScreen(viewModel: ScoringViewModel, onClose: () -> Unit) {
    val state by viewModel.uiState.collectAsStateWithLifecycle()
    LaunchedEffect((state as? ScoringUiState.Ready)?.done) { if ((state as? ScoringUiState.Ready)?.done == true) onClose() }
    ScoringScreen(state, ScoringActions.of(viewModel, onClose))
}

@OptIn(ExperimentalLayoutApi::class)
@Composable
fun ScoringScreen(state: ScoringUiState, actions: ScoringActions, modifier: Modifier = Modifier) {
    val strings = LocalStrings.current
    val title = when (state) {
        is ScoringUiState.Ready -> state.editSeq?.let { strings.editEntry(it) } ?: state.items.joinToString(" + ") { it.name }
        else -> strings.loading
    }
    TitledScreen(title, actions.onClose, modifier) { inner ->
        when (state) {
            ScoringUiState.Loading -> CenteredMessage(strings.loading)
            is ScoringUiState.Failed -> CenteredMessage(state.reason)
            is ScoringUiState.Ready -> Column(inner.verticalScroll(rememberScrollState()).padding(horizontal = 16.dp)) {
                if (state.items.size > 1) {
                    SectionTitle(strings.roundItems(state.items.size))
                    FlowRow(horizontalArrangement = Arrangement.spacedBy(6.dp)) {
                        state.items.forEachIndexed { index, item ->
                            Choice(item.name, index == state.current, { actions.onItem(index) })
                        }
                        SmallButton(
                            "✕", { actions.onRemoveItem(state.current) },
                            description = strings.removeFromRound(state.items[state.current].name),
                        )
                    }
                }
                val item = state.items[state.current]
                SectionTitle(item.name)
                FormFields(item.form, item.values, state.players, actions.onValues, item.locked)
                AnotherFeature(state, actions)
                FigureChoices(state.awards, state.players, state.figures, actions.onFigure)
                if (state.nobodyScoresOffered) {
                    LabelledSwitch(state.nobodyScores, actions.onNobodyScores, Modifier.padding(top = 8.dp)) {
                        Text(strings.nobodyScores, Modifier.weight(1f))
                    }
                }
                Spacer(Modifier.padding(top = 12.dp))
                state.preview?.let { BreakdownCard(it.awards, state.players) }
                state.change?.let { ChangeCard(it, state.players) }
                state.previewProblem?.let { Text(it, color = palette.muted, modifier = Modifier.padding(vertical = 8.dp)) }
                ErrorText(state.error)
                BigButton(
                    when {
                        state.editSeq != null -> strings.saveEdit
                        state.items.size > 1 -> strings.scoreRound(state.items.size)
                        else -> strings.scoreIt
                    },
                    actions.onSubmit, Modifier.fillMaxWidth().padding(vertical = 16.dp),
                    enabled = state.preview != null || state.change != null, primary = true,
                )
            }
        }
    }
}

@OptIn(ExperimentalLayoutApi::class)
@Composable
private fun AnotherFeature(state: ScoringUiState.Ready, actions: ScoringActions) {
    val strings = LocalStrings.current
    if (state.addable.isEmpty()) return
    if (!state.choosingAnother) {
        SmallButton("+ " + strings.anotherFeature, { actions.onChooseAnother(true) }, Modifier.padding(top = 8.dp))
        return
    }
    SectionTitle(strings.anotherFeature)
    FlowRow(horizontalArrangement = Arrangement.spacedBy(8.dp), verticalArrangement = Arrangement.spacedBy(8.dp)) {
        state.addable.forEach { feature ->
            BigButton(feature.name, { actions.onAddFeature(feature.key) }, Modifier.widthIn(min = 120.dp))
        }
        SmallButton(strings.cancel, { actions.onChooseAnother(false) })
    }
}

/** Editing a past entry: the entries it changes, and every player's score after it. */
@Composable
fun ChangeCard(change: ChangePreview, players: List<PlayerState>, modifier: Modifier = Modifier) {
    val strings = LocalStrings.current
    Column(modifier) {
        changedItems(change).forEach { item ->
            BreakdownCard(item.awards, players, Modifier.padding(bottom = 8.dp), title = strings.entryChanges(item.seq.toLong(), item.summary))
        }
        Card(Modifier.fillMaxWidth()) {
            Column(Modifier.padding(16.dp)) {
                Text(strings.scoresAfter, style = MaterialTheme.typography.titleMedium)
                change.players.forEach { after ->
                    val before = players.byId(after.id)?.score ?: after.score
                    Row(Modifier.fillMaxWidth().padding(top = 4.dp)) {
                        Text(after.name, Modifier.weight(1f))
                        Text(if (before == after.score) "${after.score}" else "$before → ${after.score}")
                    }
                }
            }
        }
    }
}
