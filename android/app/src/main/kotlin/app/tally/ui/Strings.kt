// Every text the shared composables show, looked up by the name it has in
// android/app/src/main/res/values/strings.xml (the one source of the English text and
// of its translations). On Android `lookup` reads the resources (AndroidStrings.kt);
// the desktop screenshot tests read the same strings.xml file.
package app.tally.ui

import app.tally.core.Category
import app.tally.core.ExpansionGroup
import app.tally.core.Phase
import app.tally.presentation.DispatchTile
import androidx.compose.runtime.staticCompositionLocalOf

class TallyStrings(private val lookup: (String) -> String) {
    /** A plain string resource. */
    operator fun get(name: String): String = lookup(name)

    /** A string resource with `%1$s`-style arguments, as Android's getString(id, args). */
    fun format(name: String, vararg args: Any): String = lookup(name).format(*args)

    fun category(category: Category) = get("category_" + category.name.lowercase())

    fun group(group: ExpansionGroup) = get("group_" + group.name.lowercase())

    fun dispatchTile(tile: DispatchTile) = get("dispatch_" + tile.key)

    fun phase(phase: Phase) = get("phase_" + phase.name.lowercase())

    /** "+5", "−3", "0". */
    fun points(points: Long) = when {
        points > 0 -> "+$points"
        points < 0 -> "−${-points}"
        else -> "0"
    }
}

val LocalStrings = staticCompositionLocalOf<TallyStrings> { error("no TallyStrings provided") }
