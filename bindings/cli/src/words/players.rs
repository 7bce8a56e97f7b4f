//! Players as they are named at the table: by colour (`red`, the player's id in the
//! game) or by name (`Ann`), in any case. A colour no player has, or a name nobody
//! has, is refused with the players of the game listed.

use tally_core::session::{Colour, Game};

use crate::failure::{Failure, Outcome};
use crate::view::safe::safe;

/// The players of one game, to resolve what was typed.
#[derive(Debug)]
pub struct Players {
    seats: Vec<(&'static str, String)>,
}

/// What a word says about players.
#[derive(Debug, PartialEq, Eq)]
pub enum Named {
    /// A player of the game, by id.
    Player(&'static str),
    /// A colour nobody plays in this game.
    AbsentColour(Colour),
    /// Not a player.
    Nobody,
}

impl Players {
    /// The players of `game`.
    pub fn of(game: &Game) -> Players {
        Players { seats: game.setup().players.iter().map(|player| (player.id(), player.name.clone())).collect() }
    }

    /// What `word` names: a colour first (the ids), then a name.
    pub fn named(&self, word: &str) -> Named {
        if let Ok(colour) = Colour::parse_in(tally_core::l10n::language(), word) {
            return match self.seats.iter().find(|(id, _)| *id == colour.key()) {
                Some((id, _)) => Named::Player(id),
                None => Named::AbsentColour(colour),
            };
        }
        let lower = word.to_lowercase();
        match self.seats.iter().find(|(_, name)| name.to_lowercase() == lower) {
            Some((id, _)) => Named::Player(id),
            None => Named::Nobody,
        }
    }

    /// Whether `word` is a player's name (not a colour).
    pub fn is_name(&self, word: &str) -> bool {
        Colour::parse_in(tally_core::l10n::language(), word).is_err() && matches!(self.named(word), Named::Player(_))
    }

    /// The player `word` names, for `what` (`robber`, `victim`...).
    ///
    /// # Errors
    /// A word that names no player of the game.
    pub fn resolve(&self, word: &str, what: &str) -> Outcome<&'static str> {
        match self.named(word) {
            Named::Player(id) => Ok(id),
            Named::AbsentColour(colour) => Err(Failure::bad(say!(
                "cli-player-no-such-colour",
                what = what.to_owned(),
                colour = colour.title(),
                players = self.listing()
            ))),
            Named::Nobody => Err(Failure::bad(say!(
                "cli-player-unknown",
                what = what.to_owned(),
                word = safe(word).into_owned(),
                players = self.listing()
            ))),
        }
    }

    /// The name of the player whose id is `id` (the id itself for nobody's).
    pub fn name_of(&self, id: &str) -> String {
        let name = self.seats.iter().find(|(seat, _)| *seat == id).map_or(id, |(_, name)| name.as_str());
        safe(name).into_owned()
    }

    /// "red Ann, blue Ben".
    pub fn listing(&self) -> String {
        let shown = |id: &str| Colour::parse(id).map_or_else(|_| id.to_owned(), |colour| colour.title().text());
        self.seats.iter().map(|(id, name)| format!("{} {}", shown(id), safe(name))).collect::<Vec<_>>().join(", ")
    }
}
