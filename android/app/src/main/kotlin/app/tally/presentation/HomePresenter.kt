// Home, players (the roster) and settings (export, import).
package app.tally.presentation

import app.tally.core.Colour
import app.tally.core.HistoryFilter
import app.tally.core.TallyException
import app.tally.core.TallyStore

// ---- home -------------------------------------------------------------------------------

sealed interface HomeUiState {
    data object Loading : HomeUiState

    data class Failed(val reason: String) : HomeUiState

    data class Ready(
        /** The unfinished game changed last: the big "resume" card. */
        val resume: GameListItemUi?,
        val otherUnfinished: List<GameListItemUi>,
        val finishedGames: Int,
        val rosterSize: Int,
    ) : HomeUiState
}

class HomePresenter(private val store: TallyStore) : Presenter<HomeUiState>(HomeUiState.Loading) {
    init {
        reload()
    }

    fun reload() {
        mutableState.value = try {
            val unfinished = store.unfinishedGames().map { it.toListItem() }
            val finished = store.history(HistoryFilter(finished = true)).size
            HomeUiState.Ready(unfinished.firstOrNull(), unfinished.drop(1), finished, store.roster().size)
        } catch (error: TallyException) {
            HomeUiState.Failed(error.reason())
        }
    }
}

// ---- players ----------------------------------------------------------------------------

data class RosterPlayerUi(val id: Long, val name: String, val colour: Colour, val argb: Long, val games: Long)

data class PlayersUiState(val players: List<RosterPlayerUi>, val error: String? = null)

class PlayersPresenter(private val store: TallyStore) : Presenter<PlayersUiState>(PlayersUiState(emptyList())) {
    init {
        reload()
    }

    fun reload() {
        mutableState.value = try {
            PlayersUiState(store.roster().map { RosterPlayerUi(it.id, it.name, it.colour, argbOf(it.colour), it.games) })
        } catch (error: TallyException) {
            PlayersUiState(emptyList(), error.reason())
        }
    }

    private fun guard(body: () -> Unit): Boolean = try {
        body()
        reload()
        true
    } catch (error: TallyException) {
        update { it.copy(error = error.reason()) }
        false
    }

    fun add(name: String, colour: Colour) = guard { store.addRosterPlayer(name, colour) }

    fun rename(id: Long, name: String) = guard { store.renameRosterPlayer(id, name) }

    fun recolour(id: Long, colour: Colour) = guard { store.recolourRosterPlayer(id, colour) }
}

// ---- settings ---------------------------------------------------------------------------

sealed interface TransferResult {
    data class Imported(val imported: Int, val skipped: Int) : TransferResult

    data class Exported(val games: Int, val bytes: Int) : TransferResult

    data class Failed(val reason: String) : TransferResult
}

data class SettingsUiState(val games: Int, val last: TransferResult? = null)

class SettingsPresenter(private val store: TallyStore) : Presenter<SettingsUiState>(SettingsUiState(0)) {
    init {
        reload()
    }

    private fun count() = try {
        store.history(HistoryFilter()).size
    } catch (_: TallyException) {
        0
    }

    fun reload() = update { it.copy(games = count()) }

    /** The export document of every game, for the share sheet (null: refused, see `last`). */
    fun exportAll(): String? = try {
        store.exportGames(emptyList()).also { update { s -> s.copy(last = TransferResult.Exported(count(), it.length)) } }
    } catch (error: TallyException) {
        update { it.copy(last = TransferResult.Failed(error.reason())) }
        null
    }

    /** Imports a document picked by the user; nothing is written unless all of it is valid. */
    fun import(json: String) {
        val result = try {
            val report = store.importGames(json)
            TransferResult.Imported(report.imported.size, report.skipped.size)
        } catch (error: TallyException) {
            TransferResult.Failed(error.reason())
        }
        mutableState.value = SettingsUiState(count(), result)
    }
}
