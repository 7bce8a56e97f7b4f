// The joined table: the host's table as this phone holds it — whose turn, the track
// with every figure and robber and the scores with their 50/100 tiles, the newest
// entries with their breakdowns — and how the phone stands with the host ("live",
// "stale since 14:03", the link closed, the finished game kept). A viewer link only
// reads; a scorer link offers what may be scored now (the same forms as at home) and
// the end of the turn, each sent to the host.
package app.tally.feature.join

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.getValue
import androidx.compose.ui.Modifier
import androidx.compose.ui.unit.dp
import androidx.lifecycle.compose.collectAsStateWithLifecycle
import app.tally.core.LinkRole
import app.tally.core.Phase
import app.tally.designsystem.BigButton
import app.tally.designsystem.BreakdownCard
import app.tally.designsystem.CenteredMessage
import app.tally.designsystem.ErrorText
import app.tally.designsystem.ScoreTrack
import app.tally.designsystem.SectionTitle
import app.tally.designsystem.SmallButton
import app.tally.designsystem.TitledScreen
import app.tally.designsystem.nameOf
import app.tally.designsystem.palette
import app.tally.feature.scoreboard.TableScores
import app.tally.l10n.LocalStrings

/** What the joined table asks of the navigation. */
data class JoinedTableActions(
    val onFeature: (String) -> Unit = {},
    val onEndTurn: () -> Unit = {},
    val onDismissMessage: () -> Unit = {},
    val onLeave: () -> Unit = {},
)

@Composable
fun JoinedTableScreen(viewModel: JoinedTableViewModel, formatTime: (Long) -> String, onFeature: (String) -> Unit, onLeave: () -> Unit) {
    val state by viewModel.uiState.collectAsStateWithLifecycle()
    JoinedTableScreen(
        state, formatTime,
        JoinedTableActions(onFeature, viewModel::endTurn, viewModel::dismissMessage) {
            viewModel.leave()
            onLeave()
        },
    )
}

@OptIn(ExperimentalLayoutApi::class)
@Composable
fun JoinedTableScreen(state: JoinedTableUiState, formatTime: (Long) -> String, actions: JoinedTableActions, modifier: Modifier = Modifier) {
    val strings = LocalStrings.current
    val title = when (state) {
        is JoinedTableUiState.Ready -> state.table.let { table ->
            if (table.phase == Phase.PLAYING) strings.turnOf(table.turn.toInt(), table.players.nameOf(table.active)) else strings.phase(table.phase)
        }
        else -> strings.joinTable
    }
    TitledScreen(title, actions.onLeave, modifier, actions = { SmallButton(strings.joinLeave, actions.onLeave) }) { inner ->
        when (state) {
            JoinedTableUiState.Loading -> CenteredMessage(strings.loading, inner)
            is JoinedTableUiState.Failed -> CenteredMessage(state.reason.ifEmpty { strings.joinLinkClosed }, inner)
            is JoinedTableUiState.Ready -> Column(inner.verticalScroll(rememberScrollState()).padding(horizontal = 12.dp)) {
                val hostSays = when (val host = state.host) {
                    HostLine.Live -> strings.joinLive
                    is HostLine.Stale -> strings.joinStale(formatTime(host.sinceMillis))
                    HostLine.LinkClosed -> strings.joinLinkClosed
                }
                Text(
                    hostSays, style = MaterialTheme.typography.labelLarge,
                    color = if (state.host == HostLine.Live) palette.muted else MaterialTheme.colorScheme.error,
                    modifier = Modifier.padding(top = 4.dp),
                )
                state.keptGame?.let { Text(strings.joinKept(it), style = MaterialTheme.typography.bodyMedium, modifier = Modifier.padding(top = 4.dp)) }
                ErrorText(state.keepRefused)
                ScoreTrack(state.table.players, state.table.flags.darkSpaces.map { it.toInt() }.toSet(), Modifier.padding(vertical = 8.dp)) {
                    TableScores(state.table.players, state.table.active, state.table.flags.darkSpaces.map { it.toInt() }.toSet())
                }
                when (state.role) {
                    LinkRole.VIEWER -> Text(strings.joinViewer, style = MaterialTheme.typography.bodySmall, color = palette.muted)
                    LinkRole.SCORER -> {
                        ErrorText(state.message)
                        if (state.features.isNotEmpty()) {
                            SectionTitle(strings.scoreIt)
                            FlowRow(horizontalArrangement = Arrangement.spacedBy(8.dp), verticalArrangement = Arrangement.spacedBy(8.dp)) {
                                state.features.forEach { feature -> BigButton(feature.name, { actions.onFeature(feature.key) }) }
                            }
                        }
                        if (state.table.actions.endTurn.allowed) {
                            BigButton(strings.endTurn, actions.onEndTurn, Modifier.fillMaxWidth().padding(top = 8.dp))
                        }
                    }
                }
                state.entries.forEach { entry ->
                    BreakdownCard(entry.awards, state.table.players, Modifier.padding(top = 8.dp), title = "#${entry.seq} ${entry.summary}")
                }
                Column(Modifier.padding(bottom = 24.dp)) {}
            }
        }
    }
}
