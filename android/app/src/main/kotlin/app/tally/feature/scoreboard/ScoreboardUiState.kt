// What the scoreboard draws, all of it from the core's table model: the table
// summary (players, figures, robbers, turn, step, phase, pending prompt, allowed
// actions), what can be scored now, the newest log entries, plus the screen's own
// choices (the step whose events are shown, an open panel, a draft correction).
package app.tally.feature.scoreboard

import app.tally.core.LogItem
import app.tally.core.StepInfo
import app.tally.core.TableSummary

/** The panels the scoreboard opens in place (CONFIRM_END: "Is the last tile placed?"). */
enum class Panel { ROBBER, CORRECTION, CONFIRM_END }

/** A correction being entered: whose score, how many points, why, which figure. */
data class CorrectionDraft(val player: String? = null, val points: Long = 0, val reason: String = "", val figure: UInt? = null)

/** What just happened, said once (a snackbar): an entry taken back or done again, a figure passing 50 or 100. */
sealed interface Notice {
    /** Undo took back [entry] (null: the core's update did not say which). */
    data class Undone(val entry: RecentEntry?) : Notice

    /** Redo recorded [entry] again (null: the core's update did not say which). */
    data class Redone(val entry: RecentEntry?) : Notice

    /** A scoring figure of [player] passed [points] (50, 100, 150...): its owner takes a 50/100 tile. */
    /** [figure] from 0, when the player has two; [turnsTile]: the lap turns a 50 tile over to 100. */
    data class PassedLap(val player: String, val figure: Int?, val points: Long, val turnsTile: Boolean) : Notice
}

/**
 * A log entry as the scoreboard names it: its step's code ("2A", the catalogue's) and
 * its title, the feature's or event's name for a one-item scoring (its awards are
 * listed apart), else the core's summary.
 */
data class RecentEntry(val item: LogItem, val stepCode: String, val title: String)

/** A feature that can be scored now: its key and its name from the catalogue. */
data class ScorableFeature(val key: String, val name: String)

/** An event of the chosen step: its key, its name, and why it cannot be recorded now (if so). */
data class ScorableEventUi(val key: String, val name: String, val refused: String?, val severalSteps: Boolean)

/** How many of the newest entries the scoreboard lists. */
const val RECENT_ENTRIES = 3

sealed interface ScoreboardUiState {
    data object Loading : ScoreboardUiState

    data class Failed(val reason: String) : ScoreboardUiState

    data class Ready(
        val table: TableSummary,
        /** The table's step, its code and name (the catalogue's). */
        val step: StepInfo?,
        /** The features of the table's moment (the table summary's keys, the catalogue's names). */
        val features: List<ScorableFeature>,
        /** The newest entries, newest first (at most [RECENT_ENTRIES]). */
        val recentEntries: List<RecentEntry>,
        /** Steps that have events to record now, and the one whose events are shown. */
        val eventSteps: List<StepInfo>,
        val selectedStep: StepInfo?,
        val events: List<ScorableEventUi>,
        val panel: Panel? = null,
        /** Robber placement: the owner chosen. */
        val robberOwner: String? = null,
        val correction: CorrectionDraft = CorrectionDraft(),
        /** What the correction or the robber's steal would do (its award names the figure the core moves). */
        val correctionPreview: LogItem? = null,
        val stealPreview: LogItem? = null,
        /** The robber owner's choice of figure for a steal (null: the core's default). */
        val stealFigure: UInt? = null,
        val message: String? = null,
        val notice: Notice? = null,
    ) : ScoreboardUiState
}
