// New game: seats (roster players or new names, each with a colour), the edition, the
// expansions grouped by selector tab as in Part C of the reference (each with its
// components), the presets (Big Box 1-7, ...) and the rule variants. Everything comes
// from the core's catalog functions.
package app.tally.presentation

import app.tally.core.Colour
import app.tally.core.Edition
import app.tally.core.ExpansionGroup
import app.tally.core.NewGame
import app.tally.core.NewSeat
import app.tally.core.RulesetInput
import app.tally.core.TallyException
import app.tally.core.TallyStore
import app.tally.core.VariantSetting
import app.tally.core.editions
import app.tally.core.expansions
import app.tally.core.presetRuleset
import app.tally.core.presets
import app.tally.core.variantOptions

data class SeatDraft(val rosterId: Long?, val name: String, val colour: Colour)

data class ComponentUi(val key: String, val name: String, val selected: Boolean)

data class ExpansionUi(val key: String, val name: String, val components: List<ComponentUi>) {
    val allSelected: Boolean get() = components.all { it.selected }
    val anySelected: Boolean get() = components.any { it.selected }
}

data class ExpansionGroupUi(val group: ExpansionGroup, val expansions: List<ExpansionUi>) {
    val selectedCount: Int get() = expansions.count { it.anySelected }
}

data class VariantUi(val key: String, val label: String, val options: List<Pair<String, String>>, val value: String, val default: String)

data class PresetUi(val key: String, val name: String, val confirmed: Boolean)

data class NewGameUiState(
    val roster: List<RosterPlayerUi>,
    val seats: List<SeatDraft>,
    val editions: List<Pair<Edition, String>>,
    val edition: Edition,
    val groups: List<ExpansionGroupUi>,
    val presets: List<PresetUi>,
    val preset: String?,
    val variants: List<VariantUi>,
    val error: String? = null,
    val startedGameId: Long? = null,
) {
    val freeColours: List<Colour> get() = Colour.entries.filter { c -> seats.none { it.colour == c } }
    val canStart: Boolean get() = seats.size in 2..8 && seats.all { it.name.isNotBlank() }
    val selectedExpansions: Int get() = groups.sumOf { it.selectedCount }
}

class NewGamePresenter(private val store: TallyStore) : Presenter<NewGameUiState>(initial(store)) {
    private val catalog = expansions()

    fun addRosterPlayer(rosterId: Long) = update { s ->
        val player = s.roster.firstOrNull { it.id == rosterId } ?: return@update s
        if (s.seats.any { it.rosterId == rosterId } || s.seats.size >= 8) return@update s
        val colour = player.colour.takeIf { it in s.freeColours } ?: s.freeColours.first()
        s.copy(seats = s.seats + SeatDraft(rosterId, player.name, colour), error = null)
    }

    fun addNewPlayer(name: String) = update { s ->
        if (s.seats.size >= 8 || name.isBlank()) return@update s
        s.copy(seats = s.seats + SeatDraft(null, name.trim(), s.freeColours.first()), error = null)
    }

    fun removeSeat(index: Int) = update { s -> s.copy(seats = s.seats.filterIndexed { i, _ -> i != index }) }

    /** Moves a seat one place earlier in the turn order. */
    fun moveUp(index: Int) = update { s ->
        if (index <= 0 || index >= s.seats.size) return@update s
        val seats = s.seats.toMutableList()
        seats[index] = seats[index - 1].also { seats[index - 1] = seats[index] }
        s.copy(seats = seats)
    }

    /** Gives a seat a colour; a seat that had it takes the old colour instead. */
    fun setColour(index: Int, colour: Colour) = update { s ->
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

    fun selectEdition(edition: Edition) = update { it.copy(edition = edition, preset = null) }

    /** Selects or clears every component of an expansion. */
    fun toggleExpansion(key: String) = update { s ->
        s.copy(
            preset = null,
            groups = s.groups.map { g ->
                g.copy(
                    expansions = g.expansions.map { e ->
                        if (e.key != key) e else e.copy(components = e.components.map { it.copy(selected = !e.allSelected) })
                    },
                )
            },
        )
    }

    fun toggleComponent(key: String) = update { s ->
        s.copy(
            preset = null,
            groups = s.groups.map { g ->
                g.copy(
                    expansions = g.expansions.map { e ->
                        e.copy(components = e.components.map { if (it.key == key) it.copy(selected = !it.selected) else it })
                    },
                )
            },
        )
    }

    fun applyPreset(key: String) {
        try {
            val ruleset = presetRuleset(key)
            update { s ->
                s.copy(
                    preset = key, edition = ruleset.edition, groups = selection(ruleset.expansions),
                    variants = s.variants.map { v -> v.copy(value = ruleset.variants.firstOrNull { it.key == v.key }?.value ?: v.default) },
                    error = null,
                )
            }
        } catch (error: TallyException) {
            update { it.copy(error = error.reason()) }
        }
    }

    fun setVariant(key: String, value: String) =
        update { s -> s.copy(variants = s.variants.map { if (it.key == key) it.copy(value = value) else it }) }

    /** Expansion keys where every component is chosen, component keys otherwise. */
    fun ruleset(s: NewGameUiState = state.value): RulesetInput = RulesetInput(
        edition = s.edition,
        expansions = s.groups.flatMap { it.expansions }.flatMap { e ->
            when {
                e.allSelected -> listOf(e.key)
                else -> e.components.filter { it.selected }.map { it.key }
            }
        },
        variants = s.variants.filter { it.value != it.default }.map { VariantSetting(it.key, it.value) },
    )

    /** Starts the game; its id (also in the state), or null with the reason shown. */
    fun start(): Long? = try {
        val s = state.value
        val game = NewGame(s.seats.map { NewSeat(it.rosterId, it.name, it.colour) }, ruleset(s))
        val id = store.newGame(game).use { it.gameId() }
        update { it.copy(startedGameId = id, error = null) }
        id
    } catch (error: TallyException) {
        update { it.copy(error = error.reason()) }
        null
    }

    private fun selection(keys: List<String>): List<ExpansionGroupUi> = groupsOf(catalog.map { e ->
        val all = e.key in keys
        ExpansionUi(e.key, e.name, e.components.map { ComponentUi(it.key, it.name, all || it.key in keys) })
    })

    private companion object {
        val groupOrder = listOf(ExpansionGroup.MAJOR, ExpansionGroup.MINOR, ExpansionGroup.OTHER, ExpansionGroup.PRINT_AND_PLAY, ExpansionGroup.FAN)

        fun groupsOf(all: List<ExpansionUi>): List<ExpansionGroupUi> {
            val byKey = expansions().associate { it.key to it.group }
            return groupOrder.map { group -> ExpansionGroupUi(group, all.filter { byKey[it.key] == group }) }
                .filter { it.expansions.isNotEmpty() }
        }

        fun initial(store: TallyStore): NewGameUiState {
            val roster = try {
                store.roster().map { RosterPlayerUi(it.id, it.name, it.colour, argbOf(it.colour), it.games) }
            } catch (_: TallyException) {
                emptyList()
            }
            return NewGameUiState(
                roster = roster,
                seats = emptyList(),
                editions = editions().map { it.edition to it.name },
                edition = Edition.C3,
                groups = groupsOf(expansions().map { e -> ExpansionUi(e.key, e.name, e.components.map { ComponentUi(it.key, it.name, false) }) }),
                presets = presets().map { PresetUi(it.key, it.name, it.confirmed) },
                preset = null,
                variants = variantOptions().map { v ->
                    VariantUi(v.key, v.label, v.options.map { it.key to it.label }, v.defaultValue, v.defaultValue)
                },
            )
        }
    }
}
