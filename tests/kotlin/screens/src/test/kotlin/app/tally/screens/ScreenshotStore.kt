// The games every screenshot shows, played once through the real core in one
// in-memory store (values worked out from the reference as in the UI tests):
// a finished base game, Messages + Robbers under way (a robber on the track, a 50
// tile), a Messages game waiting on a dispatch, and a base game in its end-game
// scoring. Games are created a few milliseconds apart so that lists ordered by time
// are always in the same order.
package app.tally.screens

import app.tally.core.Command
import app.tally.core.FeatureScoring
import app.tally.core.InputValue
import app.tally.core.PlayerInputs
import app.tally.core.When
import app.tally.ffi.GameSession
import app.tally.ffi.TallyStore

object ScreenshotStore {
    class Ids(val finished: Long, val underWay: Long, val dispatch: Long, val endGame: Long)

    val store: TallyStore by lazy { TallyStore.inMemory() }

    val ids: Ids by lazy { play(store) }

    private fun feature(key: String, tiles: Long, vararg holders: String, figures: Map<String, UInt> = emptyMap(), atEnd: Boolean = false) =
        Command.ScoreFeature(
            FeatureScoring(
                feature = key, `when` = if (atEnd) When.END_OF_GAME else null,
                inputs = mapOf("tiles" to InputValue.Int(tiles)),
                players = holders.map { PlayerInputs(it, mapOf("followers" to InputValue.Int(1))) },
                figures = figures,
            ),
        )

    private fun GameSession.run(vararg commands: Command) = commands.forEach { execute(it) }

    private fun pause() = Thread.sleep(20)

    private fun play(store: TallyStore): Ids {
        val finished = store.newGame(Games.twoPlayers, Games.ruleset()).use { game ->
            game.run(
                feature("road", 3, "red"), Command.EndTurn,
                feature("city", 4, "blue"), Command.EndTurn,
                feature("city", 3, "red", "blue"), Command.EndTurn,
                Command.StartEndGame, feature("road", 2, "red", atEnd = true), Command.Finish(emptyMap()),
            )
            game.gameId()
        }
        pause()
        val endGame = store.newGame(Games.twoPlayers, Games.ruleset()).use { game ->
            game.run(feature("road", 4, "blue"), Command.EndTurn, Command.StartEndGame, feature("city", 3, "red", atEnd = true))
            game.gameId()
        }
        pause()
        val dispatch = store.newGame(Games.threePlayers, Games.ruleset("mini2_messages")).use { game ->
            game.run(feature("road", 5, "red", figures = mapOf("red" to 0u)))
            game.gameId()
        }
        pause()
        val underWay = store.newGame(Games.threePlayers, Games.ruleset("mini2_messages", "mini6_robbers")).use { game ->
            game.run(
                feature("city", 26, "blue", figures = mapOf("blue" to 0u)), Command.EndTurn,
                feature("road", 3, "green", figures = mapOf("green" to 1u)), Command.EndTurn,
                Command.PlaceRobber("red", 3u),
                feature("road", 4, "red", figures = mapOf("red" to 0u)),
            )
            game.gameId()
        }
        return Ids(finished, underWay, dispatch, endGame)
    }
}
