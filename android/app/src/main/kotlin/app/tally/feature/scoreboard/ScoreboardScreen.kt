// The scoreboard: the track, each player's row, the question the game waits on, big
// buttons for what can be scored now, the events of the chosen step, and the actions
// the core allows. Undo and redo sit in the top bar, always in reach.
package app.tally.feature.scoreboard

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.Spacer
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.width
import androidx.compose.foundation.layout.widthIn
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.Card
import androidx.compose.material3.CardDefaults
import androidx.compose.material3.ExperimentalMaterial3Api
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Scaffold
import androidx.compose.material3.Text
import androidx.compose.material3.TopAppBar
import androidx.compose.runtime.Composable
import androidx.compose.runtime.getValue
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.unit.dp
import androidx.lifecycle.compose.collectAsStateWithLifecycle
import app.tally.core.Phase
import app.tally.core.PlayerState
import app.tally.core.Prompt
import app.tally.core.Step
import app.tally.designsystem.BigButton
import app.tally.designsystem.CenteredMessage
import app.tally.designsystem.Choice
import app.tally.designsystem.FigureChoices
import app.tally.designsystem.PlayerDot
import app.tally.designsystem.ScoreStyle
import app.tally.designsystem.ScoreTrack
import app.tally.designsystem.SectionTitle
import app.tally.designsystem.SmallButton
import app.tally.designsystem.TileBadge
import app.tally.designsystem.colourOf
import app.tally.designsystem.nameOf
import app.tally.designsystem.palette
import app.tally.l10n.LocalStrings

/** Where the scoreboard leads; the navigation wires these. */
data class ScoreboardNavigation(
    val onFeature: (key: String) -> Unit = {},
    val onEvent: (key: String, stepCode: String?) -> Unit = { _, _ -> },
    val onDispatch: () -> Unit = {},
    val onEndGame: () -> Unit = {},
    val onResults: () -> Unit = {},
    val onTimeline: () -> Unit = {},
    val onHome: () -> Unit = {},
)

@Composable
fun ScoreboardScreen(viewModel: ScoreboardViewModel, navigation: ScoreboardNavigation) {
    val state by viewModel.uiState.collectAsStateWithLifecycle()
    ScoreboardScreen(state, ScoreboardActions.of(viewModel), navigation)
}

/** What the screen asks of its ViewModel. */
data class ScoreboardActions(
    val onUndo: () -> Unit = {},
    val onRedo: () -> Unit = {},
    val onStep: (Step) -> Unit = {},
    val onEndTurn: () -> Unit = {},
    val onSecondPart: () -> Unit = {},
    val onStartEndGame: () -> Unit = {},
    val onReopen: () -> Unit = {},
    val onPanel: (Panel) -> Unit = {},
    val onRobberOwner: (String) -> Unit = {},
    val onRobberSpace: (UInt) -> Unit = {},
    val onStealFigure: (Int) -> Unit = {},
    val onVictim: (String) -> Unit = {},
    val onCorrection: (CorrectionDraft) -> Unit = {},
    val onApplyCorrection: () -> Unit = {},
    val onDismissMessage: () -> Unit = {},
) {
    companion object {
        fun of(vm: ScoreboardViewModel) = ScoreboardActions(
            vm::undo, vm::redo, vm::selectStep, vm::endTurn, vm::secondPart, vm::startEndGame, vm::reopen,
            { vm.openPanel(it) }, vm::chooseRobberOwner, vm::placeRobber, vm::chooseStealFigure, vm::chooseRobberVictim,
            vm::editCorrection, vm::applyCorrection, vm::dismissMessage,
        )
    }
}

@OptIn(ExperimentalMaterial3Api::class)
@Composable
fun ScoreboardScreen(state: ScoreboardUiState, actions: ScoreboardActions, navigation: ScoreboardNavigation, modifier: Modifier = Modifier) {
    val strings = LocalStrings.current
    when (state) {
        ScoreboardUiState.Loading -> CenteredMessage(strings.loading)
        is ScoreboardUiState.Failed -> CenteredMessage(state.reason)
        is ScoreboardUiState.Ready -> Scaffold(
            modifier = modifier,
            topBar = {
                TopAppBar(
                    title = {
                        val table = state.table
                        Column {
                            Text(
                                if (table.phase == Phase.PLAYING) strings.turnOf(table.turn.toInt(), table.players.nameOf(table.active))
                                else strings.phase(table.phase),
                            )
                            Text(
                                strings.stepNow(state.table.stepName) + if (table.turnPart == 2u) " · " + strings.secondPartShort else "",
                                style = MaterialTheme.typography.bodySmall, color = palette.muted,
                            )
                        }
                    },
                    actions = {
                        SmallButton("↶", actions.onUndo, enabled = state.table.actions.undo.allowed, description = strings.undo)
                        SmallButton("↷", actions.onRedo, enabled = state.table.actions.redo.allowed, description = strings.redo)
                    },
                )
            },
        ) { padding ->
            Column(Modifier.fillMaxSize().padding(padding).verticalScroll(rememberScrollState()).padding(horizontal = 12.dp)) {
                state.message?.let { MessageBanner(it, actions.onDismissMessage) }
                state.table.pending?.let { PendingCard(it, state, actions, navigation) }
                ScoreTrack(
                    state.table.players, state.table.active, state.table.flags.darkSpaces.map { it.toInt() }.toSet(),
                    Modifier.padding(vertical = 8.dp),
                )
                state.table.players.forEach { PlayerRow(it, isActive = it.id == state.table.active) }
                state.lastEntry?.let { last ->
                    Text(
                        strings.lastEntry(last.summary), style = MaterialTheme.typography.bodySmall, color = palette.muted,
                        modifier = Modifier.padding(top = 8.dp),
                    )
                }
                ScoringSection(state, actions, navigation)
                SectionTitle(strings.table)
                TableActions(state, actions, navigation)
                when (state.panel) {
                    Panel.ROBBER -> RobberPlacementPanel(state, actions)
                    Panel.CORRECTION -> CorrectionPanel(state, actions)
                    null -> {}
                }
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
            SmallButton(strings.ok, onDismiss)
        }
    }
}

@Composable
private fun PendingCard(pending: Prompt, state: ScoreboardUiState.Ready, actions: ScoreboardActions, navigation: ScoreboardNavigation) {
    val strings = LocalStrings.current
    val players = state.table.players
    Card(
        Modifier.fillMaxWidth().padding(vertical = 6.dp),
        colors = CardDefaults.cardColors(containerColor = MaterialTheme.colorScheme.primary.copy(alpha = 0.18f)),
    ) {
        Column(Modifier.padding(16.dp)) {
            when (pending) {
                is Prompt.Dispatch -> {
                    Text(strings.dispatchTitle, style = MaterialTheme.typography.titleLarge, color = MaterialTheme.colorScheme.primary)
                    Text(strings.dispatchBody(players.nameOf(pending.player), pending.space.toInt()), Modifier.padding(vertical = 8.dp))
                    BigButton(strings.dispatchResolve, navigation.onDispatch, Modifier.fillMaxWidth(), primary = true)
                }
                is Prompt.RobberChoice -> {
                    Text(strings.robberChoiceTitle, style = MaterialTheme.typography.titleLarge, color = MaterialTheme.colorScheme.primary)
                    Text(strings.robberChoiceBody(players.nameOf(pending.owner), pending.space.toInt()), Modifier.padding(vertical = 8.dp))
                    state.stealPreview?.let { preview ->
                        val chosen = state.stealFigure?.let { mapOf(pending.owner to it) }.orEmpty()
                        FigureChoices(preview.awards.filter { it.player == pending.owner }, players, chosen) { _, figure -> actions.onStealFigure(figure) }
                    }
                    pending.candidates.forEach { candidate ->
                        BigButton(
                            strings.robberCandidate(players.nameOf(candidate.player), candidate.points),
                            { actions.onVictim(candidate.player) }, Modifier.fillMaxWidth().padding(vertical = 4.dp),
                        )
                    }
                }
            }
        }
    }
}

@Composable
private fun PlayerRow(player: PlayerState, isActive: Boolean) {
    val strings = LocalStrings.current
    val background = if (isActive) MaterialTheme.colorScheme.primary.copy(alpha = 0.12f) else MaterialTheme.colorScheme.surface
    val figures = player.figures.mapIndexed { i, f ->
        if (player.figures.size > 1) strings.figureAt(i + 1, f.space.toInt()) else strings.spaceAt(f.space.toInt())
    }.joinToString(" · ")
    Row(
        Modifier.fillMaxWidth().padding(vertical = 3.dp).background(background, RoundedCornerShape(10.dp))
            .padding(horizontal = 12.dp, vertical = 8.dp)
            .semantics(mergeDescendants = true) {
                contentDescription = strings.playerRow(player.name, player.score) + if (isActive) ", " + strings.theirTurn else ""
            },
        verticalAlignment = Alignment.CenterVertically,
    ) {
        PlayerDot(colourOf(player.colour), 22.dp)
        Spacer(Modifier.width(10.dp))
        Column(Modifier.weight(1f)) {
            Text((if (isActive) "▶ " else "") + player.name, style = MaterialTheme.typography.titleMedium)
            Text(
                figures + (player.robber?.let { " · " + strings.robberOn(it.toInt()) } ?: ""),
                style = MaterialTheme.typography.bodySmall, color = palette.muted,
            )
            Row(horizontalArrangement = Arrangement.spacedBy(4.dp)) {
                player.figures.forEach { f ->
                    repeat(f.tiles.hundreds.toInt().coerceAtMost(6)) { TileBadge("100") }
                    repeat(f.tiles.fifties.toInt().coerceAtMost(6)) { TileBadge("50") }
                }
            }
        }
        Spacer(Modifier.width(8.dp))
        Text(player.score.toString(), style = ScoreStyle)
    }
}

@OptIn(ExperimentalLayoutApi::class)
@Composable
private fun ScoringSection(state: ScoreboardUiState.Ready, actions: ScoreboardActions, navigation: ScoreboardNavigation) {
    val strings = LocalStrings.current
    val score = state.table.actions.score
    if (!score.allowed) {
        score.whyNot?.let { Text(it, color = palette.muted, modifier = Modifier.padding(top = 12.dp)) }
        return
    }
    if (state.scorable.features.isNotEmpty()) {
        SectionTitle(strings.scoreFeature(state.scorable.moment))
        ButtonGrid(state.scorable.features.map { it.name to { navigation.onFeature(it.key) } })
    }
    if (state.eventSteps.isNotEmpty()) {
        SectionTitle(strings.events)
        if (state.eventSteps.size > 1) {
            FlowRow(horizontalArrangement = Arrangement.spacedBy(6.dp)) {
                state.eventSteps.forEach { step ->
                    Choice(
                        step.code, step.step == state.selectedStep?.step, { actions.onStep(step.step) },
                        Modifier.semantics { contentDescription = strings.stepDescription(step.code, step.name) },
                    )
                }
            }
        }
        state.selectedStep?.let { Text(it.name, style = MaterialTheme.typography.bodySmall, color = palette.muted, modifier = Modifier.padding(vertical = 4.dp)) }
        ButtonGrid(
            state.events.map { event ->
                val label = event.name + (event.refused?.let { "\n" + it } ?: "")
                label to { navigation.onEvent(event.key, state.selectedStep?.code?.takeIf { event.steps.size > 1 }) }
            },
            enabled = state.events.map { it.refused == null },
        )
    }
}

@OptIn(ExperimentalLayoutApi::class)
@Composable
private fun ButtonGrid(items: List<Pair<String, () -> Unit>>, enabled: List<Boolean> = items.map { true }) {
    FlowRow(
        horizontalArrangement = Arrangement.spacedBy(8.dp), verticalArrangement = Arrangement.spacedBy(8.dp), maxItemsInEachRow = 2,
    ) {
        items.forEachIndexed { index, (label, onClick) ->
            BigButton(label, onClick, Modifier.weight(1f).widthIn(min = 140.dp), enabled = enabled[index])
        }
    }
}

@OptIn(ExperimentalLayoutApi::class)
@Composable
private fun TableActions(state: ScoreboardUiState.Ready, actions: ScoreboardActions, navigation: ScoreboardNavigation) {
    val strings = LocalStrings.current
    val allowed = state.table.actions
    val buttons = buildList<Pair<String, () -> Unit>> {
        if (allowed.endTurn.allowed) add(strings.endTurn to actions.onEndTurn)
        if (allowed.secondPart.allowed) add(strings.secondPart to actions.onSecondPart)
        if (allowed.placeRobber.allowed) add(strings.placeRobber to { actions.onPanel(Panel.ROBBER) })
        if (allowed.startEndGame.allowed) add(strings.startEndGame to actions.onStartEndGame)
        if (state.table.walkthrough != null && state.table.phase != Phase.FINISHED) add(strings.endGameWalkthrough to navigation.onEndGame)
        if (state.table.phase == Phase.FINISHED) add(strings.seeResults to navigation.onResults)
        if (allowed.reopen.allowed) add(strings.reopen to actions.onReopen)
        if (allowed.correct.allowed) add(strings.correct to { actions.onPanel(Panel.CORRECTION) })
        add(strings.timeline to navigation.onTimeline)
        add(strings.home to navigation.onHome)
    }
    ButtonGrid(buttons)
}
