// The dispatch screen tapped against the real core's dispatch draft (Messages,
// reference 0.3.1): Ann's road of 5 (road.base) stops her first figure on dark space
// 5, and she draws. A count tile is refused until its count is given, then typed or
// stepped (messages.dispatch.coats_of_arms: 2 points each); her smallest city is
// filled in as after the game without per-player fields (messages.dispatch.smallest_city:
// C3 city at the end, 1 per tile and coat of arms); the meeple tile scores the
// feature chosen, on the figure chosen (messages.dispatch.score_meeple).
package app.tally.screens

import androidx.compose.ui.test.ComposeUiTest
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.assertIsEnabled
import androidx.compose.ui.test.assertIsNotEnabled
import androidx.compose.ui.test.hasClickAction
import androidx.compose.ui.test.hasContentDescription
import androidx.compose.ui.test.hasText
import androidx.compose.ui.test.runComposeUiTest
import app.tally.core.TileForm
import app.tally.core.TileOption
import app.tally.core.When
import app.tally.screens.Labels.ROAD_TILES
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

@OptIn(ExperimentalTestApi::class)
class DispatchTest {
    private fun ComposeUiTest.seeScore(name: String, points: Long) =
        waitFor(hasContentDescription(English.playerRow(name, points), substring = true))

    /** A Messages game shown, and the catalogue's dispatch tiles by key. */
    private fun ComposeUiTest.messagesGame(): Map<String, TileOption> {
        val core = testCore()
        val gameId = Games.messagesAndRobbers(core.store)
        val tiles = core.store.resume(gameId).use { it.catalogue() }.dispatchTiles.associateBy { it.key }
        showApp(core)
        return tiles
    }

    /** Ann's road of 5 (5 points): her first figure stops on dark space 5, and the dispatch screen opens. */
    private fun ComposeUiTest.annDraws() {
        tap(English.homeResumeButton)
        tap("Road")
        enter(ROAD_TILES, 5)
        tap(English.scoreIt)
        tap(English.dispatchResolve)
        waitForText(English.dispatchChoose)
    }

    private fun ComposeUiTest.resolveButton() = onNode(hasText(English.dispatchResolve) and hasClickAction())

    @Test
    fun aCountTile_isRefusedUntilTheCountIsGiven_thenTypedOrStepped() = runComposeUiTest {
        val tiles = messagesGame()
        val coats = tiles.getValue("coats_of_arms")
        val count = (coats.form as TileForm.Count).field
        reporting {
            annDraws()
            waitForText("+2")
            tap(coats.name)
            // no count yet: the field asks for it, the core says why it cannot be taken, the button waits
            waitForText(count.ask)
            waitForText("say how many", substring = true)
            resolveButton().assertIsNotEnabled()
            // stepped from nothing: the smallest count, 0; then 2 coats of arms, 4 points
            increase(count.label)
            increase(count.label, 2)
            waitForText("+4")
            // typed: 3 coats of arms, 6 points; one less: 4 points
            enter(count.label, 3)
            waitForText("+6")
            decrease(count.label)
            waitForText("+4")
            resolveButton().assertIsEnabled()
            tap(English.dispatchResolve)
            seeScore("Ann", 9)
        }
    }

    @Test
    fun theSmallestCity_isFilledInAsAfterTheGame_withoutPerPlayerFields() = runComposeUiTest {
        val tiles = messagesGame()
        val smallest = tiles.getValue("smallest_city")
        reporting {
            annDraws()
            tap(smallest.name)
            waitForText(English.dispatchFeatureForm(Labels.endName("city")))
            // hers alone: no row of followers per player
            val followers = English.fieldOfPlayer(Labels.followersLabel("city", When.END_OF_GAME), "Ann")
            assertTrue(onAllNodes(hasContentDescription(followers)).fetchSemanticsNodes().isEmpty(), "no per-player field")
            // 3 tiles and 1 coat of arms: 4 points
            enter(Labels.endLabel("city", "tiles"), 3)
            enter(Labels.endLabel("city", "coats_of_arms"), 1)
            waitForText("+4")
            tap(English.dispatchResolve)
            seeScore("Ann", 9)
        }
    }

    @Test
    fun theMeepleTile_scoresTheFeatureChosen_onTheFigureChosen() = runComposeUiTest {
        val tiles = messagesGame()
        val meeple = tiles.getValue("score_meeple")
        val features = (meeple.form as TileForm.Meeple).features.associateBy { it.key }
        reporting {
            annDraws()
            tap(meeple.name)
            // the road first, then the city chosen, then the road again
            waitForText(English.dispatchFeatureForm(Labels.endName("road")))
            tap(features.getValue("city").name)
            waitForText(English.dispatchFeatureForm(Labels.endName("city")))
            tap(features.getValue("road").name)
            waitForText(English.dispatchFeatureForm(Labels.endName("road")))
            // a road of 4 with her meeple (filled in by the core): 4 points, on her second figure (0 → 4)
            enter(Labels.endLabel("road", "tiles"), 4)
            waitForText("+4")
            tap(English.figureOn(2, 4))
            tap(English.dispatchResolve)
            seeScore("Ann", 9)
            waitForText(English.figureAt(2, 4), substring = true)
            waitForText(English.figureAt(1, 5), substring = true)
        }
    }
}
