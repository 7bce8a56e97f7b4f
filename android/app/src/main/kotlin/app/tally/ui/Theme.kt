// Tally's dark theme: a night-table palette with parchment accents, large type for
// phones lying on the table.
package app.tally.ui

import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Typography
import androidx.compose.material3.darkColorScheme
import androidx.compose.runtime.Composable
import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.text.TextStyle
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.sp

object TallyColors {
    val background = Color(0xFF15171C)
    val surface = Color(0xFF1E2128)
    val surfaceHigh = Color(0xFF2A2E37)
    val primary = Color(0xFFE8C170)
    val onPrimary = Color(0xFF2A1E05)
    val secondary = Color(0xFF8FB8DE)
    val error = Color(0xFFFF8A80)
    /** Track spaces: parchment, and the dark dispatch spaces of Messages. */
    val space = Color(0xFFD8C7A0)
    val spaceText = Color(0xFF3B2F1E)
    val darkSpace = Color(0xFF5B4630)
    val darkSpaceText = Color(0xFFF2E6CC)
    val muted = Color(0xFFB0B6C2)
}

private val scheme = darkColorScheme(
    primary = TallyColors.primary,
    onPrimary = TallyColors.onPrimary,
    secondary = TallyColors.secondary,
    background = TallyColors.background,
    surface = TallyColors.surface,
    surfaceVariant = Color(0xFF30343E),
    surfaceContainer = TallyColors.surface,
    surfaceContainerHigh = TallyColors.surfaceHigh,
    surfaceContainerHighest = TallyColors.surfaceHigh,
    onSurfaceVariant = TallyColors.muted,
    error = TallyColors.error,
)

private val typography = Typography().let {
    it.copy(
        headlineSmall = it.headlineSmall.copy(fontWeight = FontWeight.SemiBold),
        titleLarge = it.titleLarge.copy(fontWeight = FontWeight.SemiBold),
        titleMedium = it.titleMedium.copy(fontWeight = FontWeight.SemiBold),
        bodyLarge = it.bodyLarge.copy(fontSize = 17.sp),
    )
}

val ScoreStyle = TextStyle(fontSize = 28.sp, fontWeight = FontWeight.Bold)

@Composable
fun TallyTheme(strings: TallyStrings, content: @Composable () -> Unit) {
    MaterialTheme(colorScheme = scheme, typography = typography) {
        CompositionLocalProvider(LocalStrings provides strings, content = content)
    }
}
