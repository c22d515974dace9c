import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { SmsLog } from '@haat/domain/schemas';
import { signInWithShop } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { SmsLogTable } from './sms-log-table.tsx';

const entry = (id: number, overrides: Partial<SmsLog['log']['data'][number]> = {}): SmsLog['log']['data'][number] => ({
  id,
  order_id: 40 + id,
  event: 'order_placed',
  to: '01711000111',
  text: 'Rongdhonu: We got your order HT-1',
  segments: 2,
  status: 'sent',
  error: null,
  created_at: '2026-11-22T06:30:00.000Z',
  sent_at: '2026-11-22T06:30:02.000Z',
  ...overrides,
});

const log = (entries: SmsLog['log']['data'], lastPage = 1): SmsLog => ({
  usage: { month: '2026-11', used_segments: 130, monthly_segments: 1000 },
  log: { data: entries, current_page: 1, per_page: 20, total: entries.length, last_page: lastPage },
});

describe('SmsLogTable', () => {
  it("shows the month's usage and each SMS: time, event, number, parts, status and error", async () => {
    await signInWithShop();
    renderWithProviders(
      <SmsLogTable
        log={log([
          entry(2, {
            event: 'order_shipped',
            status: 'failed',
            error: 'bulksmsbd: rejected: 1007 Balance Insufficient',
          }),
          entry(1, {
            event: 'owner_new_order',
            status: 'skipped',
            error: 'Monthly SMS budget spent (1000 of 1000 segments used)',
            segments: 1,
          }),
        ])}
        onPageChange={() => undefined}
      />,
    );
    expect(screen.getByTestId('sms-usage').textContent).toBe('This month: 130 of 1,000 SMS used');
    const rows = screen.getAllByRole('row').slice(1);
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      expect.stringContaining('2026'),
      'Order shipped',
      '01711000111',
      '2',
      'Failed',
      'bulksmsbd: rejected: 1007 Balance Insufficient',
    ]);
    expect(within(rows[1]!).getByText('New order alert to you')).toBeTruthy();
    expect(within(rows[1]!).getByText('Skipped')).toBeTruthy();
  });

  it('is in Bengali with Bengali numerals, says when there is nothing yet, and pages', async () => {
    await signInWithShop();
    const onPageChange = vi.fn();
    const { user } = renderWithProviders(<SmsLogTable log={log([], 2)} onPageChange={onPageChange} />, {
      locale: 'bn',
    });
    expect(screen.getByTestId('sms-usage').textContent).toMatch(/১,০০০.*১৩০/u);
    expect(screen.getByRole('status').textContent).toMatch(/[\u0980-\u09FF]/u);
    await user.click(screen.getAllByRole('button').at(-1)!);
    expect(onPageChange).toHaveBeenCalledWith(2);
  });
});
