// Undo and redo from the scoreboard's top bar, and a past entry edited and deleted
// from the timeline, the change shown before it is made. Points: road.base, 1 per tile.
package app.tally.screens

import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.hasContentDescription
import androidx.compose.ui.test.runComposeUiTest
import app.tally.l10n.English
import app.tally.screens.Labels.HIGHWAYMEN
import app.tally.screens.Labels.ROAD_TILES
import org.junit.jupiter.api.Test

@OptIn(ExperimentalTestApi::class)
class TimelineTest {
    private fun androidx.compose.ui.test.ComposeUiTest.seeScore(name: String, points: Long) =
        waitFor(hasContentDescription(English.playerRow(name, points), substring = true))

    private fun androidx.compose.ui.test.ComposeUiTest.scoreRoad(tiles: Int, holder: String) {
        tap("Road")
        increase(ROAD_TILES, tiles - 2)
        increase(English.fieldOfPlayer(HIGHWAYMEN, holder))
        tap(English.scoreIt)
    }

    @Test
    fun undoAndRedo_takeBackAndRestoreTheLastEntry() = runComposeUiTest {
        val core = testCore()
        Games.base(core.store)
        showApp(core)
        reporting {
            tap(English.homeResumeButton)
            scoreRoad(3, "Ann")
            seeScore("Ann", 3)
            tapDescribed(English.undo)
            seeScore("Ann", 0)
            tapDescribed(English.redo)
            seeScore("Ann", 3)
        }
    }

    @Test
    fun aPastEntry_isEdited_thenDeleted_fromTheTimeline() = runComposeUiTest {
        val core = testCore()
        Games.base(core.store)
        showApp(core)
        reporting {
            tap(English.homeResumeButton)
            scoreRoad(3, "Ann")
            tap(English.endTurn)
            scoreRoad(4, "Ben")
            seeScore("Ben", 4)

            // entry #1 (Ann's road of 3) becomes a road of 5: Ann 3 -> 5, Ben keeps 4
            tap(English.timeline)
            waitForText(English.timelineHint)
            tap("Road: red +3", substring = true)
            tap(English.editEntryButton)
            waitForText(English.editEntry(1))
            increase(ROAD_TILES, 2)
            waitForText("3 → 5")
            tap(English.saveEdit)
            waitForText("Road: red +5", substring = true)

            // deleting Ben's road shows Ben 4 -> 0 first
            tap("Road: blue +4", substring = true)
            tap(English.deleteEntry)
            waitForText("4 → 0")
            tap(English.confirmDelete)
            waitUntilGone("Road: blue +4", substring = true)
            tapDescribed(English.back)
            seeScore("Ann", 5)
            seeScore("Ben", 0)
        }
    }
}
