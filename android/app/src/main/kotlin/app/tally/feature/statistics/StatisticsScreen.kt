// Statistics: per player games, wins, win rate, average, best and worst scores,
// average points by category, the most valuable and the longest feature.
package app.tally.feature.statistics

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.Spacer
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.width
import androidx.compose.foundation.lazy.LazyColumn
import androidx.compose.foundation.lazy.items
import androidx.compose.material3.Card
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.getValue
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.unit.dp
import androidx.lifecycle.compose.collectAsStateWithLifecycle
import app.tally.designsystem.CenteredMessage
import app.tally.designsystem.Choice
import app.tally.designsystem.PlayerDot
import app.tally.designsystem.TitledScreen
import app.tally.designsystem.colourOf
import app.tally.designsystem.palette
import app.tally.l10n.LocalStrings

@Composable
fun StatisticsScreen(viewModel: StatisticsViewModel, onBack: () -> Unit) {
    val state by viewModel.uiState.collectAsStateWithLifecycle()
    StatisticsScreen(state, onBack, onChoose = viewModel::choose)
}

@OptIn(ExperimentalLayoutApi::class)
@Composable
fun StatisticsScreen(state: StatisticsUiState, onBack: () -> Unit, modifier: Modifier = Modifier, onChoose: (Long) -> Unit = {}) {
    val strings = LocalStrings.current
    TitledScreen(strings.statisticsTitle, onBack, modifier) { inner ->
        when (state) {
            StatisticsUiState.Loading -> CenteredMessage(strings.loading)
            is StatisticsUiState.Failed -> CenteredMessage(state.reason)
            is StatisticsUiState.Ready -> LazyColumn(inner.padding(horizontal = 16.dp)) {
                if (state.players.isEmpty()) item { CenteredMessage(strings.statisticsEmpty) }
                if (state.players.size > 1) item { HeadToHeadCard(state, onChoose) }
                items(state.players, key = { it.rosterId }) { p ->
                    Card(Modifier.fillMaxWidth().padding(vertical = 5.dp)) {
                        Column(Modifier.padding(14.dp)) {
                            Row(verticalAlignment = Alignment.CenterVertically) {
                                state.colours[p.rosterId]?.let { PlayerDot(colourOf(it), 20.dp) }
                                Spacer(Modifier.width(8.dp))
                                Text(p.name, style = MaterialTheme.typography.titleLarge, modifier = Modifier.weight(1f))
                                Text(strings.statsWins(p.wins.toInt(), p.games.toInt()), style = MaterialTheme.typography.titleMedium)
                            }
                            FlowRow(Modifier.padding(top = 8.dp), horizontalArrangement = Arrangement.spacedBy(16.dp)) {
                                Stat(strings.statsWinRate, if (p.games == 0L) "–" else "${(p.winRate * 100).toInt()} %")
                                Stat(strings.statsAverage, p.averageScore?.let { strings.decimal(it) } ?: "–")
                                Stat(strings.statsBest, p.bestScore?.toString() ?: "–")
                                Stat(strings.statsWorst, p.worstScore?.toString() ?: "–")
                            }
                            if (p.averageByCategory.isNotEmpty()) {
                                Text(
                                    p.averageByCategory.entries.sortedBy { it.key.ordinal }
                                        .joinToString(" · ") { (category, points) -> strings.category(category) + " " + strings.decimal(points) },
                                    style = MaterialTheme.typography.bodySmall, color = palette.muted, modifier = Modifier.padding(top = 8.dp),
                                )
                            }
                            p.mostValuableFeature?.let { Text(strings.statsBestFeature(it.name, it.points), style = MaterialTheme.typography.bodySmall) }
                            p.longestFeature?.let { Text(strings.statsLongestFeature(it.name, it.size ?: 0), style = MaterialTheme.typography.bodySmall) }
                        }
                    }
                }
            }
        }
    }
}

@Composable
private fun Stat(label: String, value: String) {
    Column {
        Text(label, style = MaterialTheme.typography.labelSmall, color = palette.muted)
        Text(value, style = MaterialTheme.typography.titleMedium)
    }
}

/** Two players chosen, compared over the games they played together. */
@OptIn(ExperimentalLayoutApi::class)
@Composable
private fun HeadToHeadCard(state: StatisticsUiState.Ready, onChoose: (Long) -> Unit) {
    val strings = LocalStrings.current
    val names = state.players.associate { it.rosterId to it.name }
    Card(Modifier.fillMaxWidth().padding(vertical = 5.dp)) {
        Column(Modifier.padding(14.dp)) {
            Text(strings.headToHead, style = MaterialTheme.typography.titleMedium)
            FlowRow(horizontalArrangement = Arrangement.spacedBy(6.dp)) {
                state.players.forEach { p ->
                    Choice(p.name, p.rosterId in state.pair, { onChoose(p.rosterId) }, dot = state.colours[p.rosterId]?.let { colourOf(it) })
                }
            }
            state.headToHead?.let { versus ->
                val a = names[versus.a].orEmpty()
                val b = names[versus.b].orEmpty()
                Text(strings.headToHeadGames(versus.games), Modifier.padding(top = 8.dp))
                Text(strings.headToHeadAhead(a, versus.aAhead), style = MaterialTheme.typography.titleMedium)
                Text(strings.headToHeadAhead(b, versus.bAhead), style = MaterialTheme.typography.titleMedium)
                Text(strings.headToHeadTies(versus.ties), color = palette.muted)
                if (versus.aAverage != null && versus.bAverage != null) {
                    Text(strings.headToHeadAverages(a, strings.decimal(versus.aAverage!!), b, strings.decimal(versus.bAverage!!)), color = palette.muted)
                }
            }
        }
    }
}
