// A game's detail: reads the store's detail and progression again whenever the open
// game changes (an edit or deletion from here); a tapped entry can be edited (the
// scoring form) or deleted after the core previewed what that changes.
package app.tally.feature.gamedetail

import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import app.tally.core.Command
import app.tally.data.OpenGame
import app.tally.data.TallyCore
import app.tally.data.reason
import kotlinx.coroutines.ExperimentalCoroutinesApi
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.flow.distinctUntilChangedBy
import kotlinx.coroutines.launch

@OptIn(ExperimentalCoroutinesApi::class)
class GameDetailViewModel(private val core: TallyCore, private val gameId: Long) : ViewModel() {
    private val state = MutableStateFlow<GameDetailUiState>(GameDetailUiState.Loading)
    val uiState: StateFlow<GameDetailUiState> = state.asStateFlow()
    private var game: OpenGame? = null

    init {
        viewModelScope.launch {
            core.games.acquire(gameId).fold(
                { open ->
                    game = open
                    open.table.distinctUntilChangedBy { it.lastSeq }.collect { table ->
                        state.value = core.work.call {
                            GameDetailUiState.Ready(
                                detail = core.store.gameDetail(gameId),
                                series = core.store.progression(gameId),
                                players = table.players,
                                canEdit = table.actions.edit.allowed,
                            )
                        }.getOrElse { GameDetailUiState.Failed(it.reason()) }
                    }
                },
                { state.value = GameDetailUiState.Failed(it.reason()) },
            )
        }
    }

    override fun onCleared() {
        if (game != null) core.work.launch { core.games.release(gameId) }
    }

    private fun update(body: (GameDetailUiState.Ready) -> GameDetailUiState.Ready) {
        (state.value as? GameDetailUiState.Ready)?.let { state.value = body(it) }
    }

    /** The player tapped entry [seq]: is it a scoring the form can edit? */
    fun choose(seq: Long, summary: String) {
        val open = game ?: return
        viewModelScope.launch {
            val editable = core.work.call {
                when (open.session.commandOf(seq.toULong())) {
                    is Command.ScoreFeature, is Command.RecordEvent, is Command.ScoreRound -> true
                    else -> false
                }
            }.getOrDefault(false)
            update { it.copy(chosen = EntryChoice(seq, summary, editable), message = null) }
        }
    }

    fun dismiss() = update { it.copy(chosen = null) }

    /** Shows what deleting the chosen entry would change. */
    fun previewDelete() {
        val open = game ?: return
        val chosen = (state.value as? GameDetailUiState.Ready)?.chosen ?: return
        viewModelScope.launch {
            core.work.call { open.session.previewChange(Command.Delete(chosen.seq.toULong())) }.fold(
                { preview -> update { it.copy(chosen = chosen.copy(deletion = preview, problem = null)) } },
                { error -> update { it.copy(chosen = chosen.copy(problem = error.reason())) } },
            )
        }
    }

    fun confirmDelete() {
        val open = game ?: return
        val chosen = (state.value as? GameDetailUiState.Ready)?.chosen ?: return
        viewModelScope.launch {
            open.execute(Command.Delete(chosen.seq.toULong())).fold(
                { update { it.copy(chosen = null) } },
                { error -> update { it.copy(chosen = chosen.copy(problem = error.reason())) } },
            )
        }
    }
}
