// The scoreboard of one open game: combines the open game's table and log (applied
// from the core's updates) with the screen's own choices; every command goes through
// the open game on the core's dispatcher, and a refusal becomes the message.
package app.tally.feature.scoreboard

import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import app.tally.core.Command
import app.tally.core.LogItem
import app.tally.core.Prompt
import app.tally.core.Step
import app.tally.core.TableSummary
import app.tally.data.OpenGame
import app.tally.data.TallyCore
import app.tally.data.reason
import app.tally.ffi.steps
import kotlinx.coroutines.ExperimentalCoroutinesApi
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.flow.combine
import kotlinx.coroutines.flow.mapLatest
import kotlinx.coroutines.flow.update
import kotlinx.coroutines.launch

private data class Choices(
    val step: Step? = null,
    val panel: Panel? = null,
    val robberOwner: String? = null,
    val correction: CorrectionDraft = CorrectionDraft(),
    val stealFigure: Int? = null,
    val message: String? = null,
)

@OptIn(ExperimentalCoroutinesApi::class)
class ScoreboardViewModel(private val core: TallyCore, val gameId: Long) : ViewModel() {
    private val state = MutableStateFlow<ScoreboardUiState>(ScoreboardUiState.Loading)
    val uiState: StateFlow<ScoreboardUiState> = state.asStateFlow()
    private val choices = MutableStateFlow(Choices())
    private var game: OpenGame? = null

    init {
        viewModelScope.launch {
            core.games.acquire(gameId).fold(
                { open ->
                    game = open
                    combine(open.table, open.recentLog, choices) { table, log, chosen -> Triple(table, log, chosen) }
                        .mapLatest { (table, log, chosen) -> build(open, table, log.firstOrNull(), chosen) }
                        .collect { state.value = it }
                },
                { state.value = ScoreboardUiState.Failed(it.reason()) },
            )
        }
    }

    override fun onCleared() {
        if (game != null) core.work.launch { core.games.release(gameId) }
    }

    private suspend fun build(open: OpenGame, table: TableSummary, last: LogItem?, chosen: Choices): ScoreboardUiState =
        core.work.call {
            val scorable = open.session.scorable()
            val eventSteps = steps().filter { step -> scorable.events.any { step.step in it.steps } }
            val selected = eventSteps.firstOrNull { it.step == chosen.step } ?: eventSteps.firstOrNull { it.step == table.step }
                ?: eventSteps.firstOrNull()
            val correctionPreview = chosen.correction.takeIf { it.player != null && it.points != 0L && chosen.panel == Panel.CORRECTION }
                ?.let { runCatching { open.session.preview(correctionOf(it)) }.getOrNull() }
            val stealPreview = (table.pending as? Prompt.RobberChoice)?.let { prompt ->
                runCatching { open.session.preview(Command.ChooseRobberVictim(prompt.candidates.first().player, null)) }.getOrNull()
            }
            ScoreboardUiState.Ready(
                table = table,
                scorable = scorable,
                lastEntry = last,
                eventSteps = eventSteps,
                selectedStep = selected,
                events = scorable.events.filter { selected != null && selected.step in it.steps },
                panel = chosen.panel,
                robberOwner = chosen.robberOwner,
                correction = chosen.correction,
                correctionPreview = correctionPreview,
                stealPreview = stealPreview,
                stealFigure = chosen.stealFigure,
                message = chosen.message,
            )
        }.getOrElse { ScoreboardUiState.Failed(it.reason()) }

    private fun correctionOf(draft: CorrectionDraft) =
        Command.Correct(checkNotNull(draft.player), draft.points, draft.reason, draft.figure?.toUInt())

    /** Runs a command; a refusal becomes the message and nothing else changes. */
    private fun command(command: Command, after: (Choices) -> Choices = { it }) {
        val open = game ?: return
        viewModelScope.launch {
            open.execute(command).fold(
                { choices.update { after(it).copy(message = null) } },
                { error -> choices.update { it.copy(message = error.reason()) } },
            )
        }
    }

    fun undo() = command(Command.Undo)

    fun redo() = command(Command.Redo)

    fun endTurn() = command(Command.EndTurn) { it.copy(step = null) }

    fun secondPart() = command(Command.SecondPart)

    fun startEndGame() = command(Command.StartEndGame)

    fun reopen() = command(Command.Reopen)

    fun selectStep(step: Step) = choices.update { it.copy(step = step) }

    fun dismissMessage() = choices.update { it.copy(message = null) }

    fun openPanel(panel: Panel?) = choices.update { it.copy(panel = if (it.panel == panel) null else panel) }

    fun chooseRobberOwner(owner: String) = choices.update { it.copy(robberOwner = owner) }

    fun placeRobber(space: UInt) {
        val owner = choices.value.robberOwner ?: return
        command(Command.PlaceRobber(owner, space)) { it.copy(panel = null, robberOwner = null) }
    }

    fun chooseStealFigure(figure: Int) = choices.update { it.copy(stealFigure = figure) }

    fun chooseRobberVictim(victim: String) =
        command(Command.ChooseRobberVictim(victim, choices.value.stealFigure?.toUInt())) { it.copy(stealFigure = null) }

    fun editCorrection(draft: CorrectionDraft) = choices.update { it.copy(correction = draft) }

    fun applyCorrection() {
        val draft = choices.value.correction
        if (draft.player == null) return
        command(correctionOf(draft)) { it.copy(panel = null, correction = CorrectionDraft()) }
    }

    /** The app came back to the foreground: another writer may have moved the game on. */
    fun refresh() {
        val open = game ?: return
        viewModelScope.launch { open.refresh() }
    }
}
