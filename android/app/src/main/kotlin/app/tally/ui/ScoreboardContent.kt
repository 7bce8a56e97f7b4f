// The scoreboard, stateless: the track, each player's row, the pending prompt, big
// buttons for the features and for the events of the chosen step, and the table
// actions. Undo and redo sit in the top bar, always in reach.
package app.tally.ui

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.Spacer
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.width
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.Card
import androidx.compose.material3.CardDefaults
import androidx.compose.material3.ExperimentalMaterial3Api
import androidx.compose.material3.FilterChip
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.Scaffold
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.material3.TopAppBar
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.style.TextOverflow
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp
import app.tally.core.Phase
import app.tally.core.Step
import app.tally.presentation.ItemButton
import app.tally.presentation.PendingUi
import app.tally.presentation.PlayerUi
import app.tally.presentation.ScoreboardUiState

/** What the scoreboard can ask for; the stateful screen wires these to the ViewModel. */
data class ScoreboardActions(
    val onUndo: () -> Unit = {},
    val onRedo: () -> Unit = {},
    val onItem: (ItemButton) -> Unit = {},
    val onStep: (Step) -> Unit = {},
    val onEndTurn: () -> Unit = {},
    val onSecondPart: () -> Unit = {},
    val onPlaceRobber: () -> Unit = {},
    val onCorrect: () -> Unit = {},
    val onResolveDispatch: () -> Unit = {},
    val onChooseVictim: (String) -> Unit = {},
    val onEndGame: () -> Unit = {},
    val onResults: () -> Unit = {},
    val onDismissMessage: () -> Unit = {},
    val onBack: () -> Unit = {},
)

@OptIn(ExperimentalMaterial3Api::class)
@Composable
fun ScoreboardContent(state: ScoreboardUiState, actions: ScoreboardActions, modifier: Modifier = Modifier) {
    val strings = LocalStrings.current
    when (state) {
        ScoreboardUiState.Loading -> CenteredMessage(strings["loading"])
        is ScoreboardUiState.Failed -> CenteredMessage(state.reason)
        is ScoreboardUiState.Ready -> Scaffold(
            modifier = modifier,
            topBar = {
                TopAppBar(
                    title = {
                        Column {
                            Text(
                                if (state.phase == Phase.PLAYING) strings.format("turn_of", state.turn, state.active.name)
                                else strings.phase(state.phase),
                                maxLines = 1, overflow = TextOverflow.Ellipsis,
                            )
                            Text(
                                strings.format("step_now", state.step.code, state.step.name) +
                                    if (state.turnPart == 2) " · " + strings["second_part_short"] else "",
                                style = MaterialTheme.typography.bodySmall, color = TallyColors.muted, maxLines = 1,
                            )
                        }
                    },
                    actions = {
                        TextButton(
                            onClick = actions.onUndo, enabled = state.canUndo,
                            modifier = Modifier.heightIn(min = 48.dp).semantics { contentDescription = strings["undo"] },
                        ) { Text("↶ " + strings["undo"], fontSize = 16.sp) }
                        TextButton(
                            onClick = actions.onRedo, enabled = state.canRedo,
                            modifier = Modifier.heightIn(min = 48.dp).semantics { contentDescription = strings["redo"] },
                        ) { Text(strings["redo"] + " ↷", fontSize = 16.sp) }
                    },
                )
            },
        ) { padding ->
            Column(
                Modifier.fillMaxSize().padding(padding).verticalScroll(rememberScrollState()).padding(horizontal = 12.dp),
            ) {
                state.message?.let { MessageBanner(it, actions.onDismissMessage) }
                state.pending?.let { PendingCard(it, actions) }
                ScoreTrack(state.players, state.darkSpaces, Modifier.padding(vertical = 8.dp))
                state.players.forEach { PlayerRow(it, state.messagesInPlay) }
                state.lastEntry?.let { last ->
                    Text(
                        strings.format("last_entry", last.seq, last.summary),
                        style = MaterialTheme.typography.bodySmall, color = TallyColors.muted,
                        modifier = Modifier.padding(top = 8.dp), maxLines = 2, overflow = TextOverflow.Ellipsis,
                    )
                }
                if (state.features.isNotEmpty()) {
                    SectionTitle(if (state.phase == Phase.PLAYING) strings["score_feature"] else strings["score_incomplete"])
                    ButtonGrid(state.features, enabled = state.pending == null, onClick = actions.onItem)
                }
                if (state.phase != Phase.FINISHED && state.eventSteps.isNotEmpty()) {
                    SectionTitle(strings.format("events_at", state.selectedStep.code))
                    StepChips(state, actions.onStep)
                    if (state.events.isEmpty()) {
                        Text(strings["no_events_here"], color = TallyColors.muted)
                    } else {
                        ButtonGrid(state.events, enabled = state.pending == null, onClick = actions.onItem)
                    }
                }
                SectionTitle(strings["table"])
                TableActions(state, actions)
                Spacer(Modifier.padding(bottom = 24.dp))
            }
        }
    }
}

@Composable
private fun MessageBanner(text: String, onDismiss: () -> Unit) {
    val strings = LocalStrings.current
    Card(
        Modifier.fillMaxWidth().padding(vertical = 4.dp),
        colors = CardDefaults.cardColors(containerColor = MaterialTheme.colorScheme.errorContainer),
    ) {
        Row(Modifier.padding(start = 16.dp), verticalAlignment = Alignment.CenterVertically) {
            Text(text, color = MaterialTheme.colorScheme.onErrorContainer, modifier = Modifier.weight(1f).padding(vertical = 12.dp))
            TextButton(onClick = onDismiss, modifier = Modifier.heightIn(min = 48.dp)) { Text(strings["ok"]) }
        }
    }
}

@Composable
private fun PendingCard(pending: PendingUi, actions: ScoreboardActions) {
    val strings = LocalStrings.current
    Card(
        Modifier.fillMaxWidth().padding(vertical = 6.dp),
        colors = CardDefaults.cardColors(containerColor = TallyColors.primary.copy(alpha = 0.18f)),
    ) {
        Column(Modifier.padding(16.dp)) {
            when (pending) {
                is PendingUi.Dispatch -> {
                    Text(strings["dispatch_title"], style = MaterialTheme.typography.titleLarge, color = TallyColors.primary)
                    Text(strings.format("dispatch_body", pending.player.name, pending.space), modifier = Modifier.padding(vertical = 8.dp))
                    BigButton(strings["dispatch_resolve"], actions.onResolveDispatch, Modifier.fillMaxWidth(), tonal = false)
                }
                is PendingUi.RobberChoice -> {
                    Text(strings["robber_choice_title"], style = MaterialTheme.typography.titleLarge, color = TallyColors.primary)
                    Text(strings.format("robber_choice_body", pending.owner.name, pending.space), modifier = Modifier.padding(vertical = 8.dp))
                    pending.candidates.forEach { (player, points) ->
                        BigButton(
                            strings.format("robber_choice_candidate", player.name, points, (points + 1) / 2),
                            { actions.onChooseVictim(player.id) }, Modifier.fillMaxWidth().padding(vertical = 4.dp),
                        )
                    }
                }
            }
        }
    }
}

@Composable
fun PlayerRow(player: PlayerUi, messages: Boolean) {
    val strings = LocalStrings.current
    val background = if (player.isActive) TallyColors.primary.copy(alpha = 0.12f) else TallyColors.surface
    val figures = player.figures.mapIndexed { i, f ->
        if (messages) strings.format("figure_at", i + 1, f.space) else strings.format("space_at", f.space)
    }.joinToString(" · ")
    Row(
        Modifier.fillMaxWidth().padding(vertical = 3.dp).background(background, RoundedCornerShape(10.dp))
            .padding(horizontal = 12.dp, vertical = 8.dp)
            .semantics(mergeDescendants = true) {
                contentDescription = strings.format("cd_player_row", player.name, player.score) +
                    if (player.isActive) ", " + strings["cd_active"] else ""
            },
        verticalAlignment = Alignment.CenterVertically,
    ) {
        PlayerDot(player.argb, 22.dp)
        Spacer(Modifier.width(10.dp))
        Column(Modifier.weight(1f)) {
            Text(
                (if (player.isActive) "▶ " else "") + player.name,
                style = MaterialTheme.typography.titleMedium, maxLines = 1, overflow = TextOverflow.Ellipsis,
            )
            Text(
                figures + (player.robberSpace?.let { " · " + strings.format("robber_on", it) } ?: ""),
                style = MaterialTheme.typography.bodySmall, color = TallyColors.muted,
            )
        }
        Row(horizontalArrangement = Arrangement.spacedBy(2.dp)) { player.figures.forEach { LapTiles(it) } }
        Spacer(Modifier.width(8.dp))
        Text(player.score.toString(), style = ScoreStyle)
    }
}

@OptIn(ExperimentalLayoutApi::class)
@Composable
fun ButtonGrid(items: List<ItemButton>, enabled: Boolean, onClick: (ItemButton) -> Unit) {
    FlowRow(horizontalArrangement = Arrangement.spacedBy(8.dp), verticalArrangement = Arrangement.spacedBy(8.dp), maxItemsInEachRow = 2) {
        items.forEach { item ->
            BigButton(item.name, { onClick(item) }, Modifier.weight(1f), enabled = enabled)
        }
        if (items.size % 2 == 1) Spacer(Modifier.weight(1f))
    }
}

@OptIn(ExperimentalLayoutApi::class)
@Composable
private fun StepChips(state: ScoreboardUiState.Ready, onStep: (Step) -> Unit) {
    val strings = LocalStrings.current
    FlowRow(horizontalArrangement = Arrangement.spacedBy(6.dp)) {
        state.eventSteps.forEach { step ->
            FilterChip(
                selected = step.step == state.selectedStep.step,
                onClick = { onStep(step.step) },
                label = { Text(step.code) },
                modifier = Modifier.heightIn(min = 48.dp).semantics { contentDescription = strings.format("cd_step", step.code, step.name) },
            )
        }
    }
}

@OptIn(ExperimentalLayoutApi::class)
@Composable
private fun TableActions(state: ScoreboardUiState.Ready, actions: ScoreboardActions) {
    val strings = LocalStrings.current
    val free = state.pending == null
    FlowRow(horizontalArrangement = Arrangement.spacedBy(8.dp), verticalArrangement = Arrangement.spacedBy(8.dp), maxItemsInEachRow = 2) {
        when (state.phase) {
            Phase.PLAYING -> {
                BigButton(strings["end_turn"], actions.onEndTurn, Modifier.weight(1f), enabled = free, tonal = false)
                if (state.robbersInPlay) BigButton(strings["place_robber"], actions.onPlaceRobber, Modifier.weight(1f), enabled = free)
                if (state.canSecondPart) BigButton(strings["second_part"], actions.onSecondPart, Modifier.weight(1f), enabled = free)
                BigButton(strings["start_end_game"], actions.onEndGame, Modifier.weight(1f), enabled = free)
                BigButton(strings["correct"], actions.onCorrect, Modifier.weight(1f), enabled = free)
            }
            Phase.END_GAME -> {
                BigButton(strings["end_game_walkthrough"], actions.onEndGame, Modifier.weight(1f), tonal = false)
                BigButton(strings["correct"], actions.onCorrect, Modifier.weight(1f), enabled = free)
            }
            Phase.FINISHED -> BigButton(strings["see_results"], actions.onResults, Modifier.weight(1f), tonal = false)
        }
    }
    OutlinedButton(onClick = actions.onBack, modifier = Modifier.padding(top = 12.dp).heightIn(min = 48.dp)) { Text(strings["home"]) }
}
