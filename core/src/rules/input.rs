//! Input values as requests carry them, their validation against a [`Schema`], and
//! the [`Ctx`] the rule files read them through (by typed handle only), run by
//! [`score_with`].

use std::cell::Cell;
use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use smallvec::SmallVec;

use crate::msg;
use crate::ruleset::Ruleset;
use crate::{Error, Result};

use super::When;
use super::schema::{
    ChoiceInput, CountInput, InputHandle, InputKind, InputSpec, PerPlayerCount, PerPlayerToggle, PlayerInput, Schema,
    ToggleInput,
};

/// One input value: a number, a switch, an option key or a player id.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(untagged, from = "serde_json::Value")]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum InputValue {
    /// A toggle.
    Bool(bool),
    /// A count.
    Int(i64),
    /// A choice key or a player id.
    Text(String),
    /// Anything else a JSON document may hold (a fraction, a list...), as JSON text;
    /// always refused by validation, with the field named.
    Other(String),
}

impl From<serde_json::Value> for InputValue {
    fn from(value: serde_json::Value) -> Self {
        match value {
            serde_json::Value::Bool(on) => InputValue::Bool(on),
            serde_json::Value::Number(number) if number.is_i64() => {
                number.as_i64().map_or_else(|| InputValue::Other(number.to_string()), InputValue::Int)
            }
            serde_json::Value::String(text) => InputValue::Text(text),
            other => InputValue::Other(other.to_string()),
        }
    }
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
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
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
/// A request's values are kept in place, not on the heap: a scoring is made for every
/// tap of a form, and allocating its handful of values was a tenth of scoring a city.
#[derive(Clone, Debug, Default)]
pub struct Values {
    item: Named<Value>,
    per_player: SmallVec<[Named<i64>; 6]>,
}

/// Values by the name of their input: a form has a handful, and a rule asks for
/// them with the very `&'static str` the schema holds, so a list compared by
/// address first beats a tree.
#[derive(Clone, Debug)]
struct Named<V>(SmallVec<[(&'static str, V); 4]>);

impl<V> Default for Named<V> {
    fn default() -> Self {
        Named(SmallVec::new())
    }
}

impl<V> Named<V> {
    fn get(&self, name: &str) -> Option<&V> {
        let same = |known: &&str| std::ptr::eq(known.as_ptr(), name.as_ptr()) && known.len() == name.len();
        let found = self.0.iter().find(|(known, _)| same(known));
        found.or_else(|| self.0.iter().find(|(known, _)| *known == name)).map(|(_, value)| value)
    }

    fn insert(&mut self, name: &'static str, value: V) {
        match self.0.iter_mut().find(|(known, _)| *known == name) {
            Some((_, old)) => *old = value,
            None => self.0.push((name, value)),
        }
    }
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
                what: msg!("too-large-request-players"),
                found: players.len() as u64,
                limit: limit as u64,
            });
        }
        // At most 8 players here: comparing each with those before it is at most 28
        // comparisons, whatever the size of the request (150,000 players were
        // 11 billion), and cheaper than hashing a table's worth of ids.
        for (index, player) in players.iter().enumerate() {
            if player.id.trim().is_empty() {
                return Err(Error::invalid(format!("players[{index}].id"), msg!("input-empty-player-id")));
            }
            if players[..index].iter().any(|other| other.id == player.id) {
                return Err(Error::DuplicatePlayer { player: player.id.clone() });
            }
        }
        let per_player = std::iter::repeat_with(Named::default).take(players.len()).collect();
        let mut values = Values { item: Named::default(), per_player };
        for (name, value) in inputs {
            let spec = known(item, schema, name)?;
            if spec.kind.is_per_player() {
                return Err(Error::invalid(name, msg!("input-given-per-player")));
            }
            values.item.insert(spec.name, parse(spec, Field::Named(name), value, players)?);
        }
        for (index, player) in players.iter().enumerate() {
            for (name, value) in &player.inputs {
                let spec = known(item, schema, name)?;
                let field = Field::OfPlayer(index, name);
                if !spec.kind.is_per_player() {
                    return Err(Error::invalid(field.text(), msg!("input-not-per-player")));
                }
                let Value::Int(number) = parse(spec, field, value, players)? else {
                    unreachable!("per-player inputs are numbers or toggles")
                };
                values.per_player[index].insert(spec.name, number);
            }
        }
        if let Some(missing) = schema
            .inputs()
            .iter()
            .find(|spec| spec.required && !spec.kind.is_per_player() && !inputs.contains_key(spec.name))
        {
            return Err(Error::invalid(missing.name, missing.ask.message()));
        }
        Ok(values)
    }
}

/// Checks one value for the input `name` of `schema` as a request's would be
/// checked, naming `field` in the error (a scoring draft's edits: `tiles`,
/// `red.followers`); `players` are those a player input may name.
///
/// # Errors
/// [`Error::UnknownInput`], [`Error::InputNotEnabled`], [`Error::InvalidInput`],
/// [`Error::UnknownPlayer`].
pub(crate) fn check_value<'s>(
    item: &str,
    schema: &'s Schema,
    (name, field): (&str, &str),
    value: &InputValue,
    players: &[PlayerInputs],
) -> Result<&'s InputSpec> {
    let spec = known(item, schema, name)?;
    parse(spec, Field::Named(field), value, players)?;
    Ok(spec)
}

/// The field an error names: `tiles`, or a player's `players[1].followers` (written
/// out only for an error: a scoring has several per-player values).
#[derive(Clone, Copy)]
enum Field<'a> {
    Named(&'a str),
    OfPlayer(usize, &'a str),
}

impl Field<'_> {
    fn text(self) -> String {
        match self {
            Field::Named(name) => name.to_owned(),
            Field::OfPlayer(index, name) => format!("players[{index}].{name}"),
        }
    }
}

/// Fills into `inputs` the default of every required input of `schema` it leaves
/// out: requests recorded before those inputs were required (event format 1) relied
/// on these defaults.
pub(crate) fn fill_legacy_defaults(schema: &Schema, inputs: &mut Inputs) {
    for spec in schema.inputs().iter().filter(|spec| spec.required && !spec.kind.is_per_player()) {
        let value = match spec.kind {
            InputKind::Toggle => InputValue::Bool(spec.default != 0),
            InputKind::Choice => match spec.default_option {
                Some(key) => InputValue::from(key),
                None => continue,
            },
            InputKind::Player => continue,
            _ => InputValue::Int(spec.default),
        };
        inputs.entry(spec.name.to_owned()).or_insert(value);
    }
}

fn known<'s>(item: &str, schema: &'s Schema, name: &str) -> Result<&'s InputSpec> {
    if let Some(spec) = schema.get(name) {
        return Ok(spec);
    }
    match schema.hidden_reason(name) {
        Some(needs) => Err(Error::InputNotEnabled { field: name.to_owned(), needs: needs.clone() }),
        None => Err(Error::UnknownInput { field: name.to_owned(), item: item.to_owned() }),
    }
}

fn parse(spec: &InputSpec, field: Field<'_>, value: &InputValue, players: &[PlayerInputs]) -> Result<Value> {
    let field = || field.text();
    match (spec.kind, value) {
        (InputKind::Count | InputKind::PerPlayerCount, InputValue::Int(number)) => {
            if *number < spec.min {
                let reason = if *number < 0 {
                    msg!("input-negative", number = *number, min = spec.min)
                } else {
                    msg!("input-below-minimum", number = *number, min = spec.min)
                };
                return Err(Error::invalid(field(), reason));
            }
            if *number > spec.max {
                return Err(Error::invalid(field(), msg!("input-above-maximum", number = *number, max = spec.max)));
            }
            Ok(Value::Int(*number))
        }
        (InputKind::Count | InputKind::PerPlayerCount, _) => {
            Err(Error::invalid(field(), msg!("input-expected-number")))
        }
        (InputKind::Toggle | InputKind::PerPlayerToggle, InputValue::Bool(on)) => Ok(Value::Int(i64::from(*on))),
        (InputKind::Toggle | InputKind::PerPlayerToggle, _) => {
            Err(Error::invalid(field(), msg!("input-expected-toggle")))
        }
        (InputKind::Choice, InputValue::Text(key)) => {
            spec.options.iter().find(|option| option.key == key).map(|option| Value::Choice(option.key)).ok_or_else(
                || {
                    let keys: Vec<_> = spec.options.iter().map(|option| option.key).collect();
                    Error::invalid(field(), msg!("input-not-an-option", key = key, options = keys.join(", ")))
                },
            )
        }
        (InputKind::Choice, _) => Err(Error::invalid(field(), msg!("input-expected-option"))),
        (InputKind::Player, InputValue::Text(id)) => players
            .iter()
            .position(|player| &player.id == id)
            .map(|index| Value::Player(Some(index)))
            .ok_or_else(|| Error::UnknownPlayer { player: id.clone() }),
        (InputKind::Player, _) => Err(Error::invalid(field(), msg!("input-expected-player"))),
    }
}

/// What a rule file reads: the ruleset, the moment, the players and the validated
/// values, with each input's schema default where the request left it out.
///
/// Inputs are read only through their typed handles ([`CountInput`],
/// [`ToggleInput`]...): a kind mismatch does not compile. Reading a handle the
/// item's form does not declare (or declares with another kind) gives the default
/// and marks the scoring as failed: [`score_with`] then refuses it with
/// [`Error::UnknownInput`] naming the input.
#[derive(Clone, Copy, Debug)]
pub struct Ctx<'a> {
    /// The ruleset in play.
    pub ruleset: &'a Ruleset,
    /// During the game or at its end.
    pub when: When,
    players: &'a [PlayerInputs],
    schema: &'a Schema,
    values: &'a Values,
    misread: &'a Cell<Option<&'static str>>,
}

/// Runs `score` over a [`Ctx`] of validated values and refuses its result if it
/// read an input the schema of `item` does not declare.
///
/// # Errors
/// What `score` returns, or [`Error::UnknownInput`] for an undeclared read.
pub fn score_with<T>(
    item: &str,
    (ruleset, when): (&Ruleset, When),
    players: &[PlayerInputs],
    (schema, values): (&Schema, &Values),
    score: impl FnOnce(&Ctx<'_>) -> Result<T>,
) -> Result<T> {
    let misread = Cell::new(None);
    let ctx = Ctx { ruleset, when, players, schema, values, misread: &misread };
    let result = score(&ctx);
    match misread.get() {
        Some(name) => Err(Error::UnknownInput { field: name.to_owned(), item: item.to_owned() }),
        None => result,
    }
}

impl<'a> Ctx<'a> {
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

    /// The shown spec of `handle`; `None` when the ruleset hides it. An input the
    /// schema does not know, or knows with another kind, is remembered as misread.
    fn spec<H: InputHandle>(&self, handle: H) -> Option<&'a InputSpec> {
        match self.schema.find(handle.name()) {
            Some((spec, shown)) if spec.kind == H::KIND => shown.then_some(spec),
            _ => {
                if self.misread.get().is_none() {
                    self.misread.set(Some(handle.name()));
                }
                None
            }
        }
    }

    fn item_count(&self, spec: &InputSpec) -> i64 {
        match self.values.item.get(spec.name) {
            Some(Value::Int(number)) => *number,
            _ => spec.default,
        }
    }

    fn player_value(&self, index: usize, spec: &InputSpec) -> i64 {
        self.values.per_player[index].get(spec.name).copied().unwrap_or(spec.default)
    }

    /// A count; 0 when the ruleset hides the input.
    pub fn count(&self, input: CountInput) -> i64 {
        self.spec(input).map_or(0, |spec| self.item_count(spec))
    }

    /// A toggle; off when the ruleset hides the input.
    pub fn flag(&self, input: ToggleInput) -> bool {
        self.spec(input).is_some_and(|spec| self.item_count(spec) != 0)
    }

    /// A choice's option key; `None` when the ruleset hides the input.
    pub fn choice(&self, input: ChoiceInput) -> Option<&'static str> {
        let spec = self.spec(input)?;
        match self.values.item.get(spec.name) {
            Some(Value::Choice(key)) => Some(key),
            _ => spec.default_option,
        }
    }

    /// The player picked for `input`, if any.
    pub fn player(&self, input: PlayerInput) -> Option<usize> {
        let spec = self.spec(input)?;
        match self.values.item.get(spec.name) {
            Some(Value::Player(player)) => *player,
            _ => None,
        }
    }

    /// A per-player count of player `index`; 0 when hidden.
    pub fn of(&self, index: usize, input: PerPlayerCount) -> i64 {
        self.spec(input).map_or(0, |spec| self.player_value(index, spec))
    }

    /// A per-player toggle of player `index`; off when hidden.
    pub fn is(&self, index: usize, input: PerPlayerToggle) -> bool {
        self.spec(input).is_some_and(|spec| self.player_value(index, spec) != 0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::schema::SchemaBuilder;
    use crate::ruleset::{Edition, Element};

    const DECLARED: CountInput = CountInput::new("declared");
    const HIDDEN: ToggleInput = ToggleInput::new("hidden");

    fn run<T>(read: impl FnOnce(&Ctx<'_>) -> T) -> Result<T> {
        let ruleset = Ruleset::base(Edition::C3);
        let mut builder = SchemaBuilder::new(&ruleset, When::Completed);
        builder.input(DECLARED.spec(crate::text!("city-city-tiles"), "road.base").default(4));
        builder.needs(Element::Inns, HIDDEN.spec(crate::text!("city-city-tiles"), "road.inn"));
        let schema = builder.build();
        let players = [PlayerInputs::new("red")];
        let values = Values::validate("item", &schema, &Inputs::new(), &players)?;
        score_with("item", (&ruleset, When::Completed), &players, (&schema, &values), |ctx| Ok(read(ctx)))
    }

    #[test]
    fn declared_inputs_read_their_default_and_hidden_ones_nothing() {
        assert_eq!(run(|ctx| ctx.count(DECLARED)), Ok(4));
        assert_eq!(run(|ctx| ctx.flag(HIDDEN)), Ok(false));
    }

    #[test]
    fn reading_an_undeclared_input_refuses_the_scoring() {
        let undeclared = CountInput::new("undeclared");
        let error = run(|ctx| ctx.count(undeclared)).expect_err("an undeclared read is refused");
        assert_eq!(error, Error::UnknownInput { field: "undeclared".into(), item: "item".into() });
    }

    #[test]
    fn reading_an_input_as_another_kind_refuses_the_scoring() {
        // Same name, other kind: a second handle cannot make the form's count a toggle.
        let as_toggle = ToggleInput::new("declared");
        let error = run(|ctx| ctx.flag(as_toggle)).expect_err("a kind mismatch is refused");
        assert_eq!(error.field(), Some("declared"));
        let as_per_player = PerPlayerCount::new("hidden");
        assert!(run(|ctx| ctx.of(0, as_per_player)).is_err());
    }
}
