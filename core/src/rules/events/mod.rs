//! Everything in the reference that scores outside a feature block: the turn-step
//! events of Part A (any time, 1A to 4A; 3B is [`features`](mod@crate::rules::features)) and the
//! end-game items of Part B.2 (scoring figures) and B.3 (other scoring). Each item is
//! an [`EventDef`] with a form schema and a scoring, like a [`FeatureDef`]; its rows
//! carry the reference row ids.
//!
//! | file | step | rows |
//! |---|---|---|
//! | [`tower`] | A.0 | `tower.prisoner_ransom` |
//! | [`fairy`] | 1A | `fairy.start_of_turn` |
//! | [`wheel_of_fortune`] | 1B | `wheel_of_fortune.fortuna`, `.taxes`, `.famine`, `.storm`, `.inquisition`, `.plague`, `.crown_space` |
//! | [`peasant_revolts`] | 1B, 2B-1, 2B-2 | `peasant_revolts.protected`, `.protect_meeple`, `.protect_phantom` |
//! | [`gifts`] | 1B | `gifts.road_sweeper`, `gifts.cash_out` |
//! | [`placement`] | 1C | `wind_roses.placement`, `spiel_doch_2018.order`, `anniversary20.arrow` |
//! | [`bathhouse`] | 2A | `bathhouse.buy_back` |
//! | [`abbot`] | 2B-1 | `abbot.retrieve` |
//! | [`acrobats`] | 2B-1 | `acrobats.pyramid` |
//! | [`shepherd`] | 2C | `shepherd.herd_into_stable` |
//! | [`fruit_trees`] | 2C | `fruit_trees.harvest`, `fruit_trees.sell` |
//! | [`circus`] | 3C | `circus.big_top` |
//! | [`bets`] | 3C | `bets.office`, `bets.chip_2_6` ... `bets.chip_5_8plus` |
//! | [`gingerbread_man`] | 3C | `gingerbread_man.incomplete_city` |
//! | [`catapult`] | 4A | `catapult`, `catapult.target_tournament`, `catapult.catch` |
//! | [`easter`] | 4A | `easter.nest`, `easter.bunny_move` (eggs, not points) |
//! | [`bazaar`] | 4A | `bazaar.auction` |
//! | [`after_game::figures`] | B.2 | `after_game.fairy`, `after_game.robber_remaining`, `after_game.shepherd_remaining`, `after_game.ringmaster` |
//! | [`after_game::barn`] | B.2 | `after_game.barn`, `after_game.barn.city`, `.castle`, `.cathars`, `.little_buildings` |
//! | [`after_game::majorities`] | B.3 | `after_game.trade_goods`, `after_game.easter_eggs` |
//! | [`after_game::holders`] | B.3 | `after_game.king`, `after_game.robber_baron` |
//! | [`after_game::tokens`] | B.3 | `after_game.gold`, `after_game.fruit`, `after_game.gifts` |
//! | [`after_game::wonders`] | B.3 | `after_game.wonder.circus_maximus`, `after_game.wonder.alhambra` |
//!
//! Helpers: [`common`] (the player inputs most events share), [`end_game`] (the
//! end-game walkthrough: B.1 features, then B.2, then B.3), [`floors`] (refusing a
//! score that would take a player below 0), [`limit`] (how often an item may be
//! recorded), [`request`] (the `tally event` JSON contract).
//!
//! Each [`EventDef`] also says what the session and the front-ends need without
//! comparing keys: [`EventDef::automatic`], [`EventDef::limit`] and
//! [`EventDef::active_player`] (with [`EventDef::with_active_player`]). Messages dispatches and robbers' steals are the game session's.
//!
//! [`FeatureDef`]: crate::rules::FeatureDef

pub mod abbot;
pub mod acrobats;
pub mod after_game;
pub mod bathhouse;
pub mod bazaar;
pub mod bets;
pub mod catapult;
pub mod circus;
pub mod common;
pub mod easter;
pub mod end_game;
pub mod fairy;
pub mod floors;
pub mod fruit_trees;
pub mod gifts;
pub mod gingerbread_man;
pub mod limit;
pub mod peasant_revolts;
pub mod placement;
pub mod request;
pub mod shepherd;
pub mod tower;
pub mod wheel_of_fortune;

use std::ops::Deref;

use crate::l10n::Message;
use crate::msg;
use crate::ruleset::{Element, Ruleset};

use crate::{Error, Result};

use super::breakdown::Score;
use super::input::{self, Ctx, InputValue, Inputs, PlayerInputs};
use super::schema::{self, Schema};
use super::{Category, Step, When};

pub use end_game::{EndGameItem, ItemKind, end_game_items};
pub use floors::check_floors;
pub use limit::Limit;
pub use request::{EventRequest, score_event_json};

/// One turn-step event or end-game item: its key, when it happens, what it needs,
/// its form and its scoring.
#[derive(Debug)]
pub struct EventDef {
    /// Key used in requests: the reference row id, or the id of its group
    /// (`tower.prisoner_ransom`, `catapult`, `after_game.barn`).
    pub key: &'static str,
    /// English name.
    pub name: &'static str,
    /// The reference section it comes from, as in `tests/reference/row-ids.tsv`
    /// (`A.0`, `Step 1B`, `B.2`...).
    pub section: &'static str,
    /// Statistics category.
    pub category: Category,
    /// Elements of which at least one must be in play.
    pub needs: &'static [Element],
    /// Elements that must all be in play besides (the phantom for its protection).
    pub with: &'static [Element],
    /// The steps it belongs to ([`Step::EndOfGame`] for B.2 and B.3).
    pub steps: &'static [Step],
    /// Scored by the game itself, never recorded by hand (the robbers left on the
    /// track, which the session scores when the game is finished).
    pub automatic: bool,
    /// How often it may be recorded (the session enforces it).
    pub limit: Limit,
    /// The name of the player input that must be the active player ("you" in the
    /// reference is the active player, 0.3): the payer of the tower ransom, the
    /// player of Fortuna, of a wind rose... `None` where the scorer may be anyone.
    /// See [`EventDef::with_active_player`].
    pub active_player: Option<&'static str>,
    inputs: fn(&mut schema::SchemaBuilder<'_>),
    score: fn(&Event<'_>) -> Result<Score>,
}

impl EventDef {
    /// Its name in the player's language (the message `event-<key>`, the key's dots
    /// as dashes; `name` is the English one).
    pub fn title(&self) -> Message {
        Message::keyed_static("event", self.key)
    }

    /// Whether the item happens at `step`.
    pub fn at(&self, step: Step) -> bool {
        self.steps.contains(&step)
    }

    /// Whether players record it by hand (it is not [`automatic`](Self::automatic)).
    pub fn is_recordable(&self) -> bool {
        !self.automatic
    }

    /// The inputs with the active player filled into the [`active_player`]
    /// input where the request left it out.
    ///
    /// [`active_player`]: Self::active_player
    ///
    /// # Errors
    /// [`Error::InvalidInput`] on that input when it names another player:
    /// "Fortuna belongs to the active player (red), not blue".
    pub fn with_active_player(&self, inputs: &Inputs, active: &str) -> Result<Inputs> {
        self.with_active_player_named(inputs, active, &|id| id.to_owned())
    }

    /// [`EventDef::with_active_player`] at a table that knows the players' names:
    /// its refusal names both players by `name_of` their ids.
    ///
    /// # Errors
    /// [`Error::InvalidInput`] on that input when it names another player.
    pub fn with_active_player_named(
        &self,
        inputs: &Inputs,
        active: &str,
        name_of: &dyn Fn(&str) -> String,
    ) -> Result<Inputs> {
        let mut inputs = inputs.clone();
        let Some(name) = self.active_player else { return Ok(inputs) };
        match inputs.get(name) {
            None => {
                inputs.insert(name.to_owned(), InputValue::from(active));
            }
            Some(InputValue::Text(player)) if player != active => {
                let reason = msg!(
                    "event-belongs-to-active-player",
                    item = self.title(),
                    active = name_of(active),
                    player = name_of(player)
                );
                return Err(Error::invalid(name, reason));
            }
            // The active player, or a value that is no player id at all, which
            // scoring refuses with its own message.
            Some(_) => {}
        }
        Ok(inputs)
    }

    /// Whether the item is scored after the game (B.2, B.3).
    pub fn is_end_of_game(&self) -> bool {
        self.at(Step::EndOfGame)
    }

    /// The moment its form and scoring use: the end of the game for B.2 and B.3.
    pub fn when(&self) -> When {
        if self.is_end_of_game() { When::EndOfGame } else { When::Completed }
    }

    /// Whether the item can be scored under `ruleset`.
    pub fn is_available(&self, ruleset: &Ruleset) -> bool {
        super::elements_present(self.needs, self.with, ruleset)
    }

    fn check(&self, ruleset: &Ruleset) -> Result<()> {
        super::check_elements(self.key, self.needs, self.with, ruleset)
    }

    /// The form schema under `ruleset`.
    ///
    /// # Errors
    /// [`Error::NotAvailable`] if the expansions it needs are not in play.
    pub fn schema(&self, ruleset: &Ruleset) -> Result<Schema> {
        self.check(ruleset)?;
        Ok(self.build_schema(ruleset))
    }

    fn build_schema(&self, ruleset: &Ruleset) -> Schema {
        let mut builder = schema::SchemaBuilder::new(ruleset, self.when());
        (self.inputs)(&mut builder);
        builder.build()
    }

    /// Fills into `inputs` the former default of every required input it leaves out,
    /// as [`FeatureDef::fill_legacy_defaults`](crate::rules::FeatureDef::fill_legacy_defaults) does for features. Does nothing when
    /// the item is not available under `ruleset`.
    pub fn fill_legacy_defaults(&self, ruleset: &Ruleset, inputs: &mut Inputs) {
        if let Ok(schema) = self.schema(ruleset) {
            input::fill_legacy_defaults(&schema, inputs);
        }
    }

    /// Scores the item. Floors are not checked here (see [`check_floors`]).
    ///
    /// # Errors
    /// Availability and validation errors naming the field; nothing is scored.
    pub fn score(&self, ruleset: &Ruleset, inputs: &Inputs, players: &[PlayerInputs]) -> Result<Score> {
        self.check(ruleset)?;
        let schema = schema::cache::form(schema::cache::Item::Event(self.key), self.when(), ruleset, || {
            self.build_schema(ruleset)
        });
        let values = input::Values::validate(self.key, &schema, inputs, players)?;
        input::score_with(self.key, (ruleset, self.when()), players, (&schema, &values), |ctx| {
            (self.score)(&Event { ctx: *ctx, inputs, players })
        })
    }
}

/// What an event's scoring reads: the validated [`Ctx`] (through `Deref`) and the
/// request as given, for the items that hand it on to a feature (the road sweeper).
#[derive(Clone, Copy, Debug)]
pub struct Event<'a> {
    ctx: Ctx<'a>,
    inputs: &'a Inputs,
    players: &'a [PlayerInputs],
}

impl<'a> Event<'a> {
    /// The item-level inputs as the request gave them.
    pub fn raw_inputs(&self) -> &'a Inputs {
        self.inputs
    }

    /// The players as the request gave them.
    pub fn raw_players(&self) -> &'a [PlayerInputs] {
        self.players
    }
}

impl<'a> Deref for Event<'a> {
    type Target = Ctx<'a>;

    fn deref(&self) -> &Ctx<'a> {
        &self.ctx
    }
}

/// Every event and end-game item in the reference's order (A.0, 1A ... 4A, B.2, B.3).
static ALL: &[EventDef] = &[
    tower::PRISONER_RANSOM,
    fairy::START_OF_TURN,
    wheel_of_fortune::FORTUNA,
    wheel_of_fortune::TAXES,
    wheel_of_fortune::FAMINE,
    wheel_of_fortune::STORM,
    wheel_of_fortune::INQUISITION,
    wheel_of_fortune::PLAGUE,
    wheel_of_fortune::CROWN_SPACE,
    peasant_revolts::PROTECTED,
    gifts::ROAD_SWEEPER,
    gifts::CASH_OUT,
    placement::WIND_ROSES,
    placement::SPIEL_DOCH,
    placement::ANNIVERSARY_ARROW,
    bathhouse::BUY_BACK,
    abbot::RETRIEVE,
    acrobats::PYRAMID,
    peasant_revolts::PROTECT_MEEPLE,
    peasant_revolts::PROTECT_PHANTOM,
    shepherd::HERD_INTO_STABLE,
    fruit_trees::HARVEST,
    fruit_trees::SELL,
    circus::BIG_TOP,
    bets::OFFICE,
    gingerbread_man::INCOMPLETE_CITY,
    catapult::DEF,
    easter::NEST,
    easter::BUNNY_MOVE,
    bazaar::AUCTION,
    after_game::figures::FAIRY,
    after_game::barn::DEF,
    after_game::figures::ROBBER_REMAINING,
    after_game::figures::SHEPHERD_REMAINING,
    after_game::figures::RINGMASTER,
    after_game::majorities::TRADE_GOODS,
    after_game::holders::KING,
    after_game::holders::ROBBER_BARON,
    after_game::tokens::GOLD,
    after_game::tokens::FRUIT,
    after_game::tokens::GIFTS,
    after_game::wonders::CIRCUS_MAXIMUS,
    after_game::wonders::ALHAMBRA,
    after_game::majorities::EASTER_EGGS,
];

/// Every event and end-game item, in the reference's order.
pub fn events() -> &'static [EventDef] {
    ALL
}

/// The event or end-game item called `key`.
///
/// # Errors
/// [`Error::UnknownEvent`].
pub fn find_event(key: &str) -> Result<&'static EventDef> {
    ALL.iter().find(|event| event.key == key).ok_or_else(|| Error::UnknownEvent { key: key.to_owned() })
}

/// The events that can happen at `step` under `ruleset`, in the reference's order.
/// For [`Step::EndOfGame`] these are the B.2 and B.3 items (the B.1 features are in
/// [`end_game_items`]).
pub fn events_at(step: Step, ruleset: &Ruleset) -> Vec<&'static EventDef> {
    ALL.iter().filter(|event| event.at(step) && event.is_available(ruleset)).collect()
}
