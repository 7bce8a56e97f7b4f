// "Rematch" on Results and a game's detail, with why it could not start.
package app.tally.feature.rematch

import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.runtime.Composable
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.ui.Modifier
import androidx.compose.ui.unit.dp
import app.tally.designsystem.BigButton
import app.tally.designsystem.ErrorText
import app.tally.designsystem.palette
import app.tally.l10n.LocalStrings

@Composable
fun RematchButton(onRematch: () -> Unit, problem: RematchProblem?, modifier: Modifier = Modifier) {
    val strings = LocalStrings.current
    Column(modifier.fillMaxWidth()) {
        BigButton(strings.rematch, onRematch, Modifier.fillMaxWidth().padding(top = 8.dp))
        Text(strings.rematchBody, color = palette.muted, style = MaterialTheme.typography.bodySmall)
        ErrorText(
            when (problem) {
                null -> null
                is RematchProblem.Missing -> strings.rematchMissing(problem.names.joinToString(", "), problem.names.size)
                is RematchProblem.Refused -> problem.reason
            },
        )
    }
}
