// What the scoring form draws: the items of the round (each with the core's form and
// the values entered), what the core previews the round would give — or, editing a
// past entry, what the edit would change — the figure choices, and the outcome.
package app.tally.feature.scoring

import app.tally.core.AppliedAward
import app.tally.core.ChangePreview
import app.tally.core.FeatureInfo
import app.tally.core.Form
import app.tally.core.LogItem
import app.tally.core.PlayerState
import app.tally.designsystem.form.FormValues

/** One item of the round on screen. */
data class RoundItemUi(
    val name: String,
    val form: Form,
    val values: FormValues,
    /** Fields the core fills itself (the active player's): shown, not changeable. */
    val locked: Set<String>,
)

sealed interface ScoringUiState {
    data object Loading : ScoringUiState

    data class Failed(val reason: String) : ScoringUiState

    data class Ready(
        val players: List<PlayerState>,
        val items: List<RoundItemUi>,
        val current: Int,
        /** Features another one can be added from ("another feature completed by this tile"). */
        val addable: List<FeatureInfo>,
        val choosingAnother: Boolean = false,
        /** Editing entry #[editSeq]; null for a new scoring. */
        val editSeq: Long? = null,
        /** What the round would give now (null with [previewProblem] when the core refuses it). */
        val preview: LogItem? = null,
        /** Editing: the entries the edit changes and the players after it. */
        val change: ChangePreview? = null,
        val previewProblem: String? = null,
        /** The core refuses it because nobody scores: offer to record it anyway. */
        val nobodyScoresOffered: Boolean = false,
        val nobodyScores: Boolean = false,
        val figures: Map<String, Int> = emptyMap(),
        val error: String? = null,
        val done: Boolean = false,
    ) : ScoringUiState {
        /** The awards the figure choices are for: the round's, or the edited entry's. */
        val awards: List<AppliedAward>
            get() = preview?.awards ?: change?.let { c -> changedItems(c).firstOrNull { it.seq.toLong() == editSeq }?.awards }.orEmpty()
    }
}

/** The entries a change adds or changes. */
fun changedItems(change: ChangePreview): List<LogItem> = when (val c = change.change) {
    is app.tally.core.LogChange.Push -> listOf(c.item)
    is app.tally.core.LogChange.Replace -> c.changed
    else -> emptyList()
}
