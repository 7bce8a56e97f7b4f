// The scoring form: the core's view of the draft — the round's items as chips (the
// open one's fields below), "another feature completed by this tile", the figure each
// receiver moves, what the core previews (or, editing a past entry, what the edit
// changes) — and one button that records it, fixed at the bottom so it never
// scrolls away.
package app.tally.feature.scoring

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.Spacer
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.widthIn
import androidx.compose.material3.Card
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.LaunchedEffect
import androidx.compose.runtime.getValue
import androidx.compose.runtime.rememberUpdatedState
import androidx.compose.ui.Modifier
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.unit.dp
import androidx.lifecycle.compose.collectAsStateWithLifecycle
import app.tally.core.ChangePreview
import app.tally.core.InputValue
import app.tally.core.PlayerState
import app.tally.core.Step
import app.tally.designsystem.BigButton
import app.tally.designsystem.BreakdownCard
import app.tally.designsystem.CenteredMessage
import app.tally.designsystem.Choice
import app.tally.designsystem.DraftFigureChoices
import app.tally.designsystem.LabelledSwitch
import app.tally.designsystem.SectionTitle
import app.tally.designsystem.SmallButton
import app.tally.designsystem.TitledScreen
import app.tally.designsystem.byId
import app.tally.designsystem.palette
import app.tally.designsystem.form.DraftFieldActions
import app.tally.designsystem.form.DraftFields
import app.tally.designsystem.form.DraftPage
import app.tally.designsystem.form.SubmitBar
import app.tally.l10n.LocalStrings

data class ScoringActions(
    val onSet: (item: UInt, field: String, player: String?, value: InputValue) -> Unit = { _, _, _, _ -> },
    val onAdjust: (item: UInt, field: String, player: String?, by: Long) -> Unit = { _, _, _, _ -> },
    val onClear: (item: UInt, field: String, player: String?) -> Unit = { _, _, _ -> },
    val onItem: (UInt) -> Unit = {},
    val onRemoveItem: (UInt) -> Unit = {},
    val onStep: (UInt, Step) -> Unit = { _, _ -> },
    val onChooseAnother: (Boolean) -> Unit = {},
    val onAdd: (Addable) -> Unit = {},
    val onFigure: (String, UInt) -> Unit = { _, _ -> },
    val onNobodyScores: (Boolean) -> Unit = {},
    val onSubmit: () -> Unit = {},
    val onClose: () -> Unit = {},
) {
    companion object {
        fun of(vm: ScoringViewModel, onClose: () -> Unit) = ScoringActions(
            vm::set, vm::adjust, vm::clear, vm::selectItem, vm::removeItem, vm::chooseStep, vm::chooseAnother, vm::add,
            vm::chooseFigure, vm::confirmNobodyScores, vm::submit, onClose,
        )
    }
}

@Composable
fun ScoringScreen(viewModel: ScoringViewModel, onClose: () -> Unit) {
    val state by viewModel.uiState.collectAsStateWithLifecycle()
    val close by rememberUpdatedState(onClose)
    LaunchedEffect((state as? ScoringUiState.Ready)?.done) { if ((state as? ScoringUiState.Ready)?.done == true) close() }
    ScoringScreen(state, ScoringActions.of(viewModel, onClose))
}

/** The same form on a joined table: each tap applied by the core, "Score it" sent to the host. */
@Composable
fun ScoringScreen(viewModel: app.tally.feature.join.JoinedScoringViewModel, onClose: () -> Unit) {
    val state by viewModel.uiState.collectAsStateWithLifecycle()
    val close by rememberUpdatedState(onClose)
    LaunchedEffect((state as? ScoringUiState.Ready)?.done) { if ((state as? ScoringUiState.Ready)?.done == true) close() }
    val vm = viewModel
    ScoringScreen(
        state,
        ScoringActions(
            vm::set, vm::adjust, vm::clear, vm::selectItem, vm::removeItem, vm::chooseStep, vm::chooseAnother, vm::add,
            vm::chooseFigure, vm::confirmNobodyScores, vm::submit, onClose,
        ),
    )
}

@OptIn(ExperimentalLayoutApi::class)
@Composable
fun ScoringScreen(state: ScoringUiState, actions: ScoringActions, modifier: Modifier = Modifier) {
    val strings = LocalStrings.current
    val title = when (state) {
        is ScoringUiState.Ready -> {
            val names = state.view.items.joinToString(" + ") { it.name }
            state.editSeq?.let { strings.editEntry(it, names) } ?: names
        }
        else -> strings.loading
    }
    TitledScreen(title, actions.onClose, modifier) { inner ->
        when (state) {
            ScoringUiState.Loading -> CenteredMessage(strings.loading)
            is ScoringUiState.Failed -> CenteredMessage(state.reason)
            is ScoringUiState.Ready -> DraftPage(inner, bar = { ScoreItBar(state, actions) }) { DraftBody(state, actions) }
        }
    }
}

@OptIn(ExperimentalLayoutApi::class)
@Composable
private fun DraftBody(state: ScoringUiState.Ready, actions: ScoringActions) {
    val strings = LocalStrings.current
    val view = state.view
    val current = view.current
    if (view.items.size > 1) {
        SectionTitle(strings.roundItems(view.items.size))
        FlowRow(horizontalArrangement = Arrangement.spacedBy(6.dp)) {
            view.items.forEachIndexed { index, item ->
                Choice(item.name, index.toUInt() == current, { actions.onItem(index.toUInt()) })
            }
            SmallButton("✕", { actions.onRemoveItem(current) }, description = strings.removeFromRound(view.items[current.toInt()].name))
        }
    }
    val item = view.items[current.toInt()]
    SectionTitle(item.name)
    if (item.steps.size > 1) {
        Text(strings.step, style = MaterialTheme.typography.labelLarge)
        FlowRow(horizontalArrangement = Arrangement.spacedBy(6.dp)) {
            item.steps.forEach { step ->
                val info = state.steps.firstOrNull { it.step == step }
                Choice(info?.name ?: step.name, step == item.step, { actions.onStep(current, step) })
            }
        }
    }
    DraftFields(
        item, state.players,
        DraftFieldActions(
            onSet = { field, player, value -> actions.onSet(current, field, player, value) },
            onAdjust = { field, player, by -> actions.onAdjust(current, field, player, by) },
            onClear = { field, player -> actions.onClear(current, field, player) },
        ),
    )
    AnotherFeature(state, actions)
    DraftFigureChoices(view.figures, state.players, actions.onFigure)
    if (view.nobodyScoresOffered) {
        LabelledSwitch(view.nobodyScores, actions.onNobodyScores, Modifier.padding(top = 8.dp)) {
            Text(strings.nobodyScores, Modifier.weight(1f))
        }
        val scoringNobody = view.items.filter { it.scoresNobody }.map { it.name }
        if (scoringNobody.isNotEmpty()) {
            Text(strings.nobodyScoresItems(scoringNobody), color = palette.muted, style = MaterialTheme.typography.bodySmall)
        }
    }
    Spacer(Modifier.padding(top = 12.dp))
    view.preview?.let { BreakdownCard(it.awards, state.players) }
    view.change?.let { ChangeCard(it, state.players) }
    if (view.preview == null && view.change == null) Text(strings.fillInToSeePoints, color = palette.muted)
    Spacer(Modifier.padding(bottom = 12.dp))
}

/** The button that records the draft, with why it cannot yet: always on screen. */
@Composable
private fun ScoreItBar(state: ScoringUiState.Ready, actions: ScoringActions) {
    val strings = LocalStrings.current
    val view = state.view
    val label = when {
        state.editSeq != null -> strings.saveEdit
        view.items.size > 1 -> strings.scoreRound(view.items.size)
        else -> strings.scoreIt
    }
    SubmitBar(label, view.submit, state.error, actions.onSubmit)
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
    Text(strings.anotherFeatureBody, color = palette.muted, style = MaterialTheme.typography.bodySmall)
    FlowRow(horizontalArrangement = Arrangement.spacedBy(8.dp), verticalArrangement = Arrangement.spacedBy(8.dp)) {
        state.addable.forEach { addable ->
            BigButton(addable.name, { actions.onAdd(addable) }, Modifier.widthIn(min = 120.dp))
        }
        SmallButton(strings.cancel, { actions.onChooseAnother(false) })
    }
}

/** Editing or deleting a past entry: the entries it changes (as they would read), those it removes, and every player's score after it. */
@Composable
fun ChangeCard(change: ChangePreview, players: List<PlayerState>, modifier: Modifier = Modifier) {
    val strings = LocalStrings.current
    Column(modifier) {
        changedItems(change).forEach { item ->
            BreakdownCard(item.awards, players, Modifier.padding(bottom = 8.dp), title = strings.entryChanges(item.seq.toLong(), item.summary))
        }
        val removed = removedEntries(change)
        if (removed.isNotEmpty()) Text(strings.entriesThatGo(removed.map { it.toLong() }), Modifier.padding(bottom = 8.dp))
        Card(Modifier.fillMaxWidth()) {
            Column(Modifier.padding(16.dp)) {
                Text(strings.scoresAfter, style = MaterialTheme.typography.titleMedium)
                change.players.forEach { after ->
                    val before = players.byId(after.id)?.score ?: after.score
                    val said = strings.changePlayer(after.name, before, after.score)
                    Row(Modifier.fillMaxWidth().padding(top = 4.dp).semantics(mergeDescendants = true) { contentDescription = said }) {
                        Text(after.name, Modifier.weight(1f))
                        Text(if (before == after.score) "${after.score}" else "$before → ${after.score}")
                    }
                }
            }
        }
    }
}
