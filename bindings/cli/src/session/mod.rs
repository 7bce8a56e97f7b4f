//! A game open in the command line: the store, the game, and the step whose events
//! help lists. Both `tally play` and the one-shot game subcommands carry out a
//! [`Request`] here; what only a player at the table can answer (a count left out,
//! "nobody scores this?", "finish without the end-game scoring?") is asked through an
//! [`Asker`], which a script does not have: then the command is refused, naming what
//! is missing.
//!
//! - [`moves`]: the requests that are one move of the game (robber, victim,
//!   dispatch, correct, turn, finish...);
//! - [`scoring`]: scoring words and edits, with the counts and confirmations asked;
//! - [`guide`]: help in the session.

mod guide;
mod moves;
mod scoring;

use tally_core::l10n::Message;
use tally_core::rules::Step;
use tally_core::session::{Command, LogChange, LogItem, Phase};
use tally_core::store::{ActiveGame, HistoryFilter, Store};
use tally_core::table::{self, TableModel, TableSummary};

use crate::failure::{Failure, Outcome};
use crate::request::Request;
use crate::view::changes::{self, Made};
use crate::view::{board, entries, questions, standings, walkthrough};
use crate::words::{self, numbers};

/// Who can answer a question: the player at the table, or nobody (a script).
pub trait Asker {
    /// The answer to `question`, or `None` when nobody can answer or the input ended.
    fn ask(&mut self, question: &str) -> Option<String>;
    /// Tells the player why an answer was refused before asking again.
    fn tell(&mut self, text: &str);
}

/// Nobody to ask: a subcommand run from a script.
#[derive(Debug)]
pub struct NoOne;

impl Asker for NoOne {
    fn ask(&mut self, _question: &str) -> Option<String> {
        None
    }

    fn tell(&mut self, _text: &str) {}
}

/// Which game a subcommand opens when `--game` is not given.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Which {
    /// The unfinished game changed last (every command that changes a game).
    Unfinished,
    /// The game changed last, finished or not (`show`).
    Latest,
    /// The finished game changed last (`end --reopen`).
    Finished,
}

/// A game being played from the command line.
#[derive(Debug)]
pub struct Session {
    /// The database.
    pub store: Store,
    /// The game.
    pub active: ActiveGame,
    view: Option<Step>,
}

/// What a handled request says back.
#[derive(Debug, Default)]
pub struct Reply {
    /// Text for the player.
    pub text: String,
    /// The request asked to leave.
    pub quit: bool,
    /// The request asked for another game.
    pub new_game: bool,
    /// How the log changed, when a command was recorded.
    pub change: Option<LogChange>,
}

impl Reply {
    fn text(text: String) -> Reply {
        Reply { text, ..Reply::default() }
    }
}

impl Session {
    /// A session on a stored game.
    pub fn new(store: Store, active: ActiveGame) -> Session {
        Session { store, active, view: None }
    }

    /// Opens game `game`, or the one `which` says.
    ///
    /// # Errors
    /// No such game; storage errors.
    pub fn open(store: Store, game: Option<i64>, which: Which) -> Outcome<Session> {
        let id = match game {
            Some(id) => id,
            None => latest(&store, which)?,
        };
        let active = store.load_game(id)?;
        Ok(Session::new(store, active))
    }

    /// The table model of the game.
    pub fn model(&self) -> TableModel<'_> {
        TableModel::new(&self.active.game)
    }

    /// Reloads the game if another process moved it on; says so.
    ///
    /// # Errors
    /// Storage errors; the game deleted elsewhere.
    pub fn refresh(&mut self) -> Outcome<Option<String>> {
        Ok(self.store.refresh(&mut self.active)?.map(|change| changes::elsewhere(&change)))
    }

    /// The board.
    pub fn board(&self) -> String {
        let edition = Message::keyed("edition", self.active.game.setup().ruleset.edition().key()).text();
        board::board(self.active.id, &edition, &self.model().summary())
    }

    /// The prompt of the session: where the game is.
    pub fn prompt(&self) -> String {
        let table = self.model().summary();
        match table.phase {
            Phase::Playing => {
                let step = self.view_step(&table).code();
                format!(
                    "[{}] > ",
                    say!(
                        "cli-prompt-turn",
                        turn = table.turn,
                        player = crate::view::colour_name(&table.active),
                        step = step
                    )
                )
            }
            Phase::EndGame => format!("[{}] > ", say!("cli-prompt-end-game")),
            Phase::Finished => format!("[{}] > ", say!("cli-prompt-finished")),
        }
    }

    fn view_step(&self, table: &TableSummary) -> Step {
        self.view.unwrap_or(table.step)
    }

    /// Carries out `request`, asking `asker` what only the players know.
    ///
    /// # Errors
    /// What the command line or the core refuses; nothing changed then.
    pub fn handle(&mut self, request: Request, asker: &mut dyn Asker) -> Outcome<Reply> {
        match request {
            Request::Score(words) => {
                let draft = words::round(&words, &self.active.game, None)?;
                self.score(draft, asker)
            }
            Request::Finish { figures, now } => self.finish(&figures, now, asker),
            Request::Dispatch(args) => {
                let command = self.complete_dispatch(&args, None, asker)?;
                self.run(command, Made::Play)
            }
            Request::Edit(args) => self.edit(&args, asker),
            Request::Delete(args) => {
                let seq = numbers::entry(&args.entry, "delete")?;
                self.run(Command::Delete { seq }, Made::Delete(seq))
            }
            Request::Undo => self.run(Command::Undo, Made::Undo),
            Request::Redo => self.run(Command::Redo, Made::Redo),
            Request::Board => {
                let mut text = self.board();
                let summary = self.model().summary();
                if summary.phase == Phase::Finished {
                    text.push_str(&standings::standings(&summary));
                }
                Ok(Reply::text(text))
            }
            Request::Log => Ok(Reply::text(entries::log(&self.model().log_page(None, table::log::MAX_PAGE)))),
            Request::Todo => Ok(Reply::text(match self.model().summary().walkthrough {
                Some(items) => walkthrough::walkthrough(&items, &self.model().catalogue()),
                None => questions::no_walkthrough_yet(),
            })),
            Request::Help(topic) => self.help(topic.as_deref()).map(Reply::text),
            Request::Step(code) => {
                let code = code.ok_or_else(|| Failure::bad(say!("cli-step-which")))?;
                let step = Step::parse(&code).ok_or_else(|| {
                    Failure::bad(say!("cli-step-unknown", code = crate::view::safe::safe(&code).into_owned()))
                })?;
                self.view = Some(step);
                self.help(None).map(Reply::text)
            }
            Request::New => Ok(Reply { new_game: true, ..Reply::default() }),
            Request::Quit => Ok(Reply { quit: true, ..Reply::default() }),
            other => {
                let command = self.command_of(other)?;
                self.run(command, Made::Play)
            }
        }
    }

    /// The command a request of the table's words makes on this game, without
    /// recording it (what `tally join` sends to the host): what the words leave out
    /// is refused, as in a script.
    ///
    /// # Errors
    /// What the command line or the core refuses.
    pub fn command_for(&self, request: Request) -> Outcome<Command> {
        match request {
            Request::Score(words) => {
                let update = words::round(&words, &self.active.game, None)?;
                scoring::check_figures(&update, &self.active.game)?;
                Ok(self.model().submit_draft(&update.draft)?)
            }
            Request::Dispatch(args) => self.complete_dispatch(&args, None, &mut NoOne),
            Request::Undo => Ok(Command::Undo),
            other => self.command_of(other),
        }
    }

    /// Records `command` and says what it changed, then the board.
    pub(super) fn run(&mut self, command: Command, made: Made) -> Outcome<Reply> {
        let before: Vec<LogItem> = match made {
            Made::Undo => self.active.game.log().last().cloned().into_iter().collect(),
            Made::Edit(_) | Made::Delete(_) => self.active.game.log().to_vec(),
            Made::Play | Made::Redo => Vec::new(),
        };
        let starts_end = matches!(command, Command::StartEndGame);
        let entries_before = self.active.game.entries().len();
        let change = self.store.execute(&mut self.active, command)?;
        let summary = self.model().summary();
        let two_figures = summary.players.iter().any(|player| player.figures.len() > 1);
        let mut text = String::new();
        let elsewhere = self.active.game.entries().len().saturating_sub(entries_before + 1);
        if elsewhere > 0 {
            text.push_str(&changes::reloaded_first(elsewhere));
        }
        text.push_str(&changes::describe(made, &change, &before, two_figures));
        self.view = None;
        text.push_str(&self.board());
        if let (true, Some(items)) = (starts_end, &summary.walkthrough) {
            text.push_str(&walkthrough::walkthrough(items, &self.model().catalogue()));
        }
        if summary.phase == Phase::Finished {
            text.push_str(&standings::standings(&summary));
        }
        Ok(Reply { text, change: Some(change), ..Reply::default() })
    }
}

/// The game `which` names.
pub(crate) fn latest(store: &Store, which: Which) -> Outcome<i64> {
    let finished = match which {
        Which::Unfinished => Some(false),
        Which::Latest => None,
        Which::Finished => Some(true),
    };
    let games = store.history(&HistoryFilter { finished, ..HistoryFilter::default() })?;
    let latest = games.iter().max_by(|a, b| a.updated_at.cmp(&b.updated_at).then(a.id.cmp(&b.id)));
    latest.map(|game| game.id).ok_or_else(|| {
        Failure::bad(match which {
            Which::Unfinished => say!("cli-no-unfinished-game"),
            Which::Latest => say!("cli-no-game-yet"),
            Which::Finished => say!("cli-no-finished-game"),
        })
    })
}
