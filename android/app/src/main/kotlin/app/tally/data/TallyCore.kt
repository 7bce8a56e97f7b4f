// What the screens are given: the store, the open-game repository and the one
// dispatcher every FFI call runs on. The shell builds one per process; tests build
// one per store.
package app.tally.data

import app.tally.ffi.TallyStore

class TallyCore(val store: TallyStore, val work: CoreWork) {
    val games = OpenGames(store, work)
}
