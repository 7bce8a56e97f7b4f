// What only the platform can do, given to the screens by the shell: format a date in
// the phone's locale, share an export document, a result (text and picture), a file or
// a text for another app, open another app's link (BG Stats), let the player pick a file
// to import, keep the screen on, say the app's version, say where the live table
// listens, read a QR code with the camera. Desktop tests give fakes.
package app.tally.navigation

import java.time.Instant
import java.time.ZoneId
import java.time.format.DateTimeFormatter
import java.time.format.FormatStyle
import java.util.Locale

interface Platform {
    /** A date and time for the history and detail screens. */
    fun formatDate(epochMillis: Long): String

    /** A time of day in the phone's format ("14:03"), for "stale since 14:03". */
    fun formatTime(epochMillis: Long): String =
        DateTimeFormatter.ofLocalizedTime(FormatStyle.SHORT).withLocale(Locale.getDefault())
            .format(Instant.ofEpochMilli(epochMillis).atZone(ZoneId.systemDefault()))

    /**
     * Reads a QR code with the camera and gives [onScanned] its text (not called when
     * cancelled); null where the platform has no scanner (the desktop tests).
     */
    val scanQrCode: (((String) -> Unit) -> Unit)? get() = null

    /** How long ago [epochMillis] was, in the phone's words ("5 minutes ago"). */
    fun relativeTime(epochMillis: Long): String

    /** Hands the export document to the share sheet. */
    fun share(document: String)

    /** Hands a game's result, as a chat message and a PNG picture, to the share sheet. */
    fun shareResult(text: String, picture: ByteArray)

    /** Hands a file for another app (BG Stats, BoardGameGeek) to the share sheet. */
    fun shareFile(name: String, mimeType: String, content: String)

    /** Hands a text to the share sheet (the fields to copy into BoardGameGeek's form). */
    fun shareText(text: String)

    /** Opens a link in the app that takes it (BG Stats' link for one play). */
    fun openLink(url: String)

    /** Lets the player pick a document; [onPicked] gets its text (not called when cancelled). */
    fun pickDocument(onPicked: (String) -> Unit)

    /** Keeps the screen on (a game is open and the player wants it) or lets it sleep again. */
    fun keepScreenOn(on: Boolean)

    /** The app's version, as the store shows it. */
    val appVersion: String

    /**
     * Where the live table listens (an address and port): null for the phone's own
     * address on its Wi-Fi, which the core finds; the desktop tests give the loopback.
     */
    val liveTableAddress: String? get() = null
}
