// What reached the app's window during a UI test, counted by the harness rather than
// by the test's own calls: every press of a pointer seen at the root of the content
// on its way in (a tap, whichever helper made it and whatever control it reached),
// and every number a count field accepted through its SetText action (what a phone's
// keyboard ends in). The interaction budgets are asserted on it.
package app.tally.screens

import androidx.compose.foundation.layout.Box
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.input.pointer.PointerEventPass
import androidx.compose.ui.input.pointer.PointerEventType
import androidx.compose.ui.input.pointer.pointerInput
import androidx.compose.ui.semantics.SemanticsActions
import androidx.compose.ui.test.SemanticsNodeInteraction
import androidx.compose.ui.test.performSemanticsAction
import androidx.compose.ui.text.AnnotatedString

class ScreenInput {
    /** Presses of a pointer that reached the window. */
    var presses = 0
        private set

    /** Numbers a field accepted. */
    var entries = 0
        private set

    /** Taps and numbers: what the budgets count. */
    val interactions: Int get() = presses + entries

    fun reset() {
        presses = 0
        entries = 0
    }

    /** The app's content under a root that sees each pointer event first and consumes none. */
    @Composable
    fun Observed(modifier: Modifier = Modifier, content: @Composable () -> Unit) {
        Box(
            modifier.pointerInput(this) {
                awaitPointerEventScope {
                    while (true) {
                        if (awaitPointerEvent(PointerEventPass.Initial).type == PointerEventType.Press) presses++
                    }
                }
            },
        ) { content() }
    }

    /** Replaces the text of [field] through its SetText action, counted when the field accepts it. */
    fun enter(field: SemanticsNodeInteraction, text: String) {
        runCatching { field.performSemanticsAction(SemanticsActions.RequestFocus) }
        field.performSemanticsAction(SemanticsActions.SetText) { setText ->
            if (setText(AnnotatedString(text))) entries++
        }
    }
}
