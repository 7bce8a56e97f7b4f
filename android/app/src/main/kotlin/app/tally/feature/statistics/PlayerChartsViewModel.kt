// A player's charts over the finished games the statistics' filter chose, read once from the store.
package app.tally.feature.statistics

import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import app.tally.data.TallyCore
import app.tally.data.reason
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.launch

class PlayerChartsViewModel(
    private val core: TallyCore,
    private val rosterId: Long,
    private val filter: StatsFilterChoice = StatsFilterChoice(),
) : ViewModel() {
    private val state = MutableStateFlow<PlayerChartsUiState>(PlayerChartsUiState.Loading)
    val uiState: StateFlow<PlayerChartsUiState> = state.asStateFlow()

    init {
        viewModelScope.launch {
            state.value = core.work.call {
                PlayerChartsUiState.Ready(
                    core.store.playerCharts(rosterId, filter.toCore(), CHART_PAGE),
                    core.store.roster().firstOrNull { it.id == rosterId }?.colour,
                    filter,
                )
            }.getOrElse { PlayerChartsUiState.Failed(it.reason()) }
        }
    }
}
