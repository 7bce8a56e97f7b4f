//! `tally join LINK [--me NAME]`: a table another phone or laptop hosts, through its
//! protocol (`docs/live-table.md`, the `tally_host::join` client). Each entry the
//! host records is printed as it arrives; with a scorer link, each line typed (the
//! words of `tally play`: `score city 4 coa=1 red`, `dispatch …`, `robber …`,
//! `turn`, `undo`) becomes its command on the game as last heard — made by the same
//! words and session as at home, from the host's game held in memory — and is sent
//! to the host under an idempotency key, the host's answer printed. When the host
//! finishes the game, the game is kept in this database (`Store::keep_joined`) and
//! the command ends. A lost host is said with the time it was last heard, and the
//! stream resumes from the last entry heard once the host is back.

use std::io::BufRead;
use std::path::PathBuf;
use std::time::Duration;

use chrono::{Local, Utc};
use tally_core::store::{JoinedFrom, Kept, LinkRole, Store};
use tally_core::typed_text::same_name;
use tally_host::join::{JoinError, Joiner, LiveEvent, LiveEvents, TableLink};

use crate::cli::JoinArgs;
use crate::db;
use crate::failure::{Failure, Outcome};
use crate::out;
use crate::session::Session;

/// The first wait before trying to reach a lost host again.
const FIRST_BACKOFF: Duration = Duration::from_millis(500);

/// Longest wait between two tries to reach a lost host.
const MOST_BACKOFF: Duration = Duration::from_secs(15);

/// `tally join`.
///
/// # Errors
/// A text that is no join link; a link the host refuses; the game refused as kept.
pub fn run(db: Option<PathBuf>, args: &JoinArgs) -> Outcome {
    let link = TableLink::parse(&args.link).map_err(|_| Failure::bad(say!("cli-join-not-a-link")))?;
    let store = db::open(db)?;
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .map_err(|error| Failure::bad(error.to_string()))?;
    let joiner = Joiner::new(link, tally_core::l10n::language());
    runtime
        .block_on(Joined { joiner, store, me: args.me.clone(), seq: None, role: None, key: 0, reload: false }.follow())
}

/// A joined table as this command holds it.
struct Joined {
    joiner: Joiner,
    store: Store,
    me: Option<String>,
    /// The entry last heard.
    seq: Option<u64>,
    role: Option<LinkRole>,
    /// The writes sent so far (their keys).
    key: u64,
    /// The host asked for a new snapshot.
    reload: bool,
}

impl Joined {
    async fn follow(mut self) -> Outcome {
        let (lines, mut typed) = tokio::sync::mpsc::unbounded_channel::<String>();
        std::thread::spawn(move || {
            for line in std::io::stdin().lock().lines().map_while(Result::ok) {
                if lines.send(line).is_err() {
                    break;
                }
            }
        });
        let mut typing = true;
        let mut backoff = FIRST_BACKOFF;
        let mut heard = Local::now();
        let mut events: Option<LiveEvents> = None;
        let mut stale = false;
        let mut retry_at = tokio::time::Instant::now();
        loop {
            tokio::select! {
                event = next(&mut events) => match event {
                    Some(Ok(event)) => {
                        heard = Local::now();
                        if self.heard(&event)? {
                            return self.keep().await;
                        }
                        if std::mem::take(&mut self.reload) {
                            events = Some(self.joiner.events(None).await.map_err(|error| match error {
                                JoinError::LinkRefused => Failure::bad(say!("cli-join-link-refused")),
                                other => unreachable(other),
                            })?);
                        }
                    }
                    // The stream ended or broke: resume from the entry heard.
                    _ => {
                        events = None;
                        retry_at = tokio::time::Instant::now() + backoff;
                    }
                },
                () = tokio::time::sleep_until(retry_at), if events.is_none() => {
                    match self.joiner.events(self.seq).await {
                        Ok(opened) => {
                            events = Some(opened);
                            backoff = FIRST_BACKOFF;
                            stale = false;
                        }
                        Err(JoinError::LinkRefused) => return Err(Failure::bad(say!("cli-join-link-refused"))),
                        Err(_) => {
                            if !stale {
                                out::line(&say!("cli-join-stale", since = heard.format("%H:%M").to_string()))?;
                                stale = true;
                            }
                            retry_at = tokio::time::Instant::now() + backoff;
                            backoff = (backoff * 2).min(MOST_BACKOFF);
                        }
                    }
                },
                line = typed.recv(), if typing => match line {
                    Some(line) => self.send(&line).await?,
                    None => typing = false,
                },
            }
        }
    }

    /// Prints what `event` brings; whether the game is finished.
    fn heard(&mut self, event: &LiveEvent) -> Outcome<bool> {
        let data = &event.data;
        if event.kind == "snapshot" {
            self.role = Some(if data["role"] == "scorer" { LinkRole::Scorer } else { LinkRole::Viewer });
            if let Some(me) = &self.me {
                // Said at once rather than when the game ends: the game is kept with a seat for "me".
                let mut names = data["table"]["players"].as_array().into_iter().flatten().map(|p| &p["name"]);
                if !names.any(|name| name.as_str().is_some_and(|name| same_name(name, me))) {
                    let reason = tally_core::msg!("joined-no-such-seat", name = me.clone());
                    return Err(Failure::Refused(tally_core::Error::invalid("me", reason)));
                }
            }
            if self.seq.is_none() {
                out::line(&say!("cli-join-joined", entry = event.seq))?;
            }
            let mut entries: Vec<&serde_json::Value> = data["entries"].as_array().into_iter().flatten().collect();
            entries.reverse();
            for item in entries {
                if item["seq"].as_u64().is_some_and(|seq| self.seq.is_none_or(|heard| seq > heard)) {
                    entry_line(item)?;
                }
            }
        } else {
            let change = &data["change"];
            match change["change"].as_str() {
                Some("push") => entry_line(&change["item"])?,
                Some("pop") => out::line(&say!("cli-join-taken-back", entry = change["seq"].as_u64().unwrap_or(0)))?,
                Some("replace") => change["changed"].as_array().into_iter().flatten().try_for_each(entry_line)?,
                // The host asks for the game again: a snapshot, whatever was heard.
                _ => {
                    self.reload = true;
                }
            }
        }
        self.seq = Some(event.seq);
        Ok(data["table"]["phase"] == "finished")
    }

    /// Sends a line of the table's words as a scorer's command.
    async fn send(&mut self, line: &str) -> Outcome {
        let mut words: Vec<String> = line.split_whitespace().map(str::to_owned).collect();
        // `score city 4 red` as on the command line at home, `city 4 red` as in `tally play`.
        if words.first().is_some_and(|word| word == "score" || word == "event") {
            words.remove(0);
        }
        if words.is_empty() {
            return Ok(());
        }
        if self.role != Some(LinkRole::Scorer) {
            return out::line(&say!("cli-join-viewer-only"));
        }
        let result = async {
            let request = crate::line::parse(&words)?;
            let document = self.joiner.game().await.map_err(unreachable)?;
            let mut held = Store::open_in_memory()?;
            let id =
                held.import(&document)?.imported.first().copied().ok_or_else(|| unreachable(JoinError::LinkRefused))?;
            let active = held.load_game(id)?;
            let session = Session::new(held, active);
            let seen = u64::try_from(session.active.game.entries().len()).unwrap_or(u64::MAX);
            let command = session.command_for(request)?;
            self.key += 1;
            let key = format!("join-{}-{}", std::process::id(), self.key);
            match self.joiner.command(&key, seen, &command).await {
                Ok(answer) => out::line(&say!("cli-join-recorded", entry = answer.seq)),
                Err(JoinError::Refused { message, .. }) => out::line(&message),
                Err(other) => Err(unreachable(other)),
            }
        }
        .await;
        match result {
            Err(Failure::BadInput(message)) => out::line(&message),
            Err(Failure::Refused(error)) => out::line(&crate::l10n::text(&error.message())),
            other => other,
        }
    }

    /// Keeps the finished game in this database.
    async fn keep(mut self) -> Outcome {
        let document = self.joiner.game().await.map_err(unreachable)?;
        let from = JoinedFrom {
            host: self.joiner.link().authority.clone(),
            role: self.role.unwrap_or(LinkRole::Viewer),
            joined_at: Utc::now(),
        };
        let kept = self.store.keep_joined(&document, &from, self.me.as_deref())?;
        out::line(&match kept {
            Kept::Stored { game_id } => say!("cli-join-kept", game = game_id),
            Kept::Updated { game_id, added } => say!("cli-join-kept-updated", game = game_id, entries = added),
            Kept::Unchanged { game_id } => say!("cli-join-kept-already", game = game_id),
        })
    }
}

/// One entry as heard: its number and what it says.
fn entry_line(item: &serde_json::Value) -> Outcome {
    let seq = item["seq"].as_u64().unwrap_or_default();
    let summary = item["summary"].as_str().unwrap_or_default();
    out::line(&format!("#{seq} {summary}"))
}

/// The host could not be asked (the cause is in the status the stream prints).
fn unreachable(_: JoinError) -> Failure {
    Failure::bad(say!("cli-join-unreachable"))
}

/// The next event of the stream open, if one is; never, if none is.
async fn next(events: &mut Option<LiveEvents>) -> Option<Result<LiveEvent, JoinError>> {
    match events {
        Some(events) => events.next().await,
        None => std::future::pending().await,
    }
}
