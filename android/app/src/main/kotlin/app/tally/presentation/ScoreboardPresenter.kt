// The scoreboard of one game: totals, figures on the track, robbers, the active player
// and step, the buttons for the features and the events of the chosen step, the
// pending prompt (dispatch, robber choice), undo/redo. It reloads the game from the
// store by its id, so it survives process death. What the table has (two figures and
// the dark spaces with Messages, robbers, the builder) comes from the core's state.
package app.tally.presentation

import app.tally.core.GameSession
import app.tally.core.GameState
import app.tally.core.ItemKind
import app.tally.core.Phase
import app.tally.core.Prompt
import app.tally.core.Step
import app.tally.core.TallyException
import app.tally.core.TallyStore

sealed interface PendingUi {
    data class Dispatch(val player: PlayerUi, val figure: Int, val space: Int) : PendingUi

    data class RobberChoice(val owner: PlayerUi, val space: Int, val candidates: List<Pair<PlayerUi, Long>>) : PendingUi
}

data class LastEntryUi(val seq: Long, val summary: String, val awards: List<Pair<PlayerUi, Long>>)

sealed interface ScoreboardUiState {
    data object Loading : ScoreboardUiState

    data class Failed(val reason: String) : ScoreboardUiState

    data class Ready(
        val gameId: Long,
        val players: List<PlayerUi>,
        val turn: Int,
        val turnPart: Int,
        val active: PlayerUi,
        val step: StepUi,
        val phase: Phase,
        val features: List<ItemButton>,
        /** Steps of the turn that have events with this ruleset (the chips above the event buttons). */
        val eventSteps: List<StepUi>,
        val selectedStep: StepUi,
        val events: List<ItemButton>,
        val pending: PendingUi?,
        val robbersInPlay: Boolean,
        val builderInPlay: Boolean,
        /** Messages: two scoring figures each. */
        val messagesInPlay: Boolean,
        /** The dark dispatch spaces of the track (none without Messages). */
        val darkSpaces: Set<Int>,
        val canUndo: Boolean,
        val canRedo: Boolean,
        val lastEntry: LastEntryUi?,
        val message: String? = null,
    ) : ScoreboardUiState {
        val canSecondPart: Boolean get() = builderInPlay && phase == Phase.PLAYING && turnPart == 1
    }
}

/** Where each robber may go: spaces where another player's figure stands. */
data class RobberPlacementUi(val owner: PlayerUi, val spaces: List<Int>)

/**
 * Opens the game with `store.resume`, which hands every screen of an open game the
 * same core session (the forms, the dispatch and the end game see each other's
 * commands); [close] lets go of this presenter's handle.
 */
class ScoreboardPresenter(
    private val store: TallyStore,
    val gameId: Long,
) : Presenter<ScoreboardUiState>(ScoreboardUiState.Loading), AutoCloseable {
    private var session: GameSession? = null
    private var chosenStep: Step? = null

    init {
        reload()
    }

    /** Lets go of the native session (the game stays in the store). */
    override fun close() {
        session?.close()
        session = null
    }

    /** The open game (after a successful load). */
    fun session(): GameSession = checkNotNull(session) { "game $gameId is not loaded" }

    fun reload() {
        try {
            val open = session ?: store.resume(gameId).also { session = it }
            show(open.state())
        } catch (error: TallyException) {
            mutableState.value = ScoreboardUiState.Failed(error.reason())
        }
    }

    private fun show(state: GameState, message: String? = null) {
        val open = session()
        val players = state.players.map { it.toUi(state.activePlayer) }
        val playing = state.phase == Phase.PLAYING
        val eventSteps = if (playing) {
            allSteps().filter { it.step != Step.END_OF_GAME && open.eventsAt(it.step).isNotEmpty() }
        } else {
            listOf(stepUi(Step.END_OF_GAME))
        }
        val selected = chosenStep?.takeIf { step -> eventSteps.any { it.step == step } }
            ?: if (playing) state.step.takeIf { step -> eventSteps.any { it.step == step } } ?: eventSteps.firstOrNull()?.step
            else Step.END_OF_GAME
        val last = state.log.lastOrNull()
        mutableState.value = ScoreboardUiState.Ready(
            gameId = state.gameId,
            players = players,
            turn = state.turn.toInt(),
            turnPart = state.turnPart.toInt(),
            active = players.first { it.isActive },
            step = stepUi(state.step),
            phase = state.phase,
            features = if (state.phase == Phase.FINISHED) emptyList() else open.features().map { it.toButton() },
            eventSteps = eventSteps,
            selectedStep = stepUi(selected ?: state.step),
            events = if (selected == null || state.phase == Phase.FINISHED) emptyList() else open.eventsAt(selected).map { it.toButton() },
            pending = state.pending?.let { pendingUi(it, players) },
            robbersInPlay = state.robbersInPlay,
            builderInPlay = state.builderInPlay,
            messagesInPlay = state.twoFigures,
            darkSpaces = state.darkSpaces.map { it.toInt() }.toSet(),
            canUndo = state.canUndo,
            canRedo = state.canRedo,
            lastEntry = last?.let { item ->
                LastEntryUi(item.seq.toLong(), item.summary, item.awards.map { award -> players.first { it.id == award.player } to award.points })
            },
            message = message,
        )
    }

    private fun pendingUi(prompt: Prompt, players: List<PlayerUi>): PendingUi = when (prompt) {
        is Prompt.Dispatch -> PendingUi.Dispatch(players.first { it.id == prompt.player }, prompt.figure.toInt(), prompt.space.toInt())
        is Prompt.RobberChoice -> PendingUi.RobberChoice(
            players.first { it.id == prompt.owner },
            prompt.space.toInt(),
            prompt.candidates.map { candidate -> players.first { it.id == candidate.player } to candidate.points },
        )
    }

    /** Runs a command; a refusal becomes the message, the state stays as it was. */
    private fun command(body: (GameSession) -> GameState): Boolean = try {
        show(body(session()))
        true
    } catch (error: TallyException) {
        val current = state.value
        if (current is ScoreboardUiState.Ready) mutableState.value = current.copy(message = error.reason())
        false
    }

    fun selectStep(step: Step) {
        chosenStep = step
        show(session().state())
    }

    fun undo() = command { it.undo() }

    fun redo() = command { it.redo() }

    fun endTurn(): Boolean {
        chosenStep = null
        return command { it.endTurn() }
    }

    fun secondPart() = command { it.secondPart() }

    fun startEndGame() = command { it.startEndGame() }

    fun finish() = command { it.finish() }

    fun reopen() = command { it.reopen() }

    fun placeRobber(owner: String, space: Int) = command { it.placeRobber(owner, space.toUByte()) }

    fun chooseRobberVictim(victim: String) = command { it.chooseRobberVictim(victim) }

    fun correct(player: String, points: Long, reason: String, figure: Int?) =
        command { it.correct(player, points, reason, figure?.toUInt()) }

    fun dismissMessage() {
        val current = state.value
        if (current is ScoreboardUiState.Ready) mutableState.value = current.copy(message = null)
    }

    /** Called by the forms after they changed the game. */
    fun refresh() = show(session().state())

    /** The robber placement sheet: for each player, the spaces their robber may take. */
    fun robberPlacement(): List<RobberPlacementUi> {
        val ready = state.value as? ScoreboardUiState.Ready ?: return emptyList()
        return ready.players.map { owner ->
            val spaces = ready.players.filter { it.id != owner.id }.flatMap { p -> p.figures.map { it.space } }.distinct().sorted()
            RobberPlacementUi(owner, spaces)
        }
    }

    /** A form for a feature or event button. */
    fun form(button: ItemButton): ScoringFormPresenter {
        val ready = state.value as ScoreboardUiState.Ready
        return if (button.kind == ItemKind.FEATURE) {
            ScoringFormPresenter.feature(session(), button.key, button.name, endOfGame = ready.phase != Phase.PLAYING)
        } else {
            ScoringFormPresenter.event(session(), button.key, button.name, ready.selectedStep.step)
        }
    }

    /** The dispatch prompt's presenter, when one is pending. */
    fun dispatch(): DispatchPresenter? {
        val pending = (state.value as? ScoreboardUiState.Ready)?.pending as? PendingUi.Dispatch ?: return null
        return DispatchPresenter(session(), pending)
    }
}
