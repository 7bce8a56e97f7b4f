// Joining a table: the link (typed, or read by the phone's QR scanner where the
// platform has one), the player's name at the table, and "Join"; the core's refusal
// under the fields.
package app.tally.feature.join

import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedTextField
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.LaunchedEffect
import androidx.compose.runtime.getValue
import androidx.compose.runtime.rememberUpdatedState
import androidx.compose.ui.Modifier
import androidx.compose.ui.unit.dp
import androidx.lifecycle.compose.collectAsStateWithLifecycle
import app.tally.designsystem.BigButton
import app.tally.designsystem.ErrorText
import app.tally.designsystem.TitledScreen
import app.tally.designsystem.palette
import app.tally.l10n.LocalStrings

/** What the join screen asks of the navigation and the platform. */
data class JoinActions(
    val onLink: (String) -> Unit = {},
    val onMe: (String) -> Unit = {},
    val onJoin: () -> Unit = {},
    /** Opens the platform's QR scanner; null where there is none. */
    val onScan: (() -> Unit)? = null,
    val onBack: () -> Unit = {},
)

@Composable
fun JoinScreen(viewModel: JoinViewModel, onJoined: () -> Unit, onScan: (((String) -> Unit) -> Unit)?, onBack: () -> Unit) {
    val state by viewModel.uiState.collectAsStateWithLifecycle()
    val joined by rememberUpdatedState(onJoined)
    LaunchedEffect(state.joined) {
        if (state.joined) {
            viewModel.shown()
            joined()
        }
    }
    JoinScreen(
        state,
        JoinActions(viewModel::editLink, viewModel::editMe, viewModel::join, onScan?.let { scan -> { scan(viewModel::scanned) } }, onBack),
    )
}

@Composable
fun JoinScreen(state: JoinUiState, actions: JoinActions, modifier: Modifier = Modifier) {
    val strings = LocalStrings.current
    TitledScreen(strings.joinTable, actions.onBack, modifier) { inner ->
        Column(inner.fillMaxSize().verticalScroll(rememberScrollState()).padding(horizontal = 16.dp)) {
            Text(strings.joinLinkHint, style = MaterialTheme.typography.bodyMedium, color = palette.muted, modifier = Modifier.padding(top = 8.dp))
            actions.onScan?.let { scan -> BigButton(strings.joinScan, scan, Modifier.fillMaxWidth().padding(top = 12.dp)) }
            OutlinedTextField(
                state.link, actions.onLink, Modifier.fillMaxWidth().padding(top = 12.dp),
                label = { Text(strings.joinLinkLabel) }, singleLine = true,
            )
            OutlinedTextField(
                state.me, actions.onMe, Modifier.fillMaxWidth().padding(top = 8.dp),
                label = { Text(strings.joinMeLabel) }, singleLine = true,
            )
            ErrorText(state.error, Modifier.padding(top = 8.dp))
            BigButton(
                strings.joinAction, actions.onJoin, Modifier.fillMaxWidth().padding(top = 12.dp),
                enabled = state.link.isNotBlank() && !state.joining, primary = true,
            )
        }
    }
}
