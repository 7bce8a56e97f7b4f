//! The short command language of `tally play` and the game subcommands:
//! `city 5 coa=2 cathedral red=2 blue=1`, `road 3 red red.ghosts=1`,
//! `dispatch knights 3`, `correct red -2 miscounted`, `undo`...
//!
//! Words are matched against the item's form schema from the core: a bare number
//! fills the first count (tiles), `name=value` an input (unique prefixes and a few
//! aliases such as `coa` work), a bare name switches a toggle on or picks a choice
//! option, a player's colour gives that player followers (`red` = 1, `red=2`), and
//! `red.<input>=value` sets a per-player input (`red.figure=1` picks a scoring
//! figure with Messages).

use std::collections::BTreeMap;

use tally_core::rules::events::{self, EventDef};
use tally_core::rules::{self, FeatureDef, InputKind, InputSpec, InputValue, Inputs, PlayerInputs, Schema, Step, When};
use tally_core::session::{Command, DispatchChoice, EventRecording, FeatureScoring, Game, Phase};

use crate::failure::{Failure, Outcome};

/// What a line asks for.
#[derive(Debug)]
pub enum Action {
    /// A command for the game.
    Game(Command),
    /// Help, in general or about one item.
    Help(Option<String>),
    /// Show the board.
    Board,
    /// Show the log.
    Log,
    /// Show what the end-game scoring still offers.
    Walkthrough,
    /// List what can happen at another step.
    ViewStep(Step),
    /// Start another game.
    New,
    /// Leave.
    Quit,
}

fn bad(message: impl Into<String>) -> Failure {
    Failure::BadInput(message.into())
}

/// Short names for inputs players say often.
const ALIASES: &[(&str, &str)] = &[("coa", "coats_of_arms"), ("coats", "coats_of_arms"), ("pennants", "coats_of_arms")];

/// Parses one line against the game.
pub fn parse(words: &[String], game: &Game) -> Outcome<Action> {
    let Some((first, rest)) = words.split_first() else { return Ok(Action::Board) };
    let word = first.to_ascii_lowercase();
    let command = match word.as_str() {
        "help" | "?" => return Ok(Action::Help(rest.first().cloned())),
        "board" | "show" => return Ok(Action::Board),
        "log" | "timeline" => return Ok(Action::Log),
        "todo" | "walkthrough" => return Ok(Action::Walkthrough),
        "new" => return Ok(Action::New),
        "quit" | "exit" | "q" => return Ok(Action::Quit),
        "step" => {
            let code =
                rest.first().ok_or_else(|| bad("step: which one? (1A, 1B, 1C, 2A, 2B-1, 2B-2, 2C, 3B, 3C, 4A)"))?;
            return Step::parse(code).map(Action::ViewStep).ok_or_else(|| bad(format!("step: `{code}` is not a step")));
        }
        "undo" => Command::Undo,
        "redo" => Command::Redo,
        "turn" | "next" => Command::EndTurn,
        "double" | "second" => Command::SecondPart,
        "end" => Command::StartEndGame,
        "finish" => Command::Finish,
        "reopen" => Command::Reopen,
        "robber" => robber(rest)?,
        "victim" => Command::ChooseRobberVictim { victim: one(rest, "victim: whose points does the robber steal?")? },
        "dispatch" => dispatch(rest, game)?,
        "correct" => correct(rest)?,
        "delete" => Command::Delete { seq: seq(rest.first(), "delete")? },
        "edit" => {
            let seq = seq(rest.first(), "edit")?;
            match parse(&rest[1..], game)? {
                Action::Game(command) => Command::Edit { seq, command: Box::new(command) },
                _ => return Err(bad("edit: give the entry number, then the command that replaces it")),
            }
        }
        _ => item(&word, rest, game)?,
    };
    Ok(Action::Game(command))
}

fn one(words: &[String], missing: &str) -> Outcome<String> {
    words.first().map(|word| word.to_ascii_lowercase()).ok_or_else(|| bad(missing))
}

fn seq(word: Option<&String>, what: &str) -> Outcome<u64> {
    let word = word.ok_or_else(|| bad(format!("{what}: which entry? (its number in `log`)")))?;
    word.trim_start_matches('#').parse().map_err(|_| bad(format!("{what}: `{word}` is not an entry number")))
}

fn robber(words: &[String]) -> Outcome<Command> {
    let [owner, space, ..] = words else {
        return Err(bad("robber: say whose robber and which space, e.g. `robber green 12`"));
    };
    let space = space.parse().map_err(|_| bad(format!("robber: `{space}` is not a track space (0-49)")))?;
    Ok(Command::PlaceRobber { owner: owner.to_ascii_lowercase(), space })
}

fn correct(words: &[String]) -> Outcome<Command> {
    let [player, points, reason @ ..] = words else {
        return Err(bad("correct: say who, how many points and why, e.g. `correct red -2 miscounted road`"));
    };
    let points = points.parse().map_err(|_| bad(format!("correct: `{points}` is not a number of points")))?;
    let (figure, reason): (Vec<&String>, Vec<&String>) = reason.iter().partition(|word| word.starts_with("figure="));
    let figure = figure.first().map(|word| parse_int("figure", &word["figure=".len()..])).transpose()?;
    let reason = reason.iter().map(|word| word.as_str()).collect::<Vec<_>>().join(" ");
    Ok(Command::Correct {
        player: player.to_ascii_lowercase(),
        points,
        reason,
        figure: figure.map(|figure| usize::try_from(figure).unwrap_or(usize::MAX)),
    })
}

fn parse_int(field: &str, text: &str) -> Outcome<i64> {
    text.parse().map_err(|_| bad(format!("`{field}`: `{text}` is not a whole number")))
}

/// The dispatch tiles and their words.
pub const DISPATCH_TILES: &[(&str, &str)] = &[
    ("two_points", "take 2 points"),
    ("smallest_road", "score your smallest road as at the end, no majority (then its inputs)"),
    ("smallest_city", "score your smallest city as at the end, no majority (then its inputs)"),
    ("smallest_cloister", "score your smallest cloister as at the end, no majority (then its inputs)"),
    ("coats_of_arms", "2 per coat of arms in cities with your meeples (then the count)"),
    ("knights", "2 per knight of yours (then the count)"),
    ("farmers", "2 per farmer of yours (then the count)"),
    ("extra_tile", "place an extra land tile (no points)"),
    ("meeple", "score one of your meeples as at the end, with majority (then the feature and its inputs)"),
];

fn dispatch(words: &[String], game: &Game) -> Outcome<Command> {
    let (figure_words, words): (Vec<&String>, Vec<&String>) =
        words.iter().partition(|word| word.starts_with("figure="));
    let figure = figure_words.first().map(|word| parse_int("figure", &word["figure=".len()..])).transpose()?;
    let figure = figure.map(|figure| usize::try_from(figure).unwrap_or(usize::MAX));
    let Some((tile, rest)) = words.split_first() else {
        return Err(bad(
            "dispatch: two_points, smallest_road, smallest_city, smallest_cloister, coats_of_arms, knights, farmers, extra_tile or meeple",
        ));
    };
    let tile = tile.to_ascii_lowercase();
    let matches: Vec<&str> = DISPATCH_TILES
        .iter()
        .map(|(key, _)| *key)
        .filter(|key| key.starts_with(&tile) || (tile == "2" && *key == "two_points"))
        .collect();
    let [tile] = matches.as_slice() else {
        return Err(bad(format!("dispatch: `{tile}` is not one tile (see `help dispatch`)")));
    };
    let rest: Vec<String> = rest.iter().map(|word| (*word).clone()).collect();
    let count = || -> Outcome<i64> {
        let word = rest.first().ok_or_else(|| bad(format!("dispatch {tile}: how many?")))?;
        parse_int("count", word)
    };
    let feature_inputs = |feature: &str| -> Outcome<Inputs> {
        let (inputs, _, _, _) = item_inputs(
            rules::find_feature(feature)?.schema(&game.setup().ruleset, When::EndOfGame)?,
            &rest,
            game,
            false,
        )?;
        Ok(inputs)
    };
    let choice = match *tile {
        "two_points" => DispatchChoice::TwoPoints,
        "smallest_road" => DispatchChoice::SmallestRoad { inputs: feature_inputs("road")? },
        "smallest_city" => DispatchChoice::SmallestCity { inputs: feature_inputs("city")? },
        "smallest_cloister" => DispatchChoice::SmallestCloister { inputs: feature_inputs("cloister")? },
        "coats_of_arms" => DispatchChoice::CoatsOfArms { count: count()? },
        "knights" => DispatchChoice::Knights { count: count()? },
        "farmers" => DispatchChoice::Farmers { count: count()? },
        "extra_tile" => DispatchChoice::ExtraTile,
        _ => {
            let (feature, words) = rest
                .split_first()
                .ok_or_else(|| bad("dispatch meeple: which feature? e.g. `dispatch meeple city 3 red`"))?;
            let def = find_feature_word(feature)?;
            let (inputs, players, _, _) =
                item_inputs(def.schema(&game.setup().ruleset, When::EndOfGame)?, words, game, true)?;
            DispatchChoice::ScoreMeeple { feature: def.key.to_owned(), inputs, players }
        }
    };
    Ok(Command::ResolveDispatch { choice, figure })
}

fn find_feature_word(word: &str) -> Outcome<&'static FeatureDef> {
    let word = word.to_ascii_lowercase();
    rules::find_feature(&word).or_else(|_| {
        let matches: Vec<_> = rules::features().iter().filter(|f| f.key.starts_with(&word)).collect();
        match matches.as_slice() {
            [only] => Ok(*only),
            _ => Err(bad(format!("`{word}` is not a feature (see `tally rules features`)"))),
        }
    })
}

/// A feature or event named by a word, among those possible now.
pub enum Item {
    /// A feature.
    Feature(&'static FeatureDef),
    /// An event or end-game item.
    Event(&'static EventDef),
}

impl Item {
    /// Its key.
    pub fn key(&self) -> &'static str {
        match self {
            Item::Feature(def) => def.key,
            Item::Event(def) => def.key,
        }
    }
}

/// Everything that can be scored in the game's phase under its ruleset.
pub fn possible_items(game: &Game) -> Vec<Item> {
    let ruleset = &game.setup().ruleset;
    let phase = game.table().phase;
    let when = if phase == Phase::Playing { When::Completed } else { When::EndOfGame };
    let features = rules::features().iter().filter(|def| def.is_available(ruleset, when)).map(Item::Feature);
    let events = events::events()
        .iter()
        .filter(|def| def.is_available(ruleset) && def.is_end_of_game() == (phase != Phase::Playing))
        .filter(|def| def.is_recordable())
        .map(Item::Event);
    features.chain(events).collect()
}

/// Resolves a word to one possible item: exact key, then last segment, then prefix.
pub fn resolve_item(word: &str, game: &Game) -> Outcome<Item> {
    let items = possible_items(game);
    let pick = |test: &dyn Fn(&str) -> bool| -> Vec<usize> {
        items.iter().enumerate().filter(|(_, item)| test(item.key())).map(|(index, _)| index).collect()
    };
    for found in [
        pick(&|key| key == word),
        pick(&|key| key.rsplit('.').next() == Some(word)),
        pick(&|key| key.starts_with(word) || key.rsplit('.').next().is_some_and(|last| last.starts_with(word))),
    ] {
        match found.as_slice() {
            [] => {}
            [index] => return Ok(items.into_iter().nth(*index).unwrap_or_else(|| unreachable!())),
            several => {
                let keys: Vec<&str> = several.iter().map(|index| items[*index].key()).collect();
                return Err(bad(format!("`{word}` could be {}", keys.join(", "))));
            }
        }
    }
    let known = rules::find_feature(word).is_ok() || events::find_event(word).is_ok();
    if known {
        Err(bad(format!("`{word}` cannot be scored now (wrong moment, or its expansion is not in play)")))
    } else {
        Err(bad(format!("unknown command `{word}` (type `help`)")))
    }
}

fn item(word: &str, rest: &[String], game: &Game) -> Outcome<Command> {
    let ruleset = &game.setup().ruleset;
    match resolve_item(word, game)? {
        Item::Feature(def) => {
            let when = if game.table().phase == Phase::Playing { When::Completed } else { When::EndOfGame };
            let (inputs, players, figures, step) = item_inputs(def.schema(ruleset, when)?, rest, game, true)?;
            Ok(Command::ScoreFeature(FeatureScoring {
                feature: def.key.to_owned(),
                when,
                inputs,
                players,
                figures,
                step,
            }))
        }
        Item::Event(def) => {
            let (inputs, players, figures, step) = item_inputs(def.schema(ruleset)?, rest, game, true)?;
            Ok(Command::RecordEvent(EventRecording { event: def.key.to_owned(), inputs, players, figures, step }))
        }
    }
}

type ItemInputs = (Inputs, Vec<PlayerInputs>, BTreeMap<String, usize>, Option<Step>);

/// Turns words into the inputs of `schema`.
fn item_inputs(schema: Schema, words: &[String], game: &Game, allow_players: bool) -> Outcome<ItemInputs> {
    let player_ids: Vec<&str> = game.setup().players.iter().map(|player| player.id()).collect();
    let mut inputs = Inputs::new();
    let mut players: Vec<PlayerInputs> = Vec::new();
    let mut figures = BTreeMap::new();
    let mut step = None;
    fn player_entry(players: &mut Vec<PlayerInputs>, id: &str) -> usize {
        if let Some(index) = players.iter().position(|entry| entry.id == id) {
            return index;
        }
        players.push(PlayerInputs::new(id));
        players.len() - 1
    }
    let specs = schema.inputs();
    for word in words {
        let lower = word.to_ascii_lowercase();
        let (name, value) = match lower.split_once('=') {
            Some((name, value)) => (name.to_owned(), Some(value.to_owned())),
            None => (lower.clone(), None),
        };
        if name == "step" {
            let code = value.ok_or_else(|| bad("step=... needs a step code"))?;
            step = Some(Step::parse(&code).ok_or_else(|| bad(format!("`{code}` is not a step")))?);
            continue;
        }
        if let Ok(number) = lower.parse::<i64>() {
            let taken: Vec<&str> = inputs.keys().map(String::as_str).collect();
            let spec = specs
                .iter()
                .find(|spec| spec.kind == InputKind::Count && !taken.contains(&spec.name))
                .ok_or_else(|| bad(format!("`{number}`: every count is already given")))?;
            inputs.insert(spec.name.to_owned(), InputValue::Int(number));
            continue;
        }
        if let Some((player, input)) = name.split_once('.')
            && player_ids.contains(&player)
        {
            if !allow_players {
                return Err(bad(format!("`{word}`: per-player inputs do not apply here")));
            }
            if input == "figure" {
                let value = value.ok_or_else(|| bad(format!("`{word}`: which figure? e.g. {player}.figure=1")))?;
                figures.insert(player.to_owned(), usize::try_from(parse_int("figure", &value)?).unwrap_or(usize::MAX));
                continue;
            }
            let spec = find_spec(specs, input, true)?;
            let entry = player_entry(&mut players, player);
            players[entry].inputs.insert(spec.name.to_owned(), typed(spec, value.as_deref(), word)?);
            continue;
        }
        if player_ids.contains(&name.as_str()) {
            if !allow_players {
                return Err(bad(format!("`{word}`: per-player inputs do not apply here")));
            }
            let followers = value.as_deref().map_or(Ok(1), |value| parse_int(&format!("{name} followers"), value))?;
            let entry = player_entry(&mut players, &name);
            players[entry].inputs.insert("followers".to_owned(), InputValue::Int(followers));
            continue;
        }
        let colour = name.split('.').next().and_then(|word| tally_core::session::Colour::parse(word).ok());
        if let Some(colour) = colour.filter(|colour| !player_ids.contains(&colour.key())) {
            return Err(bad(format!("`{word}`: there is no {} player in this game", colour.key())));
        }
        if value.is_none()
            && let Some((spec, option)) = option_word(specs, &name)
        {
            inputs.insert(spec.name.to_owned(), InputValue::Text(option.to_owned()));
            continue;
        }
        let spec = find_spec(specs, &name, false)?;
        inputs.insert(spec.name.to_owned(), typed(spec, value.as_deref(), word)?);
    }
    Ok((inputs, players, figures, step))
}

/// A word that is an option of exactly one choice input.
fn option_word<'s>(specs: &'s [InputSpec], word: &str) -> Option<(&'s InputSpec, &'static str)> {
    let found: Vec<(&InputSpec, &'static str)> = specs
        .iter()
        .filter(|spec| spec.kind == InputKind::Choice)
        .flat_map(|spec| spec.options.iter().filter(|option| option.key == word).map(move |option| (spec, option.key)))
        .collect();
    match found.as_slice() {
        [one] => Some(*one),
        _ => None,
    }
}

fn find_spec<'s>(specs: &'s [InputSpec], name: &str, per_player: bool) -> Outcome<&'s InputSpec> {
    let name = ALIASES.iter().find(|(alias, _)| *alias == name).map_or(name, |(_, real)| real);
    let candidates: Vec<&InputSpec> = specs.iter().filter(|spec| spec.kind.is_per_player() == per_player).collect();
    if let Some(spec) = candidates.iter().find(|spec| spec.name == name) {
        return Ok(spec);
    }
    let prefixed: Vec<&&InputSpec> = candidates.iter().filter(|spec| spec.name.starts_with(name)).collect();
    match prefixed.as_slice() {
        [one] => Ok(one),
        [] => {
            let names: Vec<&str> = candidates.iter().map(|spec| spec.name).collect();
            Err(bad(format!("`{name}` is not an input here (inputs: {})", names.join(", "))))
        }
        several => {
            let names: Vec<&str> = several.iter().map(|spec| spec.name).collect();
            Err(bad(format!("`{name}` could be {}", names.join(", "))))
        }
    }
}

fn typed(spec: &InputSpec, value: Option<&str>, word: &str) -> Outcome<InputValue> {
    Ok(match spec.kind {
        InputKind::Count | InputKind::PerPlayerCount => {
            let value = value.ok_or_else(|| bad(format!("`{word}`: give a number, e.g. {}=2", spec.name)))?;
            InputValue::Int(parse_int(spec.name, value)?)
        }
        InputKind::Toggle | InputKind::PerPlayerToggle => match value {
            None | Some("yes" | "true" | "on" | "1") => InputValue::Bool(true),
            Some("no" | "false" | "off" | "0") => InputValue::Bool(false),
            Some(other) => return Err(bad(format!("`{}`: `{other}` is not yes or no", spec.name))),
        },
        InputKind::Choice => {
            let value = value.ok_or_else(|| bad(format!("`{word}`: which option? e.g. {}=...", spec.name)))?;
            let matches: Vec<&str> =
                spec.options.iter().map(|option| option.key).filter(|key| key.starts_with(value)).collect();
            match matches.as_slice() {
                [one] => InputValue::Text((*one).to_owned()),
                _ => {
                    let keys: Vec<&str> = spec.options.iter().map(|option| option.key).collect();
                    return Err(bad(format!("`{}`: `{value}` is not one of {}", spec.name, keys.join(", "))));
                }
            }
        }
        InputKind::Player => {
            let value = value.ok_or_else(|| bad(format!("`{word}`: which player? e.g. {}=red", spec.name)))?;
            InputValue::Text(value.to_owned())
        }
    })
}
