import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Order, OrderPayment } from '@haat/domain/schemas';
import { queryClient } from '../../../lib/query-client.ts';
import { ok, startTestApi, type TestApi } from '../../../test/api-server.ts';
import { setTestLocale } from '../../../test/i18n.ts';
import { makeOrder } from '../../../test/order-fixture.ts';
import { renderInShop } from '../../../test/render.tsx';
import { PayAdvancePanel } from './pay-advance-panel.tsx';

const due: OrderPayment = {
  status: 'unpaid',
  advance: 60,
  paid: 0,
  advance_due: 60,
  at_door: 4500,
  due_by: '2026-11-21T10:30:00.000Z',
  dispatch_within_48h: false,
  methods: [{ method: 'bkash_personal', number: '01911000001' }],
  refund_terms: 'অগ্রিম ৭ দিনে ফেরত',
  attempts: [],
};

let api: TestApi;
beforeEach(async () => {
  api = await startTestApi();
  queryClient.clear();
});
afterEach(() => api.close());

describe('PayAdvancePanel', () => {
  it('shows nothing when no advance is due', () => {
    renderInShop(
      <PayAdvancePanel order={makeOrder({ payment: { ...due, advance: 0, advance_due: 0, methods: [] } })} />,
    );
    expect(screen.queryByTestId('pay-advance')).toBeNull();
  });

  it('shows the amounts and the shop’s bKash number in Bengali, and sends the code the shopper typed', async () => {
    setTestLocale('bn');
    const order = makeOrder({ payment: due });
    const attempt = {
      id: 5,
      method: 'bkash_personal' as const,
      amount: 60,
      status: 'to_verify' as const,
      transaction_id: '9BG4R2D8KT',
      sender: '01712345678',
      refunded: 0,
      failure_reason: null,
      created_at: '2026-11-21T10:05:00.000Z',
      updated_at: '2026-11-21T10:05:00.000Z',
    };
    api.on('POST', `/api/shop/orders/${order.code}/payments`, () =>
      ok({ ...order, payment: { ...due, status: 'pending', attempts: [attempt] } } satisfies Order, 201),
    );
    renderInShop(<PayAdvancePanel order={order} />);
    expect(screen.getByTestId('advance-due').textContent).toBe('৳৬০');
    expect(screen.getByTestId('at-door').textContent).toBe('৳৪,৫০০');
    expect(screen.getByTestId('pay-advance').textContent).toContain('০১৯১১০০০০০১');
    expect(screen.getByTestId('pay-advance').textContent).toContain('অগ্রিম ৭ দিনে ফেরত');

    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /যে নম্বর থেকে পাঠিয়েছেন/u }), '০১৭১২৩৪৫৬৭৮');
    await user.type(screen.getByRole('textbox', { name: /ট্রানজেকশন আইডি/u }), '9bg4 r2d8kt');
    await user.click(screen.getByRole('button', { name: 'টাকা পাঠিয়েছি' }));
    expect((await screen.findByTestId('payment-to-verify')).textContent).toContain('9BG4R2D8KT');
    expect(api.requests.find((request) => request.method === 'POST')?.body).toEqual({
      shop_id: expect.any(Number),
      mobile: order.mobile,
      method: 'bkash_personal',
      sender: '01712345678',
      transaction_id: '9BG4R2D8KT',
    });
  });

  it("puts the server's refusal of a used transaction ID on its field", async () => {
    setTestLocale('en');
    const order = makeOrder({ payment: due });
    api.on('POST', `/api/shop/orders/${order.code}/payments`, () => ({
      status: 409,
      json: {
        status: 409,
        message: 'This transaction ID has already been used for a payment',
        errors: { transaction_id: ['validation.transaction_id_used'] },
      },
    }));
    renderInShop(<PayAdvancePanel order={order} />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /The number you sent from/u }), '01712345678');
    await user.type(screen.getByRole('textbox', { name: /Transaction ID/u }), 'TRX12345');
    await user.click(screen.getByRole('button', { name: 'I have sent it' }));
    expect(await screen.findByText('This transaction ID has already been used for a payment')).toBeTruthy();
  });
});
