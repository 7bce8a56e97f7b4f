// A game looked back on: its summary, the score chart, the timeline by turn and step;
// an entry chosen in the timeline with what deleting it would change.
package app.tally.feature.gamedetail

import app.tally.core.ChangePreview
import app.tally.core.EntryEdit
import app.tally.core.GameDetail
import app.tally.core.PlayerSeries
import app.tally.core.PlayerState

/** The entry the player tapped, and what can be done with it. */
data class EntryChoice(
    val seq: Long,
    val summary: String,
    /** How the core says it is edited: a scoring draft, a dispatch draft, the correction form, or only deleted. */
    val edit: EntryEdit,
    /** Editing a correction: its values as they stand (the core's), changed here. */
    val correction: CorrectionEdit? = null,
    /** Deleting it: what would change (shown before the player confirms). */
    val deletion: ChangePreview? = null,
    val problem: String? = null,
)

/** A correction's values in its edit form, and what saving them would change. */
data class CorrectionEdit(
    val player: String,
    val points: Long,
    val reason: String,
    val figure: UInt?,
    val change: ChangePreview? = null,
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
        /** Entries in the game's log (what deleting the game loses). */
        val entries: Long = 0,
        /** Deleting was refused: the game is open at the table. */
        val beingPlayed: Boolean = false,
        /** "Delete this game?" is asked. */
        val confirmingDelete: Boolean = false,
        /** The game was deleted: the screen leaves. */
        val deleted: Boolean = false,
    ) : GameDetailUiState
}
