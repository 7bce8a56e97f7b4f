// Bad input surfaces as a typed exception naming the field; a Kotlin GameListener
// hears every accepted command with the new state.
package app.tally.tests

import app.tally.core.Colour
import app.tally.core.Edition
import app.tally.core.FeatureScoring
import app.tally.core.GameListener
import app.tally.core.GameState
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
                assertTrue(error.reason.isNotBlank())
                assertEquals(before, session.state(), "nothing changed")
            }
        }
    }

    @Test
    fun presetRuleset_whenUnknown_thenUnknownKey() {
        val error = assertThrows<TallyException.UnknownKey> { presetRuleset("big_box_99") }
        assertEquals("big_box_99", error.key)
    }

    @Test
    fun resume_whenNoSuchGame_thenNotFound() {
        TallyStore.inMemory().use { store ->
            val error = assertThrows<TallyException.NotFound> { store.resume(4242) }
            assertEquals(4242L, error.id)
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
}
