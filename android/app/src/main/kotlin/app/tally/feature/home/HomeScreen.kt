// Home: resume the last game, start a new one, history, statistics, players, settings;
// the other unfinished games and the last finished ones (each opens its detail).
package app.tally.feature.home

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.Spacer
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.widthIn
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.Card
import androidx.compose.material3.CardDefaults
import androidx.compose.material3.ExperimentalMaterial3Api
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Scaffold
import androidx.compose.material3.Text
import androidx.compose.material3.TopAppBar
import androidx.compose.runtime.Composable
import androidx.compose.runtime.getValue
import androidx.compose.ui.Modifier
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.unit.dp
import androidx.lifecycle.compose.collectAsStateWithLifecycle
import app.tally.designsystem.BigButton
import app.tally.designsystem.CenteredMessage
import app.tally.designsystem.SectionTitle
import app.tally.feature.history.GameCard
import app.tally.l10n.LocalStrings

data class HomeActions(
    val onResume: (Long) -> Unit = {},
    val onNewGame: () -> Unit = {},
    val onHistory: () -> Unit = {},
    val onStatistics: () -> Unit = {},
    val onPlayers: () -> Unit = {},
    val onSettings: () -> Unit = {},
    val onJoin: () -> Unit = {},
    /** A finished game: opens its detail. */
    val onGame: (Long) -> Unit = {},
)

@Composable
fun HomeScreen(viewModel: HomeViewModel, formatDate: (Long) -> String, actions: HomeActions, relativeTime: ((Long) -> String)? = null) {
    val state by viewModel.uiState.collectAsStateWithLifecycle()
    HomeScreen(state, formatDate, actions, relativeTime = relativeTime)
}

@OptIn(ExperimentalMaterial3Api::class, ExperimentalLayoutApi::class)
@Composable
fun HomeScreen(
    state: HomeUiState,
    formatDate: (Long) -> String,
    actions: HomeActions,
    modifier: Modifier = Modifier,
    relativeTime: ((Long) -> String)? = null,
) {
    val strings = LocalStrings.current
    Scaffold(modifier = modifier, topBar = { TopAppBar(title = { Text(strings.appName) }) }) { padding ->
        Column(Modifier.fillMaxSize().padding(padding).verticalScroll(rememberScrollState()).padding(horizontal = 16.dp)) {
            when (state) {
                HomeUiState.Loading -> CenteredMessage(strings.loading)
                is HomeUiState.Failed -> CenteredMessage(state.reason)
                is HomeUiState.Ready -> {
                    state.resume?.let { game ->
                        SectionTitle(strings.homeResume)
                        Card(colors = CardDefaults.cardColors(containerColor = MaterialTheme.colorScheme.primary.copy(alpha = 0.15f))) {
                            Column(Modifier.padding(12.dp)) {
                                GameCard(game, formatDate, { actions.onResume(game.id) }, relativeTime = relativeTime)
                                val described = strings.hinted(strings.homeResumeButton, strings.opensScoreboard)
                                BigButton(
                                    strings.homeResumeButton, { actions.onResume(game.id) },
                                    Modifier.fillMaxWidth().semantics { contentDescription = described }, primary = true,
                                )
                            }
                        }
                    }
                    Spacer(Modifier.padding(top = 12.dp))
                    BigButton(strings.homeNewGame, actions.onNewGame, Modifier.fillMaxWidth(), primary = state.resume == null)
                    FlowRow(
                        Modifier.padding(top = 10.dp), horizontalArrangement = Arrangement.spacedBy(10.dp),
                        verticalArrangement = Arrangement.spacedBy(10.dp), maxItemsInEachRow = 2,
                    ) {
                        val cell = Modifier.weight(1f).widthIn(min = 140.dp)
                        BigButton(strings.homeHistory(state.games), actions.onHistory, cell)
                        BigButton(strings.homeStatistics, actions.onStatistics, cell)
                        BigButton(strings.homePlayers(state.rosterSize), actions.onPlayers, cell)
                        BigButton(strings.homeSettings, actions.onSettings, cell)
                        BigButton(strings.joinTable, actions.onJoin, cell)
                    }
                    if (state.otherUnfinished.isNotEmpty()) {
                        SectionTitle(strings.homeOtherUnfinished)
                        state.otherUnfinished.forEach { GameCard(it, formatDate, { actions.onResume(it.id) }, relativeTime = relativeTime) }
                    }
                    if (state.recent.isNotEmpty()) {
                        SectionTitle(strings.recentGames)
                        state.recent.forEach { GameCard(it, formatDate, { actions.onGame(it.id) }) }
                    }
                }
            }
        }
    }
}
