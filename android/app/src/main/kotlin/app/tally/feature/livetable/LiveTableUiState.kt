// The live table this phone hosts: stopped, or hosting at an address with its links
// (each with its join addresses and QR code), who follows now (how many phones, which
// links are in use), and the words the core gives the screen.
package app.tally.feature.livetable

import app.tally.ffi.HostLink
import app.tally.ffi.TableFollowing

sealed interface LiveTableUiState {
    val words: Map<String, String>

    data class Stopped(override val words: Map<String, String>, val error: String? = null) : LiveTableUiState

    data class Hosting(
        override val words: Map<String, String>,
        val address: String,
        val links: List<HostLink>,
        val following: TableFollowing,
        val error: String? = null,
    ) : LiveTableUiState {
        /** What the screen says of [link]: on how many phones it is open, if it is. */
        fun inUse(link: HostLink): String? = following.links.firstOrNull { it.linkId == link.link.id }?.said
    }
}
