// The taps of a scoring form, each one action on the scoring draft. A view model
// says how an action is applied (on the phone's own game, or on a joined table's)
// and how the list of features to add opens; the taps are the same everywhere.

package app.tally.feature.scoring

import app.tally.core.DraftAction
import app.tally.core.InputValue
import app.tally.core.Step

/** What a scoring form's controls do to the draft, over one [act] per view model. */
interface DraftTaps {
    /** Applies one action to the draft and shows the core's answer. */
    fun act(action: DraftAction)

    /** Shows or hides the list of features to add. */
    fun chooseAnother(open: Boolean)

    fun set(item: UInt, field: String, player: String?, value: InputValue) = act(DraftAction.Set(item, field, player, value))

    fun adjust(item: UInt, field: String, player: String?, by: Long) = act(DraftAction.Adjust(item, field, player, by))

    fun clear(item: UInt, field: String, player: String?) = act(DraftAction.Clear(item, field, player))

    fun selectItem(item: UInt) = act(DraftAction.Select(item))

    fun removeItem(item: UInt) = act(DraftAction.Remove(item))

    fun chooseStep(item: UInt, step: Step) = act(DraftAction.ChooseStep(item, step))

    fun chooseFigure(player: String, figure: UInt) = act(DraftAction.ChooseFigure(player, figure, null))

    fun confirmNobodyScores(confirmed: Boolean) = act(DraftAction.ConfirmNobodyScores(confirmed))

    /** "Another feature completed by this tile": adds it to the round. */
    fun add(addable: Addable) {
        chooseAnother(false)
        act(DraftAction.Add(addable.kind, addable.key, null))
    }
}
