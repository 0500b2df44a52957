//! The second step of a sign-in: the challenge the password step answered, and an
//! authenticator or recovery code, each accepted once.

use bobine_domain::accounts::{AccountCommand, SignInStep};

use super::codes::{CHALLENGE_LIFETIME, challenge_holds, challenge_parts, proof_of};
use super::invalid_code;
use crate::accounts::login::{LoggedIn, finish, record_failure};
use crate::error::{AppError, ErrorKind};
use crate::node::Node;
use crate::origin::Origin;

/// The code, as typed, with the challenge of the password step.
#[derive(Debug, Clone, Default)]
pub struct SecondStep {
    pub challenge: String,
    pub code: String,
    /// The browser's `User-Agent`: the session is named after it.
    pub user_agent: String,
}

fn expired() -> AppError {
    AppError::new(
        ErrorKind::Unauthenticated,
        "challenge_expired",
        "La vérification a expiré. Veuillez saisir de nouveau votre mot de passe.",
    )
}

pub async fn second_step(
    node: &Node,
    origin: &Origin,
    step: SecondStep,
) -> Result<LoggedIn, AppError> {
    if step.code.trim().is_empty() {
        return Err(AppError::invalid(
            "required",
            "code",
            "Veuillez saisir le code de vérification",
        ));
    }
    let (member, issued) = challenge_parts(&step.challenge).ok_or_else(expired)?;
    let id = member.to_string();
    let account = node.accounts.load(&id).await?;
    let now = node.clock.now();
    let holds = account.exists()
        && account.two_factor_on()
        && challenge_holds(
            &node.secret,
            &step.challenge,
            member,
            account.session_version(),
        );
    if !holds || now - issued > CHALLENGE_LIFETIME || issued > now {
        return Err(expired());
    }
    if let Some(wait) = account.sign_in_wait(now) {
        return Err(AppError::slowed(wait));
    }
    let passed = match proof_of(&node.secret, member, &account, &step.code, now) {
        None => Err(invalid_code()),
        Some(proof) => {
            let command = AccountCommand::PassSecondFactor { proof, now };
            node.run_settled(&node.accounts, origin, &id, &id, command)
                .await
        }
    };
    match passed {
        Err(error) if error.code == "invalid_code" => {
            record_failure(node, origin, member, SignInStep::Code, &step.user_agent).await;
            Err(invalid_code())
        }
        Err(error) => Err(error),
        Ok(_) => finish(node, origin, member, &step.user_agent).await,
    }
}
