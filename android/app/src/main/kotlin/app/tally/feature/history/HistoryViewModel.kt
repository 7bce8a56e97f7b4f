// History: the store's games by the filter the player chose (finished or unfinished, a
// player, an expansion), as the store's history query filters them.
package app.tally.feature.history

import androidx.lifecycle.SavedStateHandle
import androidx.lifecycle.ViewModel
import kotlinx.serialization.Serializable
import kotlinx.serialization.json.Json
import androidx.lifecycle.viewModelScope
import app.tally.core.HistoryFilter
import app.tally.data.TallyCore
import app.tally.ffi.expansions
import app.tally.data.reason
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.launch

/** The filter the player chose (kept in the SavedStateHandle: it survives process death). */
@Serializable
data class HistoryChoice(val finished: Boolean? = null, val player: Long? = null, val expansion: String? = null)

class HistoryViewModel(private val core: TallyCore, private val handle: SavedStateHandle = SavedStateHandle()) : ViewModel() {
    private val state = MutableStateFlow<HistoryUiState>(HistoryUiState.Loading)
    val uiState: StateFlow<HistoryUiState> = state.asStateFlow()
    private var choice = handle.get<String>(CHOICE)?.let { Json.decodeFromString(HistoryChoice.serializer(), it) } ?: HistoryChoice()

    init {
        load()
    }

    private fun load() {
        val chosen = choice
        handle[CHOICE] = Json.encodeToString(HistoryChoice.serializer(), chosen)
        viewModelScope.launch {
            state.value = core.work.call {
                val filter = HistoryFilter(player = chosen.player, finished = chosen.finished, expansion = chosen.expansion)
                val played = core.store.history(HistoryFilter()).flatMap { it.ruleset.expansions }.toSet()
                HistoryUiState.Ready(
                    games = core.store.history(filter), finished = chosen.finished, player = chosen.player,
                    expansion = chosen.expansion, players = core.store.roster(),
                    expansions = expansions().filter { it.key in played }.map { it.key to it.name },
                )
            }.getOrElse { HistoryUiState.Failed(it.reason()) }
        }
    }

    /** Only finished games (true), only unfinished ones (false), or all (null). */
    fun showFinished(finished: Boolean?) {
        choice = choice.copy(finished = finished)
        load()
    }

    /** Only the games of [player] (a roster id), or everyone's (null). */
    fun showPlayer(player: Long?) {
        choice = choice.copy(player = player)
        load()
    }

    /** Only the games played with [expansion], or all (null). */
    fun showExpansion(expansion: String?) {
        choice = choice.copy(expansion = expansion)
        load()
    }

    companion object {
        const val CHOICE = "history.choice"
    }
}
