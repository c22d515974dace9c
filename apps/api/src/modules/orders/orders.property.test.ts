import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isBangladeshMobile } from '@haat/domain/phone';
import {
  ADDRESS_MAX_LENGTH,
  ADDRESS_MIN_LENGTH,
  AREA_MAX_LENGTH,
  DISTRICT_MAX_LENGTH,
  ORDER_LINE_MAX_QUANTITY,
  ORDER_MAX_LINES,
  ORDER_NOTE_MAX_LENGTH,
  type PlaceOrderBodyInput,
} from '@haat/domain/schemas';
import { NAME_MAX_LENGTH, validateEmail } from '@haat/domain/validators';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import {
  createOrderingShop,
  orderBody,
  orderRowsOf,
  postOrder,
  type OrderingShop,
} from '../../../test/order-fixtures.ts';

/**
 * Property: whatever is wrong with an order (its shape, a field, a product, the stock, the key),
 * the answer is a 4xx envelope, never a 5xx, and no order, line, history or product row changes.
 */
let ctx: TestContext;
let target: OrderingShop;
let other: OrderingShop;
beforeAll(async () => {
  ctx = await createTestContext();
  target = await createOrderingShop(ctx, { products: [{ stock: 5 }, { stock: 0 }, { stock: 20 }] });
  other = await createOrderingShop(ctx);
});
afterAll(async () => {
  await ctx?.close();
});

/** Rows a refused order must leave alone (keys may record the refusal, so they are checked apart). */
async function businessRows() {
  const [mine, theirs] = await Promise.all([orderRowsOf(ctx, target.shop.id), orderRowsOf(ctx, other.shop.id)]);
  return [mine, theirs].map(({ keys: _keys, ...rows }) => rows);
}

const notString = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.object({ maxDepth: 1 }),
);
const notId = fc.oneof(
  fc.integer({ max: 0 }),
  fc.double({ noInteger: true }),
  fc.string(),
  fc.constant(null),
  fc.boolean(),
  fc.constant(Number.MAX_SAFE_INTEGER + 2),
);
/** Text of at least `min` characters once trimmed (Bengali letters count as one character each). */
const longText = (min: number) =>
  fc.string({ minLength: min, maxLength: min + 20, unit: fc.constantFrom('a', 'Z', '7', 'ক', 'া', '-') });

/** For each field, values that are wrong for it: the wrong type, out of range, or not this shop's. */
const badField = (): Record<keyof PlaceOrderBodyInput, fc.Arbitrary<unknown>> => {
  const [inStock, soldOut, plenty] = target.products;
  const line = (productId: unknown, quantity: unknown) => ({ product_id: productId, quantity });
  return {
    shop_id: fc.oneof(notId, fc.constant(other.shop.id), fc.integer({ min: 1_000_000, max: 2_000_000_000 })),
    items: fc.oneof(
      notString.filter((value) => !Array.isArray(value)),
      fc.constant([]),
      fc.array(fc.constant(line(plenty!.id, 1)), { minLength: ORDER_MAX_LINES + 1, maxLength: ORDER_MAX_LINES + 3 }),
      fc.tuple(notId, fc.integer({ min: 1, max: 3 })).map(([id, quantity]) => [line(id, quantity)]),
      fc
        .oneof(
          fc.integer({ max: 0 }),
          fc.integer({ min: ORDER_LINE_MAX_QUANTITY + 1 }),
          fc.double({ noInteger: true }),
          fc.string(),
        )
        .map((quantity) => [line(plenty!.id, quantity)]),
      fc.constant([line(plenty!.id, 1), line(plenty!.id, 2)]),
      fc.constant([line(other.products[0]!.id, 1)]),
      fc.integer({ min: 1_000_000, max: 2_000_000_000 }).map((id) => [line(plenty!.id, 1), line(id, 1)]),
      fc.integer({ min: 6, max: ORDER_LINE_MAX_QUANTITY }).map((quantity) => [line(inStock!.id, quantity)]),
      fc.integer({ min: 1, max: 3 }).map((quantity) => [line(plenty!.id, 1), line(soldOut!.id, quantity)]),
      fc.array(fc.jsonValue({ maxDepth: 2 }), { minLength: 1, maxLength: 3 }),
    ),
    name: fc.oneof(notString, fc.constant(''), fc.constant('   '), longText(NAME_MAX_LENGTH)),
    mobile: fc.oneof(
      notString,
      fc.string({ maxLength: 20 }).filter((text) => !isBangladeshMobile(text)),
      fc.stringMatching(/^01[0-2]\d{8}$/u),
    ),
    email: fc.oneof(
      fc.integer(),
      fc.boolean(),
      fc.string({ minLength: 1, maxLength: 40 }).filter((text) => validateEmail(text) !== null),
    ),
    address: fc.oneof(notString, fc.string({ maxLength: ADDRESS_MIN_LENGTH - 1 }), longText(ADDRESS_MAX_LENGTH + 1)),
    district: fc.oneof(fc.integer(), fc.boolean(), longText(DISTRICT_MAX_LENGTH + 1)),
    // Another district's area, no such place, the wrong type or too long (the body's district is Dhaka).
    area: fc.oneof(fc.constantFrom('Sylhet Sadar', 'Agrabad', 'Nowhere'), fc.integer(), longText(AREA_MAX_LENGTH + 1)),
    delivery_package_id: fc.oneof(
      notId,
      fc.constant(other.deliveryPackage.id),
      fc.integer({ min: 1_000_000, max: 2_000_000_000 }),
    ),
    otp: fc.oneof(fc.integer(), fc.boolean(), fc.constant(''), fc.string({ maxLength: 5 })),
    // No such code in this shop, the wrong type, or too long.
    discount_code: fc.oneof(fc.constantFrom('NOPE', 'eid-x'), fc.integer(), fc.boolean(), longText(31)),
    note: fc.oneof(
      fc.integer(),
      fc.boolean(),
      fc.array(fc.string(), { maxLength: 2 }),
      longText(ORDER_NOTE_MAX_LENGTH + 1),
    ),
  };
};

/** A valid body with one to three fields made wrong, or something that is not an order at all. */
const badBody = () => {
  const fields = badField();
  const names = Object.keys(fields) as (keyof PlaceOrderBodyInput)[];
  const mutated = fc
    .uniqueArray(fc.constantFrom(...names), { minLength: 1, maxLength: 3 })
    .chain((picked) =>
      fc.record(
        Object.fromEntries(picked.map((name) => [name, fields[name]])) as Record<string, fc.Arbitrary<unknown>>,
      ),
    )
    .map((wrong) => ({ ...orderBody(target, [[target.products[2]!, 1]]), ...wrong }));
  return fc.oneof({ weight: 4, arbitrary: mutated }, { weight: 1, arbitrary: fc.jsonValue() });
};

describe('POST /api/shop/orders with generated bad input', () => {
  it('answers every bad body with a 4xx envelope and changes no order, line, history or product', async () => {
    const before = await businessRows();
    await fc.assert(
      fc.asyncProperty(badBody(), async (body) => {
        const res = await postOrder(ctx, body);
        expect(res.status, res.text).toBeGreaterThanOrEqual(400);
        expect(res.status, res.text).toBeLessThan(500);
        expect(res.body).toMatchObject({ status: res.status, message: expect.any(String) });
      }),
      { numRuns: 200 },
    );
    expect(await businessRows()).toEqual(before);
    // Refusals found inside the order transaction are stored with their keys; none is left in flight.
    for (const shop of [target, other]) {
      for (const key of (await orderRowsOf(ctx, shop.shop.id)).keys) {
        expect(key).toMatchObject({ status: 'done', responseStatus: expect.any(Number) });
        expect(key.responseStatus).toBeGreaterThanOrEqual(400);
        expect(key.responseStatus).toBeLessThan(500);
      }
    }
  });

  it('answers a bad Idempotency-Key with 422 and changes nothing', async () => {
    const before = await orderRowsOf(ctx, target.shop.id);
    const badKey = fc.oneof(
      fc.constant(null),
      fc.stringMatching(/^[ ]{0,5}$/u),
      fc.string({ minLength: 256, maxLength: 300, unit: fc.constantFrom('a', 'Z', '-', '9') }),
      // A tab inside (at the ends, fetch trims it away).
      fc
        .string({ minLength: 1, maxLength: 20, unit: fc.constantFrom('a', '1', '-') })
        .map((text) => `${text}\t${text}`),
    );
    await fc.assert(
      fc.asyncProperty(badKey, async (key) => {
        const res = await postOrder(ctx, orderBody(target, [[target.products[2]!, 1]]), { key });
        expect(res.status, JSON.stringify(key)).toBe(422);
        expect(Object.keys(res.body.errors ?? {})).toEqual(['idempotency-key']);
      }),
      { numRuns: 40 },
    );
    expect(await orderRowsOf(ctx, target.shop.id)).toEqual(before);
  });
});
