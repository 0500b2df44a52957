import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { memberUser, setSession } from '@/testing/mocks/auth-db';
import { moderationDb } from '@/testing/mocks/moderation-handlers';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/test-utils';

async function openReport(url = '/movie/m-1') {
  const rendered = renderApp(url);
  await rendered.user.click(await screen.findByRole('button', { name: 'Signaler un problème' }));
  return { ...rendered, dialog: screen.getByRole('dialog', { name: 'Signaler un problème' }) };
}

/** Typing a whole form with fake timers takes several seconds on a loaded machine. */
const SLOW_TEST_MS = 20_000;

afterEach(() => vi.useRealTimers());

describe('report-a-problem modal', () => {
  it(
    'asks for a type, sends the report, then closes after 2 s and starts empty again',
    async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      setSession({ user: memberUser });
      const { user, dialog } = await openReport();

      await user.click(within(dialog).getByRole('button', { name: 'Envoyer le signalement' }));
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        'Veuillez sélectionner le type de problème',
      );

      await user.click(within(dialog).getByLabelText('Problème de son'));
      await user.type(within(dialog).getByLabelText('Description (facultative)'), 'Pas de son');
      await user.click(within(dialog).getByRole('button', { name: 'Envoyer le signalement' }));

      expect(await within(dialog).findByRole('status')).toHaveTextContent('Merci');
      expect(moderationDb.reports).toEqual([
        {
          content_type: 'movie',
          content_id: 'm-1',
          problem_type: 'audio_issue',
          description: 'Pas de son',
        },
      ]);
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1900);
      });
      expect(screen.getByRole('dialog')).toBeInTheDocument();
      await act(async () => {
        await vi.advanceTimersByTimeAsync(200);
      });
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Signaler un problème' }));
      expect(screen.getByLabelText('Problème de son')).not.toBeChecked();
    },
    SLOW_TEST_MS,
  );

  it('reports the episode playing (the first one on opening) from a series page', async () => {
    setSession({ user: memberUser });
    const { user, dialog } = await openReport('/series/s-1');
    await user.click(within(dialog).getByLabelText('Autre problème'));
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer le signalement' }));
    await within(dialog).findByRole('status');
    expect(moderationDb.reports[0]).toEqual({
      content_type: 'episode',
      content_id: 'e-1-1',
      problem_type: 'other',
      description: null,
    });
  });

  it("shows the server's message, or the spec's fallback", async () => {
    setSession({ user: memberUser });
    server.use(
      http.post('/api/reports', () =>
        HttpResponse.json(
          { error: { code: 'not_found', message: 'Film non trouvé' } },
          { status: 404 },
        ),
      ),
    );
    const { user, dialog } = await openReport();
    await user.click(within(dialog).getByLabelText('Autre problème'));
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer le signalement' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Film non trouvé');

    server.use(http.post('/api/reports', () => HttpResponse.error()));
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer le signalement' }));
    expect(await within(dialog).findByText('Erreur lors du signalement')).toBeInTheDocument();
  });

  it('asks a visitor of a public catalogue to sign in', async () => {
    setSession({
      user: null,
      settings: { public_catalogue: true, require_referral: false, staff_two_factor: 'optional' },
    });
    const { user, dialog } = await openReport();
    await user.click(within(dialog).getByLabelText('Autre problème'));
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer le signalement' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Vous devez être connecté pour signaler un problème',
    );
    expect(moderationDb.reports).toEqual([]);
  });
});
