// What the home screen shows: the unfinished game to resume, the others, the last
// finished games, how many games and roster players there are.
package app.tally.feature.home

import app.tally.core.GameSummary

/** How many finished games home lists under "Recent games". */
const val RECENT_GAMES = 3

sealed interface HomeUiState {
    data object Loading : HomeUiState

    data class Failed(val reason: String) : HomeUiState

    data class Ready(
        /** The unfinished game changed last: the big "resume" card. */
        val resume: GameSummary?,
        val otherUnfinished: List<GameSummary>,
        /** The last finished games, newest first (at most [RECENT_GAMES]). */
        val recent: List<GameSummary> = emptyList(),
        /** Every game of the store: as many as the history lists. */
        val games: Int,
        val rosterSize: Int,
    ) : HomeUiState
}
