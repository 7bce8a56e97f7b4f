//! Where the lines of the session come from: the line editor on a terminal (history
//! and tab completion of commands, items, inputs and players), or stdin, echoed, for
//! scripts and tests. Either is read on a thread of its own, so that a stop (Ctrl-C,
//! SIGTERM: [`crate::stop`]) ends the session while it waits for a line, and the
//! store closes cleanly.

use std::borrow::Cow;
use std::io::{BufRead, IsTerminal, Read};
use std::sync::mpsc::{Receiver, Sender, channel};
use std::sync::{Arc, Mutex, PoisonError};

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
    /// The next line, `None` at the end of input, after a stop, or when the output
    /// failed.
    fn line(&mut self, prompt: &str) -> Option<String>;
    /// New words to complete.
    fn set_completions(&mut self, _words: Vec<String>) {}
}

/// What the reading thread answers (or a stop, sent by [`crate::stop`]).
enum Answer {
    Line(String),
    End,
    Stopped,
}

/// Lines read on a thread of its own, which reads one when asked (with the prompt,
/// which the line editor draws itself).
struct Threaded {
    asks: Sender<String>,
    answers: Receiver<Answer>,
    /// Stdin: the prompt printed before a line and the line after it.
    echo: bool,
    words: Arc<Mutex<Vec<String>>>,
}

impl Threaded {
    /// Starts `read` (a line for a prompt, `None` at the end) on its own thread.
    fn start(
        echo: bool,
        words: Arc<Mutex<Vec<String>>>,
        read: impl FnOnce(Receiver<String>, Sender<Answer>) + Send + 'static,
    ) -> Threaded {
        let (asks, asked) = channel::<String>();
        let (answer, answers) = channel::<Answer>();
        let stopped = answer.clone();
        crate::stop::on_stop(move || {
            let _ = stopped.send(Answer::Stopped);
        });
        let _ = std::thread::Builder::new().name("tally-lines".to_owned()).spawn(move || read(asked, answer));
        Threaded { asks, answers, echo, words }
    }
}

impl Lines for Threaded {
    fn line(&mut self, prompt: &str) -> Option<String> {
        if crate::stop::requested().is_some() {
            return None;
        }
        if self.echo {
            out::print(prompt).ok()?;
        }
        self.asks.send(prompt.to_owned()).ok()?;
        match self.answers.recv().ok()? {
            Answer::Line(line) => {
                if self.echo {
                    out::line(&safe(line.trim_end())).ok()?;
                }
                Some(line)
            }
            Answer::End | Answer::Stopped => None,
        }
    }

    fn set_completions(&mut self, words: Vec<String>) {
        *self.words.lock().unwrap_or_else(PoisonError::into_inner) = words;
    }
}

/// Reads stdin a line at a time when asked.
fn read_stdin(asked: Receiver<String>, answer: Sender<Answer>) {
    let mut input = std::io::stdin().lock();
    while asked.recv().is_ok() {
        let mut line = Vec::new();
        let read = (&mut input).take(MAX_LINE as u64 + 1).read_until(b'\n', &mut line);
        let Ok(read @ 1..) = read else {
            let _ = answer.send(Answer::End);
            return;
        };
        if read > MAX_LINE && !line.ends_with(b"\n") {
            skip_rest_of_line(&mut input);
        }
        if answer.send(Answer::Line(String::from_utf8_lossy(&line).into_owned())).is_err() {
            return;
        }
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
    words: Arc<Mutex<Vec<String>>>,
}

impl Completer for Completion {
    type Candidate = Pair;

    fn complete(&self, line: &str, pos: usize, _: &Context<'_>) -> rustyline::Result<(usize, Vec<Pair>)> {
        let start = line[..pos].rfind(' ').map_or(0, |space| space + 1);
        let word = &line[start..pos];
        let candidates = self
            .words
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
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

/// Reads lines with the line editor when asked, each with its prompt.
fn read_terminal(mut editor: Editor<Completion, DefaultHistory>, asked: Receiver<String>, answer: Sender<Answer>) {
    while let Ok(prompt) = asked.recv() {
        let read = match editor.readline(&prompt) {
            Ok(line) => {
                let _ = editor.add_history_entry(line.as_str());
                Answer::Line(line)
            }
            Err(ReadlineError::Interrupted) => Answer::Line(String::new()),
            Err(_) => Answer::End,
        };
        let end = matches!(read, Answer::End);
        if answer.send(read).is_err() || end {
            return;
        }
    }
}

/// The line editor on a terminal, else stdin.
pub fn lines() -> Box<dyn Lines> {
    let words = Arc::new(Mutex::new(Vec::new()));
    if std::io::stdin().is_terminal()
        && let Ok(mut editor) = Editor::<Completion, DefaultHistory>::new()
    {
        crate::stop::keep_terminal();
        editor.set_helper(Some(Completion { words: words.clone() }));
        return Box::new(Threaded::start(false, words, move |asked, answer| read_terminal(editor, asked, answer)));
    }
    Box::new(Threaded::start(true, words, read_stdin))
}
