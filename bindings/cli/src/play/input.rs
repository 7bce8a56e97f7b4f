//! Where the lines of the session come from: the line editor on a terminal (history
//! and tab completion of commands, items, inputs and players), or stdin, echoed, for
//! scripts and tests.

use std::borrow::Cow;
use std::cell::RefCell;
use std::io::{BufRead, IsTerminal, Read};
use std::rc::Rc;

use rustyline::completion::{Completer, Pair};
use rustyline::error::ReadlineError;
use rustyline::highlight::Highlighter;
use rustyline::hint::Hinter;
use rustyline::history::DefaultHistory;
use rustyline::validate::Validator;
use rustyline::{Context, Editor, Helper};

use crate::out;
use crate::view::safe::safe;

/// Longest line read, in bytes: more than any command needs.
pub const MAX_LINE: usize = 16 * 1024;

/// Where lines come from.
pub trait Lines {
    /// The next line, `None` at the end of input (or when the output failed).
    fn line(&mut self, prompt: &str) -> Option<String>;
    /// New words to complete.
    fn set_completions(&mut self, _words: Vec<String>) {}
}

struct Stdin(std::io::StdinLock<'static>);

impl Lines for Stdin {
    fn line(&mut self, prompt: &str) -> Option<String> {
        out::print(prompt).ok()?;
        let mut line = Vec::new();
        let read = (&mut self.0).take(MAX_LINE as u64 + 1).read_until(b'\n', &mut line).ok()?;
        if read == 0 {
            return None;
        }
        if line.len() > MAX_LINE && !line.ends_with(b"\n") {
            skip_rest_of_line(&mut self.0);
        }
        let line = String::from_utf8_lossy(&line).into_owned();
        out::line(&safe(line.trim_end())).ok()?;
        Some(line)
    }
}

/// Skips the rest of an overlong line, a buffer at a time: it is refused as a whole,
/// and however long it is, it is never held in memory.
fn skip_rest_of_line(input: &mut impl BufRead) {
    loop {
        let (done, used) = match input.fill_buf() {
            Ok([]) | Err(_) => return,
            Ok(buffer) => match buffer.iter().position(|byte| *byte == b'\n') {
                Some(end) => (true, end + 1),
                None => (false, buffer.len()),
            },
        };
        input.consume(used);
        if done {
            return;
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

/// The line editor on a terminal, else stdin.
pub fn lines() -> Box<dyn Lines> {
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
