// History: the store's games by the filter the player chose.
package app.tally.feature.history

import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import app.tally.core.HistoryFilter
import app.tally.data.TallyCore
import app.tally.data.reason
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.launch

class HistoryViewModel(private val core: TallyCore) : ViewModel() {
    private val state = MutableStateFlow<HistoryUiState>(HistoryUiState.Loading)
    val uiState: StateFlow<HistoryUiState> = state.asStateFlow()

    init {
        showFinishedOnly(false)
    }

    fun showFinishedOnly(only: Boolean) {
        viewModelScope.launch {
            state.value = core.work.call { core.store.history(HistoryFilter(finished = if (only) true else null)) }
                .fold({ HistoryUiState.Ready(it, only) }, { HistoryUiState.Failed(it.reason()) })
        }
    }
}
