use bobine_domain::analyst_projections::{AnalystProjectionCommand, valid_name};
use bobine_projections::analysts::{self, Problem};
use bobine_store::Position;

use crate::error::{AppError, ErrorKind};
use crate::node::Node;
use crate::origin::{Admin, Origin};

/// A definition or a new version, written: its version and the position of its event.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Defined {
    pub name: String,
    pub version: u32,
    pub position: Position,
}

/// Why a definition was refused: a problem in its SQL (with its line), or any other
/// refusal of the application.
#[derive(Debug, Clone, PartialEq)]
pub enum DefineError {
    Invalid(Problem),
    App(AppError),
}

impl From<AppError> for DefineError {
    fn from(error: AppError) -> Self {
        DefineError::App(error)
    }
}

/// Checks a definition without writing anything ("Vérifier" on the screen).
pub fn check(sql: &str) -> Result<Vec<String>, Problem> {
    analysts::check(sql).map(|checked| checked.tables)
}

fn checked_name(name: &str) -> Result<(), AppError> {
    if valid_name(name) {
        return Ok(());
    }
    let message =
        bobine_domain::analyst_projections::AnalystProjectionError::InvalidName.to_string();
    Err(AppError::invalid("invalid_name", "name", message))
}

/// A new projection: checked, then its definition appended (version 1, or the next
/// number of a retired name).
pub async fn define(
    node: &Node,
    origin: &Origin,
    staff: &Admin,
    name: &str,
    sql: &str,
) -> Result<Defined, DefineError> {
    checked_name(name)?;
    checked_run(node, origin, staff, name, sql, |name, sql, by| {
        AnalystProjectionCommand::Define { name, sql, by }
    })
    .await
}

/// A new version of a projection in use: checked, appended, then replayed beside the
/// current version on every node, which serves until the new one has caught up.
pub async fn new_version(
    node: &Node,
    origin: &Origin,
    staff: &Admin,
    name: &str,
    sql: &str,
) -> Result<Defined, DefineError> {
    checked_name(name).map_err(|_| not_found())?;
    checked_run(node, origin, staff, name, sql, |name, sql, by| {
        AnalystProjectionCommand::NewVersion { name, sql, by }
    })
    .await
}

/// Checks `sql` (nothing is written when it cannot work), then runs the command
/// `command` makes of the name, the SQL and the acting staff member.
async fn checked_run(
    node: &Node,
    origin: &Origin,
    staff: &Admin,
    name: &str,
    sql: &str,
    command: impl FnOnce(String, String, String) -> AnalystProjectionCommand,
) -> Result<Defined, DefineError> {
    check(sql).map_err(DefineError::Invalid)?;
    let command = command(name.to_string(), sql.to_string(), staff.actor.clone());
    Ok(run(node, origin, staff, name, command).await?)
}

/// Retires a projection: every node removes its file; the log keeps its definitions.
pub async fn retire(
    node: &Node,
    origin: &Origin,
    staff: &Admin,
    name: &str,
) -> Result<Position, AppError> {
    checked_name(name).map_err(|_| not_found())?;
    let command = AnalystProjectionCommand::Retire {
        name: name.to_string(),
        by: staff.actor.clone(),
    };
    Ok(run(node, origin, staff, name, command).await?.position)
}

fn not_found() -> AppError {
    AppError::new(
        ErrorKind::NotFound,
        "projection_not_found",
        "Projection non trouvée",
    )
}

async fn run(
    node: &Node,
    origin: &Origin,
    staff: &Admin,
    name: &str,
    command: AnalystProjectionCommand,
) -> Result<Defined, AppError> {
    let retired = matches!(command, AnalystProjectionCommand::Retire { .. });
    let position = node
        .run_as(
            &node.analyst_definitions,
            origin,
            &staff.actor,
            name,
            command,
        )
        .await?;
    let version = node.analyst_definitions.load(name).await?.version();
    // Read-your-writes: the list and the projection's page know it once answered.
    if let Some(analysts) = &node.analysts
        && !analysts
            .wait_defined(name, version, retired, node.settings.read_wait)
            .await
    {
        tracing::warn!(
            projection = name,
            "the definition was not read back in time"
        );
    }
    Ok(Defined {
        name: name.to_string(),
        version,
        position,
    })
}
