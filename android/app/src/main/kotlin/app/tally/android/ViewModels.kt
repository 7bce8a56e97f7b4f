// The ViewModels: each wraps one plain-Kotlin presenter (app.tally.presentation) and
// exposes its StateFlow<XUiState>; events are plain methods, run off the main thread
// because every command writes to SQLite. Screens with a game read its id from the
// SavedStateHandle (the navigation argument), so they reload after process death.
// Each opens the game with store.resume, which hands every screen of an open game the
// same core session (a form's command is the scoreboard's too), and lets go of its
// handle when it is cleared.
package app.tally.android

import androidx.lifecycle.SavedStateHandle
import androidx.lifecycle.ViewModel
import androidx.lifecycle.ViewModelProvider
import androidx.lifecycle.createSavedStateHandle
import androidx.lifecycle.viewModelScope
import androidx.lifecycle.viewmodel.initializer
import androidx.lifecycle.viewmodel.viewModelFactory
import app.tally.core.Colour
import app.tally.core.Edition
import app.tally.core.Step
import app.tally.presentation.DispatchPresenter
import app.tally.presentation.DispatchTile
import app.tally.presentation.EndGamePresenter
import app.tally.presentation.GameDetailPresenter
import app.tally.presentation.HistoryPresenter
import app.tally.presentation.HomePresenter
import app.tally.presentation.toUi
import app.tally.presentation.NewGamePresenter
import app.tally.presentation.PendingUi
import app.tally.presentation.PlayersPresenter
import app.tally.presentation.ResultsPresenter
import app.tally.presentation.ScoreboardPresenter
import app.tally.presentation.ScoreboardUiState
import app.tally.presentation.ScoringFormPresenter
import app.tally.presentation.SettingsPresenter
import app.tally.presentation.StatisticsPresenter
import app.tally.core.ItemKind
import app.tally.core.Prompt
import app.tally.core.GameSession
import app.tally.core.TallyStore
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.launch
import kotlinx.coroutines.withContext

const val GAME_ID = "gameId"
const val ITEM_KEY = "key"
const val ITEM_KIND = "kind"
const val ITEM_NAME = "name"
const val ITEM_STEP = "step"
const val END_OF_GAME = "endOfGame"

/** Runs presenter work off the main thread, one piece at a time (taps stay in order). */
abstract class TallyViewModel : ViewModel() {
    private val worker = Dispatchers.IO.limitedParallelism(1)

    protected fun io(body: () -> Unit) {
        viewModelScope.launch(worker) { body() }
    }

    /** Work off the main thread whose result is used on it. */
    protected fun <T> io(body: () -> T, then: (T) -> Unit) {
        viewModelScope.launch { then(withContext(worker) { body() }) }
    }
}

class HomeViewModel(store: TallyStore) : TallyViewModel() {
    private val presenter = HomePresenter(store)
    val uiState = presenter.state
    fun refresh() = io { presenter.reload() }
}

class NewGameViewModel(store: TallyStore) : TallyViewModel() {
    private val presenter = NewGamePresenter(store)
    val uiState = presenter.state
    fun addRoster(id: Long) = presenter.addRosterPlayer(id)
    fun addNew(name: String) = presenter.addNewPlayer(name)
    fun remove(index: Int) = presenter.removeSeat(index)
    fun moveUp(index: Int) = presenter.moveUp(index)
    fun colour(index: Int, colour: Colour) = presenter.setColour(index, colour)
    fun edition(edition: Edition) = presenter.selectEdition(edition)
    fun expansion(key: String) = presenter.toggleExpansion(key)
    fun component(key: String) = presenter.toggleComponent(key)
    fun preset(key: String) = io { presenter.applyPreset(key) }
    fun variant(key: String, value: String) = presenter.setVariant(key, value)
    fun start() = io { presenter.start() }
}

/** A screen of one open game: its session, closed with the ViewModel. */
abstract class GameViewModel(store: TallyStore, handle: SavedStateHandle) : TallyViewModel() {
    val gameId: Long = checkNotNull(handle.get<Long>(GAME_ID))
    protected val session: GameSession = store.resume(gameId)

    override fun onCleared() = session.close()
}

class ScoreboardViewModel(store: TallyStore, handle: SavedStateHandle) : TallyViewModel() {
    val gameId: Long = checkNotNull(handle.get<Long>(GAME_ID))
    private val presenter = ScoreboardPresenter(store, gameId)
    val uiState = presenter.state
    fun refresh() = io { presenter.refresh() }
    fun undo() = io { presenter.undo() }
    fun redo() = io { presenter.redo() }
    fun endTurn() = io { presenter.endTurn() }
    fun secondPart() = io { presenter.secondPart() }
    fun startEndGame() = io { presenter.startEndGame() }
    fun selectStep(step: Step) = io { presenter.selectStep(step) }
    fun placeRobber(owner: String, space: Int) = io { presenter.placeRobber(owner, space) }
    fun chooseVictim(victim: String) = io { presenter.chooseRobberVictim(victim) }
    fun correct(player: String, points: Long, reason: String, figure: Int?) = io { presenter.correct(player, points, reason, figure) }
    fun dismissMessage() = presenter.dismissMessage()
    fun robberPlacement() = presenter.robberPlacement()
    val selectedStep: Step? get() = (uiState.value as? ScoreboardUiState.Ready)?.selectedStep?.step

    override fun onCleared() = presenter.close()
}

class ScoringFormViewModel(store: TallyStore, handle: SavedStateHandle) : GameViewModel(store, handle) {
    private val key: String = checkNotNull(handle[ITEM_KEY])
    private val name: String = handle[ITEM_NAME] ?: key
    private val presenter = if (handle.get<String>(ITEM_KIND) == ItemKind.FEATURE.name) {
        ScoringFormPresenter.feature(session, key, name, endOfGame = handle.get<Boolean>(END_OF_GAME) ?: false)
    } else {
        ScoringFormPresenter.event(session, key, name, handle.get<String>(ITEM_STEP)?.let { Step.valueOf(it) })
    }
    val uiState = presenter.state
    fun number(field: String, value: Long) = io { presenter.setNumber(field, value) }
    fun text(field: String, value: String?) = io { presenter.setText(field, value) }
    fun playerNumber(field: String, player: String, value: Long) = io { presenter.setPlayerNumber(field, player, value) }
    fun figure(player: String, figure: Int?) = io { presenter.setFigure(player, figure) }
    fun submit() = io { presenter.submit() }
}

class DispatchViewModel(store: TallyStore, handle: SavedStateHandle) : GameViewModel(store, handle) {
    /** Null when no dispatch is pending (it was resolved meanwhile). */
    private val presenter: DispatchPresenter? = run {
        val state = session.state()
        val prompt = state.pending as? Prompt.Dispatch ?: return@run null
        val player = state.players.first { it.id == prompt.player }.toUi(state.activePlayer)
        DispatchPresenter(session, PendingUi.Dispatch(player, prompt.figure.toInt(), prompt.space.toInt()))
    }
    val uiState = presenter?.state
    fun tile(tile: DispatchTile) = io { presenter?.selectTile(tile) }
    fun count(count: Long) = io { presenter?.setCount(count) }
    fun figure(figure: Int?) = presenter?.setFigure(figure)
    fun meepleFeature(key: String) = io { presenter?.selectMeepleFeature(key) }
    fun number(field: String, value: Long) = io { presenter?.setNumber(field, value) }
    fun text(field: String, value: String?) = io { presenter?.setText(field, value) }
    fun playerNumber(field: String, player: String, value: Long) = io { presenter?.setPlayerNumber(field, player, value) }
    fun resolve() = io { presenter?.resolve() }
}

class EndGameViewModel(store: TallyStore, handle: SavedStateHandle) : GameViewModel(store, handle) {
    private val presenter = EndGamePresenter(session)
    val uiState = presenter.state
    init {
        io { presenter.begin() }
    }
    fun refresh() = io { presenter.refresh() }
    fun goTo(index: Int) = io { presenter.goTo(index) }
    fun next() = io { presenter.next() }
    fun previous() = io { presenter.previous() }
    fun finish() = io { presenter.finish() }
    /** The current item as a form route's arguments. */
    fun current() = presenter.state.value.current
}

class ResultsViewModel(store: TallyStore, handle: SavedStateHandle) : TallyViewModel() {
    private val presenter = ResultsPresenter(store, checkNotNull(handle.get<Long>(GAME_ID)))
    val uiState = presenter.state
    fun refresh() = io { presenter.reload() }
}

class HistoryViewModel(store: TallyStore) : TallyViewModel() {
    private val presenter = HistoryPresenter(store)
    val uiState = presenter.state
    fun finishedOnly(only: Boolean) = io { presenter.showFinishedOnly(only) }
    fun refresh() = io { presenter.reload() }
}

class GameDetailViewModel(store: TallyStore, handle: SavedStateHandle) : TallyViewModel() {
    private val presenter = GameDetailPresenter(store, checkNotNull(handle.get<Long>(GAME_ID)))
    val uiState = presenter.state
}

class StatisticsViewModel(store: TallyStore) : TallyViewModel() {
    private val presenter = StatisticsPresenter(store)
    val uiState = presenter.state
}

class PlayersViewModel(store: TallyStore) : TallyViewModel() {
    private val presenter = PlayersPresenter(store)
    val uiState = presenter.state
    fun add(name: String, colour: Colour) = io { presenter.add(name, colour) }
    fun recolour(id: Long, colour: Colour) = io { presenter.recolour(id, colour) }
}

class SettingsViewModel(store: TallyStore) : TallyViewModel() {
    private val presenter = SettingsPresenter(store)
    val uiState = presenter.state
    fun export(deliver: (String) -> Unit) = io({ presenter.exportAll() }) { json -> json?.let(deliver) }
    fun import(json: String) = io { presenter.import(json) }
}

/** Builds every ViewModel from the application's store. */
fun tallyViewModels(app: TallyApplication): ViewModelProvider.Factory = viewModelFactory {
    initializer { HomeViewModel(app.store) }
    initializer { NewGameViewModel(app.store) }
    initializer { ScoreboardViewModel(app.store, createSavedStateHandle()) }
    initializer { ScoringFormViewModel(app.store, createSavedStateHandle()) }
    initializer { DispatchViewModel(app.store, createSavedStateHandle()) }
    initializer { EndGameViewModel(app.store, createSavedStateHandle()) }
    initializer { ResultsViewModel(app.store, createSavedStateHandle()) }
    initializer { HistoryViewModel(app.store) }
    initializer { GameDetailViewModel(app.store, createSavedStateHandle()) }
    initializer { StatisticsViewModel(app.store) }
    initializer { PlayersViewModel(app.store) }
    initializer { SettingsViewModel(app.store) }
}
