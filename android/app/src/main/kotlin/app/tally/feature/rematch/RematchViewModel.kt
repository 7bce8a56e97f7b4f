// A rematch: the same players with the seats rotated (who sat second begins), the
// same edition, expansions and variants, as a new game. A player who is no longer in
// the roster cannot be seated again: the rematch is refused naming them, and nothing
// is created.
package app.tally.feature.rematch

import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import app.tally.core.GameSeat
import app.tally.data.TallyCore
import app.tally.data.reason
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.launch

/** Why a rematch could not start. */
sealed interface RematchProblem {
    /** [names] left the roster (merged into another player, or removed). */
    data class Missing(val names: List<String>) : RematchProblem

    data class Refused(val reason: String) : RematchProblem
}

class RematchViewModel(private val core: TallyCore, private val gameId: Long) : ViewModel() {
    private val refusal = MutableStateFlow<RematchProblem?>(null)
    val problem: StateFlow<RematchProblem?> = refusal.asStateFlow()

    /** Starts the rematch; [onStarted] gets the new game's id. */
    fun rematch(onStarted: (Long) -> Unit) {
        viewModelScope.launch {
            core.work.call {
                val game = core.store.gameDetail(gameId).summary
                val roster = core.store.roster().map { it.id }.toSet()
                val missing = game.seats.filter { it.rosterId !in roster }.map { it.name }
                if (missing.isNotEmpty()) return@call Result.failure<Long>(RematchRefused(RematchProblem.Missing(missing)))
                val seats = game.seats.drop(1) + game.seats.take(1)
                val session = core.store.newGame(seats.map { GameSeat(it.rosterId, it.name, it.colour) }, game.ruleset)
                Result.success(session.use { it.gameId() })
            }.fold(
                { started -> started.fold({ refusal.value = null; onStarted(it) }, { refusal.value = (it as RematchRefused).problem }) },
                { refusal.value = RematchProblem.Refused(it.reason()) },
            )
        }
    }
}

private class RematchRefused(val problem: RematchProblem) : Exception()
