// What the scoreboard draws, all of it from the core's table model: the table
// summary (players, figures, robbers, turn, step, phase, pending prompt, allowed
// actions), what can be scored now, the newest log entry, plus the screen's own
// choices (the step whose events are shown, an open panel, a draft correction).
package app.tally.feature.scoreboard

import app.tally.core.EventInfo
import app.tally.core.LogItem
import app.tally.core.Scorable
import app.tally.core.StepChoice
import app.tally.core.TableSummary

/** The panels the scoreboard opens in place. */
enum class Panel { ROBBER, CORRECTION }

/** A correction being entered: whose score, how many points, why, which figure. */
data class CorrectionDraft(val player: String? = null, val points: Long = 0, val reason: String = "", val figure: Int? = null)

sealed interface ScoreboardUiState {
    data object Loading : ScoreboardUiState

    data class Failed(val reason: String) : ScoreboardUiState

    data class Ready(
        val table: TableSummary,
        val scorable: Scorable,
        val lastEntry: LogItem?,
        /** Steps that have events to record now, and the one whose events are shown. */
        val eventSteps: List<StepChoice>,
        val selectedStep: StepChoice?,
        val events: List<EventInfo>,
        val panel: Panel? = null,
        /** Robber placement: the owner chosen. */
        val robberOwner: String? = null,
        val correction: CorrectionDraft = CorrectionDraft(),
        /** What the correction or the robber's steal would do (its award names the figure the core moves). */
        val correctionPreview: LogItem? = null,
        val stealPreview: LogItem? = null,
        /** The robber owner's choice of figure for a steal (null: the core's default). */
        val stealFigure: Int? = null,
        val message: String? = null,
    ) : ScoreboardUiState
}
