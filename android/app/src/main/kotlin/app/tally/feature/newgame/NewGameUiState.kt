// New game: the seats in turn order (roster players or new names, each with a
// colour), the edition, the expansions (each with its components, grouped as the
// core groups them), the presets and the rule variants, all from the core's catalogue.
package app.tally.feature.newgame

import app.tally.core.Colour
import app.tally.core.Edition
import app.tally.core.EditionChoice
import app.tally.core.ExpansionChoice
import app.tally.core.PresetChoice
import app.tally.core.RosterPlayer
import app.tally.core.VariantChoice

data class SeatDraft(val rosterId: Long?, val name: String, val colour: Colour)

/** What keeps the seats from starting a game. */
sealed interface SeatProblem {
    data object TooFew : SeatProblem
    data object TooMany : SeatProblem
    data object MissingName : SeatProblem
    data class SameName(val name: String) : SeatProblem
    data object SameColour : SeatProblem
}

/** How many players a game seats. */
val PLAYER_LIMITS = 2..8

data class NewGameUiState(
    val roster: List<RosterPlayer> = emptyList(),
    val seats: List<SeatDraft> = emptyList(),
    val editions: List<EditionChoice> = emptyList(),
    val edition: Edition = Edition.C3,
    val expansions: List<ExpansionChoice> = emptyList(),
    /** The component keys chosen. */
    val components: Set<String> = emptySet(),
    val presets: List<PresetChoice> = emptyList(),
    val preset: String? = null,
    val variants: List<VariantChoice> = emptyList(),
    /** The option chosen for each variant (absent: its first option). */
    val variantOptions: Map<String, String> = emptyMap(),
    val error: String? = null,
    val startedGameId: Long? = null,
) {
    val freeColours: List<Colour> get() = Colour.entries.filter { c -> seats.none { it.colour == c } }
    /** Too few or too many players, a name missing, a name or a colour twice (names alike whatever their case). */
    val problems: List<SeatProblem>
        get() = buildList {
            if (seats.size < PLAYER_LIMITS.first) add(SeatProblem.TooFew)
            if (seats.size > PLAYER_LIMITS.last) add(SeatProblem.TooMany)
            if (seats.any { it.name.isBlank() }) add(SeatProblem.MissingName)
            seats.map { it.name.trim() }.filter { it.isNotEmpty() }.groupBy { it.lowercase() }.values
                .filter { it.size > 1 }.forEach { add(SeatProblem.SameName(it.first())) }
            if (seats.map { it.colour }.distinct().size < seats.size) add(SeatProblem.SameColour)
        }
    val canStart: Boolean get() = problems.isEmpty()

    fun isChosen(expansion: ExpansionChoice) = expansion.components.isNotEmpty() && expansion.components.all { it.key in components }

    fun isPartly(expansion: ExpansionChoice) = expansion.components.any { it.key in components }
}
