// A scoring form: one feature or event, or a round of several ("another feature
// completed by this tile"), drawn from the core's forms; on every change the core
// previews the round (or, editing a past entry, what the edit would change), and the
// draft is saved in the SavedStateHandle so that it survives process death. Submit
// sends one command: the item's own, a ScoreRound, or an Edit of the entry.
package app.tally.feature.scoring

import androidx.lifecycle.SavedStateHandle
import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import app.tally.core.Command
import app.tally.core.ErrorCode
import app.tally.core.Form
import app.tally.core.When
import app.tally.data.OpenGame
import app.tally.data.TallyCore
import app.tally.data.reason
import app.tally.designsystem.form.FormValues
import app.tally.ffi.TallyException
import app.tally.ffi.steps
import app.tally.navigation.ScoringRoute
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.launch
import kotlinx.serialization.json.Json

class ScoringViewModel(
    private val core: TallyCore,
    private val route: ScoringRoute,
    private val handle: SavedStateHandle,
) : ViewModel() {
    private val state = MutableStateFlow<ScoringUiState>(ScoringUiState.Loading)
    val uiState: StateFlow<ScoringUiState> = state.asStateFlow()
    private var game: OpenGame? = null
    private val forms = HashMap<String, Form>()
    private var draft = RoundDraft(emptyList())
    /** Editing: the moment the edited entry's features count at (its forms are that moment's). */
    private var editMoment: When? = null

    init {
        viewModelScope.launch {
            val open = core.games.acquire(route.gameId).getOrElse {
                state.value = ScoringUiState.Failed(it.reason())
                return@launch
            }
            game = open
            val loaded = core.work.call { load(open) }
            loaded.onFailure { state.value = ScoringUiState.Failed(it.reason()) }.onSuccess { show(open) }
        }
    }

    override fun onCleared() {
        if (game != null) core.work.launch { core.games.release(route.gameId) }
    }

    /** The saved draft, or the route's item, or the edited entry's command (on the core's dispatcher). */
    private fun load(open: OpenGame) {
        val saved = handle.get<String>(DRAFT)?.let { Json.decodeFromString(RoundDraft.serializer(), it) }
        route.editSeq?.let { seq ->
            editMoment = open.session.entryMoment(seq.toULong())
            if (saved == null) {
                draft = RoundDraft.of(open.session.commandOf(seq.toULong())) { formOf(open, it) }
                    ?: throw IllegalStateException("entry $seq is not a scoring")
            }
        }
        draft = saved ?: if (route.editSeq != null) draft else RoundDraft(
            listOf(
                route.feature?.let { ItemDraft(true, it) }
                    ?: ItemDraft(false, checkNotNull(route.event), step = route.step?.let { code -> steps().first { it.code == code }.step.name }),
            ),
        )
        draft.items.forEach { formOf(open, it) }
    }

    private fun formOf(open: OpenGame, item: ItemDraft): Form = forms.getOrPut(formKey(item)) {
        if (item.isFeature) open.session.featureForm(item.key, item.moment?.let { When.valueOf(it) } ?: editMoment)
        else open.session.eventForm(item.key)
    }

    private fun formKey(item: ItemDraft) = (if (item.isFeature) "feature:" else "event:") + item.key

    /** Reads what the round would give and draws it (on the core's dispatcher). */
    private suspend fun show(open: OpenGame, error: String? = null) {
        handle[DRAFT] = Json.encodeToString(RoundDraft.serializer(), draft)
        val snapshot = draft
        state.value = core.work.call {
            val table = open.table.value
            // editing: what may replace the entry (its moment's features and events)
            val scorable = route.editSeq?.let { open.session.replaceable(it.toULong()) } ?: open.session.scorable()
            val playerIds = table.players.map { it.id }
            val itemForms = snapshot.items.map { formOf(open, it) }
            val items = snapshot.items.mapIndexed { i, item ->
                val event = scorable.events.firstOrNull { !item.isFeature && it.key == item.key }
                val lockedInput = event?.activePlayerInput
                // the active player's input: shown prefilled with the active player, not changeable
                val values = lockedInput?.let { name ->
                    val field = itemForms[i].fields.first { it.name == name }
                    if (item.values.text(field) == null) item.values.withText(field, table.active) else item.values
                } ?: item.values
                RoundItemUi(
                    name = itemForms[i].name, form = itemForms[i], values = values,
                    locked = setOfNotNull(lockedInput),
                )
            }
            draft = snapshot.copy(items = snapshot.items.mapIndexed { i, item -> item.copy(values = items[i].values) })
            val command = draft.command(itemForms, playerIds)
            val editSeq = route.editSeq
            var problem: TallyException.Refused? = null
            val preview = if (editSeq == null) {
                try { open.session.preview(command) } catch (e: TallyException.Refused) { problem = e; null }
            } else null
            val change = if (editSeq != null) {
                try { open.session.previewChange(Command.Edit(editSeq.toULong(), command)) } catch (e: TallyException.Refused) { problem = e; null }
            } else null
            ScoringUiState.Ready(
                players = table.players, items = items, current = draft.current,
                addable = scorable.features,
                choosingAnother = (state.value as? ScoringUiState.Ready)?.choosingAnother ?: false,
                editSeq = editSeq, preview = preview, change = change,
                previewProblem = problem?.reason,
                nobodyScoresOffered = problem?.code == ErrorCode.NOBODY_SCORES || draft.nobodyScores,
                nobodyScores = draft.nobodyScores, figures = draft.figures, error = error,
            )
        }.getOrElse { ScoringUiState.Failed(it.reason()) }
    }

    private fun change(body: (RoundDraft) -> RoundDraft) {
        val open = game ?: return
        draft = body(draft)
        viewModelScope.launch { show(open) }
    }

    fun setValues(values: FormValues) = change { it.withValues(it.current, values) }

    fun selectItem(index: Int) = change { it.copy(current = index) }

    fun removeItem(index: Int) = change { if (it.items.size > 1) it.removing(index) else it }

    fun chooseFigure(player: String, figure: Int) = change { it.copy(figures = it.figures + (player to figure)) }

    fun setNobodyScores(on: Boolean) = change { it.copy(nobodyScores = on) }

    /** Shows or hides the list of features to add. */
    fun chooseAnother(open: Boolean) {
        (state.value as? ScoringUiState.Ready)?.let { state.value = it.copy(choosingAnother = open) }
    }

    /** "Another feature completed by this tile": adds it to the round. */
    fun addFeature(key: String) {
        (state.value as? ScoringUiState.Ready)?.let { state.value = it.copy(choosingAnother = false) }
        val open = game ?: return
        viewModelScope.launch {
            core.work.call { formOf(open, ItemDraft(true, key)) }
            draft = draft.adding(ItemDraft(true, key))
            show(open)
        }
    }

    /** Scores the round (or edits the entry); the screen closes when it is accepted. */
    fun submit() {
        val open = game ?: return
        viewModelScope.launch {
            val forms = draft.items.map { formOf(open, it) }
            val command = draft.command(forms, open.table.value.players.map { it.id })
            val sent = route.editSeq?.let { Command.Edit(it.toULong(), command) } ?: command
            open.execute(sent).fold(
                {
                    handle.remove<String>(DRAFT)
                    (state.value as? ScoringUiState.Ready)?.let { state.value = it.copy(done = true, error = null) }
                },
                { show(open, it.reason()) },
            )
        }
    }

    companion object {
        /** The SavedStateHandle key of the draft. */
        const val DRAFT = "scoring.draft"
    }
}
