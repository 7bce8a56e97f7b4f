// What the scoring form draws: the core's view of the draft (each item's fields with
// their values and what is missing, the preview or, editing a past entry, what the
// edit changes, the figure rows, what may be added, whether it can be submitted),
// the players, the names of what may be added, and the screen's own state.
package app.tally.feature.scoring

import app.tally.core.ChangePreview
import app.tally.core.DraftView
import app.tally.core.ItemKind
import app.tally.core.LogItem
import app.tally.core.PlayerState
import app.tally.core.StepInfo
import app.tally.core.TableCatalogue

/** A feature or event that may be added to the round, with its name from the catalogue. */
data class Addable(val kind: ItemKind, val key: String, val name: String)

sealed interface ScoringUiState {
    data object Loading : ScoringUiState

    data class Failed(val reason: String) : ScoringUiState

    data class Ready(
        val players: List<PlayerState>,
        val view: DraftView,
        /** What "another feature completed by this tile" offers. */
        val addable: List<Addable>,
        /** The catalogue's steps (codes and names), for an event recorded at one of several. */
        val steps: List<StepInfo>,
        val choosingAnother: Boolean = false,
        /** The core refused the last tap or the submit: its reason. */
        val error: String? = null,
        val done: Boolean = false,
    ) : ScoringUiState {
        val editSeq: Long? get() = view.editing?.toLong()
    }
}

/**
 * The form ready to draw [view]: what may be added named from [catalogue], and whether "another feature" was
 * open kept from the state [before].
 */
fun readyForm(
    catalogue: TableCatalogue,
    players: List<PlayerState>,
    view: DraftView,
    before: ScoringUiState,
    error: String? = null,
): ScoringUiState.Ready {
    val addable = view.addableFeatures.mapNotNull { key ->
        catalogue.features.firstOrNull { it.info.key == key }?.let { Addable(ItemKind.FEATURE, key, it.info.name) }
    } + view.addableEvents.mapNotNull { key ->
        catalogue.events.firstOrNull { it.key == key }?.let { Addable(ItemKind.EVENT, key, it.name) }
    }
    return ScoringUiState.Ready(
        players = players, view = view, addable = addable, steps = catalogue.steps,
        choosingAnother = (before as? ScoringUiState.Ready)?.choosingAnother ?: false, error = error,
    )
}

/** The entries a change adds or changes. */
fun changedItems(change: ChangePreview): List<LogItem> = when (val c = change.change) {
    is app.tally.core.LogChange.Push -> listOf(c.item)
    is app.tally.core.LogChange.Replace -> c.changed
    else -> emptyList()
}

/** The entries a change removes, by number. */
fun removedEntries(change: ChangePreview): List<ULong> = when (val c = change.change) {
    is app.tally.core.LogChange.Replace -> c.removed
    is app.tally.core.LogChange.Pop -> listOf(c.seq)
    else -> emptyList()
}
