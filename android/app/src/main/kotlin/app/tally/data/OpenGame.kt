// One open game as the screens see it: the core's GameSession, its catalogue (names,
// steps, the end-game order and the dispatch tiles, read once when the game opens),
// its table as a StateFlow, and a window of the newest log entries. The core's listener is
// registered once per session; every Update it hears (from any screen's command) is
// applied here — the new table summary and the log's change (push, pop, replace) —
// without reading the whole game again.
package app.tally.data

import app.tally.core.Command
import app.tally.core.LogChange
import app.tally.core.LogItem
import app.tally.core.TableCatalogue
import app.tally.core.TableSummary
import app.tally.core.Update
import app.tally.ffi.GameListener
import app.tally.ffi.GameSession
import app.tally.ffi.ListenerHandle
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow

class OpenGame internal constructor(
    val gameId: Long,
    /** The core's session; call it only through [work]. */
    val session: GameSession,
    val work: CoreWork,
    /** What does not change during the game: read once, when it opens. */
    val catalogue: TableCatalogue,
    initialTable: TableSummary,
    initialLog: List<LogItem>,
) {
    private val mutableTable = MutableStateFlow(initialTable)
    private val mutableLog = MutableStateFlow(initialLog)

    /** The table the game screens draw. */
    val table: StateFlow<TableSummary> = mutableTable.asStateFlow()

    /** The newest entries of the log, newest first (at most [LOG_WINDOW]). */
    val recentLog: StateFlow<List<LogItem>> = mutableLog.asStateFlow()

    private val listener = object : GameListener {
        override fun onUpdate(update: Update) = apply(update)
    }
    private var handle: ListenerHandle? = session.addListener(listener)

    /** Carries out a command; the listener has applied its Update when this returns. */
    suspend fun execute(command: Command): Result<Update> = work.call { session.execute(command) }

    /** Reads the game again if another writer moved it on (the app came back). */
    suspend fun refresh(): Result<Update?> = work.call { session.refresh() }

    internal fun apply(update: Update) {
        mutableTable.value = update.table
        mutableLog.value = applyToWindow(mutableLog.value, update) { newestPage(update.table) }
    }

    /** The newest page; read only when the window ran out or the game was reloaded. */
    private fun newestPage(table: TableSummary): List<LogItem> =
        if (table.logLength == 0UL) emptyList() else session.logPage(null, LOG_WINDOW.toUInt()).items

    internal fun close() {
        handle?.remove()
        handle?.close()
        handle = null
        session.close()
    }

    companion object {
        const val LOG_WINDOW = 30
    }
}

/**
 * The newest entries [window] after [update]'s change of the log (push, pop, replace),
 * at most [OpenGame.LOG_WINDOW]; [newestPage] reads them again when the window ran out
 * or the game was reloaded.
 */
internal fun applyToWindow(window: List<LogItem>, update: Update, newestPage: () -> List<LogItem>): List<LogItem> =
    when (val change = update.change) {
        is LogChange.Push -> (listOf(change.item) + window.filter { it.seq != change.item.seq }).take(OpenGame.LOG_WINDOW)
        is LogChange.Pop -> window.filter { it.seq != change.seq }.ifEmpty { newestPage() }
        is LogChange.Replace -> {
            val changed = change.changed.associateBy { it.seq }
            val kept = window.filter { it.seq !in change.removed }.map { changed[it.seq] ?: it }
            val oldest = kept.minOfOrNull { it.seq } ?: 0UL
            val added = change.changed.filter { item -> kept.none { it.seq == item.seq } && item.seq > oldest }
            (kept + added).sortedByDescending { it.seq }.take(OpenGame.LOG_WINDOW)
        }
        LogChange.Reload -> newestPage()
    }
