// The fields of one item of the core's scoring draft, drawn as the core's view says:
// a count is typed or stepped (a required count starts empty, read as "empty", and
// says it is missing), a toggle is a switch, a choice and a player are chips ("Not
// chosen" and "Nobody" clear them), a per-player field
// is a row per player. Every change is handed back as one draft action; a field the
// core fills itself (the active player's input) is shown and cannot be changed. The
// dispatch screen draws a count tile's count with the same row.
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
import androidx.compose.foundation.layout.widthIn
import androidx.compose.foundation.text.KeyboardActions
import androidx.compose.foundation.text.KeyboardOptions
import androidx.compose.ui.platform.LocalFocusManager
import androidx.compose.ui.text.input.ImeAction
import androidx.compose.material3.ButtonDefaults
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedButton
import androidx.compose.foundation.border
import androidx.compose.foundation.interaction.MutableInteractionSource
import androidx.compose.foundation.interaction.collectIsFocusedAsState
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.foundation.text.BasicTextField
import androidx.compose.ui.graphics.SolidColor
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.LaunchedEffect
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.remember
import androidx.compose.runtime.setValue
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.semantics.stateDescription
import androidx.compose.ui.text.input.KeyboardType
import androidx.compose.ui.text.style.TextAlign
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp
import androidx.compose.foundation.layout.sizeIn
import app.tally.core.DraftField
import app.tally.core.DraftItemView
import app.tally.core.InputKind
import app.tally.core.InputValue
import app.tally.core.PlayerState
import app.tally.designsystem.Choice
import app.tally.designsystem.Labelled
import app.tally.designsystem.LabelledSwitch
import app.tally.designsystem.PlayerDot
import app.tally.designsystem.ScoreStyle
import app.tally.designsystem.byId
import app.tally.designsystem.colourOf
import app.tally.designsystem.palette
import app.tally.l10n.LocalStrings

/** What a field's change becomes: the draft actions of one item. */
data class DraftFieldActions(
    val onSet: (field: String, player: String?, value: InputValue) -> Unit = { _, _, _ -> },
    val onAdjust: (field: String, player: String?, by: Long) -> Unit = { _, _, _ -> },
    val onClear: (field: String, player: String?) -> Unit = { _, _ -> },
)

@Composable
fun DraftFields(item: DraftItemView, players: List<PlayerState>, actions: DraftFieldActions) {
    item.fields.forEach { field -> DraftFieldRow(field, players, actions) }
}

/** One field of a draft (an item's, or a dispatch tile's count), with what it is missing. */
@OptIn(ExperimentalLayoutApi::class)
@Composable
fun DraftFieldRow(draft: DraftField, players: List<PlayerState>, actions: DraftFieldActions, modifier: Modifier = Modifier) {
    val strings = LocalStrings.current
    val field = draft.field
    val enabled = !draft.locked
    val label = if (field.required) field.label + " *" else field.label
    Column(modifier.fillMaxWidth().padding(vertical = 6.dp)) {
        when (field.kind) {
            InputKind.COUNT -> FlowRow(verticalArrangement = Arrangement.Center) {
                Labelled(label, field.help, Modifier.padding(top = 8.dp).weight(1f))
                CountInput(
                    field.label, (draft.value as? InputValue.Int)?.v1, field.min, field.max, enabled,
                    onTyped = { typed -> if (typed == null) actions.onClear(field.name, null) else actions.onSet(field.name, null, InputValue.Int(typed)) },
                    onStep = { by -> actions.onAdjust(field.name, null, by) },
                )
            }
            InputKind.TOGGLE -> LabelledSwitch(
                (draft.value as? InputValue.Bool)?.v1 == true, { actions.onSet(field.name, null, InputValue.Bool(it)) }, enabled = enabled,
            ) { Labelled(label, field.help, Modifier.weight(1f)) }
            InputKind.CHOICE -> {
                val chosen = (draft.value as? InputValue.Text)?.v1
                Labelled(label, field.help)
                FlowRow(horizontalArrangement = Arrangement.spacedBy(6.dp)) {
                    if (enabled) Choice(strings.notChosen, chosen == null, { actions.onClear(field.name, null) })
                    field.options.forEach { option ->
                        Choice(
                            option.label, chosen == option.key,
                            { actions.onSet(field.name, null, InputValue.Text(option.key)) }, enabled = enabled,
                        )
                    }
                }
            }
            InputKind.PLAYER -> {
                val chosen = (draft.value as? InputValue.Text)?.v1
                Labelled(label, field.help)
                FlowRow(horizontalArrangement = Arrangement.spacedBy(6.dp)) {
                    if (enabled) Choice(strings.nobody, chosen == null, { actions.onClear(field.name, null) })
                    players.forEach { p ->
                        Choice(
                            p.name, chosen == p.id, { actions.onSet(field.name, null, InputValue.Text(p.id)) },
                            enabled = enabled || chosen == p.id, dot = colourOf(p.colour),
                        )
                    }
                }
            }
            InputKind.PER_PLAYER_COUNT, InputKind.PER_PLAYER_TOGGLE -> {
                Labelled(label, field.help)
                draft.players.forEach { value ->
                    val player = players.byId(value.player) ?: return@forEach
                    FlowRow(Modifier.fillMaxWidth().padding(start = 8.dp), verticalArrangement = Arrangement.Center) {
                        Row(Modifier.padding(top = 14.dp).weight(1f), verticalAlignment = Alignment.CenterVertically) {
                            PlayerDot(colourOf(player.colour))
                            Spacer(Modifier.width(8.dp))
                            Text(player.name)
                        }
                        val described = strings.fieldOfPlayer(field.label, player.name)
                        if (field.kind == InputKind.PER_PLAYER_COUNT) {
                            CountInput(
                                described, value.value, field.min, field.max, enabled,
                                onTyped = { typed ->
                                    if (typed == null) actions.onClear(field.name, player.id) else actions.onSet(field.name, player.id, InputValue.Int(typed))
                                },
                                onStep = { by -> actions.onAdjust(field.name, player.id, by) },
                            )
                        } else {
                            LabelledSwitch(
                                value.value != 0L, { actions.onSet(field.name, player.id, InputValue.Bool(it)) },
                                Modifier.weight(1f), enabled = enabled, description = described,
                            ) { Spacer(Modifier.weight(1f)) }
                        }
                    }
                }
            }
        }
        if (draft.missing) {
            Text(field.ask.ifEmpty { strings.countOnTheBoard }, color = MaterialTheme.colorScheme.error, style = MaterialTheme.typography.bodySmall)
        }
        if (draft.locked) Text(strings.filledInByTally, color = palette.muted, style = MaterialTheme.typography.bodySmall)
    }
}

/**
 * A count typed or stepped: − [typed number] +. [value] is the core's (null: empty);
 * what is typed goes to the core as it is typed, and the core's value is shown again
 * when it changes for another reason (a step, a refusal).
 */
@Composable
fun CountInput(
    label: String,
    value: Long?,
    min: Long,
    max: Long,
    enabled: Boolean,
    onTyped: (Long?) -> Unit,
    onStep: (Long) -> Unit,
    modifier: Modifier = Modifier,
) {
    val strings = LocalStrings.current
    val focus = LocalFocusManager.current
    var text by remember { mutableStateOf(value?.toString().orEmpty()) }
    LaunchedEffect(value) { if (text.toLongOrNull() != value) text = value?.toString().orEmpty() }
    Row(modifier, verticalAlignment = Alignment.CenterVertically) {
        OutlinedButton(
            onClick = { onStep(-1) }, enabled = enabled && (value ?: min) > min,
            modifier = Modifier.sizeIn(minWidth = 52.dp, minHeight = 52.dp).semantics { contentDescription = strings.decrease(label) },
            contentPadding = ButtonDefaults.TextButtonContentPadding,
        ) { Text("−", fontSize = 22.sp) }
        // a plain field that grows with its text (an outlined text field clips a large
        // number at a large font scale): the number typed, centred, framed
        val typing = remember { MutableInteractionSource() }
        val focused by typing.collectIsFocusedAsState()
        BasicTextField(
            value = text,
            onValueChange = { typed ->
                val digits = typed.filter { it.isDigit() || it == '-' }.take(6)
                text = digits
                if (digits.isEmpty()) onTyped(null) else digits.toLongOrNull()?.let(onTyped)
            },
            enabled = enabled,
            // neither singleLine nor maxLines: the height they fix for one line cuts the
            // number at 100 %; only digits get in, so one line it stays
            textStyle = ScoreStyle.copy(fontSize = 22.sp, textAlign = TextAlign.Center, color = MaterialTheme.colorScheme.onSurface),
            keyboardOptions = KeyboardOptions(keyboardType = KeyboardType.Number, imeAction = ImeAction.Done),
            keyboardActions = KeyboardActions(onDone = { focus.clearFocus() }),
            interactionSource = typing,
            cursorBrush = SolidColor(MaterialTheme.colorScheme.primary),
            modifier = Modifier.widthIn(min = 72.dp, max = 88.dp).padding(horizontal = 4.dp).semantics {
                contentDescription = label
                if (value == null) stateDescription = strings.empty
            },
            decorationBox = { inner ->
                Box(
                    Modifier.heightIn(min = 52.dp).fillMaxWidth()
                        .border(if (focused) 2.dp else 1.dp, if (focused) MaterialTheme.colorScheme.primary else palette.muted, RoundedCornerShape(8.dp))
                        .padding(horizontal = 6.dp, vertical = 4.dp),
                    contentAlignment = Alignment.Center,
                ) { inner() }
            },
        )
        OutlinedButton(
            onClick = { onStep(1) }, enabled = enabled && (value ?: (min - 1)) < max,
            modifier = Modifier.sizeIn(minWidth = 52.dp, minHeight = 52.dp).semantics { contentDescription = strings.increase(label) },
            contentPadding = ButtonDefaults.TextButtonContentPadding,
        ) { Text("+", fontSize = 22.sp) }
    }
}
