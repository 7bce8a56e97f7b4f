//! Ctrl-C and SIGTERM end `tally` with a clean close instead of a kill: the store is
//! closed as usual, so SQLite empties its write-ahead log into the file and removes
//! it (as the apps do when they go to the background), and the next start finds no
//! log to prove.
//!
//! The first signal asks the command to stop: the interactive session ends before
//! its next line ([`on_stop`] wakes its reader), `tally serve` stops its host
//! ([`wait`]), and an import stops between two batches ([`watch`]: the batches
//! stored stay whole); the command returns, closing its store, and `tally` exits
//! with 128 + the signal's number (130 for Ctrl-C, 143 for SIGTERM). A second
//! signal, or a command still running [`GRACE`] later, ends the process at once, and
//! so does the first one when the command opened no store (nothing to close: `tally
//! score` reading a request on stdin).
//! Signals are read on a thread of their own (signal-hook), never in a handler.

use std::sync::atomic::{AtomicBool, AtomicI32, Ordering};
use std::sync::{Condvar, Mutex, PoisonError};
use std::time::Duration;

use tally_core::store::Store;

/// How long a command may take to stop before the process ends anyway: longer than
/// a write waits for another writer, so that such a wait ends on its own first.
pub const GRACE: Duration = Duration::from_secs(7);

/// The signal that asked the command to stop; 0 while none did.
static STOPPED: AtomicI32 = AtomicI32::new(0);

/// What a stop wakes: readers of lines, waits.
static WAKERS: Mutex<Vec<Box<dyn Fn() + Send>>> = Mutex::new(Vec::new());

/// Set on a stop: the stores' long work stops ([`Store::stop_on`]).
static STOPPING: AtomicBool = AtomicBool::new(false);

/// Set once the command opened a store or waits for a stop: a stop then lets it
/// close cleanly.
static CLOSING_MATTERS: AtomicBool = AtomicBool::new(false);

/// Signalled once a stop was asked.
static ASKED: (Mutex<bool>, Condvar) = (Mutex::new(false), Condvar::new());

/// The terminal's settings when `tally` started, put back when it ends after a stop
/// (the line editor may be reading on another thread, the terminal in raw mode).
#[cfg(unix)]
static TERMINAL: Mutex<Option<rustix::termios::Termios>> = Mutex::new(None);

/// Starts listening for SIGINT and SIGTERM. Before it, or where it cannot start,
/// they end the process as they always do.
pub fn install() {
    #[cfg(unix)]
    {
        use signal_hook::consts::{SIGINT, SIGTERM};
        let Ok(mut signals) = signal_hook::iterator::Signals::new([SIGINT, SIGTERM]) else { return };
        let _ = std::thread::Builder::new().name("tally-signals".to_owned()).spawn(move || {
            for signal in signals.forever() {
                let first = STOPPED.compare_exchange(0, signal, Ordering::SeqCst, Ordering::SeqCst).is_ok();
                if !first || !CLOSING_MATTERS.load(Ordering::SeqCst) {
                    leave(signal);
                }
                stop_everything();
                let _ = std::thread::Builder::new().name("tally-grace".to_owned()).spawn(move || {
                    std::thread::sleep(GRACE);
                    leave(signal);
                });
            }
        });
    }
}

fn stop_everything() {
    STOPPING.store(true, Ordering::SeqCst);
    for wake in WAKERS.lock().unwrap_or_else(PoisonError::into_inner).iter() {
        wake();
    }
    let (asked, changed) = &ASKED;
    *asked.lock().unwrap_or_else(PoisonError::into_inner) = true;
    changed.notify_all();
}

/// Ends the process at once, the terminal as it was.
fn leave(signal: i32) -> ! {
    restore_terminal();
    std::process::exit(128 + signal);
}

/// The signal that asked `tally` to stop, if one did.
pub fn requested() -> Option<i32> {
    match STOPPED.load(Ordering::SeqCst) {
        0 => None,
        signal => Some(signal),
    }
}

/// The exit code after a stop: 128 + the signal's number.
pub fn exit_code(signal: i32) -> std::process::ExitCode {
    std::process::ExitCode::from(u8::try_from(128 + signal).unwrap_or(u8::MAX))
}

/// Calls `wake` when a stop is asked (at once if one was).
pub fn on_stop(wake: impl Fn() + Send + 'static) {
    CLOSING_MATTERS.store(true, Ordering::SeqCst);
    if requested().is_some() {
        wake();
    }
    WAKERS.lock().unwrap_or_else(PoisonError::into_inner).push(Box::new(wake));
}

/// Has `store`'s long work (an import) stop when a stop is asked.
pub fn watch(store: &mut Store) {
    CLOSING_MATTERS.store(true, Ordering::SeqCst);
    store.stop_on(&STOPPING);
}

/// Waits until a stop is asked; returns the signal.
pub fn wait() -> i32 {
    CLOSING_MATTERS.store(true, Ordering::SeqCst);
    let (asked, changed) = &ASKED;
    let mut stopped = asked.lock().unwrap_or_else(PoisonError::into_inner);
    while !*stopped {
        stopped = changed.wait(stopped).unwrap_or_else(PoisonError::into_inner);
    }
    requested().unwrap_or(0)
}

/// Keeps the terminal's settings as they are now, to put back after a stop.
pub fn keep_terminal() {
    #[cfg(unix)]
    if let Ok(settings) = rustix::termios::tcgetattr(std::io::stdin()) {
        *TERMINAL.lock().unwrap_or_else(PoisonError::into_inner) = Some(settings);
    }
}

/// Puts back the terminal's settings kept by [`keep_terminal`].
pub fn restore_terminal() {
    #[cfg(unix)]
    if let Some(settings) = TERMINAL.lock().unwrap_or_else(PoisonError::into_inner).as_ref() {
        let _ = rustix::termios::tcsetattr(std::io::stdin(), rustix::termios::OptionalActions::Now, settings);
    }
}
