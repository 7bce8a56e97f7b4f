// The whole app rendered in a look (its language, theme and font scale) on a given
// store, for the screenshot tests that walk it from home.
package app.tally.screens

import androidx.compose.ui.test.ComposeUiTest
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.navigation.NavHostController
import androidx.navigation.compose.rememberNavController
import app.tally.designsystem.TallyTheme
import app.tally.ffi.TallyStore
import app.tally.ffi.setLocale
import app.tally.l10n.Strings
import app.tally.navigation.TallyNavHost

/** How a set of screenshots is rendered. */
data class Look(val suffix: String, val strings: Strings = English, val locale: String = "en", val dark: Boolean = true, val fontScale: Float = 1f)

/** The looks a screen's reference images are kept in: dark, light, dark at 200 % font, German. */
val referenceLooks: List<Look> = listOf(
    Look("dark"),
    Look("light", dark = false),
    Look("dark-200", fontScale = 2f),
    Look("de", German, "de"),
)

/** The app on [store] in [look], shown at home; then [walk] drives it with its navigation. */
@OptIn(ExperimentalTestApi::class)
fun renderApp(look: Look, store: TallyStore, walk: ComposeUiTest.(NavHostController) -> Unit) = runDesktopPhoneTest {
    setLocale(look.locale)
    try {
        val core = testCore(store)
        waitForCore(core)
        var nav: NavHostController? = null
        setContent {
            val controller = rememberNavController()
            nav = controller
            Phone(look.fontScale) { TallyTheme(look.strings, appFont, look.dark) { TallyNavHost(core, FakePlatform(), controller) } }
        }
        reporting {
            waitForText(look.strings.homeNewGame)
            walk(checkNotNull(nav))
        }
    } finally {
        setLocale("en")
    }
}
