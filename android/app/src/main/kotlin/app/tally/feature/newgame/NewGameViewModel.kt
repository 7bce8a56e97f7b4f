// New game: seats, edition, expansions, presets and variants; the ruleset is sent as
// the core describes it (an expansion's key when all of its components are chosen,
// else the components' keys) and the core validates it when the game starts.
package app.tally.feature.newgame

import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import app.tally.core.Colour
import app.tally.core.Edition
import app.tally.core.GameSeat
import app.tally.core.RulesetSpec
import app.tally.data.TallyCore
import app.tally.data.reason
import app.tally.ffi.editions
import app.tally.ffi.expansions
import app.tally.ffi.presetRuleset
import app.tally.ffi.presets
import app.tally.ffi.variantChoices
import app.tally.ffi.withVariant
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.flow.update
import kotlinx.coroutines.launch

class NewGameViewModel(private val core: TallyCore) : ViewModel() {
    private val state = MutableStateFlow(NewGameUiState())
    val uiState: StateFlow<NewGameUiState> = state.asStateFlow()

    init {
        viewModelScope.launch {
            core.work.call {
                NewGameUiState(
                    roster = core.store.roster(), editions = editions(), expansions = expansions(),
                    presets = presets(), variants = variantChoices(),
                )
            }.onSuccess { state.value = it }.onFailure { error -> state.update { it.copy(error = error.reason()) } }
        }
    }

    fun addRosterPlayer(rosterId: Long) = state.update { s ->
        val player = s.roster.firstOrNull { it.id == rosterId } ?: return@update s
        if (s.seats.any { it.rosterId == rosterId } || s.freeColours.isEmpty()) return@update s
        val colour = player.colour.takeIf { it in s.freeColours } ?: s.freeColours.first()
        s.copy(seats = s.seats + SeatDraft(rosterId, player.name, colour), error = null)
    }

    fun addNewPlayer(name: String) = state.update { s ->
        if (name.isBlank() || s.freeColours.isEmpty()) return@update s
        s.copy(seats = s.seats + SeatDraft(null, name.trim(), s.freeColours.first()), error = null)
    }

    fun removeSeat(index: Int) = state.update { s -> s.copy(seats = s.seats.filterIndexed { i, _ -> i != index }) }

    /** Moves a seat one place earlier in the turn order. */
    fun moveUp(index: Int) = state.update { s ->
        if (index <= 0 || index >= s.seats.size) return@update s
        val seats = s.seats.toMutableList()
        seats[index] = seats[index - 1].also { seats[index - 1] = seats[index] }
        s.copy(seats = seats)
    }

    /** Gives a seat a colour; a seat that had it takes the old colour. */
    fun setColour(index: Int, colour: Colour) = state.update { s ->
        val old = s.seats[index].colour
        s.copy(
            seats = s.seats.mapIndexed { i, seat ->
                when {
                    i == index -> seat.copy(colour = colour)
                    seat.colour == colour -> seat.copy(colour = old)
                    else -> seat
                }
            },
        )
    }

    fun selectEdition(edition: Edition) = state.update { it.copy(edition = edition, preset = null) }

    /** Chooses or clears every component of an expansion. */
    fun toggleExpansion(key: String) = state.update { s ->
        val expansion = s.expansions.first { it.key == key }
        val keys = expansion.components.map { it.key }.toSet()
        s.copy(preset = null, components = if (s.isChosen(expansion)) s.components - keys else s.components + keys)
    }

    fun toggleComponent(key: String) = state.update { s ->
        s.copy(preset = null, components = if (key in s.components) s.components - key else s.components + key)
    }

    fun applyPreset(key: String) {
        viewModelScope.launch {
            core.work.call { presetRuleset(key) }.fold(
                { ruleset ->
                    state.update { s ->
                        val chosen = s.expansions.flatMap { e ->
                            if (e.key in ruleset.expansions) e.components.map { it.key } else e.components.map { it.key }.filter { it in ruleset.expansions }
                        }.toSet()
                        s.copy(preset = key, edition = ruleset.edition, components = chosen, variantOptions = emptyMap(), error = null)
                    }
                },
                { error -> state.update { it.copy(error = error.reason()) } },
            )
        }
    }

    fun setVariant(key: String, option: String) = state.update { it.copy(variantOptions = it.variantOptions + (key to option)) }

    /** Starts the game; its id lands in the state (the screen then opens its scoreboard). */
    fun start() {
        val s = state.value
        viewModelScope.launch {
            core.work.call {
                val base = presetRuleset(s.presets.first().key).variants
                val variants = s.variantOptions.entries.fold(base) { v, (key, option) -> withVariant(v, key, option) }
                val expansionKeys = s.expansions.flatMap { e ->
                    when {
                        s.isChosen(e) -> listOf(e.key)
                        else -> e.components.map { it.key }.filter { it in s.components }
                    }
                }
                val seats = s.seats.map { GameSeat(it.rosterId, it.name, it.colour) }
                core.store.newGame(seats, RulesetSpec(s.edition, expansionKeys, variants)).use { it.gameId() }
            }.fold(
                { id -> state.update { it.copy(startedGameId = id, error = null) } },
                { error -> state.update { it.copy(error = error.reason()) } },
            )
        }
    }
}
