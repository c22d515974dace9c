import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { DiscountWire } from '@haat/domain/schemas';
import { apiServer, fail, ok } from '../../../test/api-server.ts';
import { signInWithShop } from '../../../test/fixtures.ts';
import { field } from '../../../test/queries.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { DiscountsView } from './discounts-view.tsx';

const eid: DiscountWire = {
  id: 1,
  code: 'EID10',
  title: 'ঈদ অফার ১০%',
  kind: 'percentage',
  percent: 10,
  amount: 0,
  scope: 'order',
  target_ids: [],
  min_amount: 1000,
  min_quantity: null,
  // 30 March 00:00 to 1 April 00:00 in Dhaka.
  starts_at: '2026-03-29T18:00:00.000Z',
  ends_at: '2026-03-31T18:00:00.000Z',
  usage_limit: 100,
  once_per_phone: true,
  combinable: true,
  active: true,
  uses: 12,
  revenue: 24500,
  discounted: 2450,
  created_at: '2026-03-01T00:00:00.000Z',
};
const free: DiscountWire = {
  ...eid,
  id: 2,
  code: null,
  title: 'ফ্রি ডেলিভারি',
  kind: 'free_delivery',
  percent: 0,
  min_amount: 2000,
  starts_at: null,
  ends_at: null,
  usage_limit: null,
  uses: 3,
};

describe('DiscountsView', () => {
  it('lists codes and automatic discounts with their uses and revenue', async () => {
    await signInWithShop();
    apiServer().on('GET', '/api/admin/v3/discounts', ok([eid, free]));
    renderWithProviders(<DiscountsView />);
    const row = await screen.findByTestId('discount-1');
    expect(row.textContent).toContain('EID10');
    expect(row.textContent).toContain('Used 12 of 100');
    expect(row.textContent).toContain('Revenue ৳24,500');
    expect((await screen.findByTestId('discount-2')).textContent).toContain('Automatic');
  });

  it('adds a code with Dhaka local times, as typed, and shows the server refusal on its field', async () => {
    await signInWithShop();
    apiServer().on('GET', '/api/admin/v3/discounts', ok([]));
    apiServer().on('POST', '/api/admin/v3/discounts', (request) =>
      (request.json as { code: string }).code === 'TAKEN'
        ? fail(422, 'The given data was invalid.', { code: ['validation.discount_code_taken'] })
        : ok(eid, 201),
    );
    const { user } = renderWithProviders(<DiscountsView />);
    await user.click((await screen.findAllByRole('button', { name: 'Add discount' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'New discount' });
    await user.type(field('Title'), 'Eid');
    await user.type(field('Code'), 'TAKEN');
    await user.type(field('Percent (%)'), '১০');
    await user.type(field('Minimum order (৳)'), '1000');
    await user.type(field('Starts (Dhaka time)'), '2026-03-30T00:00');
    await user.click(within(dialog).getByRole('button', { name: 'Add discount' }));
    expect(await within(dialog).findByText('This shop already has a discount with this code')).toBeTruthy();
    const sent = apiServer().requests.find((request) => request.method === 'POST')?.json;
    expect(sent).toMatchObject({
      code: 'TAKEN',
      title: 'Eid',
      kind: 'percentage',
      percent: 10,
      min_amount: 1000,
      starts_at: '2026-03-30T00:00',
      ends_at: null,
    });
  });
});
