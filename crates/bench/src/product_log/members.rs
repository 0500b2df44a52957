//! A member's day in the log: signing up and in, watching, viewing, visiting,
//! favouriting.

use super::*;

impl ProductLog {
    pub(super) fn register(&mut self) {
        let n = self.members.len();
        let id = self.rng.uuid_v7(self.now_ms);
        let client = self.rng.hex(16);
        self.members.push(Member {
            id,
            actor: id.to_string(),
            client: client.clone(),
            account_seq: 3,
            library_seq: 0,
            favourites: Vec::new(),
            session_version: 0,
            moderation_emails: true,
        });
        self.unconfirmed.push_back(n);
        self.request(id.to_string(), Some(client));
        self.sign_up(id, email(n));
    }

    /// The next account sequence of member `m`.
    pub(super) fn account_seq(&mut self, m: usize) -> i64 {
        self.members[m].account_seq += 1;
        self.members[m].account_seq
    }

    /// Half the time a sign-up; else an address confirmed (3 in 10), a sign-out or
    /// a change of mail preferences.
    pub(super) fn account(&mut self) {
        match self.rng.below(10) {
            5..=7 if !self.unconfirmed.is_empty() => {
                let m = self.unconfirmed.pop_front().expect("an unconfirmed member");
                self.member_request(m);
                let seq = self.account_seq(m);
                let event = AccountEvent::EmailConfirmed { email: email(m) };
                self.push(
                    ACCOUNTS,
                    ACCOUNT,
                    self.members[m].actor.clone(),
                    seq,
                    &event,
                );
            }
            8 => {
                let m = self.member();
                self.member_request(m);
                self.members[m].session_version += 1;
                let event = AccountEvent::SessionsEnded {
                    reason: SessionsEnded::LoggedOut,
                    session_version: self.members[m].session_version,
                    kept: None,
                };
                let seq = self.account_seq(m);
                self.push(
                    ACCOUNTS,
                    ACCOUNT,
                    self.members[m].actor.clone(),
                    seq,
                    &event,
                );
            }
            9 => {
                let m = self.member();
                self.member_request(m);
                let wanted = !self.members[m].moderation_emails;
                self.members[m].moderation_emails = wanted;
                let event = AccountEvent::PreferencesChanged {
                    moderation_emails: wanted,
                };
                let seq = self.account_seq(m);
                self.push(
                    ACCOUNTS,
                    ACCOUNT,
                    self.members[m].actor.clone(),
                    seq,
                    &event,
                );
            }
            _ => self.register(),
        }
    }

    pub(super) fn sign_in(&mut self) {
        let m = self.member();
        self.member_request(m);
        let seq = self.account_seq(m);
        let event = AccountEvent::SignedIn {
            at: instant(self.now_ms),
        };
        self.push(
            SIGN_INS,
            ACCOUNT,
            self.members[m].actor.clone(),
            seq,
            &event,
        );
    }

    /// A player's next position: a new player while fewer than PLAYERS play.
    pub(super) fn progress(&mut self) {
        if self.catalogue.films.is_empty() && self.catalogue.episodes.is_empty() {
            return self.visit();
        }
        let p = if self.players.len() < PLAYERS {
            let member = self.rng.skewed(self.members.len());
            let catalogue = &self.catalogue;
            let episode = !catalogue.episodes.is_empty()
                && (catalogue.films.is_empty() || self.rng.chance(45));
            let (kind, content, minutes) = if episode {
                let e = self.rng.skewed(catalogue.episodes.len());
                (WatchedKind::Episode, e, catalogue.episodes[e].minutes)
            } else {
                let f = self.rng.skewed(catalogue.films.len());
                (WatchedKind::Movie, f, catalogue.films[f].minutes)
            };
            self.players.push(Player {
                member,
                kind,
                content,
                duration: minutes * 60,
                position: 0,
            });
            self.players.len() - 1
        } else {
            self.rng.below(self.players.len() as u64) as usize
        };
        let player = &mut self.players[p];
        player.position = (player.position + 30).min(player.duration);
        let ended = player.position == player.duration;
        let (member, kind, content, position) =
            (player.member, player.kind, player.content, player.position);
        let content_id = match kind {
            WatchedKind::Movie => self.catalogue.films[content].id,
            WatchedKind::Episode => self.catalogue.episodes[content].id,
        };
        let event = ProgressEvent::ProgressSaved {
            member: self.members[member].id,
            content_type: kind,
            content_id,
            progress_seconds: position,
            completed: is_completed(position, Some(self.players[p].duration), ended),
        };
        self.member_request(member);
        self.fact(PROGRESS, 1, &event);
        if ended {
            // The next episode of the series, one time in two.
            let next = content + 1;
            let binge = kind == WatchedKind::Episode
                && next < self.catalogue.episodes.len()
                && self.catalogue.episodes[next].series == self.catalogue.episodes[content].series
                && self.rng.chance(50);
            if binge {
                let player = &mut self.players[p];
                player.content = next;
                player.position = 0;
            } else {
                self.players.swap_remove(p);
            }
        } else if self.rng.below(400) == 0 {
            // Given up.
            self.players.swap_remove(p);
        }
    }

    pub(super) fn view(&mut self) {
        let Some((content_type, content_id)) = self.catalogue.title(&mut self.rng) else {
            return self.visit();
        };
        if !self.members.is_empty() && self.rng.chance(40) {
            let m = self.member();
            self.member_request(m);
        } else {
            let client = self.rng.hex(16);
            self.request("anonymous".into(), Some(client));
        }
        let event = ViewEvent::ViewCounted {
            content_type,
            content_id,
        };
        self.fact(VIEWS, 0, &event);
    }

    /// A visitor's first load of the Paris day: the day's visitors are distinct.
    pub(super) fn visit(&mut self) {
        let day = paris_day(&rfc3339(self.now_ms))
            .expect("a Paris day")
            .to_string();
        if day != self.visit_day {
            self.visit_day = day.clone();
            self.visitors_today = 0;
            self.visitor_offset = self.rng.below(VISITORS);
        }
        let visitor = (self.visitor_offset + self.visitors_today * 7_919) % VISITORS;
        self.visitors_today += 1;
        let mut of_visitor = SplitMix64(visitor ^ 0x7157_7157);
        let visitor_id = of_visitor.uuid_v4();
        let client = of_visitor.hex(16);
        self.request("anonymous".into(), Some(client));
        let event = VisitEvent::VisitRecorded { visitor_id, day };
        self.fact(VISITS, 2, &event);
    }

    pub(super) fn favourite(&mut self) {
        let m = self.member();
        let Some(title) = self.catalogue.title(&mut self.rng) else {
            return self.visit();
        };
        let favourites = &mut self.members[m].favourites;
        let removed = if let Some(i) = favourites.iter().position(|f| *f == title) {
            Some(favourites.swap_remove(i))
        } else if !favourites.is_empty() && self.rng.chance(30) {
            let i = self.rng.below(favourites.len() as u64) as usize;
            Some(favourites.swap_remove(i))
        } else {
            favourites.push(title);
            None
        };
        let event = match removed {
            Some((content_type, content_id)) => LibraryEvent::FavouriteRemoved {
                content_type,
                content_id,
            },
            None => LibraryEvent::FavouriteAdded {
                content_type: title.0,
                content_id: title.1,
            },
        };
        self.member_request(m);
        self.members[m].library_seq += 1;
        let (id, seq) = (self.members[m].actor.clone(), self.members[m].library_seq);
        self.push(FAVOURITES, LIBRARY, id, seq, &event);
    }
}
