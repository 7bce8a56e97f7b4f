// The live table this phone hosts: stopped, or hosting at an address with its links
// (each with its join addresses and QR code), and the words the core gives the screen.
package app.tally.feature.livetable

import app.tally.ffi.HostLink

sealed interface LiveTableUiState {
    val words: Map<String, String>

    data class Stopped(override val words: Map<String, String>, val error: String? = null) : LiveTableUiState

    data class Hosting(
        override val words: Map<String, String>,
        val address: String,
        val links: List<HostLink>,
        val error: String? = null,
    ) : LiveTableUiState
}
