//! `tally play`: the interactive session at the table. It resumes the unfinished
//! game changed last (or asks for players, edition and expansions), then reads one
//! line at a time — a command (clap's, [`crate::line`]) or scoring words — and
//! answers with what changed and the board. It asks what only the players know (a
//! count left out, "nobody scores this?"), and before each line it notices a game
//! another process moved on.
//!
//! - [`input`]: where lines come from (line editor or stdin);
//! - [`setup`]: the questions of a new game.

mod input;
mod setup;

use tally_core::ErrorCode;
use tally_core::store::Store;

use crate::cli::PlayArgs;
use crate::failure::{Failure, Outcome};
use crate::line;
use crate::out;
use crate::session::{Asker, Session, Which};
use crate::view::questions;
use crate::words;
use input::Lines;

/// Runs the interactive session.
///
/// # Errors
/// Storage errors; output that cannot be written.
pub fn run(store: Store, args: &PlayArgs) -> Outcome {
    let mut input = input::lines();
    let mut store = Some(store);
    let mut resume = if args.new { None } else { args.game };
    if !args.new && resume.is_none() {
        resume = store
            .as_ref()
            .and_then(|store| store.unfinished_games().ok())
            .and_then(|games| games.first().map(|game| game.id));
    }
    loop {
        let Some(taken) = store.take() else { return Ok(()) };
        let mut session = match resume.take() {
            Some(id) => {
                let session = Session::open(taken, Some(id), Which::Unfinished)?;
                out::print(&questions::resuming(id))?;
                session
            }
            None => match setup::new_game(taken, input.as_mut())? {
                Some(session) => session,
                None => return Ok(()),
            },
        };
        out::print(&session.board())?;
        out::print(&questions::welcome())?;
        if !play(&mut session, input.as_mut())? {
            return Ok(());
        }
        store = Some(session.store);
    }
}

/// The player at the table, asked through the same lines.
struct AtTheTable<'a> {
    input: &'a mut dyn Lines,
}

impl Asker for AtTheTable<'_> {
    fn ask(&mut self, question: &str) -> Option<String> {
        let (before, prompt) = question.rsplit_once('\n').unwrap_or(("", question));
        if !before.is_empty() && out::line(before).is_err() {
            return None;
        }
        self.input.line(prompt)
    }

    fn tell(&mut self, text: &str) {
        let _ = out::line(text);
    }
}

/// The command loop; returns whether the player asked for a new game.
fn play(session: &mut Session, input: &mut dyn Lines) -> Outcome<bool> {
    loop {
        input.set_completions(completions(session));
        let Some(line) = input.line(&session.prompt()) else { return Ok(false) };
        if line.len() > input::MAX_LINE {
            refused(&Failure::bad(say!("cli-line-too-long", max = input::MAX_LINE)))?;
            continue;
        }
        let words: Vec<String> = line.split_whitespace().map(str::to_owned).collect();
        if words.is_empty() {
            continue;
        }
        let request = match words::check_size(&words).and_then(|()| line::parse(&words)) {
            Ok(request) => request,
            Err(failure) => {
                refused(&failure)?;
                continue;
            }
        };
        match session.refresh() {
            Ok(Some(note)) => {
                out::print(&note)?;
                if request.changes_game() {
                    out::print(&session.board())?;
                    out::print(&questions::nothing_done())?;
                    continue;
                }
            }
            Ok(None) => {}
            Err(failure) => {
                refused(&failure)?;
                continue;
            }
        }
        let mut asker = AtTheTable { input: &mut *input };
        match session.handle(request, &mut asker) {
            Ok(reply) => {
                out::print(&reply.text)?;
                if reply.quit {
                    return Ok(false);
                }
                if reply.new_game {
                    return Ok(true);
                }
            }
            Err(failure) => {
                refused(&failure)?;
                if failure.code() == Some(ErrorCode::ChangedElsewhere) {
                    out::print(&session.board())?;
                }
            }
        }
    }
}

fn refused(failure: &Failure) -> Outcome {
    match failure {
        Failure::Cancelled => out::print(&questions::nothing_recorded()),
        _ => out::print(&questions::refused(&failure.to_string())),
    }
}

/// Words a player may type next, for tab completion.
fn completions(session: &Session) -> Vec<String> {
    let model = session.model();
    let mut words = line::command_words();
    let scorable = model.scorable();
    for feature in &scorable.features {
        words.push(feature.clone());
        if let Ok(form) = model.feature_form(feature, None) {
            words.extend(form.fields.iter().map(|field| format!("{}=", field.name)));
        }
    }
    for event in &scorable.events {
        words.push(event.key.clone());
        if let Ok(form) = model.event_form(&event.key) {
            words.extend(form.fields.iter().map(|field| format!("{}=", field.name)));
        }
    }
    for tile in tally_core::table::dispatch::tiles(&session.active.game.setup().ruleset) {
        words.push(tile.key);
    }
    for player in &session.active.game.setup().players {
        words.push(player.id().to_owned());
        words.push(player.name.clone());
    }
    words.sort();
    words.dedup();
    words
}
