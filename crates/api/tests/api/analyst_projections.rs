//! Analysts' projections over HTTP (docs/product.md, HTTP contract "Analysts'
//! projections"): an analyst defines one in SQL, reads it, queries it, downloads it,
//! gives it a new version and retires it; a definition that cannot work is refused
//! with its line; an erased member's data leaves the projections that copied it.

use crate::helpers;

use std::time::{Duration, Instant};

use bobine_store::on_both_backends;
use bobine_store::testing::{Backend, count_all};
use helpers::{Browser, TOKEN, TestApp, error_of};
use reqwest::Method;
use serde_json::{Value, json};

on_both_backends! {
    an_analyst_defines_a_projection_then_reads_queries_and_downloads_its_tables => define_and_read;
    a_definition_that_cannot_work_is_refused_with_its_line_and_nothing_is_written => refusals;
    a_projection_that_copied_an_erased_member_s_address_is_rebuilt_without_it => erasure;
}

const ROOT: &str = "/api/admin/analyst-projections";

const PER_CATEGORY: &str = "\
CREATE TABLE per_category (category TEXT PRIMARY KEY, genres INTEGER NOT NULL);
-- on GenreCreated
INSERT INTO per_category VALUES (:payload ->> '$.category', 1)
  ON CONFLICT (category) DO UPDATE SET genres = genres + 1;
";

/// Polls the list until `name` is live at version `version` (or fails the test).
async fn live(browser: &Browser<'_>, name: &str, version: u64) -> Value {
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        let answer = browser.get(&format!("{ROOT}/{name}")).await;
        assert_eq!(answer.status, 200, "{:?}", answer.body);
        let body = answer.body;
        if body["status"] == "live"
            && body["version"] == version
            && body["serving_version"] == version
        {
            return body;
        }
        assert_ne!(body["status"], "failed", "{body}");
        assert!(Instant::now() < deadline, "{body}");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

async fn define_and_read(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    for (name, category) in [
        ("Polar", "Films"),
        ("Western", "Films"),
        ("Mecha", "Animés"),
    ] {
        assert_eq!(app.create_genre(name, category).await.status, 201);
    }
    let (analyst, analyst_id) = app.analyst_member("analyste@exemple.fr").await;
    let defined = analyst
        .post(ROOT, json!({"name": "per_category", "sql": PER_CATEGORY}))
        .await;
    assert_eq!(defined.status, 201, "{:?}", defined.body);
    assert_eq!(
        (
            defined.body["name"].as_str(),
            defined.body["version"].as_u64()
        ),
        (Some("per_category"), Some(1))
    );
    assert!(defined.body.get("position").is_some());

    let detail = live(&analyst, "per_category", 1).await;
    assert_eq!(detail["sql"], PER_CATEGORY);
    assert_eq!(detail["defined_by"], analyst_id.as_str());
    assert_eq!(
        detail["tables"],
        json!([{"name": "per_category", "columns": ["category", "genres"]}])
    );
    let list = analyst.get(ROOT).await;
    assert_eq!(list.body[0]["name"], "per_category");
    assert_eq!(list.body[0]["lag"], 0);

    let page = analyst
        .get(&format!("{ROOT}/per_category/tables/per_category?limit=1"))
        .await;
    assert_eq!(page.status, 200, "{:?}", page.body);
    assert_eq!(page.body["columns"], json!(["category", "genres"]));
    assert_eq!(page.body["rows"], json!([["Films", 2]]));
    let cursor = page.body["next_cursor"].as_str().unwrap().to_string();
    let next = analyst
        .get(&format!(
            "{ROOT}/per_category/tables/per_category?limit=1&cursor={cursor}"
        ))
        .await;
    assert_eq!(next.body["rows"], json!([["Animés", 1]]));
    assert!(next.body.get("next_cursor").is_none(), "{:?}", next.body);

    let csv = analyst
        .request(
            Method::GET,
            &format!("{ROOT}/per_category/tables/per_category?format=csv"),
        )
        .send()
        .await
        .unwrap();
    assert_eq!(csv.headers()["content-type"], "text/csv; charset=utf-8");
    assert_eq!(
        csv.text().await.unwrap(),
        "category,genres\r\nFilms,2\r\nAnimés,1\r\n"
    );
    let ndjson = analyst
        .request(
            Method::GET,
            &format!("{ROOT}/per_category/tables/per_category?format=ndjson"),
        )
        .send()
        .await
        .unwrap();
    let lines: Vec<Value> = ndjson
        .text()
        .await
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(
        lines,
        [
            json!({"category": "Films", "genres": 2}),
            json!({"category": "Animés", "genres": 1})
        ]
    );

    let path = format!("{ROOT}/per_category/query");
    let query = |sql: &str| analyst.post(&path, json!({"sql": sql}));
    let answer = query("SELECT sum(genres) AS total FROM per_category").await;
    assert_eq!(
        (answer.status, &answer.body["rows"]),
        (200, &json!([[3]])),
        "{:?}",
        answer.body
    );
    for writes in [
        "DELETE FROM per_category",
        "SELECT 1; DELETE FROM per_category",
        "ATTACH DATABASE 'read.db' AS r",
        "SELECT * FROM pragma_table_info('per_category')",
        "PRAGMA writable_schema = ON",
    ] {
        let (status, code, _) = error_of(&query(writes).await);
        assert_eq!(
            (status, code.as_str()),
            (422, "read_only_query"),
            "{writes}"
        );
    }
    let (status, code, message) = error_of(
        &query(
            "WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n) SELECT max(x) FROM n",
        )
        .await,
    );
    assert_eq!((status, code.as_str()), (422, "read_only_query"));
    assert!(message.contains("2 secondes"), "{message}");
    assert_eq!(
        query("SELECT count(*) FROM per_category").await.body["rows"],
        json!([[2]]),
        "nothing was written"
    );

    // A new version, then retirement: the file goes, the definitions stay in the log.
    let v2 = PER_CATEGORY.replace("genres + 1", "genres + 10");
    let put = analyst
        .call(
            Method::PUT,
            &format!("{ROOT}/per_category"),
            Some(json!({"sql": v2})),
        )
        .await;
    assert_eq!(
        (put.status, put.body["version"].as_u64()),
        (200, Some(2)),
        "{:?}",
        put.body
    );
    live(&analyst, "per_category", 2).await;
    let page = analyst
        .get(&format!("{ROOT}/per_category/tables/per_category"))
        .await;
    assert_eq!(page.body["rows"], json!([["Films", 11], ["Animés", 1]]));
    let retired = analyst
        .call(Method::DELETE, &format!("{ROOT}/per_category"), None)
        .await;
    assert_eq!(retired.status, 200, "{:?}", retired.body);
    let gone = analyst.get(&format!("{ROOT}/per_category")).await;
    assert_eq!(gone.body["status"], "retired");
    let (status, _, _) = error_of(
        &analyst
            .get(&format!("{ROOT}/per_category/tables/per_category"))
            .await,
    );
    assert_eq!(status, 404);
    let files = std::fs::read_dir(app.node.settings.data_dir.join("analysts"))
        .unwrap()
        .count();
    assert_eq!(files, 0);

    // Members are refused, visitors asked to sign in; the operator token works.
    let (member, _) = app.member("membre@exemple.fr").await;
    assert_eq!(member.get(ROOT).await.status, 403);
    assert_eq!(
        member
            .post(ROOT, json!({"name": "x_y_z", "sql": PER_CATEGORY}))
            .await
            .status,
        403
    );
    assert_eq!(app.browser().get(ROOT).await.status, 401);
    let by_token = app
        .send(
            app.admin(Method::POST, ROOT)
                .json(&json!({"name": "by_token", "sql": PER_CATEGORY})),
        )
        .await;
    assert_eq!(by_token.status, 201, "{:?}", by_token.body);
}

async fn refusals(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let (analyst, _) = app.analyst_member("analyste@exemple.fr").await;
    let before = count_all(&app.node.log).await;
    let cases = [
        (
            "CREATE TABLE t (n INTEGER);\n-- on FilmAjouté\nINSERT INTO t VALUES (1);\n",
            2,
            "type d'événement inconnu",
        ),
        (
            "CREATE TABLE t (n INTEGER);\n-- on MovieAdded\nINSERT INTO t VALUES (1;\n",
            3,
            "erreur de syntaxe",
        ),
        (
            "CREATE TABLE t (n INTEGER);\n-- on MovieAdded\nINSERT INTO catalogue_movie VALUES (1);\n",
            3,
            "table inconnue",
        ),
        (
            "CREATE TABLE t (n INTEGER);\n-- on MovieAdded\nATTACH DATABASE 'read.db' AS r;\n",
            3,
            "ATTACH est interdit",
        ),
        (
            "CREATE TABLE t (n INTEGER);\n-- on MovieAdded\nINSERT INTO t VALUES (load_extension('x'));\n",
            3,
            "load_extension",
        ),
        (
            "CREATE TABLE t (n INTEGER);\nPRAGMA writable_schema = ON;\n-- on MovieAdded\nDELETE FROM t;\n",
            2,
            "PRAGMA",
        ),
    ];
    for (sql, line, message) in cases {
        for answer in [
            analyst
                .post(ROOT, json!({"name": "essai", "sql": sql}))
                .await,
            analyst
                .post(&format!("{ROOT}/check"), json!({"sql": sql}))
                .await,
        ] {
            assert_eq!(answer.status, 422, "{sql}: {:?}", answer.body);
            assert_eq!(answer.body["error"]["code"], "invalid_projection");
            assert_eq!(
                answer.body["error"]["line"], line,
                "{sql}: {:?}",
                answer.body
            );
            let text = answer.body["error"]["message"].as_str().unwrap();
            assert!(
                text.starts_with(&format!("Ligne {line} : ")) && text.contains(message),
                "{text}"
            );
        }
    }
    let (status, code, _) = error_of(
        &analyst
            .post(ROOT, json!({"name": "Essai", "sql": PER_CATEGORY}))
            .await,
    );
    assert_eq!((status, code.as_str()), (422, "invalid_name"));
    assert_eq!(
        count_all(&app.node.log).await,
        before,
        "nothing was written"
    );

    let checked = analyst
        .post(&format!("{ROOT}/check"), json!({"sql": PER_CATEGORY}))
        .await;
    assert_eq!(
        (checked.status, &checked.body),
        (200, &json!({"tables": ["per_category"]}))
    );
    assert_eq!(
        analyst
            .post(ROOT, json!({"name": "essai", "sql": PER_CATEGORY}))
            .await
            .status,
        201
    );
    let (status, code, _) = error_of(
        &analyst
            .post(ROOT, json!({"name": "essai", "sql": PER_CATEGORY}))
            .await,
    );
    assert_eq!((status, code.as_str()), (409, "projection_exists"));
    let (status, code, _) = error_of(
        &analyst
            .call(
                Method::PUT,
                &format!("{ROOT}/inconnue"),
                Some(json!({"sql": PER_CATEGORY})),
            )
            .await,
    );
    assert_eq!((status, code.as_str()), (404, "projection_not_found"));
    // The node stays healthy.
    assert_eq!(app.send(app.get("/readyz")).await.status, 200);
}

const ADDRESSES: &str = "\
CREATE TABLE member (id TEXT PRIMARY KEY, email TEXT);
-- on Registered
INSERT INTO member VALUES (:aggregate_id, :payload ->> '$.email');
";

async fn erasure(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let (analyst, _) = app.analyst_member("analyste@exemple.fr").await;
    let (_, member) = app.member("efface@exemple.fr").await;
    assert_eq!(
        analyst
            .post(ROOT, json!({"name": "addresses", "sql": ADDRESSES}))
            .await
            .status,
        201
    );
    live(&analyst, "addresses", 1).await;
    let emails = || async {
        let query = json!({"sql": format!("SELECT email FROM member WHERE id = '{member}'")});
        analyst
            .post(&format!("{ROOT}/addresses/query"), query)
            .await
            .body["rows"]
            .clone()
    };
    assert_eq!(emails().await, json!([["efface@exemple.fr"]]));
    let erased = app
        .send(app.admin(Method::DELETE, &format!("/api/admin/users/{member}")))
        .await;
    assert_eq!(erased.status, 200, "{:?}", erased.body);
    let deadline = Instant::now() + Duration::from_secs(20);
    while emails().await != json!([[""]]) {
        assert!(Instant::now() < deadline, "{}", emails().await);
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let token = app
        .send(app.get(&format!("{ROOT}/addresses")).bearer_auth(TOKEN))
        .await;
    assert_eq!(token.body["status"], "live");
}
