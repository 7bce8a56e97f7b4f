//! `tally roster`: the players of the roster with who holds this phone and their BG Stats
//! names; `tally roster me NAME` marks who holds the phone (BG Stats' file says whose it
//! is); `tally roster bgstats NAME --bgstats-name N --bgstats-uuid U` keeps the name and
//! id a player already has in the user's BG Stats, so that an export matches that player.

use std::path::PathBuf;

use crate::cli::{RosterAction, RosterArgs};
use crate::commands::review::roster_id;
use crate::db;
use crate::failure::{Failure, Outcome};
use crate::out;

/// Runs `tally roster`.
///
/// # Errors
/// No name where one is needed, an unknown player, a bad BG Stats name or uuid,
/// storage errors.
pub fn run(db: Option<PathBuf>, args: &RosterArgs) -> Outcome {
    let mut store = db::open(db)?;
    let named = || args.name.as_deref().ok_or_else(|| Failure::bad(say!("cli-roster-name-needed")));
    match args.action {
        RosterAction::List => {
            let roster = store.roster()?;
            if args.json {
                return out::json(&roster);
            }
            for player in roster {
                let mut line = format!("{}  {}", player.name, player.colour.key());
                if player.me {
                    line.push_str(&format!("  {}", say!("cli-roster-me-mark")));
                }
                if player.bgstats_name.is_some() || player.bgstats_uuid.is_some() {
                    let name = player.bgstats_name.unwrap_or_else(|| player.name.clone());
                    let uuid = player.bgstats_uuid.unwrap_or_default();
                    line.push_str(&format!("  {}", say!("cli-roster-bgstats-mark", name = name, uuid = uuid)));
                }
                out::line(&line)?;
            }
            Ok(())
        }
        RosterAction::Me => {
            let name = named()?;
            let id = roster_id(&store, name)?;
            store.set_roster_me(Some(id))?;
            out::line(&say!("cli-roster-me-set", name = store.roster_player(id)?.name))
        }
        RosterAction::Bgstats => {
            let name = named()?;
            let id = roster_id(&store, name)?;
            store.set_roster_bgstats(id, args.bgstats_name.as_deref(), args.bgstats_uuid.as_deref())?;
            out::line(&say!("cli-roster-bgstats-set", name = store.roster_player(id)?.name))
        }
    }
}
