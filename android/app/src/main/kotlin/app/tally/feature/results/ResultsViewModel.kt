// Results: the open game's standings as the core ranks them; the end-game scoring
// reopened when the core allows it.
package app.tally.feature.results

import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import app.tally.core.Command
import app.tally.core.Phase
import app.tally.data.OpenGame
import app.tally.data.TallyCore
import app.tally.data.reason
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.launch

class ResultsViewModel(private val core: TallyCore, private val gameId: Long) : ViewModel() {
    private val state = MutableStateFlow<ResultsUiState>(ResultsUiState.Loading)
    val uiState: StateFlow<ResultsUiState> = state.asStateFlow()
    private var game: OpenGame? = null

    init {
        viewModelScope.launch {
            core.games.acquire(gameId).fold(
                { open ->
                    game = open
                    open.table.collect { table ->
                        state.value = ResultsUiState.Ready(table.phase == Phase.FINISHED, table.standings, table.players, table.actions.reopen.allowed)
                    }
                },
                { state.value = ResultsUiState.Failed(it.reason()) },
            )
        }
    }

    override fun onCleared() {
        if (game != null) core.work.launch { core.games.release(gameId) }
    }

    /** Reopens the end-game scoring (a forgotten item); [onReopened] then shows it. */
    fun reopen(onReopened: () -> Unit) {
        val open = game ?: return
        viewModelScope.launch { open.execute(Command.Reopen).onSuccess { onReopened() } }
    }
}
