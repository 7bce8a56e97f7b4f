// The dispatch prompt (Messages, reference 0.3.1): the player whose figure stopped on a
// dark space takes 2 points or one of the eight tiles' effects. Tiles that score a
// feature "as at the end" show that feature's end-of-game form. On every change the
// core previews what the choice would give (GameSession.previewDispatch).
package app.tally.presentation

import app.tally.core.DispatchChoice
import app.tally.core.GameSession
import app.tally.core.TallyException
import app.tally.core.featureSchema
import app.tally.core.features

/** The dispatch tiles, in the reference's order. */
enum class DispatchTile(val key: String, val feature: String?) {
    TWO_POINTS("two_points", null),
    SMALLEST_ROAD("smallest_road", "road"),
    SMALLEST_CITY("smallest_city", "city"),
    SMALLEST_CLOISTER("smallest_cloister", "cloister"),
    COATS_OF_ARMS("coats_of_arms", null),
    KNIGHTS("knights", null),
    FARMERS("farmers", null),
    EXTRA_TILE("extra_tile", null),
    SCORE_MEEPLE("score_meeple", null),
    ;

    val hasCount: Boolean get() = this == COATS_OF_ARMS || this == KNIGHTS || this == FARMERS
}

data class DispatchUiState(
    val prompt: PendingUi.Dispatch,
    val players: List<PlayerUi>,
    val tile: DispatchTile = DispatchTile.TWO_POINTS,
    val count: Long = 1,
    /** Score meeple: the feature, among those scorable at the end. */
    val meepleFeatures: List<ItemButton>,
    val meepleFeature: String?,
    /** The form of the smallest feature or the meeple's feature. */
    val form: FormModel?,
    /** Which of the player's figures moves (null: the core picks). */
    val figure: Int? = null,
    val figureCount: Int,
    /** What the choice would give now, from the core; null with [previewProblem] when it cannot. */
    val preview: BreakdownUi? = null,
    val previewProblem: String? = null,
    val resolved: Boolean = false,
    val error: String? = null,
)

class DispatchPresenter(private val session: GameSession, prompt: PendingUi.Dispatch) :
    Presenter<DispatchUiState>(initial(session, prompt)) {
    private val playerIds get() = state.value.players.map { it.id }

    init {
        mutableState.value = previewed(state.value)
    }

    fun selectTile(tile: DispatchTile) {
        val feature = tile.feature ?: if (tile == DispatchTile.SCORE_MEEPLE) state.value.meepleFeature else null
        change { it.copy(tile = tile, form = feature?.let(::formOf), error = null) }
    }

    fun selectMeepleFeature(key: String) = change { it.copy(meepleFeature = key, form = formOf(key)) }

    fun setCount(count: Long) = change { it.copy(count = count.coerceIn(0, 99)) }

    fun setFigure(figure: Int?) = update { it.copy(figure = figure) }

    fun setNumber(name: String, value: Long) = change { it.copy(form = it.form?.withNumber(name, value)) }

    fun setText(name: String, value: String?) = change { it.copy(form = it.form?.withText(name, value)) }

    fun setPlayerNumber(name: String, player: String, value: Long) =
        change { it.copy(form = it.form?.withPlayerNumber(name, player, value)) }

    /** Applies a change of the choice, then shows what the core says it would give. */
    private fun change(body: (DispatchUiState) -> DispatchUiState) {
        mutableState.value = previewed(body(state.value))
    }

    private fun previewed(s: DispatchUiState): DispatchUiState = try {
        s.copy(preview = breakdownOf(session.previewDispatch(choice(s)), s.players), previewProblem = null)
    } catch (error: TallyException) {
        s.copy(preview = null, previewProblem = error.reason())
    }

    private fun formOf(feature: String) = FormModel.of(featureSchema(session.ruleset(), feature, true), playerIds)

    fun choice(s: DispatchUiState = state.value): DispatchChoice {
        val inputs = s.form?.inputs().orEmpty()
        return when (s.tile) {
            DispatchTile.TWO_POINTS -> DispatchChoice.TwoPoints
            DispatchTile.SMALLEST_ROAD -> DispatchChoice.SmallestRoad(inputs)
            DispatchTile.SMALLEST_CITY -> DispatchChoice.SmallestCity(inputs)
            DispatchTile.SMALLEST_CLOISTER -> DispatchChoice.SmallestCloister(inputs)
            DispatchTile.COATS_OF_ARMS -> DispatchChoice.CoatsOfArms(s.count)
            DispatchTile.KNIGHTS -> DispatchChoice.Knights(s.count)
            DispatchTile.FARMERS -> DispatchChoice.Farmers(s.count)
            DispatchTile.EXTRA_TILE -> DispatchChoice.ExtraTile
            DispatchTile.SCORE_MEEPLE ->
                DispatchChoice.ScoreMeeple(s.meepleFeature ?: "road", inputs, s.form?.players(playerIds).orEmpty())
        }
    }

    /** Resolves the dispatch; false (with the reason shown) when refused. */
    fun resolve(): Boolean = try {
        session.resolveDispatch(choice(), state.value.figure?.toUInt())
        update { it.copy(resolved = true, error = null) }
        true
    } catch (error: TallyException) {
        update { it.copy(error = error.reason()) }
        false
    }

    private companion object {
        fun initial(session: GameSession, prompt: PendingUi.Dispatch): DispatchUiState {
            val state = session.state()
            val players = state.players.map { it.toUi(state.activePlayer) }
            val meeple = features(session.ruleset(), true).map { it.toButton() }
            return DispatchUiState(
                prompt = prompt, players = players, meepleFeatures = meeple, meepleFeature = meeple.firstOrNull()?.key,
                form = null, figureCount = prompt.player.figures.size,
            )
        }
    }
}
