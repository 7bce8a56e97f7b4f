// Home: reads the unfinished games, the last finished ones, how many games the history
// lists and the roster size.
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
                val history = core.store.history(HistoryFilter())
                HomeUiState.Ready(
                    resume = unfinished.firstOrNull(),
                    otherUnfinished = unfinished.drop(1),
                    recent = history.filter { it.finishedAt != null }.take(RECENT_GAMES),
                    games = history.size,
                    rosterSize = core.store.roster().size,
                )
            }.getOrElse { HomeUiState.Failed(it.reason()) }
        }
    }
}
