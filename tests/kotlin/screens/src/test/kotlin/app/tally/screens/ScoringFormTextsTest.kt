// What the scoring form says while it is filled in, against the real core: nothing to
// preview until the count is given (the empty count read as "empty"), a refused count
// said as "Nothing changed" over the core's reason, and a road whose only highwayman
// is taken off offered to be recorded anyway, naming it. Points: road.base, 1 per tile.
package app.tally.screens

import androidx.compose.ui.test.ComposeUiTest
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.hasContentDescription
import androidx.compose.ui.test.hasStateDescription
import androidx.compose.ui.test.runComposeUiTest
import app.tally.screens.Labels.HIGHWAYMEN
import app.tally.screens.Labels.ROAD_TILES
import org.junit.jupiter.api.Test

@OptIn(ExperimentalTestApi::class)
class ScoringFormTextsTest {
    /** A base game's road form opened on Ann's turn. */
    private fun ComposeUiTest.openRoad() {
        val core = testCore()
        Games.base(core.store)
        showApp(core)
        tap(English.homeResumeButton)
        tap("Road")
    }

    @Test
    fun anEmptyForm_asksToBeFilledIn() = runComposeUiTest {
        reporting {
            openRoad()
            waitForText("Fill in the form to see the points.")
            waitFor(hasContentDescription(ROAD_TILES) and hasStateDescription("empty"))
            enter(ROAD_TILES, 3)
            waitForText("+3")
            waitUntilGone("Fill in the form to see the points.")
        }
    }

    @Test
    fun aRefusedCount_changesNothing_andSaysSo() = runComposeUiTest {
        reporting {
            openRoad()
            enter(ROAD_TILES, 3)
            waitForText("+3")
            // a road of -1 tiles is refused: nothing changed, the form still scores 3
            enter(ROAD_TILES, -1)
            waitForText("Nothing changed")
            waitForText("+3")
            enter(ROAD_TILES, 3)
            waitUntilGone("Nothing changed")
        }
    }

    @Test
    fun aRoadNobodyHolds_isNamed_whenOfferedToBeRecordedAnyway() = runComposeUiTest {
        reporting {
            openRoad()
            enter(ROAD_TILES, 3)
            waitForText("+3")
            // Ann's highwayman (the core's) taken off: nobody holds the road
            decrease(English.fieldOfPlayer(HIGHWAYMEN, "Ann"))
            waitForText("Nobody scores: record it anyway")
            waitForText("Nobody scores: Road")
        }
    }
}
