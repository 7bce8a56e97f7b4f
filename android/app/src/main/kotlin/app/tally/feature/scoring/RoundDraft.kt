// A scoring round being filled in: the features and events one moment of the table
// scores together ("another feature completed by this tile"), each with the values
// the player entered, and the figure each receiver chose. It is plain serializable
// data, saved in the SavedStateHandle on every change, so a half-filled form survives
// process death; `command` turns it into the core's command.
package app.tally.feature.scoring

import app.tally.core.Command
import app.tally.core.EventRecording
import app.tally.core.FeatureScoring
import app.tally.core.Form
import app.tally.core.RoundItem
import app.tally.core.ScoringRound
import app.tally.core.Step
import app.tally.core.When
import app.tally.designsystem.form.FormValues
import kotlinx.serialization.Serializable

@Serializable
data class ItemDraft(
    /** A feature (true) or an event / end-game item (false). */
    val isFeature: Boolean,
    val key: String,
    /** The step an event is recorded at (its name in the core's `Step` enum), if it says. */
    val step: String? = null,
    /** The moment a feature counts at, when an edit must keep it (`When` enum name). */
    val moment: String? = null,
    val values: FormValues = FormValues(),
)

@Serializable
data class RoundDraft(
    val items: List<ItemDraft>,
    /** The item whose form is open. */
    val current: Int = 0,
    /** Which figure moves for whom (player id → 0 or 1); absent: the core's default. */
    val figures: Map<String, Int> = emptyMap(),
    /** The players confirmed that nobody scores. */
    val nobodyScores: Boolean = false,
) {
    fun withValues(index: Int, values: FormValues) =
        copy(items = items.mapIndexed { i, item -> if (i == index) item.copy(values = values) else item })

    fun adding(item: ItemDraft) = copy(items = items + item, current = items.size)

    fun removing(index: Int) =
        copy(items = items.filterIndexed { i, _ -> i != index }, current = current.coerceAtMost(items.size - 2).coerceAtLeast(0))

    /**
     * The command of this round with [forms] (one per item): a feature or event on its
     * own, or one `ScoreRound` of several, settled once at its end.
     */
    fun command(forms: List<Form>, playerIds: List<String>): Command {
        val chosen = figures.mapValues { it.value.toUInt() }
        fun feature(item: ItemDraft, form: Form, figures: Map<String, UInt>) = FeatureScoring(
            feature = item.key, `when` = item.moment?.let { When.valueOf(it) },
            inputs = item.values.inputs(form), players = item.values.players(form, playerIds),
            figures = figures, nobodyScores = nobodyScores,
        )
        fun event(item: ItemDraft, form: Form, figures: Map<String, UInt>) = EventRecording(
            event = item.key, inputs = item.values.inputs(form), players = item.values.players(form, playerIds),
            figures = figures, step = item.step?.let { Step.valueOf(it) }, nobodyScores = nobodyScores,
        )
        if (items.size == 1) {
            val item = items.single()
            return if (item.isFeature) Command.ScoreFeature(feature(item, forms.single(), chosen))
            else Command.RecordEvent(event(item, forms.single(), chosen))
        }
        return Command.ScoreRound(
            ScoringRound(
                items = items.mapIndexed { i, item ->
                    if (item.isFeature) RoundItem.Feature(feature(item, forms[i], emptyMap()))
                    else RoundItem.Event(event(item, forms[i], emptyMap()))
                },
                figures = chosen,
            ),
        )
    }

    companion object {
        /** The draft of a recorded command (to edit a past entry); null for a command that is no scoring. */
        fun of(command: Command, formOf: (ItemDraft) -> Form): RoundDraft? {
            fun featureItem(s: FeatureScoring) = ItemDraft(true, s.feature, moment = s.`when`?.name).let { d ->
                d.copy(values = FormValues.of(formOf(d), s.inputs, s.players))
            }
            fun eventItem(r: EventRecording) = ItemDraft(false, r.event, step = r.step?.name).let { d ->
                d.copy(values = FormValues.of(formOf(d), r.inputs, r.players))
            }
            fun figuresOf(map: Map<String, UInt>) = map.mapValues { it.value.toInt() }
            return when (command) {
                is Command.ScoreFeature -> RoundDraft(listOf(featureItem(command.v1)), figures = figuresOf(command.v1.figures), nobodyScores = command.v1.nobodyScores)
                is Command.RecordEvent -> RoundDraft(listOf(eventItem(command.v1)), figures = figuresOf(command.v1.figures), nobodyScores = command.v1.nobodyScores)
                is Command.ScoreRound -> RoundDraft(
                    command.v1.items.map { item ->
                        when (item) {
                            is RoundItem.Feature -> featureItem(item.v1)
                            is RoundItem.Event -> eventItem(item.v1)
                        }
                    },
                    figures = figuresOf(command.v1.figures),
                )
                else -> null
            }
        }
    }
}
