// The page of a core draft (a scoring, a dispatch): its form scrolls and the bar
// that submits it stays on screen under it, with why it cannot be submitted yet
// (the core's reason) and the last refusal ("Nothing changed" and the core's reason).
package app.tally.designsystem.form

import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ColumnScope
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Surface
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.unit.dp
import app.tally.core.Action
import app.tally.designsystem.BigButton
import app.tally.designsystem.ErrorText
import app.tally.designsystem.palette
import app.tally.l10n.LocalStrings

/** The form in [modifier]'s space, scrolling, over [bar]. */
@Composable
fun DraftPage(modifier: Modifier = Modifier, bar: @Composable () -> Unit, form: @Composable ColumnScope.() -> Unit) {
    Column(modifier) {
        Column(Modifier.weight(1f).verticalScroll(rememberScrollState()).padding(horizontal = 16.dp), content = form)
        bar()
    }
}

/** "Score it", "Resolve", "Save the change": enabled as the core's [submit] says, its reason shown when not. */
@Composable
fun SubmitBar(label: String, submit: Action, error: String?, onSubmit: () -> Unit, modifier: Modifier = Modifier) {
    Surface(tonalElevation = 3.dp, modifier = modifier.fillMaxWidth()) {
        Column(Modifier.padding(horizontal = 16.dp, vertical = 8.dp)) {
            if (error != null) Text(LocalStrings.current.nothingChanged, color = MaterialTheme.colorScheme.error, style = MaterialTheme.typography.titleSmall)
            ErrorText(error)
            if (!submit.allowed) submit.whyNot?.let { Text(it, color = palette.muted, style = MaterialTheme.typography.bodySmall) }
            BigButton(label, onSubmit, Modifier.fillMaxWidth().padding(top = 4.dp), enabled = submit.allowed, primary = true)
        }
    }
}
