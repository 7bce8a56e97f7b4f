// The dispatch prompt (Messages) as the core describes it: who draws, on which dark
// space, every tile with its form; the tile chosen, its values, the figure, and what
// the core previews the choice would give.
package app.tally.feature.dispatch

import app.tally.core.Form
import app.tally.core.LogItem
import app.tally.core.PlayerState
import app.tally.core.TileOption
import app.tally.core.When
import app.tally.designsystem.form.FormValues
import kotlinx.serialization.Serializable

/** The player's choice so far (saved across process death). */
@Serializable
data class DispatchDraft(
    val tile: String? = null,
    /** A meeple tile's feature key. */
    val feature: String? = null,
    val values: FormValues = FormValues(),
    val figure: UInt? = null,
)

/** The pending dispatch (the table's prompt) with the catalogue's tiles and the table's moment. */
data class DispatchOptions(val player: String, val figure: UInt, val space: UInt, val moment: When, val tiles: List<TileOption>)

sealed interface DispatchUiState {
    data object Loading : DispatchUiState

    /** No dispatch is pending (it was resolved meanwhile). */
    data object NotPending : DispatchUiState

    data class Failed(val reason: String) : DispatchUiState

    data class Ready(
        val options: DispatchOptions,
        val players: List<PlayerState>,
        val draft: DispatchDraft,
        /** The form of the chosen tile's feature (smallest feature, a meeple's feature). */
        val featureForm: Form?,
        val preview: LogItem?,
        val previewProblem: String?,
        val error: String? = null,
        val done: Boolean = false,
    ) : DispatchUiState
}
