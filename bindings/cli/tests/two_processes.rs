//! Two processes on one database. With the session open,
//! another shell's `tally score` moves the game on; the session notices it before its
//! next line, reloads and shows the board as stored — never a constraint error, never
//! a stale board. Several scripts writing at once all land.

mod common;

use std::io::{Read, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use common::{Sandbox, pairs};

/// A `tally play` running beside the test, fed line by line.
struct Session {
    child: Child,
    stdin: ChildStdin,
    output: Arc<Mutex<String>>,
}

impl Session {
    fn start(sandbox: &Sandbox) -> Session {
        let mut child = Command::new(env!("CARGO_BIN_EXE_tally"))
            .arg("play")
            .env("TALLY_DB", sandbox.db())
            .env("HOME", &sandbox.dir)
            .env_remove("LC_ALL")
            .env_remove("LC_MESSAGES")
            .env("LANG", "C")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("tally play runs");
        let stdin = child.stdin.take().expect("stdin");
        let mut stdout = child.stdout.take().expect("stdout");
        let output = Arc::new(Mutex::new(String::new()));
        let sink = Arc::clone(&output);
        std::thread::spawn(move || {
            let mut buffer = [0_u8; 4096];
            while let Ok(read) = stdout.read(&mut buffer) {
                if read == 0 {
                    break;
                }
                sink.lock().expect("output").push_str(&String::from_utf8_lossy(&buffer[..read]));
            }
        });
        Session { child, stdin, output }
    }

    /// Waits until the output holds `text` `times` times; gives the whole output.
    fn wait_for(&self, text: &str, times: usize) -> String {
        let deadline = Instant::now() + Duration::from_secs(20);
        loop {
            let output = self.output.lock().expect("output").clone();
            if output.matches(text).count() >= times {
                return output;
            }
            assert!(Instant::now() < deadline, "waited for {text:?} x{times}:\n{output}");
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    /// Types a line and waits for the next prompt.
    fn type_line(&mut self, line: &str) -> String {
        let prompts = self.output.lock().expect("output").matches("] > ").count();
        writeln!(self.stdin, "{line}").expect("type");
        self.stdin.flush().expect("flush");
        self.wait_for("] > ", prompts + 1)
    }

    fn quit(mut self) -> (String, String) {
        writeln!(self.stdin, "quit").expect("quit");
        let status = self.child.wait().expect("ends");
        assert!(status.success());
        let mut stderr = String::new();
        self.child.stderr.take().expect("stderr").read_to_string(&mut stderr).expect("stderr");
        let output = self.output.lock().expect("output").clone();
        (output, stderr)
    }
}

#[test]
fn the_session_notices_a_game_moved_on_by_another_process() {
    let sandbox = Sandbox::new("two-processes");
    sandbox.game("");
    let mut session = Session::start(&sandbox);
    session.wait_for("[turn 1 · red · 1A] > ", 1);
    let text = session.type_line("road 3 red");
    assert!(text.contains("#1 Road: Ann +3"), "{text}");
    // Another shell: city.base, 3 tiles x 2 for blue.
    sandbox.ok(&["score", "city", "3", "blue"]);
    let text = session.type_line("road 2 red");
    assert!(text.contains("The game changed elsewhere: #2 City: Ben +6 is new."), "{text}");
    assert!(text.contains("Nothing was done"), "the line typed against the old board is not applied:\n{text}");
    assert!(text.contains("  blue  Ben  6  space 6"), "the board as stored:\n{text}");
    let text = session.type_line("road 2 red");
    assert!(text.contains("#3 Road: Ann +2"), "{text}");
    // The other shell takes back the session's road; the session's board follows.
    sandbox.ok(&["undo"]);
    let text = session.type_line("board");
    let shown = &text[text.rfind("] > board").expect("the line")..];
    assert_eq!(
        shown,
        "] > board\nThe game changed elsewhere: #3 was taken back.\n\
         Game #1 · Third edition (C3) · turn 1, Ann's turn, step 3B\n\
         ▶ red   Ann  3  space 3\n  blue  Ben  6  space 6\n[turn 1 · red · 3B] > "
    );
    let text = session.type_line("undo");
    assert!(text.contains("Undid #2 City: Ben +6"), "{text}");
    let (output, stderr) = session.quit();
    assert!(!output.contains("UNIQUE") && !stderr.contains("UNIQUE"), "{output}\n{stderr}");
    assert!(!output.contains("refused"), "{output}");
    assert_eq!(sandbox.scores(), pairs(&[("red", 3), ("blue", 0)]));
}

#[test]
fn scripts_writing_at_once_all_land() {
    let sandbox = Sandbox::new("many-writers");
    sandbox.game("");
    let db = sandbox.db();
    let writers: Vec<Child> = (0..6)
        .map(|_| {
            Command::new(env!("CARGO_BIN_EXE_tally"))
                .args(["score", "road", "1", "red"])
                .env("TALLY_DB", &db)
                .env("HOME", &sandbox.dir)
                .stdout(Stdio::null())
                .stderr(Stdio::piped())
                .spawn()
                .expect("tally runs")
        })
        .collect();
    for writer in writers {
        let output = writer.wait_with_output().expect("ends");
        assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    }
    // road.base: 1 point each, six times.
    assert_eq!(sandbox.scores(), pairs(&[("red", 6), ("blue", 0)]));
    assert_eq!(sandbox.json(&["show", "--json"])["table"]["log_length"], 6);
}
