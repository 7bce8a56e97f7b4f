// What a player entered in a dispatch tile's form (a count, the smallest feature's
// form, a meeple's feature): plain values, saved in a SavedStateHandle as JSON so a
// half-filled dispatch survives process death, and handed to the core as the tile
// choice's inputs. Scorings never come here: they are the core's ScoringDraft.
package app.tally.designsystem.form

import app.tally.core.Form
import app.tally.core.FormField
import app.tally.core.InputKind
import app.tally.core.InputValue
import app.tally.core.Inputs
import app.tally.core.PlayerInputs
import kotlinx.serialization.Serializable

@Serializable
data class FormValues(
    /** Counts and toggles (0/1) by field name. */
    val numbers: Map<String, Long> = emptyMap(),
    /** Choices and players by field name; a player field absent means nobody. */
    val texts: Map<String, String> = emptyMap(),
    /** Per-player counts and toggles: field name → player id → value. */
    val perPlayer: Map<String, Map<String, Long>> = emptyMap(),
) {
    fun number(field: FormField): Long = numbers[field.name] ?: field.default

    fun text(field: FormField): String? = when (field.kind) {
        InputKind.CHOICE -> texts[field.name] ?: field.defaultOption ?: field.options.firstOrNull()?.key
        else -> texts[field.name]
    }

    fun playerNumber(field: FormField, player: String): Long = perPlayer[field.name]?.get(player) ?: field.default

    fun withNumber(field: FormField, value: Long) = copy(numbers = numbers + (field.name to value.coerceIn(field.min, field.max)))

    fun withText(field: FormField, value: String?) =
        copy(texts = if (value == null) texts - field.name else texts + (field.name to value))

    fun withPlayerNumber(field: FormField, player: String, value: Long): FormValues {
        val row = (perPlayer[field.name] ?: emptyMap()) + (player to value.coerceIn(field.min, field.max))
        return copy(perPlayer = perPlayer + (field.name to row))
    }

    /** The item-level inputs of [form] as the player sees them. */
    fun inputs(form: Form): Inputs = form.fields.filterNot { it.isPerPlayer }.mapNotNull { field ->
        when (field.kind) {
            InputKind.COUNT -> field.name to InputValue.Int(number(field))
            InputKind.TOGGLE -> field.name to InputValue.Bool(number(field) != 0L)
            InputKind.CHOICE, InputKind.PLAYER -> text(field)?.let { field.name to InputValue.Text(it) }
            else -> null
        }
    }.toMap()

    /** The per-player inputs of [form] for the players of the game. */
    fun players(form: Form, playerIds: List<String>): List<PlayerInputs> = playerIds.mapNotNull { player ->
        val values = form.fields.filter { it.isPerPlayer }.mapNotNull { field ->
            val given = perPlayer[field.name]?.get(player)
            val value = given ?: field.default
            if (given == null && !field.required) return@mapNotNull null
            field.name to if (field.kind == InputKind.PER_PLAYER_TOGGLE) InputValue.Bool(value != 0L) else InputValue.Int(value)
        }.toMap()
        if (values.isEmpty()) null else PlayerInputs(player, values)
    }
}

val FormField.isPerPlayer: Boolean get() = kind == InputKind.PER_PLAYER_COUNT || kind == InputKind.PER_PLAYER_TOGGLE
