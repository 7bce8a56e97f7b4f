// The process (Android only): opens the database once (tally.db in the app's database
// folder), tells the core the phone's language, and builds the one TallyCore every
// screen is given: the store, the open-game repository, and the single worker thread
// every FFI call runs on. After process death everything is read again from the
// store: the core commits every command before it returns.
package app.tally.shell

import android.app.Application
import app.tally.data.CoreWork
import app.tally.data.TallyCore
import app.tally.ffi.TallyStore
import app.tally.ffi.setLocale
import kotlinx.coroutines.Dispatchers
import java.util.Locale

class TallyApplication : Application() {
    val core: TallyCore by lazy {
        val path = getDatabasePath("tally.db").also { it.parentFile?.mkdirs() }.path
        TallyCore(TallyStore.open(path), CoreWork(Dispatchers.IO.limitedParallelism(1)))
    }

    override fun onCreate() {
        super.onCreate()
        setLocale(Locale.getDefault().toLanguageTag())
    }
}
