// Opening the database file at start (DESIGN.md principle 12): the core refuses a file
// whose write-ahead log beside it is not its own (`ForeignLog`); the app then says so
// and offers to open the file with that log set aside (`openSettingAsideLog`, which
// keeps the log, renamed, next to it). Any other refusal is said as the core says it.
package app.tally.data

import app.tally.core.ErrorCode
import app.tally.ffi.TallyException
import app.tally.ffi.TallyStore

sealed interface StoreOpening {
    data class Opened(val store: TallyStore) : StoreOpening

    /** The log beside [path] is not the database's own: [reason] is the core's sentence. */
    data class ForeignLog(val path: String, val reason: String) : StoreOpening

    data class Failed(val reason: String) : StoreOpening
}

/** Opens [path]; a foreign log is a question for the player, not a crash. */
fun openStore(path: String): StoreOpening = opening(path) { TallyStore.open(path) }

/** Opens [path] with the foreign log beside it set aside (the player agreed). */
fun openSettingAsideLog(path: String): StoreOpening = opening(path) { TallyStore.openSettingAsideLog(path) }

private fun opening(path: String, open: () -> TallyStore): StoreOpening = try {
    StoreOpening.Opened(open())
} catch (error: TallyException.Refused) {
    if (error.code == ErrorCode.FOREIGN_LOG) StoreOpening.ForeignLog(path, error.reason) else StoreOpening.Failed(error.reason)
} catch (error: TallyException) {
    StoreOpening.Failed(error.reason())
}
