// What this module compiles of the app: every Kotlin file under
// android/app/src/main/kotlin lies in one of the source folders the pom gives the
// compiler (`app.sources`), except the Android shell (app/tally/shell), which needs
// the Android SDK; no compiled file imports android.* (only the shell may); and the
// font the app ships (res/font) is the core's (core/assets/fonts), byte for byte.
package app.tally.screens

import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import java.io.File

class AppSourcesTest {
    private val root = File(System.getProperty("tally.root") ?: "../../..", "android/app/src/main/kotlin").canonicalFile
    private val compiled = System.getProperty("tally.app.sources").orEmpty().split(',').filter { it.isNotBlank() }.map { File(it).canonicalFile }
    private val shell = File(root, "app/tally/shell")

    private fun appFiles() = root.walkTopDown().filter { it.isFile && it.extension == "kt" }.toList()

    @Test
    fun everyAppFileButTheShell_isCompiledHere() {
        assertTrue(compiled.isNotEmpty(), "the pom passes tally.app.sources")
        val left = appFiles().filter { file -> !file.startsWith(shell) && compiled.none { file.startsWith(it) } }
        assertEquals(emptyList<File>(), left, "app files no source folder of tests/kotlin/screens holds")
        val shellFiles = appFiles().filter { it.startsWith(shell) }.map { it.name }.sorted()
        assertEquals(listOf("MainActivity.kt", "TallyApplication.kt"), shellFiles, "the shell is only what needs the Android SDK")
    }

    @Test
    fun theAppsFont_isTheCoresFont_byteForByte() {
        val repo = File(System.getProperty("tally.root") ?: "../../..").canonicalFile
        for ((copy, original) in listOf("inter_regular.ttf" to "Inter-Regular.ttf", "inter_bold.ttf" to "Inter-Bold.ttf")) {
            val shipped = File(repo, "android/app/src/main/res/font/$copy").readBytes()
            val core = File(repo, "core/assets/fonts/$original").readBytes()
            assertTrue(shipped.contentEquals(core), "res/font/$copy differs from core/assets/fonts/$original")
        }
    }

    @Test
    fun onlyTheShell_importsAndroid() {
        val offenders = appFiles().filter { !it.startsWith(shell) }
            .filter { file -> file.readLines().any { it.startsWith("import android.") } }
        assertEquals(emptyList<File>(), offenders)
    }
}
