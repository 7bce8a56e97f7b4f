// The single activity: the dark theme with the app's strings, and the navigation
// graph. Game screens carry the game id as a navigation argument, which lands in each
// ViewModel's SavedStateHandle: rotation keeps the ViewModels, process death reloads
// them from the store.
package app.tally.android

import android.os.Bundle
import androidx.activity.ComponentActivity
import androidx.activity.compose.setContent
import androidx.compose.runtime.remember
import androidx.compose.ui.platform.LocalContext
import app.tally.ui.TallyTheme

class MainActivity : ComponentActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        val app = application as TallyApplication
        setContent {
            val context = LocalContext.current
            val strings = remember(context) { androidStrings(context) }
            val factory = remember { tallyViewModels(app) }
            TallyTheme(strings) {
                TallyNavHost(factory)
            }
        }
    }
}
