//! A game's result as a picture to share: the day and edition, the standings (rank,
//! colour, name, score; the winners on a highlighted band) and the score chart, with
//! its title and labels in the language in use, light or dark, as a PNG.
//!
//! Drawn on a [`Canvas`] ([`path`]s filled by `ab_glyph_rasterizer`, no SIMD, so that
//! every machine draws the same pixels) with text shaped and laid out by rustybuzz and
//! unicode-bidi in the bundled fonts ([`text`]): a name in Hebrew or Arabic reads right to
//! left, a combining mark sits on its letter, and a name no bundled font can draw is
//! named by its seat. `tests/pictures/` holds the references the tests compare it with.

pub mod canvas;
pub mod chart;
pub mod path;
pub mod png;
pub mod text;

use chrono::TimeZone;

use super::record::{PlayRecord, SeatRecord};
use super::summary;
use crate::l10n::Message;
use crate::store::PlayerSeries;
use crate::{Error, Result, msg};
use canvas::Canvas;
use chart::Plot;
use path::{Path, point};
use text::{Font, Weight};

/// Light or dark.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum Theme {
    /// Dark text on a light background.
    Light,
    /// Light text on a dark background.
    Dark,
}

/// The colours of a theme (the apps' own: `designsystem/Theme.kt`).
#[derive(Clone, Copy, Debug)]
pub struct Palette {
    /// The background.
    pub background: u32,
    /// Text.
    pub text: u32,
    /// Secondary text, axis labels.
    pub muted: u32,
    /// The winners' band.
    pub band: u32,
    /// A game in progress, the winners' rank.
    pub accent: u32,
    /// Grid lines.
    pub grid: u32,
    /// Around a chart line and a colour disc, so that black, white and yellow show.
    pub halo: u32,
}

impl Theme {
    /// The theme's colours.
    pub fn palette(self) -> Palette {
        match self {
            Theme::Light => Palette {
                background: 0xFB_F8_F1,
                text: 0x1E_21_28,
                muted: 0x50_56_62,
                band: 0xED_E6_D6,
                accent: 0x7A_4F_00,
                grid: 0xE2_DA_C8,
                halo: 0xFB_F8_F1,
            },
            Theme::Dark => Palette {
                background: 0x15_17_1C,
                text: 0xE6_E6_E6,
                muted: 0xB0_B6_C2,
                band: 0x2A_2E_37,
                accent: 0xE8_C1_70,
                grid: 0x30_34_3E,
                halo: 0x15_17_1C,
            },
        }
    }
}

/// The picture's width in pixels.
pub const WIDTH: u32 = 1080;
const MARGIN: f32 = 56.0;
const ROW: f32 = 76.0;
const CHART_HEIGHT: f32 = 440.0;

fn rounded(rect: Plot, radius: f32) -> Path {
    Path::rounded_rect(rect.left, rect.top, rect.right, rect.bottom, radius)
}

/// The seat of `seat` in `record`, from 1.
fn seat_number(record: &PlayRecord, seat: &SeatRecord) -> i64 {
    record.seats.iter().position(|other| std::ptr::eq(other, seat)).map_or(0, |index| index as i64 + 1)
}

fn failed(record: &PlayRecord, error: impl std::fmt::Display) -> Error {
    Error::NotExportable {
        game: record.id,
        format: msg!("format-picture"),
        reason: msg!("picture-failed", error = error.to_string()),
    }
}

/// The picture of `record` with the score chart of `series`, as PNG bytes.
///
/// # Errors
/// [`Error::NotExportable`] should the picture not be drawn (a damaged bundled font).
pub fn png<Tz: TimeZone>(record: &PlayRecord, series: &[PlayerSeries], theme: Theme, zone: &Tz) -> Result<Vec<u8>> {
    Ok(draw(record, series, theme, zone)?.png())
}

/// The picture of `record` as pixels.
///
/// # Errors
/// As [`png`].
pub fn draw<Tz: TimeZone>(record: &PlayRecord, series: &[PlayerSeries], theme: Theme, zone: &Tz) -> Result<Canvas> {
    let regular = Font::bundled(Weight::Regular).map_err(|error| failed(record, error))?;
    let bold = Font::bundled(Weight::Bold).map_err(|error| failed(record, error))?;
    let palette = theme.palette();
    let finished = record.finished_at.is_some();
    let seats = record.ranked();
    let width = WIDTH as f32;
    let right = width - MARGIN;
    let standings_top = MARGIN + if finished { 150.0 } else { 196.0 };
    let chart_top = standings_top + 56.0 + ROW * seats.len() as f32 + 40.0;
    let height = chart_top + 60.0 + CHART_HEIGHT + 48.0 + 52.0 + MARGIN;
    let mut canvas = Canvas::new(WIDTH, height.ceil() as u32, palette.background)
        .ok_or_else(|| failed(record, format!("{WIDTH} x {height}")))?;

    // The heading: the day and the edition, the expansions, and a game still played.
    bold.draw(&mut canvas, "Carcassonne", MARGIN, MARGIN + 48.0, 56.0, palette.text);
    let date = record.started_at.with_timezone(zone).date_naive().format("%Y-%m-%d").to_string();
    let edition = Message::keyed("edition", record.edition.key()).text();
    let subtitle = regular.fit(&format!("{date} · {edition}"), 28.0, right - MARGIN);
    regular.draw(&mut canvas, &subtitle, MARGIN, MARGIN + 94.0, 28.0, palette.muted);
    let expansions = regular.fit(&summary::expansions(record).text(), 24.0, right - MARGIN);
    regular.draw(&mut canvas, &expansions, MARGIN, MARGIN + 132.0, 24.0, palette.muted);
    if !finished {
        bold.draw(&mut canvas, &msg!("share-in-progress").text(), MARGIN, MARGIN + 178.0, 28.0, palette.accent);
    }

    // The standings.
    let heading = if finished { msg!("share-standings-final") } else { msg!("share-standings-current") };
    bold.draw(&mut canvas, &heading.text(), MARGIN, standings_top + 36.0, 30.0, palette.text);
    for (index, seat) in seats.iter().enumerate() {
        let top = standings_top + 56.0 + ROW * index as f32;
        let baseline = top + ROW / 2.0 + 12.0;
        if finished && seat.rank == 1 {
            let band = Plot { left: MARGIN - 16.0, top: top + 4.0, right: right + 16.0, bottom: top + ROW - 4.0 };
            canvas.fill(&rounded(band, 16.0), palette.band);
        }
        let rank_colour = if finished && seat.rank == 1 { palette.accent } else { palette.muted };
        bold.draw(&mut canvas, &format!("{}.", seat.rank), MARGIN, baseline, 34.0, rank_colour);
        let centre = point(MARGIN + 86.0, top + ROW / 2.0);
        canvas.fill(&Path::circle(centre, 17.0), seat.colour.rgb());
        canvas.fill(&Path::ring(centre, 17.0, 3.0), palette.muted);
        let score = seat.score.to_string();
        let score_width = bold.width(&score, 38.0);
        let name_left = MARGIN + 124.0;
        let name = match bold.drawable(&seat.name) {
            drawable if drawable.is_empty() => msg!("share-seat-name", seat = seat_number(record, seat)).text(),
            drawable => drawable,
        };
        let name = bold.fit(&name, 34.0, right - score_width - 32.0 - name_left);
        bold.draw(&mut canvas, &name, name_left, baseline, 34.0, palette.text);
        bold.draw_right(&mut canvas, &score, right, baseline + 1.0, 38.0, palette.text);
    }

    // The chart.
    bold.draw(&mut canvas, &msg!("share-chart-title").text(), MARGIN, chart_top + 36.0, 30.0, palette.text);
    let plot = Plot {
        left: MARGIN + 64.0,
        top: chart_top + 72.0,
        right: right - 24.0,
        bottom: chart_top + 72.0 + CHART_HEIGHT,
    };
    let frame = chart::Frame { plot, font: &regular, end_label: msg!("share-chart-end").text() };
    chart::draw(&mut canvas, series, &frame, &palette);

    regular.draw(&mut canvas, &msg!("share-recorded").text(), MARGIN, height - MARGIN, 22.0, palette.muted);
    Ok(canvas)
}
