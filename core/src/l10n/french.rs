//! French "de" before a name or a noun, as French writes it: elided before a vowel
//! sound ("d'Ann", "d'Yves", "d'Hélène"), contracted with the noun's article ("du
//! jardin", "des Halflings") or kept before it ("de la tuile", "de l'abbaye"). The
//! Fluent function `DE($x)` of every bundle ([`super::bundles`]); French messages
//! write `{ DE($player) }` where a sentence says "de" before a player or a noun,
//! and French nouns passed as arguments carry their article ("l'abbaye"), so that
//! nothing depends on the luck of the name.

/// "de" joined to `text`, a name or a noun with its article: what the Fluent
/// function `DE` writes.
pub fn de(text: &str) -> String {
    if let Some(rest) = text.strip_prefix("le ") {
        return format!("du {rest}");
    }
    if let Some(rest) = text.strip_prefix("les ") {
        return format!("des {rest}");
    }
    if text.starts_with("la ") || text.starts_with("l'") || text.starts_with("l’") {
        return format!("de {text}");
    }
    if starts_with_vowel_sound(text) { format!("d'{text}") } else { format!("de {text}") }
}

/// Whether `word` starts with a vowel sound, before which "de" becomes "d'": a vowel,
/// a mute h (names: "Hélène", "Hugo"), or a y before a consonant ("Yves", not
/// "Yann").
fn starts_with_vowel_sound(word: &str) -> bool {
    let mut letters = word.chars().flat_map(char::to_lowercase);
    match letters.next() {
        Some('h') => true,
        Some('y') => letters.next().is_some_and(|next| !is_vowel(next)),
        Some(first) => is_vowel(first),
        None => false,
    }
}

fn is_vowel(letter: char) -> bool {
    "aeiouàâäéèêëîïôöùûüœæ".contains(letter)
}

#[cfg(test)]
mod tests {
    use super::de;

    /// Source: French grammar (élision of "de" before a vowel or a mute h; "de" +
    /// "le"/"les" contracted to "du"/"des").
    #[test]
    fn de_is_elided_before_a_vowel_sound_and_contracted_with_the_article() {
        assert_eq!(de("Ann"), "d'Ann");
        assert_eq!(de("Émile"), "d'Émile");
        assert_eq!(de("Hélène"), "d'Hélène");
        assert_eq!(de("Yves"), "d'Yves");
        assert_eq!(de("Yann"), "de Yann");
        assert_eq!(de("Ben"), "de Ben");
        assert_eq!(de("l'abbaye"), "de l'abbaye");
        assert_eq!(de("le jardin"), "du jardin");
        assert_eq!(de("la tuile"), "de la tuile");
        assert_eq!(de("les Halflings"), "des Halflings");
        assert_eq!(de(""), "de ");
    }
}
