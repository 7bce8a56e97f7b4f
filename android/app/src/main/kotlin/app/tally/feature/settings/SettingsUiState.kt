// Settings: the games on this phone, the last export or import, whether the screen
// stays on during a game, the players and which of them holds the phone (BG Stats).
package app.tally.feature.settings

import app.tally.core.RosterPlayer

sealed interface TransferResult {
    data class Imported(val imported: Int, val skipped: Int) : TransferResult

    data class Exported(val games: Int) : TransferResult

    data class Failed(val reason: String) : TransferResult
}

data class SettingsUiState(
    val games: Int = 0,
    val last: TransferResult? = null,
    val keepScreenOn: Boolean = true,
    val players: List<RosterPlayer> = emptyList(),
) {
    /** The roster player who holds the phone, if one is chosen. */
    val me: Long? get() = players.firstOrNull { it.me }?.id
}
