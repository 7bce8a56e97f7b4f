// The process: opens the database once (filesDir/tally.db) and shares one GameSession
// per game. After process death everything is reloaded from the store: the core
// commits every command before it returns.
package app.tally.android

import android.app.Application
import app.tally.core.TallyStore
import app.tally.presentation.GameSessions

class TallyApplication : Application() {
    val store: TallyStore by lazy { TallyStore.open(getDatabasePath("tally.db").also { it.parentFile?.mkdirs() }.path) }
    val sessions: GameSessions by lazy { GameSessions(store) }
}
