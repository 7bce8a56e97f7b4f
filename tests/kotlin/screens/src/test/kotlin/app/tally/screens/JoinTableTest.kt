// A phone with Tally joins a table another phone hosts: the host is a TableHost
// started through the FFI on a second store in the same test, its scorer link opened
// as the tally:// link the page offers. The phone follows a road scored at the host,
// scores a city through the scorer link with the same form as at home (the host
// records it), says "stale since" when the host is lost, and once the host finishes
// the game finds it in its History, kept with "me" on Ben's seat.
package app.tally.screens

import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.runComposeUiTest
import app.tally.core.Command
import app.tally.core.FeatureScoring
import app.tally.core.InputValue
import app.tally.core.LinkRole
import app.tally.core.PlayerInputs
import app.tally.ffi.TallyStore
import app.tally.screens.Labels.CITY_TILES
import app.tally.screens.Labels.COATS_OF_ARMS
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Test
import java.io.File

/** Red's road of 3 tiles: 3 points (reference road.base, 1 a tile). */
val redsRoad: Command = Command.ScoreFeature(
    FeatureScoring(
        feature = "road", `when` = null, inputs = mapOf("tiles" to InputValue.Int(3)),
        players = listOf(PlayerInputs("red", mapOf("followers" to InputValue.Int(1)))), figures = emptyMap(),
    ),
)

@OptIn(ExperimentalTestApi::class)
class JoinTableTest {
    @Test
    fun fromATallyLink_thePhoneFollowsAndScores_andKeepsTheFinishedGameWithMe() = runComposeUiTest {
        val dir = kotlin.io.path.createTempDirectory("tally-join-ui").toFile()
        val hostStore = TallyStore.open(File(dir, "host.db").path)
        val hostGame = hostStore.newGame(Games.twoPlayers, Games.ruleset())
        val host = hostStore.hostTable(hostGame.gameId(), "127.0.0.1:0")
        val scorer = host.createLink(LinkRole.SCORER, "Ben's phone")
        val link = scorer.urls.single().replace("http://", "tally://")

        val core = testCore()
        val platform = FakePlatform()
        showApp(core, platform, openedLink = link)
        reporting {
            type(English.joinMeLabel, "Ben")
            tap(English.joinAction)
            waitForText(English.joinLive)

            // road.base at the host: 3 tiles, 1 point each, to Ann; then Ben's turn.
            hostGame.execute(redsRoad)
            waitFor(scoreOf("Ann", 3))
            waitForText("#1 Road: Ann +3")
            hostGame.execute(Command.EndTurn)
            waitForText(English.turnOf(2, "Ben"))

            // city.base through the scorer link: 4 tiles x 2 + 1 coat of arms x 2 = 10
            // to Ben, whose knight the core puts on it; the host records it.
            tap("City")
            enter(CITY_TILES, 4)
            enter(COATS_OF_ARMS, 1)
            waitForText("+10")
            tap(English.scoreIt)
            waitFor(scoreOf("Ben", 10))
            hostGame.refresh()
            assertEquals(listOf(3L, 10L), hostGame.summary().players.map { it.score })

            // The host finishes the game: the phone keeps it as its game #1.
            hostGame.execute(Command.StartEndGame)
            hostGame.execute(Command.Finish(emptyMap()))
            waitForText(English.joinKept(1))

            // The host is lost: the phone says since when its table is stale.
            host.stop()
            waitForText(English.joinStale(""), substring = true)

            tap(English.joinLeave)
            tap(English.homeHistory(1))
            waitForText("Ann", substring = true)
            val kept = core.store.history(app.tally.core.HistoryFilter()).single()
            assertEquals(listOf("Ann" to 3L, "Ben" to 10L), kept.seats.map { it.name to it.score })
            val joined = checkNotNull(core.store.joinedGame(kept.id))
            assertEquals(1u, joined.meSeat, "Ben's seat is this phone's player")
            assertEquals(LinkRole.SCORER, joined.from.role)
        }
        hostGame.close()
        hostStore.close()
        dir.deleteRecursively()
    }
}
