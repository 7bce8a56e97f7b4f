// One player's charts as the core computes them: the latest games' points by
// category, score and place, win rates by number of players and by expansion, the
// rating with its uncertainty and its history; all over the filter's games.
package app.tally.feature.statistics

import app.tally.core.Colour
import app.tally.core.PlayerCharts

sealed interface PlayerChartsUiState {
    data object Loading : PlayerChartsUiState

    data class Failed(val reason: String) : PlayerChartsUiState

    data class Ready(val charts: PlayerCharts, val colour: Colour?, val filter: StatsFilterChoice = StatsFilterChoice()) : PlayerChartsUiState
}
