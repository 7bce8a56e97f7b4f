// History: the games with their date, edition, expansions and standings, filtered by
// state (all, finished, unfinished), player and expansion; a game opens its detail.
package app.tally.feature.history

import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.Column
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
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.runtime.getValue
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.unit.dp
import androidx.lifecycle.compose.collectAsStateWithLifecycle
import app.tally.core.GameSummary
import app.tally.designsystem.CenteredMessage
import app.tally.designsystem.Choice
import app.tally.designsystem.PlayerDot
import app.tally.designsystem.SectionTitle
import app.tally.designsystem.TitledScreen
import app.tally.designsystem.colourOf
import app.tally.designsystem.palette
import app.tally.ffi.editions
import app.tally.l10n.LocalStrings

@Composable
fun HistoryScreen(viewModel: HistoryViewModel, formatDate: (Long) -> String, onGame: (Long) -> Unit, onBack: () -> Unit) {
    val state by viewModel.uiState.collectAsStateWithLifecycle()
    HistoryScreen(state, formatDate, onGame, viewModel::showFinished, onBack, onPlayer = viewModel::showPlayer, onExpansion = viewModel::showExpansion)
}

@Composable
fun HistoryScreen(
    state: HistoryUiState,
    formatDate: (Long) -> String,
    onGame: (Long) -> Unit,
    onFinished: (Boolean?) -> Unit,
    onBack: () -> Unit,
    modifier: Modifier = Modifier,
    onPlayer: (Long?) -> Unit = {},
    onExpansion: (String?) -> Unit = {},
) {
    val strings = LocalStrings.current
    TitledScreen(strings.historyTitle, onBack, modifier) { inner ->
        when (state) {
            HistoryUiState.Loading -> CenteredMessage(strings.loading)
            is HistoryUiState.Failed -> CenteredMessage(state.reason)
            is HistoryUiState.Ready -> LazyColumn(inner.padding(horizontal = 16.dp)) {
                item { HistoryFilters(state, onFinished, onPlayer, onExpansion) }
                if (state.games.isEmpty()) {
                    item { CenteredMessage(strings.historyEmpty) }
                    item { Text(strings.historyEmptyBody, color = palette.muted) }
                }
                items(state.games, key = { it.id }) { game -> GameCard(game, formatDate, { onGame(game.id) }) }
            }
        }
    }
}

/** The filters, each a row under its name: which games, whose, with which expansion; the first chip of each shows all. */
@OptIn(ExperimentalLayoutApi::class)
@Composable
private fun HistoryFilters(
    state: HistoryUiState.Ready,
    onFinished: (Boolean?) -> Unit,
    onPlayer: (Long?) -> Unit,
    onExpansion: (String?) -> Unit,
) {
    val strings = LocalStrings.current
    SectionTitle(strings.historyGames)
    FlowRow(horizontalArrangement = Arrangement.spacedBy(6.dp)) {
        Choice(strings.allGames, state.finished == null, { onFinished(null) })
        Choice(strings.finishedGames, state.finished == true, { onFinished(true) })
        Choice(strings.unfinishedGames, state.finished == false, { onFinished(false) })
    }
    if (state.players.size > 1) {
        SectionTitle(strings.historyPlayer)
        FlowRow(horizontalArrangement = Arrangement.spacedBy(6.dp)) {
            Choice(strings.allPlayers, state.player == null, { onPlayer(null) })
            state.players.forEach { p -> Choice(p.name, state.player == p.id, { onPlayer(p.id) }, dot = colourOf(p.colour)) }
        }
    }
    if (state.expansions.isNotEmpty()) {
        SectionTitle(strings.historyExpansion)
        FlowRow(horizontalArrangement = Arrangement.spacedBy(6.dp)) {
            Choice(strings.anyExpansion, state.expansion == null, { onExpansion(null) })
            state.expansions.forEach { (key, name) -> Choice(name, state.expansion == key, { onExpansion(key) }) }
        }
    }
}

private val editionNames by lazy { editions().associate { it.edition to it.name } }

/** One game: when, edition and expansions, and its players by rank. */
@Composable
fun GameCard(
    game: GameSummary,
    formatDate: (Long) -> String,
    onClick: () -> Unit,
    modifier: Modifier = Modifier,
    relativeTime: ((Long) -> String)? = null,
) {
    val strings = LocalStrings.current
    Card(modifier.fillMaxWidth().padding(vertical = 5.dp).clickable(onClickLabel = strings.open, onClick = onClick)) {
        Column(Modifier.padding(14.dp)) {
            Row {
                Text(formatDate(game.startedAt), style = MaterialTheme.typography.titleMedium, modifier = Modifier.weight(1f))
                Text(
                    if (game.finishedAt != null) strings.finished else strings.unfinished,
                    color = if (game.finishedAt != null) palette.muted else MaterialTheme.colorScheme.primary,
                )
            }
            Text(
                (editionNames[game.ruleset.edition] ?: game.ruleset.edition.name) +
                    if (game.ruleset.expansions.isEmpty()) "" else " · " + strings.expansionsCount(game.ruleset.expansions.size),
                color = palette.muted, style = MaterialTheme.typography.bodySmall,
            )
            if (game.finishedAt == null && relativeTime != null) {
                Text(strings.lastChange(relativeTime(game.updatedAt)), color = palette.muted, style = MaterialTheme.typography.bodySmall)
            }
            game.seats.sortedBy { it.rank ?: UInt.MAX_VALUE }.forEach { seat ->
                Row(Modifier.padding(top = 4.dp), verticalAlignment = Alignment.CenterVertically) {
                    PlayerDot(colourOf(seat.colour), 14.dp)
                    Spacer(Modifier.width(8.dp))
                    Text((seat.rank?.let { "$it. " } ?: "") + seat.name, Modifier.weight(1f))
                    Text(seat.score.toString(), style = MaterialTheme.typography.titleMedium)
                }
            }
        }
    }
}
