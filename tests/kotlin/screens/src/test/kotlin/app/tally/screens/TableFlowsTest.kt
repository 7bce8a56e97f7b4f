// The flows of the table, each tapped against the real core:
// a correction applied and then edited from the timeline (as a correction), a field
// scored at the end, the end-game scoring reopened from the results, undo and redo on
// the end-game screen, the builder's second part, a game opened from History and
// deleted (asked first, told that deleting it ends it while it is open at the table),
// a rematch (seats rotated, the same expansions), the screen kept on during a game as
// the setting says, the history's filters, and home's recent games opening their detail.
// Points: road.base 1 per tile, field.city.incomplete 3 per completed city.
package app.tally.screens

import androidx.compose.ui.test.ComposeUiTest
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.hasContentDescription
import androidx.compose.ui.test.hasText
import androidx.compose.ui.test.runComposeUiTest
import app.tally.core.Colour
import app.tally.core.GameSeat
import app.tally.screens.Labels.ROAD_TILES
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

@OptIn(ExperimentalTestApi::class)
class TableFlowsTest {
    private fun ComposeUiTest.seeScore(name: String, points: Long) =
        waitFor(scoreOf(name, points))

    /** The active player's road of [tiles] (the core puts their highwayman on it). */
    private fun ComposeUiTest.road(tiles: Int) {
        tap("Road")
        enter(ROAD_TILES, tiles)
        waitForText("+$tiles")
        tap(English.scoreIt)
    }

    private fun ComposeUiTest.beginTheEnd() {
        tap(English.startEndGame)
        tap(English.beginEndGame)
        tap(English.endGameWalkthrough)
        waitForText(English.endGameTitle)
    }

    @Test
    fun aCorrection_isApplied_thenEditedAsACorrection_fromTheTimeline() = runComposeUiTest {
        val core = testCore()
        Games.base(core.store)
        showApp(core)
        reporting {
            tap(English.homeResumeButton)
            tap(English.correct)
            tap("Ann")
            increase(English.correctPoints, 4)
            type(English.correctReason, "forgotten cloister")
            tap(English.correctApply)
            seeScore("Ann", 4)
            tap(English.timeline)
            waitForText(English.timelineHint)
            tap("#1")
            tap(English.editEntryButton)
            waitForText("Edit the correction")
            increase(English.correctPoints)
            waitForText("4 → 5")
            tap(English.saveEdit)
            tapDescribed(English.back)
            seeScore("Ann", 5)
        }
    }

    @Test
    fun aField_isScoredAtTheEnd_threePointsPerCompletedCity() = runComposeUiTest {
        val core = testCore()
        Games.base(core.store)
        showApp(core)
        reporting {
            tap(English.homeResumeButton)
            beginTheEnd()
            tap(Labels.endName("field"))
            tap(English.endGameScore)
            enter(Labels.endLabel("field", "cities"), 2)
            increase(English.fieldOfPlayer(Labels.followersLabel("field", app.tally.core.When.END_OF_GAME), "Ann"))
            waitForText("+6")
            tap(English.scoreIt)
            waitForText(English.endGameScored(1))
            // undo and redo on the end-game screen itself
            tap(English.undo)
            waitForText(English.endGameNotYet)
            tap(English.redo)
            waitForText(English.endGameScored(1))
        }
    }

    @Test
    fun theEndGameScoring_isReopenedFromTheResults() = runComposeUiTest {
        val core = testCore()
        Games.base(core.store)
        showApp(core)
        reporting {
            tap(English.homeResumeButton)
            road(3)
            beginTheEnd()
            tap(English.finishGame)
            tap(English.finishConfirm)
            waitForText(English.resultsTitle)
            tap(English.reopen)
            waitForText(English.endGameTitle)
            tap(English.finishGame)
            tap(English.finishConfirm)
            waitFor(hasContentDescription(English.standing(1, "Ann", 3), substring = true))
        }
    }

    @Test
    fun theStepOfTheTurn_isMarkedNow_amongTheStepsWithEvents() = runComposeUiTest {
        val core = testCore()
        // the Princess & the Dragon: the fairy scores at the start of the turn (1A), where a game begins
        core.store.newGame(Games.twoPlayers, Games.ruleset("exp03_princess_dragon")).close()
        showApp(core)
        reporting {
            tap(English.homeResumeButton)
            waitForText(English.events)
            waitForText(English.now)
        }
    }

    @Test
    fun theBuildersSecondPart_isPlayed() = runComposeUiTest {
        val core = testCore()
        core.store.newGame(Games.twoPlayers, Games.ruleset("exp02_traders_builders")).close()
        showApp(core)
        reporting {
            tap(English.homeResumeButton)
            road(2)
            tap(English.secondPart)
            waitForText(English.secondPart, substring = true)
            road(3)
            seeScore("Ann", 5)
            tap(English.endTurn)
            waitForText(English.turnOf(2, "Ben"))
        }
    }

    @Test
    fun aGameOpenedFromHistory_isDeleted_afterAsking_andSaidToEnd_whileItIsPlayed() = runComposeUiTest {
        val core = testCore()
        val id = Games.base(core.store)
        val platform = FakePlatform()
        showApp(core, platform)
        reporting {
            // at the table: its detail (the timeline) asks, saying that deleting it ends it; kept
            tap(English.homeResumeButton)
            assertTrue(platform.screenOn, "a game keeps the screen on")
            tap(English.timeline)
            scrollTo(English.deleteGame)
            tap(English.deleteGame)
            waitForText("The game of Ann, Ben is being played on this phone: deleting it ends it. " +
                "It disappears from the history and the statistics. Export it first to keep a copy.")
            tap(English.cancel)
            tapDescribed(English.back)
            tapDescribed(English.back)
            waitForText(English.homeResume)
            assertFalse(platform.screenOn, "home lets the screen sleep")
            // from History: asked first, without "being played", then gone
            tap(English.homeHistory(1))
            tap(English.unfinished)
            scrollTo(English.deleteGame)
            tap(English.deleteGame)
            waitForText("The game of Ann, Ben disappears from the history and the statistics. Export it first to keep a copy.")
            tap(English.deleteEntry)
            waitForText(English.homeNewGame)
            assertEquals(emptyList<Long>(), core.store.history(app.tally.core.HistoryFilter()).map { it.id }, "game $id deleted")
        }
    }

    @Test
    fun theGameBeingPlayed_deletedFromItsTimeline_ends_andHomeHasNoGameToResume() = runComposeUiTest {
        val core = testCore()
        Games.base(core.store)
        val platform = FakePlatform()
        showApp(core, platform)
        reporting {
            tap(English.homeResumeButton)
            tap(English.timeline)
            scrollTo(English.deleteGame)
            tap(English.deleteGame)
            waitForText(English.deleteGameEndsIt("Ann, Ben"))
            tap(English.deleteEntry)
            waitForText(English.homeNewGame)
            waitUntilGone(English.homeResume)
            assertFalse(platform.screenOn, "home lets the screen sleep")
            assertEquals(0, core.store.history(app.tally.core.HistoryFilter()).size, "the game being played is gone")
        }
    }

    @Test
    fun home_listsTheFinishedGames_underRecentGames_eachOpeningItsDetail() = runComposeUiTest {
        val core = testCore()
        core.store.newGame(Games.twoPlayers, Games.ruleset()).use { game ->
            game.execute(app.tally.core.Command.StartEndGame)
            game.execute(app.tally.core.Command.Finish(emptyMap()))
        }
        showApp(core)
        reporting {
            waitForText(English.recentGames)
            tap(English.finished)
            waitForText(English.detailTitle)
            scrollTo(English.deleteGame)
        }
    }

    @Test
    fun aRematch_rotatesTheSeats_andKeepsTheExpansions() = runComposeUiTest {
        val core = testCore()
        val ann = core.store.addRosterPlayer("Ann", Colour.RED)
        val ben = core.store.addRosterPlayer("Ben", Colour.BLUE)
        val cleo = core.store.addRosterPlayer("Cleo", Colour.GREEN)
        val seats = listOf(ann, ben, cleo).map { GameSeat(it.id, it.name, it.colour) }
        core.store.newGame(seats, Games.ruleset("mini2_messages")).use { game ->
            game.execute(app.tally.core.Command.StartEndGame)
            game.execute(app.tally.core.Command.Finish(emptyMap()))
        }
        showApp(core)
        reporting {
            tap(English.homeHistory(1))
            tap(English.finished)
            scrollTo(English.rematch)
            tap(English.rematch)
            waitForText(English.turnOf(1, "Ben"))
            val rematch = core.store.unfinishedGames().single()
            assertEquals(listOf("Ben", "Cleo", "Ann"), rematch.seats.map { it.name })
            assertEquals(listOf("mini2_messages"), rematch.ruleset.expansions)
        }
    }

    @Test
    fun theScreen_staysOnOnlyWhenTheSettingSaysSo() = runComposeUiTest {
        val core = testCore()
        Games.base(core.store)
        val platform = FakePlatform()
        showApp(core, platform)
        reporting {
            tap(English.homeSettings)
            tap(English.settingsKeepScreenOn)
            waitForText(English.settingsVersion)
            waitForText("0.1.0")
            tapDescribed(English.back)
            tap(English.homeResumeButton)
            waitForText(English.turnOf(1, "Ann"))
            assertFalse(platform.screenOn)
        }
    }

    @Test
    fun history_isFilteredByState_player_andExpansion_andCountsAgreeWithHome() = runComposeUiTest {
        val core = testCore()
        Games.base(core.store)
        core.store.newGame(listOf(GameSeat(null, "Cleo", Colour.GREEN), GameSeat(null, "Dana", Colour.PINK)), Games.ruleset("mini2_messages")).close()
        val messages = app.tally.ffi.expansions().first { it.key == "mini2_messages" }.name
        showApp(core)
        reporting {
            tap(English.homeHistory(2))
            // "Ben" is a filter chip and a seat of the first game's card
            fun bens() = onAllNodes(hasText("Ben")).fetchSemanticsNodes().size
            waitUntil("both games listed", 15_000) { bens() == 2 }
            tapChip("Cleo")
            waitUntil("only Cleo's game listed", 15_000) { bens() == 1 }
            tapChip(English.allPlayers)
            waitUntil("both games listed again", 15_000) { bens() == 2 }
            // both games are unfinished: none is finished
            tapChip(English.finishedGames)
            waitForText(English.historyEmpty)
            tapChip(English.unfinishedGames)
            waitUntil("both unfinished games listed", 15_000) { bens() == 2 }
            tapChip(English.allGames)
            // only Cleo and Dana played with Messages
            tapChip(messages)
            waitUntil("only the game with Messages listed", 15_000) { bens() == 1 }
            tapChip(English.anyExpansion)
            waitUntil("both games listed with any expansion", 15_000) { bens() == 2 }
        }
    }
}
