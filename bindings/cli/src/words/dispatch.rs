//! The words of a dispatch (Messages): the tile, then what its form asks — nothing
//! (`two_points`), a count (`knights 3`), the words of the player's smallest
//! feature (`smallest_city 3 coa=1`) or a feature with one of their meeples
//! (`score_meeple city 4 red`) — and `figure=2` for the figure that moves. Each word
//! is an action on the core's dispatch draft (`DraftStart::Dispatch`, or the draft
//! of the dispatch's entry in an edit), which checks it; a word a tile does not take
//! is refused.

use tally_core::session::Game;
use tally_core::table::{DraftAction, DraftStart, DraftUpdate, FormField, TableModel, TileForm, TileOption};

use super::item::{self, Context, DraftTarget};
use super::numbers;
use super::players::{Named, Players};
use crate::failure::{Failure, Outcome};
use crate::view::safe::safe;

/// A dispatch as the words gave it: the core's draft, which may still lack a count
/// the player must give (the counting tile's, or one of its feature's).
#[derive(Debug)]
pub struct DispatchDraft<'m> {
    /// The draft, its view and the table model it is read against.
    pub target: DraftTarget<'m>,
    /// The tile's name, in the player's language.
    name: String,
    /// The tile's key.
    tile: String,
}

impl DispatchDraft<'_> {
    /// The tile's name, in the player's language.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// Whether the tile scores a feature (whose form is the draft's item).
    pub fn has_feature(&self) -> bool {
        !self.target.update.view.items.is_empty()
    }

    /// The counting tile's field whose count the words left out, if any.
    pub fn missing_count(&self) -> Option<&FormField> {
        let count = self.target.update.view.dispatch.as_ref()?.count.as_ref()?;
        count.missing.then_some(&count.field)
    }

    /// Gives the count the words left out.
    ///
    /// # Errors
    /// A count outside the tile's limits.
    pub fn give_count(&mut self, count: i64) -> Outcome {
        self.target.update = self
            .target
            .model
            .apply_draft(self.target.update.draft.clone(), DraftAction::SetCount { count: Some(count) })?;
        Ok(())
    }

    /// What a script is told when the count is missing (nobody can be asked).
    pub fn count_refusal(&self) -> Failure {
        let label = self.missing_count().map(|field| field.label.as_str()).unwrap_or_default();
        Failure::bad(say!("cli-dispatch-one-count", tile = &self.tile, label = label))
    }

    /// The command: the dispatch's answer, or the edit of its entry.
    ///
    /// # Errors
    /// What the core refuses.
    pub fn command(&self) -> Outcome<tally_core::session::Command> {
        Ok(self.target.model.submit_draft(&self.target.update.draft)?)
    }
}

/// Reads `dispatch` words: the answer to the dispatch waiting, or, with `editing`,
/// the new answer of that entry's dispatch.
///
/// # Errors
/// No dispatch to answer, no tile or an unknown one, a word the tile does not take,
/// what the core refuses.
pub fn read<'m>(
    words: &[String],
    game: &Game,
    model: &'m TableModel<'m>,
    editing: Option<u64>,
) -> Outcome<DispatchDraft<'m>> {
    super::check_size(words)?;
    let start = match editing {
        Some(seq) => DraftStart::Edit { seq },
        None => DraftStart::Dispatch,
    };
    let update = model.start_draft(start)?;
    let Some(dispatch) = &update.view.dispatch else {
        // The entry edited answered no dispatch.
        return Err(tally_core::Error::NoPrompt { question: tally_core::msg!("question-dispatch") }.into());
    };
    let drawer = dispatch.options.player.clone();
    let tiles = dispatch.options.tiles.clone();
    let players = Players::of(game);
    let words = &super::native::to_english(words, &players);
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
        if let Some(player) = &player
            && players.named(player) != Named::Player(players.resolve(&drawer, "dispatch")?)
        {
            let drawer = players.name_of(&drawer);
            return Err(Failure::bad(say!("cli-dispatch-whose", word = safe(word).into_owned(), player = drawer)));
        }
        if figure.replace(numbers::figure(&value, &format!("`{}`", safe(word)))?).is_some() {
            return Err(Failure::bad(say!("cli-dispatch-figure-twice", word = safe(word).into_owned())));
        }
    }
    let keys: Vec<&str> = tiles.iter().map(|tile| tile.key.as_str()).collect();
    let Some((tile_word, rest)) = rest.split_first() else {
        return Err(Failure::bad(say!("cli-dispatch-which-tile", tiles = keys.join(", "))));
    };
    let tile = tile_of(&tiles, tile_word)?;
    let mut draft = DispatchDraft {
        target: DraftTarget { model, update, index: 0 },
        name: tile.name.clone(),
        tile: tile.key.clone(),
    };
    let mut feature = None;
    let mut words = rest;
    if let TileForm::Meeple { features } = &tile.form {
        let Some((feature_word, after)) = rest.split_first() else {
            let keys: Vec<&str> = features.iter().map(|feature| feature.key.as_str()).collect();
            return Err(Failure::bad(say!("cli-dispatch-which-feature", tile = &tile.key, features = keys.join(", "))));
        };
        let lower = feature_word.to_lowercase();
        let found = features.iter().find(|feature| feature.key == lower).ok_or_else(|| {
            Failure::bad(say!("cli-dispatch-not-its-feature", tile = &tile.key, word = safe(feature_word).into_owned()))
        })?;
        feature = Some(found.key.clone());
        words = after;
    }
    apply(&mut draft.target, DraftAction::ChooseTile { tile: tile.key.clone(), feature })?;
    if let Some(figure) = figure {
        apply(&mut draft.target, DraftAction::ChooseFigure { player: drawer, figure, item: None })?;
    }
    match &tile.form {
        TileForm::Fixed { .. } => {
            if let Some(extra) = words.first() {
                return Err(Failure::bad(say!(
                    "cli-dispatch-nothing-more",
                    tile = &tile.key,
                    word = safe(extra).into_owned()
                )));
            }
        }
        TileForm::Count { field, .. } => match words {
            [] => {}
            [count] => {
                let value = count.strip_prefix(&format!("{}=", field.name)).unwrap_or(count);
                draft.give_count(numbers::whole(value, &field.label, Some(field.max))?)?;
            }
            _ => return Err(Failure::bad(say!("cli-dispatch-one-count", tile = &tile.key, label = &field.label))),
        },
        TileForm::Smallest { .. } => {
            item::read(&mut draft.target, words, &Context { players: &players, allow_players: false })?;
        }
        TileForm::Meeple { .. } => {
            item::read(&mut draft.target, words, &Context { players: &players, allow_players: true })?;
        }
    }
    Ok(draft)
}

fn apply(target: &mut DraftTarget<'_>, action: DraftAction) -> Outcome {
    let update: DraftUpdate = target.model.apply_draft(target.update.draft.clone(), action)?;
    target.update = update;
    Ok(())
}

/// The tile a word names: its key, or a prefix of only one key.
fn tile_of<'t>(tiles: &'t [TileOption], word: &str) -> Outcome<&'t TileOption> {
    let lower = word.to_lowercase();
    let matches: Vec<&TileOption> = tiles
        .iter()
        .filter(|tile| tile.key == lower)
        .chain(tiles.iter().filter(|tile| tile.key != lower && tile.key.starts_with(&lower)))
        .collect();
    match matches.as_slice() {
        [tile, ..] if tile.key == lower => Ok(*tile),
        [tile] => Ok(*tile),
        _ => {
            let keys: Vec<&str> = tiles.iter().map(|tile| tile.key.as_str()).collect();
            Err(Failure::bad(say!("cli-dispatch-not-a-tile", word = safe(word).into_owned(), tiles = keys.join(", "))))
        }
    }
}
