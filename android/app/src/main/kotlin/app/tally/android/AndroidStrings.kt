// TallyStrings for Android: the shared composables ask for strings by their name in
// res/values/strings.xml; this reads them from the resources (so translations in
// values-xx/ apply). res/raw/keep.xml keeps them all when the release build shrinks.
package app.tally.android

import android.annotation.SuppressLint
import android.content.Context
import app.tally.ui.TallyStrings

@SuppressLint("DiscouragedApi")
fun androidStrings(context: Context): TallyStrings {
    val cache = HashMap<String, String>()
    return TallyStrings { name ->
        cache.getOrPut(name) {
            val id = context.resources.getIdentifier(name, "string", context.packageName)
            check(id != 0) { "no string resource `$name`" }
            context.getString(id)
        }
    }
}

/** Dates of the history and detail screens, in the phone's locale and zone. */
fun formatDate(millis: Long): String =
    java.text.DateFormat.getDateTimeInstance(java.text.DateFormat.MEDIUM, java.text.DateFormat.SHORT).format(java.util.Date(millis))
