// The scoreboard of one open game: combines the open game's table and log (applied
// from the core's updates) with the screen's own choices; every command goes through
// the open game on the core's dispatcher, and a refusal becomes the message.
package app.tally.feature.scoreboard

import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import app.tally.core.Command
import app.tally.core.LogChange
import app.tally.core.LogItem
import app.tally.core.Prompt
import app.tally.core.Step
import app.tally.core.TableSummary
import app.tally.data.OpenGame
import app.tally.data.TallyCore
import app.tally.data.reason
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
    val stealFigure: UInt? = null,
    val message: String? = null,
    val notice: Notice? = null,
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
                    var before: TableSummary? = null
                    combine(open.table, open.recentLog, choices) { table, log, chosen ->
                        passedLap(before, table)?.let { passed -> choices.update { it.copy(notice = passed) } }
                        before = table
                        Triple(table, log, chosen)
                    }
                        .mapLatest { (table, log, chosen) -> build(open, table, log.take(RECENT_ENTRIES), chosen) }
                        .collect { state.value = it }
                },
                { state.value = ScoreboardUiState.Failed(it.reason()) },
            )
        }
    }

    override fun onCleared() {
        if (game != null) core.work.launch { core.games.release(gameId) }
    }

    private suspend fun build(open: OpenGame, table: TableSummary, recent: List<LogItem>, chosen: Choices): ScoreboardUiState =
        core.work.call {
            val catalogue = open.catalogue
            val scorable = table.scorable
            val eventInfo = scorable.events.mapNotNull { event -> catalogue.events.firstOrNull { it.key == event.key }?.let { event to it } }
            val eventSteps = catalogue.steps.filter { step -> eventInfo.any { (_, info) -> step.step in info.steps } }
            val selected = eventSteps.firstOrNull { it.step == chosen.step } ?: eventSteps.firstOrNull { it.step == table.step }
                ?: eventSteps.firstOrNull()
            val correctionPreview = chosen.correction.takeIf { it.player != null && it.points != 0L && chosen.panel == Panel.CORRECTION }
                ?.let { previewOf(open, correctionOf(it)) }
            val stealPreview = (table.pending as? Prompt.RobberChoice)?.let { prompt ->
                previewOf(open, Command.ChooseRobberVictim(prompt.candidates.first().player, null))
            }
            ScoreboardUiState.Ready(
                table = table,
                step = catalogue.steps.firstOrNull { it.step == table.step },
                features = scorable.features.map { key ->
                    ScorableFeature(key, catalogue.features.firstOrNull { it.info.key == key }?.info?.name ?: key)
                },
                recentEntries = recent.map { entryOf(open, it) },
                eventSteps = eventSteps,
                selectedStep = selected,
                events = eventInfo.filter { (_, info) -> selected != null && selected.step in info.steps }
                    .map { (event, info) -> ScorableEventUi(event.key, info.name, event.refused, info.steps.size > 1) },
                panel = chosen.panel,
                robberOwner = chosen.robberOwner,
                correction = chosen.correction,
                correctionPreview = correctionPreview,
                stealPreview = stealPreview,
                stealFigure = chosen.stealFigure,
                message = chosen.message,
                notice = chosen.notice,
            )
        }.getOrElse { ScoreboardUiState.Failed(it.reason()) }

    /** [item] as the scoreboard names it: its step's code and its title (the item's name, else the core's summary). */
    private fun entryOf(open: OpenGame, item: LogItem): RecentEntry {
        val catalogue = open.catalogue
        val name = item.subject?.let { key ->
            catalogue.features.firstOrNull { it.info.key == key }?.info?.name ?: catalogue.events.firstOrNull { it.key == key }?.name
        }
        return RecentEntry(item, catalogue.steps.firstOrNull { it.step == item.step }?.code.orEmpty(), name ?: item.summary)
    }

    /** The entry [command] would add, as the core previews it (nothing recorded); none when refused. */
    private fun previewOf(open: OpenGame, command: Command): LogItem? =
        runCatching { (open.session.previewChange(command).change as? LogChange.Push)?.item }.getOrNull()

    private fun correctionOf(draft: CorrectionDraft) =
        Command.Correct(checkNotNull(draft.player), draft.points, draft.reason, draft.figure)

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

    /** Takes back the newest entry and says which it was, as the core's update names it. */
    fun undo() = takeBackOrRedo(Command.Undo, Notice::Undone)

    /** Records the entry taken back again and says which it was. */
    fun redo() = takeBackOrRedo(Command.Redo, Notice::Redone)

    /** Runs an undo or a redo; the notice names the entry the log's change names (none after a reload). */
    private fun takeBackOrRedo(command: Command, notice: (RecentEntry?) -> Notice) {
        val open = game ?: return
        val held = open.recentLog.value
        viewModelScope.launch {
            open.execute(command).fold(
                { update ->
                    val entry = when (val change = update.change) {
                        is LogChange.Pop -> held.firstOrNull { it.seq == change.seq }
                        is LogChange.Push -> change.item
                        is LogChange.Replace -> change.changed.firstOrNull()
                        LogChange.Reload -> null
                    }
                    val said = notice(entry?.let { entryOf(open, it) }).takeIf { update.change != LogChange.Reload }
                    choices.update { it.copy(message = null, notice = said) }
                },
                { error -> choices.update { it.copy(message = error.reason()) } },
            )
        }
    }

    fun dismissNotice() = choices.update { it.copy(notice = null) }

    fun endTurn() = command(Command.EndTurn) { it.copy(step = null) }

    fun secondPart() = command(Command.SecondPart)

    fun startEndGame() = command(Command.StartEndGame) { it.copy(panel = null) }

    fun reopen() = command(Command.Reopen)

    fun selectStep(step: Step) = choices.update { it.copy(step = step) }

    fun dismissMessage() = choices.update { it.copy(message = null) }

    fun openPanel(panel: Panel?) = choices.update { it.copy(panel = if (it.panel == panel) null else panel) }

    fun chooseRobberOwner(owner: String) = choices.update { it.copy(robberOwner = owner) }

    fun placeRobber(space: UInt) {
        val owner = choices.value.robberOwner ?: return
        command(Command.PlaceRobber(owner, space)) { it.copy(panel = null, robberOwner = null) }
    }

    fun chooseStealFigure(figure: UInt) = choices.update { it.copy(stealFigure = figure) }

    fun chooseRobberVictim(victim: String) =
        command(Command.ChooseRobberVictim(victim, choices.value.stealFigure)) { it.copy(stealFigure = null) }

    fun editCorrection(draft: CorrectionDraft) = choices.update { it.copy(correction = draft) }

    fun applyCorrection() {
        val draft = choices.value.correction
        if (draft.player == null) return
        command(correctionOf(draft)) { it.copy(panel = null, correction = CorrectionDraft()) }
    }

    /** A figure that moved past a 50 since [before] (the newest lap of any player's figure); none after an undo. */
    private fun passedLap(before: TableSummary?, after: TableSummary): Notice.PassedLap? {
        if (before == null) return null
        return after.players.firstNotNullOfOrNull { player ->
            val earlier = before.players.firstOrNull { it.id == player.id } ?: return@firstNotNullOfOrNull null
            player.figures.zip(earlier.figures).withIndex().firstOrNull { (_, moved) -> moved.first.laps > moved.second.laps }
                ?.let { (index, moved) ->
                    val (now, then) = moved
                    val figure = index.takeIf { player.figures.size > 1 }
                    Notice.PassedLap(player.name, figure, now.laps * 50, now.tiles.hundreds > then.tiles.hundreds)
                }
        }
    }

    /** The app came back to the foreground: another writer may have moved the game on. */
    fun refresh() {
        val open = game ?: return
        viewModelScope.launch { open.refresh() }
    }
}
