//! The team during the day: one admin takes each pending report and resolves it
//! (or rejects it, three in ten) with a note; another approves and completes each
//! pending request (or rejects it, four in ten), as the moderation screens do. Each
//! has their own queue, so that they never decide the same case twice.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use reqwest::Method;
use serde_json::json;

use super::client::Browser;
use super::world::PASSWORD;

/// How often the admins look at their queues.
const EVERY: Duration = Duration::from_millis(500);

/// Signs both admins in, then moderates until `done`, and twice more after it (the
/// last cases filed just before).
pub async fn moderate(
    reports: Browser,
    requests: Browser,
    admins: [String; 2],
    done: Arc<AtomicBool>,
) {
    for (b, email) in [(&reports, &admins[0]), (&requests, &admins[1])] {
        b.send(
            "admin login",
            Method::POST,
            "/api/auth/login",
            json!({"email": email, "password": PASSWORD}),
        )
        .await;
    }
    let mut rounds_after = 0;
    let mut n = 0u64;
    while rounds_after < 2 {
        if done.load(Ordering::SeqCst) {
            rounds_after += 1;
        }
        tokio::time::sleep(EVERY).await;
        let pending = reports
            .get(
                "admin reports",
                "/api/admin/reports?status=pending&limit=50",
            )
            .await;
        for id in ids(&pending.body) {
            n += 1;
            let notes = json!({"admin_notes": format!("Vu, merci ({n}).")});
            let path = format!("/api/admin/reports/{id}/take");
            reports
                .send("admin report decision", Method::POST, &path, json!({}))
                .await;
            let action = if n % 10 < 3 { "reject" } else { "resolve" };
            let path = format!("/api/admin/reports/{id}/{action}");
            reports
                .send("admin report decision", Method::POST, &path, notes)
                .await;
        }
        let pending = requests
            .get(
                "admin requests",
                "/api/admin/requests?status=pending&limit=50",
            )
            .await;
        for id in ids(&pending.body) {
            n += 1;
            let notes = json!({"admin_notes": format!("Noté ({n}).")});
            if n % 10 < 4 {
                let path = format!("/api/admin/requests/{id}/reject");
                requests
                    .send("admin request decision", Method::POST, &path, notes)
                    .await;
            } else {
                for action in ["approve", "complete"] {
                    let path = format!("/api/admin/requests/{id}/{action}");
                    requests
                        .send("admin request decision", Method::POST, &path, notes.clone())
                        .await;
                }
            }
        }
    }
}

fn ids(page: &serde_json::Value) -> Vec<String> {
    page["items"]
        .as_array()
        .map(|items| {
            items
                .iter()
                .filter_map(|item| item["id"].as_str().map(String::from))
                .collect()
        })
        .unwrap_or_default()
}
