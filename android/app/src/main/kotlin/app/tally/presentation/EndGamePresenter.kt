// The end-game walkthrough: the B.1 features (incomplete), then the B.2 and B.3 items
// of this ruleset, one at a time, each opened as a form; then the final standings.
package app.tally.presentation

import app.tally.core.EndGameItem
import app.tally.core.GameSession
import app.tally.core.ItemKind
import app.tally.core.Phase
import app.tally.core.Step
import app.tally.core.TallyException

data class EndGameItemUi(val key: String, val name: String, val section: String, val isFeature: Boolean, val timesScored: Int)

data class EndGameUiState(
    val items: List<EndGameItemUi>,
    val index: Int,
    val players: List<PlayerUi>,
    val phase: Phase,
    val error: String? = null,
) {
    val current: EndGameItemUi? get() = items.getOrNull(index)
    val isLast: Boolean get() = index >= items.size - 1
}

class EndGamePresenter(private val session: GameSession) : Presenter<EndGameUiState>(load(session, 0)) {
    /** Begins the end-game scoring if the game is still being played. */
    fun begin(): Boolean = guard {
        if (session.state().phase == Phase.PLAYING) session.startEndGame()
    }

    fun next() = mutableState.value.let { mutableState.value = load(session, (it.index + 1).coerceAtMost(it.items.size - 1)) }

    fun previous() = mutableState.value.let { mutableState.value = load(session, (it.index - 1).coerceAtLeast(0)) }

    fun goTo(index: Int) {
        mutableState.value = load(session, index)
    }

    /** Re-reads what has been scored (after a form closed). */
    fun refresh() {
        mutableState.value = load(session, state.value.index)
    }

    /** The form of the current item. */
    fun form(): ScoringFormPresenter {
        val item = checkNotNull(state.value.current)
        return if (item.isFeature) {
            ScoringFormPresenter.feature(session, item.key, item.name, endOfGame = true)
        } else {
            ScoringFormPresenter.event(session, item.key, item.name, Step.END_OF_GAME)
        }
    }

    /** The final standings (robbers still on the track score). */
    fun finish(): Boolean = guard { session.finish() }

    private fun guard(body: () -> Unit): Boolean = try {
        body()
        refresh()
        true
    } catch (error: TallyException) {
        update { it.copy(error = error.reason()) }
        false
    }

    private companion object {
        fun load(session: GameSession, index: Int): EndGameUiState {
            val state = session.state()
            val endLog = state.log.filter { it.step == Step.END_OF_GAME }
            val items = session.endGameItems().map { item: EndGameItem ->
                EndGameItemUi(
                    item.key, item.name, item.section, item.kind == ItemKind.FEATURE,
                    endLog.count { it.subject == item.key },
                )
            }
            return EndGameUiState(
                items = items,
                index = index.coerceIn(0, (items.size - 1).coerceAtLeast(0)),
                players = state.players.map { it.toUi(state.activePlayer) },
                phase = state.phase,
            )
        }
    }
}
