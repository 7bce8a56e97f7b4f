// The single activity (Android only): the theme (dark or light as the phone is, the
// Inter font from res/font), the texts of the phone's language (the core is told the
// language first), the navigation graph — or, when the database has a log beside it
// that is not its own, the question whether to set it aside — and the platform
// services the screens ask for: dates and relative times in the phone's format, the
// share sheet for exports, results and files for other apps, the document picker for
// imports, the screen kept on during a game, the app's version, the camera's QR
// scanner (zxing-android-embedded) for a join link; a tally:// link opened from
// outside leads to joining that table; and the checkpoint when the app goes to the
// background (for backups).
package app.tally.shell

import android.content.Intent
import android.net.Uri
import android.os.Bundle
import android.text.format.DateUtils
import android.view.WindowManager
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.setValue
import app.tally.data.StoreOpening
import app.tally.feature.opening.OpeningScreen
import androidx.compose.ui.text.font.Font
import androidx.compose.ui.text.font.FontFamily
import androidx.compose.ui.text.font.FontWeight
import app.tally.R
import androidx.activity.ComponentActivity
import androidx.activity.compose.setContent
import androidx.activity.result.contract.ActivityResultContracts
import androidx.compose.foundation.isSystemInDarkTheme
import androidx.compose.runtime.remember
import androidx.compose.ui.platform.LocalConfiguration
import androidx.core.content.FileProvider
import androidx.lifecycle.lifecycleScope
import app.tally.designsystem.TallyTheme
import app.tally.ffi.setLocale
import app.tally.l10n.stringsFor
import app.tally.navigation.Platform
import app.tally.navigation.TallyNavHost
import com.journeyapps.barcodescanner.ScanContract
import com.journeyapps.barcodescanner.ScanOptions
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.launch
import kotlinx.coroutines.withContext
import java.io.File
import java.text.DateFormat
import java.util.Date

/** The font the app ships (res/font: copies of core/assets/fonts). */
private val inter = FontFamily(Font(R.font.inter_regular, FontWeight.Normal), Font(R.font.inter_bold, FontWeight.Bold))

class MainActivity : ComponentActivity(), Platform {
    private var onPicked: ((String) -> Unit)? = null
    private var onScanned: ((String) -> Unit)? = null

    /** A tally:// link opened from outside, not yet shown. */
    private var openedLink by mutableStateOf<String?>(null)

    private val scanner = registerForActivityResult(ScanContract()) { result ->
        val deliver = onScanned ?: return@registerForActivityResult
        onScanned = null
        result.contents?.let(deliver)
    }

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
        val app = application as TallyApplication
        openedLink = joinLinkOf(intent)
        setContent {
            val locale = LocalConfiguration.current.locales[0]
            // the core speaks the language before the app's texts are rendered in it
            val strings = remember(locale) { stringsFor(setLocale(locale.toLanguageTag())) }
            var opening by remember { mutableStateOf(app.opening) }
            TallyTheme(strings, inter, dark = isSystemInDarkTheme()) {
                when (opening) {
                    is StoreOpening.Opened -> TallyNavHost(app.core, this, openedLink = openedLink)
                    else -> OpeningScreen(opening, onSetAside = { opening = app.setAsideLogAndOpen() }, onLeave = { finish() })
                }
            }
        }
    }

    override fun onNewIntent(intent: Intent) {
        super.onNewIntent(intent)
        joinLinkOf(intent)?.let { openedLink = it }
    }

    /** The tally:// link an intent opens (the manifest's filter), if it is one. */
    private fun joinLinkOf(intent: Intent?): String? =
        intent?.takeIf { it.action == Intent.ACTION_VIEW }?.data?.takeIf { it.scheme == "tally" }?.toString()

    override val scanQrCode: ((String) -> Unit) -> Unit
        get() = { deliver ->
            onScanned = deliver
            scanner.launch(ScanOptions().setDesiredBarcodeFormats(ScanOptions.QR_CODE).setBeepEnabled(false).setOrientationLocked(false))
        }

    override fun keepScreenOn(on: Boolean) {
        if (on) window.addFlags(WindowManager.LayoutParams.FLAG_KEEP_SCREEN_ON)
        else window.clearFlags(WindowManager.LayoutParams.FLAG_KEEP_SCREEN_ON)
    }

    override val appVersion: String
        get() = packageManager.getPackageInfo(packageName, 0).versionName.orEmpty()

    override fun relativeTime(epochMillis: Long): String =
        DateUtils.getRelativeTimeSpanString(epochMillis, System.currentTimeMillis(), DateUtils.MINUTE_IN_MILLIS).toString()

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

    override fun shareText(text: String) {
        val send = Intent(Intent.ACTION_SEND).setType("text/plain").putExtra(Intent.EXTRA_TEXT, text)
        startActivity(Intent.createChooser(send, null))
    }

    override fun openLink(url: String) {
        startActivity(Intent(Intent.ACTION_VIEW, Uri.parse(url)))
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
        val app = application as TallyApplication
        if (app.opening !is StoreOpening.Opened) return
        val core = app.core
        core.work.launch { core.work.call { core.store.checkpoint() } }
    }

    override fun pickDocument(onPicked: (String) -> Unit) {
        this.onPicked = onPicked
        picker.launch(arrayOf("application/json", "text/plain", "application/octet-stream"))
    }
}
