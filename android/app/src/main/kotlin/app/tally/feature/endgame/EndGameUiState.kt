// The end-game walkthrough as the core keeps it: the B.1 features, then the B.2 and
// B.3 items of this ruleset, each with how often it was scored and whether it is
// done; the items the game scores by itself (robbers left on the track) are not
// offered but noted; the finish with the figure each robber's owner moves.
package app.tally.feature.endgame

import app.tally.core.LogItem
import app.tally.core.TableSummary
import app.tally.core.WalkthroughItem

sealed interface EndGameUiState {
    data object Loading : EndGameUiState

    data class Failed(val reason: String) : EndGameUiState

    data class Ready(
        val table: TableSummary,
        val items: List<WalkthroughItem>,
        val index: Int,
        /** What finishing would add (robbers left on the track), with the figures the core moves. */
        val finishPreview: LogItem?,
        val figures: Map<String, Int> = emptyMap(),
        val error: String? = null,
    ) : EndGameUiState {
        val current: WalkthroughItem? get() = items.getOrNull(index)
    }
}
