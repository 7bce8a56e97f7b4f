// Statistics per roster player, most wins first, as the store computes them; the
// group's charts over every finished game (wins, ratings with their uncertainty,
// records with their games, every pair head to head); and two players head to head
// (the games they played together, with both scores).
package app.tally.feature.statistics

import app.tally.core.Colour
import app.tally.core.GroupCharts
import app.tally.core.HeadToHead
import app.tally.core.PairChart
import app.tally.core.PlayerStats

sealed interface StatisticsUiState {
    data object Loading : StatisticsUiState

    data class Failed(val reason: String) : StatisticsUiState

    data class Ready(
        val players: List<PlayerStats>,
        val colours: Map<Long, Colour>,
        /** The group's charts, from the core. */
        val group: GroupCharts? = null,
        /** The two players compared (roster ids), as chosen so far. */
        val pair: List<Long> = emptyList(),
        val headToHead: HeadToHead? = null,
        /** Their games together, when two are chosen. */
        val pairChart: PairChart? = null,
    ) : StatisticsUiState
}
