// Messages and the Robbers played by tapping against the real core: a figure chosen
// for each award, a dispatch drawn when the active player's figure stops on a dark
// space (reference 0.3.1), a robber's steal of half the points rounded up with the
// owner's figure chosen (0.5), and a round of two cities that takes a figure past 50;
// the track as a screen reader reads it, and the 50 tile it takes.
package app.tally.screens

import androidx.compose.ui.semantics.SemanticsProperties
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.SemanticsMatcher
import androidx.compose.ui.test.hasContentDescription
import androidx.compose.ui.test.runComposeUiTest
import app.tally.screens.Labels.CITY_TILES
import app.tally.screens.Labels.HIGHWAYMEN
import app.tally.screens.Labels.KNIGHTS
import app.tally.screens.Labels.ROAD_TILES
import org.junit.jupiter.api.Test

@OptIn(ExperimentalTestApi::class)
class MessagesAndRobbersTest {
    private fun androidx.compose.ui.test.ComposeUiTest.seeScore(name: String, points: Long) =
        waitFor(scoreOf(name, points))

    @Test
    fun aDispatch_aSteal_andAPassOf50_areTappedThrough() = runComposeUiTest {
        val core = testCore()
        Games.messagesAndRobbers(core.store)
        showApp(core)
        reporting {
            tap(English.homeResumeButton)
            waitForText(English.turnOf(1, "Ann"))

            // road.base: 5 tiles, Ann: 5 points on her first figure, which stops on dark space 5
            tap("Road")
            enter(ROAD_TILES, 5)
            // her figures as the form offers them: each from its space to where the 5 points take it
            waitFor(hasContentDescription("Scoring figure of Ann"))
            tap("1: 0 → 5, dark space")
            waitForText("2: 0 → 5, dark space")
            waitForText("+5")
            tap(English.scoreIt)
            waitForText(English.dispatchTitle)
            waitForText("Ann's scoring figure 1 stopped on dark space 5: Ann draws a dispatch.")

            // the dispatch: 2 points instead, on her second figure (0 → 2): 5 + 2 = 7
            tap(English.dispatchResolve)
            waitForText("Take 2 points")
            tap("2: 0 → 2")
            waitForText("+2")
            tap(English.dispatchResolve)
            seeScore("Ann", 7)
            tap(English.endTurn)
            waitForText(English.turnOf(2, "Ben"))

            // Cleo's robber joins Ann's first figure on space 5
            tap(English.placeRobber)
            tap("Cleo")
            tapDescribed("Space 5: Ann")
            waitForText(English.robberOn(5), substring = true)
            // the track read space by space: Ben's and Cleo's figures still at 0, Ann's at 2 and
            // 5 (dark: a multiple of 5), Cleo's robber with Ann's first figure
            waitFor(
                SemanticsMatcher.expectValue(
                    SemanticsProperties.StateDescription,
                    "Space 0, dark space, Ben, scoring figure 1, Ben, scoring figure 2, Cleo, scoring figure 1, " +
                        "Cleo, scoring figure 2; Space 2, Ann, scoring figure 2; Space 5, dark space, Ann, scoring figure 1, robber of Cleo",
                ),
            )

            // Ann's 4-tile road moves that figure: Cleo steals half of 4 = 2, on her second figure
            // (Ben's turn: the core puts Ben's highwayman on it, taken off here)
            tap("Road")
            enter(ROAD_TILES, 4)
            decrease(English.fieldOfPlayer(HIGHWAYMEN, "Ben"))
            increase(English.fieldOfPlayer(HIGHWAYMEN, "Ann"))
            tap("1: 5 → 9")
            tap("2: 0 → 2")
            waitForText("+4")
            tap(English.scoreIt)
            seeScore("Ann", 11)
            seeScore("Cleo", 2)

            // one tile completes two cities of 13 tiles for Ben: 26 + 26 = 52 on his first figure, past 50
            tap("City")
            enter(CITY_TILES, 13)
            tap("+ " + English.anotherFeature)
            tap("City")
            waitForText(English.roundItems(2))
            enter(CITY_TILES, 13)
            tap("1: 0 → 2")
            tap(English.scoreRound(2))
            seeScore("Ben", 52)
            waitForText("Ben, scoring figure 1: passes 50. Take a 50 tile.")
            waitForText(English.figureOn(1, 2), substring = true)
            waitForText("50")
            waitFor(hasContentDescription("50 tile"))
        }
    }
}
