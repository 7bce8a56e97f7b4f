//! A game open in the command line: the store, the game, and the step whose events
//! help lists. Both `tally play` and the one-shot game subcommands carry out a
//! [`Request`] here; what only a player at the table can answer (a count left out,
//! "nobody scores this?", "finish without the end-game scoring?") is asked through an
//! [`Asker`], which a script does not have: then the command is refused, naming what
//! is missing.

use tally_core::ErrorCode;
use tally_core::rules::Step;
use tally_core::session::{Command, FigureChoices, LogChange, LogItem, Phase};
use tally_core::store::{ActiveGame, HistoryFilter, Store};
use tally_core::table::{self, TableModel, TableSummary};

use crate::args::{CorrectArgs, DispatchArgs, EditArgs, VictimArgs};
use crate::failure::{Failure, Outcome};
use crate::line;
use crate::request::Request;
use crate::view::changes::{self, Made};
use crate::view::{board, entries, help, questions, standings, walkthrough};
use crate::words::dispatch::{DispatchDraft, Offer};
use crate::words::item::DraftItem;
use crate::words::players::Players;
use crate::words::{self, Draft, numbers};

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
        let before = self.active.game.entries().len();
        Ok(self
            .store
            .refresh(&mut self.active)?
            .map(|_| changes::reloaded(self.active.game.entries().len().saturating_sub(before))))
    }

    /// The board.
    pub fn board(&self) -> String {
        board::board(self.active.id, self.active.game.setup().ruleset.edition().name(), &self.model().summary())
    }

    /// The prompt of the session: where the game is.
    pub fn prompt(&self) -> String {
        let table = self.model().summary();
        match table.phase {
            Phase::Playing => {
                format!("[turn {} · {} · {}] > ", table.turn, table.active, self.view_step(&table).code())
            }
            Phase::EndGame => "[end of game] > ".to_owned(),
            Phase::Finished => "[finished] > ".to_owned(),
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
                let scorable = self.model().scorable();
                let draft = words::round(&words, &self.active.game, &scorable)?;
                self.score(draft, None, asker)
            }
            Request::Finish { figures, now } => self.finish(&figures, now, asker),
            Request::Dispatch(args) => {
                let mut draft = self.dispatch(&args)?;
                if let Some(item) = &mut draft.item {
                    ask_missing(item, asker)?;
                }
                self.run(draft.command(), Made::Play)
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
                    text.push_str(&standings::standings(&summary.standings));
                }
                Ok(Reply::text(text))
            }
            Request::Log => Ok(Reply::text(entries::log(&self.model().log_page(None, table::log::MAX_PAGE)))),
            Request::Todo => Ok(Reply::text(match self.model().summary().walkthrough {
                Some(items) => walkthrough::walkthrough(&items),
                None => questions::NO_WALKTHROUGH_YET.to_owned(),
            })),
            Request::Help(topic) => self.help(topic.as_deref()).map(Reply::text),
            Request::Step(code) => {
                let code =
                    code.ok_or_else(|| Failure::bad("step: which one? (1A, 1B, 1C, 2A, 2B-1, 2B-2, 2C, 3B, 3C, 4A)"))?;
                let step = Step::parse(&code).ok_or_else(|| {
                    Failure::bad(format!("step: `{}` is not a step of the turn", crate::view::safe::safe(&code)))
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

    /// The command of a request that is one move of the game.
    fn command_of(&self, request: Request) -> Outcome<Command> {
        let players = Players::of(&self.active.game);
        Ok(match request {
            Request::Robber(args) => Command::PlaceRobber {
                owner: players.resolve(&args.owner, "robber")?.to_owned(),
                space: numbers::space(&args.space)?,
            },
            Request::Victim(args) => victim(&players, &args)?,
            Request::Dispatch(args) => self.dispatch(&args)?.command(),
            Request::Correct(args) => correct(&players, &args)?,
            Request::Turn => Command::EndTurn,
            Request::Double => Command::SecondPart,
            Request::End => Command::StartEndGame,
            Request::Reopen => Command::Reopen,
            Request::Finish { figures, .. } => Command::Finish { figures: figure_choices(&players, &figures)? },
            Request::Score(_) | Request::Edit(_) | Request::Delete(_) | Request::Undo | Request::Redo => {
                return Err(Failure::bad(
                    "an entry is replaced by a scoring or a move of the game, not by undo, redo, edit or delete",
                ));
            }
            _ => return Err(Failure::bad("that is not a move of the game")),
        })
    }

    fn dispatch(&self, args: &DispatchArgs) -> Outcome<DispatchDraft> {
        let pending = self.model().dispatch();
        let all;
        let offer = match &pending {
            Some(options) => Offer { tiles: &options.tiles, player: Some(&options.player), moment: options.moment },
            None => {
                all = table::dispatch::tiles(&self.active.game.setup().ruleset);
                Offer { tiles: &all, player: None, moment: table::dispatch::TILE_MOMENT }
            }
        };
        words::dispatch::read(&args.words, &self.active.game, &offer)
    }

    /// Records `command` and says what it changed, then the board.
    fn run(&mut self, command: Command, made: Made) -> Outcome<Reply> {
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
            text.push_str(&changes::reloaded(elsewhere));
        }
        text.push_str(&changes::describe(made, &change, &before, two_figures));
        self.view = None;
        text.push_str(&self.board());
        if let (true, Some(items)) = (starts_end, &summary.walkthrough) {
            text.push_str(&walkthrough::walkthrough(items));
        }
        if summary.phase == Phase::Finished {
            text.push_str(&standings::standings(&summary.standings));
        }
        Ok(Reply { text, change: Some(change), ..Reply::default() })
    }

    /// Scores a round, asking for the counts the words left out and whether a
    /// scoring that gives nobody points is meant; `edit`: the entry it replaces.
    fn score(&mut self, mut draft: Draft, edit: Option<u64>, asker: &mut dyn Asker) -> Outcome<Reply> {
        for item in &mut draft.items {
            ask_missing(item, asker)?;
        }
        if edit.is_none() {
            self.check_figures(&draft)?;
        }
        loop {
            let command = draft.command();
            let (command, made) = match edit {
                Some(seq) => (Command::Edit { seq, command: Box::new(command) }, Made::Edit(seq)),
                None => (command, Made::Play),
            };
            match self.run(command, made) {
                Err(failure) if failure.code() == Some(ErrorCode::NobodyScores) => {
                    let nobody = self.scoring_nobody(&draft, edit.is_some());
                    let names: Vec<String> =
                        nobody.iter().map(|index| draft.items[*index].subject.name().to_lowercase()).collect();
                    match asker.ask(&questions::nobody_scores(&names)) {
                        None => return Err(failure),
                        Some(answer) if questions::is_yes(&answer) => {
                            for index in nobody {
                                draft.items[index].nobody = true;
                            }
                        }
                        Some(_) => return Err(Failure::Cancelled),
                    }
                }
                other => return other,
            }
        }
    }

    /// The items of `draft` that give nobody points (all unconfirmed ones in an edit,
    /// which is judged at its entry's place).
    fn scoring_nobody(&self, draft: &Draft, editing: bool) -> Vec<usize> {
        let unconfirmed = (0..draft.items.len()).filter(|index| !draft.items[*index].nobody);
        if editing {
            return unconfirmed.collect();
        }
        let nobody: Vec<usize> = unconfirmed
            .clone()
            .filter(|index| {
                let single = words::single(&draft.items[*index]);
                self.active.game.preview(&single).err().is_some_and(|error| error.code() == ErrorCode::NobodyScores)
            })
            .collect();
        if nobody.is_empty() { unconfirmed.collect() } else { nobody }
    }

    /// Refuses a figure chosen for a player who scores nothing in the round.
    fn check_figures(&self, draft: &Draft) -> Outcome {
        if draft.choices().next().is_none() {
            return Ok(());
        }
        let Ok(item) = self.active.game.preview(&draft.command()) else { return Ok(()) };
        for (player, figure) in draft.choices() {
            if !item.awards.iter().any(|award| award.player == *player) {
                return Err(Failure::bad(format!(
                    "`{player}.figure={}`: {player} scores nothing here",
                    crate::view::figure_number(*figure)
                )));
            }
        }
        Ok(())
    }

    fn edit(&mut self, args: &EditArgs, asker: &mut dyn Asker) -> Outcome<Reply> {
        let seq = numbers::entry(&args.entry, "edit")?;
        words::check_size(&args.command)?;
        let first = args.command.first().map(String::as_str).unwrap_or_default();
        if line::is_command(first) {
            let command = self.command_of(line::parse(&args.command)?)?;
            return self.run(Command::Edit { seq, command: Box::new(command) }, Made::Edit(seq));
        }
        let scorable = self.model().replaceable(seq)?;
        let draft = words::round(&args.command, &self.active.game, &scorable)?;
        self.score(draft, Some(seq), asker)
    }

    fn finish(&mut self, figures: &[String], now: bool, asker: &mut dyn Asker) -> Outcome<Reply> {
        let players = Players::of(&self.active.game);
        let figures = figure_choices(&players, figures)?;
        if self.model().summary().actions.start_end_game.allowed && !now {
            match asker.ask(questions::FINISH_DURING_THE_TURNS).map(|answer| answer.trim().to_lowercase()) {
                None => return Err(Failure::bad(questions::FINISH_DURING_THE_TURNS_IN_A_SCRIPT)),
                Some(answer) if answer == questions::START_END => return self.run(Command::StartEndGame, Made::Play),
                Some(answer) if answer == questions::FINISH_NOW => {}
                Some(_) => return Err(Failure::Cancelled),
            }
        }
        self.run(Command::Finish { figures }, Made::Play)
    }

    fn help(&self, topic: Option<&str>) -> Outcome<String> {
        let model = self.model();
        let scorable = model.scorable();
        let Some(topic) = topic else {
            let summary = model.summary();
            let view = (summary.phase == Phase::Playing).then(|| self.view_step(&summary));
            return Ok(help::general(&scorable, view, &line::commands()));
        };
        if let Some(text) = line::command_help(topic) {
            let tiles = if line::is_dispatch(topic) {
                let tiles = match model.dispatch() {
                    Some(options) => options.tiles,
                    None => table::dispatch::tiles(&self.active.game.setup().ruleset),
                };
                help::dispatch_tiles(&tiles)
            } else {
                String::new()
            };
            return Ok(format!("{text}{tiles}"));
        }
        let subject = words::resolve(topic, &scorable)?;
        let key = subject.key();
        match subject {
            words::item::Subject::Feature(_) => Ok(help::item(&model.feature_form(key, None)?, None)),
            words::item::Subject::Event(_) => {
                let steps = scorable.events.iter().find(|event| event.key == key).map(|event| event.steps.clone());
                Ok(help::item(&model.event_form(key)?, steps.as_deref()))
            }
        }
    }
}

/// The game `which` names.
fn latest(store: &Store, which: Which) -> Outcome<i64> {
    let finished = match which {
        Which::Unfinished => Some(false),
        Which::Latest => None,
        Which::Finished => Some(true),
    };
    let games = store.history(&HistoryFilter { finished, ..HistoryFilter::default() })?;
    let latest = games.iter().max_by(|a, b| a.updated_at.cmp(&b.updated_at).then(a.id.cmp(&b.id)));
    latest.map(|game| game.id).ok_or_else(|| {
        Failure::bad(match which {
            Which::Unfinished => "no unfinished game: start one with `tally new` or `tally play`",
            Which::Latest => "no game yet: start one with `tally new` or `tally play`",
            Which::Finished => "no finished game to reopen",
        })
    })
}

/// Asks for every count the players must give that the words left out.
fn ask_missing(item: &mut DraftItem, asker: &mut dyn Asker) -> Outcome {
    let missing: Vec<(&'static str, &'static str, &'static str, i64)> =
        item.missing().iter().map(|spec| (spec.name, spec.ask, spec.label, spec.max)).collect();
    for (name, ask, label, max) in missing {
        loop {
            let Some(answer) = asker.ask(&questions::missing_count(item.subject.name(), ask)) else { return Ok(()) };
            let answer = answer.trim();
            if answer.is_empty() {
                return Err(Failure::Cancelled);
            }
            match numbers::whole(answer, label, Some(max)) {
                Ok(value) => {
                    item.give(name, value);
                    break;
                }
                Err(failure) => asker.tell(&failure.to_string()),
            }
        }
    }
    Ok(())
}

fn victim(players: &Players, args: &VictimArgs) -> Outcome<Command> {
    let victim = players.resolve(&args.victim, "victim")?.to_owned();
    let figure = match &args.figure {
        Some(word) => Some(numbers::figure_word(word)?.ok_or_else(|| {
            Failure::bad(format!(
                "victim: `{}`: give the figure as figure=1 or figure=2",
                crate::view::safe::safe(word)
            ))
        })?),
        None => None,
    };
    Ok(Command::ChooseRobberVictim { victim, figure })
}

fn correct(players: &Players, args: &CorrectArgs) -> Outcome<Command> {
    let player = players.resolve(&args.player, "correct")?.to_owned();
    let points = numbers::whole(&args.points, "the points of a correction", None)?;
    let mut figure = None;
    let mut reason = Vec::new();
    for word in &args.reason {
        match numbers::figure_word(word)? {
            Some(chosen) if figure.replace(chosen).is_some() => {
                return Err(Failure::bad("correct: the figure is given twice"));
            }
            Some(_) => {}
            None => reason.push(word.as_str()),
        }
    }
    Ok(Command::Correct { player, points, reason: reason.join(" "), figure })
}

/// `green.figure=2` words: the figure of each player.
fn figure_choices(players: &Players, words: &[String]) -> Outcome<FigureChoices> {
    let mut figures = FigureChoices::new();
    for word in words {
        let shown = crate::view::safe::safe(word);
        let lower = word.to_lowercase();
        let Some((player, value)) = lower.split_once(".figure=") else {
            return Err(Failure::bad(format!("`{shown}`: give a figure as <player>.figure=2")));
        };
        let id = players.resolve(player, &format!("`{shown}`"))?;
        if figures.insert(id.to_owned(), numbers::figure(value, &format!("`{shown}`"))?).is_some() {
            return Err(Failure::bad(format!("`{shown}`: {id}'s figure is already chosen")));
        }
    }
    Ok(figures)
}
