// What the screens are given: the store, the open-game repository, the table joined
// from another phone, the one dispatcher every FFI call on the store runs on, and the
// player's preferences. The shell builds one per process; tests build one per store.
package app.tally.data

import app.tally.ffi.TallyStore

class TallyCore(val store: TallyStore, val work: CoreWork, val preferences: Preferences = InMemoryPreferences()) {
    val games = OpenGames(store, work)
    val joined = JoinedTables(store)
}
