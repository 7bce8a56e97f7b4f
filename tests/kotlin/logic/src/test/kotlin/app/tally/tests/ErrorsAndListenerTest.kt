// The bindings' typed errors (TallyException.Refused with its ErrorCode and field;
// nothing changes when a command is refused), the listener (each accepted command's
// Update, the same one `execute` returns), listener handles that remove one listener,
// a throwing listener isolated from the others, and one session per open game.
package app.tally.tests

import app.tally.core.Colour
import app.tally.core.Command
import app.tally.core.ErrorCode
import app.tally.core.FeatureScoring
import app.tally.core.GameSeat
import app.tally.core.InputValue
import app.tally.core.LogChange
import app.tally.core.PlayerInputs
import app.tally.core.Update
import app.tally.ffi.GameListener
import app.tally.ffi.GameSession
import app.tally.ffi.TallyException
import app.tally.ffi.TallyStore
import app.tally.ffi.presetRuleset
import app.tally.ffi.presets
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.assertThrows
import app.tally.core.RulesetSpec
import app.tally.core.Edition

class ErrorsAndListenerTest {
    private val store = TallyStore.inMemory()
    private val base = RulesetSpec(Edition.C3, emptyList(), presetRuleset(presets().first().key).variants)
    private val seats = listOf(GameSeat(null, "Ann", Colour.RED), GameSeat(null, "Ben", Colour.BLUE))

    private fun road(tiles: Long?, vararg holders: String) = Command.ScoreFeature(
        FeatureScoring(
            feature = "road",
            inputs = tiles?.let { mapOf("tiles" to InputValue.Int(it)) }.orEmpty(),
            players = holders.map { PlayerInputs(it, mapOf("followers" to InputValue.Int(1))) },
            figures = emptyMap(),
        ),
    )

    private fun refusal(body: () -> Unit): TallyException.Refused = assertThrows<TallyException.Refused> { body() }

    /** A listener that keeps what it hears. */
    private class Recorder : GameListener {
        val heard = mutableListOf<Update>()
        override fun onUpdate(update: Update) {
            heard += update
        }
    }

    @Test
    fun aMissingRequiredCount_isRefusedNamingTheField_andChangesNothing() {
        val game = store.newGame(seats, base)
        val before = game.summary()
        val error = refusal { game.execute(road(null, "red")) }
        assertEquals(ErrorCode.INVALID_INPUT, error.code)
        assertEquals("tiles", error.field)
        assertTrue(error.reason.isNotBlank())
        assertEquals(before, game.summary())
    }

    @Test
    fun refusals_carryTheirCode() {
        val game = store.newGame(seats, base)
        assertEquals(ErrorCode.NOTHING_TO_UNDO, refusal { game.execute(Command.Undo) }.code)
        assertEquals(ErrorCode.NOTHING_TO_REDO, refusal { game.execute(Command.Redo) }.code)
        assertEquals(ErrorCode.UNKNOWN_PLAYER, refusal { game.execute(road(3, "green")) }.code)
        assertEquals(ErrorCode.UNKNOWN_FEATURE, refusal { game.featureForm("moat", null) }.code)
        assertEquals(ErrorCode.UNKNOWN_GAME, refusal { store.resume(9_999) }.code)
        assertEquals(ErrorCode.NO_PROMPT, refusal { game.execute(Command.ChooseRobberVictim("blue", null)) }.code)
    }

    @Test
    fun aCommandsUpdate_carriesTheTableAndTheLogChange() {
        val game = store.newGame(seats, base)
        // road.base: 3 tiles, red alone: 3 points
        val scored = game.execute(road(3, "red"))
        assertEquals(3L, scored.table.players.first { it.id == "red" }.score)
        val pushed = scored.change as LogChange.Push
        assertEquals(scored.table.lastSeq, pushed.item.seq)
        assertEquals(listOf(3L), pushed.item.awards.map { it.points })
        val undone = game.execute(Command.Undo)
        assertEquals(LogChange.Pop(pushed.item.seq), undone.change)
        assertEquals(0L, undone.table.players.first { it.id == "red" }.score)
        game.execute(Command.Redo)
        // editing the road to 5 tiles replaces that entry: red 5
        val edited = game.execute(Command.Edit(pushed.item.seq, road(5, "red")))
        val replaced = edited.change as LogChange.Replace
        assertEquals(listOf(5L), replaced.changed.single().awards.map { it.points })
        assertEquals(5L, edited.table.players.first { it.id == "red" }.score)
    }

    @Test
    fun listeners_hearEveryAcceptedCommand_andAHandleRemovesOnlyItsOwn() {
        val game = store.newGame(seats, base)
        val first = Recorder()
        val second = Recorder()
        val firstHandle = game.addListener(first)
        game.addListener(second)
        val update = game.execute(road(3, "red"))
        assertEquals(listOf(update), first.heard)
        assertEquals(listOf(update), second.heard)
        runCatching { game.execute(road(-1, "red")) }
        assertEquals(1, first.heard.size, "a refused command is not heard")
        firstHandle.remove()
        game.execute(Command.EndTurn)
        assertEquals(1, first.heard.size)
        assertEquals(2, second.heard.size)
        firstHandle.remove() // a second remove does nothing
    }

    @Test
    fun aThrowingListener_isIsolated() {
        val game = store.newGame(seats, base)
        val after = Recorder()
        game.addListener(object : GameListener {
            override fun onUpdate(update: Update) = throw IllegalStateException("a broken screen")
        })
        game.addListener(after)
        val update = game.execute(road(3, "red"))
        assertEquals(3L, update.table.players.first { it.id == "red" }.score)
        assertEquals(listOf(update), after.heard)
    }

    @Test
    fun everyHandleOfAnOpenGame_isOneSession() {
        val game: GameSession = store.newGame(seats, base)
        val again = store.resume(game.gameId())
        val heard = Recorder()
        again.addListener(heard)
        game.execute(road(3, "red"))
        assertEquals(1, heard.heard.size)
        assertEquals(game.summary(), again.summary())
        assertEquals(game.logPage(null, 5u), again.logPage(null, 5u))
        assertNull(game.summary().pending)
    }
}
