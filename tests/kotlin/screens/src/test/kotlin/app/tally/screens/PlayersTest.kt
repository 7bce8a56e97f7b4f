// The roster by tapping: a player renamed, and a duplicate merged into another player
// (the store moves the duplicate's games and drops it from the roster).
package app.tally.screens

import androidx.compose.ui.semantics.SemanticsProperties
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.SemanticsMatcher
import androidx.compose.ui.test.hasText
import androidx.compose.ui.test.onFirst
import androidx.compose.ui.test.performTextReplacement
import androidx.compose.ui.test.runComposeUiTest
import app.tally.core.Colour
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Test

@OptIn(ExperimentalTestApi::class)
class PlayersTest {
    @Test
    fun aPlayer_isRenamed_andADuplicateMerged() = runComposeUiTest {
        val core = testCore()
        core.store.addRosterPlayer("Ann", Colour.RED)
        core.store.addRosterPlayer("Anne", Colour.PINK)
        core.store.addRosterPlayer("Ben", Colour.BLUE)
        showApp(core)
        reporting {
            tap(English.homePlayers(3))
            tap("Ann")
            waitForText(English.rename)
            onAllNodes(hasText(English.playersName) and SemanticsMatcher.keyIsDefined(SemanticsProperties.EditableText))
                .onFirst().performTextReplacement("Anna")
            tap(English.rename)
            waitForText("Anna")
            tap("Anne")
            tapDescribed(English.mergeDescription("Anne", "Anna"))
            // merging cannot be taken back: it asks first
            waitForText(English.mergeBody("Anne", "Anna"))
            tap(English.mergeDescription("Anne", "Anna"))
            waitUntilGone("Anne")
        }
        assertEquals(listOf("Anna", "Ben"), core.store.roster().map { it.name }.sorted())
    }
}
