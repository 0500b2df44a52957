//! `bobine admin create EMAIL`: the first administrator, from the command line.

use bobine_api::{AdminCreated, Settings, create_admin};

pub async fn create(settings: &Settings, email: &str) -> anyhow::Result<()> {
    let password = std::env::var("BOBINE_ADMIN_PASSWORD").ok();
    match create_admin(settings, email, password.as_deref())
        .await
        .map_err(anyhow::Error::msg)?
    {
        AdminCreated::Promoted(id) => println!("{email} ({id}) is an admin"),
        AdminCreated::Registered(id) => println!("{email} ({id}) created, as an admin"),
    }
    Ok(())
}
