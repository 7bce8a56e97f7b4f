// What survives the app being killed: every command is in the store, so a new
// process (a new store over the same file, new screens) resumes the game where it
// stopped and plays on; a half-filled scoring form is kept in the SavedStateHandle
// and a new ViewModel given that handle shows the same values.
package app.tally.screens

import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.hasContentDescription
import androidx.compose.ui.test.runComposeUiTest
import androidx.lifecycle.SavedStateHandle
import app.tally.designsystem.form.FormValues
import app.tally.feature.scoring.ScoringUiState
import app.tally.feature.scoring.ScoringViewModel
import app.tally.ffi.TallyStore
import app.tally.l10n.English
import app.tally.navigation.ScoringRoute
import app.tally.screens.Labels.HIGHWAYMEN
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
                increase(ROAD_TILES)
                increase(English.fieldOfPlayer(HIGHWAYMEN, "Ann"))
                tap(English.scoreIt)
                waitFor(hasContentDescription(English.playerRow("Ann", 3), substring = true))
            }
        }
        // A new process over the same database: the game is there, and goes on (2 more for Ann).
        runComposeUiTest {
            val core = testCore(TallyStore.open(path))
            showApp(core)
            reporting {
                waitForText(English.homeResume)
                tap(English.homeResumeButton)
                waitFor(hasContentDescription(English.playerRow("Ann", 3), substring = true))
                tap("Road")
                increase(English.fieldOfPlayer(HIGHWAYMEN, "Ann"))
                tap(English.scoreIt)
                waitFor(hasContentDescription(English.playerRow("Ann", 5), substring = true))
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
        val route = ScoringRoute(gameId, feature = "road")
        val handle = SavedStateHandle()
        val form = ScoringViewModel(core, route, handle)
        val before = form.ready().items.single()
        val tiles = before.form.fields.first { it.name == "tiles" }
        val followers = before.form.fields.first { it.name == "followers" }
        form.setValues(before.values.withNumber(tiles, 7).withPlayerNumber(followers, "blue", 1))
        runBlocking { withTimeout(15_000) { form.uiState.first { (it as? ScoringUiState.Ready)?.preview != null && it.items.single().values.number(tiles) == 7L } } }

        // The process dies; Android gives the new ViewModel what the handle held.
        val restored = SavedStateHandle(handle.keys().associateWith { handle.get<Any>(it) })
        val after = ScoringViewModel(testCore(core.store), route, restored).ready()
        val values: FormValues = after.items.single().values
        assertEquals(7L, values.number(tiles))
        assertEquals(1L, values.playerNumber(followers, "blue"))
        // road.base: 7 tiles, Ben alone: 7 points, previewed again from the restored draft
        assertEquals(listOf(7L), after.preview!!.awards.map { it.points })
    }
}
