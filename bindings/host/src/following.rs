//! Who follows the table now: the event streams open, by link and by phone (a
//! phone is an address: two tabs of one phone are one phone). The host's screen
//! shows how many phones follow and which scorer links are in use.

use std::collections::{BTreeMap, HashMap, HashSet};
use std::net::IpAddr;
use std::sync::{Arc, Mutex, MutexGuard};

use serde::Serialize;

/// The phones following one link.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct LinkFollowing {
    /// The link.
    pub link_id: i64,
    /// Phones with the link's page open.
    pub phones: u32,
}

/// Who follows the table now.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Following {
    /// Phones with a link's page open (a phone holding two links counts once).
    pub phones: u32,
    /// The links in use, by link id; a link nobody has open is not listed.
    pub links: Vec<LinkFollowing>,
}

/// The open streams.
#[derive(Debug, Default)]
pub struct Followers {
    /// Open streams by link and address.
    open: Mutex<HashMap<(i64, IpAddr), usize>>,
}

impl Followers {
    fn open(&self) -> MutexGuard<'_, HashMap<(i64, IpAddr), usize>> {
        self.open.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// One stream of `link_id` open from `ip`, until the guard is dropped.
    pub fn follow(self: &Arc<Followers>, link_id: i64, ip: IpAddr) -> Follow {
        *self.open().entry((link_id, ip)).or_insert(0) += 1;
        Follow { followers: self.clone(), key: (link_id, ip) }
    }

    /// Who follows now.
    pub fn now(&self) -> Following {
        let open = self.open();
        let phones = open.keys().map(|(_, ip)| ip).collect::<HashSet<_>>().len();
        let mut links: BTreeMap<i64, u32> = BTreeMap::new();
        for (link_id, _) in open.keys() {
            *links.entry(*link_id).or_insert(0) += 1;
        }
        Following {
            phones: u32::try_from(phones).unwrap_or(u32::MAX),
            links: links.into_iter().map(|(link_id, phones)| LinkFollowing { link_id, phones }).collect(),
        }
    }
}

/// An open stream; closed when dropped.
#[derive(Debug)]
pub struct Follow {
    followers: Arc<Followers>,
    key: (i64, IpAddr),
}

impl Drop for Follow {
    fn drop(&mut self) {
        let mut open = self.followers.open();
        if let Some(count) = open.get_mut(&self.key) {
            *count -= 1;
            if *count == 0 {
                open.remove(&self.key);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn phones_are_counted_once_and_links_by_the_phones_that_hold_them() {
        let followers = Arc::new(Followers::default());
        let ip = |n: u8| IpAddr::from([192, 168, 1, n]);
        let tab = followers.follow(1, ip(10));
        let second_tab = followers.follow(1, ip(10));
        let scorer = followers.follow(2, ip(11));
        let scorer_watching_the_table = followers.follow(1, ip(11));
        assert_eq!(
            followers.now(),
            Following {
                phones: 2,
                links: vec![LinkFollowing { link_id: 1, phones: 2 }, LinkFollowing { link_id: 2, phones: 1 }]
            }
        );
        drop((tab, scorer_watching_the_table));
        assert_eq!(
            followers.now().links,
            vec![LinkFollowing { link_id: 1, phones: 1 }, LinkFollowing { link_id: 2, phones: 1 }]
        );
        drop((second_tab, scorer));
        assert_eq!(followers.now(), Following::default());
    }
}
