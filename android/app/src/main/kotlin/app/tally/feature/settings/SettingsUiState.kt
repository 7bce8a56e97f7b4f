// Settings: the games on this phone, the last export or import, whether the screen
// stays on during a game.
package app.tally.feature.settings

sealed interface TransferResult {
    data class Imported(val imported: Int, val skipped: Int) : TransferResult

    data class Exported(val games: Int) : TransferResult

    data class Failed(val reason: String) : TransferResult
}

data class SettingsUiState(val games: Int = 0, val last: TransferResult? = null, val keepScreenOn: Boolean = true)
