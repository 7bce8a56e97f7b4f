// The common scorings take few taps on the phone lying on the table (issue 25): a
// completed city of 5 tiles and 2 coats of arms for the active player in at most 4
// interactions (City, 5, 2, Score it), a road of 3 in 3 (Road, 3, Score it), a
// completed cloister in 2 (Cloister, Score it), each control already on screen (no
// scroll). Every interaction is counted; above the budget the test fails. The points
// are the reference's (on a phone's screen, 412 x 915 dp, in portrait): city.base (C3) 2 per tile and per coat of arms, 5x2 + 2x2 = 14;
// road.base 1 per tile, 3; cloister.base 9 for the cloister and its 8 neighbours.
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
import androidx.compose.ui.test.performTextReplacement
import app.tally.screens.Labels.CITY_TILES
import app.tally.screens.Labels.COATS_OF_ARMS
import app.tally.screens.Labels.ROAD_TILES
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

@OptIn(ExperimentalTestApi::class)
class InteractionBudgetTest {
    /** Interactions of the scoring under way; each must reach a control already on screen. */
    private var interactions = 0

    private fun ComposeUiTest.onScreen(matcher: SemanticsMatcher) = run {
        waitFor(matcher)
        onAllNodes(matcher).onFirst().also { it.assertIsDisplayed() }
    }

    private fun ComposeUiTest.tapOnScreen(text: String) {
        val enabled = SemanticsMatcher("enabled") { SemanticsProperties.Disabled !in it.config }
        onScreen(hasText(text) and hasClickAction() and enabled).performClick()
        interactions++
        waitForIdle()
    }

    private fun ComposeUiTest.enterOnScreen(label: String, value: Int) {
        onScreen(hasContentDescription(label) and SemanticsMatcher.keyIsDefined(SemanticsProperties.EditableText))
            .performTextReplacement(value.toString())
        interactions++
        waitForIdle()
    }

    private fun ComposeUiTest.scoring(budget: Int, name: String, expectedScore: Long, body: ComposeUiTest.() -> Unit) {
        interactions = 0
        body()
        waitFor(hasContentDescription(English.playerRow("Ann", expectedScore), substring = true))
        assertTrue(interactions <= budget, "$name took $interactions interactions, the budget is $budget")
    }

    @Test
    fun aCity_aRoad_andACloister_fitTheirBudgets_onTheScoreboard() = runDesktopPhoneTest {
        val core = testCore()
        Games.base(core.store)
        showApp(core, phone = true)
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
