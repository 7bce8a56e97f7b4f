// The ids of the messages of one Fluent source: the lines that start an entry
// (terms, comments, attributes and continuation lines apart). Shared, with
// `include!`, by `build.rs` (which packs the texts and indexes them by id) and
// `l10n::bundles` (which reads the index back); a build script cannot use the
// crate it builds.

/// The ids of the messages of `text`, in order.
fn ids_in(text: &str) -> impl Iterator<Item = &str> {
    text.lines().filter_map(|line| {
        let (id, _) = line.split_once('=')?;
        let id = id.trim_end();
        let starts_well = id.starts_with(|c: char| c.is_ascii_alphabetic());
        let is_id = id.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
        (starts_well && is_id).then_some(id)
    })
}
