// A table another phone hosts, joined from this phone (the core's JoinedTable): its
// table, its newest log entries and how the phone stands with the host (live, stale
// since when, the link refused, the finished game kept) as StateFlows, applied from
// the core's updates as an OpenGame applies a local game's. The table's calls wait on
// the host (the network), so they run on Dispatchers.IO, never on the core's one
// thread, which the phone's own store keeps for itself.
package app.tally.data

import app.tally.core.Command
import app.tally.core.DraftAction
import app.tally.core.DraftStart
import app.tally.core.DraftUpdate
import app.tally.core.DraftView
import app.tally.core.LinkRole
import app.tally.core.LogItem
import app.tally.core.ScoringDraft
import app.tally.core.TableCatalogue
import app.tally.core.TableSummary
import app.tally.core.Update
import app.tally.ffi.GameListener
import app.tally.ffi.JoinedStatus
import app.tally.ffi.JoinedStatusListener
import app.tally.ffi.JoinedTable
import app.tally.ffi.JoinedWrite
import app.tally.ffi.TallyException
import app.tally.ffi.TallyStore
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.withContext

class JoinedGame internal constructor(
    /** The core's joined table; call it only through [call]. */
    private val joined: JoinedTable,
    /** What does not change during the game: read once, when the table is joined. */
    val catalogue: TableCatalogue,
    initialTable: TableSummary,
    initialLog: List<LogItem>,
) {
    /** A viewer follows; a scorer records too. */
    val role: LinkRole = joined.role()

    /** The link's label as the host named it. */
    val label: String = joined.label()

    private val mutableTable = MutableStateFlow(initialTable)
    private val mutableLog = MutableStateFlow(initialLog)
    private val mutableStatus = MutableStateFlow(joined.status())

    /** The host's table as this phone holds it. */
    val table: StateFlow<TableSummary> = mutableTable.asStateFlow()

    /** The newest entries of the log, newest first (at most [OpenGame.LOG_WINDOW]). */
    val recentLog: StateFlow<List<LogItem>> = mutableLog.asStateFlow()

    /** Live, or stale since when; the link refused; the finished game kept. */
    val status: StateFlow<JoinedStatus> = mutableStatus.asStateFlow()

    init {
        joined.addListener(object : GameListener {
            override fun onUpdate(update: Update) {
                mutableTable.value = update.table
                mutableLog.value = applyToWindow(mutableLog.value, update) { joined.logPage(null, OpenGame.LOG_WINDOW.toUInt()).items }
            }
        })
        joined.addStatusListener(object : JoinedStatusListener {
            override fun onStatus(status: JoinedStatus) {
                mutableStatus.value = status
            }
        })
    }

    suspend fun startDraft(start: DraftStart): Result<DraftUpdate> = call { joined.startDraft(start) }

    suspend fun applyDraft(draft: ScoringDraft, action: DraftAction): Result<DraftUpdate> = call { joined.applyDraft(draft, action) }

    suspend fun draftView(draft: ScoringDraft): Result<DraftView> = call { joined.draftView(draft) }

    /** Sends the draft's command to the host; the table holds its entry when this returns. */
    suspend fun submitDraft(draft: ScoringDraft): Result<JoinedWrite> = call { joined.submitDraft(draft) }

    /** Sends [command] to the host as this scorer's. */
    suspend fun execute(command: Command): Result<JoinedWrite> = call { joined.execute(command) }

    /** Stops following the host; what the phone kept stays. */
    fun leave() {
        joined.leave()
        joined.close()
    }

    companion object {
        /** Joins the table of [link]; [me] names this phone's player at it. */
        suspend fun join(store: TallyStore, link: String, me: String?): Result<JoinedGame> = call {
            val joined = store.joinTable(link, me)
            JoinedGame(joined, joined.catalogue(), joined.summary(), joined.logPage(null, OpenGame.LOG_WINDOW.toUInt()).items)
        }

        private suspend fun <T> call(body: () -> T): Result<T> = withContext(Dispatchers.IO) {
            try {
                Result.success(body())
            } catch (error: TallyException) {
                Result.failure(error)
            }
        }
    }
}

/** The one table this phone has joined, shared by the screens that show it. */
class JoinedTables(private val store: TallyStore) {
    @Volatile var current: JoinedGame? = null
        private set

    /** Joins [link], leaving the table joined before, if any. */
    suspend fun join(link: String, me: String?): Result<JoinedGame> {
        leave()
        return JoinedGame.join(store, link, me).onSuccess { current = it }
    }

    fun leave() {
        current?.leave()
        current = null
    }
}
