// The process: opens the database once (filesDir/tally.db). Each screen of a game
// resumes it from the store, which shares one core session per open game. After
// process death everything is reloaded from the store: the core commits every
// command before it returns.
package app.tally.android

import android.app.Application
import app.tally.core.TallyStore

class TallyApplication : Application() {
    val store: TallyStore by lazy { TallyStore.open(getDatabasePath("tally.db").also { it.parentFile?.mkdirs() }.path) }
}
