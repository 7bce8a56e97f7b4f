// The process (Android only): opens the database once (tally.db in the app's database
// folder) — or keeps why it could not (a write-ahead log beside it that is not its
// own: the activity asks the player, and `openSettingAsideLog` opens it with that log
// set aside) —, tells the core the phone's language, keeps the player's preferences
// in SharedPreferences, and builds the one TallyCore every screen is given: the store,
// the open-game repository, and the single worker thread every FFI call runs on.
// After process death everything is read again from the store: the core commits
// every command before it returns.
package app.tally.shell

import android.app.Application
import android.content.Context
import app.tally.data.CoreWork
import app.tally.data.Preferences
import app.tally.data.StoreOpening
import app.tally.data.TallyCore
import app.tally.data.openSettingAsideLog
import app.tally.data.openStore
import app.tally.ffi.setLocale
import kotlinx.coroutines.Dispatchers
import java.util.Locale

class TallyApplication : Application() {
    private val path: String by lazy { getDatabasePath("tally.db").also { it.parentFile?.mkdirs() }.path }

    /** How opening the database went; the screens start only once it is [StoreOpening.Opened]. */
    var opening: StoreOpening = StoreOpening.Failed("")
        private set

    /** The core of the opened store (only once [opening] is [StoreOpening.Opened]). */
    val core: TallyCore by lazy {
        val store = (opening as StoreOpening.Opened).store
        TallyCore(store, CoreWork(Dispatchers.IO.limitedParallelism(1)), SharedPreferencesOf(this))
    }

    override fun onCreate() {
        super.onCreate()
        setLocale(Locale.getDefault().toLanguageTag())
        opening = openStore(path)
    }

    /** The player agreed: the foreign log is set aside and the file opened. */
    fun setAsideLogAndOpen(): StoreOpening = openSettingAsideLog(path).also { opening = it }
}

/** The player's preferences in the app's SharedPreferences. */
private class SharedPreferencesOf(context: Context) : Preferences {
    private val stored = context.getSharedPreferences("tally", Context.MODE_PRIVATE)

    override var keepScreenOn: Boolean
        get() = stored.getBoolean("keep_screen_on", true)
        set(value) = stored.edit().putBoolean("keep_screen_on", value).apply()
}
