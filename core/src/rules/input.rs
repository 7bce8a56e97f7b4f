//! Input values as requests carry them, their validation against a [`Schema`], and
//! the [`Ctx`] the rule files read them through.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::ruleset::Ruleset;
use crate::{Error, Result};

use super::When;
use super::schema::{InputKind, InputSpec, Schema};

/// One input value: a number, a switch, an option key or a player id.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum InputValue {
    /// A toggle.
    Bool(bool),
    /// A count.
    Int(i64),
    /// A choice key or a player id.
    Text(String),
    /// Anything else a JSON document may hold; always refused by validation, with
    /// the field named.
    Other(serde_json::Value),
}

impl From<bool> for InputValue {
    fn from(value: bool) -> Self {
        InputValue::Bool(value)
    }
}

impl From<i64> for InputValue {
    fn from(value: i64) -> Self {
        InputValue::Int(value)
    }
}

impl From<&str> for InputValue {
    fn from(value: &str) -> Self {
        InputValue::Text(value.to_owned())
    }
}

/// Named input values.
pub type Inputs = BTreeMap<String, InputValue>;

/// One player of a scoring request, with the per-player inputs.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerInputs {
    /// The player's id (in a game: the player id of the session).
    pub id: String,
    /// Per-player inputs (followers, ghosts...).
    #[serde(flatten)]
    pub inputs: Inputs,
}

impl PlayerInputs {
    /// A player with no inputs.
    pub fn new(id: impl Into<String>) -> Self {
        PlayerInputs { id: id.into(), inputs: Inputs::new() }
    }

    /// Builder: sets one per-player input.
    #[must_use]
    pub fn with(mut self, name: &str, value: impl Into<InputValue>) -> Self {
        self.inputs.insert(name.to_owned(), value.into());
        self
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Value {
    Int(i64),
    Choice(&'static str),
    Player(Option<usize>),
}

/// Validated values: every one is known to the schema, of the right kind and in range.
#[derive(Clone, Debug, Default)]
pub struct Values {
    item: BTreeMap<&'static str, Value>,
    per_player: Vec<BTreeMap<&'static str, i64>>,
}

impl Values {
    /// Checks `inputs` and `players` against `schema`.
    ///
    /// # Errors
    /// [`Error::NoPlayers`], [`Error::TooLarge`] (more players than
    /// [`MAX_REQUEST_PLAYERS`](crate::limits::MAX_REQUEST_PLAYERS)),
    /// [`Error::DuplicatePlayer`], [`Error::UnknownInput`], [`Error::InputNotEnabled`],
    /// [`Error::InvalidInput`] or [`Error::UnknownPlayer`], naming the field.
    pub fn validate(item: &str, schema: &Schema, inputs: &Inputs, players: &[PlayerInputs]) -> Result<Values> {
        if players.is_empty() {
            return Err(Error::NoPlayers);
        }
        let limit = crate::limits::MAX_REQUEST_PLAYERS;
        if players.len() > limit {
            return Err(Error::TooLarge {
                what: "players in a scoring request".to_owned(),
                found: players.len() as u64,
                limit: limit as u64,
            });
        }
        // At most 8 players here: comparing each with those before it is at most 28
        // comparisons, whatever the size of the request (150,000 players were
        // 11 billion), and cheaper than hashing a table's worth of ids.
        for (index, player) in players.iter().enumerate() {
            if player.id.trim().is_empty() {
                return Err(Error::invalid(format!("players[{index}].id"), "a player id cannot be empty"));
            }
            if players[..index].iter().any(|other| other.id == player.id) {
                return Err(Error::DuplicatePlayer { player: player.id.clone() });
            }
        }
        let mut values = Values { item: BTreeMap::new(), per_player: vec![BTreeMap::new(); players.len()] };
        for (name, value) in inputs {
            let spec = known(item, schema, name)?;
            if spec.kind.is_per_player() {
                return Err(Error::invalid(name, "is given per player: put it in each player's entry"));
            }
            values.item.insert(spec.name, parse(spec, name, value, players)?);
        }
        for (index, player) in players.iter().enumerate() {
            for (name, value) in &player.inputs {
                let spec = known(item, schema, name)?;
                let field = format!("players[{index}].{name}");
                if !spec.kind.is_per_player() {
                    return Err(Error::invalid(field, "is not a per-player input: put it in `inputs`"));
                }
                let Value::Int(number) = parse(spec, &field, value, players)? else {
                    unreachable!("per-player inputs are numbers or toggles")
                };
                values.per_player[index].insert(spec.name, number);
            }
        }
        Ok(values)
    }
}

fn known<'s>(item: &str, schema: &'s Schema, name: &str) -> Result<&'s InputSpec> {
    if let Some(spec) = schema.get(name) {
        return Ok(spec);
    }
    match schema.hidden_reason(name) {
        Some(needs) => Err(Error::InputNotEnabled { field: name.to_owned(), needs: needs.to_owned() }),
        None => Err(Error::UnknownInput { field: name.to_owned(), item: item.to_owned() }),
    }
}

fn parse(spec: &InputSpec, field: &str, value: &InputValue, players: &[PlayerInputs]) -> Result<Value> {
    match (spec.kind, value) {
        (InputKind::Count | InputKind::PerPlayerCount, InputValue::Int(number)) => {
            if *number < spec.min {
                let reason = if *number < 0 {
                    format!("{number} is negative; counts start at {}", spec.min)
                } else {
                    format!("{number} is below the minimum of {}", spec.min)
                };
                return Err(Error::invalid(field, reason));
            }
            if *number > spec.max {
                return Err(Error::invalid(field, format!("{number} is above the maximum of {}", spec.max)));
            }
            Ok(Value::Int(*number))
        }
        (InputKind::Count | InputKind::PerPlayerCount, _) => Err(Error::invalid(field, "expected a whole number")),
        (InputKind::Toggle | InputKind::PerPlayerToggle, InputValue::Bool(on)) => Ok(Value::Int(i64::from(*on))),
        (InputKind::Toggle | InputKind::PerPlayerToggle, _) => Err(Error::invalid(field, "expected true or false")),
        (InputKind::Choice, InputValue::Text(key)) => {
            spec.options.iter().find(|option| option.key == key).map(|option| Value::Choice(option.key)).ok_or_else(
                || {
                    let keys: Vec<_> = spec.options.iter().map(|option| option.key).collect();
                    Error::invalid(field, format!("`{key}` is not one of {}", keys.join(", ")))
                },
            )
        }
        (InputKind::Choice, _) => Err(Error::invalid(field, "expected one of the option keys")),
        (InputKind::Player, InputValue::Text(id)) => players
            .iter()
            .position(|player| &player.id == id)
            .map(|index| Value::Player(Some(index)))
            .ok_or_else(|| Error::UnknownPlayer { player: id.clone() }),
        (InputKind::Player, _) => Err(Error::invalid(field, "expected a player id")),
    }
}

/// What a rule file reads: the ruleset, the moment, the players and the validated
/// values, with each input's schema default where the request left it out.
#[derive(Clone, Copy, Debug)]
pub struct Ctx<'a> {
    /// The ruleset in play.
    pub ruleset: &'a Ruleset,
    /// During the game or at its end.
    pub when: When,
    players: &'a [PlayerInputs],
    schema: &'a Schema,
    values: &'a Values,
}

impl<'a> Ctx<'a> {
    /// A context over validated values.
    pub fn new(
        ruleset: &'a Ruleset,
        when: When,
        players: &'a [PlayerInputs],
        schema: &'a Schema,
        values: &'a Values,
    ) -> Self {
        Ctx { ruleset, when, players, schema, values }
    }

    /// Number of players in the request.
    pub fn player_count(&self) -> usize {
        self.players.len()
    }

    /// Player indices in request order.
    pub fn players(&self) -> std::ops::Range<usize> {
        0..self.players.len()
    }

    /// The id of player `index`.
    pub fn player_id(&self, index: usize) -> &'a str {
        &self.players[index].id
    }

    fn spec(&self, name: &str) -> Option<&'a InputSpec> {
        debug_assert!(self.schema.knows(name), "rule reads undeclared input `{name}`");
        self.schema.get(name)
    }

    /// A count or toggle (0 or 1); 0 when the ruleset hides the input.
    pub fn count(&self, name: &str) -> i64 {
        let Some(spec) = self.spec(name) else { return 0 };
        match self.values.item.get(spec.name) {
            Some(Value::Int(number)) => *number,
            _ => spec.default,
        }
    }

    /// A toggle; off when the ruleset hides the input.
    pub fn flag(&self, name: &str) -> bool {
        self.count(name) != 0
    }

    /// A choice's option key; `None` when the ruleset hides the input.
    pub fn choice(&self, name: &str) -> Option<&'static str> {
        let spec = self.spec(name)?;
        match self.values.item.get(spec.name) {
            Some(Value::Choice(key)) => Some(key),
            _ => spec.default_option,
        }
    }

    /// The player picked for `name`, if any.
    pub fn player(&self, name: &str) -> Option<usize> {
        let spec = self.spec(name)?;
        match self.values.item.get(spec.name) {
            Some(Value::Player(player)) => *player,
            _ => None,
        }
    }

    /// A per-player count or toggle of player `index`; 0 when hidden.
    pub fn of(&self, index: usize, name: &str) -> i64 {
        let Some(spec) = self.spec(name) else { return 0 };
        self.values.per_player[index].get(spec.name).copied().unwrap_or(spec.default)
    }
}
