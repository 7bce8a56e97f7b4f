//! The viewer's language: the first language of the browser's `Accept-Language`
//! (in the order of its weights) that Tally speaks, else English. The page's words,
//! the table's texts and every refusal are in it.

use tally_core::l10n::LANGUAGES;

/// The language code of [`LANGUAGES`] for an `Accept-Language` header value.
pub fn from_accept_language(header: &str) -> &'static str {
    let mut ranges: Vec<(&str, u32)> = header
        .split(',')
        .filter_map(|range| {
            let mut parts = range.split(';');
            let tag = parts.next()?.trim();
            let weight = parts
                .find_map(|param| param.trim().strip_prefix("q="))
                .map_or(Some(1000), |q| q.trim().parse::<f32>().ok().map(|q| (q.clamp(0.0, 1.0) * 1000.0) as u32))?;
            (!tag.is_empty() && weight > 0).then_some((tag, weight))
        })
        .collect();
    // A stable sort keeps the header's order between equal weights.
    ranges.sort_by_key(|range| std::cmp::Reverse(range.1));
    ranges.into_iter().find_map(|(tag, _)| spoken(tag)).unwrap_or("en")
}

/// The language of `tag` if Tally speaks it.
pub fn spoken(tag: &str) -> Option<&'static str> {
    let code = tag.split(['-', '_']).next()?.to_ascii_lowercase();
    LANGUAGES.into_iter().find(|language| *language == code)
}

/// The index of `language` in [`LANGUAGES`] (English for another).
pub fn index_of(language: &str) -> usize {
    LANGUAGES.iter().position(|known| *known == language).unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_best_weighted_language_tally_speaks_wins() {
        assert_eq!(from_accept_language("fr-FR,fr;q=0.9,en;q=0.8"), "fr");
        assert_eq!(from_accept_language("pt-BR,pt;q=0.9,de;q=0.5,en;q=0.4"), "de");
        assert_eq!(from_accept_language("en;q=0.2, ru"), "ru");
        assert_eq!(from_accept_language("ja"), "en");
        assert_eq!(from_accept_language(""), "en");
        assert_eq!(from_accept_language("cs;q=0, nl"), "nl");
        assert_eq!(from_accept_language("*"), "en");
    }
}
