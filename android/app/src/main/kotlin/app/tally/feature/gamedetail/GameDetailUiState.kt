// A game looked back on: its summary, the score chart, the timeline by turn and step
// (with the entry it was opened at marked); an entry chosen in the timeline with what
// deleting it would change.
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
        /** The game is open at the table (another screen holds it): deleting it ends it. */
        val beingPlayed: Boolean = false,
        /** "Delete this game?" is asked. */
        val confirmingDelete: Boolean = false,
        /** The game was deleted: the screen leaves. */
        val deleted: Boolean = false,
        /** The entry the game was opened at (a record's): scrolled to and marked. */
        val shownEntry: Long? = null,
    ) : GameDetailUiState {
        /**
         * The position of [shownEntry] in the screen's list: the summary, the chosen
         * entry's panel (when one is chosen), the chart and the timeline's title, then
         * each turn's title and its entries; null when the game has no such entry.
         */
        val shownEntryIndex: Int?
            get() {
                val shown = shownEntry ?: return null
                var index = if (chosen == null) 3 else 4
                detail.timeline.forEach { turn ->
                    index += 1
                    turn.steps.forEach { group ->
                        group.items.forEach { item ->
                            if (item.seq.toLong() == shown) return index
                            index += 1
                        }
                    }
                }
                return null
            }
    }
}
