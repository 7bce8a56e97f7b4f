// Settings: the games on this phone and the last export or import.
package app.tally.feature.settings

sealed interface TransferResult {
    data class Imported(val imported: Int, val skipped: Int) : TransferResult

    data class Exported(val games: Int) : TransferResult

    data class Failed(val reason: String) : TransferResult
}

data class SettingsUiState(val games: Int = 0, val last: TransferResult? = null)
