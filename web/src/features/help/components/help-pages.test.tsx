import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { answerCommand, answerError, recordQueries } from '@/testing/mocks/record';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/test-utils';

function withLinks(links: { donation_url: string | null; community_url: string | null }) {
  server.use(http.get('/api/site', () => HttpResponse.json(links)));
}

describe('donation page', () => {
  it('shows the 70 % / 30 % split, a FAQ and other ways to help, without a button while no URL is set', async () => {
    renderApp('/donation');

    expect(await screen.findByRole('heading', { level: 1, name: 'Soutenir Bobine' })).toBeVisible();
    expect(screen.getByText('70 %')).toBeVisible();
    expect(screen.getByText('30 %')).toBeVisible();
    expect(screen.getByText('Serveurs et infrastructure')).toBeVisible();
    expect(screen.getByText('Développement')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Questions sur les dons' })).toBeVisible();
    expect(screen.getByRole('link', { name: /Parrainez vos amis/ })).toHaveAttribute(
      'href',
      '/profile',
    );
    expect(screen.getByRole('link', { name: /Signalez les bugs/ })).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(await screen.findByText(/ne sont pas encore ouverts/)).toBeVisible();
    expect(screen.queryByRole('link', { name: /Faire un don/ })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Soutenir Bobine · Bobine'));
  });

  it('opens the external payment page in a new tab when BOBINE_DONATION_URL is set', async () => {
    withLinks({ donation_url: 'https://dons.exemple.fr/bobine', community_url: null });
    renderApp('/donation');

    const button = await screen.findByRole('link', { name: /Faire un don/ });
    expect(button).toHaveAttribute('href', 'https://dons.exemple.fr/bobine');
    expect(button).toHaveAttribute('target', '_blank');
    expect(button).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

describe('contact page', () => {
  it('lists the support reply times of the spec', async () => {
    renderApp('/contact');

    const delays = await screen.findByRole('heading', { name: 'Délais de réponse' });
    const section = delays.closest('section');
    if (!section) throw new Error('no reply-times section');
    const list = within(section);
    for (const [topic, delay] of [
      ['Problème technique', '24 à 48 h'],
      ['Compte', '12 à 24 h'],
      ['Suggestions', '3 à 5 jours'],
      ['Partenariats', '1 semaine'],
    ] as const) {
      expect(list.getByText(topic)).toBeVisible();
      expect(list.getByText(delay)).toBeVisible();
    }
    await waitFor(() => expect(document.title).toBe('Contact · Bobine'));
  });

  it('sends the message and says so, then empties the form', async () => {
    const sent = answerCommand('post', '/api/contact');
    const { user } = renderApp('/contact');

    await user.type(await screen.findByLabelText('Sujet'), 'Lecture');
    await user.type(screen.getByLabelText('Message'), 'La vidéo ne se lance pas.');
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Votre message a bien été envoyé. Nous vous répondrons par e-mail.',
    );
    expect(sent.map(({ body }) => body)).toEqual([
      { subject: 'Lecture', message: 'La vidéo ne se lance pas.' },
    ]);
    expect(screen.getByLabelText('Sujet')).toHaveValue('');
  });

  it("shows the server's refusal as it words it", async () => {
    answerError('post', '/api/contact', 422, {
      code: 'too_short',
      message: 'Le message doit contenir au moins 10 caractères',
      field: 'message',
    });
    const { user } = renderApp('/contact');

    await user.type(await screen.findByLabelText('Sujet'), 'Sujet');
    await user.type(screen.getByLabelText('Message'), 'court');
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Le message doit contenir au moins 10 caractères',
    );
  });
});

describe('FAQ page', () => {
  it('shows ten questions in the five categories, searchable, with an empty state and a link to /contact', async () => {
    const { user } = renderApp('/faq');

    const list = await screen.findByRole('list', { name: 'Questions fréquentes' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    for (const category of ['Compte', 'Parrainage', 'Streaming', 'Contenu', 'Technique']) {
      expect(within(list).getAllByText(category)).toHaveLength(2);
    }
    expect(screen.getByRole('link', { name: 'Contactez-nous' })).toHaveAttribute(
      'href',
      '/contact',
    );

    // Case and accents do not matter: 'PARRAÎN' finds 'parrainer' and 'parrainage'.
    await user.type(screen.getByRole('searchbox'), 'PARRAÎN');
    const found = screen.getByRole('list', { name: 'Questions fréquentes' });
    expect(within(found).getAllByRole('listitem')).toHaveLength(2);

    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'zzzz');
    expect(screen.getByText('Aucune question ne correspond à votre recherche.')).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Questions fréquentes' })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Questions fréquentes · Bobine'));
  });
});

describe('sections', () => {
  it.each([
    ['/spectacles', 'Spectacles'],
    ['/documentaires', 'Documentaires'],
  ])('%s is a coming-soon placeholder', async (url, name) => {
    renderApp(url);

    expect(await screen.findByRole('heading', { level: 1, name })).toBeVisible();
    expect(screen.getByText('Bientôt disponible')).toBeVisible();
    await waitFor(() => expect(document.title).toBe(`${name} · Bobine`));
  });

  it('/animes lists the animes as /series lists series', async () => {
    const queries = recordQueries('/api/series');
    renderApp('/animes');

    expect(await screen.findByRole('heading', { level: 1, name: 'Animés' })).toBeVisible();
    await waitFor(() => expect(queries.length).toBeGreaterThan(0));
    expect(queries.every((query) => query.get('anime') === 'true')).toBe(true);
  });
});
