// The single activity (Android only): the theme (dark or light as the phone is), the
// strings of the phone's language (also given to the core), the navigation graph, and
// the platform services the screens ask for: dates in the phone's format, the share
// sheet for exports, the document picker for imports.
package app.tally.shell

import android.content.Intent
import android.net.Uri
import android.os.Bundle
import androidx.activity.ComponentActivity
import androidx.activity.compose.setContent
import androidx.activity.result.contract.ActivityResultContracts
import androidx.compose.foundation.isSystemInDarkTheme
import androidx.compose.runtime.LaunchedEffect
import androidx.compose.runtime.remember
import androidx.compose.ui.platform.LocalConfiguration
import androidx.core.content.FileProvider
import androidx.lifecycle.lifecycleScope
import app.tally.designsystem.TallyTheme
import app.tally.ffi.setLocale
import app.tally.l10n.stringsFor
import app.tally.navigation.Platform
import app.tally.navigation.TallyNavHost
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.launch
import kotlinx.coroutines.withContext
import java.io.File
import java.text.DateFormat
import java.util.Date

class MainActivity : ComponentActivity(), Platform {
    private var onPicked: ((String) -> Unit)? = null

    private val picker = registerForActivityResult(ActivityResultContracts.OpenDocument()) { uri: Uri? ->
        val deliver = onPicked ?: return@registerForActivityResult
        onPicked = null
        if (uri != null) {
            lifecycleScope.launch {
                val text = withContext(Dispatchers.IO) { contentResolver.openInputStream(uri)?.use { it.reader().readText() } }
                text?.let(deliver)
            }
        }
    }

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        val core = (application as TallyApplication).core
        setContent {
            val locale = LocalConfiguration.current.locales[0]
            val strings = remember(locale) { stringsFor(locale.toLanguageTag()) }
            LaunchedEffect(locale) { core.work.call { setLocale(locale.toLanguageTag()) } }
            TallyTheme(strings, dark = isSystemInDarkTheme()) {
                TallyNavHost(core, this)
            }
        }
    }

    override fun formatDate(epochMillis: Long): String =
        DateFormat.getDateTimeInstance(DateFormat.MEDIUM, DateFormat.SHORT).format(Date(epochMillis))

    override fun share(document: String) {
        val file = File(cacheDir, "exports/tally-games.json").apply { parentFile?.mkdirs(); writeText(document) }
        val uri = FileProvider.getUriForFile(this, "$packageName.exports", file)
        val send = Intent(Intent.ACTION_SEND).setType("application/json").putExtra(Intent.EXTRA_STREAM, uri)
            .addFlags(Intent.FLAG_GRANT_READ_URI_PERMISSION)
        startActivity(Intent.createChooser(send, null))
    }

    override fun pickDocument(onPicked: (String) -> Unit) {
        this.onPicked = onPicked
        picker.launch(arrayOf("application/json", "text/plain", "application/octet-stream"))
    }
}
