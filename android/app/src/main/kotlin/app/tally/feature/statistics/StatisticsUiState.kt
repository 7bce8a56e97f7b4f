// Statistics per roster player, most wins first, as the store computes them; the
// group's charts over the finished games the filter chooses (wins, ratings with
// their uncertainty, records with their games, every pair head to head); two players
// head to head (the games they played together, with both scores); the filter, what
// it can choose from, and whether its choices are shown.
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
        /** Every player's lifetime totals (shown without a filter). */
        val players: List<PlayerStats>,
        val colours: Map<Long, Colour>,
        /** The group's charts over the filter's games, from the core. */
        val group: GroupCharts? = null,
        /** The two players compared (roster ids), as chosen so far. */
        val pair: List<Long> = emptyList(),
        val headToHead: HeadToHead? = null,
        /** Their games together, when two are chosen. */
        val pairChart: PairChart? = null,
        val filter: StatsFilterChoice = StatsFilterChoice(),
        val options: StatsFilterOptions = StatsFilterOptions(),
        /** The filter's choices are shown. */
        val editingFilter: Boolean = false,
        /** Why the core refused the last filter chosen (the charts stay as they were). */
        val filterProblem: String? = null,
    ) : StatisticsUiState
}
