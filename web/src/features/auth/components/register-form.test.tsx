import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import {
  authDb,
  logicCaptcha,
  memberUser,
  setSession,
  visualCaptcha,
} from '@/testing/mocks/auth-db';
import { REGISTER_REDIRECT_MS } from '@/features/auth/components/register-form';
import { answerCommand, answerError } from '@/testing/mocks/record';
import { renderApp } from '@/testing/test-utils';

const captchaIncorrect = {
  code: 'captcha_incorrect',
  message: 'Réponse au captcha incorrecte. Veuillez réessayer.',
  field: 'captcha_answer',
};

async function openRegister(url = '/register') {
  setSession({ user: null });
  const rendered = renderApp(url);
  // The challenge the server hands out unless a test sets another.
  await screen.findByText('Combien font 3 + 4 ?');
  return rendered;
}

type Rendered = Awaited<ReturnType<typeof openRegister>>;

async function fill({ user }: Rendered, password: string, confirmation: string) {
  await user.type(screen.getByLabelText('Email'), 'nouveau@bobine.test');
  await user.type(screen.getByLabelText('Mot de passe'), password);
  await user.type(screen.getByLabelText('Confirmer le mot de passe'), confirmation);
}

describe('registration page', () => {
  it('refuses different passwords before asking the server', async () => {
    const sent = answerCommand('post', '/api/auth/register');
    const rendered = await openRegister();

    await fill(rendered, 'secret123', 'secret124');
    await rendered.user.type(screen.getByLabelText('Votre réponse'), '7');
    await rendered.user.click(screen.getByRole('button', { name: "S'INSCRIRE" }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Les mots de passe ne correspondent pas',
    );
    expect(sent).toEqual([]);
  });

  it('on a wrong captcha answer, shows the message, asks a new challenge and clears the answer', async () => {
    const accepted = answerCommand('post', '/api/auth/register');
    // The server refuses the first answer; the next challenge it hands out is another one.
    const refused = answerError('post', '/api/auth/register', 422, captchaIncorrect, {
      once: true,
      then: () => {
        authDb.captcha = visualCaptcha;
      },
    });
    const rendered = await openRegister();

    await fill(rendered, 'secret123', 'secret123');
    await rendered.user.type(screen.getByLabelText('Votre réponse'), '8');
    await rendered.user.click(screen.getByRole('button', { name: "S'INSCRIRE" }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Réponse au captcha incorrecte. Veuillez réessayer.',
    );
    expect(await screen.findByText('Combien de 🍿 ? 🍿🍿🍿')).toBeInTheDocument();
    expect(screen.queryByText('Combien font 3 + 4 ?')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Votre réponse')).toHaveValue('');
    expect(refused).toHaveLength(1);
    expect(refused[0]?.body).toMatchObject({ captcha_id: 'cap-1', captcha_answer: '8' });

    await rendered.user.type(screen.getByLabelText('Votre réponse'), '3');
    await rendered.user.click(screen.getByRole('button', { name: "S'INSCRIRE" }));

    expect(await screen.findByText('Inscription réussie ! Redirection en cours...')).toBeVisible();
    expect(accepted).toHaveLength(1);
    expect(accepted[0]?.body).toMatchObject({ captcha_id: 'cap-2', captcha_answer: '3' });
  });

  it('shows the message of a refusal on the address', async () => {
    const sent = answerError('post', '/api/auth/register', 409, {
      code: 'email_taken',
      message: 'Un compte existe déjà avec cette adresse e-mail',
      field: 'email',
    });
    const rendered = await openRegister();

    await fill(rendered, 'secret123', 'secret123');
    await rendered.user.type(screen.getByLabelText('Votre réponse'), '7');
    await rendered.user.click(screen.getByRole('button', { name: "S'INSCRIRE" }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Un compte existe déjà avec cette adresse e-mail',
    );
    expect(rendered.router.state.location.pathname).toBe('/register');
    expect(sent[0]?.body).toMatchObject({ email: 'nouveau@bobine.test' });
  });

  it('offers the options of a logic question and sends the chosen text', async () => {
    authDb.captcha = logicCaptcha;
    const sent = answerCommand('post', '/api/auth/register');
    setSession({ user: null });
    const rendered = renderApp('/register');
    await screen.findByText('Quel animal miaule ?');

    await fill(rendered, 'secret123', 'secret123');
    await rendered.user.click(screen.getByRole('radio', { name: 'Le chat' }));
    await rendered.user.click(screen.getByRole('button', { name: "S'INSCRIRE" }));

    await screen.findByText('Inscription réussie ! Redirection en cours...');
    expect(sent[0]?.body).toMatchObject({ captcha_id: 'cap-3', captcha_answer: 'Le chat' });
  });

  it('signs up, shows the success message, then goes to /home after 2 s', async () => {
    // The server signs the new member in: the session read again is theirs.
    const sent = answerCommand('post', '/api/auth/register', () =>
      setSession({ user: { ...memberUser, email: 'nouveau@bobine.test' } }),
    );
    const rendered = await openRegister('/register?ref=BOB-42');

    // A key from the link is shown and sent even though the server does not require one.
    expect(screen.getByLabelText('Clé de parrainage')).toHaveValue('BOB-42');
    await fill(rendered, 'secret123', 'secret123');
    await rendered.user.type(screen.getByLabelText('Votre réponse'), ' 7 ');
    await rendered.user.click(screen.getByRole('button', { name: "S'INSCRIRE" }));

    expect(await screen.findByText('Inscription réussie ! Redirection en cours...')).toBeVisible();
    expect(sent.map(({ body }) => body)).toEqual([
      {
        email: 'nouveau@bobine.test',
        password: 'secret123',
        password_confirmation: 'secret123',
        captcha_id: 'cap-1',
        captcha_answer: '7',
        referral_key: 'BOB-42',
      },
    ]);
    // Still here once the success shows: the message is given its 2 s (timed to the
    // millisecond in use-redirect-after.test.tsx).
    expect(rendered.router.state.location.pathname).toBe('/register');
    await waitFor(() => expect(rendered.router.state.location.pathname).toBe('/home'), {
      // The 2 s, then the session read again: a deadline, not a pause.
      timeout: REGISTER_REDIRECT_MS + 1000,
    });
    expect(await screen.findByRole('heading', { name: 'Bienvenue sur Bobine' })).toBeVisible();
  });

  it('shows the referral key field only when the server requires one', async () => {
    setSession({ user: null });
    const first = renderApp('/register');
    await screen.findByText('Combien font 3 + 4 ?');
    expect(screen.queryByLabelText('Clé de parrainage')).not.toBeInTheDocument();
    first.unmount();

    setSession({
      settings: { public_catalogue: false, require_referral: true, staff_two_factor: 'optional' },
    });
    renderApp('/register');
    expect(await screen.findByLabelText('Clé de parrainage')).toHaveValue('');
  });
});
