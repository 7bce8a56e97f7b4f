// What only the platform can do, given to the screens by the shell: format a date in
// the phone's locale, share an export document, let the player pick a file to import.
// Desktop tests give fakes.
package app.tally.navigation

interface Platform {
    /** A date and time for the history and detail screens. */
    fun formatDate(epochMillis: Long): String

    /** Hands the export document to the share sheet. */
    fun share(document: String)

    /** Lets the player pick a document; [onPicked] gets its text (not called when cancelled). */
    fun pickDocument(onPicked: (String) -> Unit)
}
