//! Runs every game of `tests/scenarios/*.json` through a [`Game`]: each command (or
//! scoring draft: its actions, its view, the command it submits), then the expected
//! state (or the expected error, with the state unchanged). The Kotlin and Swift
//! suites run the same files through the bindings.
//!
//! A file is read whole before it is played ([`check_structure`]): a key the runner
//! does not know (`"expcet"`), a step with both or neither of `command` and `draft`,
//! or an `expect` on a draft step that records nothing fails, naming the file and
//! the step, instead of being skipped.

use std::fs;
use std::path::{Path, PathBuf};

use chrono::{TimeZone, Utc};
use serde_json::{Value, json};
use tally_core::session::{CategoryPoints, Command, Game, GameSetup};
use tally_core::table::{DraftAction, DraftStart, DraftView, ScoringDraft, TableModel};

fn scenario_files() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/scenarios");
    let mut files: Vec<PathBuf> = fs::read_dir(&dir)
        .expect("tests/scenarios exists")
        .map(|entry| entry.expect("entry").path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "json"))
        .collect();
    files.sort();
    assert!(!files.is_empty(), "no scenario files in {}", dir.display());
    files
}

/// The state as the scenario files describe it, read from the table model (as the
/// apps read it through the bindings) and the newest log entry.
fn observed(game: &Game) -> Value {
    let model = TableModel::new(game);
    let table = model.summary();
    let per_player = |f: &dyn Fn(&tally_core::session::PlayerState) -> Value| -> Value {
        table.players.iter().map(|player| (player.id.to_string(), f(player))).collect::<serde_json::Map<_, _>>().into()
    };
    let categories = |entries: &[CategoryPoints]| -> Value {
        entries
            .iter()
            .map(|entry| (json!(entry.category).as_str().unwrap_or_default().to_owned(), json!(entry.points)))
            .collect::<serde_json::Map<_, _>>()
            .into()
    };
    let last = model.log_page(None, 1).items.into_iter().next();
    let actions = &table.actions;
    let allowed = [
        ("undo", &actions.undo),
        ("redo", &actions.redo),
        ("score", &actions.score),
        ("end_turn", &actions.end_turn),
        ("second_part", &actions.second_part),
        ("start_end_game", &actions.start_end_game),
        ("finish", &actions.finish),
        ("reopen", &actions.reopen),
        ("place_robber", &actions.place_robber),
        ("correct", &actions.correct),
        ("edit", &actions.edit),
    ];
    json!({
        "scores": per_player(&|p| json!(p.score)),
        "figures": per_player(&|p| json!(p.figures.iter().map(|f| f.points).collect::<Vec<_>>())),
        "spaces": per_player(&|p| json!(p.figures.iter().map(|f| f.space).collect::<Vec<_>>())),
        "laps": per_player(&|p| json!(p.figures.iter().map(|f| f.laps).collect::<Vec<_>>())),
        "lap_tiles": per_player(&|p| json!(p.figures.iter().map(|f| [f.tiles.hundreds, f.tiles.fifties]).collect::<Vec<_>>())),
        "turn": table.turn,
        "turn_part": table.turn_part,
        "active": table.active,
        "step": table.step,
        "phase": table.phase,
        "moment": table.moment,
        "pending": table.pending,
        "robbers": per_player(&|p| json!(p.robber)),
        "can_undo": actions.undo.allowed,
        "can_redo": actions.redo.allowed,
        "allowed": allowed.iter().map(|(name, action)| ((*name).to_owned(), json!(action.allowed))).collect::<serde_json::Map<_, _>>(),
        "log_len": table.log_length,
        "last_rules": per_player(&|p| json!(last.as_ref().map(|item| item
            .awards
            .iter()
            .filter(|award| award.player == p.id)
            .flat_map(|award| award.rows.iter().map(|row| row.rule.clone()))
            .collect::<Vec<_>>()).unwrap_or_default())),
        "by_category": per_player(&|p| categories(&p.by_category)),
        "standings": table.standings.iter().map(|s| json!({"player": s.player, "rank": s.rank, "score": s.score})).collect::<Vec<_>>(),
        "robber_spaces": table.robber_placements.iter().map(|r| (r.owner.clone(), json!(r.spaces))).collect::<serde_json::Map<_, _>>(),
        "walkthrough": table.walkthrough.as_ref().map(|w| w.items.iter().map(|item| (item.key.clone(), json!(item.scored))).collect::<serde_json::Map<_, _>>()),
        "dispatch_tiles": model.dispatch().map(|d| d.tiles.iter().map(|tile| tile.key.clone()).collect::<Vec<_>>()),
        "last_edit": last.as_ref().map(|item| json!(item.edit)),
    })
}

/// Checks the keys of `expected` against the observed state; for per-player maps,
/// only the players named.
fn check(file: &str, index: usize, expected: &Value, game: &Game) {
    let observed = observed(game);
    for (key, want) in expected.as_object().expect("expect is an object") {
        let got = observed.get(key).unwrap_or_else(|| panic!("{file} step {index}: unknown expect key `{key}`"));
        let per_player = matches!(
            key.as_str(),
            "scores"
                | "figures"
                | "spaces"
                | "laps"
                | "lap_tiles"
                | "robbers"
                | "last_rules"
                | "by_category"
                | "allowed"
                | "robber_spaces"
                | "walkthrough"
        );
        if per_player {
            for (player, value) in want.as_object().expect("per-player map") {
                assert_eq!(got.get(player), Some(value), "{file} step {index}: {key}.{player}");
            }
        } else {
            assert_eq!(got, want, "{file} step {index}: {key}");
        }
    }
}

/// The keys a scenario file may hold, level by level: anything else is a mistake.
const FILE_KEYS: &[&str] = &["name", "setup", "steps"];
const SETUP_KEYS: &[&str] = &["players", "ruleset"];
const STEP_KEYS: &[&str] = &["note", "command", "draft", "expect", "expect_error"];
const DRAFT_KEYS: &[&str] = &["start", "start_error", "actions", "view", "command"];
const ERROR_KEYS: &[&str] = &["code", "field"];
const EXPECT_KEYS: &[&str] = &[
    "scores",
    "figures",
    "spaces",
    "laps",
    "lap_tiles",
    "turn",
    "turn_part",
    "active",
    "step",
    "phase",
    "moment",
    "pending",
    "robbers",
    "can_undo",
    "can_redo",
    "allowed",
    "log_len",
    "last_rules",
    "by_category",
    "standings",
    "robber_spaces",
    "walkthrough",
    "dispatch_tiles",
    "last_edit",
];
const VIEW_KEYS: &[&str] = &[
    "items",
    "current",
    "preview",
    "submit",
    "refusal",
    "figures",
    "nobody_scores_offered",
    "addable_features",
    "addable_events",
    "dispatch",
];
const VIEW_ITEM_KEYS: &[&str] = &["key", "step", "missing", "locked", "values", "players"];

/// `value`'s keys, refused when one is not among `known` (or `value` is no object).
fn only(where_: &str, value: &Value, known: &[&str]) -> Result<(), String> {
    let object = value.as_object().ok_or_else(|| format!("{where_}: not a JSON object"))?;
    match object.keys().find(|key| !known.contains(&key.as_str())) {
        Some(key) => Err(format!("{where_}: unknown key `{key}` (it takes {})", known.join(", "))),
        None => Ok(()),
    }
}

/// Refuses a file the runner would not play as written: unknown keys at any level
/// the runner reads itself (commands, starts and actions are the core's types,
/// which refuse unknown fields when they are read), a step that is neither a
/// command nor a draft, or an expectation on a draft step that carries nothing out.
fn check_structure(file: &str, scenario: &Value) -> Result<(), String> {
    only(file, scenario, FILE_KEYS)?;
    only(&format!("{file}: setup"), &scenario["setup"], SETUP_KEYS)?;
    let steps = scenario["steps"].as_array().ok_or_else(|| format!("{file}: `steps` is not a list"))?;
    for (index, step) in steps.iter().enumerate() {
        let at = format!("{file} step {index}");
        only(&at, step, STEP_KEYS)?;
        for (key, known) in [("expect", EXPECT_KEYS), ("expect_error", ERROR_KEYS)] {
            if let Some(value) = step.get(key) {
                only(&format!("{at}: {key}"), value, known)?;
            }
        }
        let draft = match (step.get("command"), step.get("draft")) {
            (Some(_), None) => continue,
            (None, Some(draft)) => draft,
            _ => return Err(format!("{at}: a step is either a `command` or a `draft`")),
        };
        only(&format!("{at}: draft"), draft, DRAFT_KEYS)?;
        if let Some(error) = draft.get("start_error") {
            only(&format!("{at}: start_error"), error, ERROR_KEYS)?;
            if let Some(key) = ["actions", "view", "command"].into_iter().find(|key| draft.get(*key).is_some()) {
                return Err(format!("{at}: a draft refused at its start has no `{key}`"));
            }
        }
        for (number, action) in draft.get("actions").and_then(Value::as_array).into_iter().flatten().enumerate() {
            if let Some(error) = action.get("expect_error") {
                only(&format!("{at} action {number}: expect_error"), error, ERROR_KEYS)?;
            }
        }
        if let Some(view) = draft.get("view") {
            only(&format!("{at}: view"), view, VIEW_KEYS)?;
            for (number, item) in view.get("items").and_then(Value::as_array).into_iter().flatten().enumerate() {
                only(&format!("{at}: view item {number}"), item, VIEW_ITEM_KEYS)?;
            }
        }
        let carried_out = draft.get("command").is_some() && draft.get("start_error").is_none();
        if let Some(key) = ["expect", "expect_error"].into_iter().find(|key| step.get(*key).is_some())
            && !carried_out
        {
            return Err(format!(
                "{at}: `{key}` on a draft step that carries nothing out (it has no `command`): nothing would check it"
            ));
        }
    }
    Ok(())
}

/// Plays the scenario file at `path`: a file the runner does not understand is
/// refused before anything is played (the error names the file and the step); a
/// step that does not go as written panics, naming them too.
fn play_file(path: &Path) -> Result<(), String> {
    let file = path.file_name().expect("file name").to_string_lossy().into_owned();
    let text = fs::read_to_string(path).map_err(|error| format!("{file}: {error}"))?;
    let scenario: Value = serde_json::from_str(&text).map_err(|error| format!("{file}: not JSON: {error}"))?;
    check_structure(&file, &scenario)?;
    let setup: GameSetup = serde_json::from_value(scenario["setup"].clone()).expect("valid setup");
    let mut game = Game::new(setup).expect("valid game");
    let at = Utc.with_ymd_and_hms(2026, 11, 30, 20, 0, 0).single().expect("time");
    for (index, step) in scenario["steps"].as_array().expect("steps").iter().enumerate() {
        let command: Command = match step.get("draft") {
            Some(draft) => match run_draft(&file, index, draft, &game) {
                Some(command) => command,
                None => continue,
            },
            None => serde_json::from_value(step["command"].clone())
                .unwrap_or_else(|error| panic!("{file} step {index}: bad command: {error}")),
        };
        let before = game.state();
        match (game.execute(command, at), step.get("expect_error")) {
            (Ok(_), None) => {}
            (Ok(_), Some(_)) => panic!("{file} step {index}: expected an error, the command was accepted"),
            (Err(error), None) => panic!("{file} step {index}: refused: {error}"),
            (Err(error), Some(expected)) => {
                assert_eq!(error.code().as_str(), expected["code"], "{file} step {index}: {error}");
                if let Some(field) = expected.get("field") {
                    assert_eq!(error.field(), field.as_str(), "{file} step {index}: field");
                }
                assert_eq!(game.state(), before, "{file} step {index}: a refused command changed the state");
            }
        }
        if let Some(expected) = step.get("expect") {
            check(&file, index, expected, &game);
        }
    }
    let replayed = Game::from_entries(game.setup().clone(), game.entries().to_vec()).expect("the log replays");
    assert_eq!(replayed.state(), game.state(), "{file}: replaying the log gives the same state");
    Ok(())
}

#[test]
fn every_scenario_plays_as_written() {
    for path in scenario_files() {
        play_file(&path).unwrap_or_else(|problem| panic!("{problem}"));
    }
}

/// A road of 3 tiles for Ann (red), then an undo: the files below differ from it by
/// one mistake each.
fn written(file: &str, steps: &Value) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("tally-scenario-runner-{}", std::process::id()));
    fs::create_dir_all(&dir).expect("a temporary folder");
    let scenario = json!({
        "name": "a file with a mistake",
        "setup": {"players": [{"name": "Ann", "colour": "red"}, {"name": "Ben", "colour": "blue"}],
                  "ruleset": {"edition": "c3", "expansions": []}},
        "steps": steps,
    });
    let path = dir.join(file);
    fs::write(&path, serde_json::to_string_pretty(&scenario).expect("JSON")).expect("written");
    path
}

/// Source: road.base — 3 tiles, 3 points. A misspelled `expect` holding a wrong score
/// (999), an `expect` on a draft step that only looks, a key unknown in a draft's
/// view and a step with no command fail the run, naming the file and the step; the
/// same steps written correctly play.
#[test]
fn a_file_the_runner_does_not_understand_fails_naming_the_file_and_the_step() {
    let road = json!({"type": "score_feature", "feature": "road", "inputs": {"tiles": 3},
                      "players": [{"id": "red", "followers": 1}]});
    let look = json!({"start": {"start": "item", "kind": "feature", "key": "road"},
                      "actions": [{"action": "set", "item": 0, "field": "tiles", "value": 3}],
                      "view": {"preview": {"red": 3}}});
    let good = written(
        "good.json",
        &json!([{"command": road, "expect": {"scores": {"red": 3}}},
                                            {"draft": look, "note": "only looks"},
                                            {"command": {"type": "undo"}, "expect": {"scores": {"red": 0}}}]),
    );
    assert_eq!(play_file(&good), Ok(()));
    for (file, steps, says) in [
        (
            "misspelled.json",
            json!([{"command": road}, {"command": {"type": "undo"}, "expcet": {"scores": {"red": 999}}}]),
            "misspelled.json step 1: unknown key `expcet`",
        ),
        (
            "look-only.json",
            json!([{"command": road}, {"draft": look, "expect": {"scores": {"red": 999}}}]),
            "look-only.json step 1: `expect` on a draft step that carries nothing out",
        ),
        (
            "look-only-error.json",
            json!([{"draft": look, "expect_error": {"code": "invalid_input"}}]),
            "look-only-error.json step 0: `expect_error` on a draft step that carries nothing out",
        ),
        (
            "view-key.json",
            json!([{"draft": {"start": look["start"], "view": {"previwe": {"red": 3}}}}]),
            "view-key.json step 0: view: unknown key `previwe`",
        ),
        (
            "expect-key.json",
            json!([{"command": road, "expect": {"score": {"red": 3}}}]),
            "expect-key.json step 0: expect: unknown key `score`",
        ),
        (
            "no-command.json",
            json!([{"note": "nothing", "expect": {"scores": {"red": 0}}}]),
            "no-command.json step 0: a step is either",
        ),
    ] {
        let path = written(file, &steps);
        let problem = play_file(&path).expect_err(file);
        assert!(problem.starts_with(says), "{file}: {problem}");
    }
}

/// A draft step: the draft started, each action applied (or refused, as expected,
/// leaving the draft as it was), its view checked, kept as JSON and read back, and
/// the command it submits compared with the one written. Returns that command, to
/// be carried out as any other step's; none when the step only looks at the draft.
fn run_draft(file: &str, index: usize, spec: &Value, game: &Game) -> Option<Command> {
    let model = TableModel::new(game);
    let start: DraftStart = serde_json::from_value(spec["start"].clone())
        .unwrap_or_else(|error| panic!("{file} step {index}: bad draft start: {error}"));
    let started = model.start_draft(start);
    if let Some(expected) = spec.get("start_error") {
        let error = started.err().unwrap_or_else(|| panic!("{file} step {index}: expected the draft to be refused"));
        assert_eq!(error.code().as_str(), expected["code"], "{file} step {index}: {error}");
        if let Some(field) = expected.get("field") {
            assert_eq!(error.field(), field.as_str(), "{file} step {index}: field");
        }
        return None;
    }
    let mut update = started.unwrap_or_else(|error| panic!("{file} step {index}: draft refused: {error}"));
    for (number, action) in spec.get("actions").and_then(Value::as_array).into_iter().flatten().enumerate() {
        let mut plain = action.clone();
        let expected_error = plain.as_object_mut().and_then(|object| object.remove("expect_error"));
        let parsed: DraftAction = serde_json::from_value(plain)
            .unwrap_or_else(|error| panic!("{file} step {index} action {number}: bad action: {error}"));
        match (model.apply_draft(update.draft.clone(), parsed), expected_error) {
            (Ok(next), None) => update = next,
            (Ok(_), Some(_)) => panic!("{file} step {index} action {number}: expected a refusal"),
            (Err(error), None) => panic!("{file} step {index} action {number}: refused: {error}"),
            (Err(error), Some(expected)) => {
                assert_eq!(error.code().as_str(), expected["code"], "{file} step {index} action {number}: {error}");
                if let Some(field) = expected.get("field") {
                    assert_eq!(error.field(), field.as_str(), "{file} step {index} action {number}: field");
                }
            }
        }
    }
    if let Some(expected) = spec.get("view") {
        check_view(file, index, expected, &update.view);
    }
    let kept = ScoringDraft::from_json(&update.draft.to_json().expect("json")).expect("a kept draft reads back");
    assert_eq!(kept, update.draft, "{file} step {index}: a draft kept as JSON reads back the same");
    assert_eq!(model.draft_view(&kept).expect("view"), update.view, "{file} step {index}: and draws the same");
    let expected = spec.get("command")?;
    let command = model
        .submit_draft(&update.draft)
        .unwrap_or_else(|error| panic!("{file} step {index}: the draft does not submit: {error}"));
    assert_eq!(&serde_json::to_value(&command).expect("json"), expected, "{file} step {index}: the draft's command");
    Some(command)
}

/// A draft's view as the scenario files describe it.
fn observed_view(view: &DraftView) -> Value {
    let items: Vec<Value> = view
        .items
        .iter()
        .map(|item| {
            let item_fields = item.fields.iter().filter(|field| field.players.is_empty());
            let player_fields = item.fields.iter().filter(|field| !field.players.is_empty());
            json!({
                "key": item.key,
                "step": item.step,
                "missing": item.fields.iter().filter(|f| f.missing).map(|f| f.field.name.clone()).collect::<Vec<_>>(),
                "locked": item.fields.iter().filter(|f| f.locked).map(|f| f.field.name.clone()).collect::<Vec<_>>(),
                "values": item_fields.map(|f| (f.field.name.clone(), json!(f.value))).collect::<serde_json::Map<_, _>>(),
                "players": player_fields
                    .map(|f| (f.field.name.clone(), f.players.iter().map(|p| (p.player.clone(), json!(p.value))).collect::<serde_json::Map<_, _>>().into()))
                    .collect::<serde_json::Map<_, Value>>(),
            })
        })
        .collect();
    let awards = match (&view.preview, &view.change, view.editing) {
        (Some(item), _, _) => item.awards.clone(),
        (_, Some(change), Some(seq)) => match &change.change {
            tally_core::session::LogChange::Replace { changed, .. } => {
                changed.iter().find(|item| item.seq == seq).map(|item| item.awards.clone()).unwrap_or_default()
            }
            _ => Vec::new(),
        },
        _ => Vec::new(),
    };
    let mut preview = serde_json::Map::new();
    for award in &awards {
        let total = preview.get(award.player.as_str()).and_then(Value::as_i64).unwrap_or(0) + award.points;
        preview.insert(award.player.to_string(), json!(total));
    }
    json!({
        "items": items,
        "current": view.current,
        "preview": preview,
        "submit": view.submit.allowed,
        "refusal": view.refusal.as_ref().map(|refusal| json!({"code": refusal.code.as_str(), "field": refusal.field})),
        "figures": view.figures.iter().map(|row| (row.player.clone(), json!(row.figure))).collect::<serde_json::Map<_, _>>(),
        "nobody_scores_offered": view.nobody_scores_offered,
        "addable_features": view.addable_features,
        "addable_events": view.addable_events,
        "dispatch": view.dispatch.as_ref().map(|dispatch| json!({
            "tile": dispatch.tile,
            "count": dispatch.count.as_ref().map(|count| json!(count.value)),
            "count_missing": dispatch.count.as_ref().is_some_and(|count| count.missing),
            "feature": dispatch.feature,
        })),
    })
}

/// Checks the keys of `expected` against the view; `items` item by item, and each
/// item's keys only as written.
fn check_view(file: &str, index: usize, expected: &Value, view: &DraftView) {
    let observed = observed_view(view);
    for (key, want) in expected.as_object().expect("view is an object") {
        let got = observed.get(key).unwrap_or_else(|| panic!("{file} step {index}: unknown view key `{key}`"));
        if key == "items" {
            let got_items = got.as_array().expect("items");
            let want_items = want.as_array().expect("items");
            assert_eq!(got_items.len(), want_items.len(), "{file} step {index}: view items");
            for (number, (got_item, want_item)) in got_items.iter().zip(want_items).enumerate() {
                for (item_key, item_want) in want_item.as_object().expect("an item") {
                    assert_eq!(
                        got_item.get(item_key),
                        Some(item_want),
                        "{file} step {index}: view item {number} {item_key}"
                    );
                }
            }
        } else {
            assert_eq!(got, want, "{file} step {index}: view {key}");
        }
    }
}
