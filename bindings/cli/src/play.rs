//! `tally play`: the interactive session at the table. It resumes the unfinished
//! game changed last (or asks for players, edition and expansions), then reads one
//! short command per line and answers with the board. On a terminal the line
//! editor offers history and tab completion; otherwise lines are read from stdin,
//! which is how scripts and tests drive it.

use std::borrow::Cow;
use std::cell::RefCell;
use std::io::{BufRead, IsTerminal, Write};
use std::rc::Rc;

use rustyline::completion::{Completer, Pair};
use rustyline::error::ReadlineError;
use rustyline::highlight::Highlighter;
use rustyline::hint::Hinter;
use rustyline::history::DefaultHistory;
use rustyline::validate::Validator;
use rustyline::{Context, Editor, Helper};
use tally_core::ruleset::presets;
use tally_core::session::{Colour, Phase};
use tally_core::store::{GameSeat, Store};
use tally_core::{Edition, Ruleset, RulesetSpec};

use crate::board;
use crate::cli::PlayArgs;
use crate::failure::{Failure, Outcome};
use crate::session::Session;

/// Where lines come from.
trait Lines {
    /// The next line, `None` at the end of input.
    fn line(&mut self, prompt: &str) -> Option<String>;
    /// New words to complete.
    fn set_completions(&mut self, _words: Vec<String>) {}
}

struct Stdin(std::io::StdinLock<'static>);

impl Lines for Stdin {
    fn line(&mut self, prompt: &str) -> Option<String> {
        anstream::print!("{prompt}");
        let _ = std::io::stdout().flush();
        let mut line = String::new();
        match self.0.read_line(&mut line) {
            Ok(0) | Err(_) => None,
            Ok(_) => {
                anstream::println!("{}", line.trim_end());
                Some(line)
            }
        }
    }
}

/// Tab completion of the last word from the session's vocabulary.
#[derive(Default)]
struct Completion {
    words: Rc<RefCell<Vec<String>>>,
}

impl Completer for Completion {
    type Candidate = Pair;

    fn complete(&self, line: &str, pos: usize, _: &Context<'_>) -> rustyline::Result<(usize, Vec<Pair>)> {
        let start = line[..pos].rfind(' ').map_or(0, |space| space + 1);
        let word = &line[start..pos];
        let candidates = self
            .words
            .borrow()
            .iter()
            .filter(|candidate| candidate.starts_with(word))
            .map(|candidate| Pair { display: candidate.clone(), replacement: candidate.clone() })
            .collect();
        Ok((start, candidates))
    }
}

impl Hinter for Completion {
    type Hint = String;
}

impl Highlighter for Completion {
    fn highlight_prompt<'b, 's: 'b, 'p: 'b>(&'s self, prompt: &'p str, _default: bool) -> Cow<'b, str> {
        Cow::Borrowed(prompt)
    }
}

impl Validator for Completion {}
impl Helper for Completion {}

struct Terminal {
    editor: Editor<Completion, DefaultHistory>,
    words: Rc<RefCell<Vec<String>>>,
}

impl Lines for Terminal {
    fn line(&mut self, prompt: &str) -> Option<String> {
        match self.editor.readline(prompt) {
            Ok(line) => {
                let _ = self.editor.add_history_entry(line.as_str());
                Some(line)
            }
            Err(ReadlineError::Interrupted) => Some(String::new()),
            Err(_) => None,
        }
    }

    fn set_completions(&mut self, words: Vec<String>) {
        *self.words.borrow_mut() = words;
    }
}

fn lines() -> Box<dyn Lines> {
    if std::io::stdin().is_terminal()
        && let Ok(mut editor) = Editor::<Completion, DefaultHistory>::new()
    {
        let completion = Completion::default();
        let words = completion.words.clone();
        editor.set_helper(Some(completion));
        return Box::new(Terminal { editor, words });
    }
    Box::new(Stdin(std::io::stdin().lock()))
}

/// Runs the interactive session.
pub fn run(store: Store, args: &PlayArgs) -> Outcome {
    let mut input = lines();
    let mut store = Some(store);
    let mut resume = if args.new { None } else { args.game.map(Some).unwrap_or(None) };
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
                let session = Session::open(taken, Some(id))?;
                anstream::println!("Resuming game #{id}.");
                session
            }
            None => match new_game(taken, input.as_mut())? {
                Some(session) => session,
                None => return Ok(()),
            },
        };
        anstream::println!("{}", board::board(&session.active.game, session.active.id));
        anstream::println!(
            "Type `help` for what you can score now, `quit` to leave (the game is saved after every command)."
        );
        let wants_new = play(&mut session, input.as_mut());
        if !wants_new {
            return Ok(());
        }
        store = Some(session.store);
    }
}

/// The command loop; returns whether the player asked for a new game.
fn play(session: &mut Session, input: &mut dyn Lines) -> bool {
    loop {
        input.set_completions(session.completions());
        let table = session.active.game.table();
        let prompt = match table.phase {
            Phase::Playing => {
                format!("[turn {} · {} · {}] > ", table.turn, table.active_player().id, session.view_step().code())
            }
            Phase::EndGame => "[end of game] > ".to_owned(),
            Phase::Finished => "[finished] > ".to_owned(),
        };
        let Some(line) = input.line(&prompt) else { return false };
        let words: Vec<String> = line.split_whitespace().map(str::to_owned).collect();
        if words.is_empty() {
            continue;
        }
        match session.handle(&words) {
            Ok(reply) => {
                anstream::print!("{}", reply.text);
                if reply.quit {
                    return false;
                }
                if reply.new_game {
                    return true;
                }
            }
            Err(failure) => {
                anstream::println!(
                    "{}refused:{} {failure} (nothing changed)",
                    anstyle::AnsiColor::Red.on_default().render(),
                    anstyle::Reset.render()
                );
            }
        }
    }
}

/// Asks for players, edition and expansions; `None` if the input ends first.
fn new_game(mut store: Store, input: &mut dyn Lines) -> Outcome<Option<Session>> {
    let roster = store.roster()?;
    anstream::println!("New game. Players in turn order, one per line as `Name colour`, an empty line when done.");
    anstream::println!("Colours: {}.", Colour::ALL.iter().map(|colour| colour.key()).collect::<Vec<_>>().join(", "));
    if !roster.is_empty() {
        anstream::println!(
            "Known players: {}.",
            roster.iter().map(|player| player.name.as_str()).collect::<Vec<_>>().join(", ")
        );
    }
    let mut seats: Vec<GameSeat> = Vec::new();
    loop {
        let Some(line) = input.line(&format!("player {}: ", seats.len() + 1)) else { return Ok(None) };
        let line = line.trim();
        if line.is_empty() {
            if seats.len() >= 2 {
                break;
            }
            anstream::println!("A game needs at least 2 players.");
            continue;
        }
        let (name, colour) = match line.rsplit_once(' ').map(|(name, colour)| (name.trim(), Colour::parse(colour))) {
            Some((name, Ok(colour))) => (name.to_owned(), colour),
            _ => {
                let favourite =
                    roster.iter().find(|player| player.name.eq_ignore_ascii_case(line)).map(|player| player.colour);
                let free = favourite
                    .into_iter()
                    .chain(Colour::ALL)
                    .find(|colour| seats.iter().all(|seat| seat.colour != *colour));
                match free {
                    Some(colour) => (line.to_owned(), colour),
                    None => {
                        anstream::println!("No colour left.");
                        continue;
                    }
                }
            }
        };
        if seats.iter().any(|seat| seat.colour == colour) {
            anstream::println!("{} is taken; choose another colour.", colour.key());
            continue;
        }
        anstream::println!("  {name} plays {}", colour.key());
        seats.push(GameSeat { roster_id: None, name, colour });
        if seats.len() == 8 {
            break;
        }
    }
    let edition = loop {
        let Some(line) = input.line("edition (c1, c2, c3, winter) [c3]: ") else { return Ok(None) };
        let line = line.trim();
        if line.is_empty() {
            break Edition::C3;
        }
        match Edition::parse(line) {
            Ok(edition) => break edition,
            Err(error) => anstream::println!("{error}"),
        }
    };
    let ruleset = loop {
        let Some(line) = input.line("expansions or a preset (e.g. big_box_6; `list`; empty for the base game): ")
        else {
            return Ok(None);
        };
        let line = line.trim();
        if line == "list" {
            for expansion in tally_core::ruleset::catalog::EXPANSIONS {
                anstream::println!("  {:<34} {}", expansion.key, expansion.name);
            }
            for preset in presets::PRESETS {
                anstream::println!("  {:<34} {} [{}]", preset.key, preset.name, preset.edition.key());
            }
            continue;
        }
        match ruleset_from(line, edition) {
            Ok(ruleset) => break ruleset,
            Err(failure) => anstream::println!("{failure}"),
        }
    };
    let active = store.create_game(&seats, ruleset)?;
    anstream::println!("Game #{} started.", active.id);
    Ok(Some(Session::new(store, active)))
}

fn ruleset_from(line: &str, edition: Edition) -> Outcome<Ruleset> {
    let mut expansions = Vec::new();
    for key in line.split([',', ' ']).filter(|key| !key.is_empty()) {
        match presets::find(key) {
            Ok(preset) => expansions.extend(preset.expansions.iter().map(|key| (*key).to_owned())),
            Err(_) => expansions.push(key.to_owned()),
        }
    }
    Ruleset::from_spec(&RulesetSpec { edition, expansions, variants: tally_core::Variants::default() })
        .map_err(Failure::from)
}
