// A game looked back on: its summary, the score chart, the timeline by turn and step;
// an entry chosen in the timeline with what deleting it would change.
package app.tally.feature.gamedetail

import app.tally.core.ChangePreview
import app.tally.core.GameDetail
import app.tally.core.PlayerSeries
import app.tally.core.PlayerState

/** The entry the player tapped, and what can be done with it. */
data class EntryChoice(
    val seq: Long,
    val summary: String,
    /** It is a scoring, so the scoring form can edit it. */
    val editable: Boolean,
    /** Deleting it: what would change (shown before the player confirms). */
    val deletion: ChangePreview? = null,
    val problem: String? = null,
)

sealed interface GameDetailUiState {
    data object Loading : GameDetailUiState

    data class Failed(val reason: String) : GameDetailUiState

    data class Ready(
        val detail: GameDetail,
        val series: List<PlayerSeries>,
        val players: List<PlayerState>,
        /** The core allows editing and deleting past entries now. */
        val canEdit: Boolean,
        val chosen: EntryChoice? = null,
        val message: String? = null,
    ) : GameDetailUiState
}
