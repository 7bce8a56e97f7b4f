//! Help in the session: in general, on a command (clap's), on the dispatch tiles, on
//! an item's form.

use tally_core::rules::events::ItemKind;
use tally_core::session::Phase;
use tally_core::table;

use super::Session;
use crate::failure::Outcome;
use crate::line;
use crate::view::help;
use crate::words;

impl Session {
    pub(super) fn help(&self, topic: Option<&str>) -> Outcome<String> {
        let model = self.model();
        let scorable = model.scorable();
        let Some(topic) = topic else {
            let summary = model.summary();
            let view = (summary.phase == Phase::Playing).then(|| self.view_step(&summary));
            return Ok(help::general(&scorable, &model.catalogue(), view, &line::commands()));
        };
        if let Some(text) = line::command_help(topic) {
            let tiles = if line::is_dispatch(topic) {
                let tiles = match model.dispatch() {
                    Some(options) => options.tiles,
                    None => table::dispatch::tiles(&self.active.game.setup().ruleset),
                };
                help::dispatch_tiles(&tiles)
            } else {
                String::new()
            };
            return Ok(format!("{text}{tiles}"));
        }
        let topic = words::native::english_of(topic).unwrap_or(topic);
        let subject = words::resolve(topic, &scorable)?;
        let key = subject.key.as_str();
        match subject.kind {
            ItemKind::Feature => Ok(help::item(&model.feature_form(key, None)?, None)),
            ItemKind::Event => {
                let catalogue = model.catalogue();
                let steps = catalogue.events.iter().find(|event| event.key == key).map(|event| event.steps.clone());
                Ok(help::item(&model.event_form(key)?, steps.as_deref()))
            }
        }
    }
}
