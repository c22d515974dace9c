import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInShop } from '../test/render.tsx';
import { makeOrder } from '../test/order-fixture.ts';
import OrderSuccessPage from './order-success.tsx';

afterEach(() => vi.unstubAllGlobals());

function open(state?: unknown) {
  const rendered = renderInShop(<OrderSuccessPage />, { path: '/rongdhonu/order-success?code=HT-7K3M9Q2X' });
  if (state) void rendered.router.navigate('/rongdhonu/order-success?code=HT-7K3M9Q2X', { state, replace: true });
  return rendered;
}

describe('order success route', () => {
  it("shows the order code, the server's total and links to details and tracking", async () => {
    open({ order: makeOrder({ total: 4560 }) });
    expect(await screen.findByTestId('order-total')).toHaveProperty('textContent', '৳4,560');
    expect(screen.getByTestId('order-code').textContent).toBe('HT-7K3M9Q2X');
    expect(screen.getByRole('link', { name: 'View order details' }).getAttribute('href')).toBe(
      '/rongdhonu/order_details/HT-7K3M9Q2X',
    );
    expect(screen.getByRole('link', { name: 'Track order' }).getAttribute('href')).toBe(
      '/rongdhonu/track-order?query=HT-7K3M9Q2X',
    );
  });

  it('copies the code, and says "Copy failed" when the browser refuses', async () => {
    const writeText = vi.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('denied'));
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    open();
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Order ID copied')).toBeDefined();
    expect(writeText).toHaveBeenCalledWith('HT-7K3M9Q2X');
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Copy failed')).toBeDefined();
  });
});
