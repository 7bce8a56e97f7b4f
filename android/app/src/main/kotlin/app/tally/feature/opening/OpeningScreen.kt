// What the app shows when the database cannot simply be opened: a log beside it that
// is not its own (the core's sentence, and the choice to set it aside and open the
// file, or to leave), or another refusal.
package app.tally.feature.opening

import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.material3.AlertDialog
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Surface
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.unit.dp
import app.tally.data.StoreOpening
import app.tally.designsystem.CenteredMessage
import app.tally.l10n.LocalStrings

@Composable
fun OpeningScreen(problem: StoreOpening, onSetAside: () -> Unit, onLeave: () -> Unit, modifier: Modifier = Modifier) {
    val strings = LocalStrings.current
    Surface(modifier.fillMaxSize()) {
        when (problem) {
            is StoreOpening.ForeignLog -> AlertDialog(
                onDismissRequest = {},
                title = { Text(strings.foreignLogTitle) },
                text = {
                    Column {
                        Text(strings.foreignLogBody(problem.reason))
                    }
                },
                confirmButton = { TextButton(onSetAside) { Text(strings.foreignLogSetAside) } },
                dismissButton = { TextButton(onLeave) { Text(strings.foreignLogLeave) } },
            )
            is StoreOpening.Failed -> Column(Modifier.fillMaxWidth().padding(24.dp)) {
                Text(strings.cannotOpenDatabase, style = MaterialTheme.typography.titleLarge)
                CenteredMessage(problem.reason)
            }
            is StoreOpening.Opened -> {}
        }
    }
}
