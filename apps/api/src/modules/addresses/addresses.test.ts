import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressSchema, type Address } from '@haat/domain/schemas';
import { addresses } from '../../platform/db/schema.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { createCustomer, createShop } from '../../../test/fixtures.ts';
import type { ShopRow } from '../../platform/db/rows.ts';
import { ADDRESS_NOT_FOUND, MAX_ADDRESSES } from './addresses.service.ts';

let ctx: TestContext;
let shop: ShopRow;
beforeAll(async () => {
  ctx = await createTestContext();
  shop = await createShop(ctx);
});
afterAll(async () => {
  await ctx?.close();
});

const PATH = '/api/shop/customer/addresses';
const body = (overrides: Record<string, unknown> = {}) => ({
  label: 'Home',
  name: 'Rahim Uddin',
  mobile: '01711111111',
  address: 'House 12, Road 5, Dhanmondi',
  district: 'Dhaka',
  ...overrides,
});

const list = async (token: string) => {
  const res = await ctx.request<Address[]>('GET', PATH, { token });
  expect(res.status).toBe(200);
  return v.parse(v.array(addressSchema), res.body.data);
};
const create = (token: string, overrides: Record<string, unknown> = {}) =>
  ctx.request<Address>('POST', PATH, { token, body: body(overrides) });
const defaults = (rows: Address[]) => rows.filter((row) => row.is_default).map((row) => row.label);

describe('customer addresses', () => {
  it('saves an address (201), the first one as the default', async () => {
    const { token } = await createCustomer(ctx, { shop });
    const res = await create(token, { mobile: '+880 1811-111111', label: '  ', district: null });
    expect(res.status).toBe(201);
    expect(v.parse(addressSchema, res.body.data)).toEqual({
      id: expect.any(Number),
      label: null,
      name: 'Rahim Uddin',
      mobile: '01811111111',
      address: 'House 12, Road 5, Dhanmondi',
      district: null,
      area: null,
      area_bn: null,
      is_default: true,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    expect(await list(token)).toEqual([res.body.data]);
  });

  it('saves the area of the district by its English names, given in either language', async () => {
    const { token } = await createCustomer(ctx, { shop });
    const res = await create(token, { district: 'ঢাকা', area: 'মিরপুর ১০' });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ district: 'Dhaka', area: 'Mirpur 10', area_bn: 'মিরপুর ১০' });
    const put = await ctx.request<Address>('PUT', `${PATH}/${res.body.data.id}`, {
      token,
      body: body({ district: 'Dhaka', area: 'Savar' }),
    });
    expect(put.body.data).toMatchObject({ district: 'Dhaka', area: 'Savar', area_bn: 'সাভার' });
  });

  it('refuses an area that is not in the district (422 on area) and saves nothing', async () => {
    const { token } = await createCustomer(ctx, { shop });
    for (const place of [
      { district: 'Chattogram', area: 'Savar' },
      { district: null, area: 'Savar' },
      { district: 'Dhaka', area: '<script>alert(1)</script>' },
    ]) {
      const res = await create(token, place);
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ area: ['validation.area_not_in_district'] });
    }
    expect(await list(token)).toEqual([]);
  });

  it('keeps exactly one default: a new default takes over, the default is listed first', async () => {
    const { token } = await createCustomer(ctx, { shop });
    await create(token, { label: 'Home' });
    await create(token, { label: 'Office' });
    expect(defaults(await list(token))).toEqual(['Home']);
    await create(token, { label: 'Parents', is_default: true });
    const rows = await list(token);
    expect(defaults(rows)).toEqual(['Parents']);
    expect(rows.map((row) => row.label)).toEqual(['Parents', 'Office', 'Home']);
  });

  it('keeps one default under parallel writes', async () => {
    const { token } = await createCustomer(ctx, { shop });
    const created = await Promise.all(
      Array.from({ length: 6 }, (_, i) => create(token, { label: `A${i}`, is_default: true })),
    );
    expect(created.map((res) => res.status)).toEqual(Array(6).fill(201));
    expect(defaults(await list(token))).toHaveLength(1);
  });

  it('updates an address; is_default true moves the default, false never leaves none', async () => {
    const { token } = await createCustomer(ctx, { shop });
    const home = (await create(token, { label: 'Home' })).body.data;
    const office = (await create(token, { label: 'Office' })).body.data;
    const res = await ctx.request<Address>('PUT', `${PATH}/${office.id}`, {
      token,
      body: body({ label: 'Work', address: 'Level 4, Gulshan Avenue', is_default: true }),
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: office.id,
      label: 'Work',
      address: 'Level 4, Gulshan Avenue',
      is_default: true,
    });
    expect(defaults(await list(token))).toEqual(['Work']);

    const unset = await ctx.request<Address>('PUT', `${PATH}/${office.id}`, {
      token,
      body: body({ label: 'Work', is_default: false }),
    });
    expect(unset.body.data.is_default).toBe(true);
    const other = await ctx.request<Address>('PUT', `${PATH}/${home.id}`, { token, body: body({ label: 'Home' }) });
    expect(other.body.data.is_default).toBe(false);
    expect(defaults(await list(token))).toEqual(['Work']);
  });

  it('deletes an address; deleting the default hands it to the newest remaining one', async () => {
    const { token } = await createCustomer(ctx, { shop });
    const first = (await create(token, { label: 'First' })).body.data;
    await create(token, { label: 'Second' });
    await create(token, { label: 'Third' });
    const res = await ctx.request('DELETE', `${PATH}/${first.id}`, { token });
    expect(res.status).toBe(200);
    expect(res.body.data).toBeNull();
    const rows = await list(token);
    expect(rows.map((row) => row.label)).toEqual(['Third', 'Second']);
    expect(defaults(rows)).toEqual(['Third']);
    expect((await ctx.request('DELETE', `${PATH}/${first.id}`, { token })).status).toBe(404);
  });

  it("answers 404 for another customer's address, even in the same shop, and changes nothing", async () => {
    const owner = await createCustomer(ctx, { shop });
    const stranger = await createCustomer(ctx, { shop });
    const foreignShopCustomer = await createCustomer(ctx, { shop: await createShop(ctx) });
    const address = (await create(owner.token, { label: 'Mine' })).body.data;
    for (const { token } of [stranger, foreignShopCustomer]) {
      const put = await ctx.request('PUT', `${PATH}/${address.id}`, {
        token,
        body: body({ label: 'Stolen', is_default: true }),
      });
      expect(put.status).toBe(404);
      expect(put.body.message).toBe(ADDRESS_NOT_FOUND);
      expect((await ctx.request('DELETE', `${PATH}/${address.id}`, { token })).status).toBe(404);
      expect(await list(token)).toEqual([]);
    }
    const [row] = await ctx.db.select().from(addresses).where(eq(addresses.id, address.id));
    expect(row).toMatchObject({ label: 'Mine', isDefault: true, customerId: owner.customer.id });
  });

  it('is 422 with field messages for a bad body or id', async () => {
    const { customer, token } = await createCustomer(ctx, { shop });
    const res = await ctx.request('POST', PATH, {
      token,
      body: { label: 'x'.repeat(31), name: '', mobile: '0123', address: 'abc', district: 5, is_default: 'yes' },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      label: ['validation.max_length'],
      name: ['validation.name_required'],
      mobile: ['validation.mobile_digits'],
      address: ['validation.min_length'],
      district: ['validation.invalid_format'],
      is_default: ['validation.invalid_format'],
    });
    const badId = await ctx.request('PUT', `${PATH}/abc`, { token, body: body() });
    expect(badId.status).toBe(422);
    expect(badId.body.errors).toEqual({ id: ['validation.invalid_number'] });
    const rows = await ctx.db
      .select()
      .from(addresses)
      .where(and(eq(addresses.customerId, customer.id)));
    expect(rows).toEqual([]);
  });

  it(`saves at most ${MAX_ADDRESSES} addresses (409 beyond)`, async () => {
    const { token } = await createCustomer(ctx, { shop });
    for (let i = 0; i < MAX_ADDRESSES; i += 1) expect((await create(token, { label: `L${i}` })).status).toBe(201);
    const res = await create(token, { label: 'One too many' });
    expect(res.status).toBe(409);
    expect(await list(token)).toHaveLength(MAX_ADDRESSES);
  });
});
