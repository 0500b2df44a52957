//! What every aggregate's error says about itself: the kind of refusal, a stable code
//! and, for a form, the field at fault. Each aggregate implements [`DomainError`]
//! beside its error, so a new aggregate brings its codes with it and the application
//! layer maps any of them the same way (docs/architecture.md, "A command, step by step").

/// What went wrong, as a caller branches on it (the HTTP interface turns it into a
/// status). The domain's refusals use the first five; the application layer adds the
/// others for what happens around a command.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ErrorKind {
    /// A rule refused the input (a form field, usually).
    Invalid,
    NotFound,
    /// The state does not allow it: taken, already there, changed concurrently.
    Conflict,
    Forbidden,
    /// A limit of use (the weekly requests), as a rate limit.
    RateLimited,
    /// Nobody is signed in, or the credentials are wrong.
    Unauthenticated,
    /// A banned member (the error carries the ban).
    Banned,
    /// The node is saturated (password hashing): try again in a moment.
    Busy,
    /// The request itself cannot be read.
    Malformed,
    /// The disk holding the log or the read models is full: nothing was written.
    StorageFull,
    /// A failure of ours, logged, never explained to the client.
    Internal,
}

/// An aggregate's refusal, told the same way by every aggregate. `Display` is the
/// exact French message shown.
pub trait DomainError: std::error::Error {
    fn kind(&self) -> ErrorKind;
    /// Stable, snake_case: what a client branches on.
    fn code(&self) -> &'static str;
    /// The form field at fault, if the error is about one.
    fn field(&self) -> Option<&str> {
        None
    }
}

/// An aggregate that refuses nothing (`Library::Error`).
impl DomainError for std::convert::Infallible {
    fn kind(&self) -> ErrorKind {
        match *self {}
    }

    fn code(&self) -> &'static str {
        match *self {}
    }
}
