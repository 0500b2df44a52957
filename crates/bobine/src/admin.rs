//! `bobine admin create EMAIL`: the first administrator, from the command line.

use bobine_app::accounts::create_admin::{AdminCreated, create_admin};
use bobine_app::{Node, Settings};

pub async fn create(settings: Settings, email: &str) -> anyhow::Result<()> {
    let password = std::env::var("BOBINE_ADMIN_PASSWORD").ok();
    let node = Node::open(settings).await?;
    match create_admin(&node, email, password.as_deref())
        .await
        .map_err(|e| anyhow::Error::msg(e.message))?
    {
        AdminCreated::Promoted(id) => println!("{email} ({id}) is an admin"),
        AdminCreated::Registered(id) => println!("{email} ({id}) created, as an admin"),
    }
    Ok(())
}
