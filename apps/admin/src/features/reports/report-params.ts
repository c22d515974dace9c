/**
 * The reports page's choices in its address (`?period=last_30_days&bucket=day`, or `period=custom&from=&to=`), so a
 * reload or a shared link shows the same figures. A missing or bad value falls back to the last 30 days by day.
 */
import {
  dhakaDate,
  isDate,
  presetRange,
  rangeProblem,
  reportBuckets,
  reportPresets,
  type DateRange,
  type ReportBucket,
  type ReportPreset,
} from '@haat/domain/report-buckets';

export type ReportPeriod = ReportPreset | 'custom';

export interface ReportChoice {
  period: ReportPeriod;
  range: DateRange;
  bucket: ReportBucket;
}

export const DEFAULT_PERIOD: ReportPreset = 'last_30_days';

const isPreset = (value: string | null): value is ReportPreset =>
  (reportPresets as readonly string[]).includes(value ?? '');
const isBucket = (value: string | null): value is ReportBucket =>
  (reportBuckets as readonly string[]).includes(value ?? '');

export function reportChoice(params: URLSearchParams, now = new Date()): ReportChoice {
  const bucket = isBucket(params.get('bucket')) ? (params.get('bucket') as ReportBucket) : 'day';
  const period = params.get('period');
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  if (period === 'custom' && isDate(from) && isDate(to) && rangeProblem({ from, to }) === null) {
    return { period: 'custom', range: { from, to }, bucket };
  }
  const preset = isPreset(period) ? period : DEFAULT_PERIOD;
  return { period: preset, range: presetRange(preset, dhakaDate(now)), bucket };
}
