import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { flattenIssues } from './issues.ts';
import { salesReportQuerySchema } from './report.ts';

const errors = (query: Record<string, unknown>) => {
  const result = v.safeParse(salesReportQuerySchema, query);
  return result.success ? result.output : flattenIssues(result.issues);
};

describe('salesReportQuerySchema', () => {
  it('takes two Dhaka dates and a bucket, day by default', () => {
    expect(errors({ from: '2026-11-01', to: '2026-11-30' })).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
      bucket: 'day',
    });
    expect(errors({ from: '2026-11-01', to: '2026-11-01', bucket: 'month' })).toMatchObject({ bucket: 'month' });
  });

  it('tells a range that ends before it starts, or is longer than a year, on `to`', () => {
    expect(errors({ from: '2026-11-02', to: '2026-11-01' })).toEqual({ to: ['validation.report_range_order'] });
    expect(errors({ from: '2025-10-31', to: '2026-11-01' })).toEqual({ to: ['validation.report_range_length'] });
  });

  it('refuses dates that are not real, a missing date and an unknown bucket', () => {
    expect(errors({ from: '2026-02-30', to: '2026-11-01', bucket: 'year' })).toEqual({
      from: ['validation.invalid_format'],
      bucket: ['validation.invalid_format'],
    });
    expect(errors({ to: '2026-11-01' })).toEqual({ from: ['validation.required'] });
  });
});
