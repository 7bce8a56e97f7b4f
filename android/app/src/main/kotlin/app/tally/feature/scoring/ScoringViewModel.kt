// A scoring form holds only the core's ScoringDraft (DESIGN.md principle 10): it is
// started from the route (a feature or event, or the past entry being edited), every
// tap is one `applyDraft` whose view the screen draws, the draft is kept in the
// SavedStateHandle as the core's JSON so a half-filled form survives process death,
// and "Score it" is one `submitDraft`. Nothing here builds a command or decides a value.
package app.tally.feature.scoring

import androidx.lifecycle.SavedStateHandle
import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import app.tally.core.DraftAction
import app.tally.core.DraftStart
import app.tally.core.DraftUpdate
import app.tally.core.DraftView
import app.tally.core.ScoringDraft
import app.tally.data.OpenGame
import app.tally.data.TallyCore
import app.tally.data.reason
import app.tally.ffi.draftFromJson
import app.tally.ffi.draftToJson
import app.tally.navigation.ScoringRoute
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.flow.update
import kotlinx.coroutines.launch

class ScoringViewModel(
    private val core: TallyCore,
    private val route: ScoringRoute,
    private val handle: SavedStateHandle,
) : ViewModel(), DraftTaps {
    private val state = MutableStateFlow<ScoringUiState>(ScoringUiState.Loading)
    val uiState: StateFlow<ScoringUiState> = state.asStateFlow()
    private var game: OpenGame? = null

    /** The draft the player is filling in; read and replaced only on the core's dispatcher, in tap order. */
    private var draft: ScoringDraft? = null

    init {
        viewModelScope.launch {
            val open = core.games.acquire(route.gameId).getOrElse {
                state.value = ScoringUiState.Failed(it.reason())
                return@launch
            }
            game = open
            core.work.call { begin(open) }.fold({ show(open, it) }, { state.value = ScoringUiState.Failed(it.reason()) })
        }
    }

    override fun onCleared() {
        if (game != null) core.work.launch { core.games.release(route.gameId) }
    }

    /** The kept draft redrawn, or a new one from the route (on the core's dispatcher). */
    private fun begin(open: OpenGame): DraftView {
        handle.get<String>(DRAFT)?.let { json ->
            val kept = draftFromJson(json)
            return open.session.draftView(kept).also { draft = kept }
        }
        val start = route.editSeq?.let { DraftStart.Edit(it.toULong()) }
            ?: DraftStart.Item(route.kind, checkNotNull(route.key), route.step)
        return keep(open.session.startDraft(start))
    }

    private fun keep(update: DraftUpdate): DraftView {
        draft = update.draft
        handle[DRAFT] = draftToJson(update.draft)
        return update.view
    }

    private fun show(open: OpenGame, view: DraftView, error: String? = null) {
        state.value = readyForm(open.catalogue, open.table.value.players, view, state.value, error)
    }

    /** One tap: the core applies it to the draft; a refusal leaves the draft as it was and says why. */
    override fun act(action: DraftAction) {
        val open = game ?: return
        viewModelScope.launch {
            core.work.call { keep(open.session.applyDraft(checkNotNull(draft), action)) }.fold(
                { show(open, it) },
                { error -> state.update { (it as? ScoringUiState.Ready)?.copy(error = error.reason()) ?: it } },
            )
        }
    }

    override fun chooseAnother(open: Boolean) = state.update { (it as? ScoringUiState.Ready)?.copy(choosingAnother = open) ?: it }

    /** Records the draft (or the edit of its entry); the screen closes when it is accepted. */
    fun submit() {
        val open = game ?: return
        viewModelScope.launch {
            core.work.call { open.session.submitDraft(checkNotNull(draft)) }.fold(
                {
                    handle.remove<String>(DRAFT)
                    state.update { (it as? ScoringUiState.Ready)?.copy(done = true, error = null) ?: it }
                },
                { error -> state.update { (it as? ScoringUiState.Ready)?.copy(error = error.reason()) ?: it } },
            )
        }
    }

    companion object {
        /** The SavedStateHandle key of the draft (the core's JSON of it). */
        const val DRAFT = "scoring.draft"
    }
}
