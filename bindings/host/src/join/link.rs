//! A join link read into what a client needs: the host's address (`host:port`) and
//! the link's token. The page's address (`http://192.168.1.20:7878/t/<token>/`) and
//! the apps' `tally://192.168.1.20:7878/t/<token>/` are the same link.

use hyper::Uri;

/// A link to a hosted table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableLink {
    /// `host:port` of the host.
    pub authority: String,
    /// The link's token (64 hex digits as the host makes them).
    pub token: String,
}

/// Why a text is no join link.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LinkError {
    /// Not an address at all.
    NotAnAddress,
    /// A scheme other than `http` or `tally`.
    Scheme(String),
    /// No `/t/<token>/` path, or a token that is not hex digits.
    NoToken,
}

impl TableLink {
    /// Reads `text` as a join link.
    ///
    /// # Errors
    /// What is wrong with it ([`LinkError`]).
    pub fn parse(text: &str) -> Result<TableLink, LinkError> {
        let uri: Uri = text.trim().parse().map_err(|_| LinkError::NotAnAddress)?;
        match uri.scheme_str() {
            Some("http" | "tally") => {}
            Some(other) => return Err(LinkError::Scheme(other.to_owned())),
            None => return Err(LinkError::NotAnAddress),
        }
        let authority = uri.authority().ok_or(LinkError::NotAnAddress)?;
        let port = authority.port_u16().unwrap_or(crate::DEFAULT_PORT);
        let token = crate::access::token_of(uri.path()).ok_or(LinkError::NoToken)?;
        if !token.bytes().all(|byte| byte.is_ascii_hexdigit()) || token.len() > 128 {
            return Err(LinkError::NoToken);
        }
        Ok(TableLink { authority: format!("{}:{port}", authority.host()), token: token.to_owned() })
    }

    /// The address of `rest` under the link's folder.
    pub fn at(&self, rest: &str) -> String {
        format!("http://{}/t/{}/{rest}", self.authority, self.token)
    }

    /// The link as the apps open it.
    pub fn app_link(&self) -> String {
        format!("tally://{}/t/{}/", self.authority, self.token)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_page_address_and_the_app_link_are_the_same_link() {
        let page = TableLink::parse("http://192.168.1.20:7878/t/4f0ce1/").unwrap();
        let app = TableLink::parse("tally://192.168.1.20:7878/t/4f0ce1").unwrap();
        assert_eq!(page, app);
        assert_eq!(page.authority, "192.168.1.20:7878");
        assert_eq!(page.token, "4f0ce1");
        assert_eq!(page.at("events?from=3"), "http://192.168.1.20:7878/t/4f0ce1/events?from=3");
        assert_eq!(page.app_link(), "tally://192.168.1.20:7878/t/4f0ce1/");
    }

    #[test]
    fn what_is_no_join_link_is_refused_saying_why() {
        assert_eq!(TableLink::parse("https://x:1/t/ab/"), Err(LinkError::Scheme("https".into())));
        assert_eq!(TableLink::parse("http://x:1/game"), Err(LinkError::NoToken));
        assert_eq!(TableLink::parse("http://x:1/t/not-hex/"), Err(LinkError::NoToken));
        assert_eq!(TableLink::parse("no link"), Err(LinkError::NotAnAddress));
        assert_eq!(TableLink::parse("http://x/t/ab/").unwrap().authority, "x:7878", "the host's default port");
    }
}
