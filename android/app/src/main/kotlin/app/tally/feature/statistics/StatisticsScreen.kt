// Statistics: the filter (a summary row of what it chooses, clearable, and its
// choices), then the group's charts over the games it chooses — who wins how often,
// everyone's rating with its uncertainty, the records (each opens its game at the
// entry that set it), two players head to head with their games together — then,
// without a filter, per player games, wins, win rate, average, best and worst
// scores, average points by category, the most valuable and the longest feature; a
// player's card opens their charts over the same games. Head to head names the first
// and the second player chosen (or asks to choose them).
package app.tally.feature.statistics

import androidx.compose.foundation.clickable
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
import androidx.compose.runtime.remember
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.unit.dp
import androidx.lifecycle.compose.collectAsStateWithLifecycle
import app.tally.core.Colour
import app.tally.core.FeatureRecord
import app.tally.core.RecordKind
import app.tally.core.StatsRecord
import app.tally.designsystem.CenteredMessage
import app.tally.designsystem.ChartLine
import app.tally.designsystem.Choice
import app.tally.designsystem.EstimateWithUncertainty
import app.tally.designsystem.LineChart
import app.tally.designsystem.PlayerDot
import app.tally.designsystem.SectionTitle
import app.tally.designsystem.ShareBar
import app.tally.designsystem.SplitBar
import app.tally.designsystem.TitledScreen
import app.tally.designsystem.LabelledValue
import app.tally.designsystem.colourOf
import app.tally.designsystem.palette
import app.tally.ffi.editions
import app.tally.ffi.expansions
import app.tally.l10n.LocalStrings
import app.tally.l10n.Strings
import kotlin.math.roundToInt

/** Where the statistics lead: a player's charts over the filter's games, a record's game (at its entry, if it names one). */
data class StatisticsNavigation(
    val onBack: () -> Unit = {},
    val onPlayer: (Long, StatsFilterChoice) -> Unit = { _, _ -> },
    val onGame: (gameId: Long, entry: Long?) -> Unit = { _, _ -> },
)

@Composable
fun StatisticsScreen(viewModel: StatisticsViewModel, navigation: StatisticsNavigation) {
    val state by viewModel.uiState.collectAsStateWithLifecycle()
    val filter = (state as? StatisticsUiState.Ready)?.filter ?: StatsFilterChoice()
    StatisticsScreen(
        state, navigation.onBack, onChoose = viewModel::choose, onPlayer = { navigation.onPlayer(it, filter) }, onGame = navigation.onGame,
        filterActions = StatsFilterActions(viewModel::toggleFilterPanel, viewModel::changeFilter, viewModel::clearFilter),
    )
}

/** What the filter's row and panel do. */
data class StatsFilterActions(
    val onToggle: () -> Unit = {},
    val onChange: (StatsFilterChoice) -> Unit = {},
    val onClear: () -> Unit = {},
)

@Composable
fun StatisticsScreen(
    state: StatisticsUiState,
    onBack: () -> Unit,
    modifier: Modifier = Modifier,
    onChoose: (Long) -> Unit = {},
    onPlayer: (Long) -> Unit = {},
    onGame: (gameId: Long, entry: Long?) -> Unit = { _, _ -> },
    filterActions: StatsFilterActions = StatsFilterActions(),
) {
    val strings = LocalStrings.current
    val expansionNames = remember { expansions().associate { it.key to it.name } }
    val editionNames = remember { editions().associate { it.edition to it.name } }
    TitledScreen(strings.statisticsTitle, onBack, modifier) { inner ->
        when (state) {
            StatisticsUiState.Loading -> CenteredMessage(strings.loading)
            is StatisticsUiState.Failed -> CenteredMessage(state.reason)
            // the filter's row stays above the list, whatever is scrolled
            is StatisticsUiState.Ready -> Column(inner.padding(horizontal = 16.dp)) {
                if (state.players.isNotEmpty()) {
                    FilterSummaryRow(
                        state.filter.summary(strings, expansionNames, editionNames), strings, filterActions.onToggle, filterActions.onClear,
                    )
                }
                StatisticsList(state, onChoose, onPlayer, onGame, filterActions.onChange, Modifier.weight(1f))
            }
        }
    }
}

@OptIn(ExperimentalLayoutApi::class)
@Composable
private fun StatisticsList(
    state: StatisticsUiState.Ready,
    onChoose: (Long) -> Unit,
    onPlayer: (Long) -> Unit,
    onGame: (gameId: Long, entry: Long?) -> Unit,
    onFilter: (StatsFilterChoice) -> Unit,
    modifier: Modifier = Modifier,
) {
    val strings = LocalStrings.current
    LazyColumn(modifier) {
        if (state.players.isEmpty()) {
            item { CenteredMessage(strings.statisticsEmpty) }
            item { Text(strings.statisticsEmptyBody, color = palette.muted) }
        }
        if (state.editingFilter) {
            item(key = "filter-panel") {
                StatsFilterPanel(
                    state.filter, state.options, state.players.map { it.rosterId to it.name }, state.colours, strings,
                    state.filterProblem, onFilter,
                )
            }
        }
        val group = state.group
        if (!state.filter.isEmpty && group != null && group.wins.isEmpty()) item { CenteredMessage(strings.statsFilterNoGames) }
        if (group != null && group.wins.isNotEmpty()) {
            item { SectionTitle(strings.statsWinsHeading) }
            items(group.wins, key = { "wins-${it.rosterId}" }) { row ->
                val colour = dotColour(state.colours[row.rosterId])
                RateRow(
                    row.name, strings.statsWins(row.result.wins.toInt(), row.result.games.toInt()), row.result.rate, colour,
                    Modifier.clickable(role = Role.Button, onClickLabel = strings.statsCharts) { onPlayer(row.rosterId) },
                )
            }
            item { SectionTitle(strings.statsRatingHeading) }
            item { Text(strings.statsRatingExplained, style = MaterialTheme.typography.bodySmall, color = palette.muted) }
            items(group.ratings, key = { "rating-${it.rosterId}" }) { rating ->
                val colour = dotColour(state.colours[rating.rosterId])
                Row(Modifier.fillMaxWidth().padding(vertical = 6.dp), verticalAlignment = Alignment.CenterVertically) {
                    PlayerDot(colour, 14.dp)
                    Spacer(Modifier.width(8.dp))
                    Column(Modifier.weight(1f)) {
                        Row {
                            Text(rating.name, Modifier.weight(1f), style = MaterialTheme.typography.bodyLarge)
                            Text(strings.statsRating(rating.rating.rating, rating.rating.uncertainty), style = MaterialTheme.typography.titleMedium)
                        }
                        EstimateWithUncertainty(
                            rating.rating.rating, rating.rating.uncertainty, MaterialTheme.colorScheme.primary, Modifier.fillMaxWidth(),
                        )
                    }
                }
            }
            if (group.records.isNotEmpty()) {
                item { SectionTitle(strings.statsRecordsHeading) }
                items(group.records, key = { "record-${it.kind}" }) { record -> RecordRow(record, onGame) }
            }
        }
        if (state.players.size > 1) item { HeadToHeadCard(state, onChoose) }
        // the lifetime totals count every game: with a filter, every line is about its games
        items(if (state.filter.isEmpty) state.players else emptyList(), key = { it.rosterId }) { p ->
            val opensCharts = Modifier.clickable(role = Role.Button, onClickLabel = strings.statsCharts) { onPlayer(p.rosterId) }
            Card(Modifier.fillMaxWidth().padding(vertical = 5.dp).then(opensCharts)) {
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
                        Column(Modifier.padding(top = 8.dp).semantics(mergeDescendants = true) {}) {
                            Text(strings.statsAverageByCategory, style = MaterialTheme.typography.labelSmall, color = palette.muted)
                            Text(
                                p.averageByCategory.entries.sortedBy { it.key.ordinal }
                                    .joinToString(" · ") { (category, points) -> strings.category(category) + " " + strings.decimal(points) },
                                style = MaterialTheme.typography.bodySmall,
                            )
                        }
                    }
                    p.mostValuableFeature?.let { LabelledValue(strings.statsBestFeature, strings.record(it)) }
                    p.longestFeature?.let { LabelledValue(strings.statsLongestFeature, strings.record(it)) }
                }
            }
        }
    }
}

@Composable
internal fun dotColour(colour: Colour?): Color = colour?.let { colourOf(it) } ?: palette.muted

/** A name, how many of how many, the rate written out, and a bar of it. */
@Composable
internal fun RateRow(name: String, wins: String, rate: Double, colour: Color, modifier: Modifier = Modifier) {
    Column(modifier.fillMaxWidth().padding(vertical = 6.dp)) {
        Row(verticalAlignment = Alignment.CenterVertically) {
            PlayerDot(colour, 14.dp)
            Spacer(Modifier.width(8.dp))
            Text(name, Modifier.weight(1f), style = MaterialTheme.typography.bodyLarge)
            Text("$wins · ${(rate * 100).roundToInt()} %", style = MaterialTheme.typography.bodyMedium)
        }
        ShareBar(rate, colour, Modifier.fillMaxWidth().padding(top = 4.dp))
    }
}

/** The entry a record opens its game at: the feature's scoring (or the farmer game's biggest field), none for a score or a finish. */
val StatsRecord.namedEntry: Long?
    get() = when (kind) {
        RecordKind.BIGGEST_CITY, RecordKind.LONGEST_ROAD, RecordKind.BEST_FARMER_GAME -> entry.toLong()
        RecordKind.HIGHEST_SCORE, RecordKind.CLOSEST_FINISH -> null
    }

/** A record: its title, who set it and with what; it opens its game at the entry it names. */
@Composable
private fun RecordRow(record: StatsRecord, onGame: (Long, Long?) -> Unit) {
    val strings = LocalStrings.current
    val detail = when (record.kind) {
        RecordKind.BIGGEST_CITY, RecordKind.LONGEST_ROAD -> strings.statsRecordFeature(record.name, record.value, record.points)
        RecordKind.BEST_FARMER_GAME, RecordKind.HIGHEST_SCORE -> strings.statsRecordPoints(record.name, record.points)
        RecordKind.CLOSEST_FINISH -> strings.statsRecordLead(record.name, record.value, record.points)
    }
    val entry = record.namedEntry
    val label = if (entry == null) strings.statsOpenGame else strings.statsOpenEntry
    Card(Modifier.fillMaxWidth().padding(vertical = 4.dp).clickable(role = Role.Button, onClickLabel = label) { onGame(record.gameId, entry) }) {
        Column(Modifier.padding(12.dp)) {
            Text(record.title, style = MaterialTheme.typography.titleMedium)
            Text(detail, style = MaterialTheme.typography.bodyMedium)
        }
    }
}

/** A feature record as both apps write it: its name, its tiles if it has any, and its points. */
private fun Strings.record(record: FeatureRecord): String =
    record.size?.let { statsRecordFeature(record.name, it, record.points) } ?: statsRecordPoints(record.name, record.points)

@Composable
private fun Stat(label: String, value: String) {
    Column {
        Text(label, style = MaterialTheme.typography.labelSmall, color = palette.muted)
        Text(value, style = MaterialTheme.typography.titleMedium)
    }
}

/** Two players chosen, compared over the games they played together: who finished ahead how often, and both scores game by game. */
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
            LabelledValue(strings.headToHeadFirst, state.pair.getOrNull(0)?.let { names[it] } ?: strings.headToHeadChoose)
            LabelledValue(strings.headToHeadSecond, state.pair.getOrNull(1)?.let { names[it] } ?: strings.headToHeadChoose)
            state.headToHead?.let { versus ->
                val a = names[versus.a].orEmpty()
                val b = names[versus.b].orEmpty()
                val (aColour, bColour) = dotColour(state.colours[versus.a]) to dotColour(state.colours[versus.b])
                LabelledValue(strings.headToHeadGames, versus.games.toString(), Modifier.padding(top = 8.dp))
                LabelledValue(strings.headToHeadAhead(a), versus.aAhead.toString())
                LabelledValue(strings.headToHeadAhead(b), versus.bAhead.toString())
                LabelledValue(strings.headToHeadTies, versus.ties.toString())
                if (versus.aAverage != null && versus.bAverage != null) {
                    LabelledValue(strings.headToHeadAverages, strings.decimal(versus.aAverage!!) + " – " + strings.decimal(versus.bAverage!!))
                }
                SplitBar(
                    listOf(aColour to versus.aAhead, palette.muted.copy(alpha = 0.4f) to versus.ties, bColour to versus.bAhead),
                    strings.statsPairChart(a, versus.aAhead, versus.ties, b, versus.bAhead),
                    Modifier.padding(vertical = 8.dp),
                )
                state.pairChart?.takeIf { it.games.games.isNotEmpty() }?.let { chart ->
                    LineChart(
                        listOf(
                            ChartLine(aColour, chart.games.games.map { it.aScore.toDouble() }, labels = chart.games.games.map { it.aScore.toString() }),
                            ChartLine(bColour, chart.games.games.map { it.bScore.toDouble() }, labels = chart.games.games.map { it.bScore.toString() }),
                        ),
                        strings.statsPairScores(a, b),
                    )
                }
            }
        }
    }
}
