// The roster: every player with their favourite colour and games played; one player
// opened to rename, recolour or merge into another.
package app.tally.feature.players

import app.tally.core.RosterPlayer

sealed interface PlayersUiState {
    data object Loading : PlayersUiState

    data class Ready(
        val players: List<RosterPlayer>,
        /** The player opened for editing. */
        val editing: Long? = null,
        val error: String? = null,
    ) : PlayersUiState
}
