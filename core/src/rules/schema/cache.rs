//! The forms that scoring validates against, kept per thread once built: a game
//! scores the same few features and events under one ruleset all along, and
//! building a form is about a quarter of scoring a feature (measured with
//! callgrind: 10,000 of 46,000 instructions for a city). Forms hold messages, never
//! rendered text, so a form built in one language serves every other.

use std::cell::RefCell;
use std::rc::Rc;

use crate::rules::When;
use crate::ruleset::Ruleset;

use super::Schema;

/// Forms kept per thread; past it the cache starts again (a table plays one ruleset).
const CAPACITY: usize = 64;

/// Whose form it is: features and events have keys of their own, which may meet.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Item {
    Feature(&'static str),
    Event(&'static str),
}

/// A form is known by its item, the moment and the ruleset it was built for.
type Entry = (Item, When, Ruleset, Rc<Schema>);

thread_local! {
    static FORMS: RefCell<Vec<Entry>> = const { RefCell::new(Vec::new()) };
}

/// The form of `item` at `when` under `ruleset`: the one built before on this
/// thread, or `build`'s, kept for next time.
pub(crate) fn form(item: Item, when: When, ruleset: &Ruleset, build: impl FnOnce() -> Schema) -> Rc<Schema> {
    let found = FORMS.with_borrow(|forms| {
        forms
            .iter()
            .find(|(key, at, rules, _)| *key == item && *at == when && rules == ruleset)
            .map(|(_, _, _, form)| Rc::clone(form))
    });
    if let Some(form) = found {
        return form;
    }
    let form = Rc::new(build());
    FORMS.with_borrow_mut(|forms| {
        if forms.len() >= CAPACITY {
            forms.clear();
        }
        forms.push((item, when, ruleset.clone(), Rc::clone(&form)));
    });
    form
}
