import { beforeEach, afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Review } from '@haat/domain/schemas';
import { useAuthStore } from '../../../entities/customer/auth.ts';
import { ok, startTestApi, type TestApi } from '../../../test/api-server.ts';
import { makeCustomer } from '../../../test/fixtures.ts';
import { setTestLocale } from '../../../test/i18n.ts';
import { makeOrder } from '../../../test/order-fixture.ts';
import { renderInShop } from '../../../test/render.tsx';
import { MyReviews } from './my-reviews.tsx';

let api: TestApi;
beforeEach(async () => {
  api = await startTestApi();
  useAuthStore.getState().load('rongdhonu');
  useAuthStore.getState().login({ token: 'customer-token', customer: makeCustomer() });
});
afterEach(() => api.close());

const review: Review = {
  id: 5,
  product_id: 11,
  customer_name: 'Karim Uddin',
  rating: 5,
  comment: 'Lovely',
  created_at: '2026-11-20T10:00:00.000Z',
  product: { id: 11, slug: 'jamdani-saree', name: 'Jamdani saree', bn_name: 'জামদানি শাড়ি', image_url: null },
};

describe('MyReviews in Bengali', () => {
  it('names the reviewed product and the products to review by their Bengali names', async () => {
    const delivered = makeOrder({ status: 'delivered' });
    const lungi = { ...delivered.items[0]!, id: 92, product_id: 12, name: 'Lungi', bn_name: 'লুঙ্গি' };
    api.on('GET', '/api/shop/customer/reviews', ok([review]));
    api.on(
      'GET',
      '/api/shop/customer/orders',
      ok({
        data: [{ ...delivered, items: [...delivered.items, lungi] }],
        current_page: 1,
        per_page: 20,
        total: 1,
        last_page: 1,
      }),
    );
    setTestLocale('bn');
    renderInShop(<MyReviews />);

    expect(await screen.findByRole('link', { name: 'জামদানি শাড়ি' })).toBeTruthy();
    const options = within(await screen.findByRole('combobox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['লুঙ্গি']);
  });
});
