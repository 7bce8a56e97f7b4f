// One player's charts, drawn from the core's figures: the latest games' points by
// category (stacked bars, with a legend), score and place over those games, win
// rates by number of players and by expansion, and the rating after each game with
// its uncertainty as a band; all over the games the statistics' filter chose, which
// a row above them says.
package app.tally.feature.statistics

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.Spacer
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.layout.width
import androidx.compose.foundation.lazy.LazyColumn
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.getValue
import androidx.compose.runtime.remember
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.unit.dp
import androidx.lifecycle.compose.collectAsStateWithLifecycle
import app.tally.core.Colour
import app.tally.core.PlayerCharts
import app.tally.core.PlayerGame
import app.tally.core.PlayerRating
import app.tally.core.RatingPoint
import app.tally.designsystem.CenteredMessage
import app.tally.designsystem.ChartLine
import app.tally.designsystem.LineChart
import app.tally.designsystem.SectionTitle
import app.tally.designsystem.StackedBar
import app.tally.designsystem.StackedBarChart
import app.tally.designsystem.TitledScreen
import app.tally.designsystem.categoryColour
import app.tally.designsystem.palette
import app.tally.ffi.editions
import app.tally.ffi.expansions
import app.tally.l10n.LocalStrings

@Composable
fun PlayerChartsScreen(viewModel: PlayerChartsViewModel, onBack: () -> Unit) {
    val state by viewModel.uiState.collectAsStateWithLifecycle()
    PlayerChartsScreen(state, onBack)
}

@Composable
fun PlayerChartsScreen(state: PlayerChartsUiState, onBack: () -> Unit, modifier: Modifier = Modifier) {
    val strings = LocalStrings.current
    val title = (state as? PlayerChartsUiState.Ready)?.charts?.name ?: strings.statsCharts
    TitledScreen(title, onBack, modifier) { inner ->
        when (state) {
            PlayerChartsUiState.Loading -> CenteredMessage(strings.loading)
            is PlayerChartsUiState.Failed -> CenteredMessage(state.reason)
            is PlayerChartsUiState.Ready -> {
                val summary = state.filter.summary(
                    strings, remember { expansions().associate { it.key to it.name } }, remember { editions().associate { it.edition to it.name } },
                )
                when {
                    state.charts.games.games.isNotEmpty() -> LazyColumn(inner.padding(horizontal = 16.dp)) {
                        if (summary != null) {
                            item(key = "filter") { Text(summary, Modifier.padding(vertical = 6.dp), style = MaterialTheme.typography.bodyMedium) }
                        }
                        charts(state)
                    }
                    summary != null -> CenteredMessage(strings.statsFilterNoGames)
                    else -> CenteredMessage(strings.statisticsEmpty)
                }
            }
        }
    }
}

private fun androidx.compose.foundation.lazy.LazyListScope.charts(state: PlayerChartsUiState.Ready) {
    val charts: PlayerCharts = state.charts
    val games = charts.games.games
    item { PointsByCategory(games) }
    item { ScoreAndPlace(games, state.colour) }
    item {
        val strings = LocalStrings.current
        SectionTitle(strings.statsByPlayers)
        Column {
            charts.byPlayers.forEach { row ->
                RateRow(
                    strings.statsPlayersCount(row.players.toLong()), strings.statsWins(row.result.wins.toInt(), row.result.games.toInt()),
                    row.result.rate, MaterialTheme.colorScheme.primary,
                )
            }
        }
    }
    item {
        val strings = LocalStrings.current
        SectionTitle(strings.statsByExpansion)
        Column {
            charts.byExpansion.forEach { row ->
                RateRow(row.name, strings.statsWins(row.result.wins.toInt(), row.result.games.toInt()), row.result.rate, MaterialTheme.colorScheme.secondary)
            }
        }
    }
    charts.rating?.let { rating -> item { RatingHistory(rating, charts.ratingHistory.points) } }
}

@OptIn(ExperimentalLayoutApi::class)
@Composable
private fun PointsByCategory(games: List<PlayerGame>) {
    val strings = LocalStrings.current
    SectionTitle(strings.statsPointsByCategory)
    StackedBarChart(
        games.map { game -> StackedBar(game.byCategory.map { categoryColour(it.category) to it.points }) },
        strings.statsPointsChart(games.size),
    )
    val shown = games.flatMap { game -> game.byCategory.filter { it.points > 0 }.map { it.category } }.distinct().sortedBy { it.ordinal }
    FlowRow(Modifier.padding(top = 6.dp), horizontalArrangement = Arrangement.spacedBy(12.dp)) {
        shown.forEach { category ->
            Row(verticalAlignment = Alignment.CenterVertically) {
                Box(Modifier.size(12.dp).background(categoryColour(category)))
                Spacer(Modifier.width(4.dp))
                Text(strings.category(category), style = MaterialTheme.typography.bodySmall)
            }
        }
    }
}

@Composable
private fun ScoreAndPlace(games: List<PlayerGame>, playerColour: Colour?) {
    val strings = LocalStrings.current
    val colour = dotColour(playerColour)
    SectionTitle(strings.statsScoreAndPlace)
    LineChart(
        listOf(ChartLine(colour, games.map { it.score.toDouble() }, labels = games.map { it.score.toString() })),
        strings.statsScores(games.joinToString(", ") { it.score.toString() }),
    )
    Text(strings.statsPlaces(games.joinToString(" ") { it.rank.toString() }), style = MaterialTheme.typography.bodySmall, color = palette.muted)
}

@Composable
private fun RatingHistory(rating: PlayerRating, points: List<RatingPoint>) {
    val strings = LocalStrings.current
    SectionTitle(strings.statsRatingHistory)
    Text(strings.statsRating(rating.rating.rating, rating.rating.uncertainty), style = MaterialTheme.typography.titleLarge)
    Text(strings.statsRatingExplained, style = MaterialTheme.typography.bodySmall, color = palette.muted)
    if (points.isNotEmpty()) {
        val first = points.first().rating
        val last = points.last().rating
        LineChart(
            listOf(
                ChartLine(
                    MaterialTheme.colorScheme.primary, points.map { it.rating.rating }, points.map { it.rating.uncertainty },
                    labels = points.map { strings.decimal(it.rating.rating) },
                ),
            ),
            strings.statsRatingChart(strings.statsRating(first.rating, first.uncertainty), strings.statsRating(last.rating, last.uncertainty)),
            Modifier.padding(vertical = 8.dp),
        )
    }
}
