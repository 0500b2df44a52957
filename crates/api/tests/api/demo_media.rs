//! The demo clip: served under /demo/media/ only once `bobine import --demo` marked
//! the data directory, with ranges as `<video>` asks for them.

use crate::helpers;

use bobine_store::on_both_backends;
use bobine_store::testing::Backend;
use helpers::TestApp;

on_both_backends! {
    the_demo_clip_is_served_only_when_the_demo_is_loaded => served;
}

async fn served(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let get = |path: &str| app.get(path).send();
    let mp4 = "/demo/media/bobine-demo.mp4";
    assert_eq!(get(mp4).await.unwrap().status(), 404);

    bobine_app::demo::mark_loaded(&app.node.settings.data_dir).unwrap();
    let whole = get(mp4).await.unwrap();
    assert_eq!(whole.status(), 200);
    assert_eq!(whole.headers()["content-type"], "video/mp4");
    let bytes = whole.bytes().await.unwrap();
    assert!((100_000..300_000).contains(&bytes.len()), "{}", bytes.len());
    assert_eq!(&bytes[4..8], b"ftyp");

    let part = app
        .get(mp4)
        .header("range", "bytes=0-99")
        .send()
        .await
        .unwrap();
    assert_eq!(part.status(), 206);
    assert_eq!(
        part.headers()["content-range"],
        format!("bytes 0-99/{}", bytes.len()).as_str()
    );
    assert_eq!(part.bytes().await.unwrap(), bytes.slice(0..100));

    let playlist = get("/demo/media/hls/bobine-demo.m3u8").await.unwrap();
    assert_eq!(playlist.status(), 200);
    let text = playlist.text().await.unwrap();
    assert!(text.starts_with("#EXTM3U"), "{text}");
    // Long enough to resume: the player offers a point back only more than 10 s before
    // the end (docs/adr/0035); the clip lasts 60 s.
    let seconds: f64 = text
        .lines()
        .filter_map(|l| l.strip_prefix("#EXTINF:"))
        .map(|l| l.trim_end_matches(',').parse::<f64>().unwrap())
        .sum();
    assert!((59.0..=61.0).contains(&seconds), "{text}");
    for segment in text.lines().filter(|l| l.ends_with(".ts")) {
        let answer = get(&format!("/demo/media/hls/{segment}")).await.unwrap();
        assert_eq!(answer.status(), 200, "{segment}");
        assert_eq!(answer.headers()["content-type"], "video/mp2t");
    }
    // Only the clip's files: the path names an entry of a fixed table, never a file.
    for unknown in ["/demo/media/secret.mp4", "/demo/media/hls/segment-10.ts"] {
        assert_eq!(get(unknown).await.unwrap().status(), 404, "{unknown}");
    }
}
