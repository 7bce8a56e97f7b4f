// A form rendered from the core's schema (InputSpec list): its fields and their
// values, and the request parts (inputs, per-player inputs) built from them. Used by
// the scoring forms, the dispatch prompt and the end-game walkthrough.
package app.tally.presentation

import app.tally.core.InputKind
import app.tally.core.InputSpec
import app.tally.core.InputValue
import app.tally.core.NamedInput
import app.tally.core.PlayerInput

/** One input and its current value(s). */
data class FormField(
    val name: String,
    val kind: InputKind,
    val label: String,
    val help: String,
    val rule: String,
    val min: Long,
    val max: Long,
    val default: Long,
    val options: List<Pair<String, String>>,
    /** Count / Toggle (0 or 1). */
    val number: Long = default,
    /** Choice key; Player id (null: nobody). */
    val text: String? = null,
    /** PerPlayerCount / PerPlayerToggle, by player id. */
    val perPlayer: Map<String, Long> = emptyMap(),
) {
    val isPerPlayer: Boolean get() = kind == InputKind.PER_PLAYER_COUNT || kind == InputKind.PER_PLAYER_TOGGLE
}

fun InputSpec.toField(playerIds: List<String>): FormField {
    val field = FormField(
        name = name, kind = kind, label = label, help = help, rule = rule, min = min, max = max,
        default = defaultValue, options = options.map { it.key to it.label },
        text = if (kind == InputKind.CHOICE) defaultOption ?: options.firstOrNull()?.key else null,
    )
    return if (field.isPerPlayer) field.copy(perPlayer = playerIds.associateWith { defaultValue }) else field
}

/** The immutable state of a form; every change returns a new one. */
data class FormModel(val fields: List<FormField>) {
    fun field(name: String): FormField = fields.first { it.name == name }

    private fun change(name: String, body: (FormField) -> FormField) =
        FormModel(fields.map { if (it.name == name) body(it) else it })

    fun withNumber(name: String, value: Long) = change(name) { it.copy(number = value.coerceIn(it.min, it.max)) }

    fun withText(name: String, value: String?) = change(name) { it.copy(text = value) }

    fun withPlayerNumber(name: String, player: String, value: Long) =
        change(name) { it.copy(perPlayer = it.perPlayer + (player to value.coerceIn(it.min, it.max))) }

    /** The feature or event inputs (per-player ones apart). */
    fun inputs(): List<NamedInput> = fields.filterNot { it.isPerPlayer }.mapNotNull { field ->
        when (field.kind) {
            InputKind.COUNT -> NamedInput(field.name, InputValue.Count(field.number))
            InputKind.TOGGLE -> NamedInput(field.name, InputValue.Toggle(field.number != 0L))
            InputKind.CHOICE -> field.text?.let { NamedInput(field.name, InputValue.Choice(it)) }
            InputKind.PLAYER -> field.text?.let { NamedInput(field.name, InputValue.Player(it)) }
            else -> null
        }
    }

    /**
     * Per-player inputs of the players the form involves: those with a value other than
     * the default (a player left out has none, as the core reads it).
     */
    fun players(playerIds: List<String>): List<PlayerInput> = playerIds.mapNotNull { player ->
        val values = fields.filter { it.isPerPlayer }.mapNotNull { field ->
            val value = field.perPlayer[player] ?: field.default
            if (value == field.default) {
                null
            } else if (field.kind == InputKind.PER_PLAYER_TOGGLE) {
                NamedInput(field.name, InputValue.Toggle(value != 0L))
            } else {
                NamedInput(field.name, InputValue.Count(value))
            }
        }
        if (values.isEmpty()) null else PlayerInput(player, values)
    }

    companion object {
        fun of(specs: List<InputSpec>, playerIds: List<String>) = FormModel(specs.map { it.toField(playerIds) })
    }
}
