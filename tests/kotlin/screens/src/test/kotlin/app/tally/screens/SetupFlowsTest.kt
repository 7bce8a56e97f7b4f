// The flows around the games, tapped against the real core: the
// new-game options (nobody seated: no start; colours swapped between two seats; a
// preset such as big_box_6; an edition and one component of an expansion; roster
// players with their games, each seat's colour and each expansion's state named), a roster
// player added and recoloured, every game exported from Settings and imported into
// another phone's store, a dispatch tile other than "2 points" (reference
// messages.dispatch.knights: 2 points per knight), and two players head to head.
package app.tally.screens

import androidx.compose.ui.test.ComposeUiTest
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.assertIsNotEnabled
import androidx.compose.ui.test.hasClickAction
import androidx.compose.ui.test.hasContentDescription
import androidx.compose.ui.test.hasStateDescription
import androidx.compose.ui.test.hasText
import androidx.compose.ui.test.onFirst
import androidx.compose.ui.test.runComposeUiTest
import androidx.compose.runtime.getValue
import androidx.compose.runtime.key
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.setValue
import androidx.navigation.compose.rememberNavController
import app.tally.core.Colour
import app.tally.data.TallyCore
import app.tally.designsystem.TallyTheme
import app.tally.navigation.TallyNavHost
import app.tally.core.Command
import app.tally.core.Edition
import app.tally.core.GameSeat
import app.tally.core.Group
import app.tally.core.HistoryFilter
import app.tally.ffi.editions
import app.tally.ffi.expansions
import app.tally.ffi.presetRuleset
import app.tally.ffi.presets
import app.tally.screens.Labels.ROAD_TILES
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Test

@OptIn(ExperimentalTestApi::class)
class SetupFlowsTest {
    private fun ComposeUiTest.seat(name: String) {
        type(English.newGameNewPlayer, name)
        tap(English.add)
        waitForText(name)
    }

    @Test
    fun newGame_isRefusedWithoutPlayers_swapsColours_andStartsFromAPreset() = runComposeUiTest {
        val core = testCore()
        showApp(core)
        reporting {
            tap(English.homeNewGame)
            waitForText(English.newGameStart)
            onAllNodes(hasText(English.newGameStart) and hasClickAction()).onFirst().assertIsNotEnabled()
            seat("Ann")
            seat("Ben")
            // Ann takes Ben's colour (the second free one, yellow): Ben takes hers
            tapDescribed(English.colour(Colour.YELLOW))
            tap(presets().first { it.key == "big_box_6" }.name, substring = true)
            tap(English.newGameStart)
            waitForText(English.turnOf(1, "Ann"))
            val game = core.store.unfinishedGames().single()
            assertEquals(listOf(Colour.YELLOW, Colour.RED), game.seats.map { it.colour })
            val preset = presetRuleset("big_box_6")
            assertEquals(preset.expansions.sorted(), game.ruleset.expansions.sorted())
            assertEquals(preset.edition, game.ruleset.edition)
        }
    }

    @Test
    fun newGame_takesAnEdition_andOneComponentOfAnExpansion() = runComposeUiTest {
        val core = testCore()
        showApp(core)
        val c2 = editions().first { it.edition == Edition.C2 }
        val inns = expansions().first { it.key == "exp01_inns_cathedrals" }
        val component = inns.components.first()
        reporting {
            tap(English.homeNewGame)
            seat("Ann")
            seat("Ben")
            tap(c2.name)
            tap(English.group(Group.MAJOR), substring = true)
            tap(component.name)
            tap(English.newGameStart)
            waitForText(English.turnOf(1, "Ann"))
            val game = core.store.unfinishedGames().single()
            assertEquals(Edition.C2, game.ruleset.edition)
            assertEquals(listOf(component.key), game.ruleset.expansions)
        }
    }

    @Test
    fun newGame_offersRosterPlayersWithTheirGames_namesEachSeatsColour_andSaysEachExpansionsState() = runComposeUiTest {
        val core = testCore()
        val dana = core.store.addRosterPlayer("Dana", Colour.PURPLE)
        core.store.newGame(listOf(GameSeat(dana.id, "Dana", Colour.PURPLE), GameSeat(null, "Ben", Colour.BLUE)), Games.ruleset()).close()
        val inns = expansions().first { it.key == "exp01_inns_cathedrals" }
        showApp(core)
        reporting {
            tap(English.homeNewGame)
            tapChip("Dana (1 game)")
            waitFor(hasContentDescription("Colour of Dana"))
            tap(English.group(Group.MAJOR), substring = true)
            fun switched(state: String) = waitFor(hasText(inns.name) and hasStateDescription(state))
            switched("Off")
            tap(inns.components.first().name)
            switched("Some components")
            tap(inns.name)
            switched("On")
        }
    }

    @Test
    fun aRosterPlayer_isAdded_thenRecoloured() = runComposeUiTest {
        val core = testCore()
        showApp(core)
        reporting {
            tap(English.homePlayers(0))
            type(English.playersName, "Dana")
            tap(English.playersAddButton)
            waitForText("Dana")
            tap("Dana")
            waitForText(English.rename)
            tapDescribed(English.colour(Colour.PURPLE))
            waitUntil("Dana is purple", 15_000) { core.store.roster().single().colour == Colour.PURPLE }
        }
    }

    @Test
    fun everyGame_isExported_andImportedOnAnotherPhone() = runComposeUiTest {
        val core = testCore()
        Games.base(core.store)
        Games.base(core.store)
        val platform = FakePlatform()
        val other = testCore()
        val otherPlatform = FakePlatform()
        var phone by mutableStateOf<Pair<TallyCore, FakePlatform>>(core to platform)
        waitForCore(core)
        setContent {
            key(phone) {
                val nav = rememberNavController()
                TallyTheme(English, appFont) { TallyNavHost(phone.first, phone.second, nav) }
            }
        }
        reporting {
            tap(English.homeSettings)
            tap(English.settingsExport)
            waitForText(English.settingsExported(2))
            val document = platform.shared.single()
            // the other phone: nothing is there, then both games are
            otherPlatform.document = document
            phone = other to otherPlatform
            waitForCore(other)
            tap(English.homeSettings)
            waitFor(hasText(English.settingsGames) and hasText("0"))
            tap(English.settingsImport)
            waitForText(English.settingsImported(2, 0))
            assertEquals(2, other.store.history(HistoryFilter()).size)
            // importing the same file again adds nothing
            tap(English.settingsImport)
            waitForText(English.settingsImported(0, 2))
        }
    }

    @Test
    fun aDispatchOtherThanTwoPoints_scoresTwoPerKnight() = runComposeUiTest {
        val core = testCore()
        Games.messagesAndRobbers(core.store)
        showApp(core)
        val knights = core.store.resume(core.store.unfinishedGames().single().id).use { it.catalogue() }
            .dispatchTiles.first { it.key == "knights" }
        val count = (knights.form as app.tally.core.TileForm.Count).field.label
        reporting {
            tap(English.homeResumeButton)
            // road.base 5 for Ann: her first figure stops on dark space 5
            tap("Road")
            enter(ROAD_TILES, 5)
            tap(English.scoreIt)
            tap(English.dispatchResolve)
            tap(knights.name)
            // three knights typed: 2 points each, 6 points
            enter(count, 3)
            waitForText("+6")
            tap(English.dispatchResolve)
            waitFor(scoreOf("Ann", 11))
        }
    }

    @Test
    fun twoPlayers_areComparedHeadToHead() = runComposeUiTest {
        val core = testCore()
        val ann = core.store.addRosterPlayer("Ann", Colour.RED)
        val ben = core.store.addRosterPlayer("Ben", Colour.BLUE)
        repeat(2) {
            core.store.newGame(listOf(ann, ben).map { GameSeat(it.id, it.name, it.colour) }, Games.ruleset()).use { game ->
                game.execute(Command.Correct("red", 5, "test", null))
                game.execute(Command.StartEndGame)
                game.execute(Command.Finish(emptyMap()))
            }
        }
        showApp(core)
        reporting {
            tap(English.homeStatistics)
            waitForText(English.headToHead)
            // The head-to-head chips (a row of the wins names the players too).
            tapChip("Ann")
            tapChip("Ben")
            waitFor(hasText(English.headToHeadGames) and hasText("2"))
            waitFor(hasText(English.headToHeadAhead("Ann")) and hasText("2"))
            waitFor(hasText(English.headToHeadAhead("Ben")) and hasText("0"))
        }
    }
}
