import { screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { MENU_CLOSE_DELAY_MS } from '@/components/ui/hover-menu';
import { genresTexts } from '@/features/genres/texts';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/test-utils';

const mainNav = () => screen.getByRole('navigation', { name: 'Navigation principale' });
const navLink = (name: string) => within(mainNav()).getByRole('link', { name });

describe('header genre dropdown', () => {
  it('lists the Films genres as menu items leading to their genre pages on hover', async () => {
    const { user } = renderApp('/home');

    await user.hover(await screen.findByRole('link', { name: 'FILMS' }));

    const list = await screen.findByRole('menu', { name: 'Genres FILMS' });
    const links = within(list).getAllByRole('menuitem');
    expect(links.map((link) => link.textContent)).toEqual(['Action', 'Comédie']);
    expect(links[0]).toHaveAttribute('href', '/genre/films-action');
    expect(links[1]).toHaveAttribute('href', '/genre/films-comedie');
    // Series genres belong to the SÉRIES menu only.
    expect(within(list).queryByRole('menuitem', { name: 'Drame' })).not.toBeInTheDocument();
  });

  it('lists the Séries genres under SÉRIES', async () => {
    const { user } = renderApp('/home');

    await user.hover(await screen.findByRole('link', { name: 'SÉRIES' }));

    const list = await screen.findByRole('menu', { name: 'Genres SÉRIES' });
    expect(
      within(list)
        .getAllByRole('menuitem')
        .map((link) => link.textContent),
    ).toEqual(['Drame']);
  });

  it('says so when a category has no genre', async () => {
    server.use(
      http.get('/api/genres', () =>
        HttpResponse.json([{ id: 's1', name: 'Drame', slug: 'series-drame', category: 'Séries' }]),
      ),
    );
    const { user } = renderApp('/home');

    await user.hover(await screen.findByRole('link', { name: 'FILMS' }));

    expect(await screen.findByText('Aucun genre disponible pour Films')).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Action' })).not.toBeInTheDocument();
  });

  it("shows 'Erreur de chargement' when the genres cannot be loaded", async () => {
    server.use(
      http.get('/api/genres', () =>
        HttpResponse.json({ error: { code: 'internal', message: 'boom' } }, { status: 500 }),
      ),
    );
    const { user } = renderApp('/home');

    await user.hover(await screen.findByRole('link', { name: 'FILMS' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(genresTexts.loadError);
  });

  it('closes 500 ms after the mouse leaves, not at once', async () => {
    const { user } = renderApp('/home');
    await user.hover(await screen.findByRole('link', { name: 'FILMS' }));
    const list = await screen.findByRole('menu', { name: 'Genres FILMS' });

    const leftAt = Date.now();
    await user.unhover(navLink('FILMS'));

    expect(list).toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Genres FILMS' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await waitForElementToBeRemoved(list, { timeout: 2000 });
    expect(Date.now() - leftAt).toBeGreaterThanOrEqual(450);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens on demand from the keyboard, not on focus; the arrows move, Escape returns to its toggle', async () => {
    const { user } = renderApp('/home');
    const films = await screen.findByRole('link', { name: 'FILMS' });

    films.focus();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await user.tab();
    const toggle = screen.getByRole('button', { name: 'Genres FILMS' });
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-haspopup', 'menu');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.keyboard('{ArrowDown}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('menuitem', { name: 'Action' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Comédie' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Action' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Comédie' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();

    await user.keyboard('{ArrowUp}');
    expect(await screen.findByRole('menuitem', { name: 'Comédie' })).toHaveFocus();
  });

  it('opens on a click on the chevron even when the hover opened it, and closes on a second click', async () => {
    const { user } = renderApp('/home');
    await user.hover(await screen.findByRole('link', { name: 'FILMS' }));
    const toggle = screen.getByRole('button', { name: 'Genres FILMS' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menuitem', { name: 'Action' })).toHaveFocus();
    // Opened by a click, it stays when the pointer leaves.
    await user.unhover(toggle);
    await new Promise((resolve) => setTimeout(resolve, MENU_CLOSE_DELAY_MS + 100));
    expect(screen.getByRole('menu', { name: 'Genres FILMS' })).toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
