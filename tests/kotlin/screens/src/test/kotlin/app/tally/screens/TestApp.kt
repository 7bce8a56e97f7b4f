// What the desktop UI tests share: a TallyCore over a real store (in memory or a
// file) whose FFI calls run on their own thread (every wait waits for it); a fake
// Platform (fixed dates, kept exports, results and files); the whole app (theme,
// strings, navigation graph) set as the test's content; and taps by text or by
// screen-reader description that wait for the node (and the core's thread) first.
package app.tally.screens

import androidx.compose.runtime.Composable
import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.ui.platform.LocalDensity
import androidx.compose.ui.semantics.SemanticsProperties
import androidx.compose.ui.test.ComposeUiTest
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.SemanticsMatcher
import androidx.compose.ui.test.hasClickAction
import androidx.compose.ui.test.hasContentDescription
import androidx.compose.ui.test.hasText
import androidx.compose.ui.test.onFirst
import androidx.compose.ui.test.performClick
import androidx.compose.ui.test.performScrollTo
import androidx.compose.ui.test.performScrollToNode
import androidx.compose.ui.test.performTextInput
import androidx.compose.ui.test.performTextReplacement
import androidx.compose.ui.test.performImeAction
import androidx.compose.ui.unit.Density
import androidx.navigation.NavHostController
import androidx.navigation.compose.rememberNavController
import app.tally.data.CoreWork
import app.tally.data.TallyCore
import app.tally.designsystem.TallyTheme
import app.tally.core.When
import app.tally.ffi.TallyStore
import app.tally.l10n.Strings
import app.tally.l10n.stringsFor
import app.tally.navigation.Platform
import app.tally.navigation.TallyNavHost
import kotlinx.coroutines.asCoroutineDispatcher
import kotlinx.coroutines.test.setMain
import java.io.File
import java.util.concurrent.Executors
import androidx.compose.ui.text.font.FontFamily
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.text.platform.Font

/** The app's texts in the languages the tests read (rendered while the core speaks that language). */
val English: Strings = stringsFor("en")
val German: Strings = stringsFor("de")
val French: Strings = stringsFor("fr")
val Russian: Strings = stringsFor("ru")

/** A player's score on the scoreboard as a screen reader reads it, whether or not it is their turn. */
fun scoreOf(name: String, points: Long, strings: Strings = English): SemanticsMatcher =
    hasContentDescription(strings.playerScore(name, points), substring = true) or
        hasContentDescription(strings.playerScore(name, points, active = true), substring = true)

/** The app's font from the files the Android app ships (res/font), as the shell loads it there. */
val appFont: FontFamily by lazy {
    val fonts = File(repoRoot, "android/app/src/main/res/font")
    FontFamily(Font(File(fonts, "inter_regular.ttf"), FontWeight.Normal), Font(File(fonts, "inter_bold.ttf"), FontWeight.Bold))
}

/** The repository root (the pom sets `tally.root`). */
val repoRoot: File = File(System.getProperty("tally.root") ?: "../../..").canonicalFile

/** A core over [store] whose FFI calls run on a thread of their own. */
fun testCore(store: TallyStore = TallyStore.inMemory()): TallyCore {
    val thread = Executors.newSingleThreadExecutor { Thread(it, "tally-core").apply { isDaemon = true } }
    return TallyCore(store, CoreWork(thread.asCoroutineDispatcher()))
}

/** Dates are fixed so that screenshots do not change with the clock. */
class FakePlatform : Platform {
    val shared = mutableListOf<String>()
    val results = mutableListOf<Pair<String, ByteArray>>()
    val files = mutableListOf<Triple<String, String, String>>()
    var document: String? = null

    override fun formatDate(epochMillis: Long) = "30 Nov 2026, 20:00"

    override fun relativeTime(epochMillis: Long) = "5 minutes ago"

    override fun share(document: String) {
        shared += document
    }

    override fun shareResult(text: String, picture: ByteArray) {
        results += text to picture
    }

    override fun shareFile(name: String, mimeType: String, content: String) {
        files += Triple(name, mimeType, content)
    }

    val texts = mutableListOf<String>()
    val links = mutableListOf<String>()

    override fun shareText(text: String) {
        texts += text
    }

    override fun openLink(url: String) {
        links += url
    }

    override fun pickDocument(onPicked: (String) -> Unit) {
        document?.let(onPicked)
    }

    /** Whether the app asked for the screen to stay on. */
    var screenOn = false

    override fun keepScreenOn(on: Boolean) {
        screenOn = on
    }

    override val appVersion = "0.1.0"

    /** The live table on this machine only, on any free port. */
    override val liveTableAddress = "127.0.0.1:0"
}

/**
 * Dispatchers.Main for the desktop tests: unconfined. Compose's test framework taps
 * from the test thread, while lifecycle and navigation insist on the thread of
 * Dispatchers.Main; an unconfined Main is "the current thread" wherever it is asked
 * from. (On Android, Main is the UI thread, where taps arrive.)
 */
@OptIn(kotlinx.coroutines.ExperimentalCoroutinesApi::class)
fun useUnconfinedMain() = kotlinx.coroutines.Dispatchers.setMain(kotlinx.coroutines.Dispatchers.Unconfined)

/** The core of the app under test: every wait also waits for its FFI calls to finish. */
private var activeCore: TallyCore? = null

fun waitForCore(core: TallyCore) {
    useUnconfinedMain()
    activeCore = core
}

private fun coreIdle(): Boolean = activeCore?.work?.isIdle ?: true

/** The whole app, as the shell shows it, with [core]; with [input], what reaches its window is counted. */
@OptIn(ExperimentalTestApi::class)
fun ComposeUiTest.showApp(
    core: TallyCore,
    platform: Platform = FakePlatform(),
    strings: Strings = English,
    onNav: (NavHostController) -> Unit = {},
    phone: Boolean = false,
    input: ScreenInput? = null,
    openedLink: String? = null,
) {
    waitForCore(core)
    setContent {
        val nav = rememberNavController()
        onNav(nav)
        val themed = @androidx.compose.runtime.Composable { TallyTheme(strings, appFont, dark = true) { TallyNavHost(core, platform, nav, openedLink) } }
        val app = @androidx.compose.runtime.Composable { if (input != null) input.Observed { themed() } else themed() }
        if (phone) Phone { app() } else app()
    }
}

/** A phone's density: 412 x 915 dp are 824 x 1830 pixels. */
const val PHONE_DENSITY = 2f
const val PHONE_WIDTH = 824
const val PHONE_HEIGHT = 1830

/** A test in a window of a phone's size (content inside [Phone]). */
@OptIn(ExperimentalTestApi::class)
fun runDesktopPhoneTest(block: ComposeUiTest.() -> Unit) =
    androidx.compose.ui.test.runDesktopComposeUiTest(PHONE_WIDTH, PHONE_HEIGHT) { block() }

/** Content at a phone's density, with a font scale. */
@Composable
fun Phone(fontScale: Float = 1f, content: @Composable () -> Unit) {
    CompositionLocalProvider(LocalDensity provides Density(PHONE_DENSITY, fontScale), content = content)
}

private const val WAIT_MS = 15_000L

@OptIn(ExperimentalTestApi::class)
fun ComposeUiTest.waitFor(matcher: SemanticsMatcher) {
    waitUntil(matcher.description, WAIT_MS) { coreIdle() && onAllNodes(matcher).fetchSemanticsNodes().isNotEmpty() }
}

@OptIn(ExperimentalTestApi::class)
fun ComposeUiTest.waitForText(text: String, substring: Boolean = false) = waitFor(hasText(text, substring = substring))

@OptIn(ExperimentalTestApi::class)
fun ComposeUiTest.waitUntilGone(text: String, substring: Boolean = false) {
    waitUntil("no $text", WAIT_MS) { coreIdle() && onAllNodes(hasText(text, substring = substring)).fetchSemanticsNodes().isEmpty() }
}

@OptIn(ExperimentalTestApi::class)
private fun ComposeUiTest.tapNode(matcher: SemanticsMatcher) {
    val clickable = matcher and hasClickAction() and SemanticsMatcher("enabled") { SemanticsProperties.Disabled !in it.config }
    waitFor(clickable)
    val node = onAllNodes(clickable).onFirst()
    runCatching { node.performScrollTo() }
    node.performClick()
    waitForIdle()
}

/** Scrolls the screen's list until [text] is composed and shown (a LazyColumn composes only what is near). */
@OptIn(ExperimentalTestApi::class)
fun ComposeUiTest.scrollTo(text: String) {
    waitFor(androidx.compose.ui.test.hasScrollAction())
    onAllNodes(androidx.compose.ui.test.hasScrollAction()).onFirst().performScrollToNode(hasText(text))
    waitForIdle()
}

/** Taps the selectable chip showing [text] (a filter or a choice of players). */
@OptIn(ExperimentalTestApi::class)
fun ComposeUiTest.tapChip(text: String) =
    tapNode(hasText(text) and SemanticsMatcher.keyIsDefined(SemanticsProperties.Selected))

/** Taps the enabled button, chip or row showing [text]. */
@OptIn(ExperimentalTestApi::class)
fun ComposeUiTest.tap(text: String, substring: Boolean = false) = tapNode(hasText(text, substring = substring))

/** Taps the control a screen reader calls [description]. */
@OptIn(ExperimentalTestApi::class)
fun ComposeUiTest.tapDescribed(description: String, substring: Boolean = false) =
    tapNode(hasContentDescription(description, substring = substring))

/** Taps "Increase [label]" [times] times. */
@OptIn(ExperimentalTestApi::class)
fun ComposeUiTest.increase(label: String, times: Int = 1) = repeat(times) { tapDescribed(English.increase(label)) }

@OptIn(ExperimentalTestApi::class)
fun ComposeUiTest.decrease(label: String, times: Int = 1) = repeat(times) { tapDescribed(English.decrease(label)) }

/** Types [value] into the count a screen reader calls [label], replacing what it shows, and presses Done. */
@OptIn(ExperimentalTestApi::class)
fun ComposeUiTest.enter(label: String, value: Int) {
    val matcher = hasContentDescription(label) and SemanticsMatcher.keyIsDefined(SemanticsProperties.EditableText)
    waitFor(matcher)
    val field = onAllNodes(matcher).onFirst()
    runCatching { field.performScrollTo() }
    field.performTextReplacement(value.toString())
    field.performImeAction()
    waitForIdle()
}

/** Types into the text field labelled [label]. */
@OptIn(ExperimentalTestApi::class)
fun ComposeUiTest.type(label: String, text: String) {
    waitForText(label)
    val field = onAllNodes(hasText(label) and SemanticsMatcher.keyIsDefined(SemanticsProperties.EditableText)).onFirst()
    runCatching { field.performScrollTo() }
    field.performTextInput(text)
    waitForIdle()
}

/**
 * Runs [body] and prints what it threw: when a test fails, the desktop test framework
 * closes its scene and may report that instead of the failure itself.
 */
@Suppress("PrintStackTrace") // printed first, on purpose: see above
fun <T> reporting(body: () -> T): T = try {
    body()
} catch (error: Throwable) {
    error.printStackTrace()
    throw error
}

/** Labels of the core's forms the tests fill in (English, as the core writes them). */
object Labels {
    const val ROAD_TILES = "Road tiles (German cathedral tiles apart)"
    const val HIGHWAYMEN = "Highwaymen on the road"
    const val CITY_TILES = "City tiles"
    const val COATS_OF_ARMS = "Coats of arms (pennants)"
    const val KNIGHTS = "Knights in the city"

    /** A base-game feature's form as a game's session gives it, in the core's language of the moment (`setLocale`). */
    private fun form(feature: String, moment: When = When.COMPLETED) = TallyStore.inMemory().use { store ->
        store.newGame(Games.twoPlayers, Games.ruleset()).use { it.featureForm(feature, moment) }
    }

    /** The label of a feature's per-player count (its followers) at [moment]. */
    fun followersLabel(feature: String, moment: When = When.COMPLETED): String =
        form(feature, moment).fields.first { it.kind == app.tally.core.InputKind.PER_PLAYER_COUNT }.label

    /** The label of [field] of a feature scored at the end of the game (a field's farmers, its cities). */
    fun endLabel(feature: String, field: String): String = form(feature, When.END_OF_GAME).fields.first { it.name == field }.label

    /** A feature's name at the end of the game. */
    fun endName(feature: String): String = form(feature, When.END_OF_GAME).name

    /** A base-game feature's name in the core's language of the moment. */
    fun featureName(feature: String): String = form(feature).name

    /** The label of one of a base-game feature's fields in the core's language of the moment. */
    fun fieldLabel(feature: String, field: String): String = form(feature).fields.first { it.name == field }.label
}
