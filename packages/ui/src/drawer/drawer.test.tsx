import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../test/render.tsx';
import { Drawer, type DrawerProps } from './drawer.tsx';

function CartDrawer(props: Partial<DrawerProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open cart
      </button>
      <Drawer open={open} onOpenChange={setOpen} title="Cart" side="right" width={350} {...props}>
        <a href="#item">Rice 5 kg</a>
        <button type="button">Checkout</button>
      </Drawer>
    </>
  );
}

/** The tests name their drawers with plain text, which is also the dialog's accessible name. */
async function openDrawer(props: Partial<Omit<DrawerProps, 'title'>> & { title?: string } = {}) {
  const user = userEvent.setup();
  renderWithI18n(<CartDrawer {...props} />);
  await user.click(screen.getByRole('button', { name: 'Open cart' }));
  return { user, drawer: await screen.findByRole('dialog', { name: props.title ?? 'Cart' }) };
}

describe('Drawer', () => {
  it('opens as a dialog named by its title, with its width and side', async () => {
    const { drawer } = await openDrawer();
    expect(drawer.style.width).toBe('350px');
    expect(drawer.dataset.side).toBe('right');
    expect(screen.getByRole('heading', { name: 'Cart' })).toBeDefined();
  });

  it('takes the width and side it is given (category drawer: left, 320px)', async () => {
    const { drawer } = await openDrawer({ title: 'Categories', side: 'left', width: 320 });
    expect(drawer.style.width).toBe('320px');
    expect(drawer.dataset.side).toBe('left');
  });

  it('keeps a hidden title as the accessible name', async () => {
    const { drawer } = await openDrawer({ title: 'Dashboard menu', hideTitle: true });
    expect(drawer).toBeDefined();
  });

  it('moves focus inside and traps it there', async () => {
    const { user, drawer } = await openDrawer();
    await waitFor(() => expect(drawer.contains(document.activeElement)).toBe(true));
    const visited = new Set<string>();
    for (let step = 0; step < 6; step += 1) {
      await user.tab();
      expect(drawer.contains(document.activeElement)).toBe(true);
      visited.add(document.activeElement?.textContent || document.activeElement?.getAttribute('aria-label') || '');
    }
    expect([...visited].sort()).toEqual(['Checkout', 'Close', 'Rice 5 kg']);
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const { user } = await openDrawer();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open cart' }));
  });

  it('closes on a click on the overlay', async () => {
    const { user } = await openDrawer();
    const overlay = document.querySelector('[data-overlay]');
    expect(overlay).not.toBeNull();
    await user.click(overlay as Element);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes with its Close button, labelled in the active language', async () => {
    const { user } = await openDrawer();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('hides the page behind it from assistive technology while open', async () => {
    await openDrawer();
    expect(screen.queryByRole('button', { name: 'Open cart' })).toBeNull();
  });
});
