//! BoardGameGeek as it really is (`tests/bgg/`, sources in its SOURCES.md):
//!
//! - Tally's XML reads under a strict reader written to the shape of real XML API 2
//!   `plays` answers and of the BoardGameGeek Android app's model of a play (every
//!   attribute a real play carries, of its type); the reader itself is first shown to
//!   take the real answers and to refuse a play without its `id`;
//! - a play Tally wrote is not on BoardGameGeek (`id` 0); a base game's item has the
//!   subtype `boardgame`, an expansion's `boardgame` and `boardgameexpansion`, as real
//!   answers give them;
//! - the block to paste into BoardGameGeek's form for logging a play holds every field of
//!   that form, in its order, with the game's values.
//!
//! The game is `support/played_game.rs`'s: Ann 21, Ben 3, Cléo 1, 2026-03-12 19:00 CET,
//! 48 minutes, with Inns & Cathedrals (BoardGameGeek 2993) and The Tower (no id known).

use quick_xml::events::{BytesStart, Event};
use tally_core::l10n::in_language;

#[path = "support/played_game.rs"]
mod played_game;
use played_game::*;

/// A play as the strict reader reads it.
#[derive(Debug)]
struct Play {
    id: u64,
    date: String,
    length: u32,
    incomplete: u8,
    object_id: u64,
    subtypes: Vec<String>,
    players: Vec<Player>,
}

#[derive(Debug)]
struct Player {
    name: String,
    start_position: String,
    color: String,
    score: String,
    new: u8,
    win: u8,
}

/// The value of attribute `key` of `element`, which must have it.
fn required(element: &BytesStart<'_>, key: &str) -> Result<String, String> {
    let name = String::from_utf8_lossy(element.name().as_ref()).into_owned();
    element
        .try_get_attribute(key)
        .map_err(|error| error.to_string())?
        .ok_or_else(|| format!("<{name}> without `{key}`"))?
        .normalized_value(quick_xml::XmlVersion::Explicit1_0)
        .map(|value| value.into_owned())
        .map_err(|error| error.to_string())
}

fn number<T: std::str::FromStr>(element: &BytesStart<'_>, key: &str) -> Result<T, String> {
    let text = required(element, key)?;
    text.parse().map_err(|_| format!("`{key}` is not a number: {text:?}"))
}

/// Reads `xml` as the BoardGameGeek Android app's model of a play requires it: a `play`
/// with `id date quantity length incomplete nowinstats location`, its `item` with `name
/// objectid objecttype` and at least one `subtype`, each `player` with `username userid
/// name startposition color score new rating win`; ids and flags numbers.
fn read_plays(xml: &str) -> Result<Vec<Play>, String> {
    let mut reader = quick_xml::Reader::from_str(xml);
    let mut plays: Vec<Play> = Vec::new();
    loop {
        match reader.read_event().map_err(|error| error.to_string())? {
            Event::Start(element) | Event::Empty(element) => match element.name().as_ref() {
                b"play" => {
                    let play = Play {
                        id: number(&element, "id")?,
                        date: required(&element, "date")?,
                        length: number(&element, "length")?,
                        incomplete: number(&element, "incomplete")?,
                        object_id: 0,
                        subtypes: Vec::new(),
                        players: Vec::new(),
                    };
                    number::<u32>(&element, "quantity")?;
                    number::<u8>(&element, "nowinstats")?;
                    required(&element, "location")?;
                    plays.push(play);
                }
                b"item" => {
                    let play = plays.last_mut().ok_or("an item outside a play")?;
                    required(&element, "name")?;
                    required(&element, "objecttype")?;
                    play.object_id = number(&element, "objectid")?;
                }
                b"subtype" => {
                    plays.last_mut().ok_or("a subtype outside a play")?.subtypes.push(required(&element, "value")?)
                }
                b"player" => {
                    required(&element, "username")?;
                    number::<u64>(&element, "userid")?;
                    number::<f64>(&element, "rating")?;
                    let player = Player {
                        name: required(&element, "name")?,
                        start_position: required(&element, "startposition")?,
                        color: required(&element, "color")?,
                        score: required(&element, "score")?,
                        new: number(&element, "new")?,
                        win: number(&element, "win")?,
                    };
                    plays.last_mut().ok_or("a player outside a play")?.players.push(player);
                }
                _ => {}
            },
            Event::Eof => break,
            _ => {}
        }
    }
    if let Some(play) = plays.iter().find(|play| play.subtypes.is_empty() || play.object_id == 0) {
        return Err(format!("play {} has no item or no subtype", play.id));
    }
    Ok(plays)
}

fn real(name: &str) -> String {
    std::fs::read_to_string(std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/bgg").join(name)).unwrap()
}

#[test]
fn the_reader_takes_real_answers_and_refuses_a_play_without_its_id() {
    let plays = read_plays(&real("plays-api2.xml")).unwrap();
    let read: Vec<(u64, u64, Vec<&str>)> = plays
        .iter()
        .map(|play| (play.id, play.object_id, play.subtypes.iter().map(String::as_str).collect()))
        .collect();
    assert_eq!(
        read,
        vec![
            (48077780, 276025, vec!["boardgame"]),
            (60658649, 147938, vec!["boardgame", "boardgameexpansion", "boardgameintegration"]),
        ]
    );
    assert_eq!(plays[1].players[2].name, "Ulises");
    assert_eq!((plays[1].players[2].score.as_str(), plays[1].players[2].win), ("250", 1));
    let without_id = real("plays-api2.xml").replacen(r#"<play id="48077780" "#, "<play ", 1);
    assert_eq!(read_plays(&without_id).unwrap_err(), "<play> without `id`");
}

#[test]
fn tallys_plays_read_as_real_answers_are_read() {
    let (store, _) = store_with_the_game();
    let plays = read_plays(&store.export_bgg(&[], &cet()).unwrap()).unwrap();
    let items: Vec<(u64, u64, Vec<&str>)> = plays
        .iter()
        .map(|play| (play.id, play.object_id, play.subtypes.iter().map(String::as_str).collect()))
        .collect();
    assert_eq!(
        items,
        vec![(0, 822, vec!["boardgame"]), (0, 2993, vec!["boardgame", "boardgameexpansion"])],
        "not on BoardGameGeek: id 0; Inns & Cathedrals an expansion play of its own"
    );
    for play in &plays {
        assert_eq!((play.date.as_str(), play.length, play.incomplete), ("2026-03-12", 48, 0));
        let players: Vec<(&str, &str, &str, &str, u8, u8)> = play
            .players
            .iter()
            .map(|p| (p.name.as_str(), p.start_position.as_str(), p.color.as_str(), p.score.as_str(), p.new, p.win))
            .collect();
        assert_eq!(
            players,
            vec![("Ann", "1", "red", "21", 1, 1), ("Ben", "2", "blue", "3", 1, 0), ("Cléo", "3", "green", "1", 1, 0)]
        );
    }
}

/// The fields of BoardGameGeek's form, in order (`tests/bgg/geekplay-form.txt`), for
/// `players` players.
fn form_fields(players: usize) -> Vec<String> {
    let listed: Vec<String> = real("geekplay-form.txt")
        .lines()
        .filter(|line| !line.starts_with('#') && !line.is_empty())
        .map(str::to_owned)
        .collect();
    // `dateinput` repeats `playdate` and `playerid` is the form's own numbering: nothing
    // a player types.
    let (play, player): (Vec<String>, Vec<String>) = listed
        .into_iter()
        .filter(|field| field != "dateinput" && field != "players[i][playerid]")
        .partition(|field| !field.starts_with("players[i]"));
    let mut fields = play;
    for seat in 0..players {
        fields.extend(player.iter().map(|field| field.replace("[i]", &format!("[{seat}]"))));
    }
    fields
}

#[test]
fn the_block_to_paste_holds_every_field_of_boardgamegeeks_form_in_its_order() {
    let (store, id) = store_with_the_game();
    let block = in_language("en", || store.bgg_log_form(id, &cet()).unwrap());
    let plays: Vec<&str> = block.split("\n\n").collect();
    assert_eq!(plays.len(), 2, "Carcassonne, then Inns & Cathedrals as a play of its own:\n{block}");
    for (play, object) in plays.iter().zip(["822 (Carcassonne)", "2993 (Carcassonne: Inns & Cathedrals)"]) {
        let mut lines = play.lines();
        let heading = lines.next().unwrap();
        assert!(heading.contains("BoardGameGeek"), "{heading}");
        let fields: Vec<(&str, &str)> =
            lines.map(|line| line.split_once(": ").or_else(|| line.split_once(':')).unwrap()).collect();
        let names: Vec<&str> = fields.iter().map(|(name, _)| *name).collect();
        assert_eq!(names, form_fields(3), "{play}");
        let value = |name: &str| fields.iter().find(|(field, _)| *field == name).unwrap().1;
        assert_eq!(value("objecttype"), "thing");
        assert_eq!(value("objectid"), object);
        assert_eq!(value("playdate"), "2026-03-12");
        assert_eq!(value("length"), "48");
        assert_eq!(value("incomplete"), "0");
        let seat = |seat: usize| {
            ["name", "color", "position", "score", "new", "win"].map(|key| value(&format!("players[{seat}][{key}]")))
        };
        assert_eq!(seat(0), ["Ann", "red", "1", "21", "1", "1"]);
        assert_eq!(seat(1), ["Ben", "blue", "2", "3", "1", "0"]);
        assert_eq!(seat(2), ["Cléo", "green", "3", "1", "1", "0"]);
    }
}
