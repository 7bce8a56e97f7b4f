//! The scoring words of `tally play` and `tally score`, read against the forms the
//! core gives for the game: `city 5 coa=2 cathedral red=2 blue`, `road 3 red + city
//! 4 coa=1 red` (one tile completing both: one scoring round), `dispatch knights 3`.
//! The fixed commands (`undo`, `robber green 12`...) are clap's ([`crate::line`]).
//!
//! - [`item`]: the words of one feature or event;
//! - [`dispatch`]: the words of a dispatch tile;
//! - [`players`]: players named by colour or name;
//! - [`numbers`]: counts, entry numbers, spaces and figures;
//! - [`native`]: the player's own words for items and inputs (`stadt`, `wappen=1`),
//!   read as the English ones first.
//! - `no_word_dropped` (tests): every word given for an input of any item reaches
//!   the draft or is refused.
//!
//! Every reading is bounded: at most [`MAX_WORDS`] words of at most [`MAX_WORD`]
//! characters, and nothing recurses on what was typed.

pub mod dispatch;
pub mod item;
pub mod native;
pub mod numbers;
pub mod players;

#[cfg(test)]
mod no_word_dropped;

use tally_core::rules::events::{ItemKind, find_event};
use tally_core::rules::{When, find_feature};
use tally_core::session::Game;
use tally_core::table::{DraftAction, DraftStart, DraftUpdate, Scorable, TableModel};

use crate::failure::{Failure, Outcome};
use crate::view::safe::safe;
use item::{Context, Subject};
use players::Players;

/// Most words one line or one command may hold: far more than any scoring needs.
pub const MAX_WORDS: usize = 200;

/// Longest word, in characters.
pub const MAX_WORD: usize = 100;

/// The word that starts the next item of a round.
pub const NEXT_ITEM: &str = "+";

/// Refuses more words, or longer ones, than any command needs.
///
/// # Errors
/// Too many or too long words.
pub fn check_size(words: &[String]) -> Outcome {
    if words.len() > MAX_WORDS {
        return Err(Failure::bad(say!("cli-too-many-words", count = words.len(), max = MAX_WORDS)));
    }
    if let Some(word) = words.iter().find(|word| word.chars().count() > MAX_WORD) {
        let start: String = word.chars().take(20).collect();
        return Err(Failure::bad(say!("cli-word-too-long", start = safe(&start).into_owned(), max = MAX_WORD)));
    }
    Ok(())
}

/// Reads scoring words — items separated by `+` — into the core's scoring draft,
/// typed value by value (no starting values: what the words do not say is not
/// given), against what the table offers now, or, with `editing`, what may replace
/// that entry.
///
/// # Errors
/// An item that cannot be scored, a word its form does not take, a value the core
/// refuses.
pub fn round(words: &[String], game: &Game, editing: Option<u64>) -> Outcome<DraftUpdate> {
    check_size(words)?;
    let model = TableModel::new(game);
    let scorable = match editing {
        Some(seq) => model.replaceable(seq)?,
        None => model.scorable(),
    };
    let players = Players::of(game);
    let words = &native::to_english(words, &players);
    let context = Context { players: &players, allow_players: true };
    let mut update = model.start_draft(DraftStart::Typed { editing })?;
    for part in words.split(|word| word == NEXT_ITEM) {
        let Some((first, rest)) = part.split_first() else {
            return Err(Failure::bad(say!("cli-plus-joins")));
        };
        let subject = resolve(first, &scorable)?;
        update =
            model.apply_draft(update.draft, DraftAction::Add { kind: subject.kind, key: subject.key, step: None })?;
        let index = u32::try_from(update.draft.items.len() - 1).unwrap_or(0);
        let mut target = item::DraftTarget { model: &model, update, index };
        item::read(&mut target, rest, &context)?;
        update = target.update;
    }
    Ok(update)
}

/// The feature or event `word` names among those `scorable` offers: its key, the
/// last part of its key, or a unique beginning of either.
///
/// # Errors
/// Nothing or several match.
pub fn resolve(word: &str, scorable: &Scorable) -> Outcome<Subject> {
    let word = word.to_lowercase();
    let keys: Vec<&str> = scorable
        .features
        .iter()
        .map(String::as_str)
        .chain(scorable.events.iter().map(|event| event.key.as_str()))
        .collect();
    let last = |key: &str| key.rsplit('.').next().unwrap_or(key).to_owned();
    let tests: [&dyn Fn(&str) -> bool; 3] =
        [&|key| key == word, &|key| last(key) == word, &|key| key.starts_with(&word) || last(key).starts_with(&word)];
    for test in tests {
        let found: Vec<&str> = keys.iter().copied().filter(|key| test(key)).collect();
        match found.as_slice() {
            [] => {}
            [key] => return subject(key, scorable),
            several => {
                return Err(Failure::bad(say!(
                    "cli-word-could-be",
                    word = safe(&word).into_owned(),
                    words = several.join(", ")
                )));
            }
        }
    }
    if find_feature(&word).is_ok() || find_event(&word).is_ok() {
        let shown = safe(&word).into_owned();
        return Err(Failure::bad(match scorable.moment {
            When::Completed => say!("cli-not-scorable-during-turns", word = shown),
            When::EndOfGame => say!("cli-not-scorable-at-end", word = shown),
        }));
    }
    Err(Failure::bad(say!("cli-unknown-word", word = safe(&word).into_owned())))
}

fn subject(key: &str, scorable: &Scorable) -> Outcome<Subject> {
    let kind = if scorable.features.iter().any(|feature| feature == key) { ItemKind::Feature } else { ItemKind::Event };
    Ok(Subject { kind, key: key.to_owned() })
}
