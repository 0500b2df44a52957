import { screen, within } from '@testing-library/react';

import { renderApp } from '@/testing/test-utils';

/** Opens `url` and waits for its list named `list` (a screen of cards). */
export async function openCardList(url: string, list: string) {
  const rendered = renderApp(url);
  await screen.findByRole('list', { name: list });
  return rendered;
}

/** The card (list item) whose heading is `name`, to query inside it. */
export function cardOf(name: string | RegExp) {
  const card = screen.getByRole('heading', { name }).closest('li');
  if (!card) throw new Error(`no card for ${String(name)}`);
  return within(card);
}
