// The player's own settings that are no game's: kept by the platform (the shell keeps
// them in SharedPreferences), in memory for the desktop tests.
package app.tally.data

interface Preferences {
    /** The screen stays on while a game is open (a phone lying on the table must not go dark). */
    var keepScreenOn: Boolean
}

class InMemoryPreferences(override var keepScreenOn: Boolean = true) : Preferences
