// The statistics' charts rendered at a phone's size from a small history played
// through the real core, and compared pixel by pixel with the committed references
// in docs/screenshots/android/ (Roborazzi): the group (wins, ratings with their
// uncertainty) and its records, two players head to head, a player's charts (points by category, score and
// place, win rates) and their rating over time; dark, light, 200 % font scale and
// German. `TALLY_UPDATE_SCREENSHOTS=1 tests/kotlin/run` records them again.
//
// The history (C3; a completed road 1 per tile, a city 2 per tile, a field 3 per
// completed city):
// G1 Ann city 5 = 10 and a field of 2 cities = 6: 16; Ben road 4: 4; Cleo road 3: 3.
// G2 Ben city 6: 12; Ann road 5: 5; Cleo city 4 = 8 and a field of 3 cities = 9: 17.
// G3 Ann road 6: 6; Ben city 3: 6 (a shared first place).
// G4 Ann city 8 = 16 and a field of 1 city = 3: 19; Cleo road 9: 9; Ben city 2: 4.
// G5 Ben road 7: 7; Cleo city 3: 6.
package app.tally.screens

import androidx.compose.ui.test.ComposeUiTest
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.hasScrollAction
import androidx.compose.ui.test.hasText
import androidx.compose.ui.test.onFirst
import androidx.compose.ui.test.onRoot
import androidx.compose.ui.test.performScrollToIndex
import androidx.navigation.NavHostController
import app.tally.core.Colour
import app.tally.core.Command
import app.tally.core.FeatureScoring
import app.tally.core.GameSeat
import app.tally.core.InputValue
import app.tally.core.PlayerInputs
import app.tally.core.When
import app.tally.ffi.GameSession
import app.tally.ffi.TallyStore
import app.tally.navigation.PlayerChartsRoute
import app.tally.navigation.StatisticsRoute
import com.github.takahirom.roborazzi.RoborazziOptions
import io.github.takahirom.roborazzi.captureRoboImage
import org.junit.jupiter.api.DynamicTest
import org.junit.jupiter.api.TestFactory
import java.io.File

object StatisticsHistory {
    val store: TallyStore by lazy { TallyStore.inMemory().also { play(it) } }

    val ann: Long by lazy { store.roster().first { it.name == "Ann" }.id }

    private val annSeat = GameSeat(null, "Ann", Colour.RED)
    private val ben = GameSeat(null, "Ben", Colour.BLUE)
    private val cleo = GameSeat(null, "Cleo", Colour.GREEN)

    private fun feature(key: String, inputs: Map<String, Long>, holder: String, atEnd: Boolean = false) =
        Command.ScoreFeature(
            FeatureScoring(
                feature = key, `when` = if (atEnd) When.END_OF_GAME else null,
                inputs = inputs.mapValues { InputValue.Int(it.value) },
                players = listOf(PlayerInputs(holder, mapOf("followers" to InputValue.Int(1)))),
                figures = emptyMap(),
            ),
        )

    private fun road(tiles: Long, holder: String) = feature("road", mapOf("tiles" to tiles), holder)
    private fun city(tiles: Long, holder: String) = feature("city", mapOf("tiles" to tiles), holder)
    private fun field(cities: Long, holder: String) = feature("field", mapOf("cities" to cities), holder, atEnd = true)

    private fun TallyStore.game(seats: List<GameSeat>, vararg commands: Command) {
        newGame(seats, Games.ruleset()).use { game: GameSession ->
            commands.forEach { game.execute(it) }
            if (commands.none { it is Command.StartEndGame }) game.execute(Command.StartEndGame)
            game.execute(Command.Finish(emptyMap()))
        }
        Thread.sleep(20)
    }

    private fun play(store: TallyStore) = with(store) {
        game(listOf(annSeat, ben, cleo), city(5, "red"), road(4, "blue"), road(3, "green"), Command.StartEndGame, field(2, "red"))
        game(listOf(annSeat, ben, cleo), city(6, "blue"), road(5, "red"), city(4, "green"), Command.StartEndGame, field(3, "green"))
        game(listOf(annSeat, ben), road(6, "red"), city(3, "blue"))
        game(listOf(annSeat, cleo, ben), city(8, "red"), road(9, "green"), city(2, "blue"), Command.StartEndGame, field(1, "red"))
        game(listOf(ben, cleo), road(7, "blue"), city(3, "green"))
    }
}

@OptIn(ExperimentalTestApi::class)
class StatisticsScreenshotTest {
    private val reference = File(System.getProperty("tally.screenshots.reference") ?: "../../../docs/screenshots/android")
    private val options = RoborazziOptions()

    private fun ComposeUiTest.capture(name: String, look: Look) {
        waitForIdle()
        onRoot().captureRoboImage(File(reference, "$name-${look.suffix}.png").path, options)
    }

    private fun ComposeUiTest.charts(nav: NavHostController, look: Look) {
        val s = look.strings
        nav.navigate(StatisticsRoute)
        waitForText(s.statsWinsHeading)
        capture("13-statistics-group", look)
        scrollTo(s.headToHead)
        tapChip("Ann")
        tapChip("Ben")
        // Ann and Ben: G1 Ann ahead, G2 Ben, G3 level, G4 Ann.
        waitFor(hasText(s.headToHeadGames) and hasText("4"))
        scrollTo(s.headToHeadTies)
        capture("14-statistics-head-to-head", look)
        nav.navigate(PlayerChartsRoute(StatisticsHistory.ann))
        waitForText(s.statsPointsByCategory)
        capture("15-player-charts", look)
        onAllNodes(hasScrollAction()).onFirst().performScrollToIndex(4)
        waitForText(s.statsRatingHistory)
        capture("16-player-rating", look)
    }

    private fun render(look: Look) = renderApp(look, StatisticsHistory.store) { nav -> charts(nav, look) }

    @TestFactory
    fun theStatisticsCharts_lookAsCommitted(): List<DynamicTest> =
        referenceLooks.map { look -> DynamicTest.dynamicTest(look.suffix) { render(look) } }
}
