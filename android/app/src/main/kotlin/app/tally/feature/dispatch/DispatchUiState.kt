// What the dispatch screen draws: the core's view of the dispatch draft (who draws,
// on which dark space, every tile; the tile chosen, its count or its feature's
// fields, the figure rows, the preview or, editing a past entry, what the edit
// changes, whether it can be taken), the players, and the screen's own state.
package app.tally.feature.dispatch

import app.tally.core.DispatchView
import app.tally.core.DraftView
import app.tally.core.PlayerState

sealed interface DispatchUiState {
    data object Loading : DispatchUiState

    /** No dispatch is pending (it was resolved meanwhile). */
    data object NotPending : DispatchUiState

    data class Failed(val reason: String) : DispatchUiState

    data class Ready(
        val players: List<PlayerState>,
        val view: DraftView,
        /** The core refused the last tap or the submit: its reason. */
        val error: String? = null,
        val done: Boolean = false,
    ) : DispatchUiState {
        /** A dispatch draft's view always says its tiles and the tile chosen. */
        val dispatch: DispatchView get() = checkNotNull(view.dispatch)

        /** The past entry this draft edits, if it is an edit. */
        val editSeq: Long? get() = view.editing?.toLong()
    }
}
