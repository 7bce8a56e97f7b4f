// The base of every presenter: plain Kotlin (no android.* imports), one StateFlow of
// an immutable UiState, events as plain methods. The Android ViewModels wrap these;
// tests/kotlin drives them against the real core.
package app.tally.presentation

import app.tally.core.TallyException
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.flow.update

abstract class Presenter<S>(initial: S) {
    protected val mutableState = MutableStateFlow(initial)

    /** What the screen draws. */
    val state: StateFlow<S> = mutableState.asStateFlow()

    protected fun update(change: (S) -> S) = mutableState.update(change)
}

/** What to tell the player about a refused call: the core's own sentence. */
fun TallyException.reason(): String = when (this) {
    is TallyException.InvalidInput -> reason
    is TallyException.UnknownKey -> reason
    is TallyException.NotAvailable -> reason
    is TallyException.UnknownPlayer -> reason
    is TallyException.InvalidCommand -> reason
    is TallyException.NothingToChange -> reason
    is TallyException.EntryRefused -> reason
    is TallyException.WouldGoNegative -> reason
    is TallyException.Storage -> reason
    is TallyException.InvalidImport -> reason
    is TallyException.NotFound -> reason
    is TallyException.Internal -> reason
}
