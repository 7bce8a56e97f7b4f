// Statistics per roster player, most wins first, as the store computes them.
package app.tally.feature.statistics

import app.tally.core.Colour
import app.tally.core.PlayerStats

sealed interface StatisticsUiState {
    data object Loading : StatisticsUiState

    data class Failed(val reason: String) : StatisticsUiState

    data class Ready(val players: List<PlayerStats>, val colours: Map<Long, Colour>) : StatisticsUiState
}
