//! The meeple colours: a player's colour is also their id in a game ("red"), as
//! players name each other at the table; shown and typed in the player's language.

use serde::{Deserialize, Serialize};

use crate::l10n::Message;
use crate::msg;
use crate::{Error, Result};

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
