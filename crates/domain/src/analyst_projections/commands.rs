/// What an analyst or an admin asks of one projection's stream. `by` is the acting
/// user's id, or `operator`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum AnalystProjectionCommand {
    /// A new projection under `name` (the stream's id), from its SQL text.
    Define {
        name: String,
        sql: String,
        by: String,
    },
    /// A new version of a projection in use, replayed beside the current one.
    NewVersion {
        name: String,
        sql: String,
        by: String,
    },
    /// The projection is retired: nodes remove its file; the log keeps its definitions.
    Retire { name: String, by: String },
}
