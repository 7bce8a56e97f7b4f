//! The glossary (`core/locales/glossary.toml`): one word per concept and language,
//! from the seeds where they name it, held against every Fluent file of every
//! front-end (core, command line, apps: `support/fluent_files.rs` finds them), and
//! written out as `docs/glossary.md`.
//!
//! - Every seed wording the glossary quotes is in its seed (`shared/seeds/`, beside
//!   the repository), so a word said to come from a seed does.
//! - Every concept's word is used by the texts of its language, no text uses a word
//!   the glossary rejects for a concept, and, for the concepts marked `scoped`,
//!   every message whose English names the concept names it with the language's
//!   word (and none of the rejected ones: the French `voleur` of the road).
//! - No two concepts share a word in one language.
//! - `docs/glossary.md` is what the glossary says; when it is not, the test writes
//!   it anew and fails, so that the new file is committed.

use std::collections::{BTreeMap, BTreeSet};
use std::path::PathBuf;

use serde::Deserialize;
use tally_core::l10n::LANGUAGES;

mod support {
    pub mod fluent_files;
}

use support::fluent_files::{FluentFile, every_fluent_file, repository_root, words_of};

const GLOSSARY: &str = include_str!("../locales/glossary.toml");

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Glossary {
    section: Vec<Section>,
    concept: Vec<Concept>,
}

/// A part of the glossary, a heading of docs/glossary.md.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Section {
    key: String,
    title: String,
    #[serde(default)]
    about: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Concept {
    key: String,
    section: String,
    /// What it is, when the English word alone does not say.
    #[serde(default)]
    about: String,
    /// Whether every message whose English names it must name it with the
    /// language's word.
    #[serde(default)]
    scoped: bool,
    /// A word another concept also has, on purpose (the seeds name both so).
    #[serde(default)]
    shares: Vec<String>,
    /// The English words a player types for it on the command line, which reads the
    /// language's word as them (bindings/cli/build.rs).
    #[serde(default)]
    typed: Vec<String>,
    /// Whether the texts name it (false: a term kept for the front-ends to come,
    /// which no text uses yet).
    #[serde(default = "named_in_texts")]
    in_texts: bool,
    en: Word,
    de: Word,
    fr: Word,
    ro: Word,
    cs: Word,
    ru: Word,
    nl: Word,
}

fn named_in_texts() -> bool {
    true
}

impl Concept {
    fn word(&self, language: &str) -> &Word {
        match language {
            "en" => &self.en,
            "de" => &self.de,
            "fr" => &self.fr,
            "ro" => &self.ro,
            "cs" => &self.cs,
            "ru" => &self.ru,
            "nl" => &self.nl,
            other => panic!("no language {other}"),
        }
    }
}

/// A concept's word in one language.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Word {
    word: String,
    /// How the word appears in the texts (`*` at the end: any ending, for its
    /// inflected forms); the word with any ending when none is given.
    #[serde(default)]
    matches: Vec<String>,
    /// Texts that look like the word but are not it (`robber baron` for `robber`).
    #[serde(default)]
    except: Vec<String>,
    /// The seed the word comes from (`000` ... `004`), if one names it.
    #[serde(default)]
    seed: String,
    /// The seed's own wording, as captured.
    #[serde(default)]
    wording: String,
    /// Words that must not name the concept in this language.
    #[serde(default)]
    not: Vec<String>,
    /// Why: where an app or another source disagreed, and who won.
    #[serde(default)]
    note: String,
}

impl Word {
    fn patterns(&self) -> Vec<String> {
        match self.matches.is_empty() {
            true => vec![format!("{}*", self.word.to_lowercase())],
            false => self.matches.iter().map(|pattern| pattern.to_lowercase()).collect(),
        }
    }
}

fn glossary() -> Glossary {
    toml::from_str(GLOSSARY).unwrap_or_else(|error| panic!("core/locales/glossary.toml: {error}"))
}

/// Whether `text` (in lower case) holds `pattern`: a word or words, starting at a
/// word's start and ending at a word's end; a `*` stands for any letters (an
/// ending: `voleur*`, or inside: `castel* german*`).
fn holds(text: &str, pattern: &str) -> bool {
    let pieces: Vec<&str> = pattern.split('*').collect();
    let starts = text.char_indices().map(|(at, _)| at).chain([text.len()]);
    starts
        .filter(|&at| text[..at].chars().next_back().is_none_or(|c| !c.is_alphanumeric()))
        .any(|at| matches_from(&text[at..], &pieces))
}

/// Whether `text` starts with `pieces` joined by runs of letters, and the match
/// ends at a word's end (or anywhere when the pattern ends with `*`).
fn matches_from(text: &str, pieces: &[&str]) -> bool {
    let Some((first, rest)) = pieces.split_first() else { return true };
    let Some(after) = text.strip_prefix(first) else { return false };
    if rest.is_empty() {
        return after.chars().next().is_none_or(|c| !c.is_alphanumeric());
    }
    // Any run of letters, then the rest of the pattern.
    let mut at = 0;
    loop {
        if matches_from(&after[at..], rest) {
            return true;
        }
        match after[at..].chars().next() {
            Some(c) if c.is_alphanumeric() => at += c.len_utf8(),
            _ => return false,
        }
    }
}

/// Whether `text` holds the word (and not only as one of its exceptions).
fn names(text: &str, word: &Word) -> bool {
    let mut text = text.to_owned();
    for exception in &word.except {
        text = text.replace(&exception.to_lowercase(), " ");
    }
    word.patterns().iter().any(|pattern| holds(&text, pattern))
}

/// One text of a Fluent file: a message's or a term's id and its words.
struct Entry {
    file: String,
    front_end: String,
    language: &'static str,
    id: String,
    words: String,
}

fn entries(files: &[FluentFile]) -> Vec<Entry> {
    let mut found = Vec::new();
    for file in files {
        let front_end = file.path.split("/locales/").next().unwrap_or_default().to_owned();
        let mut push = |id: String, words: String| {
            let words = without_code(&words);
            found.push(Entry {
                file: file.path.clone(),
                front_end: front_end.clone(),
                language: file.language,
                id,
                words,
            });
        };
        for message in file.messages() {
            if let Some(pattern) = &message.value {
                push(message.id.name.to_owned(), words_of(pattern));
            }
        }
        for term in file.terms() {
            push(format!("-{}", term.id.name), words_of(&term.value));
        }
    }
    found
}

/// The command line's messages made of words a player types, which stay English in
/// every language (examples of scoring words, the topics of `tally rules`).
const TYPED_WORDS: [&str; 4] =
    ["cli-help-example", "cli-help-example-words", "cli-rules-unknown-topic", "cli-arg-rules-topic"];

/// The text without what stands between backticks: words a player types
/// (`dispatch two_points`), which stay English in every language.
fn without_code(text: &str) -> String {
    text.split('`').step_by(2).collect::<Vec<_>>().join(" ")
}

#[test]
fn every_concept_has_a_word_in_every_language() {
    let glossary = glossary();
    let sections: BTreeSet<&str> = glossary.section.iter().map(|section| section.key.as_str()).collect();
    let mut keys = BTreeSet::new();
    assert!(glossary.concept.len() > 100, "the glossary holds the game's terms and the expansions' names");
    for concept in &glossary.concept {
        assert!(keys.insert(&concept.key), "{} twice", concept.key);
        assert!(sections.contains(concept.section.as_str()), "{}: no section {}", concept.key, concept.section);
        for language in LANGUAGES {
            let word = concept.word(language);
            assert!(!word.word.trim().is_empty(), "{} has no {language} word", concept.key);
            assert_eq!(
                word.seed.is_empty(),
                word.wording.is_empty(),
                "{} {language}: a seed goes with its wording",
                concept.key
            );
            for rejected in &word.not {
                assert!(
                    !names(&word.word.to_lowercase(), &Word { matches: vec![rejected.clone()], ..plain(rejected) }),
                    "{} {language}: `{rejected}` rejects the word itself",
                    concept.key
                );
            }
        }
    }
}

fn plain(word: &str) -> Word {
    Word {
        word: word.to_owned(),
        matches: Vec::new(),
        except: Vec::new(),
        seed: String::new(),
        wording: String::new(),
        not: Vec::new(),
        note: String::new(),
    }
}

/// The folder of the seed captures: `shared/seeds` beside the repository (or
/// beside a folder above it, as for a work tree).
fn seeds_folder() -> Option<PathBuf> {
    let root = repository_root();
    root.ancestors().skip(1).map(|folder| folder.join("shared").join("seeds")).find(|folder| folder.is_dir())
}

/// Source: the seed captures — every wording the glossary quotes is in its seed.
#[test]
fn every_seed_wording_is_in_its_seed() {
    let Some(folder) = seeds_folder() else {
        eprintln!("no shared/seeds beside the repository: the seed wordings are not checked here");
        return;
    };
    let seeds: BTreeMap<String, String> = std::fs::read_dir(&folder)
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "txt"))
        .map(|path| {
            let name = path.file_name().unwrap().to_string_lossy();
            (name[..3].to_owned(), std::fs::read_to_string(&path).unwrap())
        })
        .collect();
    assert_eq!(seeds.len(), 5, "five seeds in {}", folder.display());
    let mut problems = Vec::new();
    let mut quoted = 0;
    for concept in glossary().concept {
        for language in LANGUAGES {
            let word = concept.word(language);
            if word.seed.is_empty() {
                continue;
            }
            quoted += 1;
            match seeds.get(&word.seed) {
                Some(seed) if seed.contains(&word.wording) => {}
                Some(_) => problems
                    .push(format!("{} {language}: [{}] does not say {:?}", concept.key, word.seed, word.wording)),
                None => problems.push(format!("{} {language}: no seed {}", concept.key, word.seed)),
            }
        }
    }
    assert!(quoted > 300, "the glossary quotes the seeds ({quoted})");
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// Every concept's word is used in its language, no text uses a rejected word,
/// and where the English of a message names a scoped concept, every language's
/// text of it names the concept with its own word.
#[test]
fn every_front_end_uses_the_glossarys_words() {
    let glossary = glossary();
    let files = every_fluent_file();
    for front_end in ["core/", "bindings/cli/", "bindings/ffi/"] {
        assert!(files.iter().any(|file| file.path.starts_with(front_end)), "{front_end} has Fluent files");
    }
    let entries = entries(&files);
    let english: BTreeMap<(&str, &str), &Entry> = entries
        .iter()
        .filter(|entry| entry.language == "en")
        .map(|entry| ((entry.front_end.as_str(), entry.id.as_str()), entry))
        .collect();
    let mut problems = Vec::new();
    for concept in &glossary.concept {
        for language in LANGUAGES {
            let word = concept.word(language);
            let ours: Vec<&Entry> = entries.iter().filter(|entry| entry.language == language).collect();
            if concept.in_texts && !ours.iter().any(|entry| names(&entry.words, word)) {
                problems.push(format!("{} {language}: `{}` is not used by any text", concept.key, word.word));
            }
            // A rejected word that is another concept's word is only wrong where
            // this concept is meant; any other is wrong everywhere.
            let (elsewhere, anywhere): (Vec<&String>, Vec<&String>) = word.not.iter().partition(|rejected| {
                glossary.concept.iter().any(|other| {
                    other.key != concept.key
                        && names(&other.word(language).word.to_lowercase(), &plain_pattern(rejected))
                })
            });
            for entry in &ours {
                for rejected in &anywhere {
                    if names(&entry.words, &plain_pattern(rejected)) {
                        problems
                            .push(format!("{} {}: `{rejected}` is rejected for {}", entry.file, entry.id, concept.key));
                    }
                }
                if !concept.scoped || language == "en" || TYPED_WORDS.contains(&entry.id.as_str()) {
                    continue;
                }
                let Some(source) = english.get(&(entry.front_end.as_str(), entry.id.as_str())) else { continue };
                if !names(&source.words, &concept.en) {
                    continue;
                }
                if !names(&entry.words, word) {
                    problems
                        .push(format!("{} {}: names {} without `{}`", entry.file, entry.id, concept.key, word.word));
                }
                for rejected in &elsewhere {
                    if names(&entry.words, &plain_pattern(rejected)) {
                        problems.push(format!("{} {}: `{rejected}` is not {} here", entry.file, entry.id, concept.key));
                    }
                }
            }
        }
    }
    assert!(problems.is_empty(), "{} problems:\n{}", problems.len(), problems.join("\n"));
}

/// Source: a drift once found, "závěrečné bodování" beside "závěrečné hodnocení" —
/// a language's pattern names the whole of its concept's word, never one part of it
/// (`závěrečn*` for "závěrečné hodnocení" let any ending and any second word pass).
/// Each word of a pattern may have its ending open (`závěrečn* hodnocení*`); a
/// pattern of other words (a synonym: "evaluarea finală") is the author's to choose.
#[test]
fn no_pattern_names_only_part_of_its_word() {
    let mut problems = Vec::new();
    for concept in glossary().concept {
        for language in LANGUAGES.iter().filter(|language| **language != "en") {
            let word = concept.word(language);
            let words: Vec<String> = word.word.to_lowercase().split(' ').map(str::to_owned).collect();
            for pattern in &word.matches {
                let pieces: Vec<String> = pattern.to_lowercase().split(' ').map(str::to_owned).collect();
                let within = |piece: &String| {
                    let stem = piece.trim_end_matches('*');
                    words.iter().any(|whole| if piece.ends_with('*') { whole.starts_with(stem) } else { whole == stem })
                };
                if pieces.len() < words.len() && pieces.iter().all(within) {
                    problems.push(format!("{} {language}: `{pattern}` is only part of `{}`", concept.key, word.word));
                }
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// The words a player types for a concept (`typed`) are words the command line
/// reads: a feature's key, the last part of an event's key, or an input's name,
/// under some edition with every expansion.
#[test]
fn every_typed_word_is_a_word_players_type() {
    use tally_core::rules::events::events;
    use tally_core::rules::{When, features};
    use tally_core::{Edition, Ruleset};
    let mut known = BTreeSet::new();
    for edition in [Edition::C1, Edition::C2, Edition::C3, Edition::Winter] {
        let ruleset = Ruleset::everything(edition);
        for feature in features() {
            known.insert(feature.key.to_owned());
            for when in [When::Completed, When::EndOfGame] {
                let inputs = feature.schema(&ruleset, when).map(|schema| schema.inputs().to_vec()).unwrap_or_default();
                known.extend(inputs.iter().map(|input| input.name.to_owned()));
            }
        }
        for event in events() {
            known.extend(event.key.rsplit('.').next().map(str::to_owned));
            let inputs = event.schema(&ruleset).map(|schema| schema.inputs().to_vec()).unwrap_or_default();
            known.extend(inputs.iter().map(|input| input.name.to_owned()));
        }
    }
    let glossary = glossary();
    let typed: Vec<(&str, &str)> = glossary
        .concept
        .iter()
        .flat_map(|concept| concept.typed.iter().map(move |word| (concept.key.as_str(), word.as_str())))
        .collect();
    assert!(typed.len() > 30, "{typed:?}");
    let unknown: Vec<&(&str, &str)> = typed.iter().filter(|(_, word)| !known.contains(*word)).collect();
    assert!(unknown.is_empty(), "typed words the command line does not read: {unknown:?}");
}

fn plain_pattern(pattern: &str) -> Word {
    Word { matches: vec![pattern.to_owned()], ..plain(pattern) }
}

/// No two concepts share a word in one language (the expansions' names apart from
/// the game's terms: the Abbot is named after its figure).
#[test]
fn no_two_concepts_share_a_word_in_a_language() {
    let glossary = glossary();
    let mut problems = Vec::new();
    for language in LANGUAGES {
        let mut seen: BTreeMap<(bool, String), &Concept> = BTreeMap::new();
        for concept in &glossary.concept {
            let key = (concept.section == "expansions", concept.word(language).word.to_lowercase());
            if let Some(other) = seen.insert(key, concept) {
                let allowed = concept.shares.contains(&other.key) || other.shares.contains(&concept.key);
                if !allowed {
                    problems.push(format!(
                        "{language}: {} and {} are both `{}`",
                        other.key,
                        concept.key,
                        concept.word(language).word
                    ));
                }
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn words_are_matched_at_word_starts() {
    assert!(holds("la piste de score", "piste de score"));
    assert!(holds("deux voleurs", "voleur*") && !holds("deux voleurs", "voleur"));
    assert!(!holds("tâlhari", "hari*"));
    assert!(holds("castelele germane", "castel* german*") && !holds("castelul", "castel* german*"));
    let robber = Word { matches: vec!["robber*".into()], except: vec!["robber baron".into()], ..plain("robber") };
    assert!(names("the robber steals", &robber) && !names("robber baron: 1 per road", &robber));
}

/// The title of a language's column.
const TITLES: [&str; 7] = ["English", "German", "French", "Romanian", "Czech", "Russian", "Dutch"];

/// docs/glossary.md, written from the glossary.
fn markdown(glossary: &Glossary) -> String {
    let mut out = String::from(
        "# Glossary of the seven languages\n\n\
         <!-- Written by `cargo test -p tally-core --test glossary` from core/locales/glossary.toml: edit that file, not this one. -->\n\n\
         The words Tally uses for the game's terms, one column per language, from\n\
         `core/locales/glossary.toml`. A word with a seed tag is the seed's own (Romanian\n\
         [000], French [001], Czech [002], Russian [003], Dutch [004]: the captures in\n\
         `../shared/seeds/`); a word marked ° is Tally's choice where no seed names the\n\
         concept (German follows Hans im Glück's usual names). Where an app or another\n\
         source said otherwise, the seed wins; the notes below each table say\n\
         where. Every front-end's Fluent files are held to these words by\n\
         `core/tests/glossary.rs`, and their plural forms by `core/tests/plurals.rs`\n\
         ([l10n.md](l10n.md)). The two apps render one set of messages, an id per thing\n\
         shown (`app-end-turn`, `app-category-cloisters`, never one id per app), so each\n\
         concept is worded once for both; the command line says the concepts it shares\n\
         with them (end turn, the standings, a correction, the end-game scoring, a robber\n\
         on a space) in the same words.\n",
    );
    for section in &glossary.section {
        out.push_str(&format!("\n## {}\n\n", section.title));
        if !section.about.is_empty() {
            out.push_str(&format!("{}\n\n", section.about.trim()));
        }
        out.push_str(&format!("| {} |\n|{}\n", TITLES.join(" | "), "---|".repeat(TITLES.len())));
        let concepts: Vec<&Concept> =
            glossary.concept.iter().filter(|concept| concept.section == section.key).collect();
        for concept in &concepts {
            let cells: Vec<String> = LANGUAGES
                .iter()
                .map(|language| {
                    let word = concept.word(language);
                    let mark = match (language, word.seed.is_empty()) {
                        (&"en", true) => String::new(),
                        (_, true) => " °".to_owned(),
                        (_, false) => format!(" [{}]", word.seed),
                    };
                    let about = match (*language, concept.about.is_empty()) {
                        ("en", false) => format!(" ({})", concept.about),
                        _ => String::new(),
                    };
                    format!("{}{mark}{about}", escape(&word.word))
                })
                .collect();
            out.push_str(&format!("| {} |\n", cells.join(" | ")));
        }
        let mut notes = Vec::new();
        for concept in &concepts {
            for (language, title) in LANGUAGES.iter().zip(TITLES) {
                let word = concept.word(language);
                let mut said = Vec::new();
                if !word.seed.is_empty() && word.wording != word.word {
                    said.push(format!("[{}] \"{}\"", word.seed, escape(&word.wording)));
                }
                if !word.not.is_empty() {
                    said.push(format!(
                        "not {}",
                        word.not
                            .iter()
                            .map(|not| format!("\"{}\"", not.trim_end_matches('*')))
                            .collect::<Vec<_>>()
                            .join(", ")
                    ));
                }
                if !word.note.is_empty() {
                    said.push(escape(word.note.trim()));
                }
                if !said.is_empty() {
                    notes.push(format!("- {} ({title}): {}", escape(&concept.en.word), said.join("; ")));
                }
            }
        }
        if !notes.is_empty() {
            out.push_str(&format!("\n{}\n", notes.join("\n")));
        }
    }
    out
}

fn escape(text: &str) -> String {
    text.replace('|', "\\|")
}

/// docs/glossary.md says what the glossary says.
#[test]
fn docs_glossary_is_written_from_the_glossary() {
    let path = repository_root().join("docs").join("glossary.md");
    let written = markdown(&glossary());
    let committed = std::fs::read_to_string(&path).unwrap_or_default();
    if committed != written {
        std::fs::write(&path, &written).unwrap();
        panic!("docs/glossary.md did not say what core/locales/glossary.toml says: it is written anew, commit it");
    }
}
