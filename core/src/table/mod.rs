//! The table model: the one place where a game's table is decided for the screens
//! and the command line. Front-ends never compare a rule key, count awards or map a
//! phase to a moment: they ask here (DESIGN.md, principle 7).
//!
//! - [`summary`]: the [`TableSummary`] drawn after every command (players, figures,
//!   turn, step, phase, prompt, allowed actions, standings, robber placements,
//!   end-game walkthrough) and [`Update`], a summary plus the log's change;
//! - [`catalogue`]: what the table offers that does not change during the game
//!   ([`TableCatalogue`]: names, steps, limits, end-game order, dispatch tiles);
//! - [`items`]: what can be scored or recorded now ([`Scorable`]) and the end-game
//!   [`Walkthrough`];
//! - [`forms`]: the [`Form`] of a feature, event or dispatch tile;
//! - [`draft`]: what a player is filling in ([`ScoringDraft`]), the actions on it
//!   and the [`DraftView`] a scoring screen draws;
//! - [`dispatch`]: the pending dispatch with its tiles ([`DispatchOptions`]);
//! - [`log`]: the log read in pages ([`LogPage`]);
//! - [`entries`]: what an edit of a past entry needs (its moment, what may replace it).
//!
//! Every type here crosses to the apps as it is (UniFFI derives behind the core's
//! `uniffi` feature).

pub mod catalogue;
pub mod dispatch;
pub mod draft;
pub mod entries;
pub mod forms;
pub mod items;
pub mod log;
pub mod summary;

use serde::Serialize;

use crate::msg;
use crate::rules::events::{Limit, end_game_items, events, find_event};

use crate::rules::{ItemKind, When, features, find_feature, messages};
use crate::ruleset::Element;
use crate::session::{
    Command, Game, GameSetup, LogChange, Phase, Prompt, moment_of, placeable_spaces, placing_refused,
    require_no_prompt, standings,
};
use crate::{Error, Result};

pub use catalogue::{CatalogueFeature, EndGameEntry, StepInfo, TableCatalogue, step_infos};
pub use dispatch::{DispatchOptions, TileForm, TileOption};
pub use draft::{
    DraftAction, DraftField, DraftItem, DraftItemView, DraftPlayerValue, DraftRefusal, DraftStart, DraftUpdate,
    DraftView, FigureOption, FigurePlace, FigureRow, ScoringDraft,
};
pub use forms::{FieldKind, FieldOption, Form, FormField};
pub use items::{EventInfo, FeatureInfo, Scorable, ScorableEvent, Walkthrough, WalkthroughItem};
pub use log::LogPage;
pub use summary::{Action, Actions, Placing, RobberPlacement, TableFlags, TableSummary};

/// What a command did: the table after it and how the log moved.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct Update {
    /// The table now.
    pub table: TableSummary,
    /// How the effective log changed.
    pub change: LogChange,
}

/// What a command would change, shown before it is carried out (an edit of a past
/// entry with the entries it changes, a deletion...).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct ChangePreview {
    /// How the log would move.
    pub change: LogChange,
    /// The players as they would stand after it.
    pub players: Vec<crate::session::PlayerState>,
}

/// The answers about one game.
#[derive(Clone, Copy, Debug)]
pub struct TableModel<'g> {
    game: &'g Game,
}

impl<'g> TableModel<'g> {
    /// The model of `game`.
    pub fn new(game: &'g Game) -> TableModel<'g> {
        TableModel { game }
    }

    /// Whether `command` would be accepted now.
    fn allows(&self, command: &Command) -> Action {
        Action::from_result(self.game.preview(command))
    }

    /// The summary a screen draws.
    pub fn summary(&self) -> TableSummary {
        let game = self.game;
        let table = game.table();
        let setup = game.setup();
        let scorable = self.scorable();
        let nothing = |error: Error| Action { allowed: false, why_not: Some(error.to_string()) };
        let edit = if game.can_undo() {
            Action { allowed: true, why_not: None }
        } else {
            Action { allowed: false, why_not: Some(msg!("table-nothing-recorded").text()) }
        };
        let actions = Actions {
            undo: if game.can_undo() { Action::from_result(Ok(())) } else { nothing(Error::NothingToUndo) },
            redo: if game.can_redo() { Action::from_result(Ok(())) } else { nothing(Error::NothingToRedo) },
            score: Action { allowed: scorable.refused.is_none(), why_not: scorable.refused.clone() },
            end_turn: self.allows(&Command::EndTurn),
            second_part: self.allows(&Command::SecondPart),
            start_end_game: self.allows(&Command::StartEndGame),
            finish: self.allows(&Command::FINISH),
            reopen: self.allows(&Command::Reopen),
            place_robber: match placing_refused(setup, table) {
                Some(error) => nothing(error),
                None => Action { allowed: true, why_not: None },
            },
            correct: match (table.phase, require_no_prompt(table)) {
                (Phase::Finished, _) => nothing(Error::GameFinished),
                (_, result) => Action::from_result(result),
            },
            edit,
        };
        let actions = quiet_outside_their_phase(actions, table.phase, setup);
        let robber_placements = if actions.place_robber.allowed { self.robber_placements() } else { Vec::new() };
        let walkthrough = (table.phase != Phase::Playing).then(|| self.walkthrough());
        TableSummary {
            players: table.players.clone(),
            turn: table.turn,
            turn_part: table.turn_part,
            active: table.active_player().id.to_string(),
            step: table.step,
            phase: table.phase,
            moment: moment_of(table.phase),
            pending: table.pending.clone(),
            scorable,
            actions,
            standings: standings(table)
                .into_iter()
                .map(|standing| Placing { rank: standing.rank, player: standing.player, score: standing.score })
                .collect(),
            robber_placements,
            walkthrough,
            flags: TableFlags {
                messages: setup.ruleset.has(Element::Messages),
                dark_spaces: if setup.ruleset.has(Element::Messages) {
                    crate::track::dark_spaces().map(u32::from).collect()
                } else {
                    Vec::new()
                },
                robbers: setup.ruleset.has(Element::Robbers),
                builder: setup.ruleset.has(Element::Builder),
            },
            log_length: game.log().len() as u64,
            last_seq: game.entries().len() as u64,
        }
    }

    /// What is played.
    pub fn ruleset(&self) -> crate::RulesetSpec {
        self.game.setup().ruleset.to_spec()
    }

    /// The summary with the log's change: what a command returns.
    pub fn update(&self, change: LogChange) -> Update {
        Update { table: self.summary(), change }
    }

    /// What `command` would change — an edit or deletion of a past entry with every
    /// entry it changes, or any other command — without recording anything.
    ///
    /// # Errors
    /// As carrying it out would.
    pub fn preview_change(&self, command: Command) -> Result<ChangePreview> {
        let (change, table) = self.game.preview_change(command)?;
        Ok(ChangePreview { change, players: table.players })
    }

    /// What can be scored or recorded now.
    pub fn scorable(&self) -> Scorable {
        let table = self.game.table();
        let ruleset = &self.game.setup().ruleset;
        let moment = moment_of(table.phase);
        let refused = match table.phase {
            Phase::Finished => Some(Error::GameFinished.to_string()),
            _ => require_no_prompt(table).err().map(|error| error.to_string()),
        };
        let at_end = table.phase != Phase::Playing;
        let features = features().iter().filter(|def| def.is_available(ruleset, moment)).map(|def| def.key.to_owned());
        let events = events()
            .iter()
            .filter(|def| def.is_recordable() && def.is_available(ruleset) && def.is_end_of_game() == at_end)
            .map(|def| {
                let recorded = table.times_recorded(def.key);
                let refused = match def.limit {
                    Limit::OncePerGame if recorded > 0 => {
                        Some(msg!("table-recorded-once-per-game", item = def.title()).text())
                    }
                    _ => None,
                };
                ScorableEvent { key: def.key.to_owned(), recorded, refused }
            });
        Scorable { moment, refused, features: features.collect(), events: events.collect() }
    }

    /// The end-game walkthrough for the game's ruleset, with what was scored.
    pub fn walkthrough(&self) -> Walkthrough {
        let table = self.game.table();
        let ruleset = &self.game.setup().ruleset;
        let robbers_left = table.players.iter().filter(|player| player.robber.is_some()).count();
        let items: Vec<WalkthroughItem> = end_game_items(ruleset)
            .iter()
            .map(|item| {
                let (limit, automatic) = match item.kind {
                    ItemKind::Feature => (Limit::Repeatable, false),
                    ItemKind::Event => {
                        find_event(item.key).map_or((Limit::Repeatable, false), |def| (def.limit, def.automatic))
                    }
                };
                let note = automatic.then(|| msg!("table-scored-at-finish", robbers = robbers_left).text());
                WalkthroughItem::new(item, limit, automatic, table.times_recorded(item.key), note)
            })
            .collect();
        let unscored = items.iter().filter(|item| !item.automatic && item.scored == 0).count();
        Walkthrough { items, unscored: u32::try_from(unscored).unwrap_or(u32::MAX) }
    }

    /// Where each robber may be placed now (empty when robbers cannot be placed).
    pub fn robber_placements(&self) -> Vec<RobberPlacement> {
        let table = self.game.table();
        if placing_refused(self.game.setup(), table).is_some() {
            return Vec::new();
        }
        (0..table.players.len())
            .map(|owner| RobberPlacement {
                owner: table.players[owner].id.to_string(),
                current: table.players[owner].robber,
                spaces: placeable_spaces(table, owner),
            })
            .collect()
    }

    /// The pending dispatch with every tile and its form.
    pub fn dispatch(&self) -> Option<DispatchOptions> {
        self.dispatch_at(self.game.table())
    }

    /// The dispatch pending at `table` with every tile and its form.
    pub(crate) fn dispatch_at(&self, table: &crate::session::TableState) -> Option<DispatchOptions> {
        let Some(Prompt::Dispatch { player, figure, space }) = &table.pending else { return None };
        let ruleset = &self.game.setup().ruleset;
        Some(DispatchOptions {
            player: player.clone(),
            figure: *figure,
            space: *space,
            moment: dispatch::TILE_MOMENT,
            tiles: messages::tiles().iter().filter_map(|tile| TileOption::new(tile, ruleset)).collect(),
        })
    }

    /// The form of a feature; `when` defaults to the moment of the table.
    ///
    /// # Errors
    /// An unknown feature, or one not scored then under this ruleset.
    pub fn feature_form(&self, key: &str, when: Option<When>) -> Result<Form> {
        let def = find_feature(key)?;
        let when = when.unwrap_or_else(|| moment_of(self.game.table().phase));
        Ok(Form::new(def.key, &def.title(), &def.schema(&self.game.setup().ruleset, when)?))
    }

    /// The form of an event or end-game item.
    ///
    /// # Errors
    /// An unknown event, or one this ruleset does not play.
    pub fn event_form(&self, key: &str) -> Result<Form> {
        let def = find_event(key)?;
        Ok(Form::new(def.key, &def.title(), &def.schema(&self.game.setup().ruleset)?))
    }

    /// The log, newest first, `limit` entries before entry `before` (or from the
    /// newest).
    pub fn log_page(&self, before: Option<u64>, limit: u32) -> LogPage {
        log::page(self.game.log(), before, limit)
    }
}

/// The actions with no `why_not` where they do not belong to this phase of the game
/// or to its ruleset (ending a turn during the end-game scoring, the builder's
/// second part without the builder): a screen does not offer them at all, and the
/// summary a tap carries stays small.
fn quiet_outside_their_phase(mut actions: Actions, phase: Phase, setup: &GameSetup) -> Actions {
    let playing = phase == Phase::Playing;
    let finished = phase == Phase::Finished;
    let ruleset = &setup.ruleset;
    let quiet = |action: &mut Action, belongs: bool| {
        if !belongs {
            action.why_not = None;
        }
    };
    quiet(&mut actions.end_turn, playing);
    quiet(&mut actions.second_part, playing && ruleset.has(Element::Builder));
    quiet(&mut actions.start_end_game, playing);
    quiet(&mut actions.place_robber, playing && ruleset.has(Element::Robbers));
    quiet(&mut actions.reopen, finished);
    quiet(&mut actions.finish, !finished);
    actions
}
