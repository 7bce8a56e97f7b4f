// A form drawn from the core's `Form`, generically: steppers for counts, switches for
// toggles, chips for choices and players, a row per player for per-player fields. A
// field the core fills itself (the active player's input) is shown prefilled and
// cannot be changed.
package app.tally.designsystem.form

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.Spacer
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.width
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.unit.dp
import app.tally.core.Form
import app.tally.core.FormField
import app.tally.core.InputKind
import app.tally.core.PlayerState
import app.tally.designsystem.Choice
import app.tally.designsystem.Labelled
import app.tally.designsystem.LabelledSwitch
import app.tally.designsystem.PlayerDot
import app.tally.designsystem.Stepper
import app.tally.designsystem.colourOf
import app.tally.l10n.LocalStrings

/** Draws every field of [form] with [values]; [locked] names fields the core fills (shown, not changeable). */
@Composable
fun FormFields(
    form: Form,
    values: FormValues,
    players: List<PlayerState>,
    onChange: (FormValues) -> Unit,
    locked: Set<String> = emptySet(),
) {
    form.fields.forEach { field -> FieldRow(field, values, players, onChange, field.name !in locked) }
}

@OptIn(ExperimentalLayoutApi::class)
@Composable
private fun FieldRow(field: FormField, values: FormValues, players: List<PlayerState>, onChange: (FormValues) -> Unit, enabled: Boolean) {
    val strings = LocalStrings.current
    val label = if (field.required) field.label + " *" else field.label
    Column(Modifier.fillMaxWidth().padding(vertical = 6.dp)) {
        when (field.kind) {
            InputKind.COUNT -> FlowRow(verticalArrangement = Arrangement.Center) {
                Labelled(label, field.help, Modifier.padding(top = 8.dp).weight(1f))
                Stepper(field.label, values.number(field), field.min, field.max, { onChange(values.withNumber(field, it)) }, enabled = enabled)
            }
            InputKind.TOGGLE -> LabelledSwitch(
                values.number(field) != 0L, { onChange(values.withNumber(field, if (it) 1 else 0)) }, enabled = enabled,
            ) { Labelled(label, field.help, Modifier.weight(1f)) }
            InputKind.CHOICE -> {
                Labelled(label, field.help)
                FlowRow(horizontalArrangement = Arrangement.spacedBy(6.dp)) {
                    field.options.forEach { option ->
                        Choice(option.label, values.text(field) == option.key, { onChange(values.withText(field, option.key)) }, enabled = enabled)
                    }
                }
            }
            InputKind.PLAYER -> {
                Labelled(label, field.help)
                FlowRow(horizontalArrangement = Arrangement.spacedBy(6.dp)) {
                    if (enabled) Choice(strings.nobody, values.text(field) == null, { onChange(values.withText(field, null)) })
                    players.forEach { p ->
                        Choice(
                            p.name, values.text(field) == p.id, { onChange(values.withText(field, p.id)) },
                            enabled = enabled || values.text(field) == p.id, dot = colourOf(p.colour),
                        )
                    }
                }
            }
            InputKind.PER_PLAYER_COUNT, InputKind.PER_PLAYER_TOGGLE -> {
                Labelled(label, field.help)
                players.forEach { p ->
                    val value = values.playerNumber(field, p.id)
                    FlowRow(Modifier.fillMaxWidth().padding(start = 8.dp), verticalArrangement = Arrangement.Center) {
                        Row(Modifier.padding(top = 14.dp).weight(1f), verticalAlignment = Alignment.CenterVertically) {
                            PlayerDot(colourOf(p.colour))
                            Spacer(Modifier.width(8.dp))
                            Text(p.name)
                        }
                        val described = strings.fieldOfPlayer(field.label, p.name)
                        if (field.kind == InputKind.PER_PLAYER_COUNT) {
                            Stepper(described, value, field.min, field.max, { onChange(values.withPlayerNumber(field, p.id, it)) }, enabled = enabled)
                        } else {
                            LabelledSwitch(
                                value != 0L, { onChange(values.withPlayerNumber(field, p.id, if (it) 1 else 0)) },
                                Modifier.weight(1f), enabled = enabled, description = described,
                            ) { Spacer(Modifier.weight(1f)) }
                        }
                    }
                }
            }
        }
    }
}
