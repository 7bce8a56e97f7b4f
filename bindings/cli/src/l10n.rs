//! The command line's own texts — the board's layout, prompts, questions, help,
//! refusals, listings — as Project Fluent messages of
//! `bindings/cli/locales/<language>/cli.ftl`, in the seven languages of the core.
//! They are rendered with the core's machinery ([`tally_core::l10n::Bundles`]: the
//! same options, English behind every other language) in the language
//! [`crate::lang`] chose; what the core produces (breakdowns, log lines, names,
//! errors) it renders itself.
//!
//! `say!` renders one message: `say!("cli-game-started", id = 4)`.
//! Only literal ids, so that the parity test (`tests/l10n.rs`) finds every id the
//! code uses; the one exception, the arguments' help in `--help`, is named from
//! clap's ids ([`text_of`], [`crate::clap_l10n`]) and checked by that module's tests.
//! What stays English on purpose: the words a player types (commands, items, inputs,
//! `dispatch two_points`), colour keys, JSON, what clap adds to a help line
//! (`[env: ...]`, `[default: ...]`, the usage line's placeholders) and clap's
//! refusals of a command line (see `docs/l10n.md`).

use std::borrow::Cow;

use tally_core::l10n::{Arg, Bundles, Conjunction, LANGUAGES, Message, Text};

/// Every language's `cli.ftl`.
static SOURCES: [&[(&str, &str)]; LANGUAGES.len()] = tally_core::fluent_sources!("../locales", ["cli.ftl"]);

/// The command line's messages in every language.
pub static CLI: Bundles = Bundles::new(&SOURCES);

/// The text of one of the command line's messages in the language in use.
pub fn text(message: &Message) -> String {
    CLI.render(message)
}

/// The text of the message `id` in the language in use, for the few ids made up at
/// run time from clap's names (an argument's help, `cli-arg-score-words`:
/// [`crate::clap_l10n`]); everything else names its message with [`say!`].
pub fn text_of(id: &str) -> String {
    let key = id.strip_prefix("cli-").unwrap_or(id);
    CLI.render(&Message::keyed("cli", key))
}

/// `items` as a list of the language in use, joined by CLDR's pattern ("2A, 2B-1 or
/// 3B", "Ann, Ben и Cleo": [`Message::list`]).
pub fn list(conjunction: Conjunction, items: impl IntoIterator<Item = String>) -> String {
    CLI.render(&Message::list(conjunction, items.into_iter().map(Message::verbatim)))
}

/// Whether English has the message `id`.
pub fn has_message(id: &str) -> bool {
    CLI.has_message("en", id)
}

/// A value given to a message: text (copied, whatever its lifetime), a number, or a
/// core message rendered in the same language (an edition's or a feature's name).
pub trait ToArg {
    /// The message argument.
    fn to_arg(self) -> Arg;
}

impl ToArg for &str {
    fn to_arg(self) -> Arg {
        Arg::Text(Cow::Owned(self.to_owned()))
    }
}

impl ToArg for &&str {
    fn to_arg(self) -> Arg {
        Arg::Text(Cow::Owned((*self).to_owned()))
    }
}

impl ToArg for String {
    fn to_arg(self) -> Arg {
        Arg::Text(Cow::Owned(self))
    }
}

impl ToArg for &String {
    fn to_arg(self) -> Arg {
        Arg::Text(Cow::Owned(self.clone()))
    }
}

impl ToArg for Cow<'_, str> {
    fn to_arg(self) -> Arg {
        Arg::Text(Cow::Owned(self.into_owned()))
    }
}

impl ToArg for Message {
    fn to_arg(self) -> Arg {
        Arg::from(self)
    }
}

impl ToArg for &Message {
    fn to_arg(self) -> Arg {
        Arg::from(self)
    }
}

impl ToArg for Text {
    fn to_arg(self) -> Arg {
        Arg::from(self)
    }
}

/// Numbers select plural forms.
macro_rules! number_args {
    ($($number:ty),+) => {
        $(impl ToArg for $number {
            fn to_arg(self) -> Arg {
                Arg::from(self)
            }
        })+
    };
}

number_args!(i64, i32, u32, u64, usize);

/// One of the command line's messages, rendered in the language in use:
/// `say!("cli-board-robber", space = 12)` is "robber on 12". The values are text,
/// numbers or core messages ([`ToArg`]).
macro_rules! say {
    ($id:literal) => {
        $crate::l10n::text(&tally_core::l10n::Message::new($id))
    };
    ($id:literal, $($name:ident = $value:expr),+ $(,)?) => {
        $crate::l10n::text(
            &tally_core::l10n::Message::new($id)
                .with_args([$((stringify!($name), $crate::l10n::ToArg::to_arg($value))),+]),
        )
    };
}
