//! Several nodes on one PostgreSQL log (docs/adr/0043-appends-notified.md).

use std::time::Duration;

use bobine_app::catalogue::genres::{self, GenreForm};
use bobine_app::{Admin, Node, Origin, Settings};

/// Two nodes, each polling once a minute: what one commits, the other reads at once,
/// told by the first one's notification.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_node_reads_another_node_s_change_without_waiting_for_its_poll() {
    let url = bobine_store::testing::create_database().await;
    let (a_dir, b_dir) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    let settings = |dir: &std::path::Path| {
        let mut settings = Settings::for_data_dir(dir);
        settings.database_url = Some(url.clone());
        settings.poll_interval = Duration::from_secs(60);
        settings
    };
    let a = Node::start(settings(a_dir.path())).await.unwrap();
    let b = Node::start(settings(b_dir.path())).await.unwrap();
    let admin = Admin {
        actor: "operator".into(),
        user: None,
    };
    for name in ["Polar", "Western"] {
        let form = GenreForm {
            name: name.into(),
            category: "Films".into(),
        };
        let created = genres::create(&a, &Origin::system("test"), &admin, form)
            .await
            .unwrap();
        assert!(
            b.projections
                .wait_for(created.position, Duration::from_secs(5))
                .await,
            "the other node read {name} before its next poll"
        );
    }
}
