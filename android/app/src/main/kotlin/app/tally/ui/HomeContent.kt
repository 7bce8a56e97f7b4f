// Home, new game, players and settings, stateless.
package app.tally.ui

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
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.layout.width
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.shape.CircleShape
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.Card
import androidx.compose.material3.CardDefaults
import androidx.compose.material3.ExperimentalMaterial3Api
import androidx.compose.material3.FilterChip
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedTextField
import androidx.compose.material3.Scaffold
import androidx.compose.material3.Switch
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.material3.TopAppBar
import androidx.compose.runtime.Composable
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.saveable.rememberSaveable
import androidx.compose.runtime.setValue
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.selected
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.style.TextOverflow
import androidx.compose.ui.unit.dp
import app.tally.core.Colour
import app.tally.core.Edition
import app.tally.presentation.HomeUiState
import app.tally.presentation.NewGameUiState
import app.tally.presentation.PlayersUiState
import app.tally.presentation.SettingsUiState
import app.tally.presentation.TransferResult
import app.tally.presentation.argbOf
import app.tally.presentation.keyOf

// ---- home -------------------------------------------------------------------------------

data class HomeActions(
    val onResume: (Long) -> Unit = {},
    val onNewGame: () -> Unit = {},
    val onHistory: () -> Unit = {},
    val onStatistics: () -> Unit = {},
    val onPlayers: () -> Unit = {},
    val onSettings: () -> Unit = {},
)

@OptIn(ExperimentalMaterial3Api::class)
@Composable
fun HomeContent(state: HomeUiState, formatDate: (Long) -> String, actions: HomeActions, modifier: Modifier = Modifier) {
    val strings = LocalStrings.current
    Scaffold(modifier = modifier, topBar = { TopAppBar(title = { Text(strings["app_name"]) }) }) { padding ->
        Column(Modifier.fillMaxSize().padding(padding).verticalScroll(rememberScrollState()).padding(horizontal = 16.dp)) {
            when (state) {
                HomeUiState.Loading -> CenteredMessage(strings["loading"])
                is HomeUiState.Failed -> CenteredMessage(state.reason)
                is HomeUiState.Ready -> {
                    state.resume?.let { game ->
                        SectionTitle(strings["home_resume"])
                        Card(colors = CardDefaults.cardColors(containerColor = TallyColors.primary.copy(alpha = 0.15f))) {
                            Column(Modifier.padding(12.dp)) {
                                GameCard(game, formatDate, { actions.onResume(game.id) })
                                BigButton(strings["home_resume_button"], { actions.onResume(game.id) }, Modifier.fillMaxWidth(), tonal = false)
                            }
                        }
                    }
                    Spacer(Modifier.padding(top = 12.dp))
                    BigButton(strings["home_new_game"], actions.onNewGame, Modifier.fillMaxWidth(), tonal = state.resume != null)
                    Row(Modifier.padding(top = 10.dp), horizontalArrangement = Arrangement.spacedBy(10.dp)) {
                        BigButton(strings.format("home_history", state.finishedGames), actions.onHistory, Modifier.weight(1f))
                        BigButton(strings["home_statistics"], actions.onStatistics, Modifier.weight(1f))
                    }
                    Row(Modifier.padding(top = 10.dp), horizontalArrangement = Arrangement.spacedBy(10.dp)) {
                        BigButton(strings.format("home_players", state.rosterSize), actions.onPlayers, Modifier.weight(1f))
                        BigButton(strings["home_settings"], actions.onSettings, Modifier.weight(1f))
                    }
                    if (state.otherUnfinished.isNotEmpty()) {
                        SectionTitle(strings["home_other_unfinished"])
                        state.otherUnfinished.forEach { GameCard(it, formatDate, { actions.onResume(it.id) }) }
                    }
                }
            }
        }
    }
}

// ---- new game ---------------------------------------------------------------------------

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

@OptIn(ExperimentalLayoutApi::class)
@Composable
fun NewGameContent(state: NewGameUiState, actions: NewGameActions, modifier: Modifier = Modifier, expanded: Set<String> = emptySet()) {
    val strings = LocalStrings.current
    var newName by rememberSaveable { mutableStateOf("") }
    var open by rememberSaveable { mutableStateOf(expanded.toList()) }
    TitledScreen(strings["new_game_title"], actions.onBack, modifier) { inner ->
        Column(inner.verticalScroll(rememberScrollState()).padding(horizontal = 16.dp)) {
            SectionTitle(strings.format("new_game_players", state.seats.size))
            state.seats.forEachIndexed { index, seat ->
                Row(Modifier.fillMaxWidth().padding(vertical = 2.dp), verticalAlignment = Alignment.CenterVertically) {
                    Text("${index + 1}.", Modifier.width(28.dp), color = TallyColors.muted)
                    PlayerDot(argbOf(seat.colour), 22.dp)
                    Spacer(Modifier.width(8.dp))
                    Text(seat.name, Modifier.weight(1f), style = MaterialTheme.typography.titleMedium, maxLines = 1, overflow = TextOverflow.Ellipsis)
                    if (index > 0) {
                        TextButton(
                            onClick = { actions.onMoveUp(index) },
                            modifier = Modifier.heightIn(min = 48.dp).semantics { contentDescription = strings.format("cd_move_up", seat.name) },
                        ) { Text("↑") }
                    }
                    TextButton(
                        onClick = { actions.onRemove(index) },
                        modifier = Modifier.heightIn(min = 48.dp).semantics { contentDescription = strings.format("cd_remove", seat.name) },
                    ) { Text("✕") }
                }
                ColourPicker(seat.colour, { actions.onColour(index, it) }, Modifier.padding(start = 28.dp, bottom = 6.dp))
            }
            val available = state.roster.filter { r -> state.seats.none { it.rosterId == r.id } }
            if (available.isNotEmpty()) {
                Text(strings["new_game_from_roster"], color = TallyColors.muted, modifier = Modifier.padding(top = 8.dp))
                FlowRow(horizontalArrangement = Arrangement.spacedBy(6.dp)) {
                    available.forEach { r ->
                        FilterChip(
                            selected = false, onClick = { actions.onAddRoster(r.id) }, label = { Text(r.name) },
                            leadingIcon = { PlayerDot(r.argb, 14.dp) }, modifier = Modifier.heightIn(min = 48.dp),
                        )
                    }
                }
            }
            Row(verticalAlignment = Alignment.CenterVertically, modifier = Modifier.padding(top = 6.dp)) {
                OutlinedTextField(
                    value = newName, onValueChange = { newName = it }, label = { Text(strings["new_game_new_player"]) },
                    singleLine = true, modifier = Modifier.weight(1f),
                )
                Spacer(Modifier.width(8.dp))
                BigButton(strings["add"], { actions.onAddNew(newName); newName = "" }, enabled = newName.isNotBlank())
            }

            SectionTitle(strings["new_game_edition"])
            FlowRow(horizontalArrangement = Arrangement.spacedBy(6.dp)) {
                state.editions.forEach { (edition, name) ->
                    FilterChip(
                        selected = state.edition == edition, onClick = { actions.onEdition(edition) },
                        label = { Text(name) }, modifier = Modifier.heightIn(min = 48.dp),
                    )
                }
            }

            SectionTitle(strings["new_game_presets"])
            FlowRow(horizontalArrangement = Arrangement.spacedBy(6.dp)) {
                state.presets.forEach { preset ->
                    FilterChip(
                        selected = state.preset == preset.key, onClick = { actions.onPreset(preset.key) },
                        label = { Text(preset.name) }, modifier = Modifier.heightIn(min = 48.dp),
                    )
                }
            }

            SectionTitle(strings.format("new_game_expansions", state.selectedExpansions))
            state.groups.forEach { group ->
                val isOpen = group.group.name in open
                Row(
                    Modifier.fillMaxWidth().heightIn(min = 52.dp).clickable { open = if (isOpen) open - group.group.name else open + group.group.name },
                    verticalAlignment = Alignment.CenterVertically,
                ) {
                    Text((if (isOpen) "▾ " else "▸ ") + strings.group(group.group), style = MaterialTheme.typography.titleMedium, modifier = Modifier.weight(1f))
                    Text(strings.format("selected_of", group.selectedCount, group.expansions.size), color = TallyColors.muted)
                }
                if (isOpen) {
                    group.expansions.forEach { expansion ->
                        Row(Modifier.fillMaxWidth().padding(start = 12.dp), verticalAlignment = Alignment.CenterVertically) {
                            Text(expansion.name, Modifier.weight(1f), maxLines = 2, overflow = TextOverflow.Ellipsis)
                            Switch(
                                checked = expansion.allSelected, onCheckedChange = { actions.onExpansion(expansion.key) },
                                modifier = Modifier.semantics { contentDescription = expansion.name },
                            )
                        }
                        if (expansion.components.size > 1) {
                            FlowRow(Modifier.padding(start = 24.dp, bottom = 6.dp), horizontalArrangement = Arrangement.spacedBy(6.dp)) {
                                expansion.components.forEach { c ->
                                    FilterChip(
                                        selected = c.selected, onClick = { actions.onComponent(c.key) },
                                        label = { Text(c.name) }, modifier = Modifier.heightIn(min = 48.dp),
                                    )
                                }
                            }
                        }
                    }
                }
            }

            SectionTitle(strings["new_game_variants"])
            state.variants.forEach { variant ->
                Text(variant.label, style = MaterialTheme.typography.bodyLarge, modifier = Modifier.padding(top = 6.dp))
                FlowRow(horizontalArrangement = Arrangement.spacedBy(6.dp)) {
                    variant.options.forEach { (key, label) ->
                        FilterChip(
                            selected = variant.value == key, onClick = { actions.onVariant(variant.key, key) },
                            label = { Text(label, maxLines = 2) }, modifier = Modifier.heightIn(min = 48.dp),
                        )
                    }
                }
            }
            ErrorText(state.error)
            BigButton(strings["new_game_start"], actions.onStart, Modifier.fillMaxWidth().padding(vertical = 16.dp), enabled = state.canStart, tonal = false)
        }
    }
}

/** The ten meeple colours as 48 dp swatches; the chosen one is ringed. */
@OptIn(ExperimentalLayoutApi::class)
@Composable
fun ColourPicker(selected: Colour, onPick: (Colour) -> Unit, modifier: Modifier = Modifier) {
    val strings = LocalStrings.current
    FlowRow(modifier, horizontalArrangement = Arrangement.spacedBy(2.dp)) {
        Colour.entries.forEach { colour ->
            val chosen = colour == selected
            Box(
                Modifier.size(40.dp).clickable { onPick(colour) }
                    .semantics {
                        contentDescription = strings["colour_" + keyOf(colour)]
                        this.selected = chosen
                    },
                contentAlignment = Alignment.Center,
            ) {
                Box(
                    Modifier.size(if (chosen) 34.dp else 26.dp)
                        .border(if (chosen) 3.dp else 0.dp, if (chosen) TallyColors.primary else Color.Transparent, CircleShape)
                        .padding(if (chosen) 5.dp else 0.dp)
                        .background(argbColor(argbOf(colour)), CircleShape)
                        // dark meeples (black) need a rim on the dark background
                        .border(1.dp, if (argbColor(argbOf(colour)).luminance() < 0.25f) TallyColors.muted else Color.Transparent, CircleShape),
                )
            }
        }
    }
}

// ---- players ----------------------------------------------------------------------------

@Composable
fun PlayersContent(
    state: PlayersUiState,
    onAdd: (String, Colour) -> Unit,
    onRecolour: (Long, Colour) -> Unit,
    onBack: () -> Unit,
    modifier: Modifier = Modifier,
) {
    val strings = LocalStrings.current
    var name by rememberSaveable { mutableStateOf("") }
    var colour by rememberSaveable { mutableStateOf(Colour.RED) }
    TitledScreen(strings["players_title"], onBack, modifier) { inner ->
        Column(inner.verticalScroll(rememberScrollState()).padding(horizontal = 16.dp)) {
            state.players.forEach { p ->
                Row(Modifier.fillMaxWidth().padding(top = 10.dp), verticalAlignment = Alignment.CenterVertically) {
                    PlayerDot(p.argb, 22.dp)
                    Spacer(Modifier.width(10.dp))
                    Text(p.name, style = MaterialTheme.typography.titleMedium, modifier = Modifier.weight(1f))
                    Text(strings.format("players_games", p.games), color = TallyColors.muted)
                }
                ColourPicker(p.colour, { onRecolour(p.id, it) }, Modifier.padding(start = 32.dp))
            }
            SectionTitle(strings["players_add"])
            OutlinedTextField(value = name, onValueChange = { name = it }, label = { Text(strings["players_name"]) }, singleLine = true, modifier = Modifier.fillMaxWidth())
            ColourPicker(colour, { colour = it }, Modifier.padding(vertical = 6.dp))
            ErrorText(state.error)
            BigButton(strings["add"], { onAdd(name, colour); name = "" }, Modifier.fillMaxWidth(), enabled = name.isNotBlank(), tonal = false)
        }
    }
}

// ---- settings ---------------------------------------------------------------------------

@Composable
fun SettingsContent(state: SettingsUiState, onExport: () -> Unit, onImport: () -> Unit, onBack: () -> Unit, modifier: Modifier = Modifier) {
    val strings = LocalStrings.current
    TitledScreen(strings["settings_title"], onBack, modifier) { inner ->
        Column(inner.padding(horizontal = 16.dp)) {
            SectionTitle(strings["settings_backup"])
            Text(strings.format("settings_games", state.games), color = TallyColors.muted)
            BigButton(strings["settings_export"], onExport, Modifier.fillMaxWidth().padding(top = 12.dp), tonal = false)
            BigButton(strings["settings_import"], onImport, Modifier.fillMaxWidth().padding(top = 10.dp))
            when (val last = state.last) {
                null -> {}
                is TransferResult.Exported -> Text(strings.format("settings_exported", last.games), modifier = Modifier.padding(top = 12.dp))
                is TransferResult.Imported -> Text(strings.format("settings_imported", last.imported, last.skipped), modifier = Modifier.padding(top = 12.dp))
                is TransferResult.Failed -> ErrorText(last.reason, Modifier.padding(top = 12.dp))
            }
            SectionTitle(strings["settings_about"])
            Text(strings["settings_about_body"], color = TallyColors.muted)
        }
    }
}

