// A scoring form on a joined table through a scorer link: the same form as at home
// (the core's ScoringDraft, every tap an action the core applies to the host's game as
// the phone holds it, drawn by ScoringScreen), and "Score it" sends the draft's
// command to the host, which records it; the host's refusal is the form's error.
package app.tally.feature.join

import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import app.tally.core.DraftAction
import app.tally.core.DraftStart
import app.tally.core.DraftUpdate
import app.tally.core.DraftView
import app.tally.core.ItemKind
import app.tally.core.ScoringDraft
import app.tally.core.Step
import app.tally.data.JoinedGame
import app.tally.data.TallyCore
import app.tally.data.reason
import app.tally.feature.scoring.DraftTaps
import app.tally.feature.scoring.readyForm
import app.tally.feature.scoring.ScoringUiState
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.flow.update
import kotlinx.coroutines.launch
import kotlinx.coroutines.sync.Mutex
import kotlinx.coroutines.sync.withLock

class JoinedScoringViewModel(core: TallyCore, kind: ItemKind, key: String, step: Step? = null) : ViewModel(), DraftTaps {
    private val state = MutableStateFlow<ScoringUiState>(ScoringUiState.Loading)
    val uiState: StateFlow<ScoringUiState> = state.asStateFlow()
    private val game: JoinedGame? = core.joined.current

    /** The draft the player is filling in; replaced in tap order. */
    private var draft: ScoringDraft? = null
    private val taps = Mutex()

    init {
        val joined = game
        if (joined == null) {
            state.value = ScoringUiState.Failed("")
        } else {
            viewModelScope.launch {
                taps.withLock {
                    joined.startDraft(DraftStart.Item(kind, key, step)).fold(
                        { show(joined, keep(it)) },
                        { state.value = ScoringUiState.Failed(it.reason()) },
                    )
                }
            }
        }
    }

    private fun keep(update: DraftUpdate): DraftView {
        draft = update.draft
        return update.view
    }

    private fun show(joined: JoinedGame, view: DraftView, error: String? = null) {
        state.value = readyForm(joined.catalogue, joined.table.value.players, view, state.value, error)
    }

    /** One tap: the core applies it to the draft; a refusal leaves the draft as it was and says why. */
    override fun act(action: DraftAction) {
        val joined = game ?: return
        viewModelScope.launch {
            taps.withLock {
                val current = draft ?: return@withLock
                joined.applyDraft(current, action).fold(
                    { show(joined, keep(it)) },
                    { error -> state.update { (it as? ScoringUiState.Ready)?.copy(error = error.reason()) ?: it } },
                )
            }
        }
    }

    override fun chooseAnother(open: Boolean) = state.update { (it as? ScoringUiState.Ready)?.copy(choosingAnother = open) ?: it }

    /** Sends the draft to the host; the screen closes once the host recorded it. */
    fun submit() {
        val joined = game ?: return
        viewModelScope.launch {
            taps.withLock {
                val current = draft ?: return@withLock
                joined.submitDraft(current).fold(
                    { state.update { (it as? ScoringUiState.Ready)?.copy(done = true, error = null) ?: it } },
                    { error -> state.update { (it as? ScoringUiState.Ready)?.copy(error = error.reason()) ?: it } },
                )
            }
        }
    }
}
