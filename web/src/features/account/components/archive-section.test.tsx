import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { memberUser, setSession } from '@/testing/mocks/auth-db';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/test-utils';

async function openArchive() {
  setSession({ user: memberUser });
  const rendered = renderApp('/profile');
  const section = await screen.findByRole('region', { name: 'Mes données' });
  return { ...rendered, section };
}

describe('« Télécharger mes données » on /profile', () => {
  it('saves the ZIP the server answers', async () => {
    server.use(
      http.get(
        '/api/account/archive',
        () =>
          new HttpResponse(new Uint8Array([0x50, 0x4b]), {
            headers: { 'Content-Type': 'application/zip' },
          }),
      ),
    );
    const createObjectURL = vi.fn(() => 'blob:archive');
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const click = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    const { user, section } = await openArchive();

    await user.click(within(section).getByRole('button', { name: 'Télécharger mes données' }));

    expect(await within(section).findByText('Archive téléchargée')).toBeVisible();
    expect(createObjectURL).toHaveBeenCalledOnce();
    expect(click).toHaveBeenCalledOnce();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:archive');
  });

  it('says in French to wait when one was downloaded within the hour', async () => {
    const message =
      "Vous avez déjà téléchargé vos données il y a moins d'une heure. Veuillez réessayer plus tard.";
    server.use(
      http.get('/api/account/archive', () =>
        HttpResponse.json(
          { error: { code: 'archive_too_soon', message } },
          { status: 429, headers: { 'Retry-After': '3600' } },
        ),
      ),
    );
    const { user, section } = await openArchive();

    await user.click(within(section).getByRole('button', { name: 'Télécharger mes données' }));

    expect(await within(section).findByText(message)).toBeVisible();
  });
});
