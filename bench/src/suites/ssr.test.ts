import { describe, expect, it } from 'vitest';
import type { ShopFixture } from '../fixtures.ts';
import type { LoadFigures } from '../load.ts';
import { judged, productPagePaths, uniquePaths, waitForStableStep } from './ssr.ts';

const shop = (slug: string, isPublic: boolean, products: string[]): ShopFixture => ({
  id: 1,
  slug,
  public: isPublic,
  featuredProductSlug: null,
  categories: [],
  products: products.map((product, index) => ({ id: index, slug: product, name: product })),
  searchTerms: [],
});

describe('productPagePaths', () => {
  it('is every product page of the published shops, on the shared host', () => {
    expect(productPagePaths([shop('rongdhonu', true, ['sari', 'lal jama']), shop('closed', false, ['x'])])).toEqual([
      '/rongdhonu/product/sari',
      '/rongdhonu/product/lal%20jama',
    ]);
  });
});

describe('uniquePaths', () => {
  it('rotates over the paths, each request with a query string of its own', () => {
    const next = uniquePaths(['/a', '/b?x=1']);
    const asked = Array.from({ length: 5 }, () => next());
    expect(asked).toEqual(['/a?bench=1', '/b?x=1&bench=2', '/a?bench=3', '/b?x=1&bench=4', '/a?bench=5']);
    expect(new Set(asked).size).toBe(asked.length);
  });
});

const figures = (statusCodes: Record<string, number>, socketErrors = 0): LoadFigures => {
  const requests = Object.values(statusCodes).reduce((sum, count) => sum + count, 0);
  const non2xx = Object.entries(statusCodes)
    .filter(([code]) => !code.startsWith('2'))
    .reduce((sum, [, count]) => sum + count, 0);
  return {
    requests,
    durationSeconds: 1,
    requestsPerSecond: requests,
    p50Ms: 1,
    p95Ms: 1,
    p99Ms: 1,
    non2xx,
    socketErrors,
    errors: non2xx + socketErrors,
    statusCodes,
    apiCpuMsPerRequest: null,
    loadGeneratorCpuMsPerRequest: 0,
    warmupStatusCodes: {},
    warmupSocketErrors: 0,
  };
};

describe('judged', () => {
  it('counts 304s as the answer of a revalidation and every other answer as an error', () => {
    expect(judged(figures({ 304: 990, 200: 10 }, 2), 304)).toMatchObject({
      expectedStatus: 304,
      unexpected: 10,
      errors: 12,
      non2xx: 990,
    });
  });

  it('counts anything but 200 as an error of a first visit', () => {
    expect(judged(figures({ 200: 100, 503: 3 }), 200)).toMatchObject({ unexpected: 3, errors: 3 });
    expect(judged(figures({ 200: 100 }), 200)).toMatchObject({ unexpected: 0, errors: 0 });
  });
});

describe('waitForStableStep', () => {
  it('waits for the next step only when the run would cross it', () => {
    expect(waitForStableStep(60_000, 13)).toBe(0);
    expect(waitForStableStep(60_000 + 15_000, 13)).toBe(0);
    expect(waitForStableStep(60_000 + 17_000, 13)).toBe(13_050);
    expect(waitForStableStep(60_000 + 29_999, 1)).toBe(51);
  });

  it('does not wait for a run longer than a step', () => {
    expect(waitForStableStep(60_000 + 20_000, 40)).toBe(0);
  });
});
