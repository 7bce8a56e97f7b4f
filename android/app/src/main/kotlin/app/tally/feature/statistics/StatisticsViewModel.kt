// Statistics: the store's statistics of every roster player and their colours, the
// group's charts over every finished game; two players chosen are compared head to
// head by the store.
package app.tally.feature.statistics

import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import app.tally.core.StatsFilter
import app.tally.core.StatsPage
import app.tally.data.TallyCore
import app.tally.data.reason
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
                StatisticsUiState.Ready(
                    core.store.statistics().sortedWith(compareByDescending<app.tally.core.PlayerStats> { it.wins }.thenBy { it.name }),
                    core.store.roster().associate { it.id to it.colour },
                    group = core.store.groupCharts(StatsFilter()),
                )
            }.getOrElse { StatisticsUiState.Failed(it.reason()) }
        }
    }

    /** Adds [player] to the pair compared (a third choice starts a new pair; the same one again leaves it). */
    fun choose(player: Long) {
        val ready = state.value as? StatisticsUiState.Ready ?: return
        val pair = when {
            player in ready.pair -> ready.pair - player
            ready.pair.size >= 2 -> listOf(player)
            else -> ready.pair + player
        }
        viewModelScope.launch {
            val compared = if (pair.size == 2) {
                core.work.call { core.store.headToHead(pair[0], pair[1]) to core.store.pairChart(pair[0], pair[1], StatsFilter(), CHART_PAGE) }.getOrNull()
            } else {
                null
            }
            state.value = ready.copy(pair = pair, headToHead = compared?.first, pairChart = compared?.second)
        }
    }
}
