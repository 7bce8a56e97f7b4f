// A scoring form: a feature (completed, or incomplete at the end) or an event, rendered
// from the core's schema, with the live breakdown the core previews on every change
// and, with Messages, which figure each player moves.
package app.tally.presentation

import app.tally.core.EventRecording
import app.tally.core.FeatureScoring
import app.tally.core.FigureChoice
import app.tally.core.GameSession
import app.tally.core.GameState
import app.tally.core.ScoreResult
import app.tally.core.Step
import app.tally.core.TallyException

data class ScoringFormUiState(
    val title: String,
    val key: String,
    val isFeature: Boolean,
    val endOfGame: Boolean,
    val step: StepUi?,
    val players: List<PlayerUi>,
    val form: FormModel,
    /** With Messages: the figure (0 or 1) each player moves; absent: the core picks. */
    val figures: Map<String, Int>,
    val messagesInPlay: Boolean,
    val preview: BreakdownUi?,
    val previewProblem: String?,
    val submitted: Boolean = false,
    val error: String? = null,
)

class ScoringFormPresenter private constructor(
    private val session: GameSession,
    initial: ScoringFormUiState,
) : Presenter<ScoringFormUiState>(initial) {
    init {
        recompute(initial)
    }

    private val playerIds get() = state.value.players.map { it.id }

    fun setNumber(name: String, value: Long) = recompute(state.value.copy(form = state.value.form.withNumber(name, value)))

    fun setToggle(name: String, on: Boolean) = setNumber(name, if (on) 1 else 0)

    fun setText(name: String, value: String?) = recompute(state.value.copy(form = state.value.form.withText(name, value)))

    fun setPlayerNumber(name: String, player: String, value: Long) =
        recompute(state.value.copy(form = state.value.form.withPlayerNumber(name, player, value)))

    fun setPlayerToggle(name: String, player: String, on: Boolean) = setPlayerNumber(name, player, if (on) 1 else 0)

    /** Which figure moves for `player` (null: let the core choose). */
    fun setFigure(player: String, figure: Int?) {
        val figures = if (figure == null) state.value.figures - player else state.value.figures + (player to figure)
        recompute(state.value.copy(figures = figures))
    }

    private fun figureChoices(s: ScoringFormUiState) = s.figures.map { (player, figure) -> FigureChoice(player, figure.toUInt()) }

    fun featureScoring(s: ScoringFormUiState = state.value) =
        FeatureScoring(s.key, s.endOfGame, s.form.inputs(), s.form.players(playerIds), figureChoices(s))

    fun eventRecording(s: ScoringFormUiState = state.value) =
        EventRecording(s.key, s.form.inputs(), s.form.players(playerIds), figureChoices(s), s.step?.step)

    private fun recompute(next: ScoringFormUiState) {
        mutableState.value = next
        val (preview, problem) = try {
            val score: ScoreResult =
                if (next.isFeature) session.previewFeature(featureScoring(next)) else session.previewEvent(eventRecording(next))
            breakdownOf(score, next.players) to null
        } catch (error: TallyException) {
            null to error.reason()
        }
        mutableState.value = next.copy(preview = preview, previewProblem = problem)
    }

    /** Scores the feature or records the event; false (with the reason shown) when refused. */
    fun submit(): Boolean = try {
        if (state.value.isFeature) session.scoreFeature(featureScoring()) else session.recordEvent(eventRecording())
        mutableState.value = state.value.copy(submitted = true, error = null)
        true
    } catch (error: TallyException) {
        mutableState.value = state.value.copy(error = error.reason())
        false
    }

    companion object {
        private fun players(state: GameState): List<PlayerUi> = state.players.map { it.toUi(state.activePlayer) }

        fun feature(session: GameSession, key: String, title: String, endOfGame: Boolean): ScoringFormPresenter {
            val state = session.state()
            val players = players(state)
            val specs = if (endOfGame) {
                app.tally.core.featureSchema(session.ruleset(), key, true)
            } else {
                session.featureSchema(key)
            }
            return ScoringFormPresenter(
                session,
                ScoringFormUiState(
                    title = title, key = key, isFeature = true, endOfGame = endOfGame, step = null, players = players,
                    form = FormModel.of(specs, players.map { it.id }), figures = emptyMap(),
                    messagesInPlay = state.twoFigures, preview = null, previewProblem = null,
                ),
            )
        }

        fun event(session: GameSession, key: String, title: String, step: Step?): ScoringFormPresenter {
            val state = session.state()
            val players = players(state)
            return ScoringFormPresenter(
                session,
                ScoringFormUiState(
                    title = title, key = key, isFeature = false, endOfGame = step == Step.END_OF_GAME,
                    step = step?.let(::stepUi), players = players,
                    form = FormModel.of(session.eventSchema(key), players.map { it.id }), figures = emptyMap(),
                    messagesInPlay = state.twoFigures, preview = null, previewProblem = null,
                ),
            )
        }
    }
}
