// The results: the core's placings (rank, ties, score) with each player's name and
// points by category from the table's players.
package app.tally.feature.results

import app.tally.core.PlayerState
import app.tally.core.Placing

sealed interface ResultsUiState {
    data object Loading : ResultsUiState

    data class Failed(val reason: String) : ResultsUiState

    data class Ready(
        val finished: Boolean,
        val standings: List<Placing>,
        val players: List<PlayerState>,
        /** The core allows reopening the end-game scoring. */
        val canReopen: Boolean = false,
    ) : ResultsUiState
}
