// What only the platform can do, given to the screens by the shell: format a date in
// the phone's locale, share an export document, a result (text and picture) or a file
// for another app, let the player pick a file to import. Desktop tests give fakes.
package app.tally.navigation

interface Platform {
    /** A date and time for the history and detail screens. */
    fun formatDate(epochMillis: Long): String

    /** Hands the export document to the share sheet. */
    fun share(document: String)

    /** Hands a game's result, as a chat message and a PNG picture, to the share sheet. */
    fun shareResult(text: String, picture: ByteArray)

    /** Hands a file for another app (BG Stats, BoardGameGeek) to the share sheet. */
    fun shareFile(name: String, mimeType: String, content: String)

    /** Lets the player pick a document; [onPicked] gets its text (not called when cancelled). */
    fun pickDocument(onPicked: (String) -> Unit)
}
