// The buttons Results and a game's detail show to share the game: stateless, given
// what to do and the refusal to show under them.
package app.tally.feature.share

import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.unit.dp
import app.tally.designsystem.BigButton
import app.tally.designsystem.ErrorText
import app.tally.l10n.LocalStrings

/** "Share the result": text and picture to the share sheet. */
@Composable
fun ShareResultButton(onShare: () -> Unit, problem: String?, modifier: Modifier = Modifier) {
    Column(modifier.fillMaxWidth()) {
        BigButton(LocalStrings.current.shareResult, onShare, Modifier.fillMaxWidth().padding(top = 12.dp), primary = true)
        ErrorText(problem)
    }
}

/** "Log this play in BG Stats" (its link) and "Log it on BoardGameGeek" (the fields to copy). */
@Composable
fun LogPlayButtons(onBgStats: () -> Unit, onBgg: () -> Unit, modifier: Modifier = Modifier) {
    val strings = LocalStrings.current
    Column(modifier.fillMaxWidth()) {
        BigButton(strings.logInBgStats, onBgStats, Modifier.fillMaxWidth().padding(top = 8.dp))
        BigButton(strings.logOnBgg, onBgg, Modifier.fillMaxWidth().padding(top = 8.dp))
    }
}

/** "Export for BG Stats" and "Export for BoardGameGeek". */
@Composable
fun ExportForButtons(onBgStats: () -> Unit, onBgg: () -> Unit, problem: String?, modifier: Modifier = Modifier) {
    val strings = LocalStrings.current
    Column(modifier.fillMaxWidth()) {
        BigButton(strings.exportForBgStats, onBgStats, Modifier.fillMaxWidth().padding(top = 8.dp))
        BigButton(strings.exportForBgg, onBgg, Modifier.fillMaxWidth().padding(top = 8.dp))
        ErrorText(problem)
    }
}

/** "Share this game": Tally's export document of this one game, to the share sheet. */
@Composable
fun ShareGameButton(onShare: () -> Unit, modifier: Modifier = Modifier) {
    BigButton(LocalStrings.current.shareGame, onShare, modifier.fillMaxWidth().padding(top = 8.dp))
}
