//! Typed input handles. Every input of a form is declared once, as a constant of the
//! type of its kind (`const TILES: CountInput = CountInput::new("tiles")`), and that
//! constant is used both where the form declares the input (`TILES.spec(label,
//! rule)`) and where the rule reads it (`ctx.count(TILES)`):
//!
//! - the name is written once, so the form and the rule cannot disagree on it;
//! - a handle makes only an [`InputSpec`] of its own kind (the kind constructors of
//!   `InputSpec` are private to the schema), and [`Ctx`](crate::rules::input::Ctx)
//!   reads each kind only through its own handle type, so reading a toggle as a
//!   choice does not compile;
//! - reading a handle that the item's form does not declare (shown or hidden by the
//!   ruleset), or one declared with another kind under the same name, is a hard
//!   error: the scoring is refused with [`Error::UnknownInput`](crate::Error)
//!   naming the input, in every build.

use super::{ChoiceOption, InputKind, InputSpec, MAX_FIGURES};
use crate::l10n::Text;

/// What every handle has: a name and the kind of input it stands for.
pub trait InputHandle: Copy {
    /// The kind of input the handle declares and reads.
    const KIND: InputKind;

    /// The input's name in requests (`inputs.<name>` or `players[i].<name>`).
    fn name(self) -> &'static str;
}

macro_rules! handle {
    ($(#[$doc:meta])* $handle:ident, $kind:expr) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub struct $handle(&'static str);

        impl $handle {
            /// The handle of the input called `name`.
            pub const fn new(name: &'static str) -> Self {
                $handle(name)
            }

            /// The input's name in requests.
            pub const fn name(self) -> &'static str {
                self.0
            }
        }

        impl InputHandle for $handle {
            const KIND: InputKind = $kind;

            fn name(self) -> &'static str {
                self.0
            }
        }
    };
}

handle!(
    /// A whole number between `min` and `max` ([`InputKind::Count`]).
    CountInput,
    InputKind::Count
);
handle!(
    /// Yes or no ([`InputKind::Toggle`]).
    ToggleInput,
    InputKind::Toggle
);
handle!(
    /// One of a list of options ([`InputKind::Choice`]).
    ChoiceInput,
    InputKind::Choice
);
handle!(
    /// One of the players, or nobody ([`InputKind::Player`]).
    PlayerInput,
    InputKind::Player
);
handle!(
    /// A whole number per player ([`InputKind::PerPlayerCount`]).
    PerPlayerCount,
    InputKind::PerPlayerCount
);
handle!(
    /// Yes or no per player ([`InputKind::PerPlayerToggle`]).
    PerPlayerToggle,
    InputKind::PerPlayerToggle
);

impl CountInput {
    /// The input's spec: a count from 0 to [`MAX_COUNT`](super::MAX_COUNT), default 0.
    pub fn spec(self, label: Text, rule: &'static str) -> InputSpec {
        InputSpec::new(self.0, InputKind::Count, label, rule)
    }
}

impl ToggleInput {
    /// The input's spec: a toggle, default off.
    pub fn spec(self, label: Text, rule: &'static str) -> InputSpec {
        InputSpec::new(self.0, InputKind::Toggle, label, rule)
    }
}

impl ChoiceInput {
    /// The input's spec: a choice among `options` (key, label); the first is the
    /// default.
    pub fn spec(self, label: Text, rule: &'static str, options: &[(&'static str, Text)]) -> InputSpec {
        let mut spec = InputSpec::new(self.0, InputKind::Choice, label, rule);
        spec.options = options.iter().map(|(key, label)| ChoiceOption { key, label: *label }).collect();
        spec.default_option = options.first().map(|(key, _)| *key);
        spec.max = 0;
        spec
    }
}

impl PlayerInput {
    /// The input's spec: a player picker, default nobody.
    pub fn spec(self, label: Text, rule: &'static str) -> InputSpec {
        let mut spec = InputSpec::new(self.0, InputKind::Player, label, rule);
        spec.max = 0;
        spec
    }
}

impl PerPlayerCount {
    /// The input's spec: a count per player from 0 to [`MAX_FIGURES`].
    pub fn spec(self, label: Text, rule: &'static str) -> InputSpec {
        InputSpec::new(self.0, InputKind::PerPlayerCount, label, rule).range(0, MAX_FIGURES)
    }
}

impl PerPlayerToggle {
    /// The input's spec: a toggle per player, default off.
    pub fn spec(self, label: Text, rule: &'static str) -> InputSpec {
        InputSpec::new(self.0, InputKind::PerPlayerToggle, label, rule)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_handle_makes_its_own_kind() {
        assert_eq!(CountInput::new("a").spec(Text::new("city-city-tiles"), "r").kind, InputKind::Count);
        assert_eq!(ToggleInput::new("a").spec(Text::new("city-city-tiles"), "r").kind, InputKind::Toggle);
        assert_eq!(
            ChoiceInput::new("a").spec(Text::new("city-city-tiles"), "r", &[("x", Text::new("city-city-tiles"))]).kind,
            InputKind::Choice
        );
        assert_eq!(PlayerInput::new("a").spec(Text::new("city-city-tiles"), "r").kind, InputKind::Player);
        assert_eq!(PerPlayerCount::new("a").spec(Text::new("city-city-tiles"), "r").kind, InputKind::PerPlayerCount);
        assert_eq!(PerPlayerToggle::new("a").spec(Text::new("city-city-tiles"), "r").kind, InputKind::PerPlayerToggle);
        assert_eq!(<ToggleInput as InputHandle>::KIND, InputKind::Toggle);
        assert_eq!(CountInput::new("tiles").name(), "tiles");
    }
}
