/**
 * Fixture builders: each inserts real rows (with sensible, unique defaults) and returns them.
 * Money is given in taka as on the wire and stored as paisa, as the API does.
 */
import type { DeliveryZone, PackagePlace } from '@haat/domain/delivery-zones';
import { asc, eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { productVariantsBodySchema, type DiscountType } from '@haat/domain/schemas';
import {
  catalogueImports,
  customDomains,
  categories,
  customers,
  deliveryPackages,
  owners,
  productImages,
  products,
  productVariants,
  reviews,
  shopPages,
  shops,
  discounts,
} from '../src/platform/db/schema.ts';
import { createAdminSession } from '../src/platform/auth/admin-token.ts';
import { createCustomerSession } from '../src/platform/auth/customer-session.ts';
import { hashPassword } from '../src/platform/auth/password.ts';
import { paisa } from '../src/platform/money.ts';
import { productPriceColumns } from '../src/modules/products/products.serializers.ts';
import type { Config } from '../src/platform/config/env.ts';
import type { Database } from '../src/platform/db/types.ts';
import type {
  CategoryRow,
  CustomDomainRow,
  CustomerRow,
  DeliveryPackageRow,
  OwnerRow,
  ProductRow,
  ProductVariantRow,
  ShopRow,
  DiscountRow,
} from '../src/platform/db/rows.ts';
import { insertProducts, setProductVariants } from '../src/modules/products/products.variants.service.ts';
import { META_FEED_TOKEN_BYTES } from '../src/modules/meta-feed/meta-feed.service.ts';
import { randomToken } from '../src/platform/ids.ts';

/** What the builders need: a database (a TestContext is one). */
type Ctx = { db: Database };
/** createOwner signs a token, so it needs the secret too. */
type SigningCtx = Ctx & { config: Pick<Config, 'jwtSecret'> };

let sequence = 0;
const next = () => {
  sequence += 1;
  return sequence;
};

/** A valid Bangladeshi mobile number, different on every call. */
export function uniqueMobile(): string {
  return `017${String(10_000_000 + next()).slice(-8)}`;
}

export const FIXTURE_PASSWORD = 'secret123';
const hashes = new Map<string, Promise<string>>();
/** scrypt at full strength takes ~0.3 s, so fixtures hash each password once per file. */
function passwordHash(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}

export async function insertOwner(ctx: Ctx, overrides: Partial<typeof owners.$inferInsert> = {}): Promise<OwnerRow> {
  const n = next();
  const [owner] = await ctx.db
    .insert(owners)
    .values({
      name: `Owner ${n}`,
      mobile: uniqueMobile(),
      passwordHash: await passwordHash(FIXTURE_PASSWORD),
      ...overrides,
    })
    .returning();
  return owner!;
}

/** A shop (published, theme 1) with a new owner unless `ownerId` is given. */
export async function createShop(ctx: Ctx, overrides: Partial<typeof shops.$inferInsert> = {}): Promise<ShopRow> {
  const n = next();
  const ownerId = overrides.ownerId ?? (await insertOwner(ctx)).id;
  const [shop] = await ctx.db
    .insert(shops)
    .values({ slug: `shop-${n}`, name: `Shop ${n}`, ownerId, ...overrides })
    .returning();
  return shop!;
}

/** The owner of `shop` (a new shop when omitted), signed in: `token` is a live admin token for that shop. */
export async function createOwner(
  ctx: SigningCtx,
  options: { shop?: ShopRow } = {},
): Promise<{ owner: OwnerRow; shop: ShopRow; token: string }> {
  const shop = options.shop ?? (await createShop(ctx));
  const [owner] = await ctx.db.select().from(owners).where(eq(owners.id, shop.ownerId));
  const { token } = await createAdminSession(ctx.db, ctx.config.jwtSecret, owner!, shop.id);
  return { owner: owner!, shop, token };
}

/** A customer of `shop`, signed in: `token` is a customer token of that shop. */
export async function createCustomer(
  ctx: Ctx,
  options: { shop: ShopRow; password?: string } & Partial<typeof customers.$inferInsert>,
): Promise<{ customer: CustomerRow; token: string; password: string }> {
  const { shop, password = FIXTURE_PASSWORD, ...overrides } = options;
  const n = next();
  const [customer] = await ctx.db
    .insert(customers)
    .values({
      shopId: shop.id,
      name: `Customer ${n}`,
      mobile: uniqueMobile(),
      passwordHash: await passwordHash(password),
      ...overrides,
    })
    .returning();
  const token = await createCustomerSession(ctx.db, customer!);
  return { customer: customer!, token, password };
}

export async function createCategory(
  ctx: Ctx,
  options: { shop: ShopRow } & Partial<typeof categories.$inferInsert>,
): Promise<CategoryRow> {
  const { shop, ...overrides } = options;
  const n = next();
  const [category] = await ctx.db
    .insert(categories)
    .values({ shopId: shop.id, slug: `category-${n}`, name: `Category ${n}`, position: n, ...overrides })
    .returning();
  return category!;
}

export interface ProductFixture extends Partial<
  Omit<typeof products.$inferInsert, 'sellingPricePaisa' | 'discountHundredths' | 'pricePaisa'>
> {
  shop: ShopRow;
  /** Taka. */
  selling_price?: number;
  discount?: number;
  discount_type?: DiscountType;
}

export async function createProduct(ctx: Ctx, options: ProductFixture): Promise<ProductRow> {
  const { shop, selling_price = 100, discount = 0, discount_type = 'FIXED', ...overrides } = options;
  const n = next();
  const [product] = await insertProducts(ctx.db, [
    {
      shopId: shop.id,
      slug: `product-${n}`,
      name: `Product ${n}`,
      stock: 10,
      ...productPriceColumns({ selling_price, discount, discount_type }),
      ...overrides,
    },
  ]);
  return product!;
}

/** Gives the product options and variants (as `PUT /products/{id}/variants`); answers its variants in order. */
export async function createVariants(
  ctx: Ctx,
  product: ProductRow,
  body: v.InferInput<typeof productVariantsBodySchema>,
): Promise<ProductVariantRow[]> {
  await setProductVariants(ctx.db, product.shopId, product.id, v.parse(productVariantsBodySchema, body));
  return ctx.db
    .select()
    .from(productVariants)
    .where(eq(productVariants.productId, product.id))
    .orderBy(asc(productVariants.position));
}

/** A finished catalogue import of the shop (one product made), as `POST /product-imports` leaves it. */
export async function createCatalogueImport(ctx: Ctx, shop: ShopRow) {
  const [row] = await ctx.db
    .insert(catalogueImports)
    .values({
      shopId: shop.id,
      format: 'shopify',
      state: 'done',
      total: 1,
      done: 1,
      created: 1,
      finishedAt: new Date(),
    })
    .returning();
  return row!;
}

/** Sets a simple product's stock (its one variant's, and the product's total). */
export async function setStock(ctx: Ctx, productId: number, stock: number): Promise<void> {
  await ctx.db.update(productVariants).set({ stock }).where(eq(productVariants.productId, productId));
  await ctx.db.update(products).set({ stock }).where(eq(products.id, productId));
}

export async function createDeliveryPackage(
  ctx: Ctx,
  options: {
    shop: ShopRow;
    name?: string;
    charge?: number;
    position?: number;
    zone?: DeliveryZone | null;
    places?: PackagePlace[];
    /** Taka for each 500 g begun beyond the first. */
    weightStep?: number;
  },
): Promise<DeliveryPackageRow> {
  const n = next();
  const [row] = await ctx.db
    .insert(deliveryPackages)
    .values({
      shopId: options.shop.id,
      name: options.name ?? `Package ${n}`,
      chargePaisa: paisa(options.charge ?? 60),
      zone: options.zone ?? null,
      places: options.places ?? [],
      weightStepPaisa: options.weightStep === undefined ? null : paisa(options.weightStep),
      position: options.position ?? n,
    })
    .returning();
  return row!;
}

/** A shop's own domain, verified unless told otherwise (the DNS proof itself is tested in modules/shops). */
export async function createCustomDomain(
  ctx: Ctx,
  options: { shop: ShopRow; domain: string; verified?: boolean },
): Promise<CustomDomainRow> {
  const verified = options.verified ?? true;
  const [row] = await ctx.db
    .insert(customDomains)
    .values({
      shopId: options.shop.id,
      domain: options.domain,
      verified,
      sslStatus: verified ? 'verified' : 'pending',
      verificationToken: `haat-test-${next()}`,
    })
    .returning();
  return row!;
}

export async function createShopPage(ctx: Ctx, options: { shop: ShopRow; page: string; title: string; body: string }) {
  const [row] = await ctx.db
    .insert(shopPages)
    .values({ shopId: options.shop.id, page: options.page, title: options.title, body: options.body })
    .returning();
  return row!;
}

export async function createProductImage(
  ctx: Ctx,
  options: { product: ProductRow; imageKey: string; position?: number },
) {
  const [row] = await ctx.db
    .insert(productImages)
    .values({
      shopId: options.product.shopId,
      productId: options.product.id,
      imageKey: options.imageKey,
      position: options.position ?? 0,
    })
    .returning();
  return row!;
}

export async function createReview(
  ctx: Ctx,
  options: {
    product: ProductRow;
    rating: number;
    comment?: string;
    customerName?: string;
    customerId?: number;
    createdAt?: Date;
  },
) {
  const [row] = await ctx.db
    .insert(reviews)
    .values({
      shopId: options.product.shopId,
      productId: options.product.id,
      customerId: options.customerId ?? null,
      customerName: options.customerName ?? 'A customer',
      rating: options.rating,
      comment: options.comment ?? '',
      ...(options.createdAt ? { createdAt: options.createdAt } : {}),
    })
    .returning();
  return row!;
}

/** Gives the shop a Meta catalogue feed token (as the owner's `POST /meta-feed/token`) and answers it. */
export async function createMetaFeedToken(ctx: Ctx, shop: ShopRow): Promise<string> {
  const token = randomToken(META_FEED_TOKEN_BYTES);
  await ctx.db
    .update(shops)
    .set({
      settings: sql`${shops.settings} || jsonb_build_object('meta_feed', jsonb_build_object('token', ${token}::text))`,
    })
    .where(eq(shops.id, shop.id));
  return token;
}

/** A discount of the shop (decision 221): by default an automatic 10% off the whole order, switched on. */
export async function createDiscountRow(
  ctx: Ctx,
  shop: ShopRow,
  values: Partial<Omit<typeof discounts.$inferInsert, 'shopId'>> = {},
): Promise<DiscountRow> {
  const [row] = await ctx.db
    .insert(discounts)
    .values({ shopId: shop.id, title: 'Eid 10%', kind: 'percentage', percentHundredths: 1000, ...values })
    .returning();
  return row!;
}
