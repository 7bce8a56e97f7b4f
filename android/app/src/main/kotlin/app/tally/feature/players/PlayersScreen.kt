// The roster: each player with colour and games; tap one to rename, recolour or merge
// a duplicate into another; a new player at the bottom.
package app.tally.feature.players

import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.Spacer
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.width
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.Card
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedTextField
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.saveable.rememberSaveable
import androidx.compose.runtime.setValue
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.unit.dp
import androidx.lifecycle.compose.collectAsStateWithLifecycle
import app.tally.core.Colour
import app.tally.core.RosterPlayer
import app.tally.designsystem.BigButton
import app.tally.designsystem.ConfirmDialog
import app.tally.designsystem.CenteredMessage
import app.tally.designsystem.ErrorText
import app.tally.designsystem.PlayerDot
import app.tally.designsystem.SectionTitle
import app.tally.designsystem.SmallButton
import app.tally.designsystem.TitledScreen
import app.tally.designsystem.colourOf
import app.tally.designsystem.palette
import app.tally.feature.newgame.ColourPicker
import app.tally.l10n.LocalStrings

data class PlayersActions(
    val onEdit: (Long?) -> Unit = {},
    val onAdd: (String, Colour) -> Unit = { _, _ -> },
    val onRename: (Long, String) -> Unit = { _, _ -> },
    val onRecolour: (Long, Colour) -> Unit = { _, _ -> },
    val onMerge: (keep: Long, duplicate: Long) -> Unit = { _, _ -> },
    val onBack: () -> Unit = {},
)

@Composable
fun PlayersScreen(viewModel: PlayersViewModel, onBack: () -> Unit) {
    val state by viewModel.uiState.collectAsStateWithLifecycle()
    PlayersScreen(state, PlayersActions(viewModel::edit, viewModel::add, viewModel::rename, viewModel::recolour, viewModel::merge, onBack))
}

@Composable
fun PlayersScreen(state: PlayersUiState, actions: PlayersActions, modifier: Modifier = Modifier) {
    val strings = LocalStrings.current
    var name by rememberSaveable { mutableStateOf("") }
    var colour by rememberSaveable { mutableStateOf(Colour.RED) }
    TitledScreen(strings.playersTitle, actions.onBack, modifier) { inner ->
        when (state) {
            PlayersUiState.Loading -> CenteredMessage(strings.loading)
            is PlayersUiState.Ready -> Column(inner.verticalScroll(rememberScrollState()).padding(horizontal = 16.dp)) {
                if (state.players.isEmpty()) {
                    SectionTitle(strings.playersEmpty)
                    Text(strings.playersEmptyBody, color = palette.muted)
                }
                state.players.forEach { p ->
                    Row(
                        Modifier.fillMaxWidth().heightIn(min = 48.dp).clickable(onClickLabel = strings.editPlayer(p.name)) {
                            actions.onEdit(if (state.editing == p.id) null else p.id)
                        }.padding(top = 6.dp),
                        verticalAlignment = Alignment.CenterVertically,
                    ) {
                        PlayerDot(colourOf(p.colour), 22.dp)
                        Spacer(Modifier.width(10.dp))
                        Text(p.name, style = MaterialTheme.typography.titleMedium, modifier = Modifier.weight(1f))
                        Text(strings.playersGames(p.games.toInt()), color = palette.muted)
                    }
                    if (state.editing == p.id) EditPlayer(p, state.players, actions)
                }
                ErrorText(state.error)
                SectionTitle(strings.playersAdd)
                OutlinedTextField(name, { name = it }, label = { Text(strings.playersName) }, singleLine = true, modifier = Modifier.fillMaxWidth())
                Text(strings.favouriteColour, color = palette.muted, modifier = Modifier.padding(top = 6.dp))
                ColourPicker(colour, { colour = it }, Modifier.padding(vertical = 6.dp))
                BigButton(
                    strings.playersAddButton, { actions.onAdd(name, colour); name = "" }, Modifier.fillMaxWidth(), enabled = name.isNotBlank(), primary = true,
                )
                Spacer(Modifier.padding(bottom = 24.dp))
            }
        }
    }
}

@OptIn(ExperimentalLayoutApi::class)
@Composable
private fun EditPlayer(player: RosterPlayer, roster: List<RosterPlayer>, actions: PlayersActions) {
    val strings = LocalStrings.current
    var newName by rememberSaveable(player.id) { mutableStateOf(player.name) }
    Card(Modifier.fillMaxWidth().padding(vertical = 6.dp)) {
        Column(Modifier.padding(12.dp)) {
            ColourPicker(player.colour, { actions.onRecolour(player.id, it) })
            OutlinedTextField(newName, { newName = it }, label = { Text(strings.playersName) }, singleLine = true, modifier = Modifier.fillMaxWidth())
            BigButton(
                strings.rename, { actions.onRename(player.id, newName) }, Modifier.fillMaxWidth().padding(top = 8.dp),
                enabled = newName.isNotBlank() && newName != player.name,
            )
            Text(strings.renameBody(player.name), color = palette.muted, style = MaterialTheme.typography.bodySmall)
            val others = roster.filter { it.id != player.id }
            if (others.isNotEmpty()) {
                var merging by rememberSaveable(player.id) { mutableStateOf<Long?>(null) }
                SectionTitle(strings.mergeInto)
                FlowRow(horizontalArrangement = Arrangement.spacedBy(6.dp)) {
                    others.forEach { other ->
                        SmallButton(other.name, { merging = other.id }, description = strings.mergeDescription(player.name, other.name))
                    }
                }
                others.firstOrNull { it.id == merging }?.let { keep ->
                    ConfirmDialog(
                        strings.mergeQuestion, strings.mergeBody(player.name, keep.name), strings.mergeDescription(player.name, keep.name),
                        { merging = null; actions.onMerge(keep.id, player.id) }, { merging = null },
                    )
                }
            }
        }
    }
}
