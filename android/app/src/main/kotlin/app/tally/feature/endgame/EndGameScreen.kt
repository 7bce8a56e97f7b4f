// The end-game walkthrough: the current item (score it, or the note of what the game
// scores by itself), the list with what was scored, then the final standings.
package app.tally.feature.endgame

import androidx.compose.foundation.background
import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.widthIn
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.Card
import androidx.compose.material3.CardDefaults
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.remember
import androidx.compose.runtime.rememberUpdatedState
import androidx.compose.runtime.setValue
import app.tally.designsystem.ConfirmDialog
import app.tally.designsystem.SmallButton
import androidx.compose.runtime.LaunchedEffect
import androidx.compose.runtime.getValue
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.unit.dp
import androidx.lifecycle.compose.collectAsStateWithLifecycle
import app.tally.core.ItemKind
import app.tally.core.Phase
import app.tally.core.WalkthroughItem
import app.tally.designsystem.BigButton
import app.tally.designsystem.BreakdownCard
import app.tally.designsystem.CenteredMessage
import app.tally.designsystem.ErrorText
import app.tally.designsystem.FigureChoices
import app.tally.designsystem.TitledScreen
import app.tally.designsystem.palette
import app.tally.l10n.LocalStrings

data class EndGameActions(
    val onItem: (Int) -> Unit = {},
    val onScore: (WalkthroughItem) -> Unit = {},
    val onNext: () -> Unit = {},
    val onFigure: (String, UInt) -> Unit = { _, _ -> },
    val onFinish: () -> Unit = {},
    val onBack: () -> Unit = {},
    val onUndo: () -> Unit = {},
    val onRedo: () -> Unit = {},
)

@Composable
fun EndGameScreen(viewModel: EndGameViewModel, onScore: (WalkthroughItem) -> Unit, onFinished: () -> Unit, onBack: () -> Unit) {
    val state by viewModel.uiState.collectAsStateWithLifecycle()
    val finished = (state as? EndGameUiState.Ready)?.table?.phase == Phase.FINISHED
    val finish by rememberUpdatedState(onFinished)
    LaunchedEffect(finished) { if (finished) finish() }
    EndGameScreen(
        state,
        EndGameActions(viewModel::goTo, onScore, viewModel::next, viewModel::chooseFigure, viewModel::finish, onBack, viewModel::undo, viewModel::redo),
    )
}

@OptIn(ExperimentalLayoutApi::class)
@Composable
fun EndGameScreen(state: EndGameUiState, actions: EndGameActions, modifier: Modifier = Modifier) {
    val strings = LocalStrings.current
    var confirmingFinish by remember { mutableStateOf(false) }
    if (confirmingFinish) {
        ConfirmDialog(
            strings.finishQuestion, strings.finishBody, strings.finishConfirm,
            { confirmingFinish = false; actions.onFinish() }, { confirmingFinish = false },
        )
    }
    val table = (state as? EndGameUiState.Ready)?.table
    TitledScreen(
        strings.endGameTitle, actions.onBack, modifier,
        actions = {
            if (table != null) {
                SmallButton(
                    strings.undo, actions.onUndo, enabled = table.actions.undo.allowed, description = strings.hinted(strings.undo, strings.undoHint),
                )
                SmallButton(
                    strings.redo, actions.onRedo, enabled = table.actions.redo.allowed, description = strings.hinted(strings.redo, strings.redoHint),
                )
            }
        },
    ) { inner ->
        when (state) {
            EndGameUiState.Loading -> CenteredMessage(strings.loading)
            is EndGameUiState.Failed -> CenteredMessage(state.reason)
            is EndGameUiState.Ready -> Column(inner.verticalScroll(rememberScrollState()).padding(horizontal = 16.dp)) {
                state.current?.let { row ->
                    val item = row.item
                    Card(Modifier.fillMaxWidth(), colors = CardDefaults.cardColors(containerColor = MaterialTheme.colorScheme.primary.copy(alpha = 0.15f))) {
                        Column(Modifier.padding(16.dp)) {
                            Text(strings.endGameProgress(state.index + 1, state.items.size), color = palette.muted)
                            Text(row.name, style = MaterialTheme.typography.headlineSmall, modifier = Modifier.padding(vertical = 6.dp))
                            Text(
                                when {
                                    item.automatic -> item.note.orEmpty()
                                    item.scored == 0u -> strings.endGameNotYet
                                    else -> strings.endGameScored(item.scored.toInt())
                                },
                                color = palette.muted,
                            )
                            FlowRow(
                                Modifier.padding(top = 12.dp),
                                horizontalArrangement = Arrangement.spacedBy(8.dp), verticalArrangement = Arrangement.spacedBy(8.dp),
                            ) {
                                if (!item.automatic && !item.done) {
                                    BigButton(strings.endGameScore, { actions.onScore(item) }, Modifier.weight(1f).widthIn(min = 120.dp), primary = true)
                                }
                                if (state.index < state.items.size - 1) {
                                    BigButton(strings.endGameNext, actions.onNext, Modifier.weight(1f).widthIn(min = 120.dp))
                                }
                            }
                            Text(strings.endGameNextFooter, color = palette.muted, style = MaterialTheme.typography.bodySmall)
                        }
                    }
                }
                state.items.forEachIndexed { index, row ->
                    val item = row.item
                    Row(
                        Modifier.fillMaxWidth().heightIn(min = 48.dp)
                            .background(
                                if (index == state.index) MaterialTheme.colorScheme.surfaceContainerHigh else Color.Transparent,
                                RoundedCornerShape(8.dp),
                            )
                            .clickable(onClickLabel = row.name) { actions.onItem(index) }
                            .padding(horizontal = 12.dp, vertical = 4.dp),
                        verticalAlignment = Alignment.CenterVertically,
                    ) {
                        Text(row.name, Modifier.weight(1f))
                        Text(
                            when {
                                item.automatic -> strings.scoredByItself
                                item.scored > 0u -> "✓ ${item.scored}"
                                else -> ""
                            },
                            color = MaterialTheme.colorScheme.primary,
                        )
                    }
                }
                state.finishPreview?.let { preview ->
                    if (preview.awards.isNotEmpty()) {
                        FigureChoices(preview.awards, state.table.players, state.figures, actions.onFigure)
                        BreakdownCard(preview.awards, state.table.players, Modifier.padding(top = 8.dp), title = strings.atTheFinish)
                    } else {
                        Text(strings.nothingScoredByItself, color = palette.muted, modifier = Modifier.padding(top = 8.dp))
                    }
                }
                ErrorText(state.error)
                BigButton(
                    strings.finishGame, { confirmingFinish = true }, Modifier.fillMaxWidth().padding(vertical = 12.dp),
                    enabled = state.table.actions.finish.allowed, primary = true,
                )
                val unscored = state.items.count { !it.item.automatic && it.item.scored == 0u }
                if (unscored > 0) Text(strings.itemsNotScored(unscored), color = palette.muted)
                state.table.actions.finish.whyNot?.let { Text(it, color = palette.muted) }
            }
        }
    }
}
