//! A new game's seats and ruleset, read the same way by `tally new` and by the
//! interactive setup: a seat is `NAME:COLOUR` or `NAME COLOUR` (the colour is never
//! guessed from a name), two seats cannot share a name or a colour, a name is one
//! the core accepts; expansions are expansion, component or preset keys separated
//! by commas or spaces.

use tally_core::ruleset::presets;
use tally_core::session::Colour;
use tally_core::session::setup::check_player_name;
use tally_core::store::GameSeat;
use tally_core::typed_text::same_name;
use tally_core::{Edition, Ruleset, RulesetSpec, Variants};

use crate::failure::{Failure, Outcome};
use crate::view::safe::safe;

/// The colours, listed for players in their language.
pub fn colour_list() -> String {
    Colour::ALL.iter().map(|colour| colour.title().text()).collect::<Vec<_>>().join(", ")
}

/// Reads one seat, `NAME:COLOUR` or `NAME COLOUR`, and checks it against the seats
/// taken already.
///
/// # Errors
/// No colour, an unknown colour, an empty or unsafe name, a name or colour taken.
pub fn seat(text: &str, taken: &[GameSeat]) -> Outcome<GameSeat> {
    let text = text.trim();
    let shown = safe(text);
    let split = text.rsplit_once(':').or_else(|| text.rsplit_once(char::is_whitespace));
    let Some((name, colour)) = split else {
        return Err(Failure::bad(say!("cli-seat-how", seat = shown.into_owned(), colours = colour_list())));
    };
    let (name, colour_word) = (name.trim(), colour.trim());
    let seat = shown.into_owned();
    let colour = Colour::parse_in(tally_core::l10n::language(), colour_word).map_err(|_| {
        Failure::bad(say!(
            "cli-seat-not-a-colour",
            seat = seat.clone(),
            word = safe(colour_word).into_owned(),
            colours = colour_list()
        ))
    })?;
    if name.is_empty() {
        return Err(Failure::bad(say!("cli-seat-no-name", seat = seat)));
    }
    if let Err(reason) = check_player_name(name) {
        return Err(Failure::bad(say!("cli-seat-name-refused", seat = seat, reason = reason)));
    }
    if let Some(other) = taken.iter().find(|seat| same_name(&seat.name, name)) {
        return Err(Failure::bad(say!("cli-seat-name-taken", seat = seat, name = safe(&other.name).into_owned())));
    }
    if taken.iter().any(|seat| seat.colour == colour) {
        return Err(Failure::bad(say!("cli-seat-colour-taken", seat = seat, colour = colour.title())));
    }
    Ok(GameSeat { roster_id: None, name: name.to_owned(), colour })
}

/// The ruleset of `edition` (or, when not given, that of the preset among `keys`,
/// else the default) with the expansions, components and presets `keys` name.
///
/// # Errors
/// Unknown keys, presets of two editions, what the core refuses.
pub fn ruleset(edition: Option<Edition>, keys: &[String], variants: Variants) -> Outcome<Ruleset> {
    let mut expansions = Vec::new();
    let mut preset_edition = None;
    for key in keys.iter().flat_map(|key| key.split([',', ' ', '\t'])).filter(|key| !key.is_empty()) {
        match presets::find(key) {
            Ok(preset) => {
                if preset_edition.is_some_and(|other| other != preset.edition) && edition.is_none() {
                    return Err(Failure::bad(say!("cli-presets-of-two-editions")));
                }
                preset_edition = Some(preset.edition);
                expansions.extend(preset.expansions.iter().map(|key| (*key).to_owned()));
            }
            Err(_) => expansions.push(key.to_owned()),
        }
    }
    let edition = edition.or(preset_edition).unwrap_or_default();
    Ok(Ruleset::from_spec(&RulesetSpec { edition, expansions, variants })?)
}

/// The ruleset `--edition`, `--preset`, `--expansions` and `--variants` give.
///
/// # Errors
/// As [`ruleset`]; variants that are not valid JSON.
pub fn ruleset_of(args: &crate::cli::RulesetArgs) -> Outcome<Ruleset> {
    let edition = args.edition.as_deref().map(Edition::parse).transpose()?;
    let variants = match &args.variants {
        Some(json) => serde_json::from_str(json).map_err(|error| Failure::bad(format!("--variants: {error}")))?,
        None => Variants::default(),
    };
    let keys: Vec<String> = args.preset.iter().chain(&args.expansions).cloned().collect();
    ruleset(edition, &keys, variants)
}
