// The history list: every game, newest first, or the finished ones only.
package app.tally.feature.history

import app.tally.core.GameSummary

sealed interface HistoryUiState {
    data object Loading : HistoryUiState

    data class Failed(val reason: String) : HistoryUiState

    data class Ready(val games: List<GameSummary>, val finishedOnly: Boolean) : HistoryUiState
}
