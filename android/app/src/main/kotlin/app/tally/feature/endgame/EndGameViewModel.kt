// The end-game walkthrough: follows the open game's table (its walkthrough is part of
// the summary), moves through the items, and finishes the game with the figures the
// robbers' owners chose.
package app.tally.feature.endgame

import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import app.tally.core.Command
import app.tally.core.LogChange
import app.tally.data.OpenGame
import app.tally.data.TallyCore
import app.tally.data.reason
import kotlinx.coroutines.ExperimentalCoroutinesApi
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.flow.combine
import kotlinx.coroutines.flow.mapLatest
import kotlinx.coroutines.flow.update
import kotlinx.coroutines.launch

private data class Chosen(val index: Int = 0, val figures: Map<String, UInt> = emptyMap(), val error: String? = null)

@OptIn(ExperimentalCoroutinesApi::class)
class EndGameViewModel(private val core: TallyCore, val gameId: Long) : ViewModel() {
    private val state = MutableStateFlow<EndGameUiState>(EndGameUiState.Loading)
    val uiState: StateFlow<EndGameUiState> = state.asStateFlow()
    private val chosen = MutableStateFlow(Chosen())
    private var game: OpenGame? = null

    init {
        viewModelScope.launch {
            core.games.acquire(gameId).fold(
                { open ->
                    game = open
                    combine(open.table, chosen) { table, c -> table to c }
                        .mapLatest { (table, c) ->
                            core.work.call {
                                val names = open.catalogue.endGame
                                val items = table.walkthrough?.items.orEmpty().map { item ->
                                    EndGameRow(item, names.firstOrNull { it.kind == item.kind && it.key == item.key }?.name ?: item.key)
                                }
                                val preview = if (table.actions.finish.allowed) {
                                    runCatching { (open.session.previewChange(Command.Finish(emptyMap())).change as? LogChange.Push)?.item }.getOrNull()
                                } else null
                                EndGameUiState.Ready(table, items, c.index.coerceIn(0, (items.size - 1).coerceAtLeast(0)), preview, c.figures, c.error)
                            }.getOrElse { EndGameUiState.Failed(it.reason()) }
                        }
                        .collect { state.value = it }
                },
                { state.value = EndGameUiState.Failed(it.reason()) },
            )
        }
    }

    override fun onCleared() {
        if (game != null) core.work.launch { core.games.release(gameId) }
    }

    fun goTo(index: Int) = chosen.update { it.copy(index = index, error = null) }

    fun next() = chosen.update { it.copy(index = it.index + 1, error = null) }

    fun chooseFigure(player: String, figure: UInt) = chosen.update { it.copy(figures = it.figures + (player to figure)) }

    /** Takes back the newest entry (a scoring of the walkthrough), or records it again. */
    fun undo() = run(Command.Undo)

    fun redo() = run(Command.Redo)

    private fun run(command: Command) {
        val open = game ?: return
        viewModelScope.launch { open.execute(command).onFailure { error -> chosen.update { it.copy(error = error.reason()) } } }
    }

    /** The final standings; robbers still on the track score as the figures chosen. */
    fun finish() {
        val open = game ?: return
        viewModelScope.launch {
            open.execute(Command.Finish(chosen.value.figures)).onFailure { error -> chosen.update { it.copy(error = error.reason()) } }
        }
    }
}
