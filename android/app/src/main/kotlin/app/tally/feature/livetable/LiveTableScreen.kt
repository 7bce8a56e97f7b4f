// The live table this phone hosts: a button to start, then how many phones follow,
// each link with its address, its QR code (drawn from the core's modules) and the
// phones it is open on, a scorer link to add, revoke, stop. The words come from the
// core.
package app.tally.feature.livetable

import androidx.compose.foundation.Canvas
import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.OutlinedTextField
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.remember
import androidx.compose.runtime.setValue
import androidx.compose.ui.Modifier
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.geometry.Size
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.unit.dp
import androidx.lifecycle.compose.collectAsStateWithLifecycle
import app.tally.core.LinkRole
import app.tally.designsystem.BigButton
import app.tally.designsystem.ErrorText
import app.tally.designsystem.SectionTitle
import app.tally.designsystem.TitledScreen
import app.tally.designsystem.palette
import app.tally.ffi.HostLink

@Composable
fun LiveTableScreen(viewModel: LiveTableViewModel, onBack: () -> Unit) {
    val state by viewModel.uiState.collectAsStateWithLifecycle()
    LiveTableScreen(state, viewModel::start, viewModel::stop, viewModel::addScorer, viewModel::revoke, onBack)
}

@Composable
fun LiveTableScreen(
    state: LiveTableUiState,
    onStart: () -> Unit,
    onStop: () -> Unit,
    onAddScorer: (String) -> Unit,
    onRevoke: (Long) -> Unit,
    onBack: () -> Unit,
    modifier: Modifier = Modifier,
) {
    val words = state.words
    TitledScreen(words["start"] ?: "", onBack, modifier) { inner ->
        Column(inner.verticalScroll(rememberScrollState()).padding(horizontal = 16.dp)) {
            when (state) {
                is LiveTableUiState.Stopped -> {
                    BigButton(words["start"] ?: "", onStart, Modifier.fillMaxWidth().padding(top = 12.dp), primary = true)
                    ErrorText(state.error, Modifier.padding(top = 12.dp))
                }
                is LiveTableUiState.Hosting -> {
                    Text(words["listening"] ?: "", color = palette.muted, modifier = Modifier.padding(top = 8.dp))
                    Text(state.address, modifier = Modifier.padding(top = 4.dp))
                    Text(state.following.said, modifier = Modifier.padding(top = 8.dp))
                    for (link in state.links) LinkCard(link, state.inUse(link), words, onRevoke)
                    var label by remember { mutableStateOf("") }
                    OutlinedTextField(label, { label = it }, Modifier.fillMaxWidth().padding(top = 16.dp), singleLine = true)
                    BigButton(
                        words["add_scorer"] ?: "", { onAddScorer(label); label = "" }, Modifier.fillMaxWidth().padding(top = 8.dp),
                        enabled = label.isNotBlank(),
                    )
                    ErrorText(state.error, Modifier.padding(top = 12.dp))
                    BigButton(words["stop"] ?: "", onStop, Modifier.fillMaxWidth().padding(vertical = 16.dp))
                }
            }
        }
    }
}

@Composable
private fun LinkCard(link: HostLink, inUse: String?, words: Map<String, String>, onRevoke: (Long) -> Unit) {
    val title = when (link.link.role) {
        LinkRole.VIEWER -> words["viewer_link"] ?: ""
        LinkRole.SCORER -> (words["scorer_link"] ?: "").replace("{label}", link.link.label)
    }
    SectionTitle(title)
    inUse?.let { Text(it, color = palette.muted) }
    for (url in link.urls) Text(url)
    QrCode(link, Modifier.padding(top = 8.dp).size(200.dp))
    BigButton(words["revoke"] ?: "", { onRevoke(link.link.id) }, Modifier.padding(top = 8.dp))
}

/** The link's QR code: the core's modules, dark on white, with a quiet zone of 4; a screen reader reads its link. */
@Composable
private fun QrCode(link: HostLink, modifier: Modifier = Modifier) {
    val size = link.qrSize.toInt()
    if (size == 0) return
    val url = link.urls.firstOrNull() ?: return
    Canvas(modifier.semantics { contentDescription = url }.background(Color.White)) {
        val module = this.size.minDimension / (size + 8)
        for (row in 0 until size) {
            for (column in 0 until size) {
                if (link.qrDark[row * size + column]) {
                    drawRect(Color.Black, Offset((column + 4) * module, (row + 4) * module), Size(module, module))
                }
            }
        }
    }
}
