//! Game setup: 2 to 8 players with names and distinct colours, in turn order, and
//! the ruleset. In a game a player is known by the key of their colour ("red"),
//! as players name each other at the table.

use serde::{Deserialize, Serialize};

use crate::l10n::Message;
use crate::msg;
use crate::typed_text;
use crate::{Error, Result, Ruleset};

/// Fewest players in a game.
pub const MIN_PLAYERS: usize = 2;
/// Most players in a game.
pub const MAX_PLAYERS: usize = 8;

pub use crate::colour::Colour;

/// Why `name` cannot be a player's name, if it cannot: empty, longer than
/// [`MAX_NAME_CHARS`](crate::limits::MAX_NAME_CHARS) characters, or holding a
/// character typed text may not hold ([`typed_text::is_refused`]: a control, a
/// format, bidi or invisible character, a line or paragraph separator), named as
/// `U+XXXX`.
///
/// # Errors
/// The reason, for the field that holds the name.
pub fn check_player_name(untrimmed: &str) -> std::result::Result<(), Message> {
    let name = untrimmed.trim();
    if name.is_empty() {
        return Err(msg!("name-missing"));
    }
    let limit = crate::limits::MAX_NAME_CHARS;
    if name.chars().count() > limit {
        return Err(msg!("name-too-long", most = limit));
    }
    // The whole text, not only what trimming leaves: a name is stored as given.
    match typed_text::first_refused(untrimmed) {
        Some(c) => Err(msg!("name-invisible-character", code = typed_text::code_point(c))),
        None => Ok(()),
    }
}

/// One seat at the table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlayerSetup {
    /// The player's name.
    pub name: String,
    /// Their meeple colour (unique in the game).
    pub colour: Colour,
}

impl PlayerSetup {
    /// A seat.
    pub fn new(name: impl Into<String>, colour: Colour) -> PlayerSetup {
        PlayerSetup { name: name.into(), colour }
    }

    /// The player's id in the game: the colour key.
    pub fn id(&self) -> &'static str {
        self.colour.key()
    }
}

/// Everything fixed when a game starts.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameSetup {
    /// Players in turn order.
    pub players: Vec<PlayerSetup>,
    /// What is being played.
    pub ruleset: Ruleset,
}

impl GameSetup {
    /// Checks the setup.
    ///
    /// # Errors
    /// [`Error::InvalidInput`] naming `players` (count), `players[i].name` (see
    /// [`check_player_name`]; a name already at the table, compared as
    /// [`typed_text::same_name`] does) or
    /// `players[i].colour`.
    pub fn validate(&self) -> Result<()> {
        let count = self.players.len();
        if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&count) {
            let reason = msg!("setup-player-count", min = MIN_PLAYERS, max = MAX_PLAYERS, count = count);
            return Err(Error::invalid("players", reason));
        }
        for (index, player) in self.players.iter().enumerate() {
            check_player_name(&player.name)
                .map_err(|reason| Error::invalid(format!("players[{index}].name"), reason))?;
            if let Some(other) =
                self.players[..index].iter().find(|other| typed_text::same_name(&other.name, &player.name))
            {
                let reason = msg!(
                    "name-already-at-table",
                    name = player.name.trim().to_owned(),
                    other = other.name.trim().to_owned()
                );
                return Err(Error::invalid(format!("players[{index}].name"), reason));
            }
            if self.players[..index].iter().any(|other| other.colour == player.colour) {
                let reason = msg!("colour-taken", colour = player.colour.key());
                return Err(Error::invalid(format!("players[{index}].colour"), reason));
            }
        }
        Ok(())
    }

    /// What a game needs to be played at all: 2 to 8 seats, distinct colours.
    ///
    /// # Errors
    /// [`Error::InvalidInput`] naming `players` or `players[i].colour`.
    pub fn validate_seating(&self) -> Result<()> {
        let count = self.players.len();
        if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&count) {
            let reason = msg!("setup-player-count", min = MIN_PLAYERS, max = MAX_PLAYERS, count = count);
            return Err(Error::invalid("players", reason));
        }
        for (index, player) in self.players.iter().enumerate() {
            if self.players[..index].iter().any(|other| other.colour == player.colour) {
                let reason = msg!("colour-taken", colour = player.colour.key());
                return Err(Error::invalid(format!("players[{index}].colour"), reason));
            }
        }
        Ok(())
    }

    /// The index of the player with id `id`.
    ///
    /// # Errors
    /// [`Error::UnknownPlayer`].
    pub fn index_of(&self, id: &str) -> Result<usize> {
        self.players
            .iter()
            .position(|player| player.id() == id)
            .ok_or_else(|| Error::UnknownPlayer { player: id.to_owned() })
    }

    /// The name of the player with id `id`, as log lines say it (the id itself for
    /// an id not at the table, which a checked command never carries).
    pub fn name_of(&self, id: &str) -> String {
        self.players.iter().find(|player| player.id() == id).map_or_else(|| id.to_owned(), |player| player.name.clone())
    }

    /// [`GameSetup::name_of`], borrowed.
    pub(crate) fn name_or_id<'a>(&'a self, id: &'a str) -> &'a str {
        self.players.iter().find(|player| player.id() == id).map_or(id, |player| player.name.as_str())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_colour_is_typed_in_the_language_or_in_english() {
        assert_eq!(Colour::parse_in("de", "rot").ok(), Some(Colour::Red));
        assert_eq!(Colour::parse_in("de", "Blau").ok(), Some(Colour::Blue), "in any case");
        assert_eq!(Colour::parse_in("de", "red").ok(), Some(Colour::Red), "the English key too");
        assert_eq!(Colour::parse_in("fr", "rouge").ok(), Some(Colour::Red));
        assert_eq!(Colour::parse_in("cs", "modrá").ok(), Some(Colour::Blue));
        assert_eq!(Colour::parse_in("ru", "жёлтый").ok(), Some(Colour::Yellow));
        assert_eq!(Colour::parse_in("nl", "gray").ok(), Some(Colour::Grey));
        assert_eq!(Colour::parse_in("de", "rouge").ok(), Some(Colour::Red), "another language's name is understood");
    }

    #[test]
    fn an_unknown_colour_is_refused_with_the_colours_of_the_language() {
        let error = Colour::parse_in("de", "mauve").unwrap_err();
        let text = crate::l10n::in_language("de", || error.to_string());
        assert!(text.contains("`mauve` ist keine Farbe"), "{text}");
        assert!(text.contains("rot, gelb, grün, blau, schwarz, grau, rosa, lila, orange, weiß"), "{text}");
    }

    #[test]
    fn a_colour_is_named_in_the_language() {
        assert_eq!(Colour::Red.title().render("en"), "red");
        assert_eq!(Colour::Red.title().render("de"), "rot");
        assert_eq!(Colour::White.title().render("fr"), "blanc");
        assert_eq!(Colour::Green.title().render("ro"), "verde");
    }
}
