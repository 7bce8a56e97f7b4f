// Statistics per roster player, most wins first, as the store computes them, and
// two players head to head (the games they played together).
package app.tally.feature.statistics

import app.tally.core.Colour
import app.tally.core.PlayerStats
import app.tally.core.HeadToHead

sealed interface StatisticsUiState {
    data object Loading : StatisticsUiState

    data class Failed(val reason: String) : StatisticsUiState

    data class Ready(
        val players: List<PlayerStats>,
        val colours: Map<Long, Colour>,
        /** The two players compared (roster ids), as chosen so far. */
        val pair: List<Long> = emptyList(),
        val headToHead: HeadToHead? = null,
    ) : StatisticsUiState
}
