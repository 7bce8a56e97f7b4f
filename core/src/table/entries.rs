//! Answers about a past entry that an edit needs: the moment it was scored at (a
//! feature of the turns stays a completed feature when it is corrected during the
//! end-game scoring) and what may replace it, so that an edit form shows the entry's
//! own fields.

use crate::rules::{When, features};
use crate::session::{Command, moment_of};
use crate::{Error, Result};

use super::TableModel;
use super::items::{Scorable, ScorableEvent};

impl TableModel<'_> {
    /// The moment the effective entry `seq` counts at, which an edit of it keeps:
    /// completed during the turns, incomplete once the end-game scoring (or the
    /// finish) came before it.
    ///
    /// # Errors
    /// [`Error::UnknownEntry`] for an entry that is not in the effective log.
    pub fn entry_moment(&self, seq: u64) -> Result<When> {
        let log = self.game.log();
        let position = log.iter().position(|item| item.seq == seq).ok_or(Error::UnknownEntry { seq })?;
        let ends = [Command::StartEndGame.kind(), Command::FINISH.kind()];
        let after_the_turns = log[..position].iter().any(|item| ends.contains(&item.kind.as_str()));
        Ok(if after_the_turns {
            moment_of(crate::session::Phase::EndGame)
        } else {
            moment_of(crate::session::Phase::Playing)
        })
    }

    /// The features and events that may replace the effective entry `seq` in an
    /// edit: those of the entry's moment ([`Self::entry_moment`]).
    ///
    /// # Errors
    /// [`Error::UnknownEntry`].
    pub fn replaceable(&self, seq: u64) -> Result<Scorable> {
        let moment = self.entry_moment(seq)?;
        let table = self.game.table();
        let ruleset = &self.game.setup().ruleset;
        let at_end = moment == When::EndOfGame;
        let features = features().iter().filter(|def| def.is_available(ruleset, moment)).map(|def| def.key.to_owned());
        let events = crate::rules::events::events()
            .iter()
            .filter(|def| def.is_recordable() && def.is_available(ruleset) && def.is_end_of_game() == at_end)
            // Whether the replacement fits the limits is the edit's own check.
            .map(|def| ScorableEvent {
                key: def.key.to_owned(),
                recorded: table.times_recorded(def.key),
                refused: None,
            });
        Ok(Scorable { moment, refused: None, features: features.collect(), events: events.collect() })
    }
}

#[cfg(test)]
mod tests {
    use crate::rules::When;
    use crate::session::{Command, FeatureScoring, Game, GameSetup, PlayerSetup};
    use crate::{Edition, Error, Ruleset};

    use super::super::TableModel;

    fn road(tiles: i64) -> Command {
        let mut scoring = FeatureScoring { feature: "road".to_owned(), ..FeatureScoring::default() };
        scoring.inputs.insert("tiles".to_owned(), tiles.into());
        scoring.players.push(crate::rules::PlayerInputs::new("red"));
        scoring.players[0].inputs.insert("followers".to_owned(), 1.into());
        Command::ScoreFeature(scoring)
    }

    fn game() -> Game {
        let players = vec![
            PlayerSetup::new("Ann", crate::session::Colour::Red),
            PlayerSetup::new("Ben", crate::session::Colour::Blue),
        ];
        Game::new(GameSetup { players, ruleset: Ruleset::base(Edition::C3) }).unwrap()
    }

    #[test]
    fn an_entry_of_the_turns_keeps_its_moment_during_the_end_game_scoring() {
        let mut game = game();
        let now = chrono::Utc::now();
        game.execute(road(3), now).unwrap();
        game.execute(Command::StartEndGame, now).unwrap();
        game.execute(road(2), now).unwrap();
        let model = TableModel::new(&game);
        assert_eq!(model.entry_moment(1), Ok(When::Completed));
        assert_eq!(model.entry_moment(2), Ok(When::Completed), "the turns were still played before the end began");
        assert_eq!(model.entry_moment(3), Ok(When::EndOfGame));
        assert_eq!(model.entry_moment(9), Err(Error::UnknownEntry { seq: 9 }));
        let turn_entry = model.replaceable(1).unwrap();
        assert_eq!(turn_entry.moment, When::Completed);
        assert!(turn_entry.events.iter().all(|event| {
            let def = crate::rules::events::find_event(&event.key).unwrap();
            !def.steps.contains(&crate::rules::Step::EndOfGame)
        }));
        let end_entry = model.replaceable(3).unwrap();
        assert_eq!(end_entry.moment, When::EndOfGame);
        assert!(end_entry.features.iter().any(|feature| feature == "road"));
    }

    #[test]
    fn an_undone_end_of_the_turns_no_longer_counts() {
        let mut game = game();
        let now = chrono::Utc::now();
        game.execute(Command::StartEndGame, now).unwrap();
        game.execute(Command::Undo, now).unwrap();
        game.execute(road(3), now).unwrap();
        assert_eq!(TableModel::new(&game).entry_moment(3), Ok(When::Completed));
    }

    #[test]
    fn the_dispatch_tiles_are_listed_before_a_dispatch_is_drawn() {
        let ruleset = Ruleset::base(Edition::C3).with(crate::ruleset::Element::Messages);
        let tiles = super::super::dispatch::tiles(&ruleset);
        // Reference 0.3.1: 2 points or one of the eight tiles.
        assert_eq!(tiles.len(), 9);
        assert_eq!(tiles[0].form, super::super::TileForm::Fixed { points: 2 });
    }
}
