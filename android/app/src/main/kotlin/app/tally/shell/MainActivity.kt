// The single activity (Android only): the theme (dark or light as the phone is), the
// strings of the phone's language (also given to the core), the navigation graph, and
// the platform services the screens ask for: dates in the phone's format, the share
// sheet for exports, results and files for other apps, the document picker for
// imports; and the checkpoint when the app goes to the background (for backups).
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

    override fun shareResult(text: String, picture: ByteArray) {
        val uri = exported("tally-result.png") { writeBytes(picture) }
        val send = Intent(Intent.ACTION_SEND).setType("image/png").putExtra(Intent.EXTRA_STREAM, uri)
            .putExtra(Intent.EXTRA_TEXT, text).addFlags(Intent.FLAG_GRANT_READ_URI_PERMISSION)
        startActivity(Intent.createChooser(send, null))
    }

    override fun shareFile(name: String, mimeType: String, content: String) {
        val uri = exported(name) { writeText(content) }
        val send = Intent(Intent.ACTION_SEND).setType(mimeType).putExtra(Intent.EXTRA_STREAM, uri)
            .addFlags(Intent.FLAG_GRANT_READ_URI_PERMISSION)
        startActivity(Intent.createChooser(send, null))
    }

    /** A file written in cache/exports (what the FileProvider serves) and its content URI. */
    private fun exported(name: String, write: File.() -> Unit): Uri {
        val file = File(cacheDir, "exports/$name").apply { parentFile?.mkdirs(); write() }
        return FileProvider.getUriForFile(this, "$packageName.exports", file)
    }

    /**
     * Going to the background: the write-ahead log is emptied into the database file,
     * so that the file alone holds every game when Auto Backup copies it (the backup
     * rules leave the -wal and -shm out) and a kill now is a clean shutdown.
     */
    override fun onStop() {
        super.onStop()
        val core = (application as TallyApplication).core
        core.work.launch { core.work.call { core.store.checkpoint() } }
    }

    override fun pickDocument(onPicked: (String) -> Unit) {
        this.onPicked = onPicked
        picker.launch(arrayOf("application/json", "text/plain", "application/octet-stream"))
    }
}
