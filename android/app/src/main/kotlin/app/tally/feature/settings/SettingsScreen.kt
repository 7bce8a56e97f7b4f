// Settings: back up and move games (export, import), keep the screen on during a game,
// who holds this phone (BG Stats' file says whose it is), and about Tally: its version
// and the language it speaks (the phone's).
package app.tally.feature.settings

import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import app.tally.designsystem.LabelledSwitch
import app.tally.designsystem.LabelledValue
import java.util.Locale
import androidx.compose.runtime.getValue
import androidx.compose.ui.Modifier
import androidx.compose.ui.unit.dp
import androidx.lifecycle.compose.collectAsStateWithLifecycle
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import app.tally.designsystem.BigButton
import app.tally.designsystem.Choice
import app.tally.designsystem.colourOf
import app.tally.designsystem.ErrorText
import app.tally.designsystem.SectionTitle
import app.tally.designsystem.TitledScreen
import app.tally.designsystem.palette
import app.tally.l10n.LocalStrings
import app.tally.navigation.Platform

@Composable
fun SettingsScreen(viewModel: SettingsViewModel, platform: Platform, onBack: () -> Unit) {
    val state by viewModel.uiState.collectAsStateWithLifecycle()
    SettingsScreen(
        state, { viewModel.export(platform::share) }, { platform.pickDocument(viewModel::import) }, onBack,
        onKeepScreenOn = viewModel::keepScreenOn, version = platform.appVersion, onMe = viewModel::setMe,
    )
}

@OptIn(ExperimentalLayoutApi::class)
@Composable
fun SettingsScreen(
    state: SettingsUiState,
    onExport: () -> Unit,
    onImport: () -> Unit,
    onBack: () -> Unit,
    modifier: Modifier = Modifier,
    onKeepScreenOn: (Boolean) -> Unit = {},
    version: String = "",
    onMe: (Long?) -> Unit = {},
) {
    val strings = LocalStrings.current
    TitledScreen(strings.settingsTitle, onBack, modifier) { inner ->
        Column(inner.verticalScroll(rememberScrollState()).padding(horizontal = 16.dp)) {
            SectionTitle(strings.settingsBackup)
            LabelledValue(strings.settingsGames, state.games.toString())
            Text(strings.settingsBackupBody, color = palette.muted)
            BigButton(strings.settingsExport, onExport, Modifier.fillMaxWidth().padding(top = 12.dp), primary = true)
            BigButton(strings.settingsImport, onImport, Modifier.fillMaxWidth().padding(top = 10.dp))
            when (val last = state.last) {
                null -> {}
                is TransferResult.Exported -> Text(strings.settingsExported(last.games), modifier = Modifier.padding(top = 12.dp))
                is TransferResult.Imported -> Text(strings.settingsImported(last.imported, last.skipped), modifier = Modifier.padding(top = 12.dp))
                is TransferResult.Failed -> ErrorText(last.reason, Modifier.padding(top = 12.dp))
            }
            SectionTitle(strings.settingsAtTheTable)
            LabelledSwitch(state.keepScreenOn, onKeepScreenOn) {
                Text(strings.settingsKeepScreenOn, Modifier.weight(1f))
            }
            Text(strings.settingsKeepScreenOnBody, color = palette.muted)
            if (state.players.isNotEmpty()) {
                SectionTitle(strings.settingsMe)
                Text(strings.settingsMeBody, color = palette.muted)
                FlowRow(Modifier.padding(top = 8.dp), horizontalArrangement = Arrangement.spacedBy(8.dp)) {
                    Choice(strings.settingsMeNobody, state.me == null, { onMe(null) })
                    state.players.forEach { player ->
                        Choice(player.name, player.me, { onMe(player.id) }, dot = colourOf(player.colour))
                    }
                }
            }
            SectionTitle(strings.settingsAbout)
            Text(strings.settingsAboutBody, color = palette.muted)
            LabelledValue(strings.settingsVersion, version, Modifier.padding(top = 8.dp))
            val language = Locale.forLanguageTag(strings.language)
            LabelledValue(strings.settingsLanguage, language.getDisplayLanguage(language).replaceFirstChar { it.titlecase(language) })
        }
    }
}
