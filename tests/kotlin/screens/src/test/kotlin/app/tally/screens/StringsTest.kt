// strings.xml holds every string the shared composables ask for, and the families of
// names they build (categories, expansion groups, dispatch tiles, phases, colours).
package app.tally.screens

import app.tally.core.Category
import app.tally.core.Colour
import app.tally.core.ExpansionGroup
import app.tally.core.Phase
import app.tally.presentation.DispatchTile
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import java.io.File

class StringsTest {
    private val table = readStrings()

    @Test
    fun everyNameTheComposablesUse_isInStringsXml() {
        val sources = File(repoRoot, "android/app/src/main/kotlin/app/tally")
        val used = sources.walkTopDown().filter { it.extension == "kt" }.flatMap { file ->
            Regex("""strings(?:\.format\(|\[)"([a-z0-9_]+)"(?=[\],)])""").findAll(file.readText()).map { it.groupValues[1] }
        }.toSet()
        val families = Category.entries.map { "category_" + it.name.lowercase() } +
            ExpansionGroup.entries.map { "group_" + it.name.lowercase() } +
            DispatchTile.entries.map { "dispatch_" + it.key } +
            Phase.entries.map { "phase_" + it.name.lowercase() } +
            Colour.entries.map { "colour_" + it.name.lowercase() }
        val missing = (used + families).filter { it !in table }
        assertTrue(used.size > 50, "found ${used.size} names")
        assertEquals(emptyList<String>(), missing, "names missing from strings.xml")
    }

    @Test
    fun formatArguments_areNumberedAsAndroidWantsThem() {
        val bad = table.filter { (_, text) -> Regex("""%[sd]""").containsMatchIn(text) }
        assertEquals(emptyMap<String, String>(), bad, "use %1\$s / %1\$d")
    }
}
