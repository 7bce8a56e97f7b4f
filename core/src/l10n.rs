//! The language Tally speaks: the locale the front-end chose (the system's), which
//! every text a player reads is produced in. English until another language is
//! chosen; a language Tally does not speak falls back to English.

use std::sync::RwLock;

/// The languages Tally speaks, by their BCP 47 language code.
pub const LANGUAGES: [&str; 7] = ["en", "de", "fr", "ro", "cs", "ru", "nl"];

static CURRENT: RwLock<&str> = RwLock::new("en");

/// Chooses the language from a locale tag (`fr-FR`, `cs_CZ.UTF-8`, `de`); returns
/// the language code used (English when Tally does not speak it).
pub fn set_locale(tag: &str) -> &'static str {
    let code = tag.split(['-', '_', '.', '@']).next().unwrap_or_default().to_ascii_lowercase();
    let chosen = LANGUAGES.into_iter().find(|language| *language == code).unwrap_or("en");
    *CURRENT.write().unwrap_or_else(std::sync::PoisonError::into_inner) = chosen;
    chosen
}

/// The language code in use.
pub fn language() -> &'static str {
    *CURRENT.read().unwrap_or_else(std::sync::PoisonError::into_inner)
}
