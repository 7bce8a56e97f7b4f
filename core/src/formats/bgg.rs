//! BoardGameGeek play records: the `plays` XML of BoardGameGeek's XML API (a `play`
//! with its id, date, length, `incomplete`, the `item` played with its subtypes, and its
//! `players`, each with name, colour, score, win, start position and new), and, since
//! BoardGameGeek has no file import for plays, [`log_form`]: one game's fields in the
//! order BoardGameGeek's form for logging a play asks for them. Each expansion with a
//! known BoardGameGeek id gets a play of its own with the same date and players, as
//! BoardGameGeek logs expansions; expansions without one are named in the comments. An
//! unfinished game is a play marked `incomplete`, with no winner. A play Tally wrote is
//! not on BoardGameGeek: its `id` is 0.
//!
//! Text BoardGameGeek's XML cannot carry (control characters) is replaced by U+FFFD;
//! the rest is escaped by the writer.

use std::borrow::Cow;

use chrono::TimeZone;
use quick_xml::Writer;
use quick_xml::events::{BytesDecl, BytesText, Event};

use super::bgg_ids::{self, BggItem, CARCASSONNE};
use super::record::PlayRecord;
use crate::msg;

/// The play records of `records` as an XML document, dates in `zone`.
pub fn plays_xml<Tz: TimeZone>(records: &[PlayRecord], zone: &Tz) -> String {
    let mut writer = Writer::new_with_indent(Vec::new(), b' ', 2);
    // Writing to a Vec cannot fail.
    let _ = write_plays(&mut writer, records, zone);
    String::from_utf8(writer.into_inner()).unwrap_or_default()
}

fn write_plays<Tz: TimeZone>(writer: &mut Writer<Vec<u8>>, records: &[PlayRecord], zone: &Tz) -> std::io::Result<()> {
    writer.write_event(Event::Decl(BytesDecl::new("1.0", Some("utf-8"), None)))?;
    let plays: Vec<(&PlayRecord, BggItem, &'static [&'static str])> =
        records.iter().flat_map(|record| items(record).map(move |(item, subtypes)| (record, item, subtypes))).collect();
    writer.create_element("plays").with_attribute(("total", plays.len().to_string().as_str())).write_inner_content(
        |writer| {
            for (record, item, subtypes) in &plays {
                write_play(writer, record, *item, subtypes, zone)?;
            }
            Ok(())
        },
    )?;
    Ok(())
}

/// The subtypes real answers give a base game's play and an expansion's.
const BASE_GAME: &[&str] = &["boardgame"];
const EXPANSION: &[&str] = &["boardgame", "boardgameexpansion"];

/// The BoardGameGeek items a game is logged as: Carcassonne, then each expansion whose
/// id is known, with their subtypes.
fn items(record: &PlayRecord) -> impl Iterator<Item = (BggItem, &'static [&'static str])> + '_ {
    std::iter::once((CARCASSONNE, BASE_GAME)).chain(
        record.expansions.iter().filter_map(|expansion| bgg_ids::of_expansion(expansion).map(|item| (item, EXPANSION))),
    )
}

fn write_play<Tz: TimeZone>(
    writer: &mut Writer<Vec<u8>>,
    record: &PlayRecord,
    item: BggItem,
    subtypes: &[&str],
    zone: &Tz,
) -> std::io::Result<()> {
    let finished = record.finished_at.is_some();
    let date = record.started_at.with_timezone(zone).date_naive().format("%Y-%m-%d").to_string();
    let length = record.duration_minutes().unwrap_or(0).to_string();
    writer
        .create_element("play")
        .with_attributes([
            ("id", "0"),
            ("date", date.as_str()),
            ("quantity", "1"),
            ("length", length.as_str()),
            ("incomplete", if finished { "0" } else { "1" }),
            ("nowinstats", "0"),
            ("location", ""),
        ])
        .write_inner_content(|writer| {
            let id = item.id.to_string();
            writer
                .create_element("item")
                .with_attributes([("name", item.name), ("objecttype", "thing"), ("objectid", id.as_str())])
                .write_inner_content(|writer| {
                    writer.create_element("subtypes").write_inner_content(|writer| {
                        for subtype in subtypes {
                            writer.create_element("subtype").with_attribute(("value", *subtype)).write_empty()?;
                        }
                        Ok(())
                    })?;
                    Ok(())
                })?;
            let comment = super::comment(record);
            writer.create_element("comments").write_text_content(BytesText::new(&xml_safe(&comment)))?;
            writer.create_element("players").write_inner_content(|writer| {
                for (seat, player) in record.seats.iter().enumerate() {
                    let position = (seat + 1).to_string();
                    let score = player.score.to_string();
                    let name = xml_safe(&player.name);
                    let won = finished && player.rank == 1;
                    writer
                        .create_element("player")
                        .with_attributes([
                            ("username", ""),
                            ("userid", "0"),
                            ("name", name.as_ref()),
                            ("startposition", position.as_str()),
                            ("color", player.colour.key()),
                            ("score", score.as_str()),
                            ("new", if player.first_game { "1" } else { "0" }),
                            ("rating", "0"),
                            ("win", if won { "1" } else { "0" }),
                        ])
                        .write_empty()?;
                }
                Ok(())
            })?;
            Ok(())
        })?;
    Ok(())
}

/// `record`'s fields as BoardGameGeek's form for logging a play names them (`objecttype`,
/// `objectid`, `playdate`, `length`, `location`, `quantity`, `incomplete`,
/// `nowinstats`, `comments`, then per player `name`, `username`, `color`, `position`,
/// `score`, `rating`, `new`, `win`), one `field: value` a line under a heading in the language in
/// use, ready to copy; each expansion with a known id follows as a play of its own.
pub fn log_form<Tz: TimeZone>(record: &PlayRecord, zone: &Tz) -> String {
    let finished = record.finished_at.is_some();
    let date = record.started_at.with_timezone(zone).date_naive().format("%Y-%m-%d").to_string();
    let length = record.duration_minutes().unwrap_or(0).to_string();
    let comments = super::comment(record);
    let mut text = String::new();
    for (index, (item, _)) in items(record).enumerate() {
        let heading =
            if index == 0 { msg!("bgg-form-title") } else { msg!("bgg-form-expansion", name = item.name.to_owned()) };
        if index > 0 {
            text.push('\n');
        }
        text.push_str(&heading.text());
        text.push('\n');
        let mut line = |field: &str, value: &str| {
            text.push_str(field);
            text.push_str(": ");
            text.push_str(value);
            text.push('\n');
        };
        line("objecttype", "thing");
        line("objectid", &format!("{} ({})", item.id, item.name));
        line("playdate", &date);
        line("length", &length);
        line("location", "");
        line("quantity", "1");
        line("incomplete", if finished { "0" } else { "1" });
        line("nowinstats", "0");
        line("comments", &comments);
        for (seat, player) in record.seats.iter().enumerate() {
            let field = |name: &str| format!("players[{seat}][{name}]");
            let won = finished && player.rank == 1;
            line(&field("name"), &player.name);
            line(&field("username"), "");
            line(&field("color"), player.colour.key());
            line(&field("position"), &(seat + 1).to_string());
            line(&field("score"), &player.score.to_string());
            line(&field("rating"), "0");
            line(&field("new"), if player.first_game { "1" } else { "0" });
            line(&field("win"), if won { "1" } else { "0" });
        }
    }
    text.truncate(text.trim_end().len());
    text
}

/// `text` with the characters XML 1.0 cannot carry replaced by U+FFFD.
pub fn xml_safe(text: &str) -> Cow<'_, str> {
    let allowed =
        |c: char| matches!(c, '\t' | '\n' | '\r' | '\u{20}'..='\u{D7FF}' | '\u{E000}'..='\u{FFFD}' | '\u{10000}'..);
    if text.chars().all(allowed) {
        Cow::Borrowed(text)
    } else {
        Cow::Owned(text.chars().map(|c| if allowed(c) { c } else { '\u{FFFD}' }).collect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn xml_keeps_what_it_can_carry_and_replaces_the_rest() {
        assert_eq!(xml_safe("Zoë & <Ann> \"Ben\""), "Zoë & <Ann> \"Ben\"", "escaping is the writer's");
        assert_eq!(xml_safe("a\u{1}b\u{FFFF}c"), "a\u{FFFD}b\u{FFFD}c");
        assert_eq!(xml_safe("Ёжик 🦔"), "Ёжик 🦔");
    }
}
