// Looking back: the results of a game (ranking with ties, each player's breakdown),
// the history list, a game's detail (timeline by turn and step, score progression)
// and the players' statistics.
package app.tally.presentation

import app.tally.core.Category
import app.tally.core.GameSummary
import app.tally.core.HistoryFilter
import app.tally.core.Phase
import app.tally.core.TallyException
import app.tally.core.TallyStore
import app.tally.core.editions

// ---- results ----------------------------------------------------------------------------

data class StandingUi(
    val rank: Int,
    val tied: Boolean,
    val player: PlayerUi,
    val score: Long,
    val byCategory: List<Pair<Category, Long>>,
    /** Every breakdown row label of the game with the points it gave this player, largest first. */
    val rows: List<Pair<String, Long>>,
)

sealed interface ResultsUiState {
    data object Loading : ResultsUiState

    data class Failed(val reason: String) : ResultsUiState

    data class Ready(val gameId: Long, val finished: Boolean, val standings: List<StandingUi>) : ResultsUiState
}

class ResultsPresenter(private val store: TallyStore, val gameId: Long) : Presenter<ResultsUiState>(ResultsUiState.Loading) {
    init {
        reload()
    }

    fun reload() {
        mutableState.value = try {
            store.resume(gameId).use { session ->
                val state = session.state()
                val players = state.players.map { it.toUi(state.activePlayer) }
                val ranks = state.standings.groupingBy { it.rank }.eachCount()
                ResultsUiState.Ready(
                    gameId = gameId,
                    finished = state.phase == Phase.FINISHED,
                    standings = state.standings.map { standing ->
                        val rows = state.log.flatMap { it.awards }.filter { it.player == standing.player }
                            .flatMap { it.rows }.groupBy { it.label }
                            .map { (label, rows) -> label to rows.sumOf { it.points } }
                            .filter { it.second != 0L }.sortedByDescending { it.second }
                        StandingUi(
                            rank = standing.rank.toInt(),
                            tied = (ranks[standing.rank] ?: 0) > 1,
                            player = players.first { it.id == standing.player },
                            score = standing.score,
                            byCategory = standing.byCategory.sortedBy { categoryOrder.indexOf(it.category) }
                                .map { it.category to it.points },
                            rows = rows,
                        )
                    },
                )
            }
        } catch (error: TallyException) {
            ResultsUiState.Failed(error.reason())
        }
    }
}

// ---- history ----------------------------------------------------------------------------

data class SeatUi(val name: String, val argb: Long, val score: Long, val rank: Int?)

data class GameListItemUi(
    val id: Long,
    val startedAtMs: Long,
    val finishedAtMs: Long?,
    val edition: String,
    val expansions: List<String>,
    val seats: List<SeatUi>,
)

fun GameSummary.toListItem(): GameListItemUi {
    val editionName = editions().firstOrNull { it.edition == ruleset.edition }?.name ?: ruleset.edition.name
    return GameListItemUi(
        id = id, startedAtMs = startedAtMs, finishedAtMs = finishedAtMs, edition = editionName,
        expansions = ruleset.expansions,
        seats = seats.map { SeatUi(it.name, argbOf(it.colour), it.score, it.rank?.toInt()) },
    )
}

sealed interface HistoryUiState {
    data object Loading : HistoryUiState

    data class Failed(val reason: String) : HistoryUiState

    data class Ready(val games: List<GameListItemUi>, val finishedOnly: Boolean) : HistoryUiState
}

class HistoryPresenter(private val store: TallyStore) : Presenter<HistoryUiState>(HistoryUiState.Loading) {
    private var finishedOnly = false

    init {
        reload()
    }

    fun showFinishedOnly(only: Boolean) {
        finishedOnly = only
        reload()
    }

    fun reload() {
        mutableState.value = try {
            val filter = HistoryFilter(finished = if (finishedOnly) true else null)
            HistoryUiState.Ready(store.history(filter).map { it.toListItem() }, finishedOnly)
        } catch (error: TallyException) {
            HistoryUiState.Failed(error.reason())
        }
    }

    fun delete(gameId: Long) {
        try {
            store.deleteGame(gameId)
        } catch (_: TallyException) {
        }
        reload()
    }
}

// ---- game detail ------------------------------------------------------------------------

data class TimelineItemUi(val seq: Long, val summary: String, val awards: List<Pair<String, Long>>, val awardArgb: List<Long>)

data class TimelineStepUi(val step: StepUi, val items: List<TimelineItemUi>)

data class TimelineTurnUi(val turn: Int, val activeName: String, val activeArgb: Long, val steps: List<TimelineStepUi>)

/** One player's line: (turn, score) points; the end-game point, if any, at turn [GameDetailUiState.Ready.endColumn]. */
data class SeriesUi(val name: String, val argb: Long, val points: List<Pair<Int, Long>>, val endGame: Boolean)

sealed interface GameDetailUiState {
    data object Loading : GameDetailUiState

    data class Failed(val reason: String) : GameDetailUiState

    data class Ready(
        val game: GameListItemUi,
        val standings: List<SeatUi>,
        val timeline: List<TimelineTurnUi>,
        val series: List<SeriesUi>,
    ) : GameDetailUiState {
        val maxTurn: Int get() = series.flatMap { s -> s.points.map { it.first } }.maxOrNull() ?: 0

        /** The chart column of the end-game scoring (one past the last turn), if it happened. */
        val endColumn: Int? get() = if (series.any { it.endGame }) maxTurn else null
        val maxScore: Long get() = series.flatMap { s -> s.points.map { it.second } }.maxOrNull() ?: 0
    }
}

class GameDetailPresenter(private val store: TallyStore, val gameId: Long) :
    Presenter<GameDetailUiState>(GameDetailUiState.Loading) {
    init {
        reload()
    }

    fun reload() {
        mutableState.value = try {
            val detail = store.gameDetail(gameId)
            val seats = detail.summary.seats.associateBy { it.player }
            fun nameOf(id: String) = seats[id]?.name ?: id
            fun argbOfPlayer(id: String) = seats[id]?.let { argbOf(it.colour) } ?: 0xFF888888
            GameDetailUiState.Ready(
                game = detail.summary.toListItem(),
                standings = detail.standings.map { SeatUi(it.name, argbOfPlayer(it.player), it.score, it.rank.toInt()) },
                timeline = detail.timeline.map { turn ->
                    TimelineTurnUi(
                        turn = turn.turn.toInt(), activeName = nameOf(turn.activePlayer), activeArgb = argbOfPlayer(turn.activePlayer),
                        steps = turn.steps.map { group ->
                            TimelineStepUi(
                                stepUi(group.step),
                                group.items.map { item ->
                                    TimelineItemUi(
                                        item.seq.toLong(), item.summary,
                                        item.awards.map { nameOf(it.player) to it.points },
                                        item.awards.map { argbOfPlayer(it.player) },
                                    )
                                },
                            )
                        },
                    )
                },
                series = store.progression(gameId).let { all ->
                    val lastTurn = all.flatMap { s -> s.points.filterNot { it.endGame }.map { it.turn.toInt() } }.maxOrNull() ?: 0
                    all.map { series ->
                        SeriesUi(
                            series.name, argbOf(series.colour),
                            series.points.map { (if (it.endGame) lastTurn + 1 else it.turn.toInt()) to it.score },
                            series.points.any { it.endGame },
                        )
                    }
                },
            )
        } catch (error: TallyException) {
            GameDetailUiState.Failed(error.reason())
        }
    }
}

// ---- statistics -------------------------------------------------------------------------

data class PlayerStatsUi(
    val rosterId: Long,
    val name: String,
    val argb: Long,
    val games: Long,
    val wins: Long,
    val winRate: Double,
    val averageScore: Double?,
    val bestScore: Long?,
    val worstScore: Long?,
    val averageByCategory: List<Pair<Category, Double>>,
    val longestFeature: String?,
    val mostValuableFeature: String?,
)

sealed interface StatisticsUiState {
    data object Loading : StatisticsUiState

    data class Failed(val reason: String) : StatisticsUiState

    data class Ready(val players: List<PlayerStatsUi>) : StatisticsUiState
}

class StatisticsPresenter(private val store: TallyStore) : Presenter<StatisticsUiState>(StatisticsUiState.Loading) {
    init {
        reload()
    }

    fun reload() {
        mutableState.value = try {
            val colours = store.roster().associate { it.id to argbOf(it.colour) }
            StatisticsUiState.Ready(
                store.statistics().sortedWith(compareByDescending<app.tally.core.PlayerStats> { it.wins }.thenBy { it.name })
                    .map { stats ->
                        PlayerStatsUi(
                            rosterId = stats.rosterId, name = stats.name, argb = colours[stats.rosterId] ?: 0xFF888888,
                            games = stats.games, wins = stats.wins, winRate = stats.winRate,
                            averageScore = stats.averageScore, bestScore = stats.bestScore, worstScore = stats.worstScore,
                            averageByCategory = stats.averageByCategory.sortedBy { categoryOrder.indexOf(it.category) }
                                .map { it.category to it.points },
                            longestFeature = stats.longestFeature?.let { "${it.feature} (${it.size ?: "?"})" },
                            mostValuableFeature = stats.mostValuableFeature?.let { "${it.feature} (${it.points})" },
                        )
                    },
            )
        } catch (error: TallyException) {
            StatisticsUiState.Failed(error.reason())
        }
    }
}
