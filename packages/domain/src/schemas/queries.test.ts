import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { MAX_PER_PAGE } from './envelope.ts';
import { flattenIssues } from './issues.ts';
import { adminOrderListQuerySchema, adminProductListQuerySchema } from './admin-queries.ts';
import { orderLookupQuerySchema, trackOrdersQuerySchema } from './order-requests.ts';
import { DEFAULT_PER_PAGE, productListQuerySchema, shopPageQuerySchema } from './queries.ts';

const errorsOf = (schema: v.GenericSchema, query: unknown) => flattenIssues(v.safeParse(schema, query).issues ?? []);

describe('query-string schemas', () => {
  it('coerce numbers that arrive as strings and fill defaults', () => {
    expect(v.parse(productListQuerySchema, { shop_id: '7', category_id: ' 3 ', page: '2', per_page: '30' })).toEqual({
      shop_id: 7,
      category_id: 3,
      sort: 'newest',
      page: 2,
      per_page: 30,
    });
    expect(v.parse(productListQuerySchema, { shop_id: '7' })).toEqual({
      shop_id: 7,
      sort: 'newest',
      page: 1,
      per_page: DEFAULT_PER_PAGE,
    });
  });

  it('cap per_page at MAX_PER_PAGE instead of refusing it', () => {
    expect(v.parse(shopPageQuerySchema, { shop_id: '7', per_page: '100000' }).per_page).toBe(MAX_PER_PAGE);
    expect(v.parse(shopPageQuerySchema, { shop_id: '7', per_page: String(MAX_PER_PAGE) }).per_page).toBe(MAX_PER_PAGE);
  });

  it('refuse what is not a positive integer', () => {
    expect(
      errorsOf(productListQuerySchema, {
        shop_id: '7abc',
        category_id: '-1',
        page: '1.5',
        per_page: '0',
        sort: 'cheapest',
      }),
    ).toEqual({
      shop_id: ['validation.invalid_number'],
      category_id: ['validation.invalid_number'],
      page: ['validation.invalid_number'],
      per_page: ['validation.invalid_number'],
      sort: ['validation.invalid_format'],
    });
    expect(errorsOf(productListQuerySchema, {})).toEqual({ shop_id: ['validation.required'] });
    expect(errorsOf(productListQuerySchema, { shop_id: '' })).toEqual({ shop_id: ['validation.invalid_number'] });
    expect(errorsOf(productListQuerySchema, { shop_id: '99999999999999999999' })).toEqual({
      shop_id: ['validation.invalid_number'],
    });
  });

  it('refuse ids beyond the id columns (PostgreSQL integer)', () => {
    const tooBig = v.safeParse(productListQuerySchema, { shop_id: '2147483648' });
    expect(tooBig.success).toBe(false);
    expect(flattenIssues(tooBig.issues ?? [])).toEqual({ shop_id: ['validation.invalid_number'] });
    expect(v.parse(productListQuerySchema, { shop_id: '2147483647' }).shop_id).toBe(2_147_483_647);
  });

  it('accept every product sort', () => {
    for (const sort of ['newest', 'best_selling', 'price_asc', 'price_desc'] as const) {
      expect(v.parse(productListQuerySchema, { shop_id: '1', sort }).sort).toBe(sort);
    }
  });

  it('admin order list: tab defaults to ongoing; a blank search is no search', () => {
    expect(v.parse(adminOrderListQuerySchema, { tab: 'completed', search: ' 0171 ', page: '3' })).toEqual({
      tab: 'completed',
      search: '0171',
      page: 3,
      per_page: DEFAULT_PER_PAGE,
    });
    expect(v.parse(adminOrderListQuerySchema, { search: '  ' })).toEqual({
      tab: 'ongoing',
      search: undefined,
      page: 1,
      per_page: 20,
    });
    expect(errorsOf(adminOrderListQuerySchema, { tab: 'all' })).toEqual({ tab: ['validation.invalid_format'] });
    expect(v.parse(adminProductListQuerySchema, { category_id: '4' })).toMatchObject({ category_id: 4, page: 1 });
  });

  it('tracking and order lookup', () => {
    expect(v.parse(trackOrdersQuerySchema, { shop_id: '7', query: ' HT-7K3M9Q2X ' })).toEqual({
      shop_id: 7,
      query: 'HT-7K3M9Q2X',
    });
    expect(errorsOf(trackOrdersQuerySchema, { shop_id: '7', query: '' })).toEqual({ query: ['validation.required'] });
    expect(v.parse(orderLookupQuerySchema, { shop_id: '7', mobile: '+8801812345678' })).toEqual({
      shop_id: 7,
      mobile: '01812345678',
    });
    expect(v.parse(orderLookupQuerySchema, { shop_id: '7' })).toEqual({ shop_id: 7 });
  });

  it('ignore unknown parameters and a __proto__ key', () => {
    const query = JSON.parse('{"shop_id":"7","__proto__":{"per_page":"1000"},"debug":"1"}') as unknown;
    const parsed = v.parse(productListQuerySchema, query);
    expect(parsed).not.toHaveProperty('debug');
    expect(parsed.per_page).toBe(DEFAULT_PER_PAGE);
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
  });
});
