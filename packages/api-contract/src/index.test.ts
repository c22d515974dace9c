import type * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { BASE_PATHS, Endpoint } from './index.ts';
import {
  allEndpoints,
  endpointTables,
  errorStatuses,
  fillPath,
  fullPath,
  honoPath,
  pathParamNames,
  securityScheme,
} from './index.ts';

const endpoints = allEndpoints();

const keysOf = (schema: v.GenericSchema | undefined): string[] =>
  schema && 'entries' in schema ? Object.keys(schema.entries as Record<string, unknown>).sort() : [];

describe.each(endpoints)('$name', ({ endpoint }: { endpoint: Endpoint }) => {
  it('has a params schema with exactly the parameters of its path', () => {
    // A feed's address may end in its file's extension (`/products.csv`).
    expect(endpoint.path).toMatch(/^\/[\w\-/{}]*[\w}](?:\.[a-z]+)?$/u);
    expect(keysOf(endpoint.params)).toEqual(pathParamNames(endpoint.path).sort());
    if (pathParamNames(endpoint.path).length === 0) expect(endpoint.params).toBeUndefined();
  });

  it('sends a body only with a method that has one, JSON or multipart, not both', () => {
    if (endpoint.method === 'get' || endpoint.method === 'delete') {
      expect(endpoint.body).toBeUndefined();
      expect(endpoint.form).toBeUndefined();
    }
    expect(endpoint.body !== undefined && endpoint.form !== undefined).toBe(false);
    if (endpoint.status === 201) expect(endpoint.method).toBe('post');
  });

  it('names an access its base allows', () => {
    const allowed: Record<keyof typeof BASE_PATHS, Endpoint['access'][]> = {
      system: ['public'],
      shop: ['public', 'sign-in', 'customer', 'customer-optional'],
      domains: ['public'],
      admin: ['sign-in', 'admin'],
      dev: ['public'],
      webhooks: ['public'],
    };
    expect(allowed[endpoint.base]).toContain(endpoint.access);
  });

  it('lists its own errors once, ascending, without those its access implies', () => {
    const own = [...(endpoint.errors ?? [])];
    expect(own).toEqual([...new Set(own)].sort((a, b) => a - b));
    if (endpoint.access === 'customer') expect(own).not.toContain(401);
    if (endpoint.access === 'admin') expect(own).not.toContain(401);
    if (endpoint.access === 'admin') expect(own).not.toContain(403);
    // A request that is validated can be refused as invalid.
    if (endpoint.params ?? endpoint.body ?? endpoint.form) expect(errorStatuses(endpoint)).toContain(422);
  });

  it('answers a file only to a GET: a public image or catalogue feed, which caches it itself, or an admin export', () => {
    if (endpoint.file) {
      expect(endpoint.method).toBe('get');
      expect(endpoint.publicCache).toBeUndefined();
      const published = endpoint.file === 'image/jpeg' || endpoint.tag === 'catalogue-feed';
      expect(published ? 'public' : 'admin').toBe(endpoint.access);
    }
  });

  it('is publicly cacheable only when anyone may read it', () => {
    if (endpoint.publicCache) {
      expect(endpoint.method).toBe('get');
      expect(endpoint.access).toBe('public');
    }
  });
});

describe('the tables', () => {
  it('give every method and path one endpoint', () => {
    const routes = endpoints.map(({ endpoint }) => `${endpoint.method} ${honoPath(fullPath(endpoint))}`);
    expect(routes.length).toBeGreaterThan(80);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('hold endpoints of one base each', () => {
    for (const [table, entries] of Object.entries(endpointTables)) {
      const bases = new Set(Object.values(entries as Record<string, Endpoint>).map((endpoint) => endpoint.base));
      expect([...bases], table).toHaveLength(1);
    }
  });
});

describe('path helpers', () => {
  it('convert braces to Hono parameters', () => {
    expect(honoPath('/product/{product_slug}/reviews')).toBe('/product/:product_slug/reviews');
    expect(honoPath('/orders/{id}/status')).toBe('/orders/:id/status');
    expect(pathParamNames('/messages/{customer_id}')).toEqual(['customer_id']);
  });

  it('fill a path with each value encoded as one segment', () => {
    expect(fillPath('/products/search/{query}', { query: 'জামদানি শাড়ি/লাল?' })).toBe(
      `/products/search/${encodeURIComponent('জামদানি শাড়ি/লাল?')}`,
    );
    expect(fillPath('/orders/{id}/status', { id: 40 })).toBe('/orders/40/status');
    expect(() => fillPath('/orders/{id}', {})).toThrow(/id/u);
  });

  it('put the base before the path', () => {
    expect(fullPath(endpointTables.shop.getProduct)).toBe('/api/shop/product/{product_slug}');
    expect(fullPath(endpointTables.system.livez)).toBe('/livez');
  });
});

describe('documentation derived from access', () => {
  it('adds the errors and the security scheme an access implies', () => {
    expect(errorStatuses(endpointTables.admin.getOrder)).toEqual([401, 403, 404, 422]);
    expect(errorStatuses(endpointTables.customer.getMe)).toEqual([401]);
    expect(errorStatuses(endpointTables.customer.login)).toEqual([401, 404, 422, 429]);
    expect(securityScheme('admin')).toBe('adminToken');
    expect(securityScheme('customer-optional')).toBe('customerToken');
    expect(securityScheme('sign-in')).toBeUndefined();
  });
});
