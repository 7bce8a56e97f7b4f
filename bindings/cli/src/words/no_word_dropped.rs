//! No silent guess in the words: every word given for an input of any feature,
//! event or end-game item, in a game of any expansion, either reaches the core's
//! draft — the form shows that value and the recorded command carries it — or the
//! words are refused. What each word gives is worked out here from the word and the
//! form (`ben.followers=2` is 2 followers for blue), not by the reader under test.
//!
//! - [`every_word_for_every_input_is_honoured_or_refused`] tries, once for every
//!   distinct input of every item of every expansion (during the turns and at the
//!   end), the words its kind takes: the limits and one past them, each option, each
//!   player by colour and by name, an empty value;
//! - [`words_together_are_each_honoured_or_refused`] gives random words for
//!   several inputs of one item at once.

use std::collections::BTreeSet;

use chrono::Utc;
use proptest::prelude::*;
use serde_json::json;
use tally_core::rules::{InputKind, InputValue, PlayerInputs, Step};
use tally_core::ruleset::catalog;
use tally_core::session::{Command, Game, GameSetup, RecordedScoring};
use tally_core::table::{DraftItemView, DraftUpdate, FormField, TableModel};

/// The players: colour, id and name. Ann (red) is the active player.
const PLAYERS: [(&str, &str); 3] = [("red", "Ann"), ("blue", "Ben"), ("green", "Cleo")];

/// One game per expansion alone, and one with everything, for each edition.
fn rulesets() -> Vec<serde_json::Value> {
    let mut rulesets: Vec<serde_json::Value> =
        catalog::EXPANSIONS.iter().map(|expansion| json!({"edition": "c3", "expansions": [expansion.key]})).collect();
    for edition in ["c1", "c2", "c3", "winter"] {
        let all: Vec<&str> = catalog::EXPANSIONS.iter().map(|expansion| expansion.key).collect();
        rulesets.push(json!({"edition": edition, "expansions": all}));
        rulesets.push(json!({"edition": edition, "expansions": []}));
    }
    rulesets
}

/// A new game of `ruleset`, during the turns or in the end-game scoring.
fn game(ruleset: &serde_json::Value, at_the_end: bool) -> Game {
    let players: Vec<serde_json::Value> =
        PLAYERS.iter().map(|(colour, name)| json!({"name": name, "colour": colour})).collect();
    let setup: GameSetup =
        serde_json::from_value(json!({"players": players, "ruleset": ruleset})).expect("a valid setup");
    let mut game = Game::new(setup).expect("a new game");
    if at_the_end {
        game.execute(Command::StartEndGame, Utc::now()).expect("the end-game scoring begins");
    }
    game
}

/// Every game the tests play in.
fn games() -> Vec<Game> {
    rulesets().iter().flat_map(|ruleset| [game(ruleset, false), game(ruleset, true)]).collect()
}

/// What one word gives, as the form and the command must show it.
#[derive(Clone, Debug, PartialEq)]
enum Gives {
    /// An item-level input's value.
    Input(String, InputValue),
    /// A player's value of a per-player input (switches: 0 or 1).
    PlayerInput(&'static str, String, i64),
    /// The step the event is recorded at.
    Step(Step),
    /// The figure (0 or 1) that takes a player's points of this item.
    Figure(&'static str, u32),
    /// Nobody scores it, confirmed.
    Nobody,
}

/// A word and what it gives.
type Word = (String, Gives);

/// The words for one field with the values to try, each with what it gives.
fn words_for(field: &FormField, counts: &[i64]) -> Vec<Word> {
    let name = field.name.as_str();
    let input = |value: InputValue| Gives::Input(name.to_owned(), value);
    match field.kind {
        InputKind::Count => {
            let mut words: Vec<Word> =
                counts.iter().map(|value| (format!("{name}={value}"), input(InputValue::Int(*value)))).collect();
            words.push((format!("{name}="), input(InputValue::Text(String::new()))));
            words
        }
        InputKind::Toggle => vec![
            (name.to_owned(), input(true.into())),
            (format!("{name}=yes"), input(true.into())),
            (format!("{name}=no"), input(false.into())),
            (format!("{name}=0"), input(false.into())),
            (format!("{name}=maybe"), input(InputValue::Text("maybe".into()))),
        ],
        InputKind::Choice => {
            let mut words: Vec<Word> = field
                .options
                .iter()
                .flat_map(|option| {
                    let value = || input(InputValue::Text(option.key.clone()));
                    [(format!("{name}={}", option.key), value()), (option.key.clone(), value())]
                })
                .collect();
            words.push((format!("{name}="), input(InputValue::Text(String::new()))));
            words.push((format!("{name}=none_of_them"), input(InputValue::Text("none_of_them".into()))));
            words
        }
        InputKind::Player => {
            let mut words: Vec<Word> = PLAYERS
                .iter()
                .flat_map(|(colour, player)| {
                    let value = || input(InputValue::Text((*colour).to_owned()));
                    [(format!("{name}={colour}"), value()), (format!("{name}={player}"), value())]
                })
                .collect();
            words.push((format!("{name}="), input(InputValue::Text(String::new()))));
            words
        }
        InputKind::PerPlayerCount => PLAYERS
            .iter()
            .flat_map(|(colour, player)| {
                let mut words: Vec<Word> = counts
                    .iter()
                    .flat_map(|value| {
                        let gives = || Gives::PlayerInput(colour, name.to_owned(), *value);
                        [(format!("{colour}.{name}={value}"), gives()), (format!("{player}.{name}={value}"), gives())]
                    })
                    .collect();
                if ["followers", "barns"].contains(&name) {
                    words.push(((*colour).to_owned(), Gives::PlayerInput(colour, name.to_owned(), 1)));
                    words.push(((*player).to_owned(), Gives::PlayerInput(colour, name.to_owned(), 1)));
                    for value in counts {
                        words.push((format!("{colour}={value}"), Gives::PlayerInput(colour, name.to_owned(), *value)));
                    }
                }
                words
            })
            .collect(),
        InputKind::PerPlayerToggle => PLAYERS
            .iter()
            .flat_map(|(colour, player)| {
                let gives = |on: i64| Gives::PlayerInput(colour, name.to_owned(), on);
                [
                    (format!("{colour}.{name}"), gives(1)),
                    (format!("{player}.{name}=yes"), gives(1)),
                    (format!("{colour}.{name}=no"), gives(0)),
                ]
            })
            .collect(),
    }
}

/// The words every item takes besides its inputs: a bare number (its first count),
/// the step, a figure, `nobody`.
fn item_words(item: &DraftItemView) -> Vec<Word> {
    let mut words: Vec<Word> = Vec::new();
    if let Some(first) = item.fields.iter().map(|field| &field.field).find(|field| field.kind == InputKind::Count) {
        for count in counts_of(first) {
            words.push((count.to_string(), Gives::Input(first.name.clone(), InputValue::Int(count))));
        }
    }
    let steps = Step::TURN.into_iter().chain([Step::EndOfGame]);
    words.extend(steps.map(|step| (format!("step={}", step.code()), Gives::Step(step))));
    for (colour, player) in PLAYERS {
        for figure in [1, 2, 3] {
            words.push((format!("{colour}.figure={figure}"), Gives::Figure(colour, figure - 1)));
            words.push((format!("{player}.figure={figure}"), Gives::Figure(colour, figure - 1)));
        }
    }
    words.push(("nobody".to_owned(), Gives::Nobody));
    words
}

/// The counts tried for a field: its limits, one past each, and one between.
fn counts_of(field: &FormField) -> Vec<i64> {
    let mut counts = vec![field.min, field.max, field.min - 1, field.max.saturating_add(1)];
    if field.max > field.min + 1 {
        counts.push(field.min + (field.max - field.min) / 2);
    }
    counts
}

/// The words of `words` read as one item `key` of a new round of `game`.
fn read(game: &Game, key: &str, words: &[String]) -> Result<DraftUpdate, crate::failure::Failure> {
    let mut line = vec![key.to_owned()];
    line.extend(words.iter().cloned());
    super::round(&line, game, None)
}

/// Panics unless `gives` shows in the draft `update` and, when the draft can be
/// submitted, in the command it records.
fn assert_honoured(game: &Game, key: &str, words: &[String], update: &DraftUpdate, gives: &Gives) {
    let item = &update.view.items[0];
    let spec = game.setup().ruleset.to_spec();
    let context = || format!("`{key} {}` ({:?} {:?})", words.join(" "), spec.edition, spec.expansions);
    let field = |name: &str| {
        item.fields.iter().find(|field| field.field.name == name).unwrap_or_else(|| panic!("{}: no {name}", context()))
    };
    match gives {
        Gives::Input(name, value) => {
            assert_eq!(field(name).value.as_ref(), Some(value), "{}: the form shows another {name}", context());
        }
        Gives::PlayerInput(player, name, value) => {
            let shown = field(name).players.iter().find(|shown| shown.player == *player);
            assert!(
                shown.is_some_and(|shown| shown.value == *value && shown.entered),
                "{}: the form shows {player}'s {name} as {shown:?}, not {value}",
                context()
            );
        }
        Gives::Step(step) => assert_eq!(item.step, Some(*step), "{}: the step", context()),
        Gives::Figure(player, figure) => {
            let chosen = update.draft.items[0].figures.get(*player);
            assert_eq!(chosen, Some(figure), "{}: {player}'s figure", context());
        }
        Gives::Nobody => assert!(update.draft.nobody_scores, "{}: nobody scores", context()),
    }
    let model = TableModel::new(game);
    let Ok(command) = model.submit_draft(&update.draft) else { return };
    let Some(RecordedScoring { inputs, players, step, figures, nobody_scores: nobody }) = command.first_recorded()
    else {
        panic!("{}: recorded as {command:?}", context())
    };
    match gives {
        Gives::Input(name, value) => {
            let recorded = inputs.get(name);
            // The core fills the active player's own input when the command is
            // carried out: it may leave it out, but never records another value.
            let filled_later = item.fields.iter().any(|field| field.field.name == *name && field.locked)
                && recorded.is_none()
                && *value == InputValue::from(PLAYERS[0].0);
            assert!(recorded == Some(value) || filled_later, "{}: the command records {name} {recorded:?}", context());
        }
        Gives::PlayerInput(player, name, value) => {
            let recorded = player_value(players, player, name);
            assert_eq!(recorded, Some(*value), "{}: the command records {player}'s {name}", context());
        }
        Gives::Step(given) if item.steps.len() > 1 => {
            assert_eq!(step, Some(*given), "{}: the command records the step", context());
        }
        Gives::Step(given) => {
            assert!(step.is_none_or(|step| step == *given), "{}: the command records step {step:?}", context());
        }
        Gives::Figure(player, figure) => {
            assert_eq!(figures.get(*player), Some(figure), "{}: the command records {player}'s figure", context());
        }
        Gives::Nobody => assert!(nobody, "{}: the command records nobody scores", context()),
    }
}

/// A player's value of a per-player input in a command (switches as 0 or 1).
fn player_value(players: &[PlayerInputs], player: &str, name: &str) -> Option<i64> {
    match players.iter().find(|entry| entry.id == player)?.inputs.get(name)? {
        InputValue::Int(value) => Some(*value),
        InputValue::Bool(on) => Some(i64::from(*on)),
        InputValue::Text(_) | InputValue::Other(_) => None,
    }
}

/// Every item the table offers in `game`: its key and its form as a new draft shows
/// it.
fn items(game: &Game) -> Vec<(String, DraftItemView)> {
    let model = TableModel::new(game);
    let scorable = model.scorable();
    let keys = scorable.features.iter().cloned().chain(scorable.events.iter().map(|event| event.key.clone()));
    keys.map(|key| {
        let update = read(game, &key, &[]).unwrap_or_else(|failure| panic!("`{key}` alone is refused: {failure}"));
        (key, update.view.items[0].clone())
    })
    .collect()
}

#[test]
fn every_word_for_every_input_is_honoured_or_refused() {
    let mut tried = BTreeSet::new();
    let (mut honoured, mut refused) = (0, 0);
    for game in games() {
        for (key, item) in items(&game) {
            let fields = item.fields.iter().map(|field| {
                let seen = format!("{key} {:?} {:?}", game.table().phase, field.field);
                (seen, words_for(&field.field, &counts_of(&field.field)))
            });
            let others = std::iter::once((format!("{key} {:?} item words", game.table().phase), item_words(&item)));
            for (seen, words) in fields.chain(others) {
                if !tried.insert(seen) {
                    continue;
                }
                for (word, gives) in words {
                    let words = [word];
                    match read(&game, &key, &words) {
                        Ok(update) => {
                            assert_honoured(&game, &key, &words, &update, &gives);
                            honoured += 1;
                        }
                        Err(_) => refused += 1,
                    }
                }
            }
        }
    }
    assert!(honoured > 1000 && refused > 1000, "{honoured} words honoured, {refused} refused");
}

/// One word to give: which field, its count, which player, which of the field's words.
type Pick = (usize, i64, usize, usize);

/// A ruleset, at the end or not, an item, and the words to give.
type RoundOfWords = (usize, bool, usize, Vec<Pick>);

/// A game, an item of it and words for some of its inputs, one word per input (and
/// player), each with a random value.
fn round_of_words() -> impl Strategy<Value = RoundOfWords> {
    (
        0..rulesets().len(),
        any::<bool>(),
        any::<prop::sample::Index>().prop_map(|index| index.index(1 << 16)),
        prop::collection::vec((0usize..64, -3i64..60, 0usize..PLAYERS.len(), 0usize..64), 0..8),
    )
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    #[test]
    fn words_together_are_each_honoured_or_refused((ruleset, at_the_end, item, picks) in round_of_words()) {
        let game = game(&rulesets()[ruleset], at_the_end);
        let items = items(&game);
        let (key, view) = &items[item % items.len()];
        let mut chosen: Vec<Word> = Vec::new();
        let mut taken = BTreeSet::new();
        for (field, count, player, which) in picks {
            let Some(field) = view.fields.get(field % view.fields.len().max(1)).map(|field| &field.field) else { break };
            let words: Vec<Word> = words_for(field, &[count])
                .into_iter()
                .filter(|(_, gives)| match gives {
                    Gives::PlayerInput(colour, ..) => *colour == PLAYERS[player].0,
                    _ => true,
                })
                .collect();
            let Some(word) = words.get(which % words.len().max(1)) else { continue };
            let input = match &word.1 {
                Gives::PlayerInput(colour, name, _) => format!("{colour}.{name}"),
                _ => field.name.clone(),
            };
            if taken.insert(input) {
                chosen.push(word.clone());
            }
        }
        let words: Vec<String> = chosen.iter().map(|(word, _)| word.clone()).collect();
        if let Ok(update) = read(&game, key, &words) {
            for (_, gives) in &chosen {
                assert_honoured(&game, key, &words, &update, gives);
            }
        }
    }
}
