// Hosting the game's live table (the core's TableHost): starts it on the phone's
// Wi-Fi (or the address the platform gives), makes a viewer link, adds scorer links,
// revokes, stops; while it hosts, it asks every FOLLOWING_REFRESH_MS who follows.
// Nothing is served until the player starts it, and the host stops with the screen.
package app.tally.feature.livetable

import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import app.tally.core.LinkRole
import app.tally.data.TallyCore
import app.tally.data.reason
import app.tally.ffi.TableHost
import app.tally.ffi.liveTableWords
import kotlinx.coroutines.Job
import kotlinx.coroutines.delay
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.isActive
import kotlinx.coroutines.launch

class LiveTableViewModel(
    private val core: TallyCore,
    private val gameId: Long,
    private val address: String? = null,
) : ViewModel() {
    private val state = MutableStateFlow<LiveTableUiState>(LiveTableUiState.Stopped(emptyMap()))
    val uiState: StateFlow<LiveTableUiState> = state.asStateFlow()
    private var host: TableHost? = null
    private var watching: Job? = null

    init {
        viewModelScope.launch {
            core.work.call { liveTableWords() }.onSuccess { state.value = LiveTableUiState.Stopped(it) }
        }
    }

    /** Starts hosting: on [address] when there is one, on the phone's Wi-Fi otherwise. */
    fun start() {
        val words = state.value.words
        viewModelScope.launch {
            state.value = core.work.call {
                val started = host ?: core.store.hostTable(gameId, address).also { host = it }
                if (started.links().none { it.link.role == LinkRole.VIEWER }) {
                    started.createLink(LinkRole.VIEWER, words["table"] ?: "table")
                }
                hosting(started, words)
            }.getOrElse { LiveTableUiState.Stopped(words, it.reason()) }
            if (state.value is LiveTableUiState.Hosting) watchFollowing()
        }
    }

    fun addScorer(label: String) = change { it.createLink(LinkRole.SCORER, label) }

    fun revoke(linkId: Long) = change { it.revoke(linkId) }

    /** Who follows now, asked again at once (the screen also asks every few seconds). */
    fun refreshFollowing() {
        val running = host ?: return
        viewModelScope.launch {
            core.work.call { running.following() }.onSuccess { following ->
                (state.value as? LiveTableUiState.Hosting)?.let { state.value = it.copy(following = following) }
            }
        }
    }

    fun stop() {
        val stopping = host ?: return
        host = null
        watching?.cancel()
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

    private fun watchFollowing() {
        watching?.cancel()
        watching = viewModelScope.launch {
            while (isActive && host != null) {
                delay(FOLLOWING_REFRESH_MS)
                refreshFollowing()
            }
        }
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
        LiveTableUiState.Hosting(words, running.address(), running.links(), running.following())

    companion object {
        /** How often the hosting screen asks who follows the table. */
        const val FOLLOWING_REFRESH_MS = 2_000L
    }
}
