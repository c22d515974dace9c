/**
 * The periods of the reports (issue 32 item 2, decision 225): a range of Asia/Dhaka calendar days, cut into day,
 * week or month buckets, and the previous period it is compared with. Dates are `YYYY-MM-DD` strings in Dhaka;
 * Dhaka is UTC+6 all year (no daylight saving since 2009), so a Dhaka day starts at 18:00 UTC the day before.
 * Weeks start on Sunday, as Bangladesh's working week does (CLDR's first day for BD).
 */

export const reportBuckets = ['day', 'week', 'month'] as const;
export type ReportBucket = (typeof reportBuckets)[number];

export const reportPresets = ['last_7_days', 'last_30_days', 'last_90_days', 'this_month'] as const;
export type ReportPreset = (typeof reportPresets)[number];

/** The longest range a report covers, in days (a year, leap day included). */
export const REPORT_MAX_DAYS = 366;

/** Dhaka's offset from UTC. */
export const DHAKA_OFFSET_MS = 6 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/u;

/** Inclusive Dhaka dates. */
export interface DateRange {
  from: string;
  to: string;
}

export interface Bucket extends DateRange {
  /** The bucket's natural start (the day, the week's Sunday, the month's 1st): its label, even when the range cuts it. */
  key: string;
}

/** A bucket of the range and the same stretch of days in the previous period. */
export interface ComparedBucket extends Bucket {
  previous: DateRange;
}

/** Whether a string is a real calendar date `YYYY-MM-DD` (no 31 June, no 29 February outside leap years). */
export function isDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return day.getUTCFullYear() >= 1970 && day.toISOString().slice(0, 10) === value;
}

/** Days since 1970-01-01 of a date. */
function dayNumber(date: string): number {
  return Date.parse(`${date}T00:00:00Z`) / DAY_MS;
}

function fromDayNumber(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** The date `days` after (or before, when negative) a date. */
export function addDays(date: string, days: number): string {
  return fromDayNumber(dayNumber(date) + days);
}

/** The number of days from `from` to `to`, both counted. */
export function daysIn(range: DateRange): number {
  return dayNumber(range.to) - dayNumber(range.from) + 1;
}

/** The Dhaka calendar date of an instant. */
export function dhakaDate(instant: Date): string {
  return new Date(instant.getTime() + DHAKA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant a Dhaka date begins (its midnight in Dhaka). */
export function dhakaDayStart(date: string): Date {
  return new Date(dayNumber(date) * DAY_MS - DHAKA_OFFSET_MS);
}

/** The instants a range covers: from its first day's Dhaka midnight up to, not including, the midnight after its last. */
export function rangeInstants(range: DateRange): { start: Date; end: Date } {
  return { start: dhakaDayStart(range.from), end: dhakaDayStart(addDays(range.to, 1)) };
}

/** The natural start of the bucket holding a date. */
export function bucketKey(date: string, bucket: ReportBucket): string {
  if (bucket === 'day') return date;
  if (bucket === 'month') return `${date.slice(0, 7)}-01`;
  // 1970-01-01 was a Thursday: day 3 was the first Sunday.
  const day = dayNumber(date);
  return fromDayNumber(day - ((((day - 3) % 7) + 7) % 7));
}

/** The first day of the next bucket after the one starting at `key`. */
function nextKey(key: string, bucket: ReportBucket): string {
  if (bucket === 'day') return addDays(key, 1);
  if (bucket === 'week') return addDays(key, 7);
  const year = Number(key.slice(0, 4));
  const month = Number(key.slice(5, 7));
  return new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 10);
}

/** The buckets of a range in order; the first and the last are cut to the range. Together they cover it exactly. */
export function bucketsOf(range: DateRange, bucket: ReportBucket): Bucket[] {
  const buckets: Bucket[] = [];
  let key = bucketKey(range.from, bucket);
  while (key <= range.to) {
    const next = nextKey(key, bucket);
    buckets.push({
      key,
      from: key < range.from ? range.from : key,
      to: next > range.to ? range.to : addDays(next, -1),
    });
    key = next;
  }
  return buckets;
}

/** The period a range is compared with: as many days, ending the day before it starts. */
export function previousPeriod(range: DateRange): DateRange {
  const days = daysIn(range);
  return { from: addDays(range.from, -days), to: addDays(range.from, -1) };
}

/**
 * The buckets of a range, each with the same days shifted back by the range's length: the previous period's
 * buckets tile it exactly, so bucket by bucket and in total the two periods compare like with like.
 */
export function comparedBuckets(range: DateRange, bucket: ReportBucket): ComparedBucket[] {
  const days = daysIn(range);
  return bucketsOf(range, bucket).map((b) => ({
    ...b,
    previous: { from: addDays(b.from, -days), to: addDays(b.to, -days) },
  }));
}

/** The range of a preset on a Dhaka date `today` (which it includes). */
export function presetRange(preset: ReportPreset, today: string): DateRange {
  switch (preset) {
    case 'last_7_days':
      return { from: addDays(today, -6), to: today };
    case 'last_30_days':
      return { from: addDays(today, -29), to: today };
    case 'last_90_days':
      return { from: addDays(today, -89), to: today };
    case 'this_month':
      return { from: `${today.slice(0, 7)}-01`, to: today };
  }
}

/** Why a range cannot be reported on, as a message id; null when it can. */
export function rangeProblem(
  range: DateRange,
): 'validation.report_range_order' | 'validation.report_range_length' | null {
  if (range.from > range.to) return 'validation.report_range_order';
  if (daysIn(range) > REPORT_MAX_DAYS) return 'validation.report_range_length';
  return null;
}

/** The change from `previous` to `current` as a fraction (0.25: a quarter more); null when there was nothing before. */
export function change(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return (current - previous) / previous;
}
