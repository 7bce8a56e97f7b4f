//! The language Tally speaks: `--lang`, else the locale of the environment (`LC_ALL`,
//! `LC_MESSAGES`, `LANG`, in POSIX order), handed to the core, which produces every
//! text in it (English where it has no translation); the command line's own texts
//! ([`crate::l10n`]) follow the same choice. It is chosen before clap reads the
//! command line ([`scan`]), so that `--help` and clap's refusals come after it.

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

/// The value of `--lang` among the arguments (`--lang de`, `--lang=de`), before clap
/// reads them; the last one wins, as with clap. Arguments after `--` are not options.
pub fn scan(args: impl IntoIterator<Item = std::ffi::OsString>) -> Option<String> {
    let mut args = args.into_iter().skip(1);
    let mut found = None;
    while let Some(arg) = args.next() {
        let Some(arg) = arg.to_str() else { continue };
        if arg == "--" {
            break;
        }
        if arg == "--lang" {
            found = args.next().and_then(|value| value.into_string().ok());
        } else if let Some(value) = arg.strip_prefix("--lang=") {
            found = Some(value.to_owned());
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scanned(args: &[&str]) -> Option<String> {
        scan(std::iter::once("tally").chain(args.iter().copied()).map(std::ffi::OsString::from))
    }

    #[test]
    fn lang_is_found_before_clap_reads_the_arguments() {
        assert_eq!(scanned(&["--lang", "de", "show"]).as_deref(), Some("de"));
        assert_eq!(scanned(&["show", "--lang=fr_FR.UTF-8"]).as_deref(), Some("fr_FR.UTF-8"));
        assert_eq!(scanned(&["show"]), None);
        assert_eq!(scanned(&["correct", "red", "2", "--", "--lang", "de"]), None);
    }
}
