//! The global choice of language (`set_locale`, what the apps and the command line
//! call once with the system's locale). Alone in its test binary: the choice is
//! process-wide, and every other test reads English.

use tally_core::Error;
use tally_core::l10n::{language, set_locale};

#[test]
fn the_system_locale_chooses_the_language_of_every_text() {
    assert_eq!(set_locale("cs_CZ.UTF-8"), "cs");
    assert_eq!(language(), "cs");
    assert_eq!(Error::NothingToUndo.to_string(), "není co vrátit");
    assert_eq!(tally_core::rules::Step::AnyTime.title().text(), "Kdykoli během vašeho tahu");
    assert_eq!(set_locale("ru-RU"), "ru");
    assert_eq!(Error::GameFinished.to_string(), "игра окончена: сначала откройте её снова");
    assert_eq!(set_locale("pt_BR"), "en", "a language Tally does not speak is English");
    assert_eq!(Error::NothingToUndo.to_string(), "nothing to undo");
}
