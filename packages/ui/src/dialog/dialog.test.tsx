import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../test/render.tsx';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog.tsx';
import { Dialog } from './dialog.tsx';

function AboutDialog() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Delivery info
      </button>
      <Dialog open={open} onOpenChange={setOpen} title="Delivery" description="Inside Dhaka in 2 days.">
        <p>Cash on delivery everywhere.</p>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is named by its title, described by its description, and closes with Close', async () => {
    const user = userEvent.setup();
    renderWithI18n(<AboutDialog />);
    await user.click(screen.getByRole('button', { name: 'Delivery info' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delivery', description: 'Inside Dhaka in 2 days.' });
    expect(dialog.textContent).toContain('Cash on delivery everywhere.');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delivery info' }));
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    renderWithI18n(<AboutDialog />);
    await user.click(screen.getByRole('button', { name: 'Delivery info' }));
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

function DeleteProduct(props: Partial<ConfirmDialogProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Delete product
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Delete this product?"
        description="It disappears from your shop."
        onConfirm={() => undefined}
        {...props}
      />
    </>
  );
}

async function openConfirm(props: Partial<ConfirmDialogProps> = {}, locale: 'en' | 'bn' = 'en') {
  const user = userEvent.setup();
  renderWithI18n(<DeleteProduct {...props} />, locale);
  await user.click(screen.getByRole('button', { name: 'Delete product' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Delete this product?' });
  return { user, dialog };
}

describe('ConfirmDialog', () => {
  it('is an alertdialog that starts focus on Cancel', async () => {
    await openConfirm();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' })));
  });

  it('Cancel closes without confirming', async () => {
    const onConfirm = vi.fn();
    const { user } = await openConfirm({ onConfirm });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('Confirm runs the action once and closes', async () => {
    const onConfirm = vi.fn();
    const { user } = await openConfirm({ onConfirm });
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('stays open and busy while an async action runs, then closes', async () => {
    let finish: () => void = () => undefined;
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { user } = await openConfirm({ onConfirm, confirmLabel: 'Delete' });
    const confirm = screen.getByRole('button', { name: 'Delete' });
    await user.click(confirm);
    await waitFor(() => expect(confirm.getAttribute('aria-busy')).toBe('true'));
    await user.click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeDefined();
    finish();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('stays open when the async action fails', async () => {
    const onConfirm = vi.fn(() => Promise.reject(new Error('network')));
    const { user } = await openConfirm({ onConfirm });
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Confirm' }).getAttribute('aria-busy')).toBeNull());
    expect(screen.getByRole('alertdialog')).toBeDefined();
  });

  it('does not close on a click outside', async () => {
    const { user } = await openConfirm();
    await user.click(document.querySelector('[data-overlay]') as Element);
    expect(screen.getByRole('alertdialog')).toBeDefined();
  });

  it('labels its buttons in Bengali when bn is active', async () => {
    await openConfirm({}, 'bn');
    const labels = screen.getAllByRole('button').map((button) => button.textContent ?? '');
    expect(labels).toHaveLength(2);
    for (const label of labels) expect(label).toMatch(/[\u0980-\u09FF]/u);
  });
});
