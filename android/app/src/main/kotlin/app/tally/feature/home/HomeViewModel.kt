// Home: reads the unfinished games, how many games the history lists and the roster size.
package app.tally.feature.home

import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import app.tally.core.HistoryFilter
import app.tally.data.TallyCore
import app.tally.data.reason
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.launch

class HomeViewModel(private val core: TallyCore) : ViewModel() {
    private val state = MutableStateFlow<HomeUiState>(HomeUiState.Loading)
    val uiState: StateFlow<HomeUiState> = state.asStateFlow()

    init {
        reload()
    }

    fun reload() {
        viewModelScope.launch {
            state.value = core.work.call {
                val unfinished = core.store.unfinishedGames()
                HomeUiState.Ready(
                    resume = unfinished.firstOrNull(),
                    otherUnfinished = unfinished.drop(1),
                    games = core.store.history(HistoryFilter()).size,
                    rosterSize = core.store.roster().size,
                )
            }.getOrElse { HomeUiState.Failed(it.reason()) }
        }
    }
}
