// Undo and redo from the scoreboard's top bar (the entry they took back or did again
// named in the snackbar, the scoreboard's last entries following), and a past entry edited and deleted
// from the timeline, the change shown before it is made. Points: road.base, 1 per tile.
package app.tally.screens

import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.hasContentDescription
import androidx.compose.ui.test.runComposeUiTest
import app.tally.screens.Labels.ROAD_TILES
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Test

@OptIn(ExperimentalTestApi::class)
class TimelineTest {
    private fun androidx.compose.ui.test.ComposeUiTest.seeScore(name: String, points: Long) =
        waitFor(scoreOf(name, points))

    private fun androidx.compose.ui.test.ComposeUiTest.scoreRoad(tiles: Int) {
        // the active player holds it: the core puts their highwayman on it
        tap("Road")
        enter(ROAD_TILES, tiles)
        waitForText("+$tiles")
        tap(English.scoreIt)
    }

    @Test
    fun undoAndRedo_takeBackAndRestoreTheLastEntry() = runComposeUiTest {
        val core = testCore()
        Games.base(core.store)
        showApp(core)
        reporting {
            tap(English.homeResumeButton)
            waitForText(English.lastEntries)
            waitForText(English.nothingRecorded)
            scoreRoad(3) // Ann's
            seeScore("Ann", 3)
            // the scoreboard's last entries: a completed feature is scored in step 3B
            waitForText("#1 Road")
            waitForText("Turn 1 · 3B")
            waitForText("Ann +3")
            // the snackbar names the entry as the iOS announcement does
            tap(English.undo)
            waitForText("Undone: #1 Road: Ann +3")
            seeScore("Ann", 0)
            waitForText(English.nothingRecorded)
            tap(English.redo)
            waitForText("Redone: #1 Road: Ann +3")
            seeScore("Ann", 3)
        }
    }

    @Test
    fun anUndoOrRedo_whoseEntryTheCoreDoesNotName_isStillSaid() {
        assertEquals("Undone", English.undone(null))
        assertEquals("Redone", English.redone(null))
        assertEquals("#4 End of turn", English.entry(4, "End of turn", ""))
    }

    @Test
    fun aPastEntry_isEdited_thenDeleted_fromTheTimeline() = runComposeUiTest {
        val core = testCore()
        Games.base(core.store)
        showApp(core)
        reporting {
            tap(English.homeResumeButton)
            scoreRoad(3) // Ann's
            tap(English.endTurn)
            scoreRoad(4) // Ben's
            seeScore("Ben", 4)

            // entry #1 (Ann's road of 3) becomes a road of 5: Ann 3 -> 5, Ben keeps 4
            tap(English.timeline)
            waitForText(English.timelineHint)
            tap("Road: Ann +3", substring = true)
            tap(English.editEntryButton)
            waitForText("#1 Road")
            increase(ROAD_TILES, 2)
            waitForText("3 → 5")
            tap(English.saveEdit)
            waitForText("Road: Ann +5", substring = true)

            // deleting Ben's road (#3, after the end of Ann's turn) shows what goes and Ben 4 -> 0 first
            tap("Road: Ben +4", substring = true)
            tap(English.deleteEntry)
            waitForText("Delete an entry")
            waitForText("4 → 0")
            waitForText("Entries that go: #3")
            waitForText("Later entries are replayed without it.")
            tap(English.confirmDelete)
            waitUntilGone("Road: Ben +4", substring = true)
            tapDescribed(English.back)
            seeScore("Ann", 5)
            seeScore("Ben", 0)
        }
    }
}
