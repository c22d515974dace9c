import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { apiServer, ok } from '../../../test/api-server.ts';
import { order, signInWithShop } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ToConfirmList } from './to-confirm-list.tsx';

const risk = (level: string, total = 0, bad = 0) => ({
  level,
  ratio: total === 0 ? null : bad / total,
  total,
  returned: bad,
  sources: total === 0 ? [] : [{ source: 'shop', total, bad }],
});

const waiting = (id: number, code: string, overrides: Record<string, unknown> = {}) => ({
  id,
  code,
  name: 'করিম মিয়া',
  mobile: '01711000001',
  district: 'Dhaka',
  total: 2265,
  items_count: 2,
  created_at: '2026-06-01T06:00:00.000Z',
  age_seconds: 5 * 3600,
  auto_cancel_at: '2026-06-02T06:00:00.000Z',
  held_for_call: false,
  placed_risk_level: 'new',
  cod_risk: risk('new'),
  ...overrides,
});

const page = (data: unknown[]) => ({ data, current_page: 1, per_page: 20, total: data.length, last_page: 1 });

function render(locale: 'en' | 'bn' = 'en') {
  return renderWithProviders(<ToConfirmList page={1} onPageChange={() => undefined} onOpen={() => undefined} />, {
    locale,
  });
}

describe('ToConfirmList', () => {
  it('lists the waiting orders with call and WhatsApp links, age, risk badge and the hold', async () => {
    await signInWithShop();
    apiServer().on(
      'GET',
      '/api/admin/v3/to-confirm',
      ok(
        page([
          waiting(1, 'HT-AAAA1111'),
          waiting(2, 'HT-BBBB2222', { held_for_call: true, cod_risk: risk('high', 4, 3) }),
        ]),
      ),
    );
    render();
    const first = await screen.findByTestId('to-confirm-HT-AAAA1111');
    expect(within(first).getByRole('link', { name: 'Call 01711000001' }).getAttribute('href')).toBe('tel:01711000001');
    expect(within(first).getByRole('link', { name: 'WhatsApp 01711000001' }).getAttribute('href')).toBe(
      'https://wa.me/8801711000001',
    );
    expect(within(first).getByText(/5 h ago/u)).toBeTruthy();
    expect(within(first).getByTestId('cod-risk').textContent).toBe('New customer');
    const second = screen.getByTestId('to-confirm-HT-BBBB2222');
    const badge = within(second).getByTestId('cod-risk');
    expect(badge.textContent).toBe('High risk');
    expect(badge.getAttribute('data-tone')).toBe('red');
    expect(badge.getAttribute('title')).toBe('3 of 4 past orders returned or canceled');
    expect(within(second).getByText('Call first')).toBeTruthy();
  });

  it('confirms one order', async () => {
    await signInWithShop();
    apiServer().on('GET', '/api/admin/v3/to-confirm', ok(page([waiting(501, 'HT-7K3M9Q2X')])));
    apiServer().on('POST', '/api/admin/v3/orders/501/confirm', ok(order('accepted')));
    const { user } = render();
    const row = await screen.findByTestId('to-confirm-HT-7K3M9Q2X');
    await user.click(within(row).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Order HT-7K3M9Q2X confirmed')).toBeTruthy();
  });

  it('cancelling asks for a reason and sends it', async () => {
    await signInWithShop();
    apiServer().on('GET', '/api/admin/v3/to-confirm', ok(page([waiting(501, 'HT-7K3M9Q2X')])));
    apiServer().on('POST', '/api/admin/v3/orders/501/cancel', ok(order('canceled')));
    const { user } = render();
    const row = await screen.findByTestId('to-confirm-HT-7K3M9Q2X');
    await user.click(within(row).getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel order HT-7K3M9Q2X?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await within(dialog).findByText('Write why the order is canceled.')).toBeTruthy();
    expect(apiServer().requests.filter((request) => request.method === 'POST')).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/u }), 'Customer did not answer');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText('Order HT-7K3M9Q2X canceled')).toBeTruthy();
    const call = apiServer().requests.find((request) => request.method === 'POST');
    expect(call?.json).toEqual({ reason: 'Customer did not answer' });
  });

  it('confirms the ticked orders at once and reports the refused ones', async () => {
    await signInWithShop();
    apiServer().on(
      'GET',
      '/api/admin/v3/to-confirm',
      ok(page([waiting(1, 'HT-AAAA1111'), waiting(2, 'HT-BBBB2222'), waiting(3, 'HT-CCCC3333')])),
    );
    apiServer().on(
      'POST',
      '/api/admin/v3/orders/bulk-confirm',
      ok({ changed: [{ id: 1, status: 'accepted' }], refused: [{ id: 3, reason: 'held_for_call', message: 'held' }] }),
    );
    const { user } = render();
    await screen.findByTestId('to-confirm-HT-AAAA1111');
    expect(screen.getByRole('button', { name: 'Confirm selected (0)' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('checkbox', { name: 'Select order HT-AAAA1111' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select order HT-CCCC3333' }));
    await user.click(screen.getByRole('button', { name: 'Confirm selected (2)' }));
    expect(await screen.findByText('1 orders confirmed, 1 not: held for a call or changed meanwhile')).toBeTruthy();
    const call = apiServer().requests.find((request) => request.method === 'POST');
    expect(call?.json).toEqual({ ids: [1, 3] });
  });

  it('speaks Bengali with Bengali digits', async () => {
    await signInWithShop();
    apiServer().on(
      'GET',
      '/api/admin/v3/to-confirm',
      ok(page([waiting(1, 'HT-AAAA1111', { cod_risk: risk('safe', 5, 0) })])),
    );
    render('bn');
    const row = await screen.findByTestId('to-confirm-HT-AAAA1111');
    expect(within(row).getByTestId('cod-risk').textContent).toMatch(/[\u0980-\u09FF]/u);
    expect(within(row).getByTestId('cod-risk').getAttribute('data-tone')).toBe('green');
    expect(row.textContent).toContain('৫');
  });
});
