// The joined table: the host's table, its newest entries and how the phone stands with
// the host, as the core's JoinedTable hands them over (its updates applied by
// JoinedGame); for a scorer link, what may be scored now and the end of the turn,
// sent to the host. "Leave the table" stops following the host.
package app.tally.feature.join

import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import app.tally.core.Command
import app.tally.core.LinkRole
import app.tally.data.JoinedGame
import app.tally.data.TallyCore
import app.tally.data.reason
import app.tally.feature.scoreboard.ScorableFeature
import app.tally.ffi.JoinedStatus
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.flow.combine
import kotlinx.coroutines.flow.update
import kotlinx.coroutines.launch

class JoinedTableViewModel(private val core: TallyCore) : ViewModel() {
    private val state = MutableStateFlow<JoinedTableUiState>(JoinedTableUiState.Loading)
    val uiState: StateFlow<JoinedTableUiState> = state.asStateFlow()
    private val message = MutableStateFlow<String?>(null)
    private val game: JoinedGame? = core.joined.current

    init {
        val joined = game
        if (joined == null) {
            state.value = JoinedTableUiState.Failed("")
        } else {
            viewModelScope.launch {
                combine(joined.table, joined.recentLog, joined.status, message) { table, log, status, said ->
                    JoinedTableUiState.Ready(
                        table = table,
                        entries = log,
                        role = joined.role,
                        host = hostLine(status),
                        keptGame = status.kept?.let { keptGameId(it) },
                        keepRefused = status.keepRefused,
                        features = if (joined.role == LinkRole.SCORER) {
                            table.scorable.features.map { key ->
                                ScorableFeature(key, joined.catalogue.features.firstOrNull { it.info.key == key }?.info?.name ?: key)
                            }
                        } else {
                            emptyList()
                        },
                        message = said,
                    )
                }.collect { state.value = it }
            }
        }
    }

    /** Ends the turn at the host (a scorer link). */
    fun endTurn() {
        val joined = game ?: return
        viewModelScope.launch {
            joined.execute(Command.EndTurn).fold({ message.value = null }, { error -> message.value = error.reason() })
        }
    }

    fun dismissMessage() = message.update { null }

    /** Stops following the host; the finished game, if kept, stays in the history. */
    fun leave() = core.joined.leave()

    private fun hostLine(status: JoinedStatus): HostLine = when {
        status.linkRefused -> HostLine.LinkClosed
        status.staleSince != null -> HostLine.Stale(checkNotNull(status.staleSince))
        else -> HostLine.Live
    }

    private fun keptGameId(kept: app.tally.core.Kept): Long = when (kept) {
        is app.tally.core.Kept.Stored -> kept.gameId
        is app.tally.core.Kept.Updated -> kept.gameId
        is app.tally.core.Kept.Unchanged -> kept.gameId
    }
}
