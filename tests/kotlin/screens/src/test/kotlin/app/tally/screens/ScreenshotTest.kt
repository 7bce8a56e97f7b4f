// Every screen rendered at a phone's size (412 x 915 dp, density 2) from the games of
// ScreenshotStore, and compared pixel by pixel with the committed reference images in
// docs/screenshots/android/ by Roborazzi: a changed pixel fails the test and leaves a
// diff image in target/screenshots-diff/. Dark and light; the scoreboard and the
// scoring form also at 200 % font scale and in German, French and Russian; the
// scoreboard (table mode) also in landscape; the live table a phone hosts, with two
// phones following; the table another phone hosts, joined through a scorer link.
// `TALLY_UPDATE_SCREENSHOTS=1 tests/kotlin/run` records the references again.
package app.tally.screens

import androidx.compose.runtime.Composable
import androidx.compose.ui.test.ComposeUiTest
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.hasContentDescription
import androidx.compose.ui.test.onRoot
import androidx.navigation.NavHostController
import androidx.navigation.compose.rememberNavController
import app.tally.core.LinkRole
import app.tally.designsystem.TallyTheme
import app.tally.core.Command
import app.tally.feature.join.HostLine
import app.tally.feature.join.JoinedTableActions
import app.tally.feature.join.JoinedTableScreen
import app.tally.feature.join.JoinedTableUiState
import app.tally.feature.livetable.LiveTableScreen
import app.tally.feature.scoreboard.ScorableFeature
import app.tally.feature.livetable.LiveTableUiState
import app.tally.ffi.HostLink
import app.tally.ffi.TallyStore
import app.tally.ffi.liveTableQrCode
import app.tally.ffi.liveTableWords
import app.tally.ffi.setLocale
import app.tally.navigation.DispatchRoute
import app.tally.navigation.EndGameRoute
import app.tally.navigation.GameDetailRoute
import app.tally.navigation.HistoryRoute
import app.tally.navigation.NewGameRoute
import app.tally.navigation.PlayersRoute
import app.tally.navigation.ResultsRoute
import app.tally.navigation.ScoreboardRoute
import app.tally.navigation.ScoringRoute
import app.tally.core.ItemKind
import app.tally.navigation.SettingsRoute
import app.tally.navigation.StatisticsRoute
import app.tally.navigation.TallyNavHost
import com.github.takahirom.roborazzi.RoborazziOptions
import io.github.takahirom.roborazzi.captureRoboImage
import org.junit.jupiter.api.DynamicTest
import org.junit.jupiter.api.TestFactory
import java.io.File

@OptIn(ExperimentalTestApi::class)
class ScreenshotTest {
    private val reference = File(System.getProperty("tally.screenshots.reference") ?: "../../../docs/screenshots/android")
    private val options = RoborazziOptions()

    private fun ComposeUiTest.capture(name: String, look: Look) {
        waitForIdle()
        onRoot().captureRoboImage(File(reference, "$name-${look.suffix}.png").path, options)
    }

    private fun ComposeUiTest.show(look: Look, onNav: (NavHostController) -> Unit) {
        val core = testCore(ScreenshotStore.store)
        ScreenshotStore.ids
        waitForCore(core)
        setContent {
            val nav = rememberNavController()
            onNav(nav)
            Phone(look.fontScale) { TallyTheme(look.strings, appFont, look.dark) { TallyNavHost(core, FakePlatform(), nav) } }
        }
    }

    /** The scoreboard of the game under way, and a scoring round of a city and a road on it. */
    private fun ComposeUiTest.gameScreens(nav: NavHostController, look: Look) {
        val ids = ScreenshotStore.ids
        val s = look.strings
        nav.navigate(ScoreboardRoute(ids.underWay))
        waitFor(scoreOf("Ben", 52, s))
        capture("03-scoreboard", look)
        nav.navigate(ScoringRoute(ids.underWay, ItemKind.FEATURE, key = "city"))
        waitForText(s.scoreIt)
        // The form's labels come from the core, in the look's language.
        enter(Labels.fieldLabel("city", "tiles"), 5)
        enter(Labels.fieldLabel("city", "coats_of_arms"), 2)
        tap("+ " + s.anotherFeature)
        tap(Labels.featureName("road"))
        waitForText(s.roundItems(2))
        enter(Labels.fieldLabel("road", "tiles"), 3)
        waitForText(s.scoreRound(2))
        capture("04-scoring-form", look)
    }

    private fun ComposeUiTest.everyScreen(nav: NavHostController, look: Look) {
        val ids = ScreenshotStore.ids
        val s = look.strings
        waitForText(s.homeResume)
        capture("01-home", look)
        nav.navigate(NewGameRoute)
        waitForText(s.newGameStart)
        capture("02-new-game", look)
        gameScreens(nav, look)
        nav.navigate(DispatchRoute(ids.dispatch))
        waitForText(s.dispatchResolve)
        waitForText("+2")
        capture("05-dispatch", look)
        nav.navigate(EndGameRoute(ids.endGame))
        waitForText(s.finishGame)
        capture("06-end-game", look)
        nav.navigate(ResultsRoute(ids.finished))
        waitFor(hasContentDescription(s.standing(1, "Ben", 14), substring = true))
        capture("07-results", look)
        nav.navigate(HistoryRoute)
        waitForText(s.allGames)
        capture("08-history", look)
        nav.navigate(GameDetailRoute(ids.finished))
        waitForText(s.detailChart)
        capture("09-game-detail", look)
        nav.navigate(StatisticsRoute)
        waitForText(s.statsWins(1, 1), substring = true) // the wins chart's row: "Won 1 of 1 · 100 %"
        capture("10-statistics", look)
        nav.navigate(PlayersRoute)
        waitForText(s.playersAdd)
        capture("11-players", look)
        nav.navigate(SettingsRoute)
        waitForText(s.settingsExport)
        waitForText(s.settingsMe) // the players, read with the games' count
        capture("12-settings", look)
    }

    private fun render(look: Look, landscape: Boolean = false, body: ComposeUiTest.(NavHostController) -> Unit) =
        if (landscape) androidx.compose.ui.test.runDesktopComposeUiTest(PHONE_HEIGHT, PHONE_WIDTH) { rendered(look, body) }
        else runDesktopPhoneTest { rendered(look, body) }

    private fun ComposeUiTest.rendered(look: Look, body: ComposeUiTest.(NavHostController) -> Unit) {
        setLocale(look.locale)
        try {
            var nav: NavHostController? = null
            show(look) { nav = it }
            reporting {
                waitForText(look.strings.homeNewGame)
                body(checkNotNull(nav))
            }
        } finally {
            setLocale("en")
        }
    }

    @TestFactory
    fun everyScreen_looksAsCommitted(): List<DynamicTest> = listOf(Look("dark"), Look("light", dark = false)).map { look ->
        DynamicTest.dynamicTest(look.suffix) { render(look) { everyScreen(it, look) } }
    }

    /** The table mode on a phone lying sideways: the track with the scores beside what can be scored. */
    @TestFactory
    fun theScoreboard_inLandscape_looksAsCommitted(): List<DynamicTest> = listOf(Look("dark"), Look("light", dark = false)).map { look ->
        DynamicTest.dynamicTest(look.suffix) {
            render(look, landscape = true) { nav ->
                nav.navigate(ScoreboardRoute(ScreenshotStore.ids.underWay))
                waitFor(scoreOf("Ben", 52, look.strings))
                capture("03-scoreboard-landscape", look)
            }
        }
    }

    /**
     * The live table a phone hosts, as the core gives it: its words, the phones that
     * follow (two, each on a loopback address of its own: the viewer link and the
     * scorer link open) and the links' QR codes. What changes from run to run — the
     * links' random tokens, the port — is replaced by fixed ones, the QR codes made
     * again for them by the core.
     */
    private fun hostedTable(): LiveTableUiState.Hosting {
        val dir = kotlin.io.path.createTempDirectory("tally-live-table-shot").toFile()
        val store = TallyStore.open(java.io.File(dir, "tally.db").path)
        val host = store.hostTable(Games.base(store), "127.0.0.1:0")
        try {
            val words = liveTableWords()
            val links = listOf(
                host.createLink(LinkRole.VIEWER, words.getValue("table")),
                host.createLink(LinkRole.SCORER, "Ben's phone"),
            )
            val phones = links.zip(listOf("127.0.0.2", "127.0.0.3")).map { (link, phone) -> followFrom(phone, link.urls.single()).first }
            val following = host.following()
            phones.forEach { it.close() }
            val tokens = listOf(
                "4f0c8e21b7d94a6c0f3e5a1b9c2d7e48f6a0b3c5d1e9f2a7b4c6d8e0f1a3b5e1",
                "9a3b5c7d1e2f4a6b8c0d2e4f6a8b0c1d3e5f7a9b1c3d5e7f9a0b2c4d6e8f1a07",
            )
            val fixed = links.mapIndexed { index, link ->
                val token = tokens[index]
                val url = "http://192.168.1.20:7878/t/$token/"
                val qr = liveTableQrCode(url)
                HostLink(link.link.copy(token = token), listOf(url), qr.size, qr.dark)
            }
            return LiveTableUiState.Hosting(words, "192.168.1.20:7878", fixed, following)
        } finally {
            host.stop()
            store.close()
            dir.deleteRecursively()
        }
    }

    @TestFactory
    fun theLiveTable_looksAsCommitted(): List<DynamicTest> =
        aloneInDarkAndLight("13-live-table", ::hostedTable, { waitForText("2 phones follow the table.") }) { state ->
            LiveTableScreen(state, {}, {}, {}, {}, {})
        }

    /** One screen drawn alone, dark and light, from a state built for each look; captured as [name] once [ready] holds. */
    private fun <S> aloneInDarkAndLight(
        name: String,
        state: () -> S,
        ready: ComposeUiTest.(Look) -> Unit,
        screen: @Composable (S) -> Unit,
    ): List<DynamicTest> = listOf(Look("dark"), Look("light", dark = false)).map { look ->
        DynamicTest.dynamicTest(look.suffix) {
            val built = state()
            runDesktopPhoneTest {
                setContent { Phone { TallyTheme(look.strings, appFont, look.dark) { screen(built) } } }
                ready(look)
                capture(name, look)
            }
        }
    }

    /**
     * The table another phone hosts as a joined phone draws it, from the core: Ann's
     * road and Ben's city recorded at the host, joined through Ben's scorer link, the
     * host lost since 20:00 (a fixed time).
     */
    private fun joinedTable(): JoinedTableUiState.Ready {
        val dir = kotlin.io.path.createTempDirectory("tally-joined-shot").toFile()
        val store = TallyStore.open(java.io.File(dir, "tally.db").path)
        val game = store.newGame(Games.twoPlayers, Games.ruleset())
        val host = store.hostTable(game.gameId(), "127.0.0.1:0")
        val phone = TallyStore.inMemory()
        try {
            game.execute(redsRoad)
            game.execute(Command.EndTurn)
            val joined = phone.joinTable(host.createLink(LinkRole.SCORER, "Ben's phone").urls.single(), "Ben")
            try {
                val catalogue = joined.catalogue()
                val table = joined.summary()
                return JoinedTableUiState.Ready(
                    table = table, entries = joined.logPage(null, 30u).items, role = joined.role(), host = HostLine.Stale(0),
                    features = table.scorable.features.map { key ->
                        ScorableFeature(key, catalogue.features.first { it.info.key == key }.info.name)
                    },
                )
            } finally {
                joined.leave()
            }
        } finally {
            host.stop()
            game.close()
            store.close()
            phone.close()
            dir.deleteRecursively()
        }
    }

    @TestFactory
    fun theJoinedTable_looksAsCommitted(): List<DynamicTest> =
        aloneInDarkAndLight("17-joined-table", ::joinedTable, { look -> waitForText(look.strings.joinStale("20:00")) }) { state ->
            JoinedTableScreen(state, { "20:00" }, JoinedTableActions())
        }

    @TestFactory
    fun theGameScreens_atLargeFontAndInOtherLanguages_lookAsCommitted(): List<DynamicTest> = listOf(
        Look("dark-200", fontScale = 2f),
        Look("de", German, "de"),
        Look("fr", French, "fr"),
        Look("ru", Russian, "ru"),
    ).map { look -> DynamicTest.dynamicTest(look.suffix) { render(look) { gameScreens(it, look) } } }
}
