//! [`GameSession`]: one game the app is showing. Every command is validated,
//! committed to the database, applied, and then announced to the listeners with
//! the new state. Previews score without recording anything.

use std::sync::{Arc, Mutex};

use tally_core::rules::{self as core_rules, When};
use tally_core::session::{Command, Phase};
use tally_core::store::{ActiveGame, Store};

use crate::error::guard;
use crate::game_types::{DispatchChoice, EventRecording, FeatureScoring, GameCommand, GameState};
use crate::rules_types::{EndGameItem, InputSpec, ItemInfo, RulesetInput, ScoreResult, Step};
use crate::{TallyError, lock};

/// What an app implements to hear about every change of a game.
#[uniffi::export(with_foreign)]
pub trait GameListener: Send + Sync {
    /// Called after each accepted command, with the new state.
    fn on_state_changed(&self, state: GameState);
}

/// A game open in the app.
#[derive(uniffi::Object)]
pub struct GameSession {
    store: Arc<Mutex<Store>>,
    active: Mutex<ActiveGame>,
    listeners: Mutex<Vec<Arc<dyn GameListener>>>,
}

impl std::fmt::Debug for GameSession {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("GameSession").field("game", &lock(&self.active).id).finish_non_exhaustive()
    }
}

impl GameSession {
    pub(crate) fn new(store: Arc<Mutex<Store>>, active: ActiveGame) -> Arc<GameSession> {
        Arc::new(GameSession { store, active: Mutex::new(active), listeners: Mutex::new(Vec::new()) })
    }

    fn run(&self, command: Command) -> Result<GameState, TallyError> {
        let state = guard(|| {
            let mut active = lock(&self.active);
            lock(&self.store).execute(&mut active, command)?;
            Ok(GameState::new(active.id, &active.game))
        })?;
        let listeners: Vec<Arc<dyn GameListener>> = lock(&self.listeners).clone();
        for listener in listeners {
            listener.on_state_changed(state.clone());
        }
        Ok(state)
    }

    fn read<T>(&self, body: impl FnOnce(&ActiveGame) -> Result<T, TallyError>) -> Result<T, TallyError> {
        guard(|| body(&lock(&self.active)))
    }

    fn when(active: &ActiveGame) -> When {
        if active.game.table().phase == Phase::Playing { When::Completed } else { When::EndOfGame }
    }
}

#[uniffi::export]
impl GameSession {
    /// The game's store id.
    pub fn game_id(&self) -> i64 {
        lock(&self.active).id
    }

    /// The whole state.
    pub fn state(&self) -> GameState {
        let active = lock(&self.active);
        GameState::new(active.id, &active.game)
    }

    /// What is played.
    pub fn ruleset(&self) -> RulesetInput {
        RulesetInput::from(&lock(&self.active).game.setup().ruleset)
    }

    /// The features that can be scored now (completed during the game, or
    /// incomplete once the end-game scoring has begun).
    pub fn features(&self) -> Vec<ItemInfo> {
        let active = lock(&self.active);
        let ruleset = &active.game.setup().ruleset;
        let when = Self::when(&active);
        core_rules::features().iter().filter(|def| def.is_available(ruleset, when)).map(ItemInfo::from).collect()
    }

    /// The events that can happen at `step` (`EndOfGame`: the B.2 and B.3 items).
    pub fn events_at(&self, step: Step) -> Vec<ItemInfo> {
        let active = lock(&self.active);
        core_rules::events::events_at(step.into(), &active.game.setup().ruleset)
            .into_iter()
            .filter(|def| def.key != "after_game.robber_remaining")
            .map(ItemInfo::from)
            .collect()
    }

    /// The end-game walkthrough for this game's ruleset.
    pub fn end_game_items(&self) -> Vec<EndGameItem> {
        let active = lock(&self.active);
        core_rules::events::end_game_items(&active.game.setup().ruleset)
            .iter()
            .filter(|item| item.key != "after_game.robber_remaining")
            .map(EndGameItem::from)
            .collect()
    }

    /// A feature's form now.
    ///
    /// # Errors
    /// Unknown feature, or not scorable now.
    pub fn feature_schema(&self, feature: String) -> Result<Vec<InputSpec>, TallyError> {
        self.read(|active| {
            let schema =
                core_rules::find_feature(&feature)?.schema(&active.game.setup().ruleset, Self::when(active))?;
            Ok(schema.inputs().iter().map(InputSpec::from).collect())
        })
    }

    /// An event's form.
    ///
    /// # Errors
    /// Unknown or unavailable event.
    pub fn event_schema(&self, event: String) -> Result<Vec<InputSpec>, TallyError> {
        self.read(|active| {
            let schema = core_rules::events::find_event(&event)?.schema(&active.game.setup().ruleset)?;
            Ok(schema.inputs().iter().map(InputSpec::from).collect())
        })
    }

    /// The breakdown a feature would give, without recording it.
    ///
    /// # Errors
    /// As scoring it.
    pub fn preview_feature(&self, scoring: FeatureScoring) -> Result<ScoreResult, TallyError> {
        self.read(|active| Ok(ScoreResult::from(&active.game.preview_feature(&scoring.to_core())?)))
    }

    /// The breakdown resolving the pending dispatch with `choice` would give.
    ///
    /// # Errors
    /// No dispatch pending, or bad inputs.
    pub fn preview_dispatch(&self, choice: DispatchChoice) -> Result<ScoreResult, TallyError> {
        self.read(|active| Ok(ScoreResult::from(&active.game.preview_dispatch(&choice.to_core())?)))
    }

    /// The breakdown an event would give, without recording it.
    ///
    /// # Errors
    /// As recording it.
    pub fn preview_event(&self, recording: EventRecording) -> Result<ScoreResult, TallyError> {
        self.read(|active| Ok(ScoreResult::from(&active.game.preview_event(&recording.to_core())?)))
    }

    /// Scores a feature.
    ///
    /// # Errors
    /// Why it is refused; nothing changes.
    pub fn score_feature(&self, scoring: FeatureScoring) -> Result<GameState, TallyError> {
        self.run(Command::ScoreFeature(scoring.to_core()))
    }

    /// Records an event or end-game item.
    ///
    /// # Errors
    /// Why it is refused; nothing changes.
    pub fn record_event(&self, recording: EventRecording) -> Result<GameState, TallyError> {
        self.run(Command::RecordEvent(recording.to_core()))
    }

    /// Puts `owner`'s robber on `space`.
    ///
    /// # Errors
    /// No other player's figure there, robbers not in play...
    pub fn place_robber(&self, owner: String, space: u8) -> Result<GameState, TallyError> {
        self.run(Command::PlaceRobber { owner, space })
    }

    /// Answers the robber's choice.
    ///
    /// # Errors
    /// No choice pending, or not a candidate.
    pub fn choose_robber_victim(&self, victim: String) -> Result<GameState, TallyError> {
        self.run(Command::ChooseRobberVictim { victim })
    }

    /// Resolves the pending dispatch.
    ///
    /// # Errors
    /// No dispatch pending, bad inputs.
    pub fn resolve_dispatch(&self, choice: DispatchChoice, figure: Option<u32>) -> Result<GameState, TallyError> {
        self.run(Command::ResolveDispatch { choice: choice.to_core(), figure: figure.map(|figure| figure as usize) })
    }

    /// Adds or takes points by hand.
    ///
    /// # Errors
    /// Unknown player, no reason, zero points.
    pub fn correct(
        &self,
        player: String,
        points: i64,
        reason: String,
        figure: Option<u32>,
    ) -> Result<GameState, TallyError> {
        self.run(Command::Correct { player, points, reason, figure: figure.map(|figure| figure as usize) })
    }

    /// Ends the active player's turn.
    ///
    /// # Errors
    /// A pending prompt, or the end-game scoring has begun.
    pub fn end_turn(&self) -> Result<GameState, TallyError> {
        self.run(Command::EndTurn)
    }

    /// The builder's second part of the turn.
    ///
    /// # Errors
    /// No builder, or already in the second part.
    pub fn second_part(&self) -> Result<GameState, TallyError> {
        self.run(Command::SecondPart)
    }

    /// Begins the end-game scoring.
    ///
    /// # Errors
    /// Already begun, or a prompt is pending.
    pub fn start_end_game(&self) -> Result<GameState, TallyError> {
        self.run(Command::StartEndGame)
    }

    /// Final standings; robbers still on the track score.
    ///
    /// # Errors
    /// Already finished, or a prompt is pending.
    pub fn finish(&self) -> Result<GameState, TallyError> {
        self.run(Command::Finish)
    }

    /// Reopens a finished game.
    ///
    /// # Errors
    /// Not finished.
    pub fn reopen(&self) -> Result<GameState, TallyError> {
        self.run(Command::Reopen)
    }

    /// Takes back the last command.
    ///
    /// # Errors
    /// Nothing to undo.
    pub fn undo(&self) -> Result<GameState, TallyError> {
        self.run(Command::Undo)
    }

    /// Does again what was taken back.
    ///
    /// # Errors
    /// Nothing to redo.
    pub fn redo(&self) -> Result<GameState, TallyError> {
        self.run(Command::Redo)
    }

    /// Runs any command.
    ///
    /// # Errors
    /// Why it is refused.
    pub fn execute(&self, command: GameCommand) -> Result<GameState, TallyError> {
        self.run(command.to_core())
    }

    /// The command of a past entry, to fill an edit form.
    pub fn command_of(&self, seq: u64) -> Option<GameCommand> {
        let active = lock(&self.active);
        let entry = active.game.entries().iter().rev().find_map(|entry| match &entry.command {
            Command::Edit { seq: edited, command } if *edited == seq => Some((**command).clone()),
            _ => None,
        });
        let original = active.game.entries().iter().find(|entry| entry.seq == seq).map(|entry| entry.command.clone());
        entry.or(original).as_ref().and_then(GameCommand::from_core)
    }

    /// Replaces a past entry; everything after it is replayed.
    ///
    /// # Errors
    /// An unknown entry, or one whose change would make a later entry invalid.
    pub fn edit_event(&self, seq: u64, command: GameCommand) -> Result<GameState, TallyError> {
        self.run(Command::Edit { seq, command: Box::new(command.to_core()) })
    }

    /// Removes a past entry; everything after it is replayed.
    ///
    /// # Errors
    /// As [`GameSession::edit_event`].
    pub fn delete_event(&self, seq: u64) -> Result<GameState, TallyError> {
        self.run(Command::Delete { seq })
    }

    /// Hears every change from now on.
    pub fn add_listener(&self, listener: Arc<dyn GameListener>) {
        lock(&self.listeners).push(listener);
    }

    /// Stops telling anyone.
    pub fn remove_listeners(&self) {
        lock(&self.listeners).clear();
    }
}
