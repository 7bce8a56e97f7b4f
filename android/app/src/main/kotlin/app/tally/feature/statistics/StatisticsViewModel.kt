// Statistics: the store's statistics of every roster player and their colours, the
// group's charts over the finished games the filter chooses; two players chosen are
// compared head to head by the store over the same games. The years, expansions and
// editions offered by the filter are read once from the finished games.
package app.tally.feature.statistics

import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import app.tally.core.HeadToHead
import app.tally.core.HistoryFilter
import app.tally.core.PairChart
import app.tally.core.PlayerStats
import app.tally.core.StatsPage
import app.tally.data.TallyCore
import app.tally.data.reason
import app.tally.ffi.editions
import app.tally.ffi.expansions
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.launch

/** The games a chart over time shows: the latest 30. */
val CHART_PAGE = StatsPage(limit = 30u, offset = 0u)

class StatisticsViewModel(private val core: TallyCore) : ViewModel() {
    private val state = MutableStateFlow<StatisticsUiState>(StatisticsUiState.Loading)
    val uiState: StateFlow<StatisticsUiState> = state.asStateFlow()

    init {
        viewModelScope.launch {
            state.value = core.work.call {
                val finished = core.store.history(HistoryFilter(finished = true))
                val played = finished.flatMap { it.ruleset.expansions }.toSet()
                val editionsPlayed = finished.map { it.ruleset.edition }.toSet()
                StatisticsUiState.Ready(
                    core.store.statistics().sortedWith(compareByDescending<PlayerStats> { it.wins }.thenBy { it.name }),
                    core.store.roster().associate { it.id to it.colour },
                    group = core.store.groupCharts(StatsFilterChoice().toCore()),
                    options = StatsFilterOptions(
                        years = finished.map { yearOf(it.startedAt) }.distinct().sorted(),
                        expansions = expansions().filter { it.key in played }.map { it.key to it.name },
                        editions = editions().filter { it.edition in editionsPlayed }.map { it.edition to it.name },
                    ),
                )
            }.getOrElse { StatisticsUiState.Failed(it.reason()) }
        }
    }

    /** Shows or hides the filter's choices. */
    fun toggleFilterPanel() = update { it.copy(editingFilter = !it.editingFilter) }

    /** Redraws every chart for [filter]; a filter the core refuses is shown with its reason and changes nothing. */
    fun changeFilter(filter: StatsFilterChoice) {
        val ready = state.value as? StatisticsUiState.Ready ?: return
        viewModelScope.launch {
            core.work.call {
                val group = core.store.groupCharts(filter.toCore())
                val (headToHead, pairChart) = compare(ready.pair, filter)
                ready.copy(filter = filter, group = group, headToHead = headToHead, pairChart = pairChart, filterProblem = null)
            }.fold(
                { state.value = it },
                { error -> update { it.copy(filterProblem = error.reason()) } },
            )
        }
    }

    fun clearFilter() = changeFilter(StatsFilterChoice())

    /** Adds [player] to the pair compared (a third choice starts a new pair; the same one again leaves it). */
    fun choose(player: Long) {
        val ready = state.value as? StatisticsUiState.Ready ?: return
        val pair = when {
            player in ready.pair -> ready.pair - player
            ready.pair.size >= 2 -> listOf(player)
            else -> ready.pair + player
        }
        viewModelScope.launch {
            val compared = core.work.call { compare(pair, ready.filter) }.getOrNull()
            state.value = ready.copy(pair = pair, headToHead = compared?.first, pairChart = compared?.second)
        }
    }

    /**
     * Two players head to head over the filter's games: the store's lifetime figures
     * (with the averages) without a filter, the pair chart's counts with one.
     */
    private fun compare(pair: List<Long>, filter: StatsFilterChoice): Pair<HeadToHead?, PairChart?> {
        if (pair.size != 2) return null to null
        val chart = core.store.pairChart(pair[0], pair[1], filter.toCore(), CHART_PAGE)
        val versus = if (filter.isEmpty) {
            core.store.headToHead(pair[0], pair[1])
        } else {
            with(chart.pairing) {
                HeadToHead(a, b, games.toLong(), aAhead.toLong(), bAhead.toLong(), ties.toLong(), aAverage = null, bAverage = null)
            }
        }
        return versus to chart
    }

    private fun update(body: (StatisticsUiState.Ready) -> StatisticsUiState.Ready) {
        (state.value as? StatisticsUiState.Ready)?.let { state.value = body(it) }
    }
}
