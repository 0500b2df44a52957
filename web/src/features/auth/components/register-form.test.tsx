import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';

import { authDb, setSession } from '@/testing/mocks/auth-db';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/test-utils';
import type { RegisterInput } from '@/types/api';

/** Records every sign-up body, then lets the default handler answer. */
function recordRegistrations(): RegisterInput[] {
  const sent: RegisterInput[] = [];
  server.use(
    http.post('/api/auth/register', async ({ request }) => {
      sent.push((await request.clone().json()) as RegisterInput);
    }),
  );
  return sent;
}

async function openRegister(url = '/register') {
  setSession({ user: null });
  const rendered = renderApp(url);
  // The first seeded challenge is 'Combien font 3 + 4 ?' (answer 7).
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
    const sent = recordRegistrations();
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
    const sent = recordRegistrations();
    const rendered = await openRegister();

    await fill(rendered, 'secret123', 'secret123');
    await rendered.user.type(screen.getByLabelText('Votre réponse'), '8');
    await rendered.user.click(screen.getByRole('button', { name: "S'INSCRIRE" }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Réponse au captcha incorrecte. Veuillez réessayer.',
    );
    // The second seeded challenge replaces the first, with an empty answer.
    expect(await screen.findByText('Combien de 🍿 ? 🍿🍿🍿')).toBeInTheDocument();
    expect(screen.queryByText('Combien font 3 + 4 ?')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Votre réponse')).toHaveValue('');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ captcha_id: 'cap-1', captcha_answer: '8' });

    await rendered.user.type(screen.getByLabelText('Votre réponse'), '3');
    await rendered.user.click(screen.getByRole('button', { name: "S'INSCRIRE" }));

    expect(await screen.findByText('Inscription réussie ! Redirection en cours...')).toBeVisible();
    expect(sent[1]).toMatchObject({ captcha_id: 'cap-2', captcha_answer: '3' });
  });

  it('offers the options of a logic question and sends the chosen text', async () => {
    authDb.captchaQueue = authDb.captchaQueue.filter((captcha) => captcha.kind === 'logic');
    const sent = recordRegistrations();
    setSession({ user: null });
    const rendered = renderApp('/register');
    await screen.findByText('Quel animal miaule ?');

    await fill(rendered, 'secret123', 'secret123');
    await rendered.user.click(screen.getByRole('radio', { name: 'Le chat' }));
    await rendered.user.click(screen.getByRole('button', { name: "S'INSCRIRE" }));

    await screen.findByText('Inscription réussie ! Redirection en cours...');
    expect(sent[0]).toMatchObject({ captcha_id: 'cap-3', captcha_answer: 'Le chat' });
  });

  it('signs up, shows the success message, then goes to /home after 2 s', async () => {
    const sent = recordRegistrations();
    const rendered = await openRegister('/register?ref=BOB-42');

    // A key from the link is shown and sent even though the server does not require one.
    expect(screen.getByLabelText('Clé de parrainage')).toHaveValue('BOB-42');
    await fill(rendered, 'secret123', 'secret123');
    await rendered.user.type(screen.getByLabelText('Votre réponse'), ' 7 ');
    await rendered.user.click(screen.getByRole('button', { name: "S'INSCRIRE" }));

    expect(await screen.findByText('Inscription réussie ! Redirection en cours...')).toBeVisible();
    expect(sent[0]).toEqual({
      email: 'nouveau@bobine.test',
      password: 'secret123',
      password_confirmation: 'secret123',
      captcha_id: 'cap-1',
      captcha_answer: '7',
      referral_key: 'BOB-42',
    });
    // Still here just after the success: the message is given its 2 s.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(rendered.router.state.location.pathname).toBe('/register');
    await waitFor(() => expect(rendered.router.state.location.pathname).toBe('/home'), {
      timeout: 2000,
    });
    expect(await screen.findByRole('heading', { name: 'Bienvenue sur Bobine' })).toBeVisible();
  });

  it('shows the referral key field only when the server requires one', async () => {
    setSession({ user: null });
    const first = renderApp('/register');
    await screen.findByText('Combien font 3 + 4 ?');
    expect(screen.queryByLabelText('Clé de parrainage')).not.toBeInTheDocument();
    first.unmount();

    setSession({ settings: { public_catalogue: false, require_referral: true } });
    renderApp('/register');
    expect(await screen.findByLabelText('Clé de parrainage')).toHaveValue('');
  });
});
