//! Reports and content requests in the log, and the admins deciding them.

use super::*;

impl ProductLog {
    /// Three in ten a report filed, one in ten a request, else the team decides
    /// about the oldest open report or request (or a report is filed, if none).
    pub(super) fn moderation(&mut self) {
        match self.rng.below(10) {
            0..=2 => self.file_report(),
            3 => self.request_content(),
            _ if !self.reports.is_empty() && (self.requests.is_empty() || self.rng.chance(50)) => {
                self.moderate_report()
            }
            _ if !self.requests.is_empty() => self.moderate_request(),
            _ => self.file_report(),
        }
    }

    pub(super) fn file_report(&mut self) {
        let catalogue = &self.catalogue;
        let target = match self.rng.below(20) {
            0..=9 if !catalogue.films.is_empty() => {
                let f = &catalogue.films[self.rng.skewed(catalogue.films.len())];
                Some((TargetKind::Movie, f.id, f.title.clone()))
            }
            10..=12 if !catalogue.shows.is_empty() => {
                let s = &catalogue.shows[self.rng.skewed(catalogue.shows.len())];
                Some((TargetKind::Series, s.id, s.title.clone()))
            }
            _ if !catalogue.episodes.is_empty() => {
                let e = &catalogue.episodes[self.rng.skewed(catalogue.episodes.len())];
                let title = format!(
                    "{} · Saison {}, épisode {}",
                    catalogue.shows[e.series].title, e.season, e.number
                );
                Some((TargetKind::Episode, e.id, title))
            }
            _ => None,
        };
        let Some((content_type, content_id, content_title)) = target else {
            return self.visit();
        };
        let m = self.member();
        self.member_request(m);
        let id = self.rng.uuid_v7(self.now_ms);
        let problem_type = ProblemType::ALL[self.rng.below(6) as usize];
        let description = self
            .rng
            .chance(60)
            .then(|| self.rng.pick(&DESCRIPTIONS).to_string());
        let event = ReportEvent::ReportFiled {
            id,
            reporter: self.members[m].id,
            content_type,
            content_id,
            content_title,
            problem_type,
            description,
        };
        self.push(MODERATION, REPORT, id.to_string(), 1, &event);
        self.reports.push_back(Case {
            id,
            seq: 1,
            report: ReportStatus::Pending,
            request: RequestStatus::Pending,
        });
    }

    pub(super) fn admin_request(&mut self) -> String {
        let admin = self.admins[self.rng.below(2) as usize].to_string();
        let client = self.rng.hex(16);
        self.request(admin.clone(), Some(client));
        admin
    }

    /// Pending: taken in charge one time in two; else resolved (7 in 10) or rejected.
    pub(super) fn moderate_report(&mut self) {
        let mut case = self.reports.pop_front().expect("an open report");
        let by = self.admin_request();
        let from = case.report;
        let take = from == ReportStatus::Pending && self.rng.chance(50);
        let (to, admin_notes) = if take {
            (ReportStatus::InProgress, None)
        } else if self.rng.chance(70) {
            let notes = self.rng.chance(60).then(|| self.rng.pick(&RESOLVED_NOTES));
            (ReportStatus::Resolved, notes)
        } else {
            (ReportStatus::Rejected, Some(self.rng.pick(&REJECTED_NOTES)))
        };
        let moderated = Moderated {
            id: case.id,
            by,
            from,
            to,
            admin_notes: admin_notes.map(str::to_string),
        };
        let event = match to {
            ReportStatus::InProgress => ReportEvent::ReportTakenInCharge(moderated),
            ReportStatus::Resolved => ReportEvent::ReportResolved(moderated),
            _ => ReportEvent::ReportRejected(moderated),
        };
        case.seq += 1;
        self.push(MODERATION, REPORT, case.id.to_string(), case.seq, &event);
        if to == ReportStatus::InProgress {
            case.report = to;
            self.reports.push_back(case);
        }
    }

    /// The week's quota consumed, then the request (a report instead past the limit).
    pub(super) fn request_content(&mut self) {
        let m = self.member();
        let day = paris_day(&rfc3339(self.now_ms)).expect("a Paris day");
        let iso = day.iso_week_date();
        let week = format!("{}-W{:02}", iso.year(), iso.week());
        if week != self.quota_week {
            self.quota_week = week.clone();
            self.quota_used.clear();
        }
        let used = self.quota_used.entry(m).or_insert(0);
        if *used >= WEEKLY_LIMIT {
            return self.file_report();
        }
        *used += 1;
        let used = i64::from(*used);
        self.member_request(m);
        let user = self.members[m].id;
        let id = self.rng.uuid_v7(self.now_ms);
        let consumed = QuotaEvent::RequestQuotaConsumed {
            user,
            week: week.clone(),
            request: id,
        };
        self.push(
            MODERATION,
            QUOTA,
            RequestQuota::id(user, &week),
            used,
            &consumed,
        );
        let n = self.rng.below(1 << 16) as usize;
        let details = RequestDetails {
            content_type: if self.rng.chance(70) {
                TitleKind::Movie
            } else {
                TitleKind::Series
            },
            title: title(n),
            year: self
                .rng
                .chance(70)
                .then(|| 1960 + self.rng.below(66) as i64),
            description: self
                .rng
                .chance(50)
                .then(|| "Un classique introuvable ailleurs, merci !".to_string()),
            director: self
                .rng
                .chance(40)
                .then(|| self.rng.pick(&DIRECTORS).to_string()),
            genre: self
                .rng
                .chance(40)
                .then(|| self.rng.pick(&FILM_GENRES).to_string()),
        };
        let event = RequestEvent::ContentRequested {
            id,
            requester: user,
            week,
            details,
        };
        self.push(MODERATION, REQUEST, id.to_string(), 1, &event);
        self.requests.push_back(Case {
            id,
            seq: 1,
            report: ReportStatus::Pending,
            request: RequestStatus::Pending,
        });
    }

    /// Pending: approved (6 in 10) or rejected with a reason; approved: completed.
    pub(super) fn moderate_request(&mut self) {
        let mut case = self.requests.pop_front().expect("an open request");
        let by = self.admin_request();
        let from = case.request;
        let (to, admin_notes) = match from {
            RequestStatus::Pending if self.rng.chance(60) => (RequestStatus::Approved, None),
            RequestStatus::Pending => (
                RequestStatus::Rejected,
                Some(self.rng.pick(&REQUEST_REJECTED_NOTES)),
            ),
            _ => (RequestStatus::Completed, Some("Ajouté au catalogue.")),
        };
        let moderated = Moderated {
            id: case.id,
            by,
            from,
            to,
            admin_notes: admin_notes.map(str::to_string),
        };
        let event = match to {
            RequestStatus::Approved => RequestEvent::ContentRequestApproved(moderated),
            RequestStatus::Rejected => RequestEvent::ContentRequestRejected(moderated),
            _ => RequestEvent::ContentRequestCompleted(moderated),
        };
        case.seq += 1;
        self.push(MODERATION, REQUEST, case.id.to_string(), case.seq, &event);
        if to == RequestStatus::Approved {
            case.request = to;
            self.requests.push_back(case);
        }
    }
}
