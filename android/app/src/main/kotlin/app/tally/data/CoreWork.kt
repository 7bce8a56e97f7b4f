// The one way app code calls the core: every FFI call (each may read or write SQLite)
// runs on one injected dispatcher, off the main thread, one at a time and in the order
// the taps came. The shell gives it Dispatchers.IO limited to one thread; tests give
// it their own thread and ask `isIdle` (a Compose IdlingResource) whether work is left.
package app.tally.data

import app.tally.ffi.TallyException
import kotlinx.coroutines.CoroutineDispatcher
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.SupervisorJob
import kotlinx.coroutines.launch
import kotlinx.coroutines.withContext
import java.util.concurrent.atomic.AtomicInteger

class CoreWork(private val dispatcher: CoroutineDispatcher) {
    private val running = AtomicInteger(0)

    /** No FFI call is queued or running. */
    val isIdle: Boolean get() = running.get() == 0

    /** Work that outlives a screen (letting go of a game when its last screen closes). */
    private val detached = CoroutineScope(SupervisorJob() + dispatcher)

    fun launch(body: suspend () -> Unit) {
        detached.launch { body() }
    }

    /** Runs [body] on the core's dispatcher; a refusal comes back as a failed [Result]. */
    suspend fun <T> call(body: () -> T): Result<T> {
        running.incrementAndGet()
        try {
            return withContext(dispatcher) {
                try {
                    Result.success(body())
                } catch (error: TallyException) {
                    Result.failure(error)
                }
            }
        } finally {
            running.decrementAndGet()
        }
    }
}

/** What to tell the player about a refused call: the core's own sentence. */
fun Throwable.reason(): String = when (this) {
    is TallyException.Refused -> reason
    is TallyException.Internal -> reason
    else -> message ?: toString()
}
