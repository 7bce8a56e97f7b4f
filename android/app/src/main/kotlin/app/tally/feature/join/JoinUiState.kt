// What the join screens draw. Joining: the link typed, scanned or opened from outside,
// the name of this phone's player at the table, and the refusal of the last try.
// The joined table: the host's table as the phone holds it (the core's summary and
// newest entries with their breakdowns), how the phone stands with the host, and,
// for a scorer link, what may be scored now.
package app.tally.feature.join

import app.tally.core.LinkRole
import app.tally.core.LogItem
import app.tally.core.TableSummary
import app.tally.feature.scoreboard.ScorableFeature

data class JoinUiState(
    val link: String = "",
    val me: String = "",
    val joining: Boolean = false,
    /** The core's reason the last try was refused. */
    val error: String? = null,
    /** Joined: the joined table's screen opens. */
    val joined: Boolean = false,
)

/** How the phone stands with the host, as the screen says it. */
sealed interface HostLine {
    data object Live : HostLine

    /** The host is out of reach; the table shown is the one held at [sinceMillis]. */
    data class Stale(val sinceMillis: Long) : HostLine

    /** The host no longer opens the table for this link. */
    data object LinkClosed : HostLine
}

sealed interface JoinedTableUiState {
    data object Loading : JoinedTableUiState

    data class Failed(val reason: String) : JoinedTableUiState

    data class Ready(
        val table: TableSummary,
        /** The newest entries, newest first, with their breakdowns. */
        val entries: List<LogItem>,
        val role: LinkRole,
        val host: HostLine,
        /** The finished game as kept in this phone's history (its id). */
        val keptGame: Long? = null,
        /** Why the finished game could not be kept, in the core's words. */
        val keepRefused: String? = null,
        /** For a scorer link: the features of the table's moment (the catalogue's names). */
        val features: List<ScorableFeature> = emptyList(),
        /** The host's refusal of the last write. */
        val message: String? = null,
    ) : JoinedTableUiState
}
