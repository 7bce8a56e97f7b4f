//! clap's refusals of a command line — "unrecognized subcommand", "unexpected
//! argument", "the following required arguments were not provided", their tips,
//! their `Usage:` line and "For more information, try '--help'." — in the language
//! in use, for `tally` ([`render`]) and for a line of the session ([`one_line`]).
//!
//! clap writes them from English of its own and offers no way to translate them;
//! what it offers is the refusal's kind and its context (the argument, the value,
//! the suggestions, the usage). This writes the refusal again from those, with the
//! messages `cli-clap-...` of `cli.ftl`, in the layout and styles of clap's own
//! ("rich") format, so that in English it reads byte for byte as clap's (the tests
//! below compare them). Three tips come from clap already written in English; they
//! are recognised by their words and written again, and any other is kept as clap
//! wrote it. A refusal of a kind this does not write is clap's own: too few or a
//! wrong number of values, which no argument of `tally` can meet (none takes a fixed
//! number of values).

use clap::builder::Styles;
use clap::error::{ContextKind, ContextValue, ErrorKind};

use crate::view::safe::safe;

/// clap's indentation of a tip or a listed argument.
const TAB: &str = "  ";

/// A refusal in its parts, each in the language in use and styled as clap styles it.
struct Refusal {
    /// What is wrong (a listed argument on a line of its own).
    message: String,
    /// The tips, each a line: "a similar subcommand exists: 'score'".
    tips: Vec<String>,
    /// The usage line, with the language's heading.
    usage: Option<String>,
    /// The flag that shows the help (`--help`), if the command has one.
    help: Option<String>,
}

/// The refusal `error` as `tally` prints it, in the language in use and with
/// `styles` (the command's); `None` for what is no refusal (a help, the version)
/// or a refusal this cannot write again, which clap prints itself.
pub fn render(error: &clap::Error, styles: &Styles) -> Option<String> {
    let refusal = refusal(error, styles)?;
    let style = styles.get_error();
    let mut out = format!("{style}{}{style:#} {}", say!("cli-clap-error"), refusal.message);
    if !refusal.tips.is_empty() {
        out.push('\n');
        for tip in &refusal.tips {
            out.push('\n');
            out.push_str(tip);
        }
    }
    if let Some(usage) = &refusal.usage {
        out.push_str("\n\n");
        out.push_str(usage);
    }
    match &refusal.help {
        Some(flag) => {
            let literal = styles.get_literal();
            let flag = format!("{literal}{flag}{literal:#}");
            out.push_str(&format!("\n\n{}\n", say!("cli-clap-more-information", flag = flag)));
        }
        None => out.push('\n'),
    }
    Some(out)
}

/// The refusal `error` of a line of the session, on one line and without styles:
/// what is wrong, the tips and the usage, joined by `; ` (no "error:", no pointer
/// to `--help`: the session's own `help` answers).
pub fn one_line(error: &clap::Error) -> String {
    let Some(refusal) = refusal(error, &Styles::plain()) else {
        let text = error.render().to_string();
        let lines: Vec<&str> = text
            .lines()
            .map(str::trim_end)
            .filter(|line| !line.is_empty() && !line.starts_with("For more information"))
            .map(|line| line.strip_prefix("error: ").unwrap_or(line))
            .collect();
        return lines.join("; ");
    };
    let usage = refusal.usage.map(|usage| anstream::adapter::strip_str(&usage).to_string());
    let lines = refusal.message.lines().chain(refusal.tips.iter().map(String::as_str));
    let lines = lines.chain(usage.iter().flat_map(|usage| usage.lines()));
    lines.map(str::trim_end).filter(|line| !line.is_empty()).collect::<Vec<_>>().join("; ")
}

/// `error`'s parts in the language in use, or `None` (see [`render`]).
fn refusal(error: &clap::Error, styles: &Styles) -> Option<Refusal> {
    let message = message(error, styles)?;
    let tips = tips(error, styles);
    let usage = match error.get(ContextKind::Usage) {
        Some(ContextValue::StyledStr(usage)) => {
            let usage = usage.ansi().to_string();
            Some(usage.replacen("Usage:", &say!("cli-heading-usage"), 1))
        }
        _ => None,
    };
    Some(Refusal { message, tips, usage, help: help_flag(error) })
}

/// The flag clap's own rendering points to ("For more information, try
/// '--help'."): clap keeps it to itself.
fn help_flag(error: &clap::Error) -> Option<String> {
    let text = error.render().to_string();
    let rest = text.split_once("For more information, try '")?.1;
    Some(rest.split_once('\'')?.0.to_owned())
}

/// What is wrong, in the language in use.
fn message(error: &clap::Error, styles: &Styles) -> Option<String> {
    let (invalid, valid, literal) = (styles.get_invalid(), styles.get_valid(), styles.get_literal());
    let text = |kind: ContextKind| match error.get(kind) {
        Some(ContextValue::String(text)) => Some(safe(text).into_owned()),
        _ => None,
    };
    let as_invalid = |text: &str| format!("{invalid}{text}{invalid:#}");
    let as_literal = |text: &str| format!("{literal}{text}{literal:#}");
    let message = match error.kind() {
        ErrorKind::InvalidSubcommand => {
            say!("cli-clap-unrecognized-subcommand", subcommand = as_invalid(&text(ContextKind::InvalidSubcommand)?))
        }
        ErrorKind::UnknownArgument => {
            say!("cli-clap-unexpected-argument", argument = as_invalid(&text(ContextKind::InvalidArg)?))
        }
        ErrorKind::InvalidValue => {
            let (argument, value) = (text(ContextKind::InvalidArg)?, text(ContextKind::InvalidValue)?);
            let mut message = match value.is_empty() {
                true => say!("cli-clap-value-required", argument = as_invalid(&argument)),
                false => say!("cli-clap-invalid-value", value = as_invalid(&value), argument = as_literal(&argument)),
            };
            message.push_str(&listing(error.get(ContextKind::ValidValue), &say!("cli-clap-possible-values"), styles));
            message
        }
        ErrorKind::MissingRequiredArgument => {
            let Some(ContextValue::Strings(arguments)) = error.get(ContextKind::InvalidArg) else { return None };
            let mut message = say!("cli-clap-missing-arguments");
            for argument in arguments {
                message.push_str(&format!("\n{TAB}{valid}{}{valid:#}", safe(argument)));
            }
            message
        }
        ErrorKind::MissingSubcommand => {
            let command = text(ContextKind::InvalidSubcommand)?;
            let mut message = say!("cli-clap-missing-subcommand", command = as_invalid(&command));
            message.push_str(&listing(error.get(ContextKind::ValidSubcommand), &say!("cli-clap-subcommands"), styles));
            message
        }
        ErrorKind::TooManyValues => say!(
            "cli-clap-too-many-values",
            value = as_invalid(&text(ContextKind::InvalidValue)?),
            argument = as_literal(&text(ContextKind::InvalidArg)?)
        ),
        ErrorKind::ValueValidation => {
            let (argument, value) = (text(ContextKind::InvalidArg)?, text(ContextKind::InvalidValue)?);
            let message = say!("cli-clap-invalid-value", value = as_invalid(&value), argument = as_literal(&argument));
            match std::error::Error::source(error) {
                // What the value's parser said, quoted as it is (a technical detail).
                Some(reason) => format!("{message}: {reason}"),
                None => message,
            }
        }
        ErrorKind::ArgumentConflict => conflict(error, styles)?,
        ErrorKind::NoEquals => say!("cli-clap-no-equals", argument = as_invalid(&text(ContextKind::InvalidArg)?)),
        ErrorKind::InvalidUtf8 => say!("cli-clap-invalid-utf8"),
        _ => return None,
    };
    Some(message)
}

/// "the argument '--a' cannot be used with '--b'" and its other shapes.
fn conflict(error: &clap::Error, styles: &Styles) -> Option<String> {
    let invalid = styles.get_invalid();
    let mut prior = error.get(ContextKind::PriorArg);
    let mut message = match (error.get(ContextKind::InvalidArg), error.get(ContextKind::InvalidSubcommand)) {
        (Some(ContextValue::String(argument)), _) => {
            let shown = format!("{invalid}{}{invalid:#}", safe(argument));
            if prior == Some(&ContextValue::String(argument.clone())) {
                prior = None;
                say!("cli-clap-used-twice", argument = shown)
            } else {
                say!("cli-clap-cannot-be-used-with", argument = shown)
            }
        }
        (_, Some(ContextValue::String(subcommand))) => {
            say!(
                "cli-clap-subcommand-cannot-be-used-with",
                subcommand = format!("{invalid}{}{invalid:#}", safe(subcommand))
            )
        }
        _ => return None,
    };
    match prior {
        Some(ContextValue::Strings(others)) => {
            message.push(':');
            for other in others {
                message.push_str(&format!("\n{TAB}{invalid}{}{invalid:#}", safe(other)));
            }
        }
        Some(ContextValue::String(other)) => message.push_str(&format!(" '{invalid}{}{invalid:#}'", safe(other))),
        Some(_) => message.push_str(&format!(" {}", say!("cli-clap-the-others"))),
        None => {}
    }
    Some(message)
}

/// "\n  [possible values: a, b]" after a message, when clap gives the values.
fn listing(values: Option<&ContextValue>, label: &str, styles: &Styles) -> String {
    let valid = styles.get_valid();
    match values {
        Some(ContextValue::Strings(values)) if !values.is_empty() => {
            let values: Vec<String> = values.iter().map(|value| format!("{valid}{}{valid:#}", safe(value))).collect();
            format!("\n{TAB}[{label}: {}]", values.join(", "))
        }
        _ => String::new(),
    }
}

/// The tips: what clap found similar to what was typed, and clap's own advice.
fn tips(error: &clap::Error, styles: &Styles) -> Vec<String> {
    let valid = styles.get_valid();
    let tip = format!("{TAB}{valid}{}{valid:#}", say!("cli-clap-tip"));
    let mut tips = Vec::new();
    let similar = [
        (ContextKind::SuggestedSubcommand, "subcommand"),
        (ContextKind::SuggestedArg, "argument"),
        (ContextKind::SuggestedValue, "value"),
    ];
    for (kind, what) in similar {
        let names: Vec<&String> = match error.get(kind) {
            Some(ContextValue::String(name)) => vec![name],
            Some(ContextValue::Strings(names)) => names.iter().collect(),
            _ => continue,
        };
        let count = names.len();
        let names: Vec<String> = names.iter().map(|name| format!("'{valid}{}{valid:#}'", safe(name))).collect();
        let names = names.join(", ");
        let text = match what {
            "subcommand" => say!("cli-clap-similar-subcommand", count = count, names = names),
            "argument" => say!("cli-clap-similar-argument", count = count, names = names),
            _ => say!("cli-clap-similar-value", count = count, names = names),
        };
        tips.push(format!("{tip} {text}"));
    }
    if let Some(ContextValue::StyledStrs(advice)) = error.get(ContextKind::Suggested) {
        for advice in advice {
            let text = advice_in_words(&advice.to_string(), styles).unwrap_or_else(|| advice.ansi().to_string());
            tips.push(format!("{tip} {text}"));
        }
    }
    tips
}

/// One of clap's tips written in English ("to pass '-x' as a value, use '-- -x'"),
/// again in the language in use; `None` for a tip this does not know.
fn advice_in_words(english: &str, styles: &Styles) -> Option<String> {
    let (invalid, valid) = (styles.get_invalid(), styles.get_valid());
    if let Some(rest) = english.strip_prefix("to pass '") {
        let (argument, rest) = rest.split_once("' as a value, use '")?;
        let usage = rest.strip_suffix('\'')?;
        return Some(say!(
            "cli-clap-tip-pass-as-value",
            argument = format!("{invalid}{}{invalid:#}", safe(argument)),
            usage = format!("{valid}{}{valid:#}", safe(usage))
        ));
    }
    if let Some(rest) = english.strip_prefix("subcommand '") {
        let subcommand = rest.strip_suffix("' exists; to use it, remove the '--' before it")?;
        return Some(say!(
            "cli-clap-tip-remove-dashes",
            subcommand = format!("{valid}{}{valid:#}", safe(subcommand)),
            dashes = format!("{invalid}--{invalid:#}")
        ));
    }
    let usage = english.strip_prefix('\'')?.strip_suffix("' exists")?;
    Some(say!("cli-clap-tip-exists", usage = format!("{valid}{}{valid:#}", safe(usage))))
}

#[cfg(test)]
mod tests {
    use tally_core::l10n::in_language;

    use super::*;

    /// The refusal of `tally <args>` (the command line's arguments, without `tally`).
    fn refusal_of(args: &[&str]) -> clap::Error {
        let command = crate::cli::command();
        let args = std::iter::once("tally").chain(args.iter().copied());
        command.try_get_matches_from(args).expect_err("a refusal")
    }

    /// Command lines of every kind of refusal `tally` meets, and the tips clap adds.
    const REFUSED: &[&[&str]] = &[
        &["bogus"],
        &["scor"],
        &["--bogus"],
        &["score", "--bogus"],
        &["games", "--al"],
        &["robber"],
        &["robber", "green"],
        &["export", "--format", "nope"],
        &["export", "--format"],
        &["history", "--from"],
        &["games", "--all", "--all"],
        &["history", "--finished", "--unfinished"],
        &["end", "--reopen", "--finish"],
        &["--", "score"],
        &["show", "-x"],
        &["victim"],
        &["export", "--theme", "dim"],
    ];

    /// Source: clap's own rendering — in English the refusals read as clap writes
    /// them, styles and all.
    #[test]
    fn in_english_a_refusal_is_clap_s() {
        in_language("en", || {
            let styles = crate::cli::command().get_styles().clone();
            for args in REFUSED {
                let error = refusal_of(args);
                let ours =
                    render(&error, &styles).unwrap_or_else(|| panic!("{args:?}: {:?} not written", error.kind()));
                assert_eq!(ours, error.render().ansi().to_string(), "{args:?}");
            }
        });
    }

    /// Source: the Czech words of `cli.ftl`, as a Czech reader checked them.
    #[test]
    fn in_czech_a_refusal_is_czech() {
        in_language("cs", || {
            let plain = |args: &[&str]| {
                let text = render(&refusal_of(args), &Styles::plain()).expect("written");
                anstream::adapter::strip_str(&text).to_string()
            };
            let bogus = plain(&["bogus"]);
            assert_eq!(
                bogus,
                "chyba: neznámý podpříkaz 'bogus'\n\nPoužití: tally [OPTIONS] [COMMAND]\n\nDalší informace: '--help'.\n"
            );
            let missing = plain(&["robber"]);
            assert!(missing.starts_with("chyba: chybí tyto povinné argumenty:\n  <OWNER>\n  <SPACE>\n"), "{missing}");
            let similar = plain(&["scor"]);
            assert!(
                similar.contains("\n\n  tip: existují podobné podpříkazy: 'correct', 'history', 'score'\n"),
                "{similar}"
            );
            let one = plain(&["victm"]);
            assert!(one.contains("\n\n  tip: existuje podobný podpříkaz: 'victim'\n"), "{one}");
            let flag = plain(&["--bogus"]);
            assert!(flag.starts_with("chyba: neočekávaný argument '--bogus'\n"), "{flag}");
            let value = plain(&["export", "--format", "nope"]);
            assert!(
                value.starts_with("chyba: neplatná hodnota 'nope' pro '--format <FORMAT>'\n  [možné hodnoty: "),
                "{value}"
            );
        });
    }

    #[test]
    fn every_refusal_is_written_in_every_language() {
        for language in tally_core::l10n::LANGUAGES {
            in_language(language, || {
                for args in REFUSED {
                    let error = refusal_of(args);
                    let text = render(&error, &Styles::plain()).expect("written");
                    assert!(!text.contains("cli-clap"), "{language} {args:?}: {text}");
                    if language != "en" {
                        assert!(!text.contains("error:") && !text.contains("For more"), "{language} {args:?}: {text}");
                    }
                }
            });
        }
    }

    /// Source: clap's own rendering — a refusal of the session reads in English as
    /// clap's lines without "error: " and the pointer to `--help`, joined by `; `.
    #[test]
    fn a_line_s_refusal_is_one_line() {
        let lines: &[&[&str]] =
            &[&["robber"], &["robber", "green", "12", "extra"], &["undo", "--bogus"], &["step", "a", "b"]];
        in_language("en", || {
            for words in lines {
                let error = crate::line::command().try_get_matches_from(words.iter().copied()).expect_err("a refusal");
                let text = error.render().to_string();
                let clap_s: Vec<&str> = text
                    .lines()
                    .map(str::trim_end)
                    .filter(|line| !line.is_empty() && !line.starts_with("For more information"))
                    .map(|line| line.strip_prefix("error: ").unwrap_or(line))
                    .collect();
                assert_eq!(one_line(&error), clap_s.join("; "), "{words:?}");
            }
            let robber = crate::line::command().try_get_matches_from(["robber"]).expect_err("a refusal");
            assert_eq!(
                one_line(&robber),
                "the following required arguments were not provided:;   <OWNER>;   <SPACE>; Usage: robber <OWNER> <SPACE>"
            );
        });
        in_language("de", || {
            let robber = crate::line::command().try_get_matches_from(["robber"]).expect_err("a refusal");
            assert_eq!(
                one_line(&robber),
                "diese nötigen Argumente fehlen:;   <OWNER>;   <SPACE>; Aufruf: robber <OWNER> <SPACE>"
            );
        });
    }
}
