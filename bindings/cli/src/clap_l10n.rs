//! clap's help — `tally --help`, `tally <command> --help`, `tally help <command>` and
//! the session's `help <command>` — in the language in use. clap writes words of its
//! own into a help and offers no way to translate them; this pass over a built-up
//! (not yet built) command tree gives every one of them a message of `cli.ftl`,
//! through clap's public API only:
//!
//! - **A command's description** is the message `<descriptions>-<command>`: the
//!   command line's are `cli-about-<command>` (`cli-about-score`), the session's
//!   `cli-line-about-<command>` (`cli-line-about-todo`).
//! - **An argument's help** is the message `cli-arg-<command>-<argument>` (clap's
//!   id of the argument: `cli-arg-score-words`, `cli-arg-robber-space`), or, for an
//!   argument that reads the same in every command without a message of its own,
//!   `cli-arg-<argument>` (`cli-arg-db`, `cli-arg-game`, `cli-arg-json`,
//!   `cli-arg-entry`). The command line and the session share the ids: `robber
//!   <OWNER>` is the same argument in both.
//! - **`-h, --help` and `-V, --version`:** clap's own are turned off and ours put in
//!   their place, the same but for their words (`cli-flag-help`,
//!   `cli-flag-version`), last in the list as clap's are.
//! - **The headings** "Usage:", "Commands:", "Arguments:", "Options:": a help
//!   template with the sections of clap's default one, in its order and styles, under
//!   the language's headings (`cli-heading-...`).
//!
//! What clap adds to a help line stays as clap writes it: `[env: TALLY_DB=...]`,
//! `[default: ...]`, and the usage line's placeholders (`[OPTIONS]`, `<PATH>`,
//! `[WORDS]...`). In English every help reads exactly as clap's own (the unit tests
//! below and those of [`crate::cli`] and [`crate::line`] compare them whole).

use clap::{Arg, ArgAction, Command};

/// `command` and its subcommands, recursively, with every help text in the language
/// in use; `descriptions` is the prefix of the messages that describe its
/// subcommands (`cli-about`: `cli-about-score` describes `score`).
pub fn localise(command: Command, descriptions: &str) -> Command {
    let names: Vec<String> = command.get_subcommands().map(|sub| sub.get_name().to_owned()).collect();
    let command = names.iter().fold(command, |command, name| match description_message(descriptions, name) {
        Some(id) => command.mut_subcommand(name, |sub| sub.about(crate::l10n::text_of(&id))),
        None => command,
    });
    localise_tree(command, false)
}

/// The id of the message that describes the subcommand `name`:
/// `<descriptions>-<name>`, if English has it.
pub fn description_message(descriptions: &str, name: &str) -> Option<String> {
    Some(format!("{descriptions}-{name}")).filter(|id| crate::l10n::has_message(id))
}

/// [`localise`] for a command that inherits global arguments from its parent
/// (`inherits`) or not.
fn localise_tree(command: Command, inherits: bool) -> Command {
    let name = command.get_name().to_owned();
    let mut command = command.mut_args(|arg| match arg_help(&name, arg.get_id().as_str()) {
        Some(help) => arg.help(help),
        None => arg,
    });
    if !command.is_disable_help_flag_set() {
        command =
            command.disable_help_flag(true).arg(builtin_flag("help", 'h', ArgAction::Help, say!("cli-flag-help")));
    }
    if !command.is_disable_version_flag_set() {
        command = command.disable_version_flag(true).arg(builtin_flag(
            "version",
            'V',
            ArgAction::Version,
            say!("cli-flag-version"),
        ));
    }
    // Global arguments reach every command below one that has or inherits them.
    let passes_on = inherits || command.get_arguments().any(Arg::is_global_set);
    let template = template(&command, inherits);
    let command = command.help_template(template);
    let subcommands: Vec<String> = command.get_subcommands().map(|sub| sub.get_name().to_owned()).collect();
    subcommands.iter().fold(command, |command, sub| command.mut_subcommand(sub, |sub| localise_tree(sub, passes_on)))
}

/// The help of argument `arg` (clap's id) of the command `command` in the language in
/// use: its own message, else the one it shares with other commands; `None` when
/// there is neither (a unit test keeps that from happening).
fn arg_help(command: &str, arg: &str) -> Option<String> {
    arg_message(command, arg).map(|id| crate::l10n::text_of(&id))
}

/// The id of the message of argument `arg` of `command`: `cli-arg-<command>-<arg>`,
/// else `cli-arg-<arg>`, whichever English has.
pub fn arg_message(command: &str, arg: &str) -> Option<String> {
    [format!("cli-arg-{command}-{arg}"), format!("cli-arg-{arg}")].into_iter().find(|id| crate::l10n::has_message(id))
}

/// `-h, --help` or `-V, --version`, as clap makes them but in the language in use.
fn builtin_flag(name: &'static str, short: char, action: ArgAction, help: String) -> Arg {
    Arg::new(name).short(short).long(name).action(action).help(help).display_order(usize::MAX)
}

/// The help template of `command`: clap's default one (about, usage, then the
/// sections that have something to show: commands, arguments, options), with the
/// headings in the language in use and styled as clap styles its own. `inherits`:
/// the command will receive its parent's global arguments, which are options.
fn template(command: &Command, inherits: bool) -> String {
    let styles = command.get_styles();
    let (usage, header) = (styles.get_usage(), styles.get_header());
    let shown = |arg: &&Arg| !arg.is_hide_set();
    // clap leaves a `help` subcommand alone out of the commands.
    let commands = command.get_subcommands().any(|sub| sub.get_name() != "help" && !sub.is_hide_set());
    let arguments = command.get_positionals().any(|arg| shown(&arg));
    let options = inherits || command.get_arguments().filter(|arg| !arg.is_positional()).any(|arg| shown(&arg));
    let sections: Vec<String> = [
        (commands, say!("cli-heading-commands"), "{subcommands}"),
        (arguments, say!("cli-heading-arguments"), "{positionals}"),
        (options, say!("cli-heading-options"), "{options}"),
    ]
    .into_iter()
    .filter(|(present, ..)| *present)
    .map(|(_, heading, tag)| format!("{header}{heading}{header:#}\n{tag}"))
    .collect();
    let mut template =
        format!("{{before-help}}{{about-with-newline}}\n{usage}{}{usage:#} {{usage}}", say!("cli-heading-usage"));
    if !sections.is_empty() {
        template.push_str("\n\n");
        template.push_str(&sections.join("\n\n"));
    }
    template.push_str("{after-help}");
    template
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use tally_core::l10n::{LANGUAGES, Message};

    use super::*;

    /// Every command of the tree of `command`, itself first.
    fn tree(command: &Command) -> Vec<&Command> {
        std::iter::once(command).chain(command.get_subcommands().flat_map(tree)).collect()
    }

    /// `(command, argument)` of every argument of the command line and the session
    /// that has a message (all but our `-h` and `-V`).
    fn arguments() -> Vec<(String, String)> {
        let trees = [crate::cli::command(), crate::line::command()];
        let mut found = Vec::new();
        for command in trees.iter().flat_map(tree) {
            for arg in command.get_arguments() {
                if !matches!(arg.get_action(), ArgAction::Help | ArgAction::Version) {
                    found.push((command.get_name().to_owned(), arg.get_id().to_string()));
                }
            }
        }
        found
    }

    #[test]
    fn every_argument_has_its_message_in_every_language() {
        let arguments = arguments();
        assert!(arguments.len() > 60, "{arguments:?}");
        for (command, arg) in &arguments {
            let id = arg_message(command, arg).unwrap_or_else(|| panic!("no message for `{command}` {arg}"));
            for language in LANGUAGES {
                let message = Message::keyed("cli", id.strip_prefix("cli-").unwrap_or(&id));
                let text = crate::l10n::CLI.render_strict(language, &message);
                assert!(text.is_ok_and(|text| !text.is_empty()), "{language} lacks {id} (`{command}` {arg})");
            }
        }
    }

    /// The message prefix of the descriptions of each tree's subcommands, and the
    /// subcommands' names.
    fn descriptions() -> Vec<(&'static str, Vec<String>)> {
        let names = |command: Command| command.get_subcommands().map(|sub| sub.get_name().to_owned()).collect();
        vec![("cli-about", names(crate::cli::command())), ("cli-line-about", names(crate::line::command()))]
    }

    #[test]
    fn every_command_has_its_description_in_every_language() {
        for (prefix, names) in descriptions() {
            assert!(names.len() > 15, "{prefix}: {names:?}");
            for name in names {
                let id = description_message(prefix, &name).unwrap_or_else(|| panic!("no description of `{name}`"));
                for language in LANGUAGES {
                    let message = Message::keyed("cli", id.strip_prefix("cli-").unwrap_or(&id));
                    let text = crate::l10n::CLI.render_strict(language, &message);
                    assert!(text.is_ok_and(|text| !text.is_empty()), "{language} lacks {id}");
                }
            }
        }
    }

    #[test]
    fn the_english_descriptions_are_clap_s() {
        use clap::CommandFactory;
        let trees = [
            (crate::cli::command(), crate::cli::Cli::command()),
            (crate::line::command(), crate::line::Line::command()),
        ];
        for (ours, theirs) in trees {
            assert_eq!(ours.get_about().map(ToString::to_string), theirs.get_about().map(ToString::to_string));
            for sub in theirs.get_subcommands() {
                let mine = ours.find_subcommand(sub.get_name()).and_then(Command::get_about).map(ToString::to_string);
                assert_eq!(mine, sub.get_about().map(ToString::to_string), "{}", sub.get_name());
            }
        }
    }

    #[test]
    fn every_description_message_is_a_command_s() {
        for (prefix, names) in descriptions() {
            let unused: Vec<&str> = crate::l10n::CLI
                .message_ids("en")
                .into_iter()
                .filter(|id| {
                    id.strip_prefix(prefix)
                        .and_then(|rest| rest.strip_prefix('-'))
                        .is_some_and(|name| !names.iter().any(|known| known == name))
                })
                .collect();
            assert!(unused.is_empty(), "descriptions of no command: {unused:?}");
        }
    }

    #[test]
    fn every_argument_message_is_an_argument_s() {
        let named: BTreeSet<String> =
            arguments().iter().filter_map(|(command, arg)| arg_message(command, arg)).collect();
        let unused: Vec<&str> = crate::l10n::CLI
            .message_ids("en")
            .into_iter()
            .filter(|id| id.starts_with("cli-arg-") && !named.contains(*id))
            .collect();
        assert!(unused.is_empty(), "messages of no argument: {unused:?}");
    }

    #[test]
    fn the_template_is_clap_s_in_english() {
        // A command of every shape: no arguments at all, arguments only, options
        // only, both, subcommands; hidden ones left out.
        let shapes = Command::new("shapes")
            .version("1.0")
            .about("About")
            .after_help("After.")
            .arg(Arg::new("global").long("global").global(true).help("A global option"))
            .subcommand(Command::new("bare").disable_help_flag(true))
            .subcommand(Command::new("positional").disable_help_flag(true).arg(Arg::new("thing").help("A thing")))
            .subcommand(Command::new("both").arg(Arg::new("thing").help("A thing")).arg(Arg::new("flag").long("flag")))
            .subcommand(
                Command::new("hidden").arg(Arg::new("secret").long("secret").hide(true)).disable_help_flag(true),
            )
            .subcommand(Command::new("inner").subcommand(Command::new("deeper")));
        let mut ours = tally_core::l10n::in_language("en", || localise(shapes.clone(), "shapes-about"));
        let mut theirs = shapes;
        assert_eq!(ours.render_help().ansi().to_string(), theirs.render_help().ansi().to_string());
        for name in ["bare", "positional", "both", "hidden", "inner"] {
            let mine = ours.find_subcommand_mut(name).expect("ours").render_long_help().ansi().to_string();
            let clap = theirs.find_subcommand_mut(name).expect("clap's").render_long_help().ansi().to_string();
            assert_eq!(mine, clap, "{name}");
        }
    }
}
