//! A game open in the command line: the store, the game, and the step whose events
//! help lists. Both `tally play` and the one-shot game subcommands go through
//! [`Session::handle`].

use std::fmt::Write as _;

use tally_core::rules::{Step, When};
use tally_core::session::{Command, Phase};
use tally_core::store::{ActiveGame, Store};

use crate::board;
use crate::failure::{Failure, Outcome};
use crate::words::{self, Action};

/// A game being played from the command line.
#[derive(Debug)]
pub struct Session {
    /// The database.
    pub store: Store,
    /// The game.
    pub active: ActiveGame,
    view: Option<Step>,
}

/// What a handled line says back.
#[derive(Debug, Default)]
pub struct Reply {
    /// Text for the player.
    pub text: String,
    /// The line asked to leave.
    pub quit: bool,
    /// The line asked for another game.
    pub new_game: bool,
    /// The game changed.
    pub changed: bool,
}

impl Session {
    /// A session on a stored game.
    pub fn new(store: Store, active: ActiveGame) -> Session {
        Session { store, active, view: None }
    }

    /// Opens the given game, or the unfinished game changed last.
    pub fn open(store: Store, game: Option<i64>) -> Outcome<Session> {
        let id = match game {
            Some(id) => id,
            None => store.unfinished_games()?.first().map(|game| game.id).ok_or_else(|| {
                Failure::BadInput("no unfinished game: start one with `tally new` or `tally play`".into())
            })?,
        };
        let active = store.load_game(id)?;
        Ok(Session::new(store, active))
    }

    /// The step help lists events for: the one chosen with `step`, else the table's.
    pub fn view_step(&self) -> Step {
        self.view.unwrap_or(self.active.game.table().step)
    }

    /// Carries out one line of words.
    pub fn handle(&mut self, line: &[String]) -> Outcome<Reply> {
        let action = words::parse(line, &self.active.game)?;
        let mut reply = Reply::default();
        match action {
            Action::Game(command) => {
                let starts_end = matches!(command, Command::StartEndGame);
                let finishes = matches!(command, Command::Finish { .. });
                let appends = !command.is_meta() || matches!(command, Command::Redo);
                self.store.execute(&mut self.active, command)?;
                self.view = None;
                reply.changed = true;
                if let Some(item) = self.active.game.log().last().filter(|item| appends && !item.awards.is_empty()) {
                    reply.text.push_str(&board::breakdown(item));
                }
                reply.text.push_str(&board::board(&self.active.game, self.active.id));
                if starts_end {
                    reply.text.push_str(&board::walkthrough(&self.active.game));
                }
                if finishes || self.active.game.table().phase == Phase::Finished {
                    reply.text.push_str("Standings:\n");
                    reply.text.push_str(&board::standings_text(&self.active.game));
                }
            }
            Action::Help(None) => reply.text = board::help(&self.active.game, self.view_step()),
            Action::Help(Some(word)) => reply.text = self.item_help(&word)?,
            Action::Board => reply.text = board::board(&self.active.game, self.active.id),
            Action::Log => reply.text = board::log(&self.active.game),
            Action::Walkthrough => reply.text = board::walkthrough(&self.active.game),
            Action::ViewStep(step) => {
                self.view = Some(step);
                reply.text = board::help(&self.active.game, step);
            }
            Action::New => reply.new_game = true,
            Action::Quit => reply.quit = true,
        }
        Ok(reply)
    }

    fn item_help(&self, word: &str) -> Outcome<String> {
        let word = word.to_ascii_lowercase();
        if word == "dispatch" {
            return Ok(board::dispatch_help());
        }
        let ruleset = &self.active.game.setup().ruleset;
        let mut out = String::new();
        match words::resolve_item(&word, &self.active.game)? {
            words::Item::Feature(def) => {
                let when =
                    if self.active.game.table().phase == Phase::Playing { When::Completed } else { When::EndOfGame };
                out.push_str(&board::item_help(def.key, def.name, &def.schema(ruleset, when)?));
            }
            words::Item::Event(def) => {
                let steps: Vec<&str> = def.steps.iter().map(|step| step.code()).collect();
                let _ = writeln!(out, "step {}", steps.join(" or "));
                out.push_str(&board::item_help(def.key, def.name, &def.schema(ruleset)?));
            }
        }
        Ok(out)
    }

    /// Words a player may type next, for tab completion.
    pub fn completions(&self) -> Vec<String> {
        let game = &self.active.game;
        let mut words: Vec<String> = [
            "help", "board", "log", "todo", "step", "undo", "redo", "turn", "double", "end", "finish", "reopen",
            "robber", "victim", "dispatch", "correct", "edit", "delete", "new", "quit",
        ]
        .iter()
        .map(|word| (*word).to_owned())
        .collect();
        let ruleset = &game.setup().ruleset;
        for item in words::possible_items(game) {
            words.push(item.key().to_owned());
            let schema = match item {
                words::Item::Feature(def) => {
                    def.schema(ruleset, When::Completed).or_else(|_| def.schema(ruleset, When::EndOfGame))
                }
                words::Item::Event(def) => def.schema(ruleset),
            };
            for spec in schema.iter().flat_map(|schema| schema.inputs()) {
                words.push(format!("{}=", spec.name));
            }
        }
        for tile in tally_core::rules::messages::tiles() {
            words.push(tile.key.to_owned());
        }
        for player in &game.setup().players {
            words.push(player.id().to_owned());
        }
        words.sort();
        words.dedup();
        words
    }
}
