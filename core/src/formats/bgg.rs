//! BoardGameGeek play records: the `plays` XML of BoardGameGeek's XML API (a `play`
//! with its date, length, `incomplete`, the `item` played and its `players`, each with
//! name, colour, score, win, start position and new). Each expansion with a known
//! BoardGameGeek id gets a play of its own with the same date and players, as
//! BoardGameGeek logs expansions; expansions without one are named in the comments.
//! An unfinished game is a play marked `incomplete`, with no winner.
//!
//! Text BoardGameGeek's XML cannot carry (control characters) is replaced by U+FFFD;
//! the rest is escaped by the writer.

use std::borrow::Cow;

use chrono::TimeZone;
use quick_xml::Writer;
use quick_xml::events::{BytesDecl, BytesText, Event};

use super::bgg_ids::{self, BggItem, CARCASSONNE};
use super::record::PlayRecord;

/// The play records of `records` as an XML document, dates in `zone`.
pub fn plays_xml<Tz: TimeZone>(records: &[PlayRecord], zone: &Tz) -> String {
    let mut writer = Writer::new_with_indent(Vec::new(), b' ', 2);
    // Writing to a Vec cannot fail.
    let _ = write_plays(&mut writer, records, zone);
    String::from_utf8(writer.into_inner()).unwrap_or_default()
}

fn write_plays<Tz: TimeZone>(writer: &mut Writer<Vec<u8>>, records: &[PlayRecord], zone: &Tz) -> std::io::Result<()> {
    writer.write_event(Event::Decl(BytesDecl::new("1.0", Some("utf-8"), None)))?;
    let plays: Vec<(&PlayRecord, BggItem, &'static str)> = records
        .iter()
        .flat_map(|record| {
            std::iter::once((record, CARCASSONNE, "boardgame")).chain(record.expansions.iter().filter_map(
                move |expansion| bgg_ids::of_expansion(expansion).map(|item| (record, item, "boardgameexpansion")),
            ))
        })
        .collect();
    writer.create_element("plays").with_attribute(("total", plays.len().to_string().as_str())).write_inner_content(
        |writer| {
            for (record, item, subtype) in &plays {
                write_play(writer, record, *item, subtype, zone)?;
            }
            Ok(())
        },
    )?;
    Ok(())
}

fn write_play<Tz: TimeZone>(
    writer: &mut Writer<Vec<u8>>,
    record: &PlayRecord,
    item: BggItem,
    subtype: &str,
    zone: &Tz,
) -> std::io::Result<()> {
    let finished = record.finished_at.is_some();
    let date = record.started_at.with_timezone(zone).date_naive().format("%Y-%m-%d").to_string();
    let length = record.duration_minutes().unwrap_or(0).to_string();
    writer
        .create_element("play")
        .with_attributes([
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
                        writer.create_element("subtype").with_attribute(("value", subtype)).write_empty()?;
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
