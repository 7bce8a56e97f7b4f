// Every game of tests/scenarios/*.json through the Kotlin bindings: each command is
// sent to a GameSession of an in-memory TallyStore, then every `expect` key is
// checked, or the `expect_error` code (and field) with the state unchanged.
package app.tally.tests

import app.tally.core.TallyException
import app.tally.core.TallyStore
import kotlinx.serialization.json.Json
import kotlinx.serialization.json.JsonObject
import kotlinx.serialization.json.jsonArray
import kotlinx.serialization.json.jsonObject
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.DynamicTest
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.TestFactory
import java.io.File

class ScenarioTest {
    @Test
    fun scenarioFiles_areFound() {
        assertTrue(scenarioFiles().size >= 7, "scenario files in ${File(repoRoot, "tests/scenarios")}")
    }

    @TestFactory
    fun everyScenario_playsAsWritten(): List<DynamicTest> = scenarioFiles().map { file ->
        DynamicTest.dynamicTest(file.name) { play(file) }
    }

    private fun play(file: File) {
        val scenario = Json.parseToJsonElement(file.readText()).jsonObject
        TallyStore.inMemory().use { store ->
            val session = store.newGame(newGameOf(scenario.getValue("setup").jsonObject))
            val problems = mutableListOf<String>()
            scenario.getValue("steps").jsonArray.forEachIndexed { index, stepJson ->
                val step = stepJson.jsonObject
                val where = "${file.name} step $index"
                val command = step.getValue("command").jsonObject
                val expectedError = step["expect_error"] as? JsonObject
                val before = session.state()
                try {
                    run(session, command)
                    if (expectedError != null) problems += "$where: expected ${expectedError["code"]}, the command was accepted"
                } catch (error: TallyException) {
                    if (expectedError == null) {
                        problems += "$where: refused: ${error.message}"
                    } else {
                        val want = expectedError.getValue("code").string()
                        val got = codeOf(error, command)
                        if (got != ffiCodeOf(want)) problems += "$where: expected $want, got $got (${error.message})"
                        expectedError["field"]?.let { field ->
                            if (fieldOf(error) != field.string()) problems += "$where: field: expected ${field.string()}, got ${fieldOf(error)}"
                        }
                        if (session.state() != before) problems += "$where: a refused command changed the state"
                    }
                }
                (step["expect"] as? JsonObject)?.let { problems += mismatches(where, it, session.state()) }
            }
            // The store kept every command: the game resumed from it is the same game.
            store.resume(session.gameId()).use { resumed ->
                assertEquals(session.state(), resumed.state(), "${file.name}: the resumed game differs")
            }
            session.close()
            assertTrue(problems.isEmpty(), problems.joinToString("\n"))
        }
    }
}
