// The scoreboard in table mode: the track with the players' scores inside it (large,
// the active player's colour as the highlight; no second player list), the question
// the game waits on, big buttons for what can be scored now, the events of the chosen
// step (the table's own marked "now"), the newest entries, and the actions the core
// allows; in landscape the track and the controls side
// by side. Undo and redo, labelled, sit in the top bar; what they took back or did
// again, and a figure passing 50 or 100, is said in a snackbar.
package app.tally.feature.scoreboard

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.BoxWithConstraints
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
import androidx.compose.runtime.LaunchedEffect
import androidx.compose.runtime.remember
import androidx.compose.material3.SnackbarHost
import androidx.compose.material3.SnackbarHostState
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.unit.dp
import androidx.lifecycle.compose.collectAsStateWithLifecycle
import app.tally.core.LogItem
import app.tally.core.Phase
import app.tally.core.PlayerState
import app.tally.core.Prompt
import app.tally.core.Step
import app.tally.designsystem.BackArrow
import app.tally.designsystem.BigButton
import app.tally.designsystem.ConfirmDialog
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
import app.tally.designsystem.signed
import app.tally.l10n.LocalStrings

/** Where the scoreboard leads; the navigation wires these. */
data class ScoreboardNavigation(
    val onFeature: (key: String) -> Unit = {},
    val onEvent: (key: String, step: Step?) -> Unit = { _, _ -> },
    val onDispatch: () -> Unit = {},
    val onEndGame: () -> Unit = {},
    val onResults: () -> Unit = {},
    val onTimeline: () -> Unit = {},
    val onLiveTable: () -> Unit = {},
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
    val onStealFigure: (UInt) -> Unit = {},
    val onVictim: (String) -> Unit = {},
    val onCorrection: (CorrectionDraft) -> Unit = {},
    val onApplyCorrection: () -> Unit = {},
    val onDismissMessage: () -> Unit = {},
    val onDismissNotice: () -> Unit = {},
) {
    companion object {
        fun of(vm: ScoreboardViewModel) = ScoreboardActions(
            vm::undo, vm::redo, vm::selectStep, vm::endTurn, vm::secondPart, vm::startEndGame, vm::reopen,
            { vm.openPanel(it) }, vm::chooseRobberOwner, vm::placeRobber, vm::chooseStealFigure, vm::chooseRobberVictim,
            vm::editCorrection, vm::applyCorrection, vm::dismissMessage, vm::dismissNotice,
        )
    }
}

@OptIn(ExperimentalMaterial3Api::class)
@Composable
fun ScoreboardScreen(state: ScoreboardUiState, actions: ScoreboardActions, navigation: ScoreboardNavigation, modifier: Modifier = Modifier) {
    val strings = LocalStrings.current
    val snackbar = remember { SnackbarHostState() }
    val ready = state as? ScoreboardUiState.Ready
    val notice = ready?.notice
    val noticeText = ready?.let { shown -> shown.notice?.let { noticeText(it, shown.table.players) } }
    LaunchedEffect(notice) {
        if (noticeText != null) {
            snackbar.showSnackbar(noticeText, withDismissAction = true)
            actions.onDismissNotice()
        }
    }
    when (state) {
        ScoreboardUiState.Loading -> CenteredMessage(strings.loading)
        is ScoreboardUiState.Failed -> CenteredMessage(state.reason)
        is ScoreboardUiState.Ready -> Scaffold(
            modifier = modifier,
            snackbarHost = { SnackbarHost(snackbar) },
            topBar = {
                TopAppBar(
                    navigationIcon = { BackArrow(navigation.onHome) },
                    title = {
                        val table = state.table
                        Column {
                            Text(
                                if (table.phase == Phase.PLAYING) strings.turnOf(table.turn.toInt(), table.players.nameOf(table.active))
                                else strings.phase(table.phase),
                            )
                            val step = state.step?.let { strings.stepDescription(it.code, it.name) }.orEmpty()
                            Text(
                                step + if (table.turnPart == 2u) " · " + strings.secondPart else "",
                                style = MaterialTheme.typography.bodySmall, color = palette.muted,
                            )
                        }
                    },
                    actions = {
                        SmallButton(
                            strings.undo, actions.onUndo, enabled = state.table.actions.undo.allowed,
                            description = strings.hinted(strings.undo, strings.undoHint),
                        )
                        SmallButton(
                            strings.redo, actions.onRedo, enabled = state.table.actions.redo.allowed,
                            description = strings.hinted(strings.redo, strings.redoHint),
                        )
                    },
                )
            },
        ) { padding ->
            BoxWithConstraints(Modifier.fillMaxSize().padding(padding)) {
                val track: @Composable (Modifier) -> Unit = { trackModifier ->
                    val darkSpaces = state.table.flags.darkSpaces.map { it.toInt() }.toSet()
                    ScoreTrack(state.table.players, darkSpaces, trackModifier) {
                        TableScores(state.table.players, state.table.active, darkSpaces)
                    }
                }
                if (maxWidth > maxHeight) {
                    // landscape: the track with the scores on one side, what to do on the other;
                    // the whole frame on screen: as wide as the height allows
                    val frameWidth = (maxHeight - 16.dp) * 15f / 12f
                    Row(Modifier.fillMaxSize().padding(horizontal = 12.dp)) {
                        Column(Modifier.weight(1.2f)) { track(Modifier.padding(vertical = 8.dp).widthIn(max = frameWidth)) }
                        Spacer(Modifier.width(12.dp))
                        Column(Modifier.weight(1f).verticalScroll(rememberScrollState())) { Controls(state, actions, navigation) }
                    }
                } else {
                    Column(Modifier.fillMaxSize().verticalScroll(rememberScrollState()).padding(horizontal = 12.dp)) {
                        state.message?.let { MessageBanner(it, actions.onDismissMessage) }
                        state.table.pending?.let { PendingCard(it, state, actions, navigation) }
                        track(Modifier.padding(vertical = 8.dp))
                        Controls(state, actions, navigation, withPrompts = false)
                    }
                }
            }
        }
    }
}

/** Everything but the track: the prompts, the last entries, what can be scored, the table's actions, an open panel. */
@Composable
private fun Controls(state: ScoreboardUiState.Ready, actions: ScoreboardActions, navigation: ScoreboardNavigation, withPrompts: Boolean = true) {
    val strings = LocalStrings.current
    if (withPrompts) {
        state.message?.let { MessageBanner(it, actions.onDismissMessage) }
        state.table.pending?.let { PendingCard(it, state, actions, navigation) }
    }
    ScoringSection(state, actions, navigation)
    RecentEntries(state.recentEntries, state.table.players)
    SectionTitle(strings.table)
    TableActions(state, actions, navigation)
    when (state.panel) {
        Panel.ROBBER -> RobberPlacementPanel(state, actions)
        Panel.CORRECTION -> CorrectionPanel(state, actions)
        Panel.CONFIRM_END -> ConfirmDialog(
            strings.lastTilePlaced, strings.lastTilePlacedBody, strings.beginEndGame,
            actions.onStartEndGame, { actions.onPanel(Panel.CONFIRM_END) },
        )
        null -> {}
    }
    Spacer(Modifier.padding(bottom = 24.dp))
}

/** The newest entries, newest first: number and title, when (the end of the game by name, not by its key), and who scored what. */
@Composable
private fun RecentEntries(entries: List<RecentEntry>, players: List<PlayerState>) {
    val strings = LocalStrings.current
    SectionTitle(strings.lastEntries)
    if (entries.isEmpty()) Text(strings.nothingRecorded, style = MaterialTheme.typography.bodySmall, color = palette.muted)
    entries.forEach { (item, stepCode, title) ->
        Column(Modifier.fillMaxWidth().padding(vertical = 3.dp).semantics(mergeDescendants = true) {}) {
            Row(verticalAlignment = Alignment.CenterVertically) {
                Text(strings.entryTitle(item.seq.toLong(), title), style = MaterialTheme.typography.bodyMedium, modifier = Modifier.weight(1f))
                val step = if (item.step == Step.END_OF_GAME) strings.endShort else stepCode
                Text(strings.turnStep(item.turn.toInt(), step), style = MaterialTheme.typography.bodySmall, color = palette.muted)
            }
            if (item.awards.isNotEmpty()) {
                Text(awardsLine(item, players), style = MaterialTheme.typography.bodySmall, color = MaterialTheme.colorScheme.primary)
            }
        }
    }
}

/** Who an entry gave points to, players by name: "Ann +3, Ben +3". */
private fun awardsLine(item: LogItem, players: List<PlayerState>): String =
    item.awards.joinToString(", ") { "${players.nameOf(it.player)} ${signed(it.points)}" }

/** What the snackbar says: the entry taken back or done again ("#3 Road: Ann +3"), a lap passed. */
@Composable
private fun noticeText(notice: Notice, players: List<PlayerState>): String {
    val strings = LocalStrings.current
    fun named(entry: RecentEntry?) = entry?.let { strings.entry(it.item.seq.toLong(), it.title, awardsLine(it.item, players)) }
    return when (notice) {
        is Notice.Undone -> strings.undone(named(notice.entry))
        is Notice.Redone -> strings.redone(named(notice.entry))
        is Notice.PassedLap -> strings.passedLap(notice.player, notice.figure, notice.points, notice.turnsTile)
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
                    Text(strings.dispatchBody(players.nameOf(pending.player), pending.figure.toInt(), pending.space.toInt()), Modifier.padding(vertical = 8.dp))
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

@OptIn(ExperimentalLayoutApi::class)
@Composable
private fun ScoringSection(state: ScoreboardUiState.Ready, actions: ScoreboardActions, navigation: ScoreboardNavigation) {
    val strings = LocalStrings.current
    val score = state.table.actions.score
    if (!score.allowed) {
        score.whyNot?.let { Text(it, color = palette.muted, modifier = Modifier.padding(top = 12.dp)) }
        return
    }
    if (state.features.isNotEmpty()) {
        SectionTitle(strings.scoreFeature(state.table.scorable.moment))
        ButtonGrid(state.features.map { it.name to { navigation.onFeature(it.key) } }, hints = state.features.associate { it.name to strings.opensScoreForm })
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
        state.selectedStep?.let {
            Row(Modifier.padding(vertical = 4.dp), verticalAlignment = Alignment.CenterVertically) {
                Text(it.name, style = MaterialTheme.typography.bodySmall, color = palette.muted, modifier = Modifier.weight(1f, fill = false))
                if (it.step == state.table.step) NowBadge()
            }
        }
        ButtonGrid(
            state.events.map { event ->
                val label = event.name + (event.refused?.let { "\n" + it } ?: "")
                label to { navigation.onEvent(event.key, state.selectedStep?.step?.takeIf { event.severalSteps }) }
            },
            enabled = state.events.map { it.refused == null },
        )
    }
}

/** Marks the step the table is at among the steps whose events can be recorded. */
@Composable
private fun NowBadge() {
    Text(
        LocalStrings.current.now, style = MaterialTheme.typography.labelMedium,
        modifier = Modifier.padding(start = 8.dp).background(MaterialTheme.colorScheme.primary.copy(alpha = 0.18f), RoundedCornerShape(50))
            .padding(horizontal = 8.dp, vertical = 2.dp),
    )
}

@OptIn(ExperimentalLayoutApi::class)
@Composable
private fun ButtonGrid(items: List<Pair<String, () -> Unit>>, enabled: List<Boolean> = items.map { true }, hints: Map<String, String> = emptyMap()) {
    val strings = LocalStrings.current
    FlowRow(
        horizontalArrangement = Arrangement.spacedBy(8.dp), verticalArrangement = Arrangement.spacedBy(8.dp), maxItemsInEachRow = 2,
    ) {
        items.forEachIndexed { index, (label, onClick) ->
            val hint = hints[label]?.let { Modifier.semantics { contentDescription = strings.hinted(label, it) } } ?: Modifier
            BigButton(label, onClick, Modifier.weight(1f).widthIn(min = 140.dp).then(hint), enabled = enabled[index])
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
        if (allowed.startEndGame.allowed) add(strings.startEndGame to { actions.onPanel(Panel.CONFIRM_END) })
        if (state.table.walkthrough != null && state.table.phase != Phase.FINISHED) add(strings.endGameWalkthrough to navigation.onEndGame)
        if (state.table.phase == Phase.FINISHED) add(strings.seeResults to navigation.onResults)
        if (allowed.reopen.allowed) add(strings.reopen to actions.onReopen)
        if (allowed.correct.allowed) add(strings.correct to { actions.onPanel(Panel.CORRECTION) })
        add(strings.timeline to navigation.onTimeline)
        add(strings.liveTable to navigation.onLiveTable)
        add(strings.home to navigation.onHome)
    }
    ButtonGrid(buttons, hints = mapOf(strings.endTurn to strings.endTurnHint, strings.timeline to strings.timelineOpensHint))
}
