// The dispatch screen tapped against the real core's dispatch draft (Messages,
// reference 0.3.1): Ann's road of 5 (road.base) stops her first figure on dark space
// 5, and she draws. A count tile is refused until its count is given, then typed or
// stepped (messages.dispatch.coats_of_arms: 2 points each); her smallest city is
// filled in as after the game without per-player fields (messages.dispatch.smallest_city:
// C3 city at the end, 1 per tile and coat of arms); the meeple tile scores the
// feature chosen, on the figure chosen (messages.dispatch.score_meeple). A dispatch's
// log entry is edited on the same screen from the timeline: 3 knights become 3
// farmers (messages.dispatch.farmers: 2 each, the same 6 points); and, with a later
// dispatch depending on it (tests/scenarios/draft-dispatch.json), 4 knights are
// refused with the core's reason and nothing changes. Taking back the scoring that drew
// the dispatch takes the dispatch with it.
package app.tally.screens

import androidx.compose.ui.test.ComposeUiTest
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.assertIsEnabled
import androidx.compose.ui.test.assertIsNotEnabled
import androidx.compose.ui.test.hasClickAction
import androidx.compose.ui.test.hasContentDescription
import androidx.compose.ui.test.hasText
import androidx.compose.ui.test.runComposeUiTest
import androidx.compose.ui.test.isSelected
import app.tally.core.Command
import app.tally.core.DraftAction
import app.tally.core.DraftStart
import app.tally.core.ErrorCode
import app.tally.core.FeatureScoring
import app.tally.core.InputValue
import app.tally.core.PlayerInputs
import app.tally.core.TileForm
import app.tally.core.TileOption
import app.tally.core.When
import app.tally.screens.Labels.ROAD_TILES
import app.tally.ffi.GameSession
import app.tally.ffi.TallyStore
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

@OptIn(ExperimentalTestApi::class)
class DispatchTest {
    private fun ComposeUiTest.seeScore(name: String, points: Long) =
        waitFor(scoreOf(name, points))

    /** A Messages game shown, and the catalogue's dispatch tiles by key. */
    private fun ComposeUiTest.messagesGame(): Map<String, TileOption> {
        val core = testCore()
        val gameId = Games.messagesAndRobbers(core.store)
        val tiles = core.store.resume(gameId).use { it.catalogue() }.dispatchTiles.associateBy { it.key }
        showApp(core)
        return tiles
    }

    /** Ann's road of 5 (5 points): her first figure stops on dark space 5, and the dispatch screen opens. */
    private fun ComposeUiTest.annDraws() {
        tap(English.homeResumeButton)
        tap("Road")
        enter(ROAD_TILES, 5)
        tap(English.scoreIt)
        tap(English.dispatchResolve)
        waitForText(English.dispatchChoose)
    }

    private fun ComposeUiTest.resolveButton() = onNode(hasText(English.dispatchResolve) and hasClickAction())

    @Test
    fun theScoringThatDrewTheDispatch_isTakenBack_withTheDispatch() = runComposeUiTest {
        messagesGame()
        reporting {
            annDraws()
            tap("Undo the last scoring")
            // back on the scoreboard: Ann's road is gone, and the dispatch it drew with it
            seeScore("Ann", 0)
            waitUntilGone("Ann's scoring figure 1 stopped on dark space 5: Ann draws a dispatch.")
            waitForText(English.turnOf(1, "Ann"))
        }
    }

    @Test
    fun aCountTile_isRefusedUntilTheCountIsGiven_thenTypedOrStepped() = runComposeUiTest {
        val tiles = messagesGame()
        val coats = tiles.getValue("coats_of_arms")
        val count = (coats.form as TileForm.Count).field
        reporting {
            annDraws()
            waitForText("+2")
            tap(coats.name)
            // no count yet: the field asks for it, the core says why it cannot be taken, the button waits
            waitForText(count.ask)
            waitForText("say how many", substring = true)
            resolveButton().assertIsNotEnabled()
            // stepped from nothing: the smallest count, 0; then 2 coats of arms, 4 points
            increase(count.label)
            increase(count.label, 2)
            waitForText("+4")
            // typed: 3 coats of arms, 6 points; one less: 4 points
            enter(count.label, 3)
            waitForText("+6")
            decrease(count.label)
            waitForText("+4")
            resolveButton().assertIsEnabled()
            tap(English.dispatchResolve)
            seeScore("Ann", 9)
        }
    }

    @Test
    fun theSmallestCity_isFilledInAsAfterTheGame_withoutPerPlayerFields() = runComposeUiTest {
        val tiles = messagesGame()
        val smallest = tiles.getValue("smallest_city")
        reporting {
            annDraws()
            tap(smallest.name)
            waitForText(English.dispatchFeatureForm(Labels.endName("city")))
            // hers alone: no row of followers per player
            val followers = English.fieldOfPlayer(Labels.followersLabel("city", When.END_OF_GAME), "Ann")
            assertTrue(onAllNodes(hasContentDescription(followers)).fetchSemanticsNodes().isEmpty(), "no per-player field")
            // 3 tiles and 1 coat of arms: 4 points
            enter(Labels.endLabel("city", "tiles"), 3)
            enter(Labels.endLabel("city", "coats_of_arms"), 1)
            waitForText("+4")
            tap(English.dispatchResolve)
            seeScore("Ann", 9)
        }
    }

    @Test
    fun theMeepleTile_scoresTheFeatureChosen_onTheFigureChosen() = runComposeUiTest {
        val tiles = messagesGame()
        val meeple = tiles.getValue("score_meeple")
        val features = (meeple.form as TileForm.Meeple).features.associateBy { it.key }
        reporting {
            annDraws()
            tap(meeple.name)
            // the road first, then the city chosen, then the road again
            waitForText(English.dispatchFeatureForm(Labels.endName("road")))
            tap(features.getValue("city").name)
            waitForText(English.dispatchFeatureForm(Labels.endName("city")))
            tap(features.getValue("road").name)
            waitForText(English.dispatchFeatureForm(Labels.endName("road")))
            // a road of 4 with her meeple (filled in by the core): 4 points, on her second figure (0 → 4)
            enter(Labels.endLabel("road", "tiles"), 4)
            waitForText("+4")
            tap("2: 0 → 4")
            tap(English.dispatchResolve)
            seeScore("Ann", 9)
            waitForText(English.figureOn(2, 4), substring = true)
            waitForText(English.figureOn(1, 5), substring = true)
        }
    }

    @Test
    fun aDispatchsEntry_isEditedFromTheTimeline_asADispatch() = runComposeUiTest {
        val tiles = messagesGame()
        val knights = tiles.getValue("knights")
        val farmers = tiles.getValue("farmers")
        val count = (knights.form as TileForm.Count).field.label
        reporting {
            annDraws()
            // messages.dispatch.knights: 3 knights, 2 points each; her first figure from 5 to 11
            tap(knights.name)
            enter(count, 3)
            waitForText("+6")
            tap(English.dispatchResolve)
            seeScore("Ann", 11)

            // the dispatch screen opens on entry #2 as recorded: knights, 3 of them, the scores the edit would leave
            editAnnsKnights(knights.name, count)
            waitFor(hasText(knights.name) and isSelected())
            waitForText(English.scoresAfter)
            // farmers instead: the count is asked again, then 3 farmers give the same 6 points (messages.dispatch.farmers)
            tap(farmers.name)
            waitFor(hasText(farmers.name) and isSelected())
            onNode(hasText(English.saveEdit) and hasClickAction()).assertIsNotEnabled()
            enter((farmers.form as TileForm.Count).field.label, 3)
            waitForText(English.entryChanges(2, dispatchFor("Ann", farmers.name)), substring = true)
            waitForText("+6")
            tap(English.saveEdit)
            // back on the timeline: the entry reads farmers, Ann keeps 11 and her figure stays on 11
            waitForText(dispatchFor("Ann", farmers.name), substring = true)
            waitUntilGone(dispatchFor("Ann", knights.name), substring = true)
            tapDescribed(English.back)
            seeScore("Ann", 11)
            waitForText(English.figureOn(1, 11), substring = true)
        }
    }

    @Test
    fun anEditOfADispatch_thatALaterDispatchDependsOn_isRefusedWithTheCoresReason() = runComposeUiTest {
        val core = testCore()
        val gameId = laterDispatchOnTheFirst(core.store)
        val knights = core.store.resume(gameId).use { it.catalogue() }.dispatchTiles.first { it.key == "knights" }
        val count = (knights.form as TileForm.Count).field.label
        // the core's reason for refusing 4 knights (draft-dispatch.json): the dispatch at entry 6 would have nothing to answer
        val reason = core.store.resume(gameId).use { game ->
            val edit = game.startDraft(DraftStart.Edit(2u))
            val view = game.applyDraft(edit.draft, DraftAction.SetCount(4)).view
            assertEquals(ErrorCode.EDIT_REFUSED, view.refusal?.code)
            checkNotNull(view.submit.whyNot)
        }
        showApp(core)
        reporting {
            tap(English.homeResumeButton)
            seeScore("Ann", 19)
            editAnnsKnights(knights.name, count)
            enter(count, 4)
            waitForText(reason)
            onNode(hasText(English.saveEdit) and hasClickAction()).assertIsNotEnabled()
            // left without saving: the entry still reads knights, Ann keeps 19 on her first figure
            tapDescribed(English.back)
            waitForText(dispatchFor("Ann", knights.name), substring = true)
            tapDescribed(English.back)
            seeScore("Ann", 19)
            waitForText(English.figureOn(1, 19), substring = true)
        }
        core.store.resume(gameId).use { game ->
            assertEquals(listOf(19u, 0u), game.summary().players.first { it.id == "red" }.figures.map { it.space })
        }
    }

    /** The core's log summary of a dispatch's entry begins so (core/locales/en/table.ftl, log-dispatch). */
    /** From the scoreboard: the timeline, Ann's dispatch of 3 knights (entry #2), Edit; the dispatch screen open on it. */
    private fun ComposeUiTest.editAnnsKnights(knights: String, count: String) {
        tap(English.timeline)
        tap(dispatchFor("Ann", knights), substring = true)
        tap(English.editEntryButton)
        waitForText("#2 Dispatch")
        waitFor(hasContentDescription(count) and hasText("3"))
    }

    private fun dispatchFor(player: String, tile: String) = "Dispatch for $player: $tile"

    /**
     * The game of tests/scenarios/draft-dispatch.json up to its second dispatch (Ann and Ben,
     * C3 with Messages): Ann's road of 5 (dark space 5), 3 knights (6: on 11), her road of 4
     * (dark space 15), her smallest city of 3 tiles and 1 coat of arms (4: on 19). Its id.
     */
    private fun laterDispatchOnTheFirst(store: TallyStore): Long =
        store.newGame(Games.twoPlayers, Games.ruleset("mini2_messages")).use { game ->
            game.execute(annsRoad(5))
            game.dispatch(DraftAction.ChooseTile("knights", null), DraftAction.SetCount(3))
            game.execute(Command.EndTurn)
            game.execute(Command.EndTurn)
            game.execute(annsRoad(4))
            game.dispatch(
                DraftAction.ChooseTile("smallest_city", null),
                DraftAction.Set(0u, "tiles", null, InputValue.Int(3)),
                DraftAction.Set(0u, "coats_of_arms", null, InputValue.Int(1)),
            )
            game.gameId()
        }

    private fun annsRoad(tiles: Long) = Command.ScoreFeature(
        FeatureScoring(
            feature = "road", inputs = mapOf("tiles" to InputValue.Int(tiles)),
            players = listOf(PlayerInputs("red", mapOf("followers" to InputValue.Int(1)))), figures = emptyMap(),
        ),
    )

    /** The waiting dispatch answered through the core's draft. */
    private fun GameSession.dispatch(vararg actions: DraftAction) {
        var draft = startDraft(DraftStart.Dispatch).draft
        actions.forEach { draft = applyDraft(draft, it).draft }
        submitDraft(draft)
    }
}
