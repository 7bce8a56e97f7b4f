// The statistics' filter on screen: the summary row of what is chosen ("Filters:
// 2023–2024 · 3 players · Inns & Cathedrals"), with its clear button, and the panel of
// choices — the years from and to, the players who all sat at the table, the
// expansions all in play, the edition — each change redrawing the charts.
package app.tally.feature.statistics

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.material3.Card
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.unit.dp
import app.tally.core.Colour
import app.tally.core.Edition
import app.tally.designsystem.Choice
import app.tally.designsystem.ErrorText
import app.tally.designsystem.SmallButton
import app.tally.designsystem.colourOf
import app.tally.designsystem.palette
import app.tally.l10n.Strings

/** What the filter chooses, in words; null when it chooses every game. */
fun StatsFilterChoice.summary(strings: Strings, expansionNames: Map<String, String>, editionNames: Map<Edition, String>): String? {
    if (isEmpty) return null
    val parts = buildList {
        when {
            fromYear != null && fromYear == toYear -> add(fromYear.toString())
            fromYear != null && toYear != null -> add(strings.statsFilterYearRange(fromYear, toYear))
            fromYear != null -> add(strings.statsFilterSince(fromYear))
            toYear != null -> add(strings.statsFilterUntil(toYear))
        }
        if (players.isNotEmpty()) add(strings.statsFilterPlayers(players.size))
        expansions.forEach { add(expansionNames[it] ?: it) }
        edition?.let { add(editionNames[it] ?: it.name) }
    }
    return strings.statsFilterSummary(parts.joinToString(" · "))
}

/** The summary row: what is chosen (and a button to clear it) and the button that shows the choices; the buttons wrap below a long summary. */
@OptIn(ExperimentalLayoutApi::class)
@Composable
internal fun FilterSummaryRow(summary: String?, strings: Strings, onEdit: () -> Unit, onClear: () -> Unit, modifier: Modifier = Modifier) {
    FlowRow(modifier.fillMaxWidth().padding(vertical = 6.dp), horizontalArrangement = Arrangement.spacedBy(8.dp)) {
        Text(
            summary ?: strings.statsFiltersHeading, Modifier.align(Alignment.CenterVertically),
            style = MaterialTheme.typography.bodyMedium, color = if (summary == null) palette.muted else MaterialTheme.colorScheme.onSurface,
        )
        Row(Modifier.align(Alignment.CenterVertically)) {
            if (summary != null) SmallButton(strings.statsFilterClear, onClear)
            SmallButton(strings.filter, onEdit)
        }
    }
}

/** The filter's choices; each tap asks for the charts of the new choice. */
@OptIn(ExperimentalLayoutApi::class)
@Composable
internal fun StatsFilterPanel(
    choice: StatsFilterChoice,
    options: StatsFilterOptions,
    players: List<Pair<Long, String>>,
    colours: Map<Long, Colour>,
    strings: Strings,
    problem: String?,
    onChange: (StatsFilterChoice) -> Unit,
) {
    Card(Modifier.fillMaxWidth().padding(vertical = 6.dp)) {
        Column(Modifier.padding(14.dp), verticalArrangement = Arrangement.spacedBy(6.dp)) {
            if (options.years.isNotEmpty()) {
                Text(strings.statsFilterYears, style = MaterialTheme.typography.titleMedium)
                YearChoices(strings.statsFilterFrom, choice.fromYear, options.years, strings) { onChange(choice.withFromYear(it)) }
                YearChoices(strings.statsFilterTo, choice.toYear, options.years, strings) { onChange(choice.withToYear(it)) }
            }
            Text(strings.playersTitle, style = MaterialTheme.typography.titleMedium)
            Text(strings.statsFilterPlayersHint, style = MaterialTheme.typography.bodySmall, color = palette.muted)
            FlowRow(horizontalArrangement = Arrangement.spacedBy(6.dp)) {
                players.forEach { (id, name) ->
                    Choice(name, id in choice.players, { onChange(choice.togglePlayer(id)) }, dot = colours[id]?.let { colourOf(it) })
                }
            }
            if (options.expansions.isNotEmpty()) {
                Text(strings.statsFilterExpansions, style = MaterialTheme.typography.titleMedium)
                Text(strings.statsFilterExpansionsHint, style = MaterialTheme.typography.bodySmall, color = palette.muted)
                FlowRow(horizontalArrangement = Arrangement.spacedBy(6.dp)) {
                    options.expansions.forEach { (key, name) -> Choice(name, key in choice.expansions, { onChange(choice.toggleExpansion(key)) }) }
                }
            }
            if (options.editions.size > 1 || choice.edition != null) {
                Text(strings.newGameEdition, style = MaterialTheme.typography.titleMedium)
                FlowRow(horizontalArrangement = Arrangement.spacedBy(6.dp)) {
                    Choice(strings.statsFilterAnyEdition, choice.edition == null, { onChange(choice.copy(edition = null)) })
                    options.editions.forEach { (edition, name) -> Choice(name, choice.edition == edition, { onChange(choice.copy(edition = edition)) }) }
                }
            }
            ErrorText(problem)
        }
    }
}

@OptIn(ExperimentalLayoutApi::class)
@Composable
private fun YearChoices(label: String, chosen: Int?, years: List<Int>, strings: Strings, onChoose: (Int?) -> Unit) {
    Text(label, style = MaterialTheme.typography.labelLarge, color = palette.muted)
    FlowRow(horizontalArrangement = Arrangement.spacedBy(6.dp)) {
        Choice(strings.statsFilterAnyYear, chosen == null, { onChoose(null) })
        years.forEach { year -> Choice(year.toString(), chosen == year, { onChoose(year) }) }
    }
}
