// The roster: add, rename, recolour, and merge a duplicate into another player (the
// store moves the duplicate's games); each change reads the roster again.
package app.tally.feature.players

import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import app.tally.core.Colour
import app.tally.data.TallyCore
import app.tally.data.reason
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.launch

class PlayersViewModel(private val core: TallyCore) : ViewModel() {
    private val state = MutableStateFlow<PlayersUiState>(PlayersUiState.Loading)
    val uiState: StateFlow<PlayersUiState> = state.asStateFlow()

    init {
        change(null) {}
    }

    /** Runs [body] on the store, then shows the roster (and the refusal, if any). */
    private fun change(editing: Long?, body: () -> Unit) {
        viewModelScope.launch {
            val error = core.work.call(body).exceptionOrNull()?.reason()
            val roster = core.work.call { core.store.roster() }.getOrDefault(emptyList())
            state.value = PlayersUiState.Ready(roster, if (error == null) editing else (state.value as? PlayersUiState.Ready)?.editing, error)
        }
    }

    fun edit(id: Long?) {
        (state.value as? PlayersUiState.Ready)?.let { state.value = it.copy(editing = id, error = null) }
    }

    fun add(name: String, colour: Colour) = change(null) { core.store.addRosterPlayer(name, colour) }

    fun rename(id: Long, name: String) = change(null) { core.store.renameRosterPlayer(id, name) }

    fun recolour(id: Long, colour: Colour) = change(id) { core.store.recolourRosterPlayer(id, colour) }

    /** [duplicate]'s games become [keep]'s; the duplicate leaves the roster. */
    fun merge(keep: Long, duplicate: Long) = change(null) { core.store.mergeRosterPlayers(keep, duplicate) }
}
