//! The scoring words of `tally play` and `tally score`, read against the forms the
//! core gives for the game: `city 5 coa=2 cathedral red=2 blue`, `road 3 red + city
//! 4 coa=1 red` (one tile completing both: one scoring round), `dispatch knights 3`.
//! The fixed commands (`undo`, `robber green 12`...) are clap's ([`crate::line`]).
//!
//! - [`item`]: the words of one feature or event;
//! - [`dispatch`]: the words of a dispatch tile;
//! - [`players`]: players named by colour or name;
//! - [`numbers`]: counts, entry numbers, spaces and figures.
//!
//! Every reading is bounded: at most [`MAX_WORDS`] words of at most [`MAX_WORD`]
//! characters, and nothing recurses on what was typed.

pub mod dispatch;
pub mod item;
pub mod numbers;
pub mod players;

use tally_core::rules::events::find_event;
use tally_core::rules::{self, When, find_feature};
use tally_core::session::{Command, EventRecording, FeatureScoring, FigureChoices, Game, RoundItem, ScoringRound};
use tally_core::table::Scorable;

use crate::failure::{Failure, Outcome};
use crate::view::safe::safe;
use item::{Context, DraftItem, Subject};
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

/// A scoring round as the words gave it.
#[derive(Debug)]
pub struct Draft {
    /// The items, in order.
    pub items: Vec<DraftItem>,
}

impl Draft {
    /// The command: one item alone, or a round.
    pub fn command(&self) -> Command {
        match self.items.as_slice() {
            [only] => single(only),
            items => Command::ScoreRound(ScoringRound {
                items: items.iter().map(|item| round_item(item, item.figures.clone())).collect(),
                figures: self.round_figures(),
            }),
        }
    }

    /// The figures of the whole round (a robber's steal takes these): each player's
    /// choice where every item that names it agrees.
    pub fn round_figures(&self) -> FigureChoices {
        let mut figures = FigureChoices::new();
        let mut disagreeing = Vec::new();
        for (player, figure) in self.items.iter().flat_map(|item| &item.figures) {
            if figures.insert(player.clone(), *figure).is_some_and(|before| before != *figure) {
                disagreeing.push(player.clone());
            }
        }
        for player in disagreeing {
            figures.remove(&player);
        }
        figures
    }

    /// Every figure choice of the round, with the player.
    pub fn choices(&self) -> impl Iterator<Item = (&String, &u32)> {
        self.items.iter().flat_map(|item| &item.figures)
    }
}

/// The command of one item alone.
pub fn single(item: &DraftItem) -> Command {
    match round_item(item, item.figures.clone()) {
        RoundItem::Feature(scoring) => Command::ScoreFeature(scoring),
        RoundItem::Event(recording) => Command::RecordEvent(recording),
    }
}

fn round_item(item: &DraftItem, figures: FigureChoices) -> RoundItem {
    match item.subject {
        Subject::Feature(def) => RoundItem::Feature(FeatureScoring {
            feature: def.key.to_owned(),
            inputs: item.inputs.clone(),
            players: item.players.clone(),
            figures,
            step: item.step,
            nobody_scores: item.nobody,
            ..FeatureScoring::default()
        }),
        Subject::Event(def) => RoundItem::Event(EventRecording {
            event: def.key.to_owned(),
            inputs: item.inputs.clone(),
            players: item.players.clone(),
            figures,
            step: item.step,
            nobody_scores: item.nobody,
        }),
    }
}

/// Reads scoring words: items separated by `+`, against what `scorable` offers
/// (the table's moment, or that of an entry being edited).
///
/// # Errors
/// An item that cannot be scored, a word its form does not take.
pub fn round(words: &[String], game: &Game, scorable: &Scorable) -> Outcome<Draft> {
    check_size(words)?;
    let players = Players::of(game);
    let context = Context { players: &players, allow_players: true };
    let mut items = Vec::new();
    for part in words.split(|word| word == NEXT_ITEM) {
        let Some((first, rest)) = part.split_first() else {
            return Err(Failure::bad(say!("cli-plus-joins")));
        };
        let subject = resolve(first, scorable)?;
        let schema = match subject {
            Subject::Feature(def) => def.schema(&game.setup().ruleset, scorable.moment)?,
            Subject::Event(def) => def.schema(&game.setup().ruleset)?,
        };
        items.push(item::read(subject, schema, rest, &context)?);
    }
    Ok(Draft { items })
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
            [key] => return subject(key),
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

fn subject(key: &str) -> Outcome<Subject> {
    match rules::find_feature(key) {
        Ok(def) => Ok(Subject::Feature(def)),
        Err(_) => Ok(Subject::Event(find_event(key)?)),
    }
}
