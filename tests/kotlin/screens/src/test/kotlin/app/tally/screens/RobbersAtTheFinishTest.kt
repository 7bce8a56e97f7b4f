// A robber still on the track at the finish scores 3 points (reference,
// after_game.robber_remaining): the walkthrough does not offer it (the game scores it
// by itself, its note says so), the finish previews it, and the robber's owner chooses
// which of their two figures (Messages) takes the points: Finish(figures).
package app.tally.screens

import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.hasContentDescription
import androidx.compose.ui.test.runComposeUiTest
import app.tally.core.Command
import app.tally.core.FeatureScoring
import app.tally.core.InputValue
import app.tally.core.PlayerInputs
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Test

@OptIn(ExperimentalTestApi::class)
class RobbersAtTheFinishTest {
    @Test
    fun aRobberLeftOnTheTrack_scores3_onTheFigureItsOwnerChose() = runComposeUiTest {
        val core = testCore()
        val gameId = Games.messagesAndRobbers(core.store)
        core.store.resume(gameId).use { game ->
            // road.base: 3 tiles, Ben alone: 3 on his first figure; Cleo's robber beside it; the end begins
            game.execute(
                Command.ScoreFeature(
                    FeatureScoring(
                        feature = "road", inputs = mapOf("tiles" to InputValue.Int(3)),
                        players = listOf(PlayerInputs("blue", mapOf("followers" to InputValue.Int(1)))), figures = mapOf("blue" to 0u),
                    ),
                ),
            )
            game.execute(Command.PlaceRobber("green", 3u))
            game.execute(Command.StartEndGame)
        }
        showApp(core)
        reporting {
            tap(English.homeResumeButton)
            tap(English.endGameWalkthrough)
            waitForText(English.atTheFinish)
            waitForText(English.scoredByItself)
            tap(English.figureOn(2, 0))
            tap(English.finishGame)
            tap(English.finishConfirm)
            waitForText(English.resultsTitle)
            waitFor(hasContentDescription(English.standing(1, "Ben", 3), substring = true))
            waitFor(hasContentDescription(English.standing(1, "Cleo", 3), substring = true))
        }
        val cleo = core.store.resume(gameId).use { game -> game.summary().players.first { it.id == "green" } }
        assertEquals(listOf(0L, 3L), cleo.figures.map { it.points })
    }
}
