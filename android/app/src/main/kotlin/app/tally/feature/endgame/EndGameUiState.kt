// The end-game walkthrough as the core keeps it: the features, then the other
// end-game items of this ruleset (names from the catalogue, in its order), each with
// how often it was scored and whether it is done; the items the game scores by itself (robbers left on the track) are not
// offered but noted; the finish with the figure each robber's owner moves.
package app.tally.feature.endgame

import app.tally.core.LogItem
import app.tally.core.TableSummary
import app.tally.core.WalkthroughItem

/** One item of the walkthrough with its name (the catalogue's). */
data class EndGameRow(val item: WalkthroughItem, val name: String)

sealed interface EndGameUiState {
    data object Loading : EndGameUiState

    data class Failed(val reason: String) : EndGameUiState

    data class Ready(
        val table: TableSummary,
        val items: List<EndGameRow>,
        val index: Int,
        /** What finishing would add (robbers left on the track), with the figures the core moves. */
        val finishPreview: LogItem?,
        val figures: Map<String, UInt> = emptyMap(),
        val error: String? = null,
    ) : EndGameUiState {
        val current: EndGameRow? get() = items.getOrNull(index)
    }
}
