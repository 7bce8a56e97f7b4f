// The statistics' filter and the records' entries, tapped against the real core on a
// small history whose figures are worked out by hand (C3; a completed road 1 point a
// tile, a city 2 points a tile, Inns & Cathedrals changing neither without an inn or
// a cathedral):
// G1 base:  Ann city 4 = 8,  Ben road 3 = 3                      -> Ann wins.
// G2 base:  Ann city 5 = 10, Ben road 2 = 2                      -> Ann wins.
// G3 I&C:   Ben city 3 = 6,  Ann road 2 = 2                      -> Ben wins.
// G4 I&C:   Cleo city 7 = 14, Ben road 4 = 4, Ann road 2 = 2     -> Cleo wins.
// Every game: Ann won 2 of 4 (50 %), Ben 1 of 4 (25 %), Cleo 1 of 1 (100 %).
// Games of Ann and Cleo together (G4): Ann 0 of 1, Cleo 1 of 1; Ben is not named.
// Inns & Cathedrals only (G3, G4): Ann 0 of 2 (0 %), Ben 1 of 2 (50 %), Cleo 1 of 1.
// The biggest city is Cleo's 7 tiles for 14 points in G4, the longest road Ben's 4
// tiles in G4; the highest score Cleo's 14 (G4).
// Then the filter drawn as committed in docs/screenshots/android/ (dark, light,
// 200 % font, German).
package app.tally.screens

import androidx.compose.ui.semantics.SemanticsProperties
import androidx.compose.ui.test.ComposeUiTest
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.SemanticsMatcher
import androidx.compose.ui.test.assertIsDisplayed
import androidx.compose.ui.test.hasAnyDescendant
import androidx.compose.ui.test.hasText
import androidx.compose.ui.test.onRoot
import androidx.compose.ui.test.runComposeUiTest
import androidx.navigation.NavHostController
import app.tally.core.Colour
import app.tally.core.Command
import app.tally.core.FeatureScoring
import app.tally.core.GameSeat
import app.tally.core.InputValue
import app.tally.core.PlayerInputs
import app.tally.ffi.TallyStore
import app.tally.l10n.Strings
import app.tally.navigation.StatisticsRoute
import com.github.takahirom.roborazzi.RoborazziOptions
import io.github.takahirom.roborazzi.captureRoboImage
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.DynamicTest
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.TestFactory
import java.io.File

object FilterHistory {
    const val INNS = "exp01_inns_cathedrals"

    /**
     * The history played in a scratch store, then moved to 2024 (every date's year, through
     * the export document) and imported: the year the filter offers and the screenshot shows
     * is the same whatever year the test runs in.
     */
    val store: TallyStore by lazy {
        val document = TallyStore.inMemory().use { played ->
            play(played)
            played.exportGames(emptyList())
        }
        val in2024 = Regex("\"\\d{4}-(\\d\\d-\\d\\dT)").replace(document) { "\"2024-${it.groupValues[1]}" }
        TallyStore.inMemory().also { it.importGames(in2024) }
    }

    private val ann = GameSeat(null, "Ann", Colour.RED)
    private val ben = GameSeat(null, "Ben", Colour.BLUE)
    private val cleo = GameSeat(null, "Cleo", Colour.GREEN)

    private fun feature(key: String, tiles: Long, holder: String) = Command.ScoreFeature(
        FeatureScoring(
            feature = key, `when` = null, inputs = mapOf("tiles" to InputValue.Int(tiles)),
            players = listOf(PlayerInputs(holder, mapOf("followers" to InputValue.Int(1)))), figures = emptyMap(),
        ),
    )

    private fun road(tiles: Long, holder: String) = feature("road", tiles, holder)
    private fun city(tiles: Long, holder: String) = feature("city", tiles, holder)

    private fun TallyStore.game(seats: List<GameSeat>, expansions: List<String>, vararg commands: Command) {
        newGame(seats, Games.ruleset(*expansions.toTypedArray())).use { game ->
            commands.forEach { game.execute(it) }
            game.execute(Command.StartEndGame)
            game.execute(Command.Finish(emptyMap()))
        }
        Thread.sleep(20)
    }

    private fun play(store: TallyStore) = with(store) {
        game(listOf(ann, ben), emptyList(), city(4, "red"), road(3, "blue"))
        game(listOf(ann, ben), emptyList(), city(5, "red"), road(2, "blue"))
        game(listOf(ann, ben), listOf(INNS), city(3, "blue"), road(2, "red"))
        game(listOf(ann, ben, cleo), listOf(INNS), city(7, "green"), road(4, "blue"), road(2, "red"))
    }
}

@OptIn(ExperimentalTestApi::class)
class StatisticsFilterTest {
    private val innsName = "Exp. 1 - Inns & Cathedrals"

    /** A row of the wins chart: "Won 2 of 4 · 50 %". */
    private fun winsRow(s: Strings, wins: Int, games: Int, percent: Int) = "${s.statsWins(wins, games)} · $percent %"

    /** The app on the filter's games, in English, opened at Statistics; then [check] with its texts. */
    private fun atStatistics(check: ComposeUiTest.(Strings) -> Unit) = runComposeUiTest {
        var nav: NavHostController? = null
        showApp(testCore(FilterHistory.store), onNav = { nav = it }, phone = true)
        waitForText(English.homeNewGame)
        runOnIdle { checkNotNull(nav).navigate(StatisticsRoute) }
        reporting { check(English) }
    }

    @Test
    fun anExpansionFilter_changesTheWinRates_andARecordOpensItsEntry() = atStatistics { s ->
        waitForText(s.statsWinsHeading)
        waitForText(winsRow(s, 2, 4, 50))
        waitForText(winsRow(s, 1, 4, 25))
        waitForText(s.statsFiltersHeading)

        tap(s.filter)
        tapChip(innsName)
        waitForText(s.statsFilterSummary(innsName))
        tap(s.filter)
        waitForText(winsRow(s, 0, 2, 0))
        waitForText(winsRow(s, 1, 2, 50))
        waitForText(winsRow(s, 1, 1, 100))
        assertEquals(0, onAllNodes(hasText(winsRow(s, 2, 4, 50))).fetchSemanticsNodes().size, "Ann's win rate over every game is gone")

        scrollTo(s.statsRecordFeature("Cleo", 7, 14))
        tap(s.statsRecordFeature("Cleo", 7, 14))
        val marked = SemanticsMatcher.expectValue(SemanticsProperties.Selected, true)
        val cleosCity = hasText("Cleo +14", substring = true)
        waitFor(marked and (cleosCity or hasAnyDescendant(cleosCity)))
        onNode(marked and (cleosCity or hasAnyDescendant(cleosCity))).assertIsDisplayed()
        assertEquals(1, onAllNodes(marked).fetchSemanticsNodes().size, "one entry is marked")
    }

    @Test
    fun theFilter_isCleared_andTheWinRatesAreThoseOfEveryGame() = atStatistics { s ->
        waitForText(winsRow(s, 2, 4, 50))
        tap(s.filter)
        tapChip("Ann")
        tapChip("Cleo")
        // Ann and Cleo sat together at G4 alone, which Cleo won; the charts name only them.
        waitForText(s.statsFilterSummary(s.statsFilterPlayers(2)))
        tap(s.filter)
        waitForText(winsRow(s, 1, 1, 100))
        assertEquals(1, onAllNodes(hasText(winsRow(s, 0, 1, 0))).fetchSemanticsNodes().size, "Ann lost G4; Ben is not named")
        tap(s.statsFilterClear)
        waitUntilGone(s.statsFilterSummary(s.statsFilterPlayers(2)))
        scrollTo(winsRow(s, 2, 4, 50))
        scrollTo(winsRow(s, 1, 4, 25))
    }

    @Test
    fun aRecordWithoutAFeature_opensItsGameUnmarked() = atStatistics { s ->
        scrollTo(s.statsRecordPoints("Cleo", 14))
        tap(s.statsRecordPoints("Cleo", 14))
        waitForText(s.detailChart)
        assertEquals(0, onAllNodes(SemanticsMatcher.expectValue(SemanticsProperties.Selected, true)).fetchSemanticsNodes().size)
    }

    private val reference = File(System.getProperty("tally.screenshots.reference") ?: "../../../docs/screenshots/android")

    private fun render(look: Look) = renderApp(look, FilterHistory.store) { nav ->
        val s = look.strings
        runOnIdle { nav.navigate(StatisticsRoute) }
        waitForText(s.statsWinsHeading)
        tap(s.filter)
        tapChip("Ben")
        waitForText(s.statsFilterSummary(s.statsFilterPlayers(1)))
        waitForIdle()
        onRoot().captureRoboImage(File(reference, "17-statistics-filter-${look.suffix}.png").path, RoborazziOptions())
    }

    @TestFactory
    fun theFilter_looksAsCommitted(): List<DynamicTest> =
        referenceLooks.map { look -> DynamicTest.dynamicTest(look.suffix) { render(look) } }
}
