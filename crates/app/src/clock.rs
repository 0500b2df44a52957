//! What time it is, for every rule that depends on it (link lifetimes, bans,
//! sponsorship keys, captchas). Real time in production; tests set and move it.

use std::sync::{Arc, Mutex};

use time::{Duration, OffsetDateTime};

/// The node's clock; cheap to clone (clones share a manual clock's time).
#[derive(Clone, Default)]
pub struct Clock {
    manual: Option<Arc<Mutex<OffsetDateTime>>>,
}

impl Clock {
    /// The system's time.
    pub fn system() -> Clock {
        Clock { manual: None }
    }

    /// A clock that shows `start` until it is moved.
    pub fn manual(start: OffsetDateTime) -> Clock {
        Clock {
            manual: Some(Arc::new(Mutex::new(start))),
        }
    }

    pub fn now(&self) -> OffsetDateTime {
        match &self.manual {
            None => OffsetDateTime::now_utc(),
            Some(time) => *time.lock().unwrap_or_else(|e| e.into_inner()),
        }
    }

    /// Moves a manual clock forward (a system clock moves on its own).
    pub fn advance(&self, by: Duration) {
        if let Some(time) = &self.manual {
            *time.lock().unwrap_or_else(|e| e.into_inner()) += by;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_manual_clock_moves_only_when_told_and_clones_share_it() {
        let start = OffsetDateTime::UNIX_EPOCH + Duration::days(20_000);
        let clock = Clock::manual(start);
        let copy = clock.clone();
        assert_eq!(clock.now(), start);
        copy.advance(Duration::days(7));
        assert_eq!(clock.now(), start + Duration::days(7));
    }
}
