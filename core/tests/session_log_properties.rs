//! Property tests of the game log over everything a session can record: features
//! and turn-step events or end-game items of every kind (`rules::features()`,
//! `rules::events::events()`) with inputs drawn from their own schemas, under a
//! ruleset with every expansion; robbers, dispatches, corrections, turns, the end
//! of the game; undo, redo, and edits and deletes of past entries.
//!
//! For every random sequence:
//!
//! - nothing panics; a refused command changes nothing, in memory or in the store;
//! - after every accepted command, the floors hold along the whole effective log: a
//!   figure at 0 or above never goes below 0 from an award whose floor is `zero`,
//!   never below 0 at all from one whose floor is `refuse`, and an award moves its
//!   figure by its points except where a `zero` floor stops it;
//! - each figure's points, each score and each category total are the sums of what
//!   the log's awards moved;
//! - replaying the stored entries reproduces the state; the store (`Store::execute`
//!   on an in-memory database) holds the same game, which survives export and
//!   import with the same statistics; undoing everything gives the initial table.
//!
//! `PROPTEST_CASES` sets the number of sequences (default 48 per ruleset); a longer
//! run is in `docs/performance.md`.

use std::collections::BTreeMap;

use chrono::{TimeZone, Utc};
use proptest::prelude::*;
use serde_json::{Value, json};
use tally_core::rules::events::events;
use tally_core::rules::{Floor, InputKind, InputSpec, Schema, When, features};
use tally_core::ruleset::catalog::EXPANSIONS;
use tally_core::session::{Command, Game, GameSetup, GameState, Phase, Prompt};
use tally_core::store::{GameSeat, Store};

const PLAYERS: [&str; 3] = ["red", "blue", "green"];

fn setup(messages: bool) -> GameSetup {
    let expansions: Vec<&str> =
        EXPANSIONS.iter().map(|expansion| expansion.key).filter(|key| messages || *key != "mini2_messages").collect();
    serde_json::from_value(json!({
        "players": [{"name": "Ann", "colour": "red"}, {"name": "Ben", "colour": "blue"}, {"name": "Cleo", "colour": "green"}],
        "ruleset": {"edition": "c3", "expansions": expansions}
    }))
    .expect("setup")
}

/// One random command as raw numbers; [`build`] turns it into a command for the
/// game as it stands, so that most commands fit the moment.
#[derive(Clone, Debug)]
struct Raw {
    kind: u8,
    numbers: Vec<u16>,
}

fn raw() -> impl Strategy<Value = Raw> {
    (0u8..100, prop::collection::vec(any::<u16>(), 48)).prop_map(|(kind, numbers)| Raw { kind, numbers })
}

/// Reads the raw numbers one after the other.
struct Numbers<'a> {
    numbers: &'a [u16],
    next: usize,
}

impl Numbers<'_> {
    fn take(&mut self) -> u64 {
        let number = self.numbers[self.next % self.numbers.len()];
        self.next += 1;
        u64::from(number)
    }

    fn below(&mut self, n: u64) -> u64 {
        self.take() % n.max(1)
    }

    fn chance(&mut self, percent: u64) -> bool {
        self.below(100) < percent
    }

    fn player(&mut self) -> &'static str {
        PLAYERS[self.below(3) as usize]
    }
}

/// A value for one input: mostly small, sometimes the extremes.
fn value(spec: &InputSpec, numbers: &mut Numbers<'_>) -> Value {
    match spec.kind {
        InputKind::Count | InputKind::PerPlayerCount => {
            let value = match numbers.below(20) {
                0 => spec.max,
                1 => spec.min,
                _ => spec.min + numbers.below(6) as i64,
            };
            json!(value.min(spec.max))
        }
        InputKind::Toggle | InputKind::PerPlayerToggle => json!(numbers.chance(50)),
        InputKind::Choice => {
            json!(spec.options.get(numbers.below(spec.options.len() as u64) as usize).map_or("", |option| option.key))
        }
        InputKind::Player => json!(numbers.player()),
    }
}

/// Inputs and players for a form: each item-level input with even odds, each player
/// with two chances in three, each per-player input with two in five.
fn form(schema: &Schema, numbers: &mut Numbers<'_>) -> (Value, Value) {
    let mut inputs = serde_json::Map::new();
    for spec in schema.inputs().iter().filter(|spec| !spec.kind.is_per_player()) {
        if numbers.chance(50) {
            inputs.insert(spec.name.to_owned(), value(spec, numbers));
        }
    }
    let mut players = Vec::new();
    for id in PLAYERS {
        if !numbers.chance(67) {
            continue;
        }
        let mut player = serde_json::Map::new();
        player.insert("id".to_owned(), json!(id));
        for spec in schema.inputs().iter().filter(|spec| spec.kind.is_per_player()) {
            if numbers.chance(40) {
                player.insert(spec.name.to_owned(), value(spec, numbers));
            }
        }
        players.push(Value::Object(player));
    }
    (Value::Object(inputs), Value::Array(players))
}

fn figures(numbers: &mut Numbers<'_>) -> Value {
    let mut figures = serde_json::Map::new();
    if numbers.chance(20) {
        figures.insert(numbers.player().to_owned(), json!(numbers.below(3)));
    }
    Value::Object(figures)
}

fn feature_scoring(game: &Game, numbers: &mut Numbers<'_>) -> Value {
    let ruleset = &game.setup().ruleset;
    let when = match game.table().phase {
        Phase::Playing if !numbers.chance(5) => When::Completed,
        _ => When::EndOfGame,
    };
    let available: Vec<_> = features().iter().filter(|feature| feature.is_available(ruleset, when)).collect();
    let feature = available[numbers.below(available.len() as u64) as usize];
    let schema = feature.schema(ruleset, when).expect("available");
    let (inputs, players) = form(&schema, numbers);
    json!({"type": "score_feature", "feature": feature.key, "when": when.key(), "inputs": inputs, "players": players,
           "figures": figures(numbers)})
}

fn event_recording(game: &Game, numbers: &mut Numbers<'_>) -> Value {
    let ruleset = &game.setup().ruleset;
    let end = game.table().phase != Phase::Playing && !numbers.chance(5);
    let available: Vec<_> =
        events().iter().filter(|event| event.is_available(ruleset) && event.is_end_of_game() == end).collect();
    let event = available[numbers.below(available.len() as u64) as usize];
    let schema = event.schema(ruleset).expect("available");
    let (inputs, players) = form(&schema, numbers);
    let mut value = json!({"type": "record_event", "event": event.key, "inputs": inputs, "players": players,
                           "figures": figures(numbers)});
    if event.steps.len() > 1 || numbers.chance(5) {
        let step = event.steps[numbers.below(event.steps.len() as u64) as usize];
        value["step"] = serde_json::to_value(step).expect("step");
    }
    value
}

fn dispatch(numbers: &mut Numbers<'_>) -> Value {
    let choice = match numbers.below(9) {
        0 | 1 => json!({"tile": "two_points"}),
        2 => json!({"tile": "smallest_road", "inputs": {"tiles": 1 + numbers.below(6)}}),
        3 => json!({"tile": "smallest_city", "inputs": {"tiles": 1 + numbers.below(6)}}),
        4 => json!({"tile": "smallest_cloister", "inputs": {"tiles_around": numbers.below(9)}}),
        5 => json!({"tile": "coats_of_arms", "count": numbers.below(5)}),
        6 => json!({"tile": "knights", "count": numbers.below(5)}),
        7 => json!({"tile": "extra_tile"}),
        _ => json!({"tile": "score_meeple", "feature": "road", "inputs": {"tiles": 1 + numbers.below(6)},
                    "players": [{"id": numbers.player(), "followers": 1}]}),
    };
    let mut value = json!({"type": "resolve_dispatch", "choice": choice});
    if numbers.chance(30) {
        value["figure"] = json!(numbers.below(3));
    }
    value
}

/// A command that is not undo or redo (edits replace an entry by one of these).
fn plain(kind: u8, game: &Game, numbers: &mut Numbers<'_>) -> Value {
    match kind {
        0..=27 => feature_scoring(game, numbers),
        28..=51 => event_recording(game, numbers),
        52..=56 => {
            let points = numbers.below(40) as i64 - 20;
            json!({"type": "correct", "player": numbers.player(), "points": points, "reason": "table correction"})
        }
        57..=59 => {
            // Mostly on a space where another player's figure stands.
            let owner = numbers.player();
            let others: Vec<u32> = game
                .table()
                .players
                .iter()
                .filter(|player| player.id != owner)
                .flat_map(|player| player.figures.iter().map(|figure| figure.space))
                .collect();
            let space = if numbers.chance(80) {
                others[numbers.below(others.len() as u64) as usize]
            } else {
                numbers.below(52) as u32
            };
            json!({"type": "place_robber", "owner": owner, "space": space})
        }
        60..=61 => json!({"type": "choose_robber_victim", "victim": numbers.player()}),
        62..=65 => dispatch(numbers),
        66..=75 => json!({"type": "end_turn"}),
        76..=77 => json!({"type": "second_part"}),
        78..=79 => json!({"type": "start_end_game"}),
        80 => json!({"type": "finish"}),
        _ => json!({"type": "reopen"}),
    }
}

fn build(raw: &Raw, game: &Game) -> Command {
    let mut numbers = Numbers { numbers: &raw.numbers, next: 0 };
    let entries = game.entries().len() as u64;
    let value = match (&game.table().pending, raw.kind) {
        // Mostly answer the prompt the game waits on.
        (Some(Prompt::Dispatch { .. }), 0..=59) => dispatch(&mut numbers),
        (Some(Prompt::RobberChoice { candidates, .. }), 0..=59) => {
            let victim = &candidates[numbers.below(candidates.len() as u64) as usize].player;
            json!({"type": "choose_robber_victim", "victim": victim})
        }
        (_, 0..=81) => plain(raw.kind, game, &mut numbers),
        (_, 82..=88) => json!({"type": "undo"}),
        (_, 89..=92) => json!({"type": "redo"}),
        (_, 93..=96) => {
            let seq = 1 + numbers.below(entries + 2);
            let kind = numbers.below(82) as u8;
            json!({"type": "edit", "seq": seq, "command": plain(kind, game, &mut numbers)})
        }
        _ => json!({"type": "delete", "seq": 1 + numbers.below(entries + 2)}),
    };
    serde_json::from_value(value).expect("generated command")
}

/// Walks the effective log figure by figure and checks the floors and the sums.
fn check_log(state: &GameState) -> Result<(), TestCaseError> {
    let mut figures: BTreeMap<(String, usize), i64> = BTreeMap::new();
    let mut categories: BTreeMap<(String, String), i64> = BTreeMap::new();
    for item in &state.log {
        for award in &item.awards {
            let at = figures.entry((award.player.to_string(), award.figure as usize)).or_default();
            let before = *at;
            let after = before + award.moved;
            prop_assert_eq!(award.points, award.rows.iter().map(|row| row.points).sum::<i64>(), "award = its rows");
            match award.floor {
                Floor::Zero => {
                    if before >= 0 {
                        prop_assert!(
                            after >= 0,
                            "entry {}: {} went from {} to {} under a zero floor",
                            item.seq,
                            award.player,
                            before,
                            after
                        );
                    }
                    if award.points >= 0 {
                        prop_assert_eq!(award.moved, award.points, "entry {}: a gain moves in full", item.seq);
                    } else {
                        prop_assert!(
                            award.moved <= 0 && award.moved >= award.points,
                            "entry {}: a loss moves at most its points",
                            item.seq
                        );
                        prop_assert!(
                            award.moved == award.points || after == before.min(0),
                            "entry {}: a loss stops only at the floor",
                            item.seq
                        );
                    }
                }
                Floor::Refuse => {
                    prop_assert!(after >= 0, "entry {}: a refused floor went below 0", item.seq);
                    prop_assert_eq!(award.moved, award.points);
                }
                Floor::Negative => prop_assert_eq!(award.moved, award.points),
            }
            *at = after;
            let category = serde_json::to_value(award.category).expect("category").as_str().expect("key").to_owned();
            *categories.entry((award.player.to_string(), category)).or_default() += award.moved;
        }
    }
    for player in &state.table.players {
        for (index, figure) in player.figures.iter().enumerate() {
            let moved = figures.get(&(player.id.to_string(), index)).copied().unwrap_or(0);
            prop_assert_eq!(figure.points, moved, "{} figure {} is the sum of its moves", &player.id, index);
        }
        prop_assert_eq!(player.score, player.figures.iter().map(|figure| figure.points).sum::<i64>());
        for entry in &player.by_category {
            let key = serde_json::to_value(entry.category).expect("category").as_str().expect("key").to_owned();
            let moved = categories.get(&(player.id.to_string(), key)).copied().unwrap_or(0);
            prop_assert_eq!(entry.points, moved, "{}'s {:?} points", &player.id, entry.category);
        }
    }
    Ok(())
}

fn cases() -> u32 {
    std::env::var("PROPTEST_CASES").ok().and_then(|value| value.parse().ok()).unwrap_or(48)
}

fn run(messages: bool, raws: &[Raw]) -> Result<(), TestCaseError> {
    let at = Utc.with_ymd_and_hms(2026, 11, 30, 20, 0, 0).single().expect("time");
    let setup = setup(messages);
    let mut game = Game::new(setup.clone()).expect("game");
    let initial = game.state();
    let mut store = Store::open_in_memory().expect("store");
    let seats: Vec<GameSeat> = setup
        .players
        .iter()
        .map(|player| GameSeat { roster_id: None, name: player.name.clone(), colour: player.colour })
        .collect();
    let mut active = store.create_game(&seats, setup.ruleset.clone()).expect("stored game");
    let mut accepted = 0;
    for raw in raws {
        let command = build(raw, &game);
        let before = game.state();
        let result = game.execute(command.clone(), at).map(|_| ());
        let stored = store.execute(&mut active, command.clone());
        prop_assert_eq!(result.is_ok(), stored.is_ok(), "memory and store agree on {:?}", &command);
        match result {
            Ok(()) => {
                accepted += 1;
                check_log(&game.state())?;
            }
            Err(error) => {
                prop_assert_eq!(&game.state(), &before, "refused ({}) but changed: {:?}", error, &command);
                prop_assert_eq!(&active.game.state(), &before, "the store's game changed on a refusal");
            }
        }
    }
    let state = game.state();
    prop_assert_eq!(&active.game.state(), &state);
    let replayed = Game::from_entries(game.setup().clone(), game.entries().to_vec()).expect("the log replays");
    prop_assert_eq!(&replayed.state(), &state, "replay reproduces the state");
    let loaded = store.load_game(active.id).expect("the stored game loads");
    prop_assert_eq!(loaded.game.entries().len(), accepted, "every accepted command is stored, nothing else");
    prop_assert_eq!(&loaded.game.state(), &state, "the store resumes the same game");
    let summary = store.game_summary(active.id).expect("summary");
    for (seat, player) in summary.seats.iter().zip(&state.table.players) {
        prop_assert_eq!(seat.score, player.score, "the history shows the table's score");
    }
    let json = store.export(&[active.id]).expect("export").to_json().expect("json");
    let mut other = Store::open_in_memory().expect("store");
    let imported = other.import(&json).expect("the export imports").imported[0];
    prop_assert_eq!(&other.load_game(imported).expect("loads").game.state(), &state, "export and import keep the game");
    // The import derives the awards table from the log; the store kept it in step
    // command by command (undo removes the last item's awards, edit rewrites them).
    prop_assert_eq!(store.all_stats().expect("stats"), other.all_stats().expect("stats"), "statistics agree");
    while game.can_undo() {
        game.execute(Command::Undo, at).expect("undo");
    }
    prop_assert_eq!(&game.state().table, &initial.table, "undoing everything gives the initial table");
    prop_assert!(game.state().log.is_empty());
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: cases(), ..ProptestConfig::default() })]

    #[test]
    fn every_expansion_with_messages(raws in prop::collection::vec(raw(), 1..80)) {
        run(true, &raws)?;
    }

    #[test]
    fn every_expansion_one_figure(raws in prop::collection::vec(raw(), 1..80)) {
        run(false, &raws)?;
    }
}
