// A whole base game played by tapping, against the real core: a new game from the
// New game screen, a road and a city scored from their forms, turns ended, the
// end-game scoring walked through, the results (shared as text and picture, and the
// game exported for BG Stats from its detail, Done back home), then the history and
// the statistics (head to head, averages by category).
// Expected points are the reference's: road.base 1 per tile, city.base 2 per tile and
// per coat of arms, road.incomplete 1 per tile.
package app.tally.screens

import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.hasContentDescription
import androidx.compose.ui.test.hasScrollAction
import androidx.compose.ui.test.hasText
import androidx.compose.ui.test.onFirst
import androidx.compose.ui.test.performScrollToNode
import androidx.compose.ui.test.runComposeUiTest
import app.tally.screens.Labels.CITY_TILES
import app.tally.screens.Labels.COATS_OF_ARMS
import app.tally.screens.Labels.HIGHWAYMEN
import app.tally.screens.Labels.ROAD_TILES
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

@OptIn(ExperimentalTestApi::class)
class BaseGameTest {
    @Test
    fun aBaseGame_isPlayedByTapping_toTheResults_historyAndStatistics() = runComposeUiTest {
        val core = testCore()
        val platform = FakePlatform()
        showApp(core, platform)
        reporting { play(core, platform) }
    }

    private fun androidx.compose.ui.test.ComposeUiTest.play(core: app.tally.data.TallyCore, platform: FakePlatform) {
        tap(English.homeNewGame)
        type(English.newGameNewPlayer, "Ann")
        tap(English.add)
        type(English.newGameNewPlayer, "Ben")
        tap(English.add)
        tap(English.newGameStart)
        waitForText(English.turnOf(1, "Ann"))

        // road.base: 3 tiles, Ann's highwayman (the core puts the active player's on it): 3 points
        tap("Road")
        enter(ROAD_TILES, 3)
        waitForText("+3")
        tap(English.scoreIt)
        waitFor(scoreOf("Ann", 3))
        tap(English.endTurn)
        waitForText(English.turnOf(2, "Ben"))

        // city.base: 4 tiles x 2 + 1 coat of arms x 2 = 10 to Ben, whose knight the core puts on it
        tap("City")
        enter(CITY_TILES, 4)
        enter(COATS_OF_ARMS, 1)
        waitForText("+10")
        tap(English.scoreIt)
        waitFor(scoreOf("Ben", 10))

        // the end-game scoring: Ann's incomplete road of 2 tiles, 1 point each
        tap(English.startEndGame)
        waitForText(English.lastTilePlaced)
        tap(English.beginEndGame)
        tap(English.endGameWalkthrough)
        waitForText(English.endGameTitle)
        tap("Road")
        tap(English.endGameScore)
        enter(ROAD_TILES, 2)
        increase(English.fieldOfPlayer(HIGHWAYMEN, "Ann"))
        waitForText("+2")
        tap(English.scoreIt)
        waitForText(English.endGameScored(1))
        tap(English.finishGame)
        waitForText(English.finishQuestion)
        tap(English.finishConfirm)

        waitForText(English.resultsTitle)
        waitFor(hasContentDescription(English.standing(1, "Ben", 10), substring = true))
        waitFor(hasContentDescription(English.standing(2, "Ann", 5), substring = true))

        // the result shared (the core's text and PNG), then the game for BG Stats from its detail
        tap(English.shareResult)
        waitUntil("the result is shared", 15_000) { platform.results.isNotEmpty() }
        val (text, picture) = platform.results.single()
        assertTrue(text.contains("🏆 Ben wins with 10 points\n1. Ben: 10 points\n2. Ann: 5 points"), text)
        assertEquals(listOf(0x89, 0x50, 0x4E, 0x47), picture.take(4).map { it.toInt() and 0xFF }, "a PNG")

        // the play opened in BG Stats by its link, and its fields for BoardGameGeek's form
        onAllNodes(hasScrollAction()).onFirst().performScrollToNode(hasText(English.logInBgStats))
        tap(English.logInBgStats)
        waitUntil("BG Stats' link is opened", 15_000) { platform.links.isNotEmpty() }
        val data = java.net.URLDecoder.decode(platform.links.single().substringAfter("createPlay.html?data="), "UTF-8")
        assertTrue(data.contains("\"name\":\"Ben\"") && data.contains("\"score\":10,\"winner\":true,\"startPlayer\":false"), data)
        tap(English.logOnBgg)
        waitUntil("the form's fields are shared", 15_000) { platform.texts.isNotEmpty() }
        val form = platform.texts.single()
        assertTrue(form.contains("players[1][name]: Ben\nplayers[1][username]: \nplayers[1][color]: yellow"), form)

        // BG Stats' file says whose it is: the player holding the phone is chosen first
        core.store.setRosterMe(core.store.roster().first { it.name == "Ann" }.id)
        tap(English.gameDetail)
        waitForText(English.detailChart)
        onAllNodes(hasScrollAction()).onFirst().performScrollToNode(hasText(English.exportForBgStats))
        tap(English.exportForBgStats)
        waitUntil("the BG Stats file is shared", 15_000) { platform.files.isNotEmpty() }
        val (name, type, json) = platform.files.single()
        assertEquals("application/json", type, name)
        assertTrue(name.endsWith(".bgsplay"), name)
        assertTrue(json.contains("\"meRefId\""), json)
        assertTrue(json.contains("\"bggId\": 822") && json.contains("\"score\": \"10\""), json)
        tapDescribed(English.back)
        waitForText(English.resultsTitle)

        // Done goes home; then the history and statistics
        onAllNodes(hasScrollAction()).onFirst().performScrollToNode(hasText(English.done))
        tap(English.done)
        waitForText(English.homeHistory(1))
        tap(English.homeHistory(1))
        waitForText(English.finished)
        tapDescribed(English.back)
        tap(English.homeStatistics)
        // The wins rows say "Won 1 of 1 · 100 %".
        waitForText(English.statsWins(1, 1), substring = true)
        waitForText(English.statsWins(0, 1), substring = true)

        // head to head: both to choose, then Ann first and Ben second, in the order tapped
        scrollTo(English.headToHead)
        waitFor(hasText(English.headToHeadFirst) and hasText(English.headToHeadChoose))
        waitFor(hasText(English.headToHeadSecond) and hasText(English.headToHeadChoose))
        tapChip("Ann")
        waitFor(hasText(English.headToHeadFirst) and hasText("Ann"))
        tapChip("Ben")
        waitFor(hasText(English.headToHeadSecond) and hasText("Ben"))
        // Ben's card: one game, the city of 10 points; Ann's: the roads of 3 and 2
        onAllNodes(hasScrollAction()).onFirst().performScrollToNode(hasText(English.statsAverageByCategory) and hasText("Cities 10.0"))
        onAllNodes(hasScrollAction()).onFirst().performScrollToNode(hasText(English.statsAverageByCategory) and hasText("Roads 5.0"))
    }

}
