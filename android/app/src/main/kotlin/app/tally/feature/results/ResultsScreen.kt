// Results: rank, tie, player, score and points by category for each player, the
// game's detail and chart, reopening the end-game scoring, below them what the shell
// adds (sharing the result, a rematch), and Done, back to the home screen.
package app.tally.feature.results

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.Spacer
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.width
import androidx.compose.foundation.layout.widthIn
import androidx.compose.foundation.lazy.LazyColumn
import androidx.compose.foundation.lazy.items
import androidx.compose.material3.Card
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.getValue
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.unit.dp
import androidx.lifecycle.compose.collectAsStateWithLifecycle
import app.tally.designsystem.BigButton
import app.tally.designsystem.CenteredMessage
import app.tally.designsystem.PlayerDot
import app.tally.designsystem.ScoreStyle
import app.tally.designsystem.SectionTitle
import app.tally.designsystem.TitledScreen
import app.tally.designsystem.byId
import app.tally.designsystem.colourOf
import app.tally.designsystem.palette
import app.tally.l10n.LocalStrings

@Composable
fun ResultsScreen(
    viewModel: ResultsViewModel,
    onTimeline: () -> Unit,
    onBack: () -> Unit,
    onReopened: () -> Unit = {},
    onDone: () -> Unit = {},
    extras: @Composable () -> Unit = {},
) {
    val state by viewModel.uiState.collectAsStateWithLifecycle()
    ResultsScreen(state, onTimeline, onBack, extras = extras, onReopen = { viewModel.reopen(onReopened) }, onDone = onDone)
}

@OptIn(ExperimentalLayoutApi::class)
@Composable
fun ResultsScreen(
    state: ResultsUiState,
    onTimeline: () -> Unit,
    onBack: () -> Unit,
    modifier: Modifier = Modifier,
    extras: @Composable () -> Unit = {},
    onReopen: () -> Unit = {},
    onDone: () -> Unit = {},
) {
    val strings = LocalStrings.current
    TitledScreen(strings.resultsTitle, onBack, modifier) { inner ->
        when (state) {
            ResultsUiState.Loading -> CenteredMessage(strings.loading)
            is ResultsUiState.Failed -> CenteredMessage(state.reason)
            is ResultsUiState.Ready -> LazyColumn(inner.padding(horizontal = 16.dp)) {
                if (!state.finished) item { Text(strings.resultsProvisional, color = palette.muted) }
                val winners = state.standings.filter { it.rank == 1u }.mapNotNull { state.players.byId(it.player)?.name }
                if (state.finished && winners.isNotEmpty()) {
                    item { Text(strings.winners(winners), style = MaterialTheme.typography.headlineSmall, modifier = Modifier.padding(vertical = 8.dp)) }
                }
                item { SectionTitle(strings.standings) }
                val ranks = state.standings.groupingBy { it.rank }.eachCount()
                items(state.standings) { standing ->
                    val tied = (ranks[standing.rank] ?: 0) > 1
                    val player = state.players.byId(standing.player)
                    Card(Modifier.fillMaxWidth().padding(vertical = 6.dp)) {
                        Column(Modifier.padding(16.dp)) {
                            Row(
                                verticalAlignment = Alignment.CenterVertically,
                                modifier = Modifier.semantics(mergeDescendants = true) {
                                    contentDescription = strings.standing(standing.rank.toInt(), player?.name.orEmpty(), standing.score) +
                                        if (tied) ", " + strings.tied else ""
                                },
                            ) {
                                Text(
                                    "${standing.rank}.", style = MaterialTheme.typography.headlineSmall,
                                    color = if (standing.rank == 1u) MaterialTheme.colorScheme.primary else MaterialTheme.colorScheme.onSurface,
                                    modifier = Modifier.widthIn(min = 40.dp),
                                )
                                player?.let { PlayerDot(colourOf(it.colour), 22.dp) }
                                Spacer(Modifier.width(10.dp))
                                Column(Modifier.weight(1f)) {
                                    Text(player?.name.orEmpty(), style = MaterialTheme.typography.titleLarge)
                                    if (tied) Text(strings.tied, color = MaterialTheme.colorScheme.primary, style = MaterialTheme.typography.bodySmall)
                                }
                                Text(standing.score.toString(), style = ScoreStyle)
                            }
                            FlowRow(Modifier.padding(top = 8.dp), horizontalArrangement = Arrangement.spacedBy(12.dp)) {
                                player?.byCategory.orEmpty().forEach { entry ->
                                    Column {
                                        Text(strings.category(entry.category), style = MaterialTheme.typography.labelSmall, color = palette.muted)
                                        Text(entry.points.toString(), style = MaterialTheme.typography.titleMedium)
                                    }
                                }
                            }
                        }
                    }
                }
                item { BigButton(strings.gameDetail, onTimeline, Modifier.fillMaxWidth().padding(vertical = 12.dp)) }
                if (state.canReopen) item { BigButton(strings.reopen, onReopen, Modifier.fillMaxWidth().padding(bottom = 8.dp)) }
                item { extras() }
                item { BigButton(strings.done, onDone, Modifier.fillMaxWidth().padding(vertical = 12.dp), primary = true) }
            }
        }
    }
}
