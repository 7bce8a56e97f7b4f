// New game: players in turn order with colours, then edition, quick selections,
// expansions by group (each with its components) and rule variants.
package app.tally.feature.newgame

import androidx.compose.foundation.background
import androidx.compose.foundation.border
import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.Spacer
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.layout.width
import androidx.compose.foundation.layout.widthIn
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.shape.CircleShape
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedTextField
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.LaunchedEffect
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.rememberUpdatedState
import androidx.compose.runtime.saveable.rememberSaveable
import androidx.compose.runtime.setValue
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.selected
import androidx.compose.ui.semantics.stateDescription
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.unit.dp
import androidx.lifecycle.compose.collectAsStateWithLifecycle
import app.tally.core.Colour
import app.tally.core.Edition
import app.tally.designsystem.BigButton
import app.tally.designsystem.Choice
import app.tally.designsystem.ErrorText
import app.tally.designsystem.LabelledSwitch
import app.tally.designsystem.PlayerDot
import app.tally.designsystem.SectionTitle
import app.tally.designsystem.SmallButton
import app.tally.designsystem.TitledScreen
import app.tally.designsystem.colourOf
import app.tally.designsystem.palette
import app.tally.l10n.LocalStrings

data class NewGameActions(
    val onAddRoster: (Long) -> Unit = {},
    val onAddNew: (String) -> Unit = {},
    val onRemove: (Int) -> Unit = {},
    val onMoveUp: (Int) -> Unit = {},
    val onColour: (Int, Colour) -> Unit = { _, _ -> },
    val onEdition: (Edition) -> Unit = {},
    val onExpansion: (String) -> Unit = {},
    val onComponent: (String) -> Unit = {},
    val onPreset: (String) -> Unit = {},
    val onVariant: (String, String) -> Unit = { _, _ -> },
    val onStart: () -> Unit = {},
    val onBack: () -> Unit = {},
)

@Composable
fun NewGameScreen(viewModel: NewGameViewModel, onStarted: (Long) -> Unit, onBack: () -> Unit) {
    val state by viewModel.uiState.collectAsStateWithLifecycle()
    val started by rememberUpdatedState(onStarted)
    LaunchedEffect(state.startedGameId) { state.startedGameId?.let(started) }
    NewGameScreen(
        state,
        NewGameActions(
            viewModel::addRosterPlayer, viewModel::addNewPlayer, viewModel::removeSeat, viewModel::moveUp, viewModel::setColour,
            viewModel::selectEdition, viewModel::toggleExpansion, viewModel::toggleComponent, viewModel::applyPreset,
            viewModel::setVariant, viewModel::start, onBack,
        ),
    )
}

@OptIn(ExperimentalLayoutApi::class)
@Composable
fun NewGameScreen(state: NewGameUiState, actions: NewGameActions, modifier: Modifier = Modifier, expanded: Set<String> = emptySet()) {
    val strings = LocalStrings.current
    var newName by rememberSaveable { mutableStateOf("") }
    var open by rememberSaveable { mutableStateOf(expanded.toList()) }
    TitledScreen(strings.newGameTitle, actions.onBack, modifier) { inner ->
        Column(inner.verticalScroll(rememberScrollState()).padding(horizontal = 16.dp)) {
            SectionTitle(strings.newGamePlayers(state.seats.size))
            state.seats.forEachIndexed { index, seat ->
                Row(Modifier.fillMaxWidth().padding(vertical = 2.dp), verticalAlignment = Alignment.CenterVertically) {
                    Text("${index + 1}.", Modifier.widthIn(min = 28.dp), color = palette.muted)
                    PlayerDot(colourOf(seat.colour), 22.dp)
                    Spacer(Modifier.width(8.dp))
                    Text(seat.name, Modifier.weight(1f), style = MaterialTheme.typography.titleMedium)
                    if (index > 0) SmallButton("↑", { actions.onMoveUp(index) }, description = strings.moveUp(seat.name))
                    SmallButton("✕", { actions.onRemove(index) }, description = strings.remove(seat.name))
                }
                ColourPicker(
                    seat.colour, { actions.onColour(index, it) }, Modifier.padding(start = 28.dp, bottom = 6.dp),
                    label = strings.colourOf(seat.name),
                )
            }
            val available = state.roster.filter { r -> state.seats.none { it.rosterId == r.id } }
            if (available.isNotEmpty()) {
                Text(strings.newGameFromRoster, color = palette.muted, modifier = Modifier.padding(top = 8.dp))
                FlowRow(horizontalArrangement = Arrangement.spacedBy(6.dp)) {
                    available.forEach { r ->
                        Choice(strings.rosterPlayerGames(r.name, r.games), false, { actions.onAddRoster(r.id) }, dot = colourOf(r.colour))
                    }
                }
            }
            FlowRow(verticalArrangement = Arrangement.Center, modifier = Modifier.padding(top = 6.dp)) {
                OutlinedTextField(
                    value = newName, onValueChange = { newName = it }, label = { Text(strings.newGameNewPlayer) },
                    singleLine = true, modifier = Modifier.weight(1f).widthIn(min = 180.dp),
                )
                BigButton(strings.add, { actions.onAddNew(newName); newName = "" }, Modifier.padding(start = 8.dp), enabled = newName.isNotBlank())
            }

            SectionTitle(strings.newGameEdition)
            FlowRow(horizontalArrangement = Arrangement.spacedBy(6.dp)) {
                state.editions.forEach { e -> Choice(e.name, state.edition == e.edition, { actions.onEdition(e.edition) }) }
            }

            SectionTitle(strings.newGamePresets)
            Text(strings.newGamePresetsBody, color = palette.muted, style = MaterialTheme.typography.bodySmall)
            FlowRow(horizontalArrangement = Arrangement.spacedBy(6.dp)) {
                state.presets.forEach { p ->
                    val edition = state.editions.firstOrNull { it.edition == p.edition }?.name.orEmpty()
                    Choice(strings.preset(p.name, edition, p.confirmed), state.preset == p.key, { actions.onPreset(p.key) })
                }
            }

            SectionTitle(strings.newGameExpansions(state.expansions.count { state.isPartly(it) }))
            state.expansions.groupBy { it.group }.forEach { (group, expansions) ->
                val isOpen = group.name in open
                Row(
                    Modifier.fillMaxWidth().heightIn(min = 52.dp)
                        .clickable(onClickLabel = strings.group(group)) { open = if (isOpen) open - group.name else open + group.name },
                    verticalAlignment = Alignment.CenterVertically,
                ) {
                    Text((if (isOpen) "▾ " else "▸ ") + strings.group(group), style = MaterialTheme.typography.titleMedium, modifier = Modifier.weight(1f))
                    Text(strings.selectedOf(expansions.count { state.isPartly(it) }, expansions.size), color = palette.muted)
                }
                if (isOpen) {
                    expansions.forEach { expansion ->
                        val switched = when {
                            state.isChosen(expansion) -> strings.switchedOn
                            state.isPartly(expansion) -> strings.someComponents
                            else -> strings.switchedOff
                        }
                        LabelledSwitch(
                            state.isChosen(expansion), { actions.onExpansion(expansion.key) },
                            Modifier.padding(start = 12.dp).semantics { stateDescription = switched },
                        ) {
                            Text(expansion.name, Modifier.weight(1f))
                        }
                        if (expansion.components.size > 1) {
                            FlowRow(Modifier.padding(start = 24.dp, bottom = 6.dp), horizontalArrangement = Arrangement.spacedBy(6.dp)) {
                                expansion.components.forEach { c -> Choice(c.name, c.key in state.components, { actions.onComponent(c.key) }) }
                            }
                        }
                    }
                }
            }

            SectionTitle(strings.newGameVariants)
            state.variants.forEach { variant ->
                Text(variant.label, style = MaterialTheme.typography.bodyLarge, modifier = Modifier.padding(top = 6.dp))
                val chosen = state.variantOptions[variant.key] ?: variant.options.firstOrNull()?.key
                FlowRow(horizontalArrangement = Arrangement.spacedBy(6.dp)) {
                    variant.options.forEach { option -> Choice(option.label, chosen == option.key, { actions.onVariant(variant.key, option.key) }) }
                }
            }
            state.problems.forEach { problem ->
                val said = when (problem) {
                    SeatProblem.TooFew -> strings.problemTooFew
                    SeatProblem.TooMany -> strings.problemTooMany
                    SeatProblem.MissingName -> strings.problemMissingName
                    is SeatProblem.SameName -> strings.problemSameName(problem.name)
                    SeatProblem.SameColour -> strings.problemSameColour
                }
                Text(said, color = MaterialTheme.colorScheme.error, modifier = Modifier.padding(top = 4.dp))
            }
            ErrorText(state.error)
            BigButton(strings.newGameStart, actions.onStart, Modifier.fillMaxWidth().padding(vertical = 16.dp), enabled = state.canStart, primary = true)
        }
    }
}

/** The meeple colours as 48 dp swatches; the chosen one is ringed. [label] says whose colour it is to a screen reader. */
@OptIn(ExperimentalLayoutApi::class)
@Composable
fun ColourPicker(selected: Colour, onPick: (Colour) -> Unit, modifier: Modifier = Modifier, label: String? = null) {
    val strings = LocalStrings.current
    val named = if (label != null) Modifier.semantics { contentDescription = label } else Modifier
    FlowRow(modifier.then(named), horizontalArrangement = Arrangement.spacedBy(2.dp)) {
        Colour.entries.forEach { colour ->
            val chosen = colour == selected
            Box(
                Modifier.size(48.dp).clickable { onPick(colour) }.semantics {
                    contentDescription = strings.colour(colour)
                    this.selected = chosen
                },
                contentAlignment = Alignment.Center,
            ) {
                Box(
                    Modifier.size(if (chosen) 36.dp else 28.dp)
                        .border(if (chosen) 3.dp else 0.dp, if (chosen) MaterialTheme.colorScheme.primary else Color.Transparent, CircleShape)
                        .padding(if (chosen) 5.dp else 0.dp)
                        .background(colourOf(colour), CircleShape)
                        .border(1.dp, palette.muted, CircleShape),
                )
            }
        }
    }
}
