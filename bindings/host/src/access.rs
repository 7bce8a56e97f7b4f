//! The links' tokens as the host checks them on every request: a token opens one
//! game, as a viewer or a scorer, until it is revoked or its game is deleted. The
//! host keeps the valid tokens in memory (read again from the store whenever another
//! connection changed the database, and after each revocation), so checking a
//! request reads no database.

use std::collections::HashMap;
use std::sync::RwLock;

use tally_core::store::{LinkRole, LiveLink};

/// What a request's token lets it do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Access {
    /// The link.
    pub link_id: i64,
    /// Viewer or scorer.
    pub role: LinkRole,
    /// Who holds it.
    pub label: String,
}

/// The valid tokens of the game served.
#[derive(Debug, Default)]
pub struct Tokens {
    valid: RwLock<HashMap<String, Access>>,
}

impl Tokens {
    /// What `token` opens, if anything.
    pub fn check(&self, token: &str) -> Option<Access> {
        self.valid.read().unwrap_or_else(std::sync::PoisonError::into_inner).get(token).cloned()
    }

    /// Whether link `link_id` is still valid.
    pub fn is_valid(&self, link_id: i64) -> bool {
        self.valid.read().unwrap_or_else(std::sync::PoisonError::into_inner).values().any(|a| a.link_id == link_id)
    }

    /// The ids of the valid links.
    pub fn link_ids(&self) -> Vec<i64> {
        self.valid.read().unwrap_or_else(std::sync::PoisonError::into_inner).values().map(|a| a.link_id).collect()
    }

    /// Replaces the valid tokens with `links`.
    pub fn replace(&self, links: Vec<LiveLink>) {
        let valid = links
            .into_iter()
            .map(|link| (link.token, Access { link_id: link.id, role: link.role, label: link.label }))
            .collect();
        *self.valid.write().unwrap_or_else(std::sync::PoisonError::into_inner) = valid;
    }
}

/// The token of a request path `/t/<token>/...`, if it has one.
pub fn token_of(path: &str) -> Option<&str> {
    let rest = path.strip_prefix("/t/")?;
    let token = rest.split('/').next()?;
    (!token.is_empty()).then_some(token)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_token_is_the_second_segment_of_the_path() {
        assert_eq!(token_of("/t/abc/events"), Some("abc"));
        assert_eq!(token_of("/t/abc"), Some("abc"));
        assert_eq!(token_of("/t//events"), None);
        assert_eq!(token_of("/abc/events"), None);
        assert_eq!(token_of("/"), None);
    }
}
