// Settings: export every game (the platform's share sheet takes the document),
// import a document (nothing is written unless all of it is valid), keep the screen on
// during a game or not (the player's preference), and choose which player holds the
// phone (BG Stats' file says whose it is).
package app.tally.feature.settings

import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import app.tally.core.HistoryFilter
import app.tally.data.TallyCore
import app.tally.data.reason
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.launch

class SettingsViewModel(private val core: TallyCore) : ViewModel() {
    private val state = MutableStateFlow(SettingsUiState(keepScreenOn = core.preferences.keepScreenOn))
    val uiState: StateFlow<SettingsUiState> = state.asStateFlow()

    init {
        viewModelScope.launch { state.value = state.value.copy(games = count(), players = roster()) }
    }

    private suspend fun roster() = core.work.call { core.store.roster() }.getOrDefault(emptyList())

    /** Marks [id] as the player who holds the phone (null: nobody). */
    fun setMe(id: Long?) {
        viewModelScope.launch {
            core.work.call { core.store.setRosterMe(id) }.fold(
                { state.value = state.value.copy(players = roster()) },
                { state.value = state.value.copy(last = TransferResult.Failed(it.reason())) },
            )
        }
    }

    private suspend fun count(): Int = core.work.call { core.store.history(HistoryFilter()).size }.getOrDefault(0)

    /** The export document of every game, handed to [deliver]. */
    fun export(deliver: (String) -> Unit) {
        viewModelScope.launch {
            core.work.call { core.store.exportGames(emptyList()) }.fold(
                { json ->
                    state.value = state.value.copy(last = TransferResult.Exported(count()))
                    deliver(json)
                },
                { state.value = state.value.copy(last = TransferResult.Failed(it.reason())) },
            )
        }
    }

    fun import(json: String) {
        viewModelScope.launch {
            val result = core.work.call { core.store.importGames(json) }
                .fold({ TransferResult.Imported(it.imported.size, it.skipped.size) }, { TransferResult.Failed(it.reason()) })
            state.value = state.value.copy(games = count(), last = result, players = roster())
        }
    }

    fun keepScreenOn(on: Boolean) {
        core.preferences.keepScreenOn = on
        state.value = state.value.copy(keepScreenOn = on)
    }
}
