// The dispatch prompt: reads the pending dispatch (the table's prompt) and the tiles
// (the catalogue's, read once when the game opened), builds
// the choice from the tile's form (a count, a feature's end-of-game form, a meeple's
// feature), previews it on every change, and resolves it with the figure chosen.
package app.tally.feature.dispatch

import androidx.lifecycle.SavedStateHandle
import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import app.tally.core.Command
import app.tally.core.DispatchChoice
import app.tally.core.Form
import app.tally.core.LogChange
import app.tally.core.Prompt
import app.tally.core.TileForm
import app.tally.data.OpenGame
import app.tally.data.TallyCore
import app.tally.data.reason
import app.tally.ffi.TallyException
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.launch
import kotlinx.serialization.json.Json

class DispatchViewModel(private val core: TallyCore, private val gameId: Long, private val handle: SavedStateHandle) : ViewModel() {
    private val state = MutableStateFlow<DispatchUiState>(DispatchUiState.Loading)
    val uiState: StateFlow<DispatchUiState> = state.asStateFlow()
    private var game: OpenGame? = null
    private var draft = handle.get<String>(DRAFT)?.let { Json.decodeFromString(DispatchDraft.serializer(), it) } ?: DispatchDraft()
    private val forms = HashMap<String, Form>()

    init {
        viewModelScope.launch {
            core.games.acquire(gameId).fold({ game = it; show(it) }, { state.value = DispatchUiState.Failed(it.reason()) })
        }
    }

    override fun onCleared() {
        if (game != null) core.work.launch { core.games.release(gameId) }
    }

    private suspend fun show(open: OpenGame, error: String? = null) {
        handle[DRAFT] = Json.encodeToString(DispatchDraft.serializer(), draft)
        state.value = core.work.call {
            val table = open.table.value
            val prompt = table.pending as? Prompt.Dispatch ?: return@call DispatchUiState.NotPending
            val options = DispatchOptions(prompt.player, prompt.figure, prompt.space, table.moment, open.catalogue.dispatchTiles)
            if (draft.tile == null) draft = draft.copy(tile = options.tiles.first().key)
            val form = featureFormOf(open, options)
            val choice = choiceOf(options, form)
            var problem: String? = null
            val preview = try {
                (open.session.previewChange(Command.ResolveDispatch(choice, draft.figure)).change as? LogChange.Push)?.item
            } catch (e: TallyException.Refused) {
                problem = e.reason
                null
            }
            DispatchUiState.Ready(options, open.table.value.players, draft, form, preview, problem, error)
        }.getOrElse { DispatchUiState.Failed(it.reason()) }
    }

    private fun tileOf(options: DispatchOptions) = options.tiles.first { it.key == draft.tile }

    /** The feature a tile scores, if it scores one. */
    private fun featureFormOf(open: OpenGame, options: DispatchOptions): Form? {
        val key = when (val form = tileOf(options).form) {
            is TileForm.Smallest -> form.feature.key
            is TileForm.Meeple -> draft.feature ?: form.features.firstOrNull()?.key
            else -> null
        } ?: return null
        return forms.getOrPut(key) { open.session.featureForm(key, options.moment) }
    }

    private fun choiceOf(options: DispatchOptions, featureForm: Form?): DispatchChoice {
        val tile = tileOf(options)
        val ids = open().table.value.players.map { it.id }
        return when (val form = tile.form) {
            is TileForm.Fixed -> DispatchChoice(tile = tile.key, inputs = emptyMap())
            is TileForm.Count -> DispatchChoice(tile = tile.key, count = draft.values.number(form.field), inputs = emptyMap())
            is TileForm.Smallest -> DispatchChoice(tile = tile.key, inputs = featureForm?.let { draft.values.inputs(it) }.orEmpty())
            is TileForm.Meeple -> DispatchChoice(
                tile = tile.key, feature = featureForm?.key, inputs = featureForm?.let { draft.values.inputs(it) }.orEmpty(),
                players = featureForm?.let { draft.values.players(it, ids) }.orEmpty(),
            )
        }
    }

    private fun open(): OpenGame = checkNotNull(game)

    private fun change(body: (DispatchDraft) -> DispatchDraft) {
        val open = game ?: return
        draft = body(draft)
        viewModelScope.launch { show(open) }
    }

    fun chooseTile(key: String) = change { DispatchDraft(tile = key, figure = it.figure) }

    fun chooseFeature(key: String) = change { it.copy(feature = key, values = app.tally.designsystem.form.FormValues()) }

    fun setValues(values: app.tally.designsystem.form.FormValues) = change { it.copy(values = values) }

    fun chooseFigure(figure: UInt) = change { it.copy(figure = figure) }

    fun resolve() {
        val open = game ?: return
        val ready = state.value as? DispatchUiState.Ready ?: return
        viewModelScope.launch {
            val choice = choiceOf(ready.options, ready.featureForm)
            open.execute(Command.ResolveDispatch(choice, draft.figure)).fold(
                {
                    handle.remove<String>(DRAFT)
                    state.value = ready.copy(done = true)
                },
                { show(open, it.reason()) },
            )
        }
    }

    companion object {
        const val DRAFT = "dispatch.draft"
    }
}
