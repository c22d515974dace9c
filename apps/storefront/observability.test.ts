// The storefront server's request ids, logged paths and metrics (observability.mjs).
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createMetrics, pathOf, requestIdOf, serveMetrics } from './observability.mjs';

describe('request ids and logged paths', () => {
  it('keeps a sane id from the proxy and makes one otherwise', () => {
    expect(requestIdOf('abc-123_x.y')).toBe('abc-123_x.y');
    for (const bad of [undefined, '', 'has space', '<script>', 'x'.repeat(65)])
      expect(requestIdOf(bad), String(bad)).toMatch(/^[0-9a-f-]{36}$/u);
  });

  it('logs the path only: no query (search words, a mobile number in a tracking link)', () => {
    expect(pathOf('/boighor/search?q=01711000000')).toBe('/boighor/search');
    expect(pathOf(undefined)).toBe('/');
    expect(pathOf(`/${'a'.repeat(300)}`)).toHaveLength(201);
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

describe('metrics', () => {
  it('serves render time, page-cache outcomes and upstream errors on their own port', async () => {
    const metrics = createMetrics();
    metrics.render.observe({ cache: 'miss' }, 0.12);
    metrics.pageCache.inc({ result: 'hit' });
    metrics.upstreamErrors.inc({ kind: 'page' });
    const port = await freePort();
    const listening = await serveMetrics(metrics.registry, port, '127.0.0.1');
    try {
      const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
      expect(text).toContain('haat_storefront_render_seconds_count{cache="miss"} 1');
      expect(text).toContain('haat_storefront_page_cache_total{result="hit"} 1');
      expect(text).toContain('haat_storefront_upstream_errors_total{kind="page"} 1');
      expect(text).toContain('process_resident_memory_bytes');
      expect((await fetch(`http://127.0.0.1:${port}/other`)).status).toBe(404);
    } finally {
      listening?.close();
    }
    expect(await serveMetrics(metrics.registry, 0, '127.0.0.1')).toBeNull();
  });
});
