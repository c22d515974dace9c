import { describe, expect, it } from 'vitest';
import { median, percentile, sortedSamples } from './stats.ts';

describe('percentile (nearest rank)', () => {
  const hundred = sortedSamples(Array.from({ length: 100 }, (_, index) => 100 - index));

  it('picks the sample at the rank, from unsorted input', () => {
    expect(percentile(hundred, 50)).toBe(50);
    expect(percentile(hundred, 95)).toBe(95);
    expect(percentile(hundred, 99)).toBe(99);
    expect(percentile(hundred, 100)).toBe(100);
  });

  it('works for few samples and none', () => {
    expect(percentile(sortedSamples([7]), 99)).toBe(7);
    expect(percentile(sortedSamples([3, 1, 2]), 50)).toBe(2);
    expect(percentile(sortedSamples([]), 50)).toBeNaN();
  });
});

describe('median', () => {
  it('is the middle value, or the mean of the two middle ones', () => {
    expect(median([90, 40, 70])).toBe(70);
    expect(median([1, 4, 2, 3])).toBe(2.5);
    expect(median([])).toBeNaN();
  });
});
