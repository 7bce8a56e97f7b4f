// Renders every main screen of the Android app to PNG with Compose for Desktop
// (ImageComposeScene, headless), from state the presenters produce with the real core:
// home, new game, scoreboard (Messages figures, a robber, a pending dispatch), a scoring
// form with its live breakdown, the dispatch prompt with its own, robber placement, the
// end-game walkthrough, results, history, game detail with the chart, statistics,
// players and settings. The PNGs land in target/screenshots; `TALLY_UPDATE_SCREENSHOTS=1
// tests/kotlin/run` copies them to docs/screenshots/android/.
package app.tally.screens

import androidx.compose.material3.Surface
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.runtime.Composable
import androidx.compose.ui.ImageComposeScene
import androidx.compose.ui.Modifier
import androidx.compose.ui.unit.Density
import androidx.compose.ui.use
import app.tally.core.Colour
import app.tally.core.Phase
import app.tally.core.TallyStore
import app.tally.presentation.DispatchPresenter
import app.tally.presentation.DispatchTile
import app.tally.presentation.EndGamePresenter
import app.tally.presentation.GameDetailPresenter
import app.tally.presentation.HistoryPresenter
import app.tally.presentation.HomePresenter
import app.tally.presentation.NewGamePresenter
import app.tally.presentation.PlayersPresenter
import app.tally.presentation.ResultsPresenter
import app.tally.presentation.ScoreboardPresenter
import app.tally.presentation.ScoreboardUiState
import app.tally.presentation.ScoringFormPresenter
import app.tally.presentation.SettingsPresenter
import app.tally.presentation.StatisticsPresenter
import app.tally.ui.CorrectionContent
import app.tally.ui.DispatchActions
import app.tally.ui.DispatchContent
import app.tally.ui.EndGameActions
import app.tally.ui.EndGameContent
import app.tally.ui.GameDetailContent
import app.tally.ui.HistoryContent
import app.tally.ui.HomeActions
import app.tally.ui.HomeContent
import app.tally.ui.NewGameActions
import app.tally.ui.NewGameContent
import app.tally.ui.PlayersContent
import app.tally.ui.ResultsContent
import app.tally.ui.RobberPlacementContent
import app.tally.ui.ScoreboardActions
import app.tally.ui.ScoreboardContent
import app.tally.ui.ScoringFormActions
import app.tally.ui.ScoringFormContent
import app.tally.ui.SettingsContent
import app.tally.ui.StatisticsContent
import app.tally.ui.TallyColors
import app.tally.ui.TallyTheme
import org.jetbrains.skia.Bitmap
import org.jetbrains.skia.EncodedImageFormat
import org.junit.jupiter.api.AfterAll
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.BeforeAll
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.TestInstance
import java.io.File
import java.time.Instant
import java.time.ZoneOffset
import java.time.format.DateTimeFormatter

@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class ScreenshotTest {
    private val out = File(System.getProperty("tally.screenshots") ?: "target/screenshots").also { it.mkdirs() }
    private val strings = desktopStrings()
    private val dateFormat = DateTimeFormatter.ofPattern("d MMM yyyy, HH:mm").withZone(ZoneOffset.UTC)
    private val formatDate: (Long) -> String = { dateFormat.format(Instant.ofEpochMilli(it)) }
    private lateinit var store: TallyStore

    /** The game on the scoreboard: Messages, Robbers, the dragon and the builder; three players, a dispatch pending. */
    private var liveGame = 0L

    /** A finished game with a tie for first. */
    private var finishedGame = 0L

    @BeforeAll
    fun playGames() {
        store = TallyStore.inMemory()
        val roster = PlayersPresenter(store)
        roster.add("Ann", Colour.RED)
        roster.add("Ben", Colour.BLUE)
        roster.add("Cleo", Colour.YELLOW)
        finishedGame = playFinishedGame()
        liveGame = playLiveGame()
    }

    @AfterAll
    fun close() = store.close()

    private fun start(vararg expansions: String): ScoreboardPresenter {
        val newGame = NewGamePresenter(store)
        newGame.state.value.roster.forEach { newGame.addRosterPlayer(it.id) }
        expansions.forEach { newGame.toggleExpansion(it) }
        return ScoreboardPresenter(store, newGame.start()!!)
    }

    private fun ScoreboardPresenter.score(feature: String, tiles: Long, vararg players: String, figure: Int? = null, more: Map<String, Long> = emptyMap()) {
        val ready = state.value as ScoreboardUiState.Ready
        val form = form(ready.features.first { it.key == feature })
        form.setNumber("tiles", tiles)
        more.forEach { (name, value) -> form.setNumber(name, value) }
        players.forEach { form.setPlayerNumber("followers", it, 1) }
        if (figure != null) players.forEach { form.setFigure(it, figure) }
        check(form.submit()) { form.state.value.error ?: form.state.value.previewProblem ?: "refused" }
        refresh()
    }

    private fun playFinishedGame(): Long {
        val board = start("exp01_inns_cathedrals")
        board.score("city", 5, "red", more = mapOf("coats_of_arms" to 2))
        board.endTurn()
        board.score("road", 4, "blue")
        board.score("cloister", 9, "yellow")
        board.endTurn()
        board.score("road", 6, "red", "yellow")
        board.endTurn()
        board.score("city", 7, "blue", more = mapOf("coats_of_arms" to 1))
        board.endTurn()
        board.score("city", 3, "yellow")
        board.endTurn()
        board.startEndGame()
        val endGame = EndGamePresenter(board.session())
        val road = ScoringFormPresenter.feature(board.session(), "road", "Road", endOfGame = true)
        road.setNumber("tiles", 3)
        road.setPlayerNumber("followers", "red", 1)
        check(road.submit())
        // Cleo's unfinished road (2 tiles) ties her with Ann for first place
        val last = ScoringFormPresenter.feature(board.session(), "road", "Road", endOfGame = true)
        last.setNumber("tiles", 2)
        last.setPlayerNumber("followers", "yellow", 1)
        check(last.submit())
        check(endGame.finish())
        board.close()
        return board.gameId
    }

    private fun playLiveGame(): Long {
        val board = start("mini2_messages", "mini6_robbers", "exp03_princess_dragon", "exp02_traders_builders")
        board.score("city", 4, "red", figure = 0, more = mapOf("coats_of_arms" to 1)) // red figure 1 -> 10: dispatch
        board.dispatch()!!.apply { selectTile(DispatchTile.KNIGHTS); setCount(2); setFigure(1) }.resolve() // figure 2 -> 4
        board.endTurn()
        board.score("road", 7, "blue", figure = 0)
        board.score("cloister", 9, "yellow", figure = 1)
        board.placeRobber("yellow", 7)
        board.endTurn()
        board.score("road", 3, "yellow", figure = 0) // yellow figure 1 -> 3
        board.score("city", 26, "blue", figure = 1) // blue figure 2: 0 -> 52, a 50 tile
        board.endTurn()
        board.score("road", 6, "red", figure = 1) // red figure 2: 4 -> 10, dispatch pending
        board.close()
        return board.gameId
    }

    private fun render(name: String, heightDp: Int = 915, content: @Composable () -> Unit) {
        val density = 2f
        val image = ImageComposeScene(width = (412 * density).toInt(), height = (heightDp * density).toInt(), density = Density(density)) {
            TallyTheme(strings) {
                Surface(Modifier.fillMaxSize(), color = TallyColors.background) { content() }
            }
        }.use { scene ->
            scene.render()
            scene.render(16_000_000)
        }
        val png = image.encodeToData(EncodedImageFormat.PNG)!!.bytes
        File(out, "$name.png").writeBytes(png)
        // a screen that rendered nothing is one colour: check there is something on it
        val bitmap = Bitmap.makeFromImage(image)
        val colours = (0 until 40).flatMap { y -> (0 until 20).map { x -> bitmap.getColor(x * bitmap.width / 20, y * bitmap.height / 40) } }.toSet()
        assertTrue(colours.size > 3, "$name.png looks empty")
    }

    @Test
    fun home() {
        val state = HomePresenter(store).state.value
        render("01-home") { HomeContent(state, formatDate, HomeActions()) }
    }

    @Test
    fun newGame() {
        val presenter = NewGamePresenter(store)
        presenter.state.value.roster.forEach { presenter.addRosterPlayer(it.id) }
        presenter.addNewPlayer("Dora")
        presenter.applyPreset("big_box_6")
        render("02-new-game", heightDp = 1500) {
            NewGameContent(presenter.state.value, NewGameActions(), expanded = setOf("MAJOR"))
        }
    }

    private fun board(): ScoreboardPresenter = ScoreboardPresenter(store, liveGame)

    @Test
    fun scoreboard() {
        val board = board()
        val state = board.state.value as ScoreboardUiState.Ready
        check(state.pending != null && state.players.any { it.robberSpace != null })
        render("03-scoreboard", heightDp = 1500) { ScoreboardContent(state, ScoreboardActions()) }
        board.close()
    }

    @Test
    fun scoringForm() {
        TallyStore.inMemory().use { other ->
            PlayersPresenter(other).apply { add("Ann", Colour.RED); add("Ben", Colour.BLUE) }
            val newGame = NewGamePresenter(other)
            newGame.state.value.roster.forEach { newGame.addRosterPlayer(it.id) }
            newGame.toggleExpansion("mini2_messages")
            newGame.toggleExpansion("exp01_inns_cathedrals")
            val board = ScoreboardPresenter(other, newGame.start()!!)
            val form = board.form((board.state.value as ScoreboardUiState.Ready).features.first { it.key == "city" })
            form.setNumber("tiles", 6)
            form.setNumber("coats_of_arms", 2)
            form.state.value.form.fields.firstOrNull { it.name == "cathedral" }?.let { form.setToggle(it.name, true) }
            form.setPlayerNumber("followers", "red", 2)
            form.setPlayerNumber("followers", "blue", 1)
            form.setFigure("red", 1)
            check(form.state.value.preview != null) { form.state.value.previewProblem ?: "" }
            render("04-scoring-form", heightDp = 1150) { ScoringFormContent(form.state.value, ScoringFormActions()) }
            board.close()
        }
    }

    @Test
    fun dispatchPrompt() {
        val board = board()
        val dispatch = board.dispatch()!!
        dispatch.selectTile(DispatchTile.SMALLEST_ROAD)
        dispatch.setNumber("tiles", 3)
        check(dispatch.state.value.preview?.value == 3L) { dispatch.state.value.previewProblem ?: "no preview" }
        render("05-dispatch", heightDp = 1560) { DispatchContent(dispatch.state.value, DispatchActions()) }
        board.close()
    }

    @Test
    fun robberPlacement() {
        val board = board()
        val placements = board.robberPlacement()
        render("06-robber-placement", heightDp = 600) { RobberPlacementContent(placements, "blue", {}, {}) }
        board.close()
    }

    @Test
    fun correction() {
        val board = board()
        val players = (board.state.value as ScoreboardUiState.Ready).players
        render("14-correction", heightDp = 640) {
            CorrectionContent(players, "blue", -3, "double-counted road", 1, {}, {}, {}, {}, {})
        }
        board.close()
    }

    @Test
    fun endGameWalkthrough() {
        TallyStore.inMemory().use { other ->
            PlayersPresenter(other).apply { add("Ann", Colour.RED); add("Ben", Colour.BLUE) }
            val newGame = NewGamePresenter(other)
            newGame.state.value.roster.forEach { newGame.addRosterPlayer(it.id) }
            newGame.applyPreset("big_box_6")
            ScoreboardPresenter(other, newGame.start()!!).use { board ->
                val endGame = EndGamePresenter(board.session())
                check(endGame.begin())
                endGame.goTo(1)
                val form = endGame.form()
                form.setNumber("tiles", 4)
                form.setPlayerNumber("followers", "blue", 1)
                check(form.submit()) { form.state.value.error ?: "" }
                endGame.refresh()
                endGame.next()
                check(endGame.state.value.phase == Phase.END_GAME)
                render("07-end-game") { EndGameContent(endGame.state.value, EndGameActions()) }
            }
        }
    }

    @Test
    fun results() {
        val state = ResultsPresenter(store, finishedGame).state.value
        render("08-results", heightDp = 960) { ResultsContent(state, {}) }
    }

    @Test
    fun history() {
        val state = HistoryPresenter(store).state.value
        render("09-history") { HistoryContent(state, formatDate, {}, {}, {}) }
    }

    @Test
    fun gameDetail() {
        val state = GameDetailPresenter(store, finishedGame).state.value
        render("10-game-detail", heightDp = 1300) { GameDetailContent(state, formatDate, {}) }
    }

    @Test
    fun statistics() {
        val state = StatisticsPresenter(store).state.value
        render("11-statistics") { StatisticsContent(state, {}) }
    }

    @Test
    fun players() {
        val state = PlayersPresenter(store).state.value
        render("12-players") { PlayersContent(state, { _, _ -> }, { _, _ -> }, {}) }
    }

    @Test
    fun settings() {
        val presenter = SettingsPresenter(store)
        presenter.exportAll()
        render("13-settings", heightDp = 700) { SettingsContent(presenter.state.value, {}, {}, {}) }
    }
}
