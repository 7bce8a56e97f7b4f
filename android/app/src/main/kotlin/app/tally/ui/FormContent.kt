// Forms rendered from the core's schemas, stateless: steppers for counts, switches for
// toggles, chips for choices and players, a row per player for per-player counts and
// toggles, the figure choice with Messages, and the live breakdown preview.
package app.tally.ui

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
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.ExperimentalMaterial3Api
import androidx.compose.material3.FilterChip
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Scaffold
import androidx.compose.material3.Switch
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
import app.tally.core.InputKind
import app.tally.presentation.FormField
import app.tally.presentation.FormModel
import app.tally.presentation.PlayerUi
import app.tally.presentation.ScoringFormUiState

/** Changes to a form's fields. */
data class FormActions(
    val onNumber: (String, Long) -> Unit = { _, _ -> },
    val onText: (String, String?) -> Unit = { _, _ -> },
    val onPlayerNumber: (String, String, Long) -> Unit = { _, _, _ -> },
)

data class ScoringFormActions(
    val form: FormActions = FormActions(),
    val onFigure: (String, Int?) -> Unit = { _, _ -> },
    val onSubmit: () -> Unit = {},
    val onCancel: () -> Unit = {},
)

@OptIn(ExperimentalMaterial3Api::class)
@Composable
fun ScoringFormContent(state: ScoringFormUiState, actions: ScoringFormActions, modifier: Modifier = Modifier) {
    val strings = LocalStrings.current
    Scaffold(
        modifier = modifier,
        topBar = {
            TopAppBar(
                title = {
                    Column {
                        Text(state.title, maxLines = 1, overflow = TextOverflow.Ellipsis)
                        val subtitle = when {
                            state.isFeature && state.endOfGame -> strings["form_incomplete"]
                            state.isFeature -> strings["form_completed"]
                            else -> state.step?.let { strings.format("form_event_at", it.code) } ?: ""
                        }
                        Text(subtitle, style = MaterialTheme.typography.bodySmall, color = TallyColors.muted)
                    }
                },
                navigationIcon = { TextButton(onClick = actions.onCancel, Modifier.heightIn(min = 48.dp)) { Text(strings["cancel"]) } },
            )
        },
    ) { padding ->
        Column(Modifier.fillMaxSize().padding(padding).verticalScroll(rememberScrollState()).padding(horizontal = 16.dp)) {
            FormFields(state.form, state.players, actions.form)
            if (state.messagesInPlay) FigureChoices(state, actions.onFigure)
            Spacer(Modifier.padding(top = 12.dp))
            state.preview?.let { BreakdownCard(it) }
            state.previewProblem?.let { Text(it, color = TallyColors.muted, modifier = Modifier.padding(vertical = 8.dp)) }
            ErrorText(state.error)
            BigButton(
                if (state.isFeature) strings["score_it"] else strings["record_it"], actions.onSubmit,
                Modifier.fillMaxWidth().padding(vertical = 16.dp), enabled = state.preview != null, tonal = false,
            )
        }
    }
}

@Composable
fun FormFields(form: FormModel, players: List<PlayerUi>, actions: FormActions) {
    form.fields.forEach { field -> FieldRow(field, players, actions) }
}

@OptIn(ExperimentalLayoutApi::class)
@Composable
private fun FieldRow(field: FormField, players: List<PlayerUi>, actions: FormActions) {
    val strings = LocalStrings.current
    Column(Modifier.fillMaxWidth().padding(vertical = 6.dp)) {
        when (field.kind) {
            InputKind.COUNT -> Row(verticalAlignment = Alignment.CenterVertically) {
                Label(field, Modifier.weight(1f))
                Stepper(field.label, field.number, field.min, field.max, { actions.onNumber(field.name, it) })
            }
            InputKind.TOGGLE -> Row(verticalAlignment = Alignment.CenterVertically) {
                Label(field, Modifier.weight(1f))
                Switch(
                    checked = field.number != 0L, onCheckedChange = { actions.onNumber(field.name, if (it) 1 else 0) },
                    modifier = Modifier.semantics { contentDescription = field.label },
                )
            }
            InputKind.CHOICE -> {
                Label(field)
                FlowRow(horizontalArrangement = Arrangement.spacedBy(6.dp)) {
                    field.options.forEach { (key, label) ->
                        FilterChip(
                            selected = field.text == key, onClick = { actions.onText(field.name, key) },
                            label = { Text(label) }, modifier = Modifier.heightIn(min = 48.dp),
                        )
                    }
                }
            }
            InputKind.PLAYER -> {
                Label(field)
                FlowRow(horizontalArrangement = Arrangement.spacedBy(6.dp)) {
                    FilterChip(
                        selected = field.text == null, onClick = { actions.onText(field.name, null) },
                        label = { Text(strings["nobody"]) }, modifier = Modifier.heightIn(min = 48.dp),
                    )
                    players.forEach { p ->
                        FilterChip(
                            selected = field.text == p.id, onClick = { actions.onText(field.name, p.id) },
                            label = { Text(p.name) }, leadingIcon = { PlayerDot(p.argb, 14.dp) }, modifier = Modifier.heightIn(min = 48.dp),
                        )
                    }
                }
            }
            InputKind.PER_PLAYER_COUNT, InputKind.PER_PLAYER_TOGGLE -> {
                Label(field)
                players.forEach { p ->
                    val value = field.perPlayer[p.id] ?: field.default
                    Row(Modifier.fillMaxWidth().padding(start = 8.dp), verticalAlignment = Alignment.CenterVertically) {
                        PlayerDot(p.argb)
                        Spacer(Modifier.width(8.dp))
                        Text(p.name, Modifier.weight(1f), maxLines = 1, overflow = TextOverflow.Ellipsis)
                        if (field.kind == InputKind.PER_PLAYER_COUNT) {
                            Stepper("${field.label}, ${p.name}", value, field.min, field.max, { actions.onPlayerNumber(field.name, p.id, it) })
                        } else {
                            Switch(
                                checked = value != 0L, onCheckedChange = { actions.onPlayerNumber(field.name, p.id, if (it) 1 else 0) },
                                modifier = Modifier.semantics { contentDescription = "${field.label}, ${p.name}" },
                            )
                        }
                    }
                }
            }
        }
    }
}

@Composable
private fun Label(field: FormField, modifier: Modifier = Modifier) {
    Column(modifier.padding(end = 8.dp)) {
        Text(field.label, style = MaterialTheme.typography.bodyLarge)
        if (field.help.isNotBlank()) Text(field.help, style = MaterialTheme.typography.bodySmall, color = TallyColors.muted)
    }
}

/** With Messages: which of each scoring player's two figures moves. */
@OptIn(ExperimentalLayoutApi::class)
@Composable
private fun FigureChoices(state: ScoringFormUiState, onFigure: (String, Int?) -> Unit) {
    val strings = LocalStrings.current
    val scoring = state.preview?.awards?.map { it.playerId }?.toSet().orEmpty()
    val players = state.players.filter { it.id in scoring && it.figures.size > 1 }
    if (players.isEmpty()) return
    SectionTitle(strings["which_figure"])
    players.forEach { p ->
        Row(verticalAlignment = Alignment.CenterVertically, modifier = Modifier.padding(vertical = 2.dp)) {
            PlayerDot(p.argb)
            Spacer(Modifier.width(8.dp))
            Text(p.name, Modifier.width(72.dp), maxLines = 1, overflow = TextOverflow.Ellipsis)
            FlowRow(horizontalArrangement = Arrangement.spacedBy(6.dp)) {
                FilterChip(
                    selected = state.figures[p.id] == null, onClick = { onFigure(p.id, null) },
                    label = { Text(strings["figure_auto"]) }, modifier = Modifier.heightIn(min = 48.dp),
                )
                p.figures.forEachIndexed { index, figure ->
                    FilterChip(
                        selected = state.figures[p.id] == index, onClick = { onFigure(p.id, index) },
                        label = { Text(strings.format("figure_on", index + 1, figure.space)) }, modifier = Modifier.heightIn(min = 48.dp),
                    )
                }
            }
        }
    }
}
