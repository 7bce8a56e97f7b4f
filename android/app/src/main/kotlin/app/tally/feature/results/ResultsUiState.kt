// The results: the core's standings (rank, ties, score, points by category).
package app.tally.feature.results

import app.tally.core.PlayerState
import app.tally.core.Standing

sealed interface ResultsUiState {
    data object Loading : ResultsUiState

    data class Failed(val reason: String) : ResultsUiState

    data class Ready(val finished: Boolean, val standings: List<Standing>, val players: List<PlayerState>) : ResultsUiState
}
