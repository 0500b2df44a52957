import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { Modal } from '@/components/ui/modal';

/** A page with a button behind the dialog and the button that opens it. */
function Page({ nested = false }: { nested?: boolean }) {
  const [open, setOpen] = useState(false);
  const [inner, setInner] = useState(false);
  return (
    <>
      <button type="button">Derrière</button>
      <button type="button" onClick={() => setOpen(true)}>
        Ouvrir
      </button>
      {open && (
        <Modal title="Signaler" closeLabel="Fermer" onClose={() => setOpen(false)}>
          <fieldset>
            <legend>Type</legend>
            <label>
              <input type="radio" name="kind" value="a" /> Vidéo
            </label>
            <label>
              <input type="radio" name="kind" value="b" /> Son
            </label>
          </fieldset>
          <textarea aria-label="Description" />
          <button type="button" onClick={() => setInner(true)}>
            Envoyer
          </button>
          {nested && inner && (
            <Modal title="Sûr ?" closeLabel="Fermer la question" onClose={() => setInner(false)}>
              <button type="button">Oui</button>
            </Modal>
          )}
        </Modal>
      )}
    </>
  );
}

describe('Modal', () => {
  it('is a labelled modal dialog that takes the focus on its first field', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Ouvrir' }));

    const dialog = screen.getByRole('dialog', { name: 'Signaler' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('radio', { name: 'Vidéo' })).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside, one stop per radio group, going round', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Ouvrir' }));
    const dialog = screen.getByRole('dialog');

    const seen: string[] = [];
    for (let i = 0; i < 10; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
      const active = document.activeElement as HTMLElement;
      seen.push(
        active instanceof HTMLInputElement
          ? `radio ${active.value}`
          : (active.getAttribute('aria-label') ?? active.textContent ?? ''),
      );
    }
    // Radio group, description, send, close, then round again.
    expect(seen.slice(0, 4)).toEqual(['Description', 'Envoyer', 'Fermer', 'radio a']);

    // Ten stops on, the focus is on 'Envoyer': Shift+Tab goes back.
    await user.tab({ shift: true });
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveFocus();
    for (let i = 0; i < 10; i += 1) {
      await user.tab({ shift: true });
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('closes on Escape wherever the focus is, and gives the focus back to its opener', async () => {
    const user = userEvent.setup();
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Ouvrir' });
    await user.click(opener);
    // The focus sent behind by a script comes back inside.
    screen.getByRole('button', { name: 'Derrière' }).focus();
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);

    (document.activeElement as HTMLElement).blur();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes only the top dialog of a stack on Escape', async () => {
    const user = userEvent.setup();
    render(<Page nested />);
    await user.click(screen.getByRole('button', { name: 'Ouvrir' }));
    const send = screen.getByRole('button', { name: 'Envoyer' });
    await user.click(send);
    expect(screen.getByRole('button', { name: 'Oui' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Sûr ?' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Signaler' })).toBeInTheDocument();
    expect(send).toHaveFocus();
  });
});
