//! `tally join` end to end, as real processes: `tally serve` and two joiners (a
//! viewer and a scorer) through a game with Messages and Robbers; each joiner keeps
//! the finished game, its export the host's; joined again, nothing is stored twice,
//! and the host's reopen and correction reach it. Faults, bounded in time: the host
//! killed mid-game and started again, and a joiner's connection cut mid-stream:
//! every joiner resumes and converges, nothing lost or doubled.

mod common;

use std::io::{BufRead, BufReader, Write};
use std::net::{Shutdown, TcpListener, TcpStream};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, channel};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use serde_json::Value;
use tally_core::store::{LinkRole, Store};

use common::Sandbox;

/// Longest any line is waited for.
const PATIENCE: Duration = Duration::from_secs(40);

/// `tally serve` on 127.0.0.1:`port` and its viewer and scorer links.
fn serve(sandbox: &Sandbox, port: u16) -> (Child, String, String) {
    let (child, printed) = common::serve(sandbox, port);
    let url = |role: &str| {
        let link = printed["links"].as_array().unwrap().iter().find(|link| link["link"]["role"] == role).unwrap();
        link["urls"][0].as_str().unwrap().to_owned()
    };
    (child, url("viewer"), url("scorer"))
}

fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port()
}

/// A `tally join` running: its input, and its output line by line.
struct Joiner {
    child: Child,
    input: Option<ChildStdin>,
    lines: Receiver<String>,
    heard: Vec<String>,
}

impl Joiner {
    fn start(sandbox: &Sandbox, link: &str, me: Option<&str>) -> Joiner {
        let mut args = vec!["join", link];
        if let Some(me) = me {
            args.extend(["--me", me]);
        }
        let mut child = Command::new(env!("CARGO_BIN_EXE_tally"))
            .args(&args)
            .env("TALLY_DB", sandbox.db())
            .env("LANG", "en_US.UTF-8")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .unwrap();
        let stdout = child.stdout.take().unwrap();
        let (send, lines) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                if send.send(line).is_err() {
                    break;
                }
            }
        });
        Joiner { input: child.stdin.take(), child, lines, heard: Vec::new() }
    }

    /// Waits for a line that starts with `start`.
    fn expect(&mut self, start: &str) -> String {
        let deadline = Instant::now() + PATIENCE;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(line) => {
                    self.heard.push(line.clone());
                    if line.starts_with(start) {
                        return line;
                    }
                }
                Err(_) => panic!("no line starting {start:?}; heard {:#?}", self.heard),
            }
        }
    }

    fn says(&mut self, line: &str) {
        let input = self.input.as_mut().unwrap();
        writeln!(input, "{line}").unwrap();
        input.flush().unwrap();
    }

    /// Waits for the process to end by itself; whether it succeeded.
    fn ends(mut self) -> bool {
        drop(self.input.take());
        let deadline = Instant::now() + PATIENCE;
        loop {
            if let Some(status) = self.child.try_wait().unwrap() {
                return status.success();
            }
            assert!(Instant::now() < deadline, "tally join did not end; heard {:#?}", self.heard);
            std::thread::sleep(Duration::from_millis(50));
        }
    }
}

impl Drop for Joiner {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Game 1's export document, without when it was written.
fn export(sandbox: &Sandbox) -> Value {
    let mut document: Value = serde_json::from_str(&sandbox.ok(&["export", "1"])).unwrap();
    document.as_object_mut().unwrap().remove("exported_at");
    document
}

fn scores(document: &Value) -> Vec<i64> {
    let mut document = document.clone();
    document["exported_at"] = Value::from("2026-12-03T20:00:00Z");
    let game = Store::open_in_memory().and_then(|mut store| {
        let id = store.import(&document.to_string())?.imported[0];
        store.load_game(id)
    });
    game.unwrap().game.table().players.iter().map(|player| player.score).collect()
}

#[test]
fn a_viewer_and_a_scorer_keep_the_game_the_host_finished_and_join_again_without_doubles() {
    let host = Sandbox::new("join-host");
    host.ok(&["new", "--player", "Ann:red", "--player", "Ben:blue", "--expansions", "mini2_messages,mini6_robbers"]);
    let (mut serving, viewer_link, scorer_link) = serve(&host, free_port());
    let (viewing, scoring) = (Sandbox::new("join-viewer"), Sandbox::new("join-scorer"));
    let mut viewer = Joiner::start(&viewing, &viewer_link, Some("Ben"));
    let mut scorer = Joiner::start(&scoring, &scorer_link, None);
    viewer.expect("Joined the table at entry #0.");
    scorer.expect("Joined the table at entry #0.");

    // Ann's road of 5 stops her figure 1 on dark space 5: a dispatch (reference 0.3.1).
    scorer.says("score road 5 red");
    scorer.expect("Recorded as entry #1.");
    scorer.says("dispatch two_points");
    scorer.expect("Recorded as entry #2.");
    scorer.says("turn");
    scorer.expect("Recorded as entry #3.");
    // A viewer link records nothing.
    viewer.says("score road 2 blue");
    viewer.expect("this link follows the table; only a scorer link records");
    host.ok(&["robber", "blue", "7"]);
    scorer.expect("#4 ");
    // City of 4 tiles and a coat of arms: 10 (city.base, C3); Ben's robber on
    // space 7 steals half, 5, moving his figure 1 to dark space 5 (robbers.steal).
    scorer.says("score city 4 coa=1 red");
    scorer.expect("Recorded as entry #5.");
    scorer.says("dispatch two_points");
    scorer.expect("Recorded as entry #6.");
    host.ok(&["score", "road", "2", "blue"]);
    host.ok(&["turn"]);
    host.ok(&["end", "--finish", "--now"]);

    assert_eq!(viewer.expect("The finished game is kept here as game #"), "The finished game is kept here as game #1.");
    assert_eq!(scorer.expect("The finished game is kept here as game #"), "The finished game is kept here as game #1.");
    assert!(viewer.ends() && scorer.ends());
    let hosted = export(&host);
    assert_eq!(scores(&hosted), [17, 9], "Ann 5 + 2 + 10, Ben 5 + 2 + 2");
    assert_eq!(export(&viewing), hosted, "the viewer keeps the host's game, entry for entry");
    assert_eq!(export(&scoring), hosted, "the scorer too");
    let (from, me) = Store::open(viewing.db()).unwrap().joined_from(1).unwrap().unwrap();
    assert_eq!((from.role, me), (LinkRole::Viewer, Some(1)), "Ben's seat is me on the viewer's side");
    assert_eq!(Store::open(scoring.db()).unwrap().joined_from(1).unwrap().unwrap().0.role, LinkRole::Scorer);

    let mut again = Joiner::start(&viewing, &viewer_link, None);
    again.expect("Game #1 is already kept as the host has it.");
    assert!(again.ends());
    assert_eq!(viewing.ok(&["history"]).lines().count(), 1, "nothing stored twice");

    host.ok(&["end", "--reopen"]);
    host.ok(&["correct", "red", "2", "forgotten", "cloister"]);
    host.ok(&["end", "--finish", "--now"]);
    let mut again = Joiner::start(&viewing, &viewer_link, None);
    again.expect("Game #1 is brought up to the host's: 3 new entries.");
    assert!(again.ends());
    let hosted = export(&host);
    assert_eq!(scores(&hosted), [19, 9]);
    assert_eq!(export(&viewing), hosted);
    assert_eq!(viewing.ok(&["history"]).lines().count(), 1);
    serving.kill().unwrap();
    serving.wait().unwrap();
}

#[test]
fn a_host_killed_mid_game_and_started_again_resumes_every_joiner() {
    let host = Sandbox::new("join-kill-host");
    host.ok(&["new", "--player", "Ann:red", "--player", "Ben:blue"]);
    let port = free_port();
    let (mut serving, viewer_link, scorer_link) = serve(&host, port);
    let (viewing, scoring) = (Sandbox::new("join-kill-viewer"), Sandbox::new("join-kill-scorer"));
    let mut viewer = Joiner::start(&viewing, &viewer_link, None);
    let mut scorer = Joiner::start(&scoring, &scorer_link, None);
    viewer.expect("Joined");
    scorer.expect("Joined");
    scorer.says("score road 3 red");
    scorer.expect("Recorded as entry #1.");
    viewer.expect("#1 ");

    serving.kill().unwrap();
    serving.wait().unwrap();
    viewer.expect("The host is out of reach; the table is stale since ");
    scorer.says("score road 4 blue");
    scorer.expect("the host could not be reached; nothing was recorded");
    host.ok(&["score", "road", "2", "blue"]);

    let (mut serving, _, _) = serve(&host, port);
    // Each joiner resumes from entry 1 and hears entry 2, made while it was away.
    viewer.expect("#2 ");
    scorer.expect("#2 ");
    scorer.says("score road 4 blue");
    scorer.expect("Recorded as entry #3.");
    host.ok(&["end", "--finish", "--now"]);
    viewer.expect("The finished game is kept here as game #1.");
    scorer.expect("The finished game is kept here as game #1.");
    assert!(viewer.ends() && scorer.ends());
    let hosted = export(&host);
    assert_eq!(scores(&hosted), [3, 6], "reference road.base: 1 point a tile; nothing lost, nothing twice");
    assert_eq!(export(&viewing), hosted);
    assert_eq!(export(&scoring), hosted);
    serving.kill().unwrap();
    serving.wait().unwrap();
}

/// A relay between the joiners and the host whose connections the test can cut.
struct Relay {
    port: u16,
    open: Arc<Mutex<Vec<TcpStream>>>,
    accepted: Arc<Mutex<usize>>,
}

impl Relay {
    fn to(host_port: u16) -> Relay {
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let port = listener.local_addr().unwrap().port();
        let open: Arc<Mutex<Vec<TcpStream>>> = Arc::default();
        let kept = open.clone();
        let accepted: Arc<Mutex<usize>> = Arc::default();
        let counted = accepted.clone();
        std::thread::spawn(move || {
            for client in listener.incoming().map_while(Result::ok) {
                *counted.lock().unwrap() += 1;
                let Ok(host) = TcpStream::connect(("127.0.0.1", host_port)) else { continue };
                kept.lock().unwrap().extend([client.try_clone().unwrap(), host.try_clone().unwrap()]);
                for (mut from, mut to) in [(client.try_clone().unwrap(), host.try_clone().unwrap()), (host, client)] {
                    std::thread::spawn(move || {
                        let _ = std::io::copy(&mut from, &mut to);
                        let _ = to.shutdown(Shutdown::Both);
                    });
                }
            }
        });
        Relay { port, open, accepted }
    }

    /// Cuts every connection open through the relay.
    fn cut(&self) {
        for stream in self.open.lock().unwrap().drain(..) {
            let _ = stream.shutdown(Shutdown::Both);
        }
    }
}

#[test]
fn a_joiner_whose_connection_is_cut_mid_stream_resumes_without_losing_or_doubling() {
    let host = Sandbox::new("join-cut-host");
    host.ok(&["new", "--player", "Ann:red", "--player", "Ben:blue"]);
    let port = free_port();
    let (mut serving, viewer_link, _) = serve(&host, port);
    let relay = Relay::to(port);
    let relayed = viewer_link.replace(&format!(":{port}/"), &format!(":{}/", relay.port));
    let viewing = Sandbox::new("join-cut-viewer");
    let mut viewer = Joiner::start(&viewing, &relayed, None);
    viewer.expect("Joined");
    host.ok(&["score", "road", "3", "red"]);
    viewer.expect("#1 ");

    assert_eq!(*relay.accepted.lock().unwrap(), 1, "the stream's one connection");
    relay.cut();
    host.ok(&["score", "road", "2", "blue"]);
    host.ok(&["turn"]);
    viewer.expect("#3 ");
    assert_eq!(*relay.accepted.lock().unwrap(), 2, "the stream opened again after the cut");
    host.ok(&["end", "--finish", "--now"]);
    viewer.expect("The finished game is kept here as game #1.");
    let heard = viewer.heard.clone();
    assert!(viewer.ends());
    for entry in ["#1 ", "#2 ", "#3 "] {
        assert_eq!(heard.iter().filter(|line| line.starts_with(entry)).count(), 1, "{entry} once: {heard:#?}");
    }
    let hosted = export(&host);
    assert_eq!(scores(&hosted), [3, 2], "reference road.base: 1 point a tile");
    assert_eq!(export(&viewing), hosted);
    serving.kill().unwrap();
    serving.wait().unwrap();
}

#[test]
fn a_me_that_is_no_seat_of_the_game_is_refused_at_once() {
    let host = Sandbox::new("join-me-host");
    host.ok(&["new", "--player", "Ann:red", "--player", "Ben:blue"]);
    let (mut serving, viewer_link, _) = serve(&host, free_port());
    let viewing = Sandbox::new("join-me-viewer");
    let (code, said) = viewing.fails(&["join", &viewer_link, "--me", "Cleo"]);
    assert_eq!(code, 2, "{said}");
    assert!(said.contains("no seat of this game is called Cleo"), "{said}");
    let kept = Store::open(viewing.db()).unwrap().history(&Default::default()).unwrap();
    assert!(kept.is_empty(), "nothing kept");
    serving.kill().unwrap();
    serving.wait().unwrap();
}
