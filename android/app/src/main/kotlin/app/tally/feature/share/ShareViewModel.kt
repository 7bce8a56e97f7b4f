// Sharing one game where the group keeps it: its result as a chat message and a
// picture, the play opened in BG Stats and its fields for BoardGameGeek's play form (from
// Results), the game itself for another phone, and the game as BG Stats' file or
// BoardGameGeek's play records (from its detail). The core makes every byte; the platform's share sheet takes them, and
// Tally itself sends nothing anywhere.
package app.tally.feature.share

import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import app.tally.core.Theme
import app.tally.data.TallyCore
import app.tally.data.reason
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.launch

/** A file for the share sheet: its name, its type and its text. */
data class SharedFile(val name: String, val mimeType: String, val content: String)

class ShareViewModel(private val core: TallyCore, private val gameId: Long) : ViewModel() {
    private val refusal = MutableStateFlow<String?>(null)

    /** Why the last share was refused (an unfinished game for BG Stats), if it was. */
    val problem: StateFlow<String?> = refusal.asStateFlow()

    /** The result as text and as a picture in the app's theme, handed to [deliver]. */
    fun shareResult(dark: Boolean, deliver: (String, ByteArray) -> Unit) {
        viewModelScope.launch {
            core.work.call {
                core.store.shareText(gameId) to core.store.sharePicture(gameId, if (dark) Theme.DARK else Theme.LIGHT)
            }.fold({ (text, picture) -> refusal.value = null; deliver(text, picture) }, { refusal.value = it.reason() })
        }
    }

    /** The game as Tally's own export document (another phone imports it), handed to [deliver]. */
    fun shareGame(deliver: (String) -> Unit) {
        viewModelScope.launch {
            core.work.call { core.store.exportGames(listOf(gameId)) }.fold({ refusal.value = null; deliver(it) }, { refusal.value = it.reason() })
        }
    }

    /** The game as the file BG Stats opens (.bgsplay), handed to [deliver]. */
    fun exportForBgStats(deliver: (SharedFile) -> Unit) {
        viewModelScope.launch {
            core.work.call { SharedFile("tally-$gameId.bgsplay", "application/json", core.store.exportBgstats(listOf(gameId))) }
                .fold({ refusal.value = null; deliver(it) }, { refusal.value = it.reason() })
        }
    }

    /** The link that opens the finished game in BG Stats, handed to [open]. */
    fun logInBgStats(open: (String) -> Unit) {
        viewModelScope.launch {
            core.work.call { core.store.bgstatsLink(gameId) }.fold({ refusal.value = null; open(it) }, { refusal.value = it.reason() })
        }
    }

    /** The game's fields for BoardGameGeek's play form, handed to [deliver]. */
    fun logOnBgg(deliver: (String) -> Unit) {
        viewModelScope.launch {
            core.work.call { core.store.bggLogForm(gameId) }.fold({ refusal.value = null; deliver(it) }, { refusal.value = it.reason() })
        }
    }

    /** The game as BoardGameGeek play records, handed to [deliver]. */
    fun exportForBgg(deliver: (SharedFile) -> Unit) {
        viewModelScope.launch {
            core.work.call { SharedFile("tally-$gameId-bgg-plays.xml", "text/xml", core.store.exportBgg(listOf(gameId))) }
                .fold({ refusal.value = null; deliver(it) }, { refusal.value = it.reason() })
        }
    }
}
