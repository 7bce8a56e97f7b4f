// Hosting the game's live table (the core's TableHost): starts it on the address the
// player chose, makes a viewer link, adds scorer links, revokes, stops. Nothing is
// served until the player starts it, and the host stops with the screen.
package app.tally.feature.livetable

import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import app.tally.core.LinkRole
import app.tally.data.TallyCore
import app.tally.data.reason
import app.tally.ffi.TableHost
import app.tally.ffi.liveTableWords
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.launch

class LiveTableViewModel(private val core: TallyCore, private val gameId: Long) : ViewModel() {
    private val state = MutableStateFlow<LiveTableUiState>(LiveTableUiState.Stopped(emptyMap()))
    val uiState: StateFlow<LiveTableUiState> = state.asStateFlow()
    private var host: TableHost? = null

    init {
        viewModelScope.launch {
            core.work.call { liveTableWords() }.onSuccess { state.value = LiveTableUiState.Stopped(it) }
        }
    }

    /** Starts hosting on [address] (`0.0.0.0:7878`: every network of the phone). */
    fun start(address: String = DEFAULT_ADDRESS) {
        val words = state.value.words
        viewModelScope.launch {
            state.value = core.work.call {
                val started = host ?: core.store.hostTable(gameId, address).also { host = it }
                if (started.links().none { it.link.role == LinkRole.VIEWER }) {
                    started.createLink(LinkRole.VIEWER, words["table"] ?: "table")
                }
                hosting(started, words)
            }.getOrElse { LiveTableUiState.Stopped(words, it.reason()) }
        }
    }

    fun addScorer(label: String) = change { it.createLink(LinkRole.SCORER, label) }

    fun revoke(linkId: Long) = change { it.revoke(linkId) }

    fun stop() {
        val stopping = host ?: return
        host = null
        val words = state.value.words
        viewModelScope.launch {
            core.work.call { stopping.stop() }
            state.value = LiveTableUiState.Stopped(words)
        }
    }

    override fun onCleared() {
        host?.let { running -> core.work.launch { running.stop() } }
        host = null
    }

    private fun change(body: (TableHost) -> Unit) {
        val running = host ?: return
        val words = state.value.words
        viewModelScope.launch {
            state.value = core.work.call {
                body(running)
                hosting(running, words)
            }.getOrElse { error ->
                when (val now = state.value) {
                    is LiveTableUiState.Hosting -> now.copy(error = error.reason())
                    is LiveTableUiState.Stopped -> now.copy(error = error.reason())
                }
            }
        }
    }

    private fun hosting(running: TableHost, words: Map<String, String>) =
        LiveTableUiState.Hosting(words, running.address(), running.links())

    companion object {
        const val DEFAULT_ADDRESS = "0.0.0.0:7878"
    }
}
