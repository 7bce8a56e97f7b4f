//! A game's result as a picture to share: the day and edition, the standings (rank,
//! colour, name, score; the winners on a highlighted band) and the score chart, with
//! its title and labels in the language in use, light or dark, as a PNG.
//!
//! Drawn by `tiny-skia` (without its SIMD code, so that every machine draws the same
//! pixels) with the bundled Inter font ([`text`]); `tests/pictures/` holds the
//! references the tests compare it with.

pub mod chart;
pub mod text;

use chrono::TimeZone;
use tiny_skia::{FillRule, Paint, PathBuilder, Pixmap, Rect, Stroke, Transform};

use super::record::PlayRecord;
use super::summary;
use crate::l10n::Message;
use crate::store::PlayerSeries;
use crate::{Error, Result, msg};
use text::{Font, Weight, blue, green, red};

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

fn fill(colour: u32) -> Paint<'static> {
    let mut paint = Paint::default();
    paint.set_color_rgba8(red(colour), green(colour), blue(colour), 255);
    paint.anti_alias = true;
    paint
}

fn rounded(rect: Rect, radius: f32) -> Option<tiny_skia::Path> {
    let (l, t, r, b) = (rect.left(), rect.top(), rect.right(), rect.bottom());
    let mut path = PathBuilder::new();
    path.move_to(l + radius, t);
    path.line_to(r - radius, t);
    path.quad_to(r, t, r, t + radius);
    path.line_to(r, b - radius);
    path.quad_to(r, b, r - radius, b);
    path.line_to(l + radius, b);
    path.quad_to(l, b, l, b - radius);
    path.line_to(l, t + radius);
    path.quad_to(l, t, l + radius, t);
    path.close();
    path.finish()
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
    draw(record, series, theme, zone)?.encode_png().map_err(|error| failed(record, error))
}

/// The picture of `record` as pixels.
///
/// # Errors
/// As [`png`].
pub fn draw<Tz: TimeZone>(record: &PlayRecord, series: &[PlayerSeries], theme: Theme, zone: &Tz) -> Result<Pixmap> {
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
    let mut pixmap =
        Pixmap::new(WIDTH, height.ceil() as u32).ok_or_else(|| failed(record, format!("{WIDTH} x {height}")))?;
    pixmap.fill(tiny_skia::Color::from_rgba8(
        red(palette.background),
        green(palette.background),
        blue(palette.background),
        255,
    ));

    // The heading: the day and the edition, the expansions, and a game still played.
    bold.draw(&mut pixmap, "Carcassonne", MARGIN, MARGIN + 48.0, 56.0, palette.text);
    let date = record.started_at.with_timezone(zone).date_naive().format("%Y-%m-%d").to_string();
    let edition = Message::keyed("edition", record.edition.key()).text();
    let subtitle = regular.fit(&format!("{date} · {edition}"), 28.0, right - MARGIN);
    regular.draw(&mut pixmap, &subtitle, MARGIN, MARGIN + 94.0, 28.0, palette.muted);
    let expansions = regular.fit(&summary::expansions(record).text(), 24.0, right - MARGIN);
    regular.draw(&mut pixmap, &expansions, MARGIN, MARGIN + 132.0, 24.0, palette.muted);
    if !finished {
        bold.draw(&mut pixmap, &msg!("share-in-progress").text(), MARGIN, MARGIN + 178.0, 28.0, palette.accent);
    }

    // The standings.
    let heading = if finished { msg!("share-standings-final") } else { msg!("share-standings-current") };
    bold.draw(&mut pixmap, &heading.text(), MARGIN, standings_top + 36.0, 30.0, palette.text);
    let disc_stroke = Stroke { width: 3.0, ..Stroke::default() };
    for (index, seat) in seats.iter().enumerate() {
        let top = standings_top + 56.0 + ROW * index as f32;
        let baseline = top + ROW / 2.0 + 12.0;
        if finished && seat.rank == 1 {
            if let Some(band) =
                Rect::from_ltrb(MARGIN - 16.0, top + 4.0, right + 16.0, top + ROW - 4.0).and_then(|r| rounded(r, 16.0))
            {
                pixmap.fill_path(&band, &fill(palette.band), FillRule::Winding, Transform::identity(), None);
            }
        }
        let rank_colour = if finished && seat.rank == 1 { palette.accent } else { palette.muted };
        bold.draw(&mut pixmap, &format!("{}.", seat.rank), MARGIN, baseline, 34.0, rank_colour);
        let centre = (MARGIN + 86.0, top + ROW / 2.0);
        if let Some(disc) = PathBuilder::from_circle(centre.0, centre.1, 17.0) {
            pixmap.fill_path(&disc, &fill(seat.colour.rgb()), FillRule::Winding, Transform::identity(), None);
            pixmap.stroke_path(&disc, &fill(palette.muted), &disc_stroke, Transform::identity(), None);
        }
        let score = seat.score.to_string();
        let score_width = bold.width(&score, 38.0);
        let name_left = MARGIN + 124.0;
        let name = bold.fit(&seat.name, 34.0, right - score_width - 32.0 - name_left);
        bold.draw(&mut pixmap, &name, name_left, baseline, 34.0, palette.text);
        bold.draw_right(&mut pixmap, &score, right, baseline + 1.0, 38.0, palette.text);
    }

    // The chart.
    bold.draw(&mut pixmap, &msg!("share-chart-title").text(), MARGIN, chart_top + 36.0, 30.0, palette.text);
    let plot = Rect::from_ltrb(MARGIN + 64.0, chart_top + 72.0, right - 24.0, chart_top + 72.0 + CHART_HEIGHT)
        .ok_or_else(|| failed(record, "chart"))?;
    let frame = chart::Frame { plot, font: &regular, end_label: msg!("share-chart-end").text() };
    chart::draw(&mut pixmap, series, &frame, &palette);

    regular.draw(&mut pixmap, &msg!("share-recorded").text(), MARGIN, height - MARGIN, 22.0, palette.muted);
    Ok(pixmap)
}
