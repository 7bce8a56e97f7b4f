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

/// A meeple colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[allow(missing_docs)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum Colour {
    Red,
    Yellow,
    Green,
    Blue,
    Black,
    Grey,
    Pink,
    Purple,
    Orange,
    White,
}

impl Colour {
    /// Every colour, in the order a new game offers them.
    pub const ALL: [Colour; 10] = [
        Colour::Red,
        Colour::Yellow,
        Colour::Green,
        Colour::Blue,
        Colour::Black,
        Colour::Grey,
        Colour::Pink,
        Colour::Purple,
        Colour::Orange,
        Colour::White,
    ];

    /// The key, which is also the player's id in a game.
    pub fn key(self) -> &'static str {
        match self {
            Colour::Red => "red",
            Colour::Yellow => "yellow",
            Colour::Green => "green",
            Colour::Blue => "blue",
            Colour::Black => "black",
            Colour::Grey => "grey",
            Colour::Pink => "pink",
            Colour::Purple => "purple",
            Colour::Orange => "orange",
            Colour::White => "white",
        }
    }

    /// An sRGB value for drawing the meeple.
    pub fn rgb(self) -> u32 {
        match self {
            Colour::Red => 0xD7_26_1E,
            Colour::Yellow => 0xF2_C1_2E,
            Colour::Green => 0x2E_9D_47,
            Colour::Blue => 0x1F_5F_C9,
            Colour::Black => 0x2B_2B_2B,
            Colour::Grey => 0x9A_9A_9A,
            Colour::Pink => 0xF2_7B_B5,
            Colour::Purple => 0x7E_3F_B8,
            Colour::Orange => 0xF0_7F_1A,
            Colour::White => 0xF4_F1_EA,
        }
    }

    /// Parses a colour key.
    ///
    /// # Errors
    /// [`Error::InvalidInput`] on `colour`.
    pub fn parse(key: &str) -> Result<Colour> {
        let key = key.to_ascii_lowercase();
        Colour::ALL
            .into_iter()
            .find(|colour| colour.key() == key || (key == "gray" && *colour == Colour::Grey))
            .ok_or_else(|| {
                let keys: Vec<_> = Colour::ALL.iter().map(|colour| colour.key()).collect();
                Error::invalid("colour", msg!("input-not-an-option", key = key.clone(), options = keys.join(", ")))
            })
    }

    /// The colour's name in the player's language (`colour-<key>`: "rot", "rouge").
    pub fn title(self) -> Message {
        Message::keyed("colour", self.key())
    }

    /// The colour a player typed in `language` (a code of
    /// [`LANGUAGES`](crate::l10n::LANGUAGES)): its name there, in any case, or its
    /// English key; a colour named in another of Tally's languages is understood
    /// too ("rouge" in a German session is red).
    ///
    /// # Errors
    /// [`Error::InvalidInput`] on `colour`, naming the word and every colour in the
    /// language the error is shown in.
    pub fn parse_in(language: &str, word: &str) -> Result<Colour> {
        let typed = word.trim().to_lowercase();
        let named_in =
            |code: &str| Colour::ALL.into_iter().find(|colour| colour.title().render(code).to_lowercase() == typed);
        Colour::parse(&typed)
            .ok()
            .or_else(|| named_in(language))
            .or_else(|| crate::l10n::LANGUAGES.into_iter().find_map(named_in))
            .ok_or_else(|| {
                let colours = Message::join("list-comma", Colour::ALL.map(Colour::title));
                Error::invalid("colour", msg!("colour-unknown", word = word.trim().to_owned(), colours = colours))
            })
    }
}

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
