import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  bucketKey,
  bucketsOf,
  change,
  comparedBuckets,
  daysIn,
  dhakaDate,
  dhakaDayStart,
  isDate,
  presetRange,
  previousPeriod,
  rangeInstants,
  rangeProblem,
  reportBuckets,
  REPORT_MAX_DAYS,
  type DateRange,
} from './report-buckets.ts';

const dhaka = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' });

/** Dates from 2015 to 2035. */
const dateArb = fc
  .integer({ min: 16_436, max: 24_100 })
  .map((day) => new Date(day * 86_400_000).toISOString().slice(0, 10));
const rangeArb = fc
  .tuple(dateArb, fc.integer({ min: 1, max: REPORT_MAX_DAYS }))
  .map(([from, days]): DateRange => ({ from, to: addDays(from, days - 1) }));
const bucketArb = fc.constantFrom(...reportBuckets);

describe('Dhaka days', () => {
  it('start at 18:00 UTC the day before', () => {
    expect(dhakaDayStart('2026-11-29').toISOString()).toBe('2026-11-28T18:00:00.000Z');
    expect(dhakaDate(new Date('2026-11-28T17:59:59.999Z'))).toBe('2026-11-28');
    expect(dhakaDate(new Date('2026-11-28T18:00:00.000Z'))).toBe('2026-11-29');
  });

  it('agree with the time-zone database on any instant, and an instant falls in the day whose midnight precedes it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1_420_070_400_000, max: 2_051_222_400_000 }), (ms) => {
        const instant = new Date(ms);
        const date = dhakaDate(instant);
        expect(date).toBe(dhaka.format(instant));
        expect(dhakaDayStart(date).getTime()).toBeLessThanOrEqual(ms);
        expect(dhakaDayStart(addDays(date, 1)).getTime()).toBeGreaterThan(ms);
      }),
    );
  });

  it('put the last millisecond before Dhaka midnight and the midnight itself in neighbouring buckets', () => {
    fc.assert(
      fc.property(dateArb, bucketArb, (date, bucket) => {
        const midnight = dhakaDayStart(date).getTime();
        const before = dhakaDate(new Date(midnight - 1));
        const after = dhakaDate(new Date(midnight));
        expect(before).toBe(addDays(date, -1));
        expect(after).toBe(date);
        const range = { from: addDays(date, -40), to: addDays(date, 40) };
        const buckets = bucketsOf(range, bucket);
        const holding = (day: string) => buckets.findIndex((b) => b.from <= day && day <= b.to);
        const step = holding(after) - holding(before);
        // The same bucket unless the midnight starts a new one (every day, a Sunday, a 1st).
        expect(step).toBe(bucketKey(date, bucket) === date ? 1 : 0);
      }),
    );
  });

  it('turn a range into the instants it covers', () => {
    expect(rangeInstants({ from: '2026-11-01', to: '2026-11-30' })).toEqual({
      start: new Date('2026-10-31T18:00:00Z'),
      end: new Date('2026-11-30T18:00:00Z'),
    });
  });
});

describe('isDate', () => {
  it('takes real calendar dates only', () => {
    expect(isDate('2028-02-29')).toBe(true);
    expect(isDate('2026-02-29')).toBe(false);
    expect(isDate('2026-06-31')).toBe(false);
    expect(isDate('2026-6-1')).toBe(false);
    expect(isDate('yesterday')).toBe(false);
    expect(isDate('1969-12-31')).toBe(false);
  });
});

describe('bucketsOf', () => {
  it('cuts a range into days, Sunday weeks and months, the ends cut to the range', () => {
    const range = { from: '2026-10-30', to: '2026-11-10' };
    expect(bucketsOf(range, 'day')).toHaveLength(12);
    // 2026-11-01 is a Sunday.
    expect(bucketsOf(range, 'week')).toEqual([
      { key: '2026-10-25', from: '2026-10-30', to: '2026-10-31' },
      { key: '2026-11-01', from: '2026-11-01', to: '2026-11-07' },
      { key: '2026-11-08', from: '2026-11-08', to: '2026-11-10' },
    ]);
    expect(bucketsOf(range, 'month')).toEqual([
      { key: '2026-10-01', from: '2026-10-30', to: '2026-10-31' },
      { key: '2026-11-01', from: '2026-11-01', to: '2026-11-10' },
    ]);
    expect(bucketsOf({ from: '2028-02-01', to: '2028-03-31' }, 'month').map((b) => b.to)).toEqual([
      '2028-02-29',
      '2028-03-31',
    ]);
    expect(bucketsOf({ from: '2026-12-15', to: '2027-01-02' }, 'month').map((b) => b.key)).toEqual([
      '2026-12-01',
      '2027-01-01',
    ]);
  });

  it('cover every day of any range exactly once, in order, each day in the bucket of its key', () => {
    fc.assert(
      fc.property(rangeArb, bucketArb, (range, bucket) => {
        const buckets = bucketsOf(range, bucket);
        expect(buckets[0]!.from).toBe(range.from);
        expect(buckets.at(-1)!.to).toBe(range.to);
        for (const [index, b] of buckets.entries()) {
          expect(b.from <= b.to).toBe(true);
          expect(bucketKey(b.from, bucket)).toBe(b.key);
          expect(bucketKey(b.to, bucket)).toBe(b.key);
          if (index > 0) expect(b.from).toBe(addDays(buckets[index - 1]!.to, 1));
        }
        expect(buckets.reduce((sum, b) => sum + daysIn(b), 0)).toBe(daysIn(range));
      }),
    );
  });

  it('start weeks on a Sunday and months on the 1st', () => {
    fc.assert(
      fc.property(dateArb, (date) => {
        expect(new Date(`${bucketKey(date, 'week')}T00:00:00Z`).getUTCDay()).toBe(0);
        expect(daysIn({ from: bucketKey(date, 'week'), to: date })).toBeLessThanOrEqual(7);
        expect(bucketKey(date, 'month')).toBe(`${date.slice(0, 7)}-01`);
      }),
    );
  });
});

describe('the previous period', () => {
  it('is as long and ends the day before', () => {
    expect(previousPeriod({ from: '2026-11-01', to: '2026-11-30' })).toEqual({ from: '2026-10-02', to: '2026-10-31' });
    expect(previousPeriod({ from: '2026-03-01', to: '2026-03-01' })).toEqual({ from: '2026-02-28', to: '2026-02-28' });
  });

  it("is tiled exactly by the buckets' previous days, bucket by bucket as long as the current ones", () => {
    fc.assert(
      fc.property(rangeArb, bucketArb, (range, bucket) => {
        const previous = previousPeriod(range);
        expect(daysIn(previous)).toBe(daysIn(range));
        expect(previous.to).toBe(addDays(range.from, -1));
        const buckets = comparedBuckets(range, bucket);
        expect(buckets[0]!.previous.from).toBe(previous.from);
        expect(buckets.at(-1)!.previous.to).toBe(previous.to);
        for (const [index, b] of buckets.entries()) {
          expect(daysIn(b.previous)).toBe(daysIn(b));
          if (index > 0) expect(b.previous.from).toBe(addDays(buckets[index - 1]!.previous.to, 1));
        }
      }),
    );
  });
});

describe('presetRange', () => {
  it('ends today and reaches back 7, 30 or 90 days, or to the 1st of the month', () => {
    expect(presetRange('last_7_days', '2026-11-29')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(presetRange('last_30_days', '2026-11-29')).toEqual({ from: '2026-10-31', to: '2026-11-29' });
    expect(presetRange('last_90_days', '2026-11-29')).toEqual({ from: '2026-09-01', to: '2026-11-29' });
    expect(presetRange('this_month', '2026-11-01')).toEqual({ from: '2026-11-01', to: '2026-11-01' });
  });
});

describe('rangeProblem', () => {
  it('refuses a range that ends before it starts or is longer than a year', () => {
    expect(rangeProblem({ from: '2026-11-02', to: '2026-11-01' })).toBe('validation.report_range_order');
    expect(rangeProblem({ from: '2025-11-01', to: '2026-11-01' })).toBe(null);
    expect(rangeProblem({ from: '2025-10-31', to: '2026-11-01' })).toBe('validation.report_range_length');
  });
});

describe('change', () => {
  it('is a fraction of the previous figure, null when there was none', () => {
    expect(change(150, 100)).toBe(0.5);
    expect(change(50, 100)).toBe(-0.5);
    expect(change(10, 0)).toBeNull();
  });
});
