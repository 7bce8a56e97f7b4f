// The end-game walkthrough, results, history, game detail (with the score chart) and
// statistics, stateless.
package app.tally.ui

import androidx.compose.foundation.Canvas
import androidx.compose.foundation.background
import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.Spacer
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.width
import androidx.compose.foundation.lazy.LazyColumn
import androidx.compose.foundation.lazy.items
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.material3.Card
import androidx.compose.material3.CardDefaults
import androidx.compose.material3.ExperimentalMaterial3Api
import androidx.compose.material3.FilterChip
import androidx.compose.material3.HorizontalDivider
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Scaffold
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.material3.TopAppBar
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.Path
import androidx.compose.ui.graphics.drawscope.Stroke
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.TextStyle
import androidx.compose.ui.text.drawText
import androidx.compose.ui.text.rememberTextMeasurer
import androidx.compose.ui.text.style.TextOverflow
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp
import app.tally.core.Phase
import app.tally.core.Step
import app.tally.presentation.EndGameUiState
import app.tally.presentation.GameDetailUiState
import app.tally.presentation.GameListItemUi
import app.tally.presentation.HistoryUiState
import app.tally.presentation.ResultsUiState
import app.tally.presentation.SeriesUi
import app.tally.presentation.StatisticsUiState

/** A screen with a title and a back button. */
@OptIn(ExperimentalMaterial3Api::class)
@Composable
fun TitledScreen(title: String, onBack: () -> Unit, modifier: Modifier = Modifier, content: @Composable (Modifier) -> Unit) {
    val strings = LocalStrings.current
    Scaffold(
        modifier = modifier,
        topBar = {
            TopAppBar(
                title = { Text(title, maxLines = 1, overflow = TextOverflow.Ellipsis) },
                navigationIcon = { TextButton(onClick = onBack, Modifier.heightIn(min = 48.dp)) { Text(strings["back"]) } },
            )
        },
    ) { padding -> content(Modifier.fillMaxSize().padding(padding)) }
}

// ---- end-game walkthrough -----------------------------------------------------------------

data class EndGameActions(
    val onItem: (Int) -> Unit = {},
    val onScore: () -> Unit = {},
    val onNext: () -> Unit = {},
    val onPrevious: () -> Unit = {},
    val onFinish: () -> Unit = {},
    val onBack: () -> Unit = {},
)

@Composable
fun EndGameContent(state: EndGameUiState, actions: EndGameActions, modifier: Modifier = Modifier) {
    val strings = LocalStrings.current
    TitledScreen(strings["end_game_title"], actions.onBack, modifier) { inner ->
        Column(inner.padding(horizontal = 16.dp)) {
            state.current?.let { item ->
                Card(Modifier.fillMaxWidth(), colors = CardDefaults.cardColors(containerColor = TallyColors.primary.copy(alpha = 0.15f))) {
                    Column(Modifier.padding(16.dp)) {
                        Text(strings.format("end_game_progress", state.index + 1, state.items.size, item.section), color = TallyColors.muted)
                        Text(item.name, style = MaterialTheme.typography.headlineSmall, modifier = Modifier.padding(vertical = 6.dp))
                        Text(
                            if (item.timesScored == 0) strings["end_game_not_yet"] else strings.format("end_game_scored", item.timesScored),
                            color = TallyColors.muted,
                        )
                        Row(Modifier.padding(top = 12.dp), horizontalArrangement = Arrangement.spacedBy(8.dp)) {
                            BigButton(strings["end_game_score"], actions.onScore, Modifier.weight(1f), tonal = false)
                            BigButton(
                                if (state.isLast) strings["end_game_done"] else strings["end_game_next"],
                                if (state.isLast) actions.onFinish else actions.onNext, Modifier.weight(1f),
                            )
                        }
                    }
                }
            }
            ErrorText(state.error)
            LazyColumn(Modifier.weight(1f).padding(top = 8.dp)) {
                items(state.items.size) { index ->
                    val item = state.items[index]
                    Row(
                        Modifier.fillMaxWidth().heightIn(min = 48.dp).clickable { actions.onItem(index) }
                            .background(if (index == state.index) TallyColors.surfaceHigh else Color.Transparent, RoundedCornerShape(8.dp))
                            .padding(horizontal = 12.dp),
                        verticalAlignment = Alignment.CenterVertically,
                    ) {
                        Text(item.section, color = TallyColors.muted, modifier = Modifier.width(44.dp))
                        Text(item.name, Modifier.weight(1f), maxLines = 1, overflow = TextOverflow.Ellipsis)
                        Text(if (item.timesScored > 0) "✓ ${item.timesScored}" else "", color = TallyColors.primary)
                    }
                }
            }
            BigButton(
                strings["finish_game"], actions.onFinish, Modifier.fillMaxWidth().padding(vertical = 12.dp),
                enabled = state.phase == Phase.END_GAME, tonal = false,
            )
        }
    }
}

// ---- results ----------------------------------------------------------------------------

@Composable
fun ResultsContent(state: ResultsUiState, onBack: () -> Unit, modifier: Modifier = Modifier) {
    val strings = LocalStrings.current
    TitledScreen(strings["results_title"], onBack, modifier) { inner ->
        when (state) {
            ResultsUiState.Loading -> CenteredMessage(strings["loading"])
            is ResultsUiState.Failed -> CenteredMessage(state.reason)
            is ResultsUiState.Ready -> LazyColumn(inner.padding(horizontal = 16.dp)) {
                if (!state.finished) item { Text(strings["results_provisional"], color = TallyColors.muted) }
                items(state.standings) { standing ->
                    Card(Modifier.fillMaxWidth().padding(vertical = 6.dp)) {
                        Column(Modifier.padding(16.dp)) {
                            Row(
                                verticalAlignment = Alignment.CenterVertically,
                                modifier = Modifier.semantics(mergeDescendants = true) {
                                    contentDescription = strings.format("cd_standing", standing.rank, standing.player.name, standing.score) +
                                        if (standing.tied) ", " + strings["tied"] else ""
                                },
                            ) {
                                Text(
                                    "${standing.rank}.", style = MaterialTheme.typography.headlineSmall,
                                    color = if (standing.rank == 1) TallyColors.primary else MaterialTheme.colorScheme.onSurface,
                                    modifier = Modifier.width(40.dp),
                                )
                                PlayerDot(standing.player.argb, 22.dp)
                                Spacer(Modifier.width(10.dp))
                                Column(Modifier.weight(1f)) {
                                    Text(standing.player.name, style = MaterialTheme.typography.titleLarge, maxLines = 1, overflow = TextOverflow.Ellipsis)
                                    if (standing.tied) Text(strings["tied"], color = TallyColors.primary, style = MaterialTheme.typography.bodySmall)
                                }
                                Text(standing.score.toString(), style = ScoreStyle)
                            }
                            Row(Modifier.padding(top = 8.dp), horizontalArrangement = Arrangement.spacedBy(12.dp)) {
                                standing.byCategory.forEach { (category, points) ->
                                    Column {
                                        Text(strings.category(category), style = MaterialTheme.typography.labelSmall, color = TallyColors.muted)
                                        Text(points.toString(), style = MaterialTheme.typography.titleMedium)
                                    }
                                }
                            }
                            HorizontalDivider(Modifier.padding(vertical = 8.dp), color = MaterialTheme.colorScheme.outline.copy(alpha = 0.3f))
                            standing.rows.take(8).forEach { (label, points) ->
                                Row(Modifier.fillMaxWidth().padding(vertical = 1.dp)) {
                                    Text(label, Modifier.weight(1f), style = MaterialTheme.typography.bodyMedium, maxLines = 1, overflow = TextOverflow.Ellipsis)
                                    Text(strings.points(points), style = MaterialTheme.typography.bodyMedium)
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}

// ---- history ----------------------------------------------------------------------------

@Composable
fun GameCard(game: GameListItemUi, formatDate: (Long) -> String, onClick: () -> Unit, modifier: Modifier = Modifier) {
    val strings = LocalStrings.current
    Card(modifier.fillMaxWidth().padding(vertical = 5.dp).clickable(onClick = onClick)) {
        Column(Modifier.padding(14.dp)) {
            Row {
                Text(formatDate(game.startedAtMs), style = MaterialTheme.typography.titleMedium, modifier = Modifier.weight(1f))
                Text(
                    if (game.finishedAtMs != null) strings["finished"] else strings["unfinished"],
                    color = if (game.finishedAtMs != null) TallyColors.muted else TallyColors.primary,
                )
            }
            Text(
                game.edition + if (game.expansions.isEmpty()) "" else " · " + strings.format("expansions_count", game.expansions.size),
                color = TallyColors.muted, style = MaterialTheme.typography.bodySmall,
            )
            game.seats.sortedBy { it.rank ?: Int.MAX_VALUE }.forEach { seat ->
                Row(Modifier.padding(top = 4.dp), verticalAlignment = Alignment.CenterVertically) {
                    PlayerDot(seat.argb, 14.dp)
                    Spacer(Modifier.width(8.dp))
                    Text((seat.rank?.let { "$it. " } ?: "") + seat.name, Modifier.weight(1f), maxLines = 1, overflow = TextOverflow.Ellipsis)
                    Text(seat.score.toString(), style = MaterialTheme.typography.titleMedium)
                }
            }
        }
    }
}

@Composable
fun HistoryContent(
    state: HistoryUiState,
    formatDate: (Long) -> String,
    onGame: (Long) -> Unit,
    onFinishedOnly: (Boolean) -> Unit,
    onBack: () -> Unit,
    modifier: Modifier = Modifier,
) {
    val strings = LocalStrings.current
    TitledScreen(strings["history_title"], onBack, modifier) { inner ->
        when (state) {
            HistoryUiState.Loading -> CenteredMessage(strings["loading"])
            is HistoryUiState.Failed -> CenteredMessage(state.reason)
            is HistoryUiState.Ready -> LazyColumn(inner.padding(horizontal = 16.dp)) {
                item {
                    FilterChip(
                        selected = state.finishedOnly, onClick = { onFinishedOnly(!state.finishedOnly) },
                        label = { Text(strings["finished_only"]) }, modifier = Modifier.heightIn(min = 48.dp),
                    )
                }
                if (state.games.isEmpty()) item { CenteredMessage(strings["history_empty"]) }
                items(state.games) { game -> GameCard(game, formatDate, { onGame(game.id) }) }
            }
        }
    }
}

// ---- game detail ------------------------------------------------------------------------

@Composable
fun GameDetailContent(state: GameDetailUiState, formatDate: (Long) -> String, onBack: () -> Unit, modifier: Modifier = Modifier) {
    val strings = LocalStrings.current
    TitledScreen(strings["detail_title"], onBack, modifier) { inner ->
        when (state) {
            GameDetailUiState.Loading -> CenteredMessage(strings["loading"])
            is GameDetailUiState.Failed -> CenteredMessage(state.reason)
            is GameDetailUiState.Ready -> LazyColumn(inner.padding(horizontal = 16.dp)) {
                item { GameCard(state.game, formatDate, {}) }
                item {
                    SectionTitle(strings["detail_chart"])
                    ScoreChart(state.series, state.maxTurn, state.maxScore, state.endColumn)
                }
                item { SectionTitle(strings["detail_timeline"]) }
                state.timeline.forEach { turn ->
                    item {
                        Row(Modifier.padding(top = 10.dp), verticalAlignment = Alignment.CenterVertically) {
                            PlayerDot(turn.activeArgb, 14.dp)
                            Spacer(Modifier.width(8.dp))
                            Text(
                                if (turn.turn == 0) strings["detail_before"] else strings.format("turn_of", turn.turn, turn.activeName),
                                style = MaterialTheme.typography.titleMedium,
                            )
                        }
                    }
                    turn.steps.forEach { step ->
                        items(step.items) { entry ->
                            Row(Modifier.fillMaxWidth().padding(start = 22.dp, top = 3.dp)) {
                                Text(
                                    if (step.step.step == Step.END_OF_GAME) strings["end_short"] else step.step.code,
                                    color = TallyColors.muted, modifier = Modifier.width(52.dp), maxLines = 1,
                                )
                                Column(Modifier.weight(1f)) {
                                    Text(entry.summary, style = MaterialTheme.typography.bodyMedium, maxLines = 2, overflow = TextOverflow.Ellipsis)
                                    if (entry.awards.isNotEmpty()) {
                                        Text(
                                            entry.awards.joinToString("  ") { (name, points) -> "$name ${strings.points(points)}" },
                                            style = MaterialTheme.typography.bodySmall, color = TallyColors.primary,
                                        )
                                    }
                                }
                            }
                        }
                    }
                }
                item { Spacer(Modifier.height(24.dp)) }
            }
        }
    }
}

/** Each player's score after every turn, one coloured line each, drawn with Canvas. */
@Composable
fun ScoreChart(series: List<SeriesUi>, maxTurn: Int, maxScore: Long, endColumn: Int?, modifier: Modifier = Modifier) {
    val strings = LocalStrings.current
    val measurer = rememberTextMeasurer()
    val description = series.joinToString("; ") { strings.format("cd_chart_line", it.name, it.points.lastOrNull()?.second ?: 0) }
    Column(modifier) {
        Canvas(Modifier.fillMaxWidth().height(220.dp).semantics { contentDescription = description }) {
            val left = 36.dp.toPx()
            val bottom = size.height - 22.dp.toPx()
            val top = 8.dp.toPx()
            val width = size.width - left - 8.dp.toPx()
            val top10 = ((maxScore.coerceAtLeast(20) + 19) / 20) * 20
            val turns = maxTurn.coerceAtLeast(1)
            fun x(turn: Int) = left + width * turn / turns
            fun y(score: Long) = bottom - (bottom - top) * score.toFloat() / top10
            val grid = Color(0x33FFFFFF)
            val label = TextStyle(fontSize = 11.sp, color = TallyColors.muted)
            for (i in 0..4) {
                val value = top10 * i / 4
                drawLine(grid, Offset(left, y(value)), Offset(left + width, y(value)), strokeWidth = 1f)
                val text = measurer.measure(value.toString(), label)
                drawText(text, topLeft = Offset(left - text.size.width - 6f, y(value) - text.size.height / 2f))
            }
            val step = ((turns + 5) / 6).coerceAtLeast(1)
            val columns = (0..turns step step).toMutableList().apply { if (endColumn != null && endColumn !in this) add(endColumn) }
            for (turn in columns) {
                if (endColumn != null && turn != endColumn && endColumn - turn < step && step > 1) continue
                val text = measurer.measure(if (turn == endColumn) strings["end_short"] else turn.toString(), label)
                drawText(text, topLeft = Offset(x(turn) - text.size.width / 2f, bottom + 4f))
            }
            series.forEach { s ->
                val color = argbColor(s.argb)
                val path = Path()
                s.points.forEachIndexed { i, (turn, score) ->
                    if (i == 0) path.moveTo(x(turn), y(score)) else path.lineTo(x(turn), y(score))
                }
                drawPath(path, color, style = Stroke(width = 3.dp.toPx()))
                s.points.lastOrNull()?.let { (turn, score) -> drawCircle(color, 4.dp.toPx(), Offset(x(turn), y(score))) }
            }
        }
        Row(horizontalArrangement = Arrangement.spacedBy(14.dp), modifier = Modifier.padding(top = 4.dp)) {
            series.forEach { s ->
                Row(verticalAlignment = Alignment.CenterVertically) {
                    PlayerDot(s.argb, 12.dp)
                    Spacer(Modifier.width(4.dp))
                    Text("${s.name} ${s.points.lastOrNull()?.second ?: 0}", style = MaterialTheme.typography.bodySmall)
                }
            }
        }
    }
}

// ---- statistics -------------------------------------------------------------------------

@Composable
fun StatisticsContent(state: StatisticsUiState, onBack: () -> Unit, modifier: Modifier = Modifier) {
    val strings = LocalStrings.current
    TitledScreen(strings["statistics_title"], onBack, modifier) { inner ->
        when (state) {
            StatisticsUiState.Loading -> CenteredMessage(strings["loading"])
            is StatisticsUiState.Failed -> CenteredMessage(state.reason)
            is StatisticsUiState.Ready -> LazyColumn(inner.padding(horizontal = 16.dp)) {
                if (state.players.isEmpty()) item { CenteredMessage(strings["statistics_empty"]) }
                items(state.players) { p ->
                    Card(Modifier.fillMaxWidth().padding(vertical = 5.dp)) {
                        Column(Modifier.padding(14.dp)) {
                            Row(verticalAlignment = Alignment.CenterVertically) {
                                PlayerDot(p.argb, 20.dp)
                                Spacer(Modifier.width(8.dp))
                                Text(p.name, style = MaterialTheme.typography.titleLarge, modifier = Modifier.weight(1f))
                                Text(strings.format("stats_wins", p.wins, p.games), style = MaterialTheme.typography.titleMedium)
                            }
                            Row(Modifier.padding(top = 8.dp), horizontalArrangement = Arrangement.spacedBy(16.dp)) {
                                Stat(strings["stats_win_rate"], "${(p.winRate * 100).toInt()} %")
                                Stat(strings["stats_average"], p.averageScore?.let { "%.1f".format(it) } ?: "–")
                                Stat(strings["stats_best"], p.bestScore?.toString() ?: "–")
                                Stat(strings["stats_worst"], p.worstScore?.toString() ?: "–")
                            }
                            if (p.averageByCategory.isNotEmpty()) {
                                Text(
                                    p.averageByCategory.joinToString(" · ") { (c, v) -> strings.category(c) + " " + "%.1f".format(v) },
                                    style = MaterialTheme.typography.bodySmall, color = TallyColors.muted, modifier = Modifier.padding(top = 8.dp),
                                )
                            }
                            p.mostValuableFeature?.let { Text(strings.format("stats_best_feature", it), style = MaterialTheme.typography.bodySmall) }
                            p.longestFeature?.let { Text(strings.format("stats_longest_feature", it), style = MaterialTheme.typography.bodySmall) }
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
        Text(label, style = MaterialTheme.typography.labelSmall, color = TallyColors.muted)
        Text(value, style = MaterialTheme.typography.titleMedium)
    }
}
