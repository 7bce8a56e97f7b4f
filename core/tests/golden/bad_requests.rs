//! Bad requests through the `tally score` contract (`score_feature_json`): each is
//! refused with the typed error naming the field, and arbitrary JSON-shaped requests
//! never make the scorer panic nor give a score whose awards disagree with their rows.

use std::collections::{BTreeMap, BTreeSet};
use std::sync::OnceLock;

use proptest::prelude::*;
use serde_json::{Map, Value, json};
use tally_core::l10n::Message;
use tally_core::rules::{InputKind, InputSpec, When, features, find_feature, score_feature_json};
use tally_core::ruleset::catalog;
use tally_core::{Edition, Error, Ruleset, RulesetSpec, Variants};

/// Scores `request` as the command line does: the JSON text in, a score or an error out.
fn submit(request: &Value) -> Result<tally_core::rules::Score, Error> {
    score_feature_json(&request.to_string())
}

fn refused(request: Value) -> Error {
    submit(&request).expect_err("the request should be refused")
}

fn road(inputs: Value, players: Value) -> Value {
    json!({"ruleset": {"edition": "c3"}, "feature": "road", "inputs": inputs, "players": players})
}

fn assert_field(error: &Error, expected: &str) {
    match error {
        Error::InvalidInput { field, .. } => assert_eq!(field, expected, "{error}"),
        other => panic!("expected InvalidInput on `{expected}`, got {other:?}"),
    }
    assert!(error.to_string().contains(expected), "the message names the field: {error}");
}

/// Source: bad requests (DESIGN principle 5). Counts start at their minimum: a negative count is refused on its field.
#[test]
fn negative_counts() {
    let error = refused(road(json!({"tiles": -1}), json!([{"id": "red", "followers": 1}])));
    assert_field(&error, "tiles");
    assert!(error.to_string().contains("negative"), "{error}");
    let error = refused(road(json!({"tiles": 3}), json!([{"id": "red", "followers": -2}])));
    assert_field(&error, "players[0].followers");
}

/// Source: bad requests (DESIGN principle 5). A count above the schema's maximum is refused on its field.
#[test]
fn counts_above_the_schema_maximum() {
    // Road tiles: at most MAX_COUNT (500); followers: at most MAX_FIGURES (30).
    let error = refused(road(json!({"tiles": 501}), json!([{"id": "red", "followers": 1}])));
    assert_field(&error, "tiles");
    assert!(error.to_string().contains("above the maximum of 500"), "{error}");
    let error = refused(road(json!({"tiles": 2}), json!([{"id": "red"}, {"id": "blue", "followers": 31}])));
    assert_field(&error, "players[1].followers");
    let hut = json!({"ruleset": {"expansions": ["russian_promos"]}, "feature": "baba_yaga", "when": "end_of_game",
                     "inputs": {"empty_spaces": 9}, "players": [{"id": "red", "followers": 1}]});
    assert_field(&refused(hut), "empty_spaces");
}

/// Source: bad requests (DESIGN principle 5). An input of an expansion not in play says which component it needs.
#[test]
fn an_input_the_ruleset_does_not_enable() {
    let error = refused(road(json!({"tiles": 3, "inn": true}), json!([{"id": "red", "followers": 1}])));
    assert_eq!(
        error,
        Error::InputNotEnabled { field: "inn".into(), needs: Message::verbatim("exp01_inns_cathedrals.inns") }
    );
    let error = refused(road(json!({"tiles": 3}), json!([{"id": "red", "large_followers": 1}])));
    assert_eq!(
        error,
        Error::InputNotEnabled {
            field: "large_followers".into(),
            needs: Message::verbatim("exp01_inns_cathedrals.large_meeple")
        }
    );
}

/// Source: bad requests (DESIGN principle 5). A name that is no input of the feature under any ruleset.
#[test]
fn an_input_no_ruleset_has() {
    let error = refused(road(json!({"tiles": 3, "dragons": 1}), json!([{"id": "red", "followers": 1}])));
    assert_eq!(error, Error::UnknownInput { field: "dragons".into(), item: "road".into() });
}

/// Source: bad requests (DESIGN principle 5). A feature key that does not exist.
#[test]
fn an_unknown_feature() {
    let request = json!({"feature": "dragon_lair", "players": [{"id": "red"}]});
    assert_eq!(refused(request), Error::UnknownFeature { key: "dragon_lair".into() });
}

/// Source: bad requests (DESIGN principle 5). An expansion key that is not in the catalog.
#[test]
fn an_unknown_expansion() {
    let request =
        json!({"ruleset": {"expansions": ["tunnel", "exp99_space"]}, "feature": "road", "players": [{"id": "red"}]});
    assert_eq!(refused(request), Error::UnknownExpansion { key: "exp99_space".into() });
}

/// Source: bad requests (DESIGN principle 5). A feature whose expansion is not in play cannot be scored.
#[test]
fn an_expansion_the_feature_needs() {
    let request = json!({"feature": "haunted_castle", "players": [{"id": "red"}]});
    let error = refused(request);
    assert!(
        matches!(error, Error::NotAvailable { ref item, ref reason }
            if item == "haunted_castle" && reason.text().contains("exp11_ghosts_castles_cemeteries.haunted_castles")),
        "{error}"
    );
}

/// Source: bad requests (DESIGN principle 5). A request without players.
#[test]
fn no_players() {
    assert_eq!(refused(road(json!({"tiles": 3}), json!([]))), Error::NoPlayers);
    let missing = json!({"feature": "road", "inputs": {"tiles": 3}});
    assert!(matches!(refused(missing), Error::InvalidRequest { ref reason } if reason.contains("players")));
}

/// Source: bad requests (DESIGN principle 5). A player input naming someone who is not in the request.
#[test]
fn an_unknown_player_in_a_player_input() {
    let request = json!({"ruleset": {"expansions": ["school"]}, "feature": "road",
                         "inputs": {"tiles": 3, "teacher": "green"}, "players": [{"id": "red", "followers": 1}]});
    assert_eq!(refused(request), Error::UnknownPlayer { player: "green".into() });
    let request = json!({"ruleset": {"expansions": ["school"]}, "feature": "road",
                         "inputs": {"tiles": 3, "teacher": 2}, "players": [{"id": "red", "followers": 1}]});
    assert_field(&refused(request), "teacher");
}

/// Source: bad requests (DESIGN principle 5). Per-player inputs go in each player's entry, the others in `inputs`.
#[test]
fn a_per_player_input_put_in_inputs() {
    let error = refused(road(json!({"tiles": 3, "followers": 1}), json!([{"id": "red"}])));
    assert_field(&error, "followers");
    assert!(error.to_string().contains("per player"), "{error}");
    let error = refused(road(json!({}), json!([{"id": "red", "followers": 1, "tiles": 3}])));
    assert_field(&error, "players[0].tiles");
}

/// Source: bad requests (DESIGN principle 5). Counts are whole numbers, toggles are true or false.
#[test]
fn a_float_or_a_string_where_a_count_is_expected() {
    for bad in [json!(2.5), json!(3.0), json!("3"), json!(null), json!([3]), json!({"n": 3}), json!(1e30)] {
        let error = refused(road(json!({"tiles": bad}), json!([{"id": "red", "followers": 1}])));
        assert_field(&error, "tiles");
        assert!(error.to_string().contains("whole number"), "{bad}: {error}");
        let error = refused(road(json!({"tiles": 3}), json!([{"id": "red", "followers": bad}])));
        assert_field(&error, "players[0].followers");
    }
    let error = refused(json!({"ruleset": {"expansions": ["exp01_inns_cathedrals"]}, "feature": "road",
                               "inputs": {"tiles": 3, "inn": 1}, "players": [{"id": "red", "followers": 1}]}));
    assert_field(&error, "inn");
    assert!(error.to_string().contains("true or false"), "{error}");
}

/// Source: bad requests (DESIGN principle 5). A choice must be one of its option keys.
#[test]
fn an_option_that_is_not_offered() {
    let request = json!({"ruleset": {"expansions": ["pnp_land_surveyors"]}, "feature": "road",
                         "inputs": {"tiles": 3, "land_surveyor": "motorway"}, "players": [{"id": "red", "followers": 1}]});
    assert_field(&refused(request), "land_surveyor");
}

/// Source: bad requests (DESIGN principle 5). Player ids are distinct and not blank.
#[test]
fn player_ids_must_be_unique_and_not_empty() {
    let twice = road(json!({"tiles": 3}), json!([{"id": "red"}, {"id": "red", "followers": 1}]));
    assert_eq!(refused(twice), Error::DuplicatePlayer { player: "red".into() });
    assert_field(&refused(road(json!({"tiles": 3}), json!([{"id": " "}]))), "players[0].id");
}

/// Source: bad requests (DESIGN principle 5). Documents that are not a request: bad JSON, unknown fields, editions or variants.
#[test]
fn malformed_documents() {
    for text in ["", "{", "[]", "{\"feature\": 3, \"players\": []}"] {
        assert!(matches!(score_feature_json(text), Err(Error::InvalidRequest { .. })), "{text:?}");
    }
    for request in [
        json!({"feature": "road", "players": [{"id": "red"}], "bonus": 1}),
        json!({"feature": "road", "when": "yesterday", "players": [{"id": "red"}]}),
        json!({"ruleset": {"edition": "c9"}, "feature": "road", "players": [{"id": "red"}]}),
        json!({"ruleset": {"variants": {"free_points": true}}, "feature": "road", "players": [{"id": "red"}]}),
        json!({"feature": "road", "players": [{"followers": 1}]}),
    ] {
        assert!(matches!(refused(request.clone()), Error::InvalidRequest { .. }), "{request}");
    }
}

// ---------------------------------------------------------------------------------
// Property: arbitrary requests never panic, and every score adds up.

/// A value as a request may carry it. `Fit` becomes a value the named input accepts
/// (a count in range, a switch, an offered option, a player of the request), so that
/// many requests get past validation; the others are anything JSON can hold.
#[derive(Clone, Debug)]
enum Seed {
    Fit(u64),
    Int(i64),
    Bool(bool),
    Word(usize),
    Text(String),
    Float(f64),
    Null,
    List(Vec<i64>),
}

impl Seed {
    /// In a clean request every value fits its input.
    fn fit(&self, clean: bool) -> Seed {
        match self {
            Seed::Fit(_) => self.clone(),
            _ if !clean => self.clone(),
            Seed::Int(number) => Seed::Fit(number.unsigned_abs()),
            Seed::Word(index) => Seed::Fit(u64::try_from(*index).unwrap_or(0)),
            other => Seed::Fit(format!("{other:?}").len() as u64),
        }
    }
}

fn seed() -> impl Strategy<Value = Seed> {
    prop_oneof![
        24 => any::<u64>().prop_map(Seed::Fit),
        2 => (-2i64..12).prop_map(Seed::Int),
        1 => any::<i64>().prop_map(Seed::Int),
        1 => any::<bool>().prop_map(Seed::Bool),
        1 => any::<usize>().prop_map(Seed::Word),
        1 => "[a-z_ ]{0,8}".prop_map(Seed::Text),
        1 => (-1.0e3f64..1.0e3).prop_map(Seed::Float),
        1 => Just(Seed::Null),
        1 => prop::collection::vec(-3i64..5, 0..3).prop_map(Seed::List),
    ]
}

/// Variant values are mostly valid: a misspelt variant only tests serde once more.
fn variant_seed() -> impl Strategy<Value = Seed> {
    prop_oneof![19 => any::<u64>().prop_map(Seed::Fit), 1 => seed()]
}

#[derive(Clone, Debug)]
struct PlayerSeed {
    /// Take the usual id for the player's position (else one from a pool with
    /// duplicates and an empty id).
    usual_id: bool,
    id: usize,
    inputs: Vec<(usize, Seed)>,
}

#[derive(Clone, Debug)]
struct RequestSeed {
    /// A clean request: every name is an input of the feature, every value fits it,
    /// ids are distinct, the ruleset is valid. Only the ruleset, the moment and the
    /// cross-field checks can still refuse it.
    clean: bool,
    feature: usize,
    edition: usize,
    everything: bool,
    expansions: Vec<usize>,
    variants: Vec<(usize, Seed)>,
    when: usize,
    inputs: Vec<(usize, Seed)>,
    players: Vec<PlayerSeed>,
    stray: Option<(String, Seed)>,
}

fn request_seed() -> impl Strategy<Value = RequestSeed> {
    let inputs = || prop::collection::vec((any::<usize>(), seed()), 0..5);
    let player = (prop::bool::weighted(0.95), any::<usize>(), inputs()).prop_map(|(usual_id, id, inputs)| PlayerSeed {
        usual_id,
        id,
        inputs,
    });
    (
        any::<bool>(),
        any::<usize>(),
        0usize..12,
        any::<bool>(),
        prop::collection::vec(any::<usize>(), 0..6),
        prop::collection::vec((any::<usize>(), variant_seed()), 0..3),
        0usize..5,
        inputs(),
        prop::collection::vec(player, 0..5),
        prop::option::weighted(0.03, ("[a-z]{1,6}", seed())),
    )
        .prop_map(|(clean, feature, edition, everything, expansions, variants, when, inputs, players, stray)| {
            RequestSeed { clean, feature, edition, everything, expansions, variants, when, inputs, players, stray }
        })
}

const USUAL_IDS: [&str; 5] = ["red", "blue", "green", "yellow", "black"];
const ODD_IDS: [&str; 4] = ["red", "", " ", "blue"];
const EDITIONS: [&str; 12] = ["c1", "c2", "c3", "winter", "c1", "c2", "c3", "winter", "c3", "c3", "we", "c9"];

const VARIANTS: [(&str, &[&str]); 7] = [
    ("little_buildings", &["basic", "variant"]),
    ("labyrinth_advanced", &[]),
    ("spiel_doch", &["basic", "variant"]),
    ("messages_zmg", &[]),
    ("end_game_ghost_penalty", &["one", "two"]),
    ("acrobat_ghosts_majority_only", &[]),
    ("cathedral_labyrinth", &["merge", "closed_only"]),
];

/// Everything the generator draws from: feature keys, expansion keys, words, and per
/// feature its inputs under any ruleset (item-level and per-player), plus names of
/// the wrong kind or of nothing.
struct Vocabulary {
    features: Vec<&'static str>,
    expansions: Vec<&'static str>,
    words: Vec<String>,
    item_inputs: Vec<Named>,
    player_inputs: Vec<Named>,
}

fn vocabulary() -> &'static Vocabulary {
    static VOCABULARY: OnceLock<Vocabulary> = OnceLock::new();
    VOCABULARY.get_or_init(|| {
        let mut words: BTreeSet<String> = USUAL_IDS.iter().chain(&ODD_IDS).map(|id| (*id).to_owned()).collect();
        let rich = Variants {
            little_buildings: tally_core::ruleset::variants::LittleBuildingsRule::Variant,
            labyrinth_advanced: true,
            ..Variants::default()
        };
        let (mut item_inputs, mut player_inputs) = (Vec::new(), Vec::new());
        for feature in features() {
            let mut item: BTreeMap<String, Option<InputSpec>> = BTreeMap::new();
            let mut per_player: BTreeMap<String, Option<InputSpec>> = BTreeMap::new();
            for edition in Edition::ALL {
                for variants in [Variants::default(), rich] {
                    let ruleset = Ruleset::everything(edition).with_variants(variants);
                    for when in [When::Completed, When::EndOfGame] {
                        let Ok(schema) = feature.schema(&ruleset, when) else { continue };
                        for spec in schema.inputs() {
                            let names = if spec.kind.is_per_player() { &mut per_player } else { &mut item };
                            names.entry(spec.name.to_owned()).or_insert_with(|| Some(spec.clone()));
                            words.extend(spec.options.iter().map(|option| option.key.to_owned()));
                        }
                    }
                }
            }
            for wrong in ["followers", "bogus"] {
                item.entry(wrong.to_owned()).or_insert(None);
            }
            for wrong in ["tiles", "bogus", ""] {
                per_player.entry(wrong.to_owned()).or_insert(None);
            }
            item_inputs.push(item.into_iter().collect());
            player_inputs.push(per_player.into_iter().collect());
        }
        let mut features: Vec<&'static str> = features().iter().map(|feature| feature.key).collect();
        features.push("dragon_lair");
        let mut expansions: Vec<&'static str> = catalog::EXPANSIONS.iter().map(|expansion| expansion.key).collect();
        expansions.extend(catalog::components().map(|component| component.key));
        expansions.push("exp99_space");
        Vocabulary { features, expansions, words: words.into_iter().collect(), item_inputs, player_inputs }
    })
}

fn pick<T: Clone>(items: &[T], index: usize) -> T {
    items[index % items.len()].clone()
}

/// A value `spec` accepts, chosen by `n`.
fn fitting(spec: &InputSpec, n: u64, players: &[String]) -> Value {
    let index = usize::try_from(n).unwrap_or(usize::MAX);
    match spec.kind {
        InputKind::Count | InputKind::PerPlayerCount => {
            // Mostly small numbers, sometimes anywhere in the range.
            let span = u64::try_from(spec.max - spec.min).unwrap_or(0) + 1;
            let small = u64::try_from(spec.max.min(spec.min + 9) - spec.min).unwrap_or(0) + 1;
            let offset = if n % 4 == 0 { (n / 4) % span } else { (n / 4) % small };
            json!(spec.min + i64::try_from(offset).unwrap_or(0))
        }
        InputKind::Toggle | InputKind::PerPlayerToggle => json!(n % 2 == 1),
        InputKind::Choice => json!(pick(&spec.options, index).key),
        InputKind::Player if players.is_empty() => json!("nobody"),
        InputKind::Player => json!(pick(players, index)),
    }
}

fn to_json(seed: &Seed, spec: Option<&InputSpec>, players: &[String], words: &[String]) -> Value {
    match (seed, spec) {
        (Seed::Fit(n), Some(spec)) => fitting(spec, *n, players),
        (Seed::Fit(n), None) => json!(n % 7),
        (Seed::Int(number), _) => json!(number),
        (Seed::Bool(on), _) => json!(on),
        (Seed::Word(index), _) => json!(pick(words, *index)),
        (Seed::Text(text), _) => json!(text),
        (Seed::Float(number), _) => json!(number),
        (Seed::Null, _) => Value::Null,
        (Seed::List(numbers), _) => json!(numbers),
    }
}

type Named = Vec<(String, Option<InputSpec>)>;

/// The inputs the request's feature shows under its ruleset at its moment, item-level
/// and per player; `None` when the request names no such schema.
fn shown_inputs(request: &Map<String, Value>) -> Option<(Named, Named)> {
    let spec: RulesetSpec = serde_json::from_value(request.get("ruleset")?.clone()).ok()?;
    let ruleset = Ruleset::from_spec(&spec).ok()?;
    let when = if request.get("when") == Some(&json!("end_of_game")) { When::EndOfGame } else { When::Completed };
    let feature = find_feature(request.get("feature")?.as_str()?).ok()?;
    let schema = feature.schema(&ruleset, when).ok()?;
    let named = |per_player: bool| -> Named {
        schema
            .inputs()
            .iter()
            .filter(|spec| spec.kind.is_per_player() == per_player)
            .map(|spec| (spec.name.to_owned(), Some(spec.clone())))
            .collect()
    };
    Some((named(false), named(true)))
}

fn build(seed: &RequestSeed, vocabulary: &Vocabulary) -> Value {
    let feature_index = seed.feature % vocabulary.features.len();
    let words = &vocabulary.words;
    let mut ruleset = Map::new();
    let editions = if seed.clean { &EDITIONS[..4] } else { &EDITIONS[..] };
    ruleset.insert("edition".into(), json!(pick(editions, seed.edition)));
    let all = &vocabulary.expansions;
    let known = if seed.clean { &all[..all.len() - 1] } else { &all[..] };
    let expansions: Vec<&str> = if seed.everything {
        catalog::EXPANSIONS.iter().map(|expansion| expansion.key).collect()
    } else {
        seed.expansions.iter().map(|&index| pick(known, index)).collect()
    };
    ruleset.insert("expansions".into(), json!(expansions));
    let mut variants = Map::new();
    for (index, value) in &seed.variants {
        let (name, options) = pick(&VARIANTS, *index);
        let value = match (value.fit(seed.clean), options.is_empty()) {
            (Seed::Fit(n), false) => json!(pick(options, usize::try_from(n).unwrap_or(0))),
            (Seed::Fit(n), true) => json!(n % 2 == 0),
            (value, _) => to_json(&value, None, &[], words),
        };
        variants.insert(name.into(), value);
    }
    ruleset.insert("variants".into(), Value::Object(variants));

    let mut request = Map::new();
    request.insert("ruleset".into(), Value::Object(ruleset));
    request.insert("feature".into(), json!(vocabulary.features[feature_index]));
    match seed.when {
        0 | 1 => drop(request.insert("when".into(), json!("completed"))),
        2 | 3 => drop(request.insert("when".into(), json!("end_of_game"))),
        _ => {}
    }
    let no_inputs = Vec::new();
    let mut item_inputs = vocabulary.item_inputs.get(feature_index).unwrap_or(&no_inputs);
    let mut player_inputs = vocabulary.player_inputs.get(feature_index).unwrap_or(&no_inputs);
    // A clean request takes its names from the schema of its own ruleset and moment.
    let shown = if seed.clean { shown_inputs(&request) } else { None };
    if let Some((item, per_player)) = &shown {
        (item_inputs, player_inputs) = (item, per_player);
    }
    let ids: Vec<String> = seed
        .players
        .iter()
        .enumerate()
        .map(|(position, player)| {
            let usual = player.usual_id || seed.clean;
            let id = if usual { pick(&USUAL_IDS, position) } else { pick(&ODD_IDS, player.id) };
            id.to_owned()
        })
        .collect();
    let draw = |inputs: &[(usize, Seed)], specs: &[(String, Option<InputSpec>)]| -> Map<String, Value> {
        if specs.is_empty() {
            return Map::new();
        }
        inputs
            .iter()
            .map(|(name, value)| (&specs[name % specs.len()], value.fit(seed.clean)))
            .filter(|((_, spec), _)| spec.is_some() || !seed.clean)
            .map(|((name, spec), value)| (name.clone(), to_json(&value, spec.as_ref(), &ids, words)))
            .collect()
    };
    let mut inputs = draw(&seed.inputs, item_inputs);
    if seed.clean {
        // A clean request gives what the form requires (the counts the players must
        // know), with a value the draw picks.
        let required = item_inputs.iter().filter_map(|(_, spec)| spec.as_ref()).filter(|spec| spec.required);
        for (index, spec) in required.enumerate() {
            let n = seed.inputs.get(index).map_or(1, |(name, _)| u64::try_from(*name).unwrap_or(1));
            inputs.entry(spec.name).or_insert_with(|| fitting(spec, n, &ids));
        }
    }
    request.insert("inputs".into(), Value::Object(inputs));
    let players: Vec<Value> = seed
        .players
        .iter()
        .zip(&ids)
        .map(|(player, id)| {
            let mut entry = draw(&player.inputs, player_inputs);
            entry.insert("id".into(), json!(id));
            Value::Object(entry)
        })
        .collect();
    request.insert("players".into(), json!(players));
    if let Some((key, value)) = seed.stray.as_ref().filter(|_| !seed.clean) {
        request.insert(key.clone(), to_json(value, None, &ids, words));
    }
    Value::Object(request)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2048))]

    #[test]
    fn arbitrary_requests_never_panic_and_scores_add_up(seed in request_seed()) {
        let request = build(&seed, vocabulary());
        if let Ok(score) = submit(&request) {
            let ids: Vec<&str> = request["players"].as_array().into_iter().flatten()
                .filter_map(|player| player["id"].as_str()).collect();
            let mut seen = BTreeSet::new();
            for award in &score.awards {
                let rows: i64 = award.rows.iter().map(|row| row.points).sum();
                prop_assert_eq!(award.points, rows, "{} in {}", award.player, request);
                prop_assert!(ids.contains(&award.player.as_str()), "{} is not a player of {}", award.player, request);
                prop_assert!(seen.insert(award.player.clone()), "{} has two awards", award.player);
                for row in &award.rows {
                    prop_assert!(!row.rule.is_empty() && !row.label.is_empty(), "{:?}", row);
                }
            }
        }
    }
}

/// The generator reaches scores, not only refusals: for every feature, some of its
/// requests score (and some are refused).
#[test]
fn the_generator_reaches_every_feature() {
    use proptest::strategy::ValueTree;
    use proptest::test_runner::TestRunner;
    let strategy = request_seed();
    let mut runner = TestRunner::deterministic();
    for (index, feature) in features().iter().enumerate() {
        let (mut scored, mut refused) = (0, 0);
        for _ in 0..1_000 {
            let mut seed = strategy.new_tree(&mut runner).expect("a seed").current();
            seed.feature = index;
            match submit(&build(&seed, vocabulary())) {
                Ok(_) => scored += 1,
                Err(_) => refused += 1,
            }
        }
        assert!(scored > 0 && refused > 0, "{}: {scored} scored, {refused} refused", feature.key);
    }
}
