// Games the UI tests and the screenshots start from, created through the store as the
// New game screen would: the base game, and Messages with Robbers.
package app.tally.screens

import app.tally.core.Colour
import app.tally.core.Edition
import app.tally.core.GameSeat
import app.tally.core.RulesetSpec
import app.tally.ffi.TallyStore
import app.tally.ffi.presetRuleset
import app.tally.ffi.presets

object Games {
    private val defaultVariants by lazy { presetRuleset(presets().first().key).variants }

    fun ruleset(vararg expansions: String) = RulesetSpec(Edition.C3, expansions.toList(), defaultVariants)

    val twoPlayers = listOf(GameSeat(null, "Ann", Colour.RED), GameSeat(null, "Ben", Colour.BLUE))

    val threePlayers = twoPlayers + GameSeat(null, "Cleo", Colour.GREEN)

    /** A base game of Ann and Ben; its id. */
    fun base(store: TallyStore): Long = store.newGame(twoPlayers, ruleset()).use { it.gameId() }

    /** Ann, Ben and Cleo with Messages (two figures each, dispatches) and the Robbers; its id. */
    fun messagesAndRobbers(store: TallyStore): Long =
        store.newGame(threePlayers, ruleset("mini2_messages", "mini6_robbers")).use { it.gameId() }
}
