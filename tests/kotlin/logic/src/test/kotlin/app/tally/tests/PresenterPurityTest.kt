// The presenters are plain Kotlin: no android.* import (nor androidx.*: they do not
// depend on Compose or the Android lifecycle), so that tests/kotlin compiles and runs
// them here. The shared composables (ui/) may use Compose but no android.* either.
package app.tally.tests

import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import java.io.File

class PresenterPurityTest {
    private val sources = File(repoRoot, "android/app/src/main/kotlin/app/tally")

    private fun offenders(dir: String, forbidden: Regex): List<String> =
        File(sources, dir).walkTopDown().filter { it.isFile && it.extension == "kt" }.flatMap { file ->
            file.readLines().withIndex().filter { (_, line) -> forbidden.containsMatchIn(line) }
                .map { (index, line) -> "${file.relativeTo(repoRoot)}:${index + 1}: ${line.trim()}" }
        }.toList()

    @Test
    fun presenters_importNoAndroidApi() {
        assertTrue(File(sources, "presentation").listFiles()!!.isNotEmpty())
        val found = offenders("presentation", Regex("""^\s*import\s+(android|androidx)\."""))
        assertTrue(found.isEmpty(), "presenters must be plain Kotlin:\n" + found.joinToString("\n"))
    }

    @Test
    fun sharedComposables_importNoAndroidApi() {
        val found = offenders("ui", Regex("""^\s*import\s+android\."""))
        assertTrue(found.isEmpty(), "shared composables must not use android.*:\n" + found.joinToString("\n"))
    }
}
