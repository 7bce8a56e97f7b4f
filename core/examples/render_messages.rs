//! Every message of every front-end (the core's, the command line's, the apps'), in
//! every language, rendered with sample arguments, for the grammar pass
//! (`scripts/grammar-check`, which runs LanguageTool over them). One text a line:
//! `language <TAB> file <TAB> id <TAB> arguments <TAB> text`.
//!
//! The samples: a number a message selects a plural form with, or that reads as a
//! count, is each of 1, 2, 5, 21, 22 and 25; a player is Ann (a vowel) and Ben (a
//! consonant); a selector of keys (`wine`, `grain`) takes each key; a noun (an item,
//! a feature) is the language's name of a city, a colour its name of red; anything
//! else is "x". One argument varies at a time, the others keep their first sample.
//!
//! Usage: `cargo run -q -p tally-core --example render_messages > messages.tsv`

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use fluent_syntax::ast;
use tally_core::l10n::{Arg, Bundles, LANGUAGES, Message};

/// The numbers every count is rendered with: each plural form of the seven languages.
const NUMBERS: [i64; 6] = [1, 2, 5, 21, 22, 25];

/// Arguments that name a player (or several, joined).
const PLAYERS: [&str; 10] =
    ["player", "owner", "victim", "active", "other", "keep", "duplicate", "names", "drawer", "first"];

/// Arguments that are a noun: an item's, a feature's or a building's name.
const NOUNS: [&str; 9] = ["item", "feature", "building", "tile", "what", "label", "needs", "category", "elements"];

/// Arguments that are numbers (the rest of the plain ones are words).
const NUMERIC: [&str; 49] = [
    "id",
    "seq",
    "turn",
    "space",
    "figure",
    "points",
    "per",
    "count",
    "tiles",
    "total",
    "shown",
    "ahead",
    "behind",
    "ties",
    "games",
    "wins",
    "imported",
    "skipped",
    "max",
    "min",
    "most",
    "quantity",
    "found",
    "limit",
    "supported",
    "score",
    "lose",
    "times",
    "index",
    "of",
    "chosen",
    "items",
    "game",
    "minutes",
    "turns",
    "rank",
    "invalid",
    "meeples",
    "players",
    "knights",
    "coats",
    "eggs",
    "number",
    "spaces",
    "average",
    "best",
    "worst",
    "rate",
    "seat",
];

/// One argument's samples.
#[derive(Clone)]
enum Samples {
    Numbers,
    Players,
    Keys(Vec<String>),
    Noun,
    Colour,
    Word,
}

fn main() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).parent().expect("the repository").to_path_buf();
    let front_ends: [(&str, &str); 3] =
        [("core/locales", ""), ("bindings/cli/locales", "cli.ftl"), ("bindings/ffi/locales", "app.ftl")];
    for (folder, only) in front_ends {
        for (index, language) in LANGUAGES.iter().enumerate() {
            let files = files(&root.join(folder).join(language), only);
            let bundles = bundles(&root.join(folder), only, index);
            for (file, text) in &files {
                let resource = fluent_syntax::parser::parse(text.as_str()).unwrap_or_else(|(resource, _)| resource);
                for entry in resource.body {
                    let ast::Entry::Message(message) = entry else { continue };
                    let Some(pattern) = &message.value else { continue };
                    let mut arguments = BTreeMap::new();
                    pattern_arguments(pattern, &mut arguments);
                    let id = message.id.name;
                    for sample in samples(id, &arguments) {
                        let shown: Vec<String> =
                            sample.iter().map(|(name, arg)| format!("{name}={}", arg_text(arg))).collect();
                        let mut message = Message::new(leak(id));
                        for (name, arg) in &sample {
                            message = message.with(leak(name), arg.clone());
                        }
                        let text = match bundles {
                            Some(bundles) => bundles.render_in(language, &message),
                            None => message.render(language),
                        };
                        let path = format!("{folder}/{language}/{}", file.display());
                        println!("{language}\t{path}\t{id}\t{}\t{}", shown.join(" "), clean(&text));
                    }
                }
            }
        }
    }
}

/// The `.ftl` files of one language's folder (only `only` when given).
fn files(folder: &Path, only: &str) -> Vec<(PathBuf, String)> {
    let mut found: Vec<(PathBuf, String)> = std::fs::read_dir(folder)
        .map(|entries| entries.filter_map(Result::ok).map(|entry| entry.path()).collect::<Vec<_>>())
        .unwrap_or_default()
        .into_iter()
        .filter(|path| path.extension().is_some_and(|ext| ext == "ftl"))
        .filter(|path| only.is_empty() || path.file_name().is_some_and(|name| name == only))
        .map(|path| {
            let text = std::fs::read_to_string(&path).unwrap_or_default();
            (PathBuf::from(path.file_name().unwrap_or_default()), text)
        })
        .collect();
    found.sort();
    found
}

/// Bundles of a front-end's own file (`None`: the core's, which renders itself), with
/// English and the language at `index`.
fn bundles(folder: &Path, only: &str, index: usize) -> Option<&'static Bundles> {
    if only.is_empty() {
        return None;
    }
    let source = |language: &str| -> &'static [(&'static str, &'static str)] {
        let text = std::fs::read_to_string(folder.join(language).join(only)).unwrap_or_default();
        Box::leak(vec![(leak(only), leak(&text))].into_boxed_slice())
    };
    let mut sources: [&'static [(&'static str, &'static str)]; LANGUAGES.len()] = [&[]; LANGUAGES.len()];
    sources[0] = source(LANGUAGES[0]);
    sources[index] = source(LANGUAGES[index]);
    Some(Box::leak(Box::new(Bundles::new(Box::leak(Box::new(sources))))))
}

fn leak(text: &str) -> &'static str {
    Box::leak(text.to_owned().into_boxed_str())
}

/// The arguments of `pattern` and what each is: a selector's keys decide.
fn pattern_arguments(pattern: &ast::Pattern<&str>, found: &mut BTreeMap<String, Samples>) {
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            expression_arguments(expression, found);
        }
    }
}

fn expression_arguments(expression: &ast::Expression<&str>, found: &mut BTreeMap<String, Samples>) {
    match expression {
        ast::Expression::Select { selector, variants } => {
            let plural = variants.iter().any(|variant| match &variant.key {
                ast::VariantKey::Identifier { name } => ["zero", "one", "two", "few", "many", "other"].contains(name),
                ast::VariantKey::NumberLiteral { .. } => true,
            });
            if let Some(name) = selected_variable(selector) {
                let samples = match plural {
                    true => Samples::Numbers,
                    false => Samples::Keys(
                        variants
                            .iter()
                            .map(|variant| match &variant.key {
                                ast::VariantKey::Identifier { name }
                                | ast::VariantKey::NumberLiteral { value: name } => (*name).to_owned(),
                            })
                            .collect(),
                    ),
                };
                found.insert(name.to_owned(), samples);
            } else {
                inline_arguments(selector, found);
            }
            for variant in variants {
                pattern_arguments(&variant.value, found);
            }
        }
        ast::Expression::Inline(inline) => inline_arguments(inline, found),
    }
}

/// The variable a selector selects on (`$count`, or `$x` of `FUNCTION($x)`).
fn selected_variable<'s>(selector: &ast::InlineExpression<&'s str>) -> Option<&'s str> {
    match selector {
        ast::InlineExpression::VariableReference { id } => Some(id.name),
        ast::InlineExpression::FunctionReference { arguments, .. } => {
            arguments.positional.first().and_then(selected_variable)
        }
        _ => None,
    }
}

fn inline_arguments(inline: &ast::InlineExpression<&str>, found: &mut BTreeMap<String, Samples>) {
    match inline {
        ast::InlineExpression::VariableReference { id } => {
            found.entry(id.name.to_owned()).or_insert_with(|| plain(id.name));
        }
        ast::InlineExpression::FunctionReference { arguments, .. } => {
            for argument in &arguments.positional {
                inline_arguments(argument, found);
            }
        }
        ast::InlineExpression::Placeable { expression } => expression_arguments(expression, found),
        _ => {}
    }
}

/// The samples of an argument no selector says anything of, from its name.
fn plain(name: &str) -> Samples {
    match name {
        _ if NUMERIC.contains(&name) => Samples::Numbers,
        _ if PLAYERS.contains(&name) => Samples::Players,
        _ if NOUNS.contains(&name) => Samples::Noun,
        "colour" => Samples::Colour,
        _ => Samples::Word,
    }
}

/// The arguments' values, one argument varying at a time.
fn samples(id: &str, arguments: &BTreeMap<String, Samples>) -> Vec<Vec<(String, Arg)>> {
    let values = |name: &str, samples: &Samples| -> Vec<Arg> {
        match samples {
            Samples::Numbers => NUMBERS.iter().map(|n| Arg::Number(*n)).collect(),
            // A row's `$name` is a noun, anywhere else a player.
            Samples::Players => ["Ann", "Ben"].map(|name| Arg::Text(name.into())).to_vec(),
            Samples::Keys(keys) => keys.iter().map(|key| Arg::Text(key.clone().into())).collect(),
            Samples::Noun => vec![Arg::from(Message::new("feature-city"))],
            Samples::Colour => vec![Arg::from(Message::new("colour-red"))],
            Samples::Word if name == "name" && !id.starts_with("row-") => {
                ["Ann", "Ben"].map(|name| Arg::Text(name.into())).to_vec()
            }
            Samples::Word if name == "name" => vec![Arg::from(Message::new("cloister-noun-cloister"))],
            Samples::Word => vec![Arg::Text("x".into())],
        }
    };
    let all: Vec<(String, Vec<Arg>)> =
        arguments.iter().map(|(name, samples)| (name.clone(), values(name, samples))).collect();
    let base: Vec<(String, Arg)> = all.iter().map(|(name, values)| (name.clone(), values[0].clone())).collect();
    let mut found = vec![base.clone()];
    for (at, (_, values)) in all.iter().enumerate() {
        for value in values.iter().skip(1) {
            let mut sample = base.clone();
            sample[at].1 = value.clone();
            found.push(sample);
        }
    }
    found
}

fn arg_text(arg: &Arg) -> String {
    match arg {
        Arg::Number(number) => number.to_string(),
        Arg::Text(text) => text.to_string(),
        Arg::Message(message) => message.id().to_owned(),
        Arg::Name(text) => text.id().to_owned(),
        Arg::Shared(text) => text.as_str().to_owned(),
    }
}

/// A text on one line.
fn clean(text: &str) -> String {
    text.replace(['\n', '\t'], " ")
}
