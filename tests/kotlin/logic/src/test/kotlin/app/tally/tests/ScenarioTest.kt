// Every game of tests/scenarios/*.json through the Kotlin bindings: each command is
// sent to a GameSession of an in-memory TallyStore, then every `expect` key is
// checked, or the `expect_error` code (the error's own `code`) and field with the
// state unchanged; after every step the state's table flags (two figures, dark
// spaces, robbers, builder) are the ones the scenario's ruleset brings.
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

    @Test
    fun tableFlags_areCheckedInTheMessagesAndRobbersScenarios() {
        val names = scenarioFiles().map { it.name }
        assertTrue(names.containsAll(listOf("messages.json", "messages-zmg.json", "robbers.json", "events-floors.json")), "$names")
        assertEquals(TableFlags(twoFigures = true, darkSpaces = messagesDarkSpaces), expectedFlags("messages.json"))
        assertEquals(TableFlags(robbersInPlay = true), expectedFlags("robbers.json"))
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
                        val got = codeOf(error)
                        if (got != want) problems += "$where: expected $want, got $got (${error.message})"
                        expectedError["field"]?.let { field ->
                            if (error !is TallyException.InvalidInput) {
                                problems += "$where: expected an InvalidInput naming ${field.string()}, got ${error.message}"
                            } else if (error.field != field.string()) {
                                problems += "$where: field: expected ${field.string()}, got ${error.field}"
                            }
                        }
                        if (session.state() != before) problems += "$where: a refused command changed the state"
                    }
                }
                (step["expect"] as? JsonObject)?.let { problems += mismatches(where, it, session.state()) }
                val flags = flagsOf(session.state())
                if (flags != expectedFlags(file.name)) problems += "$where: table flags: expected ${expectedFlags(file.name)}, got $flags"
            }
            // The store kept every command: once the game is closed, resuming replays
            // its log and gives the same game (while open, resume shares the session).
            val last = session.state()
            val gameId = session.gameId()
            session.close()
            store.resume(gameId).use { resumed ->
                assertEquals(last, resumed.state(), "${file.name}: the resumed game differs")
                assertEquals(expectedFlags(file.name), flagsOf(resumed.state()), "${file.name}: flags of the resumed game")
            }
            assertTrue(problems.isEmpty(), problems.joinToString("\n"))
        }
    }
}
