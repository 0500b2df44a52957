//! `bobine openapi`: the API's OpenAPI document, the one `/api/openapi.json` serves,
//! printed without a server or a database so that the web app's types can be generated
//! from it (`npm run api:types`).

use std::io::Write;

use anyhow::Context;

pub fn print() -> anyhow::Result<()> {
    let document = bobine_api::openapi()
        .to_pretty_json()
        .context("serialising the OpenAPI document")?;
    let mut stdout = std::io::stdout().lock();
    writeln!(stdout, "{document}").context("writing the OpenAPI document")?;
    Ok(())
}
