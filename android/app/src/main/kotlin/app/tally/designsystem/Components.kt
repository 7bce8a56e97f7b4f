// Small building blocks of every screen: colour dots, section titles, big buttons,
// steppers, choice chips, a titled screen with a back button, messages. Every touch
// target is at least 48 dp, texts wrap instead of being cut (font scale up to 200 %).
package app.tally.designsystem

import androidx.compose.foundation.background
import androidx.compose.foundation.border
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.RowScope
import androidx.compose.foundation.selection.toggleable
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.layout.sizeIn
import androidx.compose.foundation.layout.widthIn
import androidx.compose.foundation.shape.CircleShape
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.material3.AlertDialog
import androidx.compose.material3.Button
import androidx.compose.material3.ButtonDefaults
import androidx.compose.material3.ExperimentalMaterial3Api
import androidx.compose.material3.FilledTonalButton
import androidx.compose.material3.FilterChip
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.IconButton
import androidx.compose.ui.platform.LocalDensity
import androidx.compose.material3.Scaffold
import androidx.compose.material3.Switch
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.material3.TopAppBar
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.heading
import androidx.compose.ui.semantics.role
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.semantics.stateDescription
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.text.style.TextAlign
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp
import app.tally.l10n.LocalStrings

/** A meeple-coloured dot; decorative (the name beside it is what is read out). */
@Composable
fun PlayerDot(color: Color, size: Dp = 18.dp, modifier: Modifier = Modifier) {
    val rim = if (color.isLight()) Color(0xFF202020) else Color(0xFFE0E0E0)
    Box(modifier.size(size).background(color, CircleShape).border(1.5.dp, rim, CircleShape))
}

@Composable
fun SectionTitle(text: String, modifier: Modifier = Modifier) {
    Text(
        text,
        style = MaterialTheme.typography.titleMedium,
        color = MaterialTheme.colorScheme.primary,
        modifier = modifier.padding(top = 16.dp, bottom = 8.dp).semantics { heading() },
    )
}

/** A large button for the table: at least 64 dp high; its text wraps. */
@Composable
fun BigButton(text: String, onClick: () -> Unit, modifier: Modifier = Modifier, enabled: Boolean = true, primary: Boolean = false) {
    val shape = RoundedCornerShape(14.dp)
    val label: @Composable () -> Unit = {
        Text(
            text, fontSize = 17.sp, lineHeight = 20.sp, textAlign = TextAlign.Center,
            fontWeight = if (primary) FontWeight.SemiBold else FontWeight.Normal,
        )
    }
    if (primary) {
        Button(onClick, modifier.heightIn(min = 64.dp), enabled = enabled, shape = shape) { label() }
    } else {
        FilledTonalButton(onClick, modifier.heightIn(min = 64.dp), enabled = enabled, shape = shape) { label() }
    }
}

/** A text button of at least 48 × 48 dp. */
@Composable
fun SmallButton(text: String, onClick: () -> Unit, modifier: Modifier = Modifier, enabled: Boolean = true, description: String? = null) {
    TextButton(
        onClick = onClick, enabled = enabled,
        modifier = modifier.heightIn(min = 48.dp).widthIn(min = 48.dp)
            .then(if (description != null) Modifier.semantics { contentDescription = description } else Modifier),
    ) { Text(text, fontSize = 16.sp, textAlign = TextAlign.Center) }
}

/** A selectable chip of at least 48 dp. */
@Composable
fun Choice(text: String, selected: Boolean, onClick: () -> Unit, modifier: Modifier = Modifier, enabled: Boolean = true, dot: Color? = null) {
    FilterChip(
        selected = selected, onClick = onClick, enabled = enabled,
        label = { Text(text, modifier = Modifier.padding(vertical = 6.dp)) },
        leadingIcon = dot?.let { { PlayerDot(it, 14.dp) } },
        modifier = modifier.heightIn(min = 48.dp),
    )
}

/** − value + with 48 dp buttons; the value is read out with the label. */
@Composable
fun Stepper(label: String, value: Long, min: Long, max: Long, onChange: (Long) -> Unit, modifier: Modifier = Modifier, enabled: Boolean = true) {
    val strings = LocalStrings.current
    Row(modifier, verticalAlignment = Alignment.CenterVertically) {
        OutlinedButton(
            onClick = { onChange(value - 1) }, enabled = enabled && value > min,
            modifier = Modifier.sizeIn(minWidth = 52.dp, minHeight = 52.dp).semantics { contentDescription = strings.decrease(label) },
            contentPadding = ButtonDefaults.TextButtonContentPadding,
        ) { Text("−", fontSize = 22.sp) }
        Text(
            value.toString(),
            style = ScoreStyle.copy(fontSize = 24.sp),
            textAlign = TextAlign.Center,
            modifier = Modifier.widthIn(min = 56.dp).semantics { contentDescription = label; stateDescription = value.toString() },
        )
        OutlinedButton(
            onClick = { onChange(value + 1) }, enabled = enabled && value < max,
            modifier = Modifier.sizeIn(minWidth = 52.dp, minHeight = 52.dp).semantics { contentDescription = strings.increase(label) },
            contentPadding = ButtonDefaults.TextButtonContentPadding,
        ) { Text("+", fontSize = 22.sp) }
    }
}

/** A screen with a title and a back button. */
@OptIn(ExperimentalMaterial3Api::class)
@Composable
fun TitledScreen(
    title: String,
    onBack: () -> Unit,
    modifier: Modifier = Modifier,
    actions: @Composable () -> Unit = {},
    content: @Composable (Modifier) -> Unit,
) {
    val strings = LocalStrings.current
    Scaffold(
        modifier = modifier,
        topBar = {
            TopAppBar(
                title = { Text(title, maxLines = 2) },
                navigationIcon = { BackArrow(onBack) },
                actions = { actions() },
            )
        },
    ) { padding -> content(Modifier.fillMaxSize().padding(padding)) }
}

/** The platform's back arrow at the start of a top bar (48 dp, read as "Back"). */
@Composable
fun BackArrow(onBack: () -> Unit, modifier: Modifier = Modifier) {
    val strings = LocalStrings.current
    // a glyph drawn like an icon: it keeps its size at every font scale
    val glyph = with(LocalDensity.current) { 24.dp.toSp() }
    IconButton(onClick = onBack, modifier = modifier.size(48.dp).semantics { contentDescription = strings.back }) {
        Text("←", fontSize = glyph, lineHeight = glyph)
    }
}

@Composable
fun ErrorText(text: String?, modifier: Modifier = Modifier) {
    if (text != null) {
        Text(text, color = MaterialTheme.colorScheme.error, modifier = modifier.padding(vertical = 8.dp))
    }
}

@Composable
fun CenteredMessage(text: String, modifier: Modifier = Modifier) {
    Box(modifier.fillMaxWidth().padding(32.dp), contentAlignment = Alignment.Center) {
        Text(text, color = palette.muted, textAlign = TextAlign.Center)
    }
}

/** The 50/100 tiles beside a figure, as on the real board. */
@Composable
fun TileBadge(text: String, modifier: Modifier = Modifier) {
    Box(
        modifier.background(palette.space, RoundedCornerShape(4.dp)).padding(horizontal = 5.dp, vertical = 1.dp),
    ) { Text(text, color = palette.spaceText, fontSize = 12.sp, fontWeight = FontWeight.Bold, softWrap = false, maxLines = 1) }
}

/** A labelled column of content: label above, content below. */
@Composable
fun Labelled(label: String, help: String = "", modifier: Modifier = Modifier) {
    Column(modifier.padding(end = 8.dp)) {
        Text(label, style = MaterialTheme.typography.bodyLarge)
        if (help.isNotBlank()) Text(help, style = MaterialTheme.typography.bodySmall, color = palette.muted)
    }
}

/** A name and its value on one line (a setting, a count), read together by a screen reader. */
@Composable
fun LabelledValue(label: String, value: String, modifier: Modifier = Modifier) {
    Row(modifier.fillMaxWidth().heightIn(min = 48.dp).semantics(mergeDescendants = true) {}, verticalAlignment = Alignment.CenterVertically) {
        Text(label, Modifier.weight(1f))
        Text(value, color = palette.muted)
    }
}

/** "+5", "−3", "0". */
fun signed(points: Long): String = when {
    points > 0 -> "+$points"
    points < 0 -> "−${-points}"
    else -> "0"
}

/** Marks a composable as a button for screen readers. */
fun Modifier.buttonRole(): Modifier = semantics { role = Role.Button }

/**
 * A switch with its label, the whole row toggling it (at least 48 dp high): the row is
 * what a finger or a screen reader reaches, read as [description] (the label by default).
 */
@Composable
fun LabelledSwitch(
    checked: Boolean,
    onChange: (Boolean) -> Unit,
    modifier: Modifier = Modifier,
    enabled: Boolean = true,
    description: String? = null,
    label: @Composable RowScope.() -> Unit,
) {
    Row(
        modifier.fillMaxWidth().heightIn(min = 48.dp)
            .toggleable(checked, enabled = enabled, role = Role.Switch, onValueChange = onChange)
            .then(if (description != null) Modifier.semantics { contentDescription = description } else Modifier),
        verticalAlignment = Alignment.CenterVertically,
    ) {
        label()
        Switch(checked = checked, onCheckedChange = null, enabled = enabled)
    }
}

/** Asks before something that cannot be taken back: [question], what it means, and the one button that does it. */
@Composable
fun ConfirmDialog(question: String, body: String, confirm: String, onConfirm: () -> Unit, onDismiss: () -> Unit) {
    val strings = LocalStrings.current
    AlertDialog(
        onDismissRequest = onDismiss,
        title = { Text(question) },
        text = { Text(body) },
        confirmButton = { TextButton(onConfirm) { Text(confirm) } },
        dismissButton = { TextButton(onDismiss) { Text(strings.cancel) } },
    )
}
