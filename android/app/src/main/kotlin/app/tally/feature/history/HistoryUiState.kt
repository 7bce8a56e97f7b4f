// The history list: the games, newest first, by the filter chosen (finished or
// unfinished, a player, an expansion), with what the filters offer (the roster, the expansions
// played).
package app.tally.feature.history

import app.tally.core.GameSummary
import app.tally.core.RosterPlayer

sealed interface HistoryUiState {
    data object Loading : HistoryUiState

    data class Failed(val reason: String) : HistoryUiState

    data class Ready(
        val games: List<GameSummary>,
        /** Only finished games (true), only unfinished ones (false), or all (null). */
        val finished: Boolean? = null,
        val player: Long? = null,
        val expansion: String? = null,
        /** The roster's players (id, name) to filter by. */
        val players: List<RosterPlayer> = emptyList(),
        /** The expansions of the games in the store (key, name) to filter by. */
        val expansions: List<Pair<String, String>> = emptyList(),
    ) : HistoryUiState
}
