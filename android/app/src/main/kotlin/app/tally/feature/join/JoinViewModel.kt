// Joining a table another phone hosts: the link (typed, scanned, or opened from
// outside as a tally:// link), the name of this phone's player at the table, and the
// core's join; a refusal (no link, the host out of reach, a name no seat has) is the
// core's sentence and nothing is joined.
package app.tally.feature.join

import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import app.tally.data.TallyCore
import app.tally.data.reason
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.flow.update
import kotlinx.coroutines.launch

class JoinViewModel(private val core: TallyCore, link: String? = null) : ViewModel() {
    private val state = MutableStateFlow(JoinUiState(link = link.orEmpty()))
    val uiState: StateFlow<JoinUiState> = state.asStateFlow()

    fun editLink(link: String) = state.update { it.copy(link = link, error = null) }

    fun editMe(me: String) = state.update { it.copy(me = me, error = null) }

    /** A link the scanner read: joined at once. */
    fun scanned(link: String) {
        editLink(link)
        join()
    }

    fun join() {
        val typed = state.value
        if (typed.joining) return
        state.update { it.copy(joining = true, error = null) }
        viewModelScope.launch {
            core.joined.join(typed.link.trim(), typed.me.trim().ifEmpty { null }).fold(
                { state.update { it.copy(joining = false, joined = true) } },
                { error -> state.update { it.copy(joining = false, error = error.reason()) } },
            )
        }
    }

    /** The joined table's screen opened. */
    fun shown() = state.update { it.copy(joined = false) }
}
