import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { apiServer, ok } from '../../../test/api-server.ts';
import { jwtFor, owner, shop } from '../../../test/fixtures.ts';
import { renderAdmin } from '../../../test/render.tsx';

const customer = (overrides: Record<string, unknown> = {}) => ({
  mobile: '01911000013',
  name: 'করিম মিয়া',
  customer_id: null,
  orders_count: 12,
  delivered_count: 9,
  returned_count: 2,
  cancelled_count: 1,
  total_spent: 15250,
  last_order_at: '2026-06-01T06:00:00.000Z',
  cod_risk: { level: 'medium', ratio: 0.25, total: 12, returned: 2, sources: [{ source: 'shop', total: 12, bad: 3 }] },
  note: null,
  tags: ['VIP'],
  blocked_at: null,
  ...overrides,
});

const page = (data: unknown[]) => ({ data, current_page: 1, per_page: 20, total: data.length, last_page: 1 });

function openCustomers(query: string, locale: 'en' | 'bn') {
  apiServer().on('GET', '/api/admin/v3/online-shop', ok({ shop, apk_lead: null }));
  apiServer().on('GET', '/api/admin/v3/delivery-packages', ok([]));
  return renderAdmin(`/admin/rupa-fashion/customers?token=${jwtFor(owner)}&lang=${locale}${query}`);
}

describe('CustomersView', () => {
  it('lists customers with Bengali numerals, the risk badge and tags, and searches by name or number', async () => {
    apiServer().on('GET', '/api/admin/v3/customers', ok(page([customer()])));
    const { user } = openCustomers('', 'bn');
    const row = await screen.findByTestId('customer-01911000013');
    expect(within(row).getByText(/১২টি অর্ডার · ৯টি ডেলিভারি · ২টি ফেরত · ১টি বাতিল/u)).toBeTruthy();
    expect(within(row).getByText('৳১৫,২৫০')).toBeTruthy();
    expect(within(row).getByTestId('cod-risk').getAttribute('data-level')).toBe('medium');
    expect(within(row).getByText('VIP')).toBeTruthy();

    await user.type(screen.getByRole('searchbox', { name: 'কাস্টমার খুঁজুন' }), '01911');
    await screen.findByTestId('customer-01911000013');
    await expect
      .poll(() => apiServer().requests.some((request) => request.url.searchParams.get('search') === '01911'))
      .toBe(true);
  });

  it("shows a customer's orders and blocks the number after asking", async () => {
    const blocked: unknown[] = [];
    const detail = (overrides: Record<string, unknown> = {}) => ({
      customer: customer(overrides),
      orders: [
        { id: 7, code: 'HT-AAAA1111', status: 'delivered', total: 1250, created_at: '2026-06-01T06:00:00.000Z' },
      ],
      messages: [],
    });
    apiServer().on('GET', '/api/admin/v3/customers/01911000013', () =>
      ok(detail(blocked.length > 0 ? { blocked_at: '2026-06-02T06:00:00.000Z' } : {})),
    );
    apiServer().on('PATCH', '/api/admin/v3/customers/01911000013', (request) => {
      blocked.push(request.json);
      return ok(customer({ blocked_at: '2026-06-02T06:00:00.000Z' }));
    });
    const { user } = openCustomers('&mobile=01911000013', 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'করিম মিয়া' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'HT-AAAA1111' }).getAttribute('href')).toBe(
      '/admin/rupa-fashion/orders?order=7',
    );
    expect(screen.getByText('Only customers with an account can send messages.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Block' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Block 01911000013?' });
    expect(blocked).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await screen.findByTestId('customer-blocked')).toBeTruthy();
    expect(blocked).toEqual([{ blocked: true }]);
    expect(screen.getByRole('button', { name: 'Unblock' })).toBeTruthy();
  });

  it('filters by a tag from a row and by block, and the filters reach the list', async () => {
    apiServer().on('GET', '/api/admin/v3/customers', ok(page([customer()])));
    const { user } = openCustomers('', 'en');
    const row = await screen.findByTestId('customer-01911000013');
    await user.click(within(row).getByRole('link', { name: 'Customers tagged VIP' }));
    const removeTag = await screen.findByRole('button', { name: /Tag: VIP/u });
    await expect
      .poll(() => apiServer().requests.some((request) => request.url.searchParams.get('tag') === 'VIP'))
      .toBe(true);

    await user.click(screen.getByRole('checkbox', { name: 'Blocked only' }));
    await expect
      .poll(() =>
        apiServer().requests.some(
          (request) =>
            request.url.searchParams.get('blocked') === 'true' && request.url.searchParams.get('tag') === 'VIP',
        ),
      )
      .toBe(true);
    await user.click(removeTag);
    expect(screen.queryByRole('button', { name: /Tag: VIP/u })).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Blocked only' })).toHaveProperty('checked', true);
  });
});
