// Accessibility of the game screens, checked on the semantics tree: every control a
// finger can tap is at least 48 x 48 dp and has a name a screen reader reads (text,
// content description or click label); the track is described; at 100 % and 200 % font
// scale no text of the scoreboard or the scoring form is cut (lines lost or ellipsized).
package app.tally.screens

import androidx.compose.ui.semantics.SemanticsActions
import androidx.compose.ui.semantics.SemanticsNode
import androidx.compose.ui.semantics.SemanticsProperties
import androidx.compose.ui.semantics.getOrNull
import androidx.compose.ui.test.ComposeUiTest
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.hasClickAction
import androidx.compose.ui.test.hasContentDescription
import androidx.compose.ui.test.isRoot
import androidx.compose.ui.test.runComposeUiTest
import androidx.compose.ui.text.TextLayoutResult
import androidx.navigation.NavHostController
import app.tally.designsystem.TallyTheme
import app.tally.navigation.ScoreboardRoute
import app.tally.navigation.ScoringRoute
import app.tally.core.ItemKind
import app.tally.navigation.TallyNavHost
import androidx.navigation.compose.rememberNavController
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

@OptIn(ExperimentalTestApi::class)
class AccessibilityTest {
    private fun ComposeUiTest.problems(screen: String): List<String> {
        val problems = mutableListOf<String>()
        val perDp = PHONE_DENSITY
        onAllNodes(hasClickAction()).fetchSemanticsNodes().forEach { node ->
            val name = nameOf(node)
            val w = node.size.width / perDp
            val h = node.size.height / perDp
            if (w < 47.5f || h < 47.5f) problems += "$screen: `$name` is ${w.toInt()} x ${h.toInt()} dp"
            if (name.isBlank()) problems += "$screen: a control without a name at ${node.boundsInRoot}"
        }
        return problems
    }

    private fun nameOf(node: SemanticsNode): String = listOfNotNull(
        node.config.getOrNull(SemanticsProperties.Text)?.joinToString(" "),
        node.config.getOrNull(SemanticsProperties.ContentDescription)?.joinToString(" "),
        node.config.getOrNull(SemanticsActions.OnClick)?.label,
    ).joinToString(" ")

    /** Texts cut short: lines lost to the height given, or ellipsized. */
    private fun ComposeUiTest.cutTexts(screen: String): List<String> {
        val cut = mutableListOf<String>()
        onAllNodes(androidx.compose.ui.test.SemanticsMatcher.keyIsDefined(SemanticsActions.GetTextLayoutResult))
            .fetchSemanticsNodes().forEach { node ->
                val results = mutableListOf<TextLayoutResult>()
                node.config[SemanticsActions.GetTextLayoutResult].action?.invoke(results)
                // cut: lines lost to the height, or a line ended with an ellipsis
                results.filter { r -> r.didOverflowHeight || (0 until r.lineCount).any { r.isLineEllipsized(it) } }.forEach {
                    cut += "$screen: `${nameOf(node)}` is cut (${it.size} in ${it.layoutInput.constraints}, " +
                        "lines ${it.lineCount}, w ${it.didOverflowWidth} h ${it.didOverflowHeight})"
                }
            }
        return cut
    }

    private fun ComposeUiTest.showAt(fontScale: Float, onNav: (NavHostController) -> Unit) {
        val core = testCore()
        val gameId = Games.messagesAndRobbers(core.store)
        waitForCore(core)
        setContent {
            val nav = rememberNavController()
            onNav(nav)
            Phone(fontScale) { TallyTheme(English, appFont) { TallyNavHost(core, FakePlatform(), nav) } }
        }
        lastGame = gameId
    }

    private var lastGame = 0L

    @Test
    fun gameScreens_haveNamedTouchTargetsOf48dp_andNothingCut_at200PercentFontScale() = check(2f)

    @Test
    fun gameScreens_haveNamedTouchTargetsOf48dp_andNothingCut_atNormalFontScale() = check(1f)

    private fun check(scale: Float) = runDesktopPhoneTest {
        var nav: NavHostController? = null
        showAt(scale) { nav = it }
        val problems = mutableListOf<String>()
        reporting {
            nav!!.navigate(ScoreboardRoute(lastGame))
            waitFor(hasContentDescription(English.scoringTrack))
            problems += problems("scoreboard") + cutTexts("scoreboard")
            nav.navigate(ScoringRoute(lastGame, ItemKind.FEATURE, key = "city"))
            waitForText(English.scoreIt)
            problems += problems("scoring form") + cutTexts("scoring form")
        }
        assertTrue(problems.isEmpty(), problems.joinToString("\n"))
    }
}
