//! The language Tally speaks: `--lang`, else the locale of the environment (`LC_ALL`,
//! `LC_MESSAGES`, `LANG`, in POSIX order), handed to the core, which produces every
//! text in it (English where it has no translation).

/// Chooses the language; returns the code the core uses.
pub fn choose(explicit: Option<&str>) -> &'static str {
    let from_environment = || {
        ["LC_ALL", "LC_MESSAGES", "LANG"]
            .iter()
            .find_map(|name| std::env::var(name).ok().filter(|value| !value.is_empty()))
    };
    let tag = explicit.map(str::to_owned).or_else(from_environment).unwrap_or_default();
    tally_core::l10n::set_locale(&tag)
}
