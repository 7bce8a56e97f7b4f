// The Android app's presenters (android/app/src/main/kotlin/app/tally/presentation)
// driving whole games through the real core: new game, scoring forms with their live
// previews, dispatches, robbers, undo/redo, the end-game walkthrough, results, history,
// game detail, statistics, players and export/import.
package app.tally.tests

import app.tally.core.Colour
import app.tally.core.Edition
import app.tally.core.ExpansionGroup
import app.tally.core.Phase
import app.tally.core.Step
import app.tally.core.TallyStore
import app.tally.presentation.DispatchPresenter
import app.tally.presentation.DispatchTile
import app.tally.presentation.EndGamePresenter
import app.tally.presentation.GameDetailPresenter
import app.tally.presentation.GameDetailUiState
import app.tally.presentation.HistoryPresenter
import app.tally.presentation.HistoryUiState
import app.tally.presentation.HomePresenter
import app.tally.presentation.HomeUiState
import app.tally.presentation.NewGamePresenter
import app.tally.presentation.PendingUi
import app.tally.presentation.PlayersPresenter
import app.tally.presentation.ResultsPresenter
import app.tally.presentation.ResultsUiState
import app.tally.presentation.ScoreboardPresenter
import app.tally.presentation.ScoreboardUiState
import app.tally.presentation.ScoringFormPresenter
import app.tally.presentation.SettingsPresenter
import app.tally.presentation.StatisticsPresenter
import app.tally.presentation.StatisticsUiState
import app.tally.presentation.TransferResult
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertNotNull
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.io.TempDir
import java.io.File

class PresenterTest {
    private fun ready(presenter: ScoreboardPresenter) = presenter.state.value as ScoreboardUiState.Ready

    private fun score(board: ScoreboardUiState.Ready, id: String) = board.players.first { it.id == id }.score

    /** Ann (red) and Ben (blue), from the roster, with the given expansions. */
    private fun newGame(store: TallyStore, vararg expansions: String): Long {
        val players = PlayersPresenter(store)
        assertTrue(players.add("Ann", Colour.RED))
        assertTrue(players.add("Ben", Colour.BLUE))
        val newGame = NewGamePresenter(store)
        newGame.state.value.roster.forEach { newGame.addRosterPlayer(it.id) }
        expansions.forEach { newGame.toggleExpansion(it) }
        return checkNotNull(newGame.start())
    }

    @Test
    fun newGame_whenPresetBigBox6_thenExpansionsAndEditionFromTheCore() {
        TallyStore.inMemory().use { store ->
            val presenter = NewGamePresenter(store)
            val groups = presenter.state.value.groups.map { it.group }
            assertEquals(ExpansionGroup.MAJOR, groups.first(), "Part C order: major expansions first")
            assertTrue(presenter.state.value.presets.any { it.key == "big_box_6" })
            presenter.applyPreset("big_box_6")
            val state = presenter.state.value
            assertEquals("big_box_6", state.preset)
            assertTrue(state.selectedExpansions > 3, "Big Box 6 selects several expansions")
            assertEquals(app.tally.core.presetRuleset("big_box_6").edition, state.edition)
            // no players yet: cannot start
            assertFalse(state.canStart)
            assertNull(presenter.start())
            assertNotNull(presenter.state.value.error)
        }
    }

    @Test
    fun newGame_whenColourTaken_thenSeatsSwapColours() {
        TallyStore.inMemory().use { store ->
            val presenter = NewGamePresenter(store)
            presenter.addNewPlayer("Ann")
            presenter.addNewPlayer("Ben")
            val (ann, ben) = presenter.state.value.seats
            presenter.setColour(1, ann.colour)
            val seats = presenter.state.value.seats
            assertEquals(ann.colour, seats[1].colour)
            assertEquals(ben.colour, seats[0].colour)
            presenter.selectEdition(Edition.C2)
            presenter.toggleComponent("exp01_inns_cathedrals.inns")
            val ruleset = presenter.ruleset()
            assertEquals(listOf("exp01_inns_cathedrals.inns"), ruleset.expansions)
            val id = checkNotNull(presenter.start())
            store.resume(id).use { assertEquals(Edition.C2, it.ruleset().edition) }
        }
    }

    @Test
    fun scoreboard_wholeGameWithMessagesAndRobbers_throughThePresenters(@TempDir dir: File) {
        val path = File(dir, "tally.db").path
        val gameId: Long
        TallyStore.open(path).use { store ->
            gameId = newGame(store, "mini2_messages", "mini6_robbers")
            val board = ScoreboardPresenter(store, gameId)
            var state = ready(board)
            assertEquals("red", state.active.id)
            assertTrue(state.messagesInPlay && state.robbersInPlay && !state.builderInPlay)
            assertEquals(setOf(0, 5, 10, 15, 20, 25, 30, 35, 40, 45), state.darkSpaces)
            assertEquals(listOf(2, 2), state.players.map { it.figures.size })
            assertTrue(state.features.any { it.key == "city" } && state.features.any { it.key == "road" })

            // City of 4 tiles and a coat of arms for red: the preview shows 10 before anything is recorded.
            val city = board.form(state.features.first { it.key == "city" })
            city.setNumber("tiles", 4)
            city.setNumber("coats_of_arms", 1)
            city.setPlayerNumber("followers", "red", 1)
            val preview = checkNotNull(city.state.value.preview)
            assertEquals(10L, preview.awards.single().points)
            assertEquals(listOf("city.base", "city.base"), preview.awards.single().rows.map { it.rule })
            assertEquals(0L, score(ready(board), "red"), "a preview records nothing")
            city.setFigure("red", 1)
            assertTrue(city.submit())
            board.refresh()
            state = ready(board)
            assertEquals(10L, score(state, "red"))
            assertEquals(listOf(0, 10), state.players.first { it.id == "red" }.figures.map { it.space })

            // Figure 1 stopped on dark space 10: the dispatch prompt; red takes the knights (2 x 3).
            val pending = state.pending as PendingUi.Dispatch
            assertEquals(10, pending.space)
            assertFalse(board.endTurn(), "nothing else before the dispatch")
            assertNotNull(ready(board).message)
            board.dismissMessage()
            val dispatch = checkNotNull(board.dispatch())
            assertEquals(2L, dispatch.state.value.preview?.value, "two points, previewed")
            dispatch.selectTile(DispatchTile.KNIGHTS)
            dispatch.setCount(3)
            assertEquals(6L, dispatch.state.value.preview?.awards?.single()?.points, "the knights, previewed: 2 x 3")
            dispatch.setFigure(0)
            assertTrue(dispatch.resolve())
            board.refresh()
            state = ready(board)
            assertNull(state.pending)
            assertEquals(16L, score(state, "red"))
            assertEquals(listOf(6L, 10L), state.players.first { it.id == "red" }.figures.map { it.points })

            // A smallest-road dispatch: its end-of-game form.
            val road = board.form(state.features.first { it.key == "road" })
            road.setNumber("tiles", 4)
            road.setPlayerNumber("followers", "red", 1)
            road.setFigure("red", 1)
            assertTrue(road.submit()) // figure 1: 10 -> 14, not dark
            board.refresh()
            assertEquals(20L, score(ready(board), "red"))

            // Undo and redo.
            assertTrue(board.undo())
            assertEquals(16L, score(ready(board), "red"))
            assertTrue(ready(board).canRedo)
            assertTrue(board.redo())
            assertEquals(20L, score(ready(board), "red"))

            // Blue's robber joins red's figure on space 14.
            val placement = board.robberPlacement().first { it.owner.id == "blue" }
            assertTrue(14 in placement.spaces && 6 in placement.spaces)
            assertTrue(board.placeRobber("blue", 14))
            assertEquals(14, ready(board).players.first { it.id == "blue" }.robberSpace)

            // The turn passes; events of another step are listed when chosen.
            assertTrue(board.endTurn())
            state = ready(board)
            assertEquals("blue", state.active.id)
            assertEquals(2, state.turn)
            state.eventSteps.firstOrNull { it.step != state.selectedStep.step }?.let { other ->
                board.selectStep(other.step)
                assertEquals(other, ready(board).selectedStep)
            }
            board.close()
        }

        // Process death: a new store and presenter reload the game by its id.
        TallyStore.open(path).use { store ->
            val board = ScoreboardPresenter(store, gameId)
            val state = ready(board)
            assertEquals(20L, score(state, "red"))
            assertEquals("blue", state.active.id)
            assertEquals(14, state.players.first { it.id == "blue" }.robberSpace)

            // Red's figure on 14 moves: blue's robber steals half of 4 = 2.
            val road = board.form(state.features.first { it.key == "road" })
            road.setNumber("tiles", 4)
            road.setPlayerNumber("followers", "red", 1)
            road.setFigure("red", 1)
            assertTrue(road.submit())
            board.refresh()
            assertEquals(24L, score(ready(board), "red"))
            assertEquals(2L, score(ready(board), "blue"))
            assertNull(ready(board).players.first { it.id == "blue" }.robberSpace)

            // The end-game walkthrough: begin, score an incomplete city for blue, finish.
            val endGame = EndGamePresenter(board.session())
            assertTrue(endGame.begin())
            assertEquals(Phase.END_GAME, endGame.state.value.phase)
            val items = endGame.state.value.items
            assertTrue(items.first().isFeature, "B.1 features come first")
            val cityIndex = items.indexOfFirst { it.key == "city" }
            endGame.goTo(cityIndex)
            val form = endGame.form()
            assertTrue(form.state.value.endOfGame)
            form.setNumber("tiles", 22)
            form.setPlayerNumber("followers", "blue", 1)
            assertEquals(22L, form.state.value.preview!!.awards.single().points)
            assertTrue(form.submit())
            endGame.refresh()
            assertEquals(1, endGame.state.value.current!!.timesScored)
            endGame.next()
            assertEquals(cityIndex + 1, endGame.state.value.index)
            assertTrue(endGame.finish())
            assertEquals(Phase.FINISHED, endGame.state.value.phase)
            board.refresh()
            assertEquals(24L, score(ready(board), "red"))
            assertEquals(24L, score(ready(board), "blue"))

            // Results: a tie for first, each player's breakdown.
            val results = ResultsPresenter(store, gameId).state.value as ResultsUiState.Ready
            assertTrue(results.finished)
            assertEquals(listOf(1, 1), results.standings.map { it.rank })
            assertTrue(results.standings.all { it.tied })
            val blue = results.standings.first { it.player.id == "blue" }
            assertTrue(blue.rows.any { it.second == 2L }, "the robber's 2 points: ${blue.rows}")
            assertEquals(24L, blue.byCategory.sumOf { it.second })

            // History, game detail (timeline, progression), statistics, home.
            val history = HistoryPresenter(store).state.value as HistoryUiState.Ready
            assertEquals(listOf(gameId), history.games.map { it.id })
            assertNotNull(history.games.single().finishedAtMs)
            val detail = GameDetailPresenter(store, gameId).state.value as GameDetailUiState.Ready
            assertEquals(listOf(1, 2), detail.timeline.map { it.turn }.filter { it > 0 }.distinct().take(2))
            assertTrue(detail.timeline.flatMap { it.steps }.any { it.step.step == Step.END_OF_GAME })
            assertEquals(2, detail.series.size)
            assertEquals(24L, detail.maxScore)
            val stats = StatisticsPresenter(store).state.value as StatisticsUiState.Ready
            assertEquals(setOf("Ann", "Ben"), stats.players.map { it.name }.toSet())
            assertTrue(stats.players.all { it.games == 1L && it.wins == 1L })
            val home = HomePresenter(store).state.value as HomeUiState.Ready
            assertNull(home.resume)
            assertEquals(1, home.finishedGames)

            // Export, then import into an empty store.
            val json = checkNotNull(SettingsPresenter(store).exportAll())
            TallyStore.inMemory().use { other ->
                val settings = SettingsPresenter(other)
                settings.import(json)
                assertEquals(TransferResult.Imported(1, 0), settings.state.value.last)
                settings.import(json)
                assertEquals(TransferResult.Imported(0, 1), settings.state.value.last)
                settings.import("{ not json")
                assertTrue(settings.state.value.last is TransferResult.Failed)
            }
            board.close()
        }
    }

    @Test
    fun robberChoice_whenTwoFiguresScoreFromItsSpace_thenOwnerChooses() {
        TallyStore.inMemory().use { store ->
            val players = PlayersPresenter(store)
            listOf("Ann" to Colour.RED, "Ben" to Colour.BLUE, "Cleo" to Colour.GREEN).forEach { players.add(it.first, it.second) }
            val newGame = NewGamePresenter(store)
            newGame.state.value.roster.forEach { newGame.addRosterPlayer(it.id) }
            newGame.toggleExpansion("mini6_robbers")
            val board = ScoreboardPresenter(store, newGame.start()!!)
            val features = ready(board).features
            for (player in listOf("red", "blue")) {
                val road = board.form(features.first { it.key == "road" })
                road.setNumber("tiles", 3)
                road.setPlayerNumber("followers", player, 1)
                assertTrue(road.submit())
            }
            board.refresh()
            assertTrue(board.placeRobber("green", 3))
            val city = board.form(features.first { it.key == "city" })
            city.setNumber("tiles", 2)
            city.setPlayerNumber("followers", "red", 1)
            city.setPlayerNumber("followers", "blue", 1)
            assertTrue(city.submit())
            board.refresh()
            val choice = ready(board).pending as PendingUi.RobberChoice
            assertEquals("green", choice.owner.id)
            assertEquals(listOf("red" to 4L, "blue" to 4L), choice.candidates.map { it.first.id to it.second })
            assertFalse(board.chooseRobberVictim("green"))
            assertTrue(board.chooseRobberVictim("blue"))
            assertEquals(2L, score(ready(board), "green"))
            board.close()
        }
    }

    @Test
    fun scoringForm_whenInputOutOfRange_thenPreviewProblemAndSubmitRefused() {
        TallyStore.inMemory().use { store ->
            val board = ScoreboardPresenter(store, newGame(store))
            val road = board.form(ready(board).features.first { it.key == "road" })
            // nobody on the road: the core explains why in the preview
            val noPlayers = road.state.value
            assertTrue(noPlayers.preview != null || noPlayers.previewProblem != null)
            road.setPlayerNumber("followers", "red", 1)
            road.setNumber("tiles", -5) // clamped to the schema's minimum
            assertTrue(road.state.value.form.field("tiles").number >= road.state.value.form.field("tiles").min)
            assertTrue(road.submit())
            board.refresh()
            assertTrue(ready(board).canUndo)
            assertFalse(ready(board).canRedo)
            board.close()
        }
    }

    @Test
    fun dispatch_smallestRoadAndTwoPoints_throughThePresenter() {
        TallyStore.inMemory().use { store ->
            val board = ScoreboardPresenter(store, newGame(store, "mini2_messages"))
            val road = board.form(ready(board).features.first { it.key == "road" })
            road.setNumber("tiles", 5)
            road.setPlayerNumber("followers", "red", 1)
            assertTrue(road.submit())
            board.refresh()
            var dispatch = checkNotNull(board.dispatch())
            dispatch.selectTile(DispatchTile.SMALLEST_ROAD)
            assertNotNull(dispatch.state.value.form)
            dispatch.setNumber("tiles", 4)
            // the live breakdown: the smallest road as at the end, for red
            val preview = checkNotNull(dispatch.state.value.preview) { dispatch.state.value.previewProblem ?: "" }
            assertEquals(4L, preview.value)
            assertEquals("Ann", preview.awards.single().playerName)
            assertEquals(listOf("messages.dispatch.smallest_road", "road.base.incomplete"), preview.awards.single().rows.map { it.rule })
            assertEquals(5L, score(ready(board), "red"), "a preview records nothing")
            assertTrue(dispatch.resolve())
            board.refresh()
            assertEquals(listOf(9L, 0L), ready(board).players.first { it.id == "red" }.figures.map { it.points })
            // 9 is not dark: no new prompt
            assertNull(ready(board).pending)
            dispatch = DispatchPresenter(board.session(), PendingUi.Dispatch(ready(board).players[0], 0, 5))
            assertNull(dispatch.state.value.preview)
            assertNotNull(dispatch.state.value.previewProblem, "no dispatch pending: the core says so")
            assertFalse(dispatch.resolve(), "no dispatch pending")
            assertNotNull(dispatch.state.value.error)
            board.close()
        }
    }

    @Test
    fun dispatch_previewFollowsTheTileAndItsInputs() {
        TallyStore.inMemory().use { store ->
            val board = ScoreboardPresenter(store, newGame(store, "mini2_messages"))
            val road = board.form(ready(board).features.first { it.key == "road" })
            road.setNumber("tiles", 5)
            road.setPlayerNumber("followers", "red", 1)
            assertTrue(road.submit())
            board.refresh()
            val dispatch = checkNotNull(board.dispatch())
            dispatch.selectTile(DispatchTile.COATS_OF_ARMS)
            dispatch.setCount(2)
            assertEquals(4L, dispatch.state.value.preview?.value, "2 per coat of arms")
            dispatch.setCount(0)
            assertEquals(0L, dispatch.state.value.preview?.value)
            dispatch.selectTile(DispatchTile.SCORE_MEEPLE)
            dispatch.selectMeepleFeature("city")
            dispatch.setNumber("tiles", 3)
            dispatch.setPlayerNumber("followers", "red", 1)
            assertEquals(3L, dispatch.state.value.preview?.awards?.single()?.points, "an incomplete city of 3, as at the end")
            dispatch.setPlayerNumber("followers", "red", 0)
            dispatch.setPlayerNumber("followers", "blue", 1)
            assertEquals(0L, dispatch.state.value.preview?.awards?.single()?.points, "blue has the majority: nothing for red")
            board.close()
        }
    }

    @Test
    fun scoreboard_withoutMessages_hasNoDarkSpacesNorExtras() {
        TallyStore.inMemory().use { store ->
            val board = ScoreboardPresenter(store, newGame(store))
            val state = ready(board)
            assertTrue(state.darkSpaces.isEmpty())
            assertFalse(state.messagesInPlay || state.robbersInPlay || state.builderInPlay)
            assertEquals(listOf(1, 1), state.players.map { it.figures.size })
            board.close()
        }
    }

    @Test
    fun screensOfOneGame_shareItsSession_throughTheStore() {
        TallyStore.inMemory().use { store ->
            val gameId = newGame(store, "mini2_messages")
            val board = ScoreboardPresenter(store, gameId)
            // the form screen opens the game on its own, as the Android ViewModels do
            store.resume(gameId).use { session ->
                val road = ScoringFormPresenter.feature(session, "road", "Road", endOfGame = false)
                road.setNumber("tiles", 5)
                road.setPlayerNumber("followers", "red", 1)
                assertTrue(road.submit())
            }
            board.refresh()
            val pending = ready(board).pending as PendingUi.Dispatch
            assertEquals(5, pending.space)
            // and so does the dispatch screen
            store.resume(gameId).use { session ->
                val dispatch = DispatchPresenter(session, pending)
                assertEquals(2L, dispatch.state.value.preview?.value)
                assertTrue(dispatch.resolve())
            }
            board.refresh()
            assertNull(ready(board).pending)
            assertEquals(7L, score(ready(board), "red"))
            assertTrue(board.undo(), "the board undoes what the dispatch screen did")
            assertEquals(5L, score(ready(board), "red"))
            board.close()
        }
    }
}

class EventAndBuilderPresenterTest {
    @Test
    fun fairyEvent_atStep1A_throughTheScoreboardButtonsAndForm() {
        TallyStore.inMemory().use { store ->
            PlayersPresenter(store).apply { add("Ann", Colour.RED); add("Ben", Colour.BLUE) }
            val newGame = NewGamePresenter(store)
            newGame.state.value.roster.forEach { newGame.addRosterPlayer(it.id) }
            newGame.toggleExpansion("exp03_princess_dragon")
            newGame.toggleExpansion("exp02_traders_builders")
            val board = ScoreboardPresenter(store, newGame.start()!!)
            var state = board.state.value as ScoreboardUiState.Ready
            assertTrue(state.builderInPlay && state.canSecondPart)
            assertTrue(state.eventSteps.any { it.step == Step.BEGIN_TURN })
            board.selectStep(Step.BEGIN_TURN)
            state = board.state.value as ScoreboardUiState.Ready
            val fairy = state.events.first { it.key == "fairy.start_of_turn" }
            val form = board.form(fairy)
            assertEquals(Step.BEGIN_TURN, form.state.value.step?.step)
            val playerField = form.state.value.form.fields.first { it.kind == app.tally.core.InputKind.PLAYER }
            form.setText(playerField.name, "red")
            assertEquals(1L, form.state.value.preview!!.awards.single().points)
            assertTrue(form.submit())
            board.refresh()
            state = board.state.value as ScoreboardUiState.Ready
            assertEquals(1L, state.players.first { it.id == "red" }.score)
            assertEquals("1A", state.step.code)
            // the builder's second part, once per turn
            assertTrue(board.secondPart())
            assertFalse((board.state.value as ScoreboardUiState.Ready).canSecondPart)
            board.close()
        }
    }
}
