// Results: the open game's standings as the core ranks them.
package app.tally.feature.results

import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import app.tally.core.Phase
import app.tally.data.TallyCore
import app.tally.data.reason
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.launch

class ResultsViewModel(private val core: TallyCore, private val gameId: Long) : ViewModel() {
    private val state = MutableStateFlow<ResultsUiState>(ResultsUiState.Loading)
    val uiState: StateFlow<ResultsUiState> = state.asStateFlow()
    private var acquired = false

    init {
        viewModelScope.launch {
            core.games.acquire(gameId).fold(
                { open ->
                    acquired = true
                    open.table.collect { table -> state.value = ResultsUiState.Ready(table.phase == Phase.FINISHED, table.standings, table.players) }
                },
                { state.value = ResultsUiState.Failed(it.reason()) },
            )
        }
    }

    override fun onCleared() {
        if (acquired) core.work.launch { core.games.release(gameId) }
    }
}
