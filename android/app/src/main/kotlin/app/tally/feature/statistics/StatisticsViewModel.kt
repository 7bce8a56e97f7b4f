// Statistics: the store's statistics of every roster player and their colours.
package app.tally.feature.statistics

import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import app.tally.data.TallyCore
import app.tally.data.reason
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.launch

class StatisticsViewModel(private val core: TallyCore) : ViewModel() {
    private val state = MutableStateFlow<StatisticsUiState>(StatisticsUiState.Loading)
    val uiState: StateFlow<StatisticsUiState> = state.asStateFlow()

    init {
        viewModelScope.launch {
            state.value = core.work.call {
                StatisticsUiState.Ready(
                    core.store.statistics().sortedWith(compareByDescending<app.tally.core.PlayerStats> { it.wins }.thenBy { it.name }),
                    core.store.roster().associate { it.id to it.colour },
                )
            }.getOrElse { StatisticsUiState.Failed(it.reason()) }
        }
    }
}
