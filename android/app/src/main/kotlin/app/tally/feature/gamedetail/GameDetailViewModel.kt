// A game's detail: reads the store's detail and progression again whenever the open
// game changes (an edit or deletion from here); an entry it was opened at (a
// record's) is shown marked; a tapped entry is edited as the core
// says (`LogItem.edit`: a scoring in the scoring form, a dispatch's answer in the
// dispatch screen, a correction in its own form)
// or deleted, each after the core previewed what that changes.
package app.tally.feature.gamedetail

import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import app.tally.core.Command
import app.tally.core.LogItem
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
class GameDetailViewModel(private val core: TallyCore, private val gameId: Long, private val shownEntry: Long? = null) : ViewModel() {
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
                                shownEntry = shownEntry,
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

    /** The player tapped [entry]: the core says how it is edited. */
    fun choose(entry: LogItem) =
        update { it.copy(chosen = EntryChoice(entry.seq.toLong(), entry.summary, entry.edit), message = null) }

    /** Opens the chosen correction's form with its values as they stand. */
    fun editCorrection() {
        val open = game ?: return
        val chosen = (state.value as? GameDetailUiState.Ready)?.chosen ?: return
        viewModelScope.launch {
            core.work.call { open.session.commandOf(chosen.seq.toULong()) }.fold(
                { command ->
                    val correct = command as? Command.Correct ?: return@fold
                    showCorrection(open, chosen, CorrectionEdit(correct.player, correct.points, correct.reason, correct.figure))
                },
                { error -> update { it.copy(chosen = chosen.copy(problem = error.reason())) } },
            )
        }
    }

    /** The correction's points or reason changed: what saving it would change. */
    fun changeCorrection(points: Long, reason: String) {
        val open = game ?: return
        val chosen = (state.value as? GameDetailUiState.Ready)?.chosen ?: return
        val correction = chosen.correction ?: return
        viewModelScope.launch { showCorrection(open, chosen, correction.copy(points = points, reason = reason)) }
    }

    private suspend fun showCorrection(open: OpenGame, chosen: EntryChoice, correction: CorrectionEdit) {
        val preview = core.work.call { open.session.previewChange(editOf(chosen, correction)) }
        update {
            it.copy(chosen = chosen.copy(correction = correction.copy(change = preview.getOrNull()), problem = preview.exceptionOrNull()?.reason()))
        }
    }

    private fun editOf(chosen: EntryChoice, c: CorrectionEdit) =
        Command.Edit(chosen.seq.toULong(), Command.Correct(c.player, c.points, c.reason, c.figure))

    fun saveCorrection() {
        val open = game ?: return
        val chosen = (state.value as? GameDetailUiState.Ready)?.chosen ?: return
        val correction = chosen.correction ?: return
        viewModelScope.launch {
            open.execute(editOf(chosen, correction)).fold(
                { update { it.copy(chosen = null) } },
                { error -> update { it.copy(chosen = chosen.copy(problem = error.reason())) } },
            )
        }
    }

    fun dismiss() = update { it.copy(chosen = null, confirmingDelete = false) }

    /** Asks first, saying so when the game is open at the table (another screen holds it): deleting it ends it. */
    fun askDeleteGame() = update { it.copy(confirmingDelete = true, beingPlayed = core.games.holders(gameId) > 1, message = null) }

    fun deleteGame() {
        viewModelScope.launch {
            core.work.call { core.store.deleteGame(gameId) }.fold(
                { update { it.copy(confirmingDelete = false, deleted = true) } },
                { error -> update { it.copy(confirmingDelete = false, message = error.reason()) } },
            )
        }
    }

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
