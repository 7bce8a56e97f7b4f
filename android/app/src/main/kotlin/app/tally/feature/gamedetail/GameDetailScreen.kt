// A game's detail: when and what was played, the score chart, the timeline by turn
// and step (scrolled to the entry it was opened at, which is marked), and below it (for a finished game) what the shell adds: exports for
// other apps. Tapping an entry (when the core allows edits) offers to edit it as the
// core says (the scoring form, the dispatch screen or the correction's own form) or
// to delete it, showing first what the deletion changes.
package app.tally.feature.gamedetail

import androidx.compose.foundation.background
import androidx.compose.foundation.clickable
import androidx.compose.foundation.lazy.LazyListState
import androidx.compose.foundation.lazy.rememberLazyListState
import androidx.compose.ui.semantics.selected
import androidx.compose.ui.semantics.semantics
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.Spacer
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.width
import androidx.compose.foundation.layout.widthIn
import androidx.compose.foundation.lazy.LazyColumn
import androidx.compose.foundation.lazy.items
import androidx.compose.material3.Card
import androidx.compose.material3.CardDefaults
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.getValue
import androidx.compose.runtime.rememberUpdatedState
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.unit.dp
import androidx.lifecycle.compose.collectAsStateWithLifecycle
import app.tally.core.LogItem
import app.tally.core.Step
import app.tally.designsystem.BigButton
import app.tally.designsystem.CenteredMessage
import app.tally.designsystem.ErrorText
import app.tally.designsystem.PlayerDot
import app.tally.designsystem.SectionTitle
import app.tally.designsystem.SmallButton
import app.tally.designsystem.TitledScreen
import app.tally.designsystem.byId
import app.tally.designsystem.colourOf
import app.tally.designsystem.nameOf
import app.tally.designsystem.palette
import app.tally.designsystem.signed
import app.tally.feature.history.GameCard
import app.tally.designsystem.ConfirmDialog
import androidx.compose.runtime.LaunchedEffect
import app.tally.ffi.correctionLimit
import app.tally.core.EntryEdit
import app.tally.designsystem.Labelled
import app.tally.designsystem.Stepper
import androidx.compose.material3.OutlinedTextField
import app.tally.feature.scoring.ChangeCard
import app.tally.l10n.LocalStrings

data class GameDetailActions(
    val onEntry: (LogItem) -> Unit = {},
    /** A scoring's entry: opens the scoring form on it. */
    val onEdit: (Long) -> Unit = {},
    /** A dispatch's entry: opens the dispatch screen on it. */
    val onEditDispatch: (Long) -> Unit = {},
    val onEditCorrection: () -> Unit = {},
    val onCorrection: (points: Long, reason: String) -> Unit = { _, _ -> },
    val onSaveCorrection: () -> Unit = {},
    val onPreviewDelete: () -> Unit = {},
    val onConfirmDelete: () -> Unit = {},
    val onDismiss: () -> Unit = {},
    val onBack: () -> Unit = {},
    val onDeleteGame: () -> Unit = {},
    val onConfirmDeleteGame: () -> Unit = {},
)

@Composable
fun GameDetailScreen(
    viewModel: GameDetailViewModel,
    formatDate: (Long) -> String,
    onEdit: (Long) -> Unit,
    onBack: () -> Unit,
    onEditDispatch: (Long) -> Unit = {},
    onDeleted: () -> Unit = {},
    extras: @Composable () -> Unit = {},
    finishedExtras: @Composable () -> Unit = {},
) {
    val state by viewModel.uiState.collectAsStateWithLifecycle()
    val deleted by rememberUpdatedState(onDeleted)
    LaunchedEffect((state as? GameDetailUiState.Ready)?.deleted) { if ((state as? GameDetailUiState.Ready)?.deleted == true) deleted() }
    GameDetailScreen(
        state, formatDate,
        GameDetailActions(
            viewModel::choose, onEdit, onEditDispatch, viewModel::editCorrection, viewModel::changeCorrection, viewModel::saveCorrection,
            viewModel::previewDelete, viewModel::confirmDelete, viewModel::dismiss, onBack,
            onDeleteGame = viewModel::askDeleteGame, onConfirmDeleteGame = viewModel::deleteGame,
        ),
        extras = extras,
        finishedExtras = finishedExtras,
    )
}

@OptIn(ExperimentalLayoutApi::class)
@Composable
fun GameDetailScreen(
    state: GameDetailUiState,
    formatDate: (Long) -> String,
    actions: GameDetailActions,
    modifier: Modifier = Modifier,
    extras: @Composable () -> Unit = {},
    finishedExtras: @Composable () -> Unit = {},
) {
    val strings = LocalStrings.current
    (state as? GameDetailUiState.Ready)?.takeIf { it.confirmingDelete }?.let { ready ->
        val names = ready.detail.summary.seats.joinToString(", ") { it.name }
        ConfirmDialog(
            strings.deleteGameQuestion, if (ready.beingPlayed) strings.deleteGameEndsIt(names) else strings.deleteGameMessage(names),
            strings.deleteEntry, actions.onConfirmDeleteGame, actions.onDismiss,
        )
    }
    TitledScreen(strings.detailTitle, actions.onBack, modifier) { inner ->
        when (state) {
            GameDetailUiState.Loading -> CenteredMessage(strings.loading)
            is GameDetailUiState.Failed -> CenteredMessage(state.reason)
            is GameDetailUiState.Ready -> LazyColumn(inner.padding(horizontal = 16.dp), state = rememberShownEntryScroll(state)) {
                item { GameCard(state.detail.summary, formatDate, {}) }
                state.chosen?.let { chosen -> item { EntryPanel(chosen, state, actions) } }
                item {
                    SectionTitle(strings.detailChart)
                    ScoreChart(state.series)
                }
                item {
                    SectionTitle(strings.timeline)
                    if (state.canEdit) Text(strings.timelineHint, style = MaterialTheme.typography.bodySmall, color = palette.muted)
                }
                state.detail.timeline.forEach { turn ->
                    item {
                        Row(Modifier.padding(top = 10.dp), verticalAlignment = Alignment.CenterVertically) {
                            state.players.byId(turn.active)?.let { PlayerDot(colourOf(it.colour), 14.dp) }
                            Spacer(Modifier.width(8.dp))
                            Text(strings.turnOf(turn.turn.toInt(), state.players.nameOf(turn.active)), style = MaterialTheme.typography.titleMedium)
                        }
                    }
                    turn.steps.forEach { group ->
                        items(group.items, key = { it.seq.toLong() }) { entry -> TimelineEntry(entry, group.step, state, actions) }
                    }
                }
                item { extras() }
                if (state.detail.summary.finishedAt != null) item { finishedExtras() }
                item {
                    BigButton(strings.deleteGame, actions.onDeleteGame, Modifier.fillMaxWidth().padding(top = 16.dp))
                    ErrorText(state.message)
                }
                item { Spacer(Modifier.padding(bottom = 24.dp)) }
            }
        }
    }
}

/** The list's scroll, brought once to the entry the game was opened at. */
@Composable
private fun rememberShownEntryScroll(state: GameDetailUiState.Ready): LazyListState {
    val list = rememberLazyListState()
    val index = state.shownEntryIndex
    LaunchedEffect(index) { if (index != null) list.scrollToItem(index) }
    return list
}

@Composable
private fun TimelineEntry(entry: LogItem, step: Step, state: GameDetailUiState.Ready, actions: GameDetailActions) {
    val strings = LocalStrings.current
    val clickable = if (state.canEdit) {
        Modifier.clickable(onClickLabel = strings.entryOptions) { actions.onEntry(entry) }
    } else Modifier
    val shown = state.shownEntry == entry.seq.toLong()
    val marked = if (shown) {
        Modifier.background(MaterialTheme.colorScheme.primary.copy(alpha = 0.15f)).semantics { selected = true }
    } else Modifier
    Row(Modifier.fillMaxWidth().heightIn(min = 48.dp).then(marked).then(clickable).padding(start = 22.dp, top = 3.dp, bottom = 3.dp)) {
        Text(
            if (step == Step.END_OF_GAME) strings.endShort else "#${entry.seq}",
            color = palette.muted, modifier = Modifier.widthIn(min = 52.dp),
        )
        Column(Modifier.weight(1f)) {
            Text(entry.summary, style = MaterialTheme.typography.bodyMedium)
            if (entry.awards.isNotEmpty()) {
                Text(
                    entry.awards.joinToString("  ") { "${state.players.nameOf(it.player)} ${signed(it.points)}" },
                    style = MaterialTheme.typography.bodySmall, color = MaterialTheme.colorScheme.primary,
                )
            }
        }
    }
}

@OptIn(ExperimentalLayoutApi::class)
@Composable
private fun EntryPanel(chosen: EntryChoice, state: GameDetailUiState.Ready, actions: GameDetailActions) {
    val strings = LocalStrings.current
    Card(
        Modifier.fillMaxWidth().padding(vertical = 8.dp),
        colors = CardDefaults.cardColors(containerColor = MaterialTheme.colorScheme.primary.copy(alpha = 0.15f)),
    ) {
        Column(Modifier.padding(16.dp)) {
            Text(strings.entryTitle(chosen.seq, chosen.summary), style = MaterialTheme.typography.titleMedium)
            FlowRow(Modifier.padding(top = 8.dp), horizontalArrangement = Arrangement.spacedBy(8.dp), verticalArrangement = Arrangement.spacedBy(8.dp)) {
                when (chosen.edit) {
                    EntryEdit.SCORING ->
                        BigButton(strings.editEntryButton, { actions.onEdit(chosen.seq) }, Modifier.widthIn(min = 120.dp))
                    EntryEdit.DISPATCH ->
                        BigButton(strings.editEntryButton, { actions.onEditDispatch(chosen.seq) }, Modifier.widthIn(min = 120.dp))
                    EntryEdit.CORRECTION ->
                        if (chosen.correction == null) BigButton(strings.editEntryButton, actions.onEditCorrection, Modifier.widthIn(min = 120.dp))
                    EntryEdit.DELETE_ONLY -> {}
                }
                if (chosen.deletion == null && chosen.correction == null) {
                    BigButton(strings.deleteEntry, actions.onPreviewDelete, Modifier.widthIn(min = 120.dp))
                }
                SmallButton(strings.cancel, actions.onDismiss)
            }
            chosen.correction?.let { correction ->
                SectionTitle(strings.editCorrection)
                FlowRow(Modifier.padding(top = 12.dp)) {
                    Labelled(strings.correctPoints, modifier = Modifier.padding(top = 12.dp).weight(1f))
                    Stepper(
                        strings.correctPoints, correction.points, -correctionLimit(), correctionLimit(),
                        { actions.onCorrection(it, correction.reason) },
                    )
                }
                OutlinedTextField(
                    value = correction.reason, onValueChange = { actions.onCorrection(correction.points, it) },
                    label = { Text(strings.correctReason) }, modifier = Modifier.fillMaxWidth().padding(top = 8.dp),
                )
                correction.change?.let { ChangeCard(it, state.players, Modifier.padding(top = 8.dp)) }
                BigButton(
                    strings.saveEdit, actions.onSaveCorrection, Modifier.fillMaxWidth().padding(top = 8.dp),
                    enabled = correction.change != null, primary = true,
                )
            }
            chosen.deletion?.let { preview ->
                SectionTitle(strings.deleteAnEntry)
                ChangeCard(preview, state.players)
                BigButton(strings.confirmDelete, actions.onConfirmDelete, Modifier.fillMaxWidth().padding(top = 8.dp), primary = true)
                Text(strings.deleteEntryFooter, color = palette.muted, style = MaterialTheme.typography.bodySmall)
            }
            ErrorText(chosen.problem)
        }
    }
}
