// Tally's themes: a night-table dark palette with parchment accents (the default at a
// table at night) and a light one for daylight, large type for phones lying on the
// table, in the font the app ships (Inter, core/assets/fonts: the shell loads it from
// res/font, the desktop tests from the same files), so that a screen looks the same
// on every phone. `TallyTheme` also provides the player's language (LocalStrings).
package app.tally.designsystem

import androidx.compose.material3.LocalMinimumInteractiveComponentSize
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Typography
import androidx.compose.material3.darkColorScheme
import androidx.compose.material3.lightColorScheme
import androidx.compose.runtime.Composable
import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.runtime.Immutable
import androidx.compose.runtime.staticCompositionLocalOf
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.text.TextStyle
import androidx.compose.ui.text.font.FontFamily
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp
import app.tally.l10n.LocalStrings
import app.tally.l10n.Strings

/** Colours beyond Material's scheme: the track, muted text, highlights. */
@Immutable
data class TallyPalette(
    val space: Color,
    val spaceText: Color,
    val darkSpace: Color,
    val darkSpaceText: Color,
    val muted: Color,
    val highlight: Color,
    val onTrackText: Color,
)

private val darkPalette = TallyPalette(
    space = Color(0xFFD8C7A0), spaceText = Color(0xFF3B2F1E),
    // the dark spaces of Messages stand out from the night background as well as from the light spaces
    darkSpace = Color(0xFF9C7747), darkSpaceText = Color(0xFFFFF8E8),
    muted = Color(0xFFB0B6C2), highlight = Color(0xFFE8C170), onTrackText = Color(0xFFE6E6E6),
)

private val lightPalette = TallyPalette(
    space = Color(0xFFEBDDB8), spaceText = Color(0xFF3B2F1E),
    darkSpace = Color(0xFF6B5238), darkSpaceText = Color(0xFFF7EEDC),
    muted = Color(0xFF505662), highlight = Color(0xFF8A5A00), onTrackText = Color(0xFF1E2128),
)

private val darkScheme = darkColorScheme(
    primary = Color(0xFFE8C170), onPrimary = Color(0xFF2A1E05), secondary = Color(0xFF8FB8DE),
    // the palette's own tonal colours (Material's default lavender is never shown)
    primaryContainer = Color(0xFF4A3A1C), onPrimaryContainer = Color(0xFFF6E3B8),
    secondaryContainer = Color(0xFF3A3426), onSecondaryContainer = Color(0xFFF2E6CC),
    tertiary = Color(0xFFD8C7A0), tertiaryContainer = Color(0xFF3B2F1E), onTertiaryContainer = Color(0xFFF2E6CC),
    background = Color(0xFF15171C), surface = Color(0xFF1E2128), surfaceVariant = Color(0xFF30343E),
    surfaceContainer = Color(0xFF1E2128), surfaceContainerHigh = Color(0xFF2A2E37),
    surfaceContainerHighest = Color(0xFF2A2E37), onSurfaceVariant = Color(0xFFB0B6C2), error = Color(0xFFFF8A80),
)

private val lightScheme = lightColorScheme(
    primary = Color(0xFF7A4F00), onPrimary = Color.White, secondary = Color(0xFF2F5F8A),
    primaryContainer = Color(0xFFF6E3B8), onPrimaryContainer = Color(0xFF2A1E05),
    secondaryContainer = Color(0xFFEDE1C4), onSecondaryContainer = Color(0xFF3B2F1E),
    tertiary = Color(0xFF6B5238), tertiaryContainer = Color(0xFFEBDDB8), onTertiaryContainer = Color(0xFF3B2F1E),
    background = Color(0xFFFBF8F1), surface = Color(0xFFFFFFFF), surfaceVariant = Color(0xFFEDE6D6),
    surfaceContainer = Color(0xFFF5EFE2), surfaceContainerHigh = Color(0xFFEDE6D6),
    surfaceContainerHighest = Color(0xFFE5DCC8), onSurfaceVariant = Color(0xFF505662), error = Color(0xFFB3261E),
)

/** Material's type scale in [font], with Tally's weights (Inter ships Regular and Bold). */
private fun typography(font: FontFamily): Typography = Typography().let {
    fun TextStyle.inFont() = copy(fontFamily = font)
    it.copy(
        displayLarge = it.displayLarge.inFont(), displayMedium = it.displayMedium.inFont(), displaySmall = it.displaySmall.inFont(),
        headlineLarge = it.headlineLarge.inFont(), headlineMedium = it.headlineMedium.inFont(),
        headlineSmall = it.headlineSmall.inFont().copy(fontWeight = FontWeight.Bold),
        titleLarge = it.titleLarge.inFont().copy(fontWeight = FontWeight.Bold),
        titleMedium = it.titleMedium.inFont().copy(fontWeight = FontWeight.Bold),
        titleSmall = it.titleSmall.inFont(),
        bodyLarge = it.bodyLarge.inFont().copy(fontSize = 17.sp), bodyMedium = it.bodyMedium.inFont(), bodySmall = it.bodySmall.inFont(),
        labelLarge = it.labelLarge.inFont(), labelMedium = it.labelMedium.inFont(), labelSmall = it.labelSmall.inFont(),
    )
}

/** A score on a card: large and bold. */
val ScoreStyle: TextStyle @Composable get() = MaterialTheme.typography.titleLarge.copy(fontSize = 28.sp, fontWeight = FontWeight.Bold)

val LocalPalette = staticCompositionLocalOf { darkPalette }

/** The palette of the current theme. */
val palette: TallyPalette @Composable get() = LocalPalette.current

/** [font]: the app's own font (Inter), loaded by the platform. */
@Composable
fun TallyTheme(strings: Strings, font: FontFamily, dark: Boolean = true, content: @Composable () -> Unit) {
    MaterialTheme(colorScheme = if (dark) darkScheme else lightScheme, typography = typography(font)) {
        CompositionLocalProvider(
            LocalStrings provides strings,
            // 48 dp touch targets on every platform (the desktop tests included)
            LocalMinimumInteractiveComponentSize provides 48.dp,
            LocalPalette provides if (dark) darkPalette else lightPalette,
            content = content,
        )
    }
}
