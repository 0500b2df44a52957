//! Schemas the document states by hand, for Rust types that read more than one JSON
//! type; kept apart from the routes and the document's assembly (`openapi.rs`), which
//! both use them.

/// A value the document states as any of `types` (`null` among them for none), for
/// a field whose Rust type reads several JSON types (a note, an analyst's cell).
pub(crate) fn any_of_types(
    types: impl IntoIterator<Item = utoipa::openapi::Type>,
    description: &str,
) -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
    utoipa::openapi::ObjectBuilder::new()
        .schema_type(utoipa::openapi::schema::SchemaType::from_iter(types))
        .description(Some(description))
        .into()
}
