import { describe, expect, it } from 'vitest';
import { reportChoice } from './report-params.ts';

// 29 November 2026, 02:00 in Dhaka (still the 28th in UTC).
const now = new Date('2026-11-28T20:00:00Z');
const choice = (query: string) => reportChoice(new URLSearchParams(query), now);

describe('reportChoice', () => {
  it('takes a preset in Dhaka days and the bucket', () => {
    expect(choice('period=last_7_days&bucket=week')).toEqual({
      period: 'last_7_days',
      range: { from: '2026-11-23', to: '2026-11-29' },
      bucket: 'week',
    });
    expect(choice('period=this_month').range).toEqual({ from: '2026-11-01', to: '2026-11-29' });
  });

  it('takes a custom range only when it is a good one', () => {
    expect(choice('period=custom&from=2026-10-01&to=2026-10-31&bucket=month')).toEqual({
      period: 'custom',
      range: { from: '2026-10-01', to: '2026-10-31' },
      bucket: 'month',
    });
    for (const bad of ['from=2026-10-31&to=2026-10-01', 'from=2024-01-01&to=2026-10-01', 'from=x&to=2026-10-01']) {
      expect(choice(`period=custom&${bad}`)).toMatchObject({ period: 'last_30_days' });
    }
  });

  it('falls back to the last 30 days by day', () => {
    expect(choice('period=forever&bucket=year')).toEqual({
      period: 'last_30_days',
      range: { from: '2026-10-31', to: '2026-11-29' },
      bucket: 'day',
    });
  });
});
