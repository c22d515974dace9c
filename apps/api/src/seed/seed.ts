/**
 * `seedDemoData(db, storage)`: the demo shops (demo-shops.ts) with their owners, catalogues,
 * pictures, customers, orders in every status, reviews and chats. It does nothing when the
 * database already has a shop, so it is safe to run on every start.
 *
 * Pictures are drawn and stored first; every row is then written in one transaction, so a failed
 * seed leaves no half-made shop behind (and stored pictures are removed again).
 */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../platform/db/types.ts';
import { deliveryPackages, shops } from '../platform/db/schema.ts';
import { paisa } from '../platform/money.ts';
import { hashPassword } from '../platform/auth/password.ts';
import type { Config } from '../platform/config/env.ts';
import type { ImageStorage } from '../platform/storage/storage.ts';
import { DEMO_WEIGHT_STEP } from './delivery.ts';
import { DEMO_SHOPS } from './demo-shops.ts';
import { discardShopImages, storeShopImages } from './images.ts';
import { insertCustomers, insertDemoWishlist } from './insert-customers.ts';
import { insertMessages, insertReviews } from './insert-feedback.ts';
import { insertOrders } from './insert-orders.ts';
import { insertCustomerNotes } from './insert-customer-notes.ts';
import { insertDemoDiscounts } from './insert-discounts.ts';
import { insertDemoShipments } from './insert-shipments.ts';
import { insertDemoGateways } from './demo-payments.ts';
import { insertDemoPayments } from './insert-payments.ts';
import { insertSmsLog } from './insert-sms-log.ts';
import { insertShop } from './insert-shop.ts';
import { planOrders, unitsSold } from './order-plan.ts';
import { DEMO_PASSWORD } from './people.ts';

/** Serialises seeders on one database (two API processes starting on one PostgreSQL). */
const SEED_LOCK = 0x68616174; // "haat"

export interface SeedSummary {
  /** False when the database already had a shop, so nothing was written. */
  seeded: boolean;
  shops: number;
  products: number;
  customers: number;
  orders: number;
  reviews: number;
  messages: number;
  images: number;
  durationMs: number;
}

export interface SeedOptions {
  /** The moment the demo data is "now" (orders of the last two weeks, today's pending orders). */
  now?: Date;
  /** Seals the demo courier account (insert-shipments.ts); without it only the bookings are seeded. */
  credentialsKeys?: Config['credentialsKeys'];
  /** Where the storefront is, for the tracking links in the demo SMS log (absent: the SMS go without one). */
  links?: Pick<Config, 'marketHostSuffix' | 'storefrontUrl'>;
}

async function hasShops(db: Database): Promise<boolean> {
  const rows = await db.select({ id: shops.id }).from(shops).limit(1);
  return rows.length > 0;
}

const emptySummary = (started: number): SeedSummary => ({
  seeded: false,
  shops: 0,
  products: 0,
  customers: 0,
  orders: 0,
  reviews: 0,
  messages: 0,
  images: 0,
  durationMs: Math.round(performance.now() - started),
});

export async function seedDemoData(
  db: Database,
  storage: ImageStorage,
  options: SeedOptions = {},
): Promise<SeedSummary> {
  const started = performance.now();
  if (await hasShops(db)) return emptySummary(started);
  const now = options.now ?? new Date();

  // One slow scrypt hash for every demo account (they all use the same password).
  const [passwordHash, images] = await Promise.all([hashPassword(DEMO_PASSWORD), storeShopImages(storage, DEMO_SHOPS)]);

  let summary: SeedSummary | null;
  try {
    summary = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
      if (await hasShops(tx)) return null;
      const counts = { ...emptySummary(started), seeded: true };
      for (const [index, shop] of DEMO_SHOPS.entries()) {
        const plans = planOrders(shop, now);
        const inserted = await insertShop(tx, {
          shop,
          images: images.get(shop.slug)!,
          passwordHash,
          sold: unitsSold(plans),
          now,
        });
        const customers = await insertCustomers(tx, inserted.shopId, passwordHash, now);
        await insertDemoWishlist(tx, inserted.shopId, customers[0]!, [...inserted.products.values()]);
        const orders = await insertOrders(tx, {
          shopId: inserted.shopId,
          plans,
          products: inserted.products,
          packages: inserted.packages,
          customers,
        });
        const stepped = inserted.packages.find((row) => row.name === DEMO_WEIGHT_STEP.name)!;
        await tx
          .update(deliveryPackages)
          .set({ weightStepPaisa: paisa(DEMO_WEIGHT_STEP.weightStep) })
          .where(eq(deliveryPackages.id, stepped.id));
        await insertCustomerNotes(tx, inserted.shopId, orders, now);
        await insertDemoDiscounts(tx, inserted.shopId, now);
        if (index === 0) {
          await insertDemoPayments(tx, inserted.shopId, orders);
          await insertDemoShipments(tx, inserted.shopId, orders, options.credentialsKeys);
        }
        await insertDemoGateways(tx, inserted.shopId, options.credentialsKeys);
        counts.shops += 1;
        counts.products += inserted.products.size;
        counts.customers += customers.length;
        counts.orders += orders.length;
        await insertSmsLog(
          tx,
          { id: inserted.shopId, slug: shop.slug, name: shop.bnName, ownerMobile: shop.owner.mobile },
          orders,
          options.links,
        );
        counts.reviews += await insertReviews(tx, inserted.shopId, orders, customers, now);
        counts.messages += await insertMessages(tx, shop, inserted.shopId, customers, now);
      }
      return counts;
    });
  } catch (error) {
    await discardShopImages(storage, images);
    throw error;
  }
  if (!summary) {
    // Another process seeded while the pictures were being drawn.
    await discardShopImages(storage, images);
    return emptySummary(started);
  }
  const imageCount = [...images.values()].reduce(
    (sum, shop) => sum + (shop.logo ? 1 : 0) + (shop.banner ? 1 : 0) + [...shop.products.values()].flat().length,
    0,
  );
  return { ...summary, images: imageCount, durationMs: Math.round(performance.now() - started) };
}
