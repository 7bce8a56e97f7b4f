// Bad input surfaces as a typed exception naming the field and the core's code; a
// Kotlin GameListener hears every accepted command with the new state; an open game
// is one session for every screen; the dispatch preview; history filter defaults.
package app.tally.tests

import app.tally.core.Colour
import app.tally.core.DispatchChoice
import app.tally.core.Edition
import app.tally.core.FeatureScoring
import app.tally.core.GameListener
import app.tally.core.GameState
import app.tally.core.HistoryFilter
import app.tally.core.Prompt
import app.tally.core.InputValue
import app.tally.core.NamedInput
import app.tally.core.NewGame
import app.tally.core.NewSeat
import app.tally.core.PlayerInput
import app.tally.core.RulesetInput
import app.tally.core.TallyException
import app.tally.core.TallyStore
import app.tally.core.presetRuleset
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.assertThrows
import java.util.concurrent.CopyOnWriteArrayList

class ErrorsAndListenerTest {
    private val twoPlayers = NewGame(
        seats = listOf(NewSeat(null, "Ann", Colour.RED), NewSeat(null, "Ben", Colour.BLUE)),
        ruleset = RulesetInput(Edition.C3, emptyList(), emptyList()),
    )

    private fun road(tiles: Long, player: String = "red") = FeatureScoring(
        feature = "road", endOfGame = false,
        inputs = listOf(NamedInput("tiles", InputValue.Count(tiles))),
        players = listOf(PlayerInput(player, listOf(NamedInput("followers", InputValue.Count(1))))),
        figures = emptyList(),
    )

    @Test
    fun scoreFeature_whenTilesNegative_thenInvalidInputNamesTiles() {
        TallyStore.inMemory().use { store ->
            store.newGame(twoPlayers).use { session ->
                val before = session.state()
                val error = assertThrows<TallyException.InvalidInput> { session.scoreFeature(road(-2)) }
                assertEquals("tiles", error.field)
                assertEquals("invalid_input", error.code)
                assertTrue(error.reason.isNotBlank())
                assertEquals(before, session.state(), "nothing changed")
            }
        }
    }

    @Test
    fun presetRuleset_whenUnknown_thenUnknownKey() {
        val error = assertThrows<TallyException.UnknownKey> { presetRuleset("big_box_99") }
        assertEquals("big_box_99", error.key)
        assertEquals("unknown_preset", error.code)
    }

    @Test
    fun undoAndRedo_whenNothingToChange_thenOneVariantTwoCodes() {
        TallyStore.inMemory().use { store ->
            store.newGame(twoPlayers).use { session ->
                assertEquals("nothing_to_undo", assertThrows<TallyException.NothingToChange> { session.undo() }.code)
                assertEquals("nothing_to_redo", assertThrows<TallyException.NothingToChange> { session.redo() }.code)
            }
        }
    }

    @Test
    fun resume_whenNoSuchGame_thenNotFound() {
        TallyStore.inMemory().use { store ->
            val error = assertThrows<TallyException.NotFound> { store.resume(4242) }
            assertEquals(4242L, error.id)
            assertEquals("unknown_game", error.code)
        }
    }

    @Test
    fun listener_hearsEveryAcceptedCommand_withTheNewState() {
        TallyStore.inMemory().use { store ->
            store.newGame(twoPlayers).use { session ->
                val heard = CopyOnWriteArrayList<GameState>()
                session.addListener(object : GameListener {
                    override fun onStateChanged(state: GameState) {
                        heard += state
                    }
                })
                val returned = session.scoreFeature(road(3))
                runCatching { session.scoreFeature(road(-1)) } // refused: not announced
                session.endTurn()
                assertEquals(2, heard.size)
                assertEquals(returned, heard[0])
                assertEquals(3L, heard[0].players.first { it.id == "red" }.score)
                assertEquals("blue", heard[1].activePlayer)
                session.removeListeners()
                session.undo()
                assertEquals(2, heard.size, "removed listeners hear nothing")
            }
        }
    }

    @Test
    fun resume_whenTheGameIsOpen_thenTheSameSessionHearsEveryCommand() {
        TallyStore.inMemory().use { store ->
            store.newGame(twoPlayers).use { board ->
                val heard = CopyOnWriteArrayList<GameState>()
                board.addListener(object : GameListener {
                    override fun onStateChanged(state: GameState) {
                        heard += state
                    }
                })
                // another screen opens the same game and scores on it
                store.resume(board.gameId()).use { form -> form.scoreFeature(road(4, "blue")) }
                assertEquals(4L, board.state().players.first { it.id == "blue" }.score, "the board sees the form's command")
                assertEquals(1, heard.size, "the board's listener heard it")
                board.endTurn()
                store.resume(board.gameId()).use { other -> assertEquals("blue", other.state().activePlayer) }
            }
        }
    }

    @Test
    fun previewDispatch_showsTheChoiceAndRecordsNothing() {
        val messages = NewGame(twoPlayers.seats, RulesetInput(Edition.C3, listOf("mini2_messages"), emptyList()))
        TallyStore.inMemory().use { store ->
            store.newGame(messages).use { session ->
                val none = assertThrows<TallyException.InvalidCommand> { session.previewDispatch(DispatchChoice.TwoPoints) }
                assertEquals("invalid_command", none.code)
                val state = session.scoreFeature(road(5))
                assertTrue(state.twoFigures && !state.robbersInPlay && !state.builderInPlay)
                assertEquals(listOf(0, 5, 10, 15, 20, 25, 30, 35, 40, 45), state.darkSpaces.map { it.toInt() })
                assertTrue(state.pending is Prompt.Dispatch)
                val knights = session.previewDispatch(DispatchChoice.Knights(3))
                assertEquals(6L, knights.value, "2 per knight")
                assertEquals("red", knights.awards.single().player)
                assertEquals(2L, session.previewDispatch(DispatchChoice.TwoPoints).value)
                assertEquals(state, session.state(), "a preview records nothing")
            }
        }
    }

    @Test
    fun gameState_withoutMessages_hasNoDarkSpaces() {
        TallyStore.inMemory().use { store ->
            store.newGame(twoPlayers).use { session ->
                val state = session.state()
                assertTrue(!state.twoFigures && state.darkSpaces.isEmpty() && !state.robbersInPlay && !state.builderInPlay)
                assertEquals(state, session.state(), "two reads of one state are equal")
            }
        }
    }

    @Test
    fun historyFilter_hasDefaults() {
        assertEquals(HistoryFilter(null, null, null, null, null, null, 0u), HistoryFilter())
        TallyStore.inMemory().use { store ->
            store.newGame(twoPlayers).close()
            assertEquals(1, store.history(HistoryFilter()).size)
            assertEquals(0, store.history(HistoryFilter(finished = true)).size)
        }
    }
}
