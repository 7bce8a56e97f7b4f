// Every game of tests/scenarios/*.json through the Kotlin bindings: each command is
// sent to `GameSession.execute` of an in-memory TallyStore — or, for a draft step, the
// draft is started, its actions applied, its view checked and it is submitted — then
// every `expect` key is checked (the table summary, the newest log entry, the
// catalogue's dispatch tiles), or the `expect_error` code and field of the typed
// `TallyException.Refused` with the table unchanged; at the end the game is closed,
// resumed from the store and compared. A file is checked whole before it is played
// (ScenarioStructure.kt): what the runner does not understand fails the file, naming
// the step, and a test writes such files to a temporary folder to show it.
package app.tally.tests

import app.tally.core.Command
import app.tally.core.DraftUpdate
import app.tally.core.LogChange
import app.tally.core.ScoringDraft
import app.tally.ffi.GameSession
import app.tally.ffi.TallyException
import app.tally.ffi.TallyStore
import app.tally.ffi.draftFromJson
import app.tally.ffi.draftToJson
import kotlinx.serialization.json.JsonArray
import kotlinx.serialization.json.Json
import kotlinx.serialization.json.JsonObject
import kotlinx.serialization.json.jsonArray
import kotlinx.serialization.json.jsonObject
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.DynamicTest
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.TestFactory
import org.junit.jupiter.api.io.TempDir
import java.io.File
import java.nio.file.Path

class ScenarioTest {
    @Test
    fun scenarioFiles_areFound() {
        val names = scenarioFiles().map { it.name }
        val expected = listOf(
            "base-game.json", "messages.json", "robbers.json", "rounds-messages.json", "active-player.json", "draft-dispatch.json",
        )
        assertTrue(names.containsAll(expected), "$names")
    }

    @TestFactory
    fun everyScenario_playsAsWritten(): List<DynamicTest> = scenarioFiles().map { file ->
        DynamicTest.dynamicTest(file.name) {
            val problems = play(file)
            assertTrue(problems.isEmpty(), problems.joinToString("\n"))
        }
    }

    /**
     * Source: road.base — 3 tiles, 3 points. A misspelled `expect` holding a wrong
     * score (999), an `expect` on a draft step that only looks, a key unknown in a
     * draft's view, a field a command does not take and a step with no command fail
     * the file, naming it and the step; the same steps written correctly play.
     */
    @Test
    fun aFileTheRunnerDoesNotUnderstand_failsNamingTheFileAndTheStep(@TempDir dir: Path) {
        val road = """{"type": "score_feature", "feature": "road", "inputs": {"tiles": 3}, "players": [{"id": "red", "followers": 1}]}"""
        val look = """{"start": {"start": "item", "kind": "feature", "key": "road"},
                       "actions": [{"action": "set", "item": 0, "field": "tiles", "value": 3}], "view": {"preview": {"red": 3}}}"""
        fun written(name: String, steps: String): File = dir.resolve(name).toFile().apply {
            writeText(
                """{"name": "a file with a mistake",
                    "setup": {"players": [{"name": "Ann", "colour": "red"}, {"name": "Ben", "colour": "blue"}],
                              "ruleset": {"edition": "c3", "expansions": []}},
                    "steps": $steps}""",
            )
        }
        val good = written(
            "good.json",
            """[{"command": $road, "expect": {"scores": {"red": 3}}}, {"draft": $look, "note": "only looks"},
                {"command": {"type": "undo"}, "expect": {"scores": {"red": 0}}}]""",
        )
        assertEquals(emptyList<String>(), play(good))
        val cases = listOf(
            Triple("misspelled.json", """[{"command": $road}, {"command": {"type": "undo"}, "expcet": {"scores": {"red": 999}}}]""",
                "misspelled.json step 1: unknown key `expcet`"),
            Triple("look-only.json", """[{"command": $road}, {"draft": $look, "expect": {"scores": {"red": 999}}}]""",
                "look-only.json step 1: `expect` on a draft step that carries nothing out"),
            Triple("look-only-error.json", """[{"draft": $look, "expect_error": {"code": "invalid_input"}}]""",
                "look-only-error.json step 0: `expect_error` on a draft step that carries nothing out"),
            Triple("view-key.json", """[{"draft": {"start": {"start": "item", "kind": "feature", "key": "road"}, "view": {"previwe": {"red": 3}}}}]""",
                "view-key.json step 0: view: unknown key `previwe`"),
            Triple("command-key.json", """[{"command": {"type": "score_feature", "feature": "road", "inptus": {"tiles": 3}}}]""",
                "command-key.json step 0: score_feature: unknown key `inptus`"),
            Triple("no-command.json", """[{"note": "nothing", "expect": {"scores": {"red": 0}}}]""",
                "no-command.json step 0: a step is either"),
        )
        for ((name, steps, says) in cases) {
            val problems = play(written(name, steps))
            assertTrue(problems.size == 1 && problems[0].startsWith(says), "$name: $problems")
        }
    }

    /** Plays one file: what went otherwise than written, each naming the file and the step (empty: all as written). */
    private fun play(file: File): List<String> {
        val scenario = Json.parseToJsonElement(file.readText()).jsonObject
        structureProblem(file.name, scenario)?.let { return listOf(it) }
        val setup = scenario.getValue("setup").jsonObject
        return TallyStore.inMemory().use { store ->
            val session = store.newGame(seatsOf(setup), rulesetOf(setup))
            val catalogue = session.catalogue()
            val problems = mutableListOf<String>()
            scenario.getValue("steps").jsonArray.forEachIndexed { index, stepJson ->
                val step = stepJson.jsonObject
                val where = "${file.name} step $index"
                val expectedError = step["expect_error"] as? JsonObject
                val draft = step["draft"] as? JsonObject
                val update = draft?.let { runDraft(where, it, session, problems) }
                val written = draft?.get("command") as? JsonObject
                // a draft step that only looks at the draft records nothing
                if (draft != null && (update == null || written == null)) return@forEachIndexed
                val submit: () -> Unit = when {
                    update != null && written != null -> fun() = submitAndCompare(where, session, update.draft, written, problems)
                    else -> fun() { session.execute(commandOf(step.getValue("command").jsonObject)) }
                }
                val before = session.summary()
                try {
                    submit()
                    if (expectedError != null) problems += "$where: expected ${expectedError["code"]}, the command was accepted"
                } catch (error: TallyException.Refused) {
                    if (expectedError == null) {
                        problems += "$where: refused: ${error.reason}"
                    } else {
                        problems += refusalMismatches(where, expectedError, error)
                        if (session.summary() != before) problems += "$where: a refused command changed the table"
                    }
                }
                (step["expect"] as? JsonObject)?.let { problems += mismatches(where, it, session, catalogue) }
            }
            // The store kept every command: once the game is closed, resuming replays
            // its log and gives the same table.
            val last = session.summary()
            val gameId = session.gameId()
            session.close()
            store.resume(gameId).use { resumed -> if (resumed.summary() != last) problems += "${file.name}: the resumed game differs" }
            problems
        }
    }

    private fun refusalMismatches(where: String, expected: JsonObject, error: TallyException.Refused): List<String> = buildList {
        val want = expected.getValue("code").string()
        if (snake(error.code.name) != want) add("$where: expected $want, got ${error.code} (${error.reason})")
        expected["field"]?.let { field ->
            if (error.field != field.string()) add("$where: field: expected ${field.string()}, got ${error.field}")
        }
    }

    /**
     * A draft step as core/tests/scenarios.rs runs it: the draft started (or refused
     * as `start_error` says), each action applied (or refused as its `expect_error`
     * says, the draft kept as it was), the view checked, the draft kept as JSON and
     * read back to the same view. Returns the draft; none when it was refused.
     */
    private fun runDraft(where: String, spec: JsonObject, session: GameSession, problems: MutableList<String>): DraftUpdate? {
        val start = draftStartOf(spec.getValue("start").jsonObject)
        val startError = spec["start_error"] as? JsonObject
        var update = try {
            session.startDraft(start).also { if (startError != null) problems += "$where: expected the draft to be refused" }
        } catch (error: TallyException.Refused) {
            if (startError == null) problems += "$where: draft refused: ${error.reason}" else problems += refusalMismatches(where, startError, error)
            return null
        }
        if (startError != null) return null
        (spec["actions"] as? JsonArray).orEmpty().forEachIndexed { number, actionJson ->
            val action = actionJson.jsonObject
            val expected = action["expect_error"] as? JsonObject
            val at = "$where action $number"
            try {
                val next = session.applyDraft(update.draft, draftActionOf(JsonObject(action - "expect_error")))
                if (expected != null) problems += "$at: expected a refusal" else update = next
            } catch (error: TallyException.Refused) {
                if (expected == null) problems += "$at: refused: ${error.reason}" else problems += refusalMismatches(at, expected, error)
            }
        }
        (spec["view"] as? JsonObject)?.let { problems += viewMismatches(where, it, update.view) }
        val kept = draftFromJson(draftToJson(update.draft))
        if (kept != update.draft) problems += "$where: a draft kept as JSON reads back differently"
        if (session.draftView(kept) != update.view) problems += "$where: a kept draft draws differently"
        return update
    }

    /**
     * Submits the draft, then compares the command the core recorded with the one the
     * file writes (an edit: the edited entry's command as it stands now).
     */
    private fun submitAndCompare(where: String, session: GameSession, draft: ScoringDraft, written: JsonObject, problems: MutableList<String>) {
        val update = session.submitDraft(draft)
        val expected = commandOf(written)
        val (seq, want) = when (expected) {
            is Command.Edit -> expected.seq to expected.command
            else -> (update.change as LogChange.Push).item.seq to expected
        }
        val recorded = session.commandOf(seq)
        if (recorded != want) problems += "$where: the draft's command: expected $want, got $recorded"
    }
}
