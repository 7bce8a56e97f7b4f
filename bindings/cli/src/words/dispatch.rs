//! The words of a dispatch (Messages): the tile, then what its form asks — nothing
//! (`two_points`), a count (`knights 3`), the words of the player's smallest
//! feature (`smallest_city 3 coa=1`) or a feature with one of their meeples
//! (`score_meeple city 4 red`) — and `figure=2` for the figure that moves. The tiles
//! and their forms are the table model's; a word a tile does not take is refused.

use tally_core::rules::events::ItemKind;
use tally_core::rules::{InputKind, InputValue, Inputs, PlayerInputs, When};
use tally_core::session::{Command, DispatchChoice, Game};
use tally_core::table::{
    DraftAction, DraftField, DraftItemView, DraftPlayerValue, FeatureInfo, Form, FormField, TableModel, TileForm,
    TileOption,
};

use super::item::{self, Context, Target};
use super::numbers;
use super::players::{Named, Players};
use crate::failure::{Failure, Outcome};
use crate::view::safe::safe;

/// The dispatch as it stands: its tiles, who draws (when one is pending) and the
/// moment its features are scored as.
#[derive(Debug)]
pub struct Offer<'a> {
    /// The tiles with their forms.
    pub tiles: &'a [TileOption],
    /// Who draws, when a dispatch is pending.
    pub player: Option<&'a str>,
    /// How the tiles' features are scored.
    pub moment: When,
}

/// A dispatch as the words gave it; the feature of a tile that scores one, or the
/// count of a counting tile, may still lack a count the player must give.
#[derive(Debug)]
pub struct DispatchDraft {
    choice: DispatchChoice,
    /// The tile's name, in the player's language.
    name: String,
    /// The feature a tile scores, with its words.
    pub item: Option<FeatureForm>,
    /// The count of a counting tile (`knights`), when the words left it out.
    missing_count: Option<FormField>,
    figure: Option<u32>,
}

impl DispatchDraft {
    /// The tile's name, in the player's language.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The counting tile's field whose count the words left out, if any.
    pub fn missing_count(&self) -> Option<&FormField> {
        self.missing_count.as_ref()
    }

    /// Gives the count the words left out.
    pub fn give_count(&mut self, count: i64) {
        self.missing_count = None;
        self.choice.count = Some(count);
    }

    /// What a script is told when the count is missing (nobody can be asked).
    pub fn count_refusal(&self) -> Failure {
        let label = self.missing_count.as_ref().map(|field| field.label.as_str()).unwrap_or_default();
        Failure::bad(say!("cli-dispatch-one-count", tile = &self.choice.tile, label = label))
    }

    /// The command.
    pub fn command(&self) -> Command {
        let mut choice = self.choice.clone();
        if let Some(item) = &self.item {
            choice.inputs = item.inputs.clone();
            choice.players = item.players.clone();
        }
        Command::ResolveDispatch { choice, figure: self.figure }
    }
}

/// Reads `dispatch` words.
///
/// # Errors
/// No tile or an unknown one, a count missing, a word the tile does not take.
pub fn read(words: &[String], game: &Game, offer: &Offer<'_>) -> Outcome<DispatchDraft> {
    super::check_size(words)?;
    let players = Players::of(game);
    let mut figure = None;
    let mut rest = Vec::new();
    for word in words {
        let lower = word.to_lowercase();
        let choice = match lower.split_once(".figure=") {
            Some((player, value)) => Some((Some(player.to_owned()), value.to_owned())),
            None => lower.strip_prefix("figure=").map(|value| (None, value.to_owned())),
        };
        let Some((player, value)) = choice else {
            rest.push(word.clone());
            continue;
        };
        if let (Some(player), Some(drawer)) = (&player, offer.player)
            && players.named(player) != Named::Player(players.resolve(drawer, "dispatch")?)
        {
            return Err(Failure::bad(say!("cli-dispatch-whose", word = safe(word).into_owned(), player = drawer)));
        }
        if figure.replace(numbers::figure(&value, &format!("`{}`", safe(word)))?).is_some() {
            return Err(Failure::bad(say!("cli-dispatch-figure-twice", word = safe(word).into_owned())));
        }
    }
    let keys: Vec<&str> = offer.tiles.iter().map(|tile| tile.key.as_str()).collect();
    let Some((tile_word, rest)) = rest.split_first() else {
        return Err(Failure::bad(say!("cli-dispatch-which-tile", tiles = keys.join(", "))));
    };
    let lower = tile_word.to_lowercase();
    let matches: Vec<&TileOption> = offer
        .tiles
        .iter()
        .filter(|tile| tile.key == lower)
        .chain(offer.tiles.iter().filter(|tile| tile.key != lower && tile.key.starts_with(&lower)))
        .collect();
    let tile = match matches.as_slice() {
        [tile, ..] if tile.key == lower => *tile,
        [tile] => *tile,
        _ => {
            return Err(Failure::bad(say!(
                "cli-dispatch-not-a-tile",
                word = safe(tile_word).into_owned(),
                tiles = keys.join(", ")
            )));
        }
    };
    let mut choice = DispatchChoice::tile(&tile.key);
    let mut item = None;
    let mut missing_count = None;
    match &tile.form {
        TileForm::Fixed { .. } => {
            if let Some(extra) = rest.first() {
                return Err(Failure::bad(say!(
                    "cli-dispatch-nothing-more",
                    tile = &tile.key,
                    word = safe(extra).into_owned()
                )));
            }
        }
        TileForm::Count { field, .. } => match rest {
            [] => missing_count = Some(field.clone()),
            [count] => {
                let value = count.strip_prefix(&format!("{}=", field.name)).unwrap_or(count);
                choice.count = Some(numbers::whole(value, &field.label, Some(field.max))?);
            }
            _ => return Err(Failure::bad(say!("cli-dispatch-one-count", tile = &tile.key, label = &field.label))),
        },
        TileForm::Smallest { feature } => {
            let context = Context { players: &players, allow_players: false };
            item = Some(feature_words(feature, rest, game, offer.moment, &context)?);
        }
        TileForm::Meeple { features } => {
            let Some((feature_word, words)) = rest.split_first() else {
                let keys: Vec<&str> = features.iter().map(|feature| feature.key.as_str()).collect();
                return Err(Failure::bad(say!(
                    "cli-dispatch-which-feature",
                    tile = &tile.key,
                    features = keys.join(", ")
                )));
            };
            let lower = feature_word.to_lowercase();
            let feature = features.iter().find(|feature| feature.key == lower).ok_or_else(|| {
                Failure::bad(say!(
                    "cli-dispatch-not-its-feature",
                    tile = &tile.key,
                    word = safe(feature_word).into_owned()
                ))
            })?;
            let context = Context { players: &players, allow_players: true };
            item = Some(feature_words(feature, words, game, offer.moment, &context)?);
            choice.feature = Some(feature.key.clone());
        }
    }
    Ok(DispatchDraft { choice, name: tile.name.clone(), item, missing_count, figure })
}

fn feature_words(
    feature: &FeatureInfo,
    words: &[String],
    game: &Game,
    moment: When,
    context: &Context<'_>,
) -> Outcome<FeatureForm> {
    let form = TableModel::new(game).feature_form(&feature.key, Some(moment))?;
    let mut target = FeatureForm::new(&form, game);
    item::read(&mut target, words, context)?;
    Ok(target)
}

/// The form of a tile's feature as the words fill it: the values go into the
/// dispatch choice (a dispatch is no scoring draft; the core checks the choice when
/// the dispatch is resolved).
#[derive(Debug)]
pub struct FeatureForm {
    view: DraftItemView,
    /// The feature's values.
    pub inputs: Inputs,
    /// The players' values.
    pub players: Vec<PlayerInputs>,
}

impl FeatureForm {
    fn new(form: &Form, game: &Game) -> FeatureForm {
        let players: Vec<&str> = game.setup().players.iter().map(|player| player.id()).collect();
        let per_player =
            |field: &FormField| matches!(field.kind, InputKind::PerPlayerCount | InputKind::PerPlayerToggle);
        let fields = form
            .fields
            .iter()
            .map(|field| DraftField {
                field: field.clone(),
                value: None,
                entered: false,
                missing: field.required,
                locked: false,
                players: if per_player(field) {
                    players
                        .iter()
                        .map(|id| DraftPlayerValue { player: (*id).to_owned(), value: 0, entered: false })
                        .collect()
                } else {
                    Vec::new()
                },
            })
            .collect();
        let view = DraftItemView {
            kind: ItemKind::Feature,
            key: form.key.clone(),
            name: form.name.clone(),
            step: None,
            steps: Vec::new(),
            fields,
            scores_nobody: false,
        };
        FeatureForm { view, inputs: Inputs::new(), players: Vec::new() }
    }

    fn player(&mut self, id: &str) -> &mut PlayerInputs {
        if let Some(position) = self.players.iter().position(|player| player.id == id) {
            return &mut self.players[position];
        }
        self.players.push(PlayerInputs::new(id));
        self.players.last_mut().unwrap_or_else(|| unreachable!("just pushed"))
    }
}

impl Target for FeatureForm {
    fn item(&self) -> &DraftItemView {
        &self.view
    }

    fn index(&self) -> u32 {
        0
    }

    fn apply(&mut self, action: DraftAction) -> Outcome {
        match action {
            DraftAction::Set { field, player: Some(id), value, .. } => {
                self.player(&id).inputs.insert(field, value);
            }
            DraftAction::Set { field, player: None, value, .. } => {
                if let Some(found) = self.view.fields.iter_mut().find(|found| found.field.name == field) {
                    found.missing = false;
                }
                self.inputs.insert(field, value);
            }
            DraftAction::Adjust { field, player: Some(id), by, .. } => {
                let entry = self.player(&id).inputs.entry(field).or_insert(InputValue::Int(0));
                if let InputValue::Int(count) = entry {
                    *count += by;
                }
            }
            _ => return Err(Failure::bad(say!("cli-dispatch-word-not-here"))),
        }
        Ok(())
    }

    fn not_in_play(&self, _name: &str) -> Option<String> {
        None
    }
}
