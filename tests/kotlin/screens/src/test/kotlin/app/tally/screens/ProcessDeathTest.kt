// What survives the app being killed: every command is in the store, so a new
// process (a new store over the same file, new screens) resumes the game where it
// stopped and plays on; a half-filled scoring draft and a half-chosen dispatch (the
// core's drafts, as JSON; a dispatch's entry half edited too) and the history's
// filter are kept in the SavedStateHandle and a new ViewModel given that handle
// shows the same and plays on.
package app.tally.screens

import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.hasContentDescription
import androidx.compose.ui.test.runComposeUiTest
import androidx.lifecycle.SavedStateHandle
import app.tally.core.InputValue
import app.tally.core.ItemKind
import app.tally.feature.scoring.ScoringUiState
import app.tally.feature.history.HistoryUiState
import app.tally.feature.history.HistoryViewModel
import app.tally.feature.dispatch.DispatchUiState
import app.tally.feature.dispatch.DispatchViewModel
import app.tally.feature.scoring.ScoringViewModel
import app.tally.ffi.GameSession
import app.tally.ffi.TallyStore
import app.tally.navigation.ScoringRoute
import app.tally.screens.Labels.ROAD_TILES
import kotlinx.coroutines.flow.first
import kotlinx.coroutines.runBlocking
import kotlinx.coroutines.withTimeout
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.io.TempDir
import java.io.File

@OptIn(ExperimentalTestApi::class)
class ProcessDeathTest {
    @TempDir
    lateinit var dir: File

    @Test
    fun aKilledApp_resumesTheGameFromTheStore_andPlaysOn() {
        val path = File(dir, "tally.db").path
        // The first process: a road of 3 for Ann (road.base, 1 per tile), then it is killed.
        runComposeUiTest {
            val core = testCore(TallyStore.open(path))
            Games.base(core.store)
            showApp(core)
            reporting {
                tap(English.homeResumeButton)
                tap("Road")
                enter(ROAD_TILES, 3)
                tap(English.scoreIt)
                waitFor(scoreOf("Ann", 3))
            }
        }
        // A new process over the same database: the game is there, and goes on (2 more for Ann).
        runComposeUiTest {
            val core = testCore(TallyStore.open(path))
            showApp(core)
            reporting {
                waitForText(English.homeResume)
                tap(English.homeResumeButton)
                waitFor(scoreOf("Ann", 3))
                tap("Road")
                enter(ROAD_TILES, 2)
                tap(English.scoreIt)
                waitFor(scoreOf("Ann", 5))
            }
        }
    }

    private fun ScoringViewModel.ready(): ScoringUiState.Ready =
        runBlocking { withTimeout(15_000) { uiState.first { it is ScoringUiState.Ready } as ScoringUiState.Ready } }

    @Test
    fun aHalfFilledScoringForm_survivesProcessDeath_inItsSavedStateHandle() {
        useUnconfinedMain()
        val core = testCore()
        val gameId = Games.base(core.store)
        val route = ScoringRoute(gameId, ItemKind.FEATURE, key = "road")
        val handle = SavedStateHandle()
        val form = ScoringViewModel(core, route, handle)
        form.ready()
        // 7 tiles typed; Ann's highwayman (the core's starting value) taken off, Ben's put on
        form.set(0u, "tiles", null, InputValue.Int(7))
        form.adjust(0u, "followers", "red", -1)
        form.adjust(0u, "followers", "blue", 1)
        runBlocking {
            withTimeout(15_000) {
                form.uiState.first { state -> (state as? ScoringUiState.Ready)?.view?.preview?.awards?.map { it.player } == listOf("blue") }
            }
        }

        // The process dies; Android gives the new ViewModel what the handle held.
        val restored = SavedStateHandle(handle.keys().associateWith { handle.get<Any>(it) })
        val after = ScoringViewModel(testCore(core.store), route, restored).ready()
        val fields = after.view.items.single().fields.associateBy { it.field.name }
        assertEquals(InputValue.Int(7), fields.getValue("tiles").value)
        assertEquals(mapOf("red" to 0L, "blue" to 1L), fields.getValue("followers").players.associate { it.player to it.value })
        // road.base: 7 tiles, Ben alone: 7 points, previewed again from the restored draft
        assertEquals(listOf("blue" to 7L), after.view.preview!!.awards.map { it.player to it.points })
    }

    @Test
    fun theHistorysFilter_andAHalfChosenDispatch_surviveProcessDeath() {
        useUnconfinedMain()
        val core = testCore()
        val ann = core.store.addRosterPlayer("Ann", app.tally.core.Colour.RED)
        Games.base(core.store)
        val handle = SavedStateHandle()
        val history = HistoryViewModel(core, handle)
        history.showPlayer(ann.id)
        history.showFinished(true)
        runBlocking { withTimeout(15_000) { history.uiState.first { (it as? HistoryUiState.Ready)?.finished == true } } }
        val restored = HistoryViewModel(testCore(core.store), SavedStateHandle(handle.keys().associateWith { handle.get<Any>(it) }))
        val after = runBlocking { withTimeout(15_000) { restored.uiState.first { it is HistoryUiState.Ready } as HistoryUiState.Ready } }
        assertEquals(true, after.finished)
        assertEquals(ann.id, after.player)

        // a dispatch drawn (road.base 5 for Ann: her figure stops on dark space 5), its tile chosen, then the process dies
        val gameId = Games.messagesAndRobbers(core.store)
        core.store.resume(gameId).use { game ->
            annsRoadOf5(game)
        }
        val dispatchHandle = SavedStateHandle()
        val dispatch = DispatchViewModel(core, gameId, dispatchHandle)
        runBlocking { withTimeout(15_000) { dispatch.uiState.first { it is DispatchUiState.Ready } } }
        dispatch.chooseTile("knights")
        dispatch.setCount(3)
        runBlocking { withTimeout(15_000) { dispatch.uiState.first { (it as? DispatchUiState.Ready)?.dispatch?.count?.value == InputValue.Int(3) } } }
        // only the core's draft is kept, as its JSON
        assertEquals(listOf(DispatchViewModel.DRAFT), dispatchHandle.keys().toList())
        val restoredHandle = SavedStateHandle(dispatchHandle.keys().associateWith { dispatchHandle.get<Any>(it) })
        val again = DispatchViewModel(testCore(core.store), gameId, restoredHandle)
        val kept = runBlocking { withTimeout(15_000) { again.uiState.first { it is DispatchUiState.Ready } as DispatchUiState.Ready } }
        assertEquals("knights", kept.dispatch.tile)
        assertEquals(InputValue.Int(3), kept.dispatch.count?.value)
        // messages.dispatch.knights: 2 points per knight, 6 for Ann, previewed again from the restored draft
        assertEquals(listOf("red" to 6L), kept.view.preview!!.awards.map { it.player to it.points })
        // taken from the restored draft: Ann's first figure from 5 to 11
        again.resolve()
        runBlocking { withTimeout(15_000) { again.uiState.first { (it as? DispatchUiState.Ready)?.done == true } } }
        assertEquals(null, restoredHandle.get<String>(DispatchViewModel.DRAFT), "a resolved dispatch's draft is forgotten")
        core.store.resume(gameId).use { game ->
            assertEquals(listOf(11u, 0u), game.summary().players.first { it.id == "red" }.figures.map { it.space })
            assertEquals(null, game.summary().pending)
        }
    }

    @Test
    fun aHalfMadeEditOfADispatch_survivesProcessDeath() {
        useUnconfinedMain()
        val core = testCore()
        // Ann's road of 5 (road.base: her figure stops on dark space 5), answered with 3 knights (6: on 11)
        val gameId = Games.messagesAndRobbers(core.store)
        core.store.resume(gameId).use { game ->
            annsRoadOf5(game)
            var draft = game.startDraft(app.tally.core.DraftStart.Dispatch).draft
            draft = game.applyDraft(draft, app.tally.core.DraftAction.ChooseTile("knights", null)).draft
            game.submitDraft(game.applyDraft(draft, app.tally.core.DraftAction.SetCount(3)).draft)
        }
        // entry #2 edited: farmers chosen, 3 of them, then the process dies
        val handle = SavedStateHandle()
        val edit = DispatchViewModel(core, gameId, handle, editSeq = 2)
        runBlocking { withTimeout(15_000) { edit.uiState.first { (it as? DispatchUiState.Ready)?.dispatch?.tile == "knights" } } }
        edit.chooseTile("farmers")
        edit.setCount(3)
        runBlocking {
            withTimeout(15_000) {
                edit.uiState.first { (it as? DispatchUiState.Ready)?.dispatch?.let { d -> d.tile == "farmers" && d.count?.value == InputValue.Int(3) } == true }
            }
        }
        val restoredHandle = SavedStateHandle(handle.keys().associateWith { handle.get<Any>(it) })
        val again = DispatchViewModel(testCore(core.store), gameId, restoredHandle, editSeq = 2)
        val kept = runBlocking { withTimeout(15_000) { again.uiState.first { it is DispatchUiState.Ready } as DispatchUiState.Ready } }
        assertEquals(2L, kept.editSeq)
        assertEquals("farmers", kept.dispatch.tile)
        assertEquals(InputValue.Int(3), kept.dispatch.count?.value)
        // an edit previews its change, not a new entry: messages.dispatch.farmers, 2 each, 6 for Ann
        assertEquals(null, kept.view.preview)
        val changed = app.tally.feature.scoring.changedItems(kept.view.change!!).single { it.seq == 2uL }
        assertEquals(listOf("red" to 6L), changed.awards.map { it.player to it.points })
        again.resolve()
        runBlocking { withTimeout(15_000) { again.uiState.first { (it as? DispatchUiState.Ready)?.done == true } } }
        assertEquals(null, restoredHandle.get<String>(DispatchViewModel.DRAFT), "a saved edit's draft is forgotten")
        core.store.resume(gameId).use { game ->
            assertEquals("farmers", (game.commandOf(2uL) as app.tally.core.Command.ResolveDispatch).choice.tile)
            assertEquals(listOf(11u, 0u), game.summary().players.first { it.id == "red" }.figures.map { it.space })
        }
    }

    /** Ann's road of 5 (road.base), scored as the phone does: her figure stops on dark space 5 and a dispatch waits. */
    private fun annsRoadOf5(game: GameSession) {
        val draft = game.startDraft(app.tally.core.DraftStart.Item(ItemKind.FEATURE, "road", null)).draft
        game.submitDraft(game.applyDraft(draft, app.tally.core.DraftAction.Set(0u, "tiles", null, InputValue.Int(5))).draft)
    }
}
