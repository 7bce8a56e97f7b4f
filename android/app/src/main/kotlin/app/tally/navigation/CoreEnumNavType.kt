// The core's enums (ItemKind, Step, Edition) as navigation arguments: the route keeps the enum
// itself; on the back stack it is written as its constant's name and read back the
// same way (the navigation library's own serialization, not a code looked up).
package app.tally.navigation

import androidx.navigation.NavType
import androidx.savedstate.SavedState
import androidx.savedstate.read
import androidx.savedstate.write
import kotlin.reflect.typeOf

class CoreEnumNavType<T : Enum<T>>(private val constants: Array<T>, nullable: Boolean) : NavType<T?>(nullable) {
    override fun put(bundle: SavedState, key: String, value: T?) {
        bundle.write { if (value == null) putNull(key) else putString(key, value.name) }
    }

    override fun get(bundle: SavedState, key: String): T? =
        bundle.read { if (!contains(key) || isNull(key)) null else parseValue(getString(key)) }

    override fun parseValue(value: String): T? = if (value == NULL) null else constants.first { it.name == value }

    override fun serializeAsValue(value: T?): String = value?.name ?: NULL

    private companion object {
        const val NULL = "null"
    }
}

/** The NavTypes of [ScoringRoute]'s core enums. */
val scoringRouteTypes = mapOf(
    typeOf<app.tally.core.ItemKind>() to CoreEnumNavType(app.tally.core.ItemKind.entries.toTypedArray(), nullable = false),
    typeOf<app.tally.core.Step?>() to CoreEnumNavType(app.tally.core.Step.entries.toTypedArray(), nullable = true),
)

/** The NavTypes of [PlayerChartsRoute]'s core enum. */
val playerChartsRouteTypes = mapOf(
    typeOf<app.tally.core.Edition?>() to CoreEnumNavType(app.tally.core.Edition.entries.toTypedArray(), nullable = true),
)
