// Every game of tests/scenarios/*.json through the Kotlin bindings: each command is
// sent to `GameSession.execute` of an in-memory TallyStore, then every `expect` key is
// checked (the table summary, the newest log entry, the pending dispatch), or the
// `expect_error` code and field of the typed `TallyException.Refused` with the table
// unchanged; at the end the game is closed, resumed from the store and compared.
package app.tally.tests

import app.tally.ffi.TallyException
import app.tally.ffi.TallyStore
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
        val names = scenarioFiles().map { it.name }
        assertTrue(names.containsAll(listOf("base-game.json", "messages.json", "robbers.json", "rounds-messages.json", "active-player.json")), "$names")
    }

    @TestFactory
    fun everyScenario_playsAsWritten(): List<DynamicTest> = scenarioFiles().map { file ->
        DynamicTest.dynamicTest(file.name) { play(file) }
    }

    private fun play(file: File) {
        val scenario = Json.parseToJsonElement(file.readText()).jsonObject
        val setup = scenario.getValue("setup").jsonObject
        TallyStore.inMemory().use { store ->
            val session = store.newGame(seatsOf(setup), rulesetOf(setup))
            val problems = mutableListOf<String>()
            scenario.getValue("steps").jsonArray.forEachIndexed { index, stepJson ->
                val step = stepJson.jsonObject
                val where = "${file.name} step $index"
                val expectedError = step["expect_error"] as? JsonObject
                val before = session.summary()
                try {
                    session.execute(commandOf(step.getValue("command").jsonObject))
                    if (expectedError != null) problems += "$where: expected ${expectedError["code"]}, the command was accepted"
                } catch (error: TallyException.Refused) {
                    if (expectedError == null) {
                        problems += "$where: refused: ${error.reason}"
                    } else {
                        val want = expectedError.getValue("code").string()
                        if (snake(error.code.name) != want) problems += "$where: expected $want, got ${error.code} (${error.reason})"
                        expectedError["field"]?.let { field ->
                            if (error.field != field.string()) problems += "$where: field: expected ${field.string()}, got ${error.field}"
                        }
                        if (session.summary() != before) problems += "$where: a refused command changed the table"
                    }
                }
                (step["expect"] as? JsonObject)?.let { problems += mismatches(where, it, session) }
            }
            // The store kept every command: once the game is closed, resuming replays
            // its log and gives the same table.
            val last = session.summary()
            val gameId = session.gameId()
            session.close()
            store.resume(gameId).use { resumed -> assertEquals(last, resumed.summary(), "${file.name}: the resumed game differs") }
            assertTrue(problems.isEmpty(), problems.joinToString("\n"))
        }
    }
}
