//! The page other phones open: plain HTML, CSS and JavaScript with no framework, and
//! the Inter font Tally ships ([`tally_core::fonts`], OFL), all built into the binary,
//! so that the page works from the host alone with no other network. Its words come
//! with the first event, in the viewer's language ([`words`]).

use std::collections::BTreeMap;

use tally_core::l10n::{Arg, Message};

/// One file of the page.
#[derive(Clone, Copy, Debug)]
pub struct Asset {
    /// Its name in the link's folder (`/t/<token>/<name>`).
    pub name: &'static str,
    /// Its `Content-Type`.
    pub content_type: &'static str,
    /// Its bytes, zlib-compressed (packed by `build.rs`; the font is the core's one
    /// copy, read when served rather than copied into this table).
    pub zlib: fn() -> &'static [u8],
}

impl Asset {
    /// Its bytes, inflated.
    pub fn bytes(&self) -> Vec<u8> {
        tally_core::packed::inflate((self.zlib)())
    }
}

macro_rules! packed {
    ($file:literal) => {
        || include_bytes!(concat!(env!("OUT_DIR"), "/", $file, ".zlib"))
    };
}

/// Every file of the page; the first is the page itself.
pub static ASSETS: [Asset; 5] = [
    Asset { name: "", content_type: "text/html; charset=utf-8", zlib: packed!("index.html") },
    Asset { name: "live.css", content_type: "text/css; charset=utf-8", zlib: packed!("live.css") },
    Asset { name: "live.js", content_type: "text/javascript; charset=utf-8", zlib: packed!("live.js") },
    Asset { name: "Inter-Regular.ttf", content_type: "font/ttf", zlib: || tally_core::fonts::INTER_REGULAR_ZLIB },
    Asset { name: "Inter-Bold.ttf", content_type: "font/ttf", zlib: || tally_core::fonts::INTER_BOLD_ZLIB },
];

/// The file called `name`.
pub fn asset(name: &str) -> Option<&'static Asset> {
    ASSETS.iter().find(|asset| asset.name == name)
}

/// The page's words: `live-page-*` messages with their arguments left as `{name}`
/// for the page to fill in.
const WORDS: [(&str, Message); 39] = [
    ("title", Message::new("live-page-title")),
    ("turn", Message::new("live-page-turn")),
    ("turn_of", Message::new("live-page-turn-of")),
    ("step", Message::new("live-page-step")),
    ("end_game", Message::new("live-page-end-game")),
    ("finished", Message::new("live-page-finished")),
    ("scores", Message::new("live-page-scores")),
    ("track", Message::new("live-page-track")),
    ("entries", Message::new("live-page-entries")),
    ("no_entries", Message::new("live-page-no-entries")),
    ("space", Message::new("live-page-space")),
    ("figure", Message::new("live-page-figure")),
    ("robber", Message::new("live-page-robber")),
    ("dark_space", Message::new("live-page-dark-space")),
    ("tiles", Message::new("live-page-tiles")),
    ("live", Message::new("live-page-live")),
    ("reconnecting", Message::new("live-page-reconnecting")),
    ("by", Message::new("live-page-by")),
    ("score", Message::new("live-page-score")),
    ("record", Message::new("live-page-record")),
    ("cancel", Message::new("live-page-cancel")),
    ("recorded", Message::new("live-page-recorded")),
    ("already_recorded", Message::new("live-page-already-recorded")),
    ("end_turn", Message::new("live-page-end-turn")),
    ("dispatch", Message::new("live-page-dispatch")),
    ("waiting", Message::new("live-page-waiting")),
    ("stale_since", Message::new("live-page-stale-since")),
    ("link_closed", Message::new("live-page-link-closed")),
    ("figure_moves", Message::new("live-page-figure-moves")),
    ("figure_option", Message::new("live-page-figure-option")),
    ("dispatch_waiting", Message::new("live-page-dispatch-waiting")),
    ("answer_dispatch", Message::new("live-page-answer-dispatch")),
    ("dispatch_tile", Message::new("live-page-dispatch-tile")),
    ("meeple_feature", Message::new("live-page-meeple-feature")),
    ("robber_waiting", Message::new("live-page-robber-waiting")),
    ("rob", Message::new("live-page-rob")),
    ("place_robber", Message::new("live-page-place-robber")),
    ("robber_owner", Message::new("live-page-robber-owner")),
    ("undo_own", Message::new("live-page-undo-own")),
];

/// The arguments of the page's words, which the page fills in.
const PLACEHOLDERS: [&str; 9] = ["turn", "player", "step", "space", "figure", "label", "seq", "time", "lands"];

/// The page's words in `language`.
pub fn words(language: &str) -> BTreeMap<&'static str, String> {
    WORDS
        .iter()
        .map(|(key, message)| {
            let message = PLACEHOLDERS
                .iter()
                .fold(message.clone(), |message, name| message.with(name, Arg::from(format!("{{{name}}}"))));
            (*key, message.render(language))
        })
        .collect()
}

/// What an app's hosting screen shows, `live-app-*` messages (`{label}` left for
/// the screen to fill in).
const HOSTING_WORDS: [(&str, Message); 8] = [
    ("start", Message::new("live-app-start")),
    ("stop", Message::new("live-app-stop")),
    ("listening", Message::new("live-app-listening")),
    ("viewer_link", Message::new("live-app-viewer-link")),
    ("scorer_link", Message::new("live-app-scorer-link")),
    ("add_scorer", Message::new("live-app-add-scorer")),
    ("revoke", Message::new("live-app-revoke")),
    ("table", Message::new("live-app-table")),
];

/// The words of an app's hosting screen in `language`.
pub fn hosting_words(language: &str) -> BTreeMap<&'static str, String> {
    HOSTING_WORDS
        .iter()
        .map(|(key, message)| (*key, message.clone().with("label", Arg::from("{label}".to_owned())).render(language)))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_packed_file_inflates_to_its_file() {
        for (asset, file) in ASSETS.iter().zip([
            "page/index.html",
            "page/live.css",
            "page/live.js",
            "../../core/assets/fonts/Inter-Regular.ttf",
            "../../core/assets/fonts/Inter-Bold.ttf",
        ]) {
            assert_eq!(asset.bytes(), std::fs::read(file).unwrap(), "{file}");
        }
    }

    #[test]
    fn every_word_reads_in_every_language_with_its_placeholders() {
        for language in tally_core::l10n::LANGUAGES {
            let words = words(language);
            assert_eq!(words.len(), WORDS.len());
            for (key, text) in &words {
                assert!(!text.starts_with("live-page"), "{language}: {key} has no text");
            }
            assert!(words["turn"].contains("{turn}"), "{language}: {}", words["turn"]);
            assert!(words["recorded"].contains("{seq}"), "{language}: {}", words["recorded"]);
            assert!(words["stale_since"].contains("{time}"), "{language}: {}", words["stale_since"]);
            for placeholder in ["{figure}", "{space}", "{lands}"] {
                assert!(words["figure_option"].contains(placeholder), "{language}: {}", words["figure_option"]);
            }
        }
        assert_eq!(words("fr")["turn"], "Tour {turn}");
        for language in tally_core::l10n::LANGUAGES {
            let hosting = hosting_words(language);
            assert!(hosting.values().all(|text| !text.starts_with("live-app")), "{language}");
            assert!(hosting["scorer_link"].contains("{label}"), "{language}");
        }
    }
}
