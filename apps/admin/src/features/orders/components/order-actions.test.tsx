import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import * as v from 'valibot';
import { orderSchema } from '@haat/domain/schemas';
import { apiServer, fail, ok } from '../../../test/api-server.ts';
import { order, signInWithShop } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { OrderActions } from './order-actions.tsx';

const orderIn = (status: string) => v.parse(orderSchema, order(status));

function buttonNames(): string[] {
  const group = screen.queryByRole('group');
  return group
    ? within(group)
        .getAllByRole('button')
        .map((button) => button.textContent ?? '')
    : [];
}

describe('OrderActions: only the legal lifecycle buttons', () => {
  it.each([
    ['pending', ['Accept', 'Cancel order']],
    ['accepted', ['Process (prepared and packed)', 'Cancel order']],
    ['processing', ['Ship', 'Cancel order']],
    ['shipped', ['Deliver (customer received)', 'Returned (came back)']],
    ['delivered', ['Complete']],
    ['completed', []],
    ['canceled', []],
    ['returned', []],
    ['on-hold', []],
  ])('%s shows %j', async (status, expected) => {
    await signInWithShop();
    renderWithProviders(<OrderActions order={orderIn(status)} />);
    expect(buttonNames()).toEqual(expected);
  });

  it('shows the buttons in Bengali too', async () => {
    await signInWithShop();
    renderWithProviders(<OrderActions order={orderIn('pending')} />, { locale: 'bn' });
    const names = buttonNames();
    expect(names).toHaveLength(2);
    for (const name of names) expect(name).toMatch(/[\u0980-\u09FF]/u);
  });

  it('accepting sends the new status to the API', async () => {
    await signInWithShop();
    apiServer().on('PATCH', '/api/admin/v3/orders/501/status', ok(order('accepted')));
    const { user } = renderWithProviders(<OrderActions order={orderIn('pending')} />);
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Order accepted')).toBeTruthy();
    const call = apiServer().requests.find((request) => request.method === 'PATCH');
    expect(call?.json).toEqual({ status: 'accepted' });
    expect(call?.url.searchParams.get('shop_id')).toBe('7');
  });

  it('cancelling asks first, and only then changes the order', async () => {
    await signInWithShop();
    apiServer().on('PATCH', '/api/admin/v3/orders/501/status', ok(order('canceled')));
    const { user } = renderWithProviders(<OrderActions order={orderIn('processing')} />);
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this order?' });
    expect(apiServer().requests).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText('Order canceled')).toBeTruthy();
    expect(apiServer().requests.map((request) => request.json)).toEqual([{ status: 'canceled' }]);
  });

  it('marking a shipped order returned asks whether its items go back into stock (yes by default)', async () => {
    await signInWithShop();
    apiServer().on('PATCH', '/api/admin/v3/orders/501/status', ok(order('returned')));
    const { user } = renderWithProviders(<OrderActions order={orderIn('shipped')} />);
    await user.click(screen.getByRole('button', { name: 'Returned (came back)' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Mark this order as returned?' });
    expect(within(dialog).getByRole('checkbox', { name: /Put its items back into stock/u })).toHaveProperty(
      'checked',
      true,
    );
    expect(apiServer().requests).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Mark as returned' }));
    expect(await screen.findByText('Order marked as returned')).toBeTruthy();
    expect(apiServer().requests.map((request) => request.json)).toEqual([{ status: 'returned', restock: true }]);
  });

  it('a return whose items came back damaged is sent without restocking', async () => {
    await signInWithShop();
    apiServer().on('PATCH', '/api/admin/v3/orders/501/status', ok(order('returned')));
    const { user } = renderWithProviders(<OrderActions order={orderIn('shipped')} />);
    await user.click(screen.getByRole('button', { name: 'Returned (came back)' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Mark this order as returned?' });
    await user.click(within(dialog).getByRole('checkbox', { name: /Put its items back into stock/u }));
    await user.click(within(dialog).getByRole('button', { name: 'Mark as returned' }));
    expect(await screen.findByText('Order marked as returned')).toBeTruthy();
    expect(apiServer().requests.map((request) => request.json)).toEqual([{ status: 'returned', restock: false }]);
  });

  it('says so when someone else changed the order meanwhile (409)', async () => {
    await signInWithShop();
    apiServer().on('PATCH', '/api/admin/v3/orders/501/status', fail(409, 'Illegal status change'));
    const { user } = renderWithProviders(<OrderActions order={orderIn('shipped')} />);
    await user.click(screen.getByRole('button', { name: 'Deliver (customer received)' }));
    expect(await screen.findByText('This order was changed meanwhile. Its latest status is shown now.')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Deliver (customer received)' }).getAttribute('aria-busy')).toBeNull(),
    );
  });
});
