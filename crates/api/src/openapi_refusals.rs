//! What the generated OpenAPI document says on top of the handlers' annotations:
//! how a client authenticates, and the refusals every route shares.

use utoipa::openapi::security::{ApiKey, ApiKeyValue, HttpAuthScheme, HttpBuilder, SecurityScheme};
use utoipa::openapi::{
    ContentBuilder, OpenApi, PathItem, Ref, RefOr, Response, ResponseBuilder, SecurityRequirement,
};

/// The session cookie (members, admins) and the operator token (automation).
pub fn declare_security(document: &mut OpenApi) {
    let components = document.components.get_or_insert_with(Default::default);
    components.add_security_scheme(
        "session",
        SecurityScheme::ApiKey(ApiKey::Cookie(ApiKeyValue::new(
            crate::accounts::session::SESSION_COOKIE,
        ))),
    );
    components.add_security_scheme(
        "operator",
        SecurityScheme::Http(
            HttpBuilder::new()
                .scheme(HttpAuthScheme::Bearer)
                .description(Some("BOBINE_ADMIN_TOKEN"))
                .build(),
        ),
    );
    // Anonymous, a session or the operator token: each route checks the role it needs.
    document.security = Some(vec![
        SecurityRequirement::default(),
        SecurityRequirement::new("session", Vec::<String>::new()),
        SecurityRequirement::new("operator", Vec::<String>::new()),
    ]);
}

/// Every operation that reads parameters or a body can answer 400 `malformed` (an
/// unreadable id, query or JSON); every one that reads a body, 422 (a refused field).
pub fn document_refusals(document: &mut OpenApi) {
    for item in document.paths.paths.values_mut() {
        let PathItem {
            get,
            put,
            post,
            delete,
            patch,
            ..
        } = item;
        for operation in [get, put, post, delete, patch].into_iter().flatten() {
            let has_params = operation.parameters.as_ref().is_some_and(|p| !p.is_empty());
            let has_body = operation.request_body.is_some();
            let responses = &mut operation.responses.responses;
            if has_params || has_body {
                responses
                    .entry("400".into())
                    .or_insert_with(|| refusal("Requête illisible (`malformed`)"));
            }
            if has_body {
                responses
                    .entry("422".into())
                    .or_insert_with(|| refusal("Champ refusé, avec son message"));
            }
        }
    }
}

fn refusal(description: &str) -> RefOr<Response> {
    RefOr::T(
        ResponseBuilder::new()
            .description(description)
            .content(
                "application/json",
                ContentBuilder::new()
                    .schema(Some(Ref::from_schema_name("ErrorBody")))
                    .build(),
            )
            .build(),
    )
}
