// The dispatch prompt holds only the core's dispatch draft (a ScoringDraft started
// with DraftStart.Dispatch, or DraftStart.Edit on a past dispatch's entry: DESIGN.md
// principle 10): every tap (a tile, a count typed or stepped, the feature's fields,
// the figure) is one `applyDraft` whose view the screen draws, the draft is kept in
// the SavedStateHandle as the core's JSON so a half-chosen dispatch (or edit)
// survives process death, and "Resolve" (or "Save the edit") is one `submitDraft`.
// Nothing here builds a choice or a command, or decides a value.
package app.tally.feature.dispatch

import androidx.lifecycle.SavedStateHandle
import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import app.tally.core.Command
import app.tally.core.DraftAction
import app.tally.core.DraftStart
import app.tally.core.DraftUpdate
import app.tally.core.DraftView
import app.tally.core.ErrorCode
import app.tally.core.InputValue
import app.tally.core.ScoringDraft
import app.tally.data.OpenGame
import app.tally.data.TallyCore
import app.tally.data.reason
import app.tally.ffi.TallyException
import app.tally.ffi.draftFromJson
import app.tally.ffi.draftToJson
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.flow.update
import kotlinx.coroutines.launch

/** The dispatch waiting in game [gameId], or, with [editSeq], the past entry that answered one. */
class DispatchViewModel(
    private val core: TallyCore,
    private val gameId: Long,
    private val handle: SavedStateHandle,
    private val editSeq: Long? = null,
) : ViewModel() {
    private val state = MutableStateFlow<DispatchUiState>(DispatchUiState.Loading)
    val uiState: StateFlow<DispatchUiState> = state.asStateFlow()
    private var game: OpenGame? = null

    /** The draft being chosen; read and replaced only on the core's dispatcher, in tap order. */
    private var draft: ScoringDraft? = null

    init {
        viewModelScope.launch {
            val open = core.games.acquire(gameId).getOrElse {
                state.value = DispatchUiState.Failed(it.reason())
                return@launch
            }
            game = open
            core.work.call { begin(open) }.fold(
                { view -> if (view == null) state.value = DispatchUiState.NotPending else show(open, view) },
                { state.value = DispatchUiState.Failed(it.reason()) },
            )
        }
    }

    override fun onCleared() {
        if (game != null) core.work.launch { core.games.release(gameId) }
    }

    /**
     * The kept draft redrawn, or a new one (on the core's dispatcher); none when no
     * dispatch waits any more (it was resolved meanwhile). An edit has no dispatch
     * waiting: it begins on its entry, and a refusal is the screen's failure.
     */
    private fun begin(open: OpenGame): DraftView? {
        handle.get<String>(DRAFT)?.let { json ->
            try {
                val kept = draftFromJson(json)
                return open.session.draftView(kept).also { draft = kept }
            } catch (error: TallyException.Refused) {
                // A draft the game no longer fits, or one kept by an older version of
                // the app: the dispatch starts afresh.
                handle.remove<String>(DRAFT)
                if (editSeq == null && error.code == ErrorCode.NO_PROMPT) return null
            }
        }
        if (editSeq != null) return keep(open.session.startDraft(DraftStart.Edit(editSeq.toULong())))
        return try {
            keep(open.session.startDraft(DraftStart.Dispatch))
        } catch (error: TallyException.Refused) {
            if (error.code == ErrorCode.NO_PROMPT) null else throw error
        }
    }

    private fun keep(update: DraftUpdate): DraftView {
        draft = update.draft
        handle[DRAFT] = draftToJson(update.draft)
        return update.view
    }

    private fun show(open: OpenGame, view: DraftView, error: String? = null) {
        state.value = DispatchUiState.Ready(players = open.table.value.players, view = view, error = error)
    }

    /** One tap: the core applies it to the draft; a refusal leaves the draft as it was and says why. */
    private fun apply(action: DraftAction) {
        val open = game ?: return
        viewModelScope.launch {
            core.work.call { keep(open.session.applyDraft(checkNotNull(draft), action)) }.fold(
                { show(open, it) },
                { error -> state.update { (it as? DispatchUiState.Ready)?.copy(error = error.reason()) ?: it } },
            )
        }
    }

    /** A tile chosen; for the meeple tile, [feature] is the feature its meeple stands on (the core's first when null). */
    fun chooseTile(tile: String, feature: String? = null) = apply(DraftAction.ChooseTile(tile, feature))

    /** A count tile's count typed (null: cleared). */
    fun setCount(count: Long?) = apply(DraftAction.SetCount(count))

    /** A count tile's count stepped. */
    fun adjustCount(by: Long) = apply(DraftAction.AdjustCount(by))

    /** A field of the tile's feature (the draft's one item). */
    fun set(field: String, player: String?, value: InputValue) = apply(DraftAction.Set(FEATURE, field, player, value))

    fun adjust(field: String, player: String?, by: Long) = apply(DraftAction.Adjust(FEATURE, field, player, by))

    fun clear(field: String, player: String?) = apply(DraftAction.Clear(FEATURE, field, player))

    /** The figure of the player who draws that moves. */
    fun chooseFigure(player: String, figure: UInt) = apply(DraftAction.ChooseFigure(player, figure, null))

    /** Records the dispatch's answer (or the edit of its entry); the screen closes when it is accepted. */
    fun resolve() {
        val open = game ?: return
        viewModelScope.launch {
            core.work.call { open.session.submitDraft(checkNotNull(draft)) }.fold(
                {
                    handle.remove<String>(DRAFT)
                    state.update { (it as? DispatchUiState.Ready)?.copy(done = true, error = null) ?: it }
                },
                { error -> state.update { (it as? DispatchUiState.Ready)?.copy(error = error.reason()) ?: it } },
            )
        }
    }

    /** Takes back the scoring that drew the dispatch, and the dispatch with it; the screen closes. */
    fun undoLastScoring() {
        val open = game ?: return
        viewModelScope.launch {
            open.execute(Command.Undo).fold(
                {
                    handle.remove<String>(DRAFT)
                    state.update { (it as? DispatchUiState.Ready)?.copy(done = true, error = null) ?: it }
                },
                { error -> state.update { (it as? DispatchUiState.Ready)?.copy(error = error.reason()) ?: it } },
            )
        }
    }

    companion object {
        /** The SavedStateHandle key of the draft (the core's JSON of it). */
        const val DRAFT = "dispatch.draft"

        /** A tile's feature is the dispatch draft's one item. */
        private const val FEATURE = 0u
    }
}
