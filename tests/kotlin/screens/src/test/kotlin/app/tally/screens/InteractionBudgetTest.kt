// The common scorings take few taps on the phone lying on the table: a completed city
// of 5 tiles and 2 coats of arms for the active player in 4 interactions (City, 5, 2,
// Score it), a road of 3 in 3 (Road, 3, Score it), a completed cloister in 2
// (Cloister, Score it), each control already on screen (no scroll). The harness
// counts what reached the app's window (ScreenInput: each pointer press at the root
// of the content, each number a field accepted), not the calls of this test; a
// scoring that needs one interaction more or less than its budget fails. The points
// are the reference's (on a phone's screen, 412 x 915 dp, in portrait): city.base
// (C3) 2 per tile and per coat of arms, 5x2 + 2x2 = 14; road.base 1 per tile, 3;
// cloister.base 9 for the cloister and its 8 neighbours.
package app.tally.screens

import androidx.compose.ui.semantics.SemanticsProperties
import androidx.compose.ui.test.ComposeUiTest
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.SemanticsMatcher
import androidx.compose.ui.test.assertIsDisplayed
import androidx.compose.ui.test.hasClickAction
import androidx.compose.ui.test.hasContentDescription
import androidx.compose.ui.test.hasText
import androidx.compose.ui.test.onFirst
import androidx.compose.ui.test.performClick
import app.tally.screens.Labels.CITY_TILES
import app.tally.screens.Labels.COATS_OF_ARMS
import app.tally.screens.Labels.ROAD_TILES
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Test

@OptIn(ExperimentalTestApi::class)
class InteractionBudgetTest {
    /** What reaches the app's window, counted by the harness. */
    private val input = ScreenInput()

    private fun ComposeUiTest.onScreen(matcher: SemanticsMatcher) = run {
        waitFor(matcher)
        onAllNodes(matcher).onFirst().also { it.assertIsDisplayed() }
    }

    private fun ComposeUiTest.tapOnScreen(text: String) {
        val enabled = SemanticsMatcher("enabled") { SemanticsProperties.Disabled !in it.config }
        onScreen(hasText(text) and hasClickAction() and enabled).performClick()
        waitForIdle()
    }

    private fun ComposeUiTest.enterOnScreen(label: String, value: Int) {
        input.enter(onScreen(hasContentDescription(label) and SemanticsMatcher.keyIsDefined(SemanticsProperties.EditableText)), value.toString())
        waitForIdle()
    }

    private fun ComposeUiTest.scoring(budget: Int, name: String, expectedScore: Long, body: ComposeUiTest.() -> Unit) {
        input.reset()
        body()
        waitFor(scoreOf("Ann", expectedScore))
        assertEquals(
            budget,
            input.interactions,
            "$name: ${input.presses} taps and ${input.entries} numbers reached the screen, the budget is $budget",
        )
    }

    @Test
    fun aCity_aRoad_andACloister_fitTheirBudgets_onTheScoreboard() = runDesktopPhoneTest {
        val core = testCore()
        Games.base(core.store)
        showApp(core, phone = true, input = input)
        reporting {
            tap(English.homeResumeButton)
            waitForText(English.turnOf(1, "Ann"))
            scoring(4, "a city of 5 tiles and 2 coats of arms", 14) {
                tapOnScreen("City")
                enterOnScreen(CITY_TILES, 5)
                enterOnScreen(COATS_OF_ARMS, 2)
                waitForText("+14")
                tapOnScreen(English.scoreIt)
            }
            scoring(3, "a road of 3", 14 + 3) {
                tapOnScreen("Road")
                enterOnScreen(ROAD_TILES, 3)
                waitForText("+3")
                tapOnScreen(English.scoreIt)
            }
            scoring(2, "a cloister", 17 + 9) {
                tapOnScreen("Cloister")
                waitForText("+9")
                tapOnScreen(English.scoreIt)
            }
        }
    }
}
