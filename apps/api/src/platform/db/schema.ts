/**
 * The database schema. Conventions:
 * - integer identity ids; every tenant table carries `shop_id` (FK to shops, ON DELETE CASCADE);
 * - money is integer paisa in `*_paisa` columns (taka only at the wire, see src/platform/money.ts);
 * - images are storage keys (`*_key`); a key names a full WebP and its card variant (src/platform/storage/images.ts);
 * - times are timestamptz, read as Date.
 * Change it, then run `pnpm db:generate` and commit the new file in drizzle/.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { DeliveryZone, PackagePlace } from '@haat/domain/delivery-zones';
import type { ChosenOption } from '@haat/domain/variants';
import type { ParcelLocation, ProductOption } from '@haat/domain/schemas';
import type { CourierPlaceEntry as CourierPlaceListEntry } from '@haat/domain/courier-places';

const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
const shopId = () =>
  integer('shop_id')
    .notNull()
    .references(() => shops.id, { onDelete: 'cascade' });

// ---- owners and shops -------------------------------------------------------

/** Shop owners (admin users). An owner may own several shops; not a tenant table. */
export const owners = pgTable(
  'owners',
  {
    id: id(),
    name: text('name').notNull(),
    mobile: text('mobile').notNull(),
    email: text('email'),
    passwordHash: text('password_hash').notNull(),
    /** When the owner proved the mobile with a one-time code (sign-up); password reset codes go only to a verified one. */
    mobileVerifiedAt: timestamp('mobile_verified_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('owners_mobile_unique').on(t.mobile)],
);

/** What `online_shop_settings` holds (docs/product/http-contract.md#entities); ids are validated on save. */
export interface ShopSettingsColumn {
  seo_data?: string | null;
  gtm?: string | null;
  pixel_id?: string | null;
  pixel_test_event?: string | null;
  default_chat_channel?: string | null;
  whatsapp_chat?: string | null;
  facebook_chat?: string | null;
  /** Units of one product allowed in one order; absent: DEFAULT_MAX_LINE_QUANTITY of @haat/domain. */
  max_line_quantity?: number;
  /** Order operations (issue 17); each absent value is its default in @haat/domain. */
  orders?: {
    /** An order still `pending` this many hours after it was placed is cancelled and its stock returned. */
    auto_cancel_hours?: number;
  };
  /** Cash-on-delivery risk settings (@haat/domain/cod-risk's CodRiskSettings). */
  cod_risk?: Record<string, unknown>;
  sms?: {
    /** Which order events send an SMS (absent: on). */
    events?: Partial<Record<string, boolean>>;
    /** Most SMS segments the shop may send in a calendar month (Asia/Dhaka); absent: the platform default. */
    monthly_segments?: number;
  };
  /** The Meta catalogue feed (decision 218): the secret token of its URLs, absent until the owner makes one. */
  meta_feed?: { token: string };
  /**
   * The Meta Conversions API (decision 219): the owner's access token, sealed by the secret box for this shop, and
   * what the last send did, for the owner's settings page.
   */
  meta_conversions?: { sealed_token?: string; last_sent_at?: string | null; last_error?: string | null };
  /** Advance payment rules (issue 30, decision 230): @haat/domain/advance-payment's PaymentRules as saved. */
  payments?: Record<string, unknown>;
  /** Payment gateways' merchant credentials, sealed for the shop (issue 30 items 2 and 3; the gateways' module). */
  payment_gateways?: Record<string, unknown>;
}

export const shops = pgTable(
  'shops',
  {
    id: id(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'restrict' }),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    bnName: text('bn_name'),
    address: text('address'),
    logoKey: text('logo_key'),
    bannerKey: text('banner_key'),
    publicNumber: text('public_number'),
    public: boolean('public').notNull().default(true),
    theme: smallint('theme').notNull().default(1),
    metaTitle: text('meta_title'),
    metaDescription: text('meta_description'),
    facebook: text('facebook'),
    twitter: text('twitter'),
    instagram: text('instagram'),
    youtube: text('youtube'),
    tiktok: text('tiktok'),
    settings: jsonb('settings').$type<ShopSettingsColumn>().notNull().default({}),
    featuredProductId: integer('featured_product_id').references((): AnyPgColumn => products.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('shops_slug_unique').on(t.slug),
    index('shops_owner_idx').on(t.ownerId),
    check('shops_theme_check', sql`${t.theme} between 1 and 3`),
  ],
);

/** A signed-in owner's session for one shop; the admin token's `token` claim is `token` here. */
export const ownerSessions = pgTable(
  'owner_sessions',
  {
    id: id(),
    shopId: shopId(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    /** The sha256 of the session's opaque token (the admin JWT carries the token; the database never holds it). */
    tokenHash: text('token_hash').notNull(),
    /** The browser or app that signed in (User-Agent, cut to 200 characters), so the owner can tell sessions apart. */
    userAgent: text('user_agent'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('owner_sessions_token_hash_unique').on(t.tokenHash),
    index('owner_sessions_owner_idx').on(t.ownerId),
  ],
);

/**
 * A shop's own domain (one per shop; changing a verified one goes through support). Stored normalised.
 * A claim stays unverified until its DNS proof is found (modules/shops/shops.domains.service.ts); only a
 * verified domain is unique across shops, so a claim never blocks the owner who proves the domain.
 */
export const customDomains = pgTable(
  'custom_domains',
  {
    id: id(),
    shopId: shopId(),
    domain: text('domain').notNull(),
    verified: boolean('verified').notNull().default(false),
    sslStatus: text('ssl_status').notNull().default('pending'),
    /** Published by the owner as TXT `_haat-challenge.<domain>`. */
    verificationToken: text('verification_token').notNull(),
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
    /** Why the last check found no proof (`not_found`, `wrong_value`, `dns_error`); null after a success. */
    checkError: text('check_error'),
    /** Re-checks in a row that found no proof for a verified domain. */
    failedChecks: integer('failed_checks').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('custom_domains_verified_domain_unique')
      .on(sql`lower(${t.domain})`)
      .where(sql`${t.verified}`),
    index('custom_domains_domain_idx').on(sql`lower(${t.domain})`),
    uniqueIndex('custom_domains_shop_unique').on(t.shopId),
  ],
);

/** Bodies of a shop's information pages (about-us, privacy-policy, …). */
export const shopPages = pgTable(
  'shop_pages',
  {
    id: id(),
    shopId: shopId(),
    page: text('page').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('shop_pages_shop_page_unique').on(t.shopId, t.page)],
);

/** A shop's request to have a mobile app built (one per shop). */
export const apkLeads = pgTable(
  'apk_leads',
  {
    id: id(),
    shopId: shopId(),
    appName: text('app_name').notNull(),
    contactMobile: text('contact_mobile').notNull(),
    note: text('note'),
    status: text('status').notNull().default('requested'),
    downloadUrl: text('download_url'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('apk_leads_shop_unique').on(t.shopId)],
);

// ---- catalogue ----------------------------------------------------------------

export const categories = pgTable(
  'categories',
  {
    id: id(),
    shopId: shopId(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    bnName: text('bn_name'),
    icon: text('icon'),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('categories_shop_slug_unique').on(t.shopId, t.slug)],
);

export const products = pgTable(
  'products',
  {
    id: id(),
    shopId: shopId(),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    bnName: text('bn_name'),
    description: text('description').notNull().default(''),
    sellingPricePaisa: integer('selling_price_paisa').notNull(),
    /** The wire discount times 100: paisa for FIXED, hundredths of a percent for PERCENT. */
    discountHundredths: integer('discount_hundredths').notNull().default(0),
    discountType: text('discount_type').notNull().default('FIXED'),
    /**
     * The lowest and highest unit price after discount of its enabled variants (the price of its only variant for a
     * simple product), kept by products.variants.service.ts on every write (price_paisa sorts, both make the range).
     */
    pricePaisa: integer('price_paisa').notNull(),
    maxPricePaisa: integer('max_price_paisa').notNull(),
    /** The units of its enabled variants, kept with theirs (product_variants.stock has the last word). */
    stock: integer('stock').notNull().default(0),
    /** Up to 3 options with their values in order (@haat/domain/schemas ProductOption); [] for a simple product. */
    options: jsonb('options').$type<ProductOption[]>().notNull().default([]),
    /** Units sold by orders that were not canceled (for best_selling). */
    soldCount: integer('sold_count').notNull().default(0),
    /** The cover image (also the first of product_images). */
    imageKey: text('image_key'),
    /**
     * What a catalogue import matches it by (decision 215): Shopify's `Handle`, WooCommerce's SKU or `woo-<ID>`;
     * null for a product made in the admin until a file names it.
     */
    handle: text('handle'),
    /** lower(name) and lower(bn_name), stored: search compares them without lowering every match again. */
    searchName: text('search_name').generatedAlwaysAs(sql`lower(name)`),
    searchBnName: text('search_bn_name').generatedAlwaysAs(sql`lower(bn_name)`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('products_shop_slug_unique').on(t.shopId, t.slug),
    uniqueIndex('products_shop_handle_unique')
      .on(t.shopId, t.handle)
      .where(sql`${t.handle} is not null`),
    index('products_shop_category_idx').on(t.shopId, t.categoryId),
    index('products_shop_created_idx').on(t.shopId, t.createdAt),
    index('products_shop_price_idx').on(t.shopId, t.pricePaisa),
    // No index holds stock or sold_count: an order then updates its products in place (a HOT update,
    // helped by fillfactor 90 in migration 0004) instead of adding a row version to all nine indexes.
    // Best selling sorts a shop's products without an index, which a shop's size keeps cheap.
    // Search (modules/products/products.service.ts): substrings through trigrams within one shop (shop_id in
    // the GIN index through btree_gin), names starting with the query through the pattern btrees. Every
    // search reads the GIN pending list, which each order's stock update (a new row version) grows:
    // 128 kB instead of 4 MB keeps that read short and the writes still batched.
    index('products_shop_name_trgm_idx')
      .using('gin', t.shopId, sql`${t.searchName} gin_trgm_ops`)
      .with({ gin_pending_list_limit: 128 }),
    index('products_shop_bn_name_trgm_idx')
      .using('gin', t.shopId, sql`${t.searchBnName} gin_trgm_ops`)
      .with({ gin_pending_list_limit: 128 }),
    index('products_shop_name_prefix_idx').on(t.shopId, sql`${t.searchName} text_pattern_ops`),
    index('products_shop_bn_name_prefix_idx').on(t.shopId, sql`${t.searchBnName} text_pattern_ops`),
    check('products_stock_check', sql`${t.stock} >= 0`),
    check('products_price_check', sql`${t.sellingPricePaisa} >= 0 and ${t.pricePaisa} >= 0`),
    check('products_discount_check', sql`${t.discountHundredths} >= 0`),
    check('products_discount_type_check', sql`${t.discountType} in ('PERCENT', 'FIXED')`),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    id: id(),
    shopId: shopId(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    imageKey: text('image_key').notNull(),
    position: integer('position').notNull().default(0),
    /** The address a catalogue import fetched it from: a second import does not fetch it again (decision 216). */
    sourceUrl: text('source_url'),
    createdAt: createdAt(),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.position)],
);

/**
 * What a shopper buys (issue 28, decision 210): every product has at least one variant, a simple product exactly one
 * with no option values. Price and discount null: the product's. `price_paisa` is the price that applies, after
 * discount, kept on every write. No index holds stock (an order updates it in place, as products' stock).
 */
export const productVariants = pgTable(
  'product_variants',
  {
    id: id(),
    shopId: shopId(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    /** Its value of each of the product's options, by the value's name, in the options' order. */
    optionValues: text('option_values')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    sellingPricePaisa: integer('selling_price_paisa'),
    /** As products.discount_hundredths, with discount_type; null: the product's discount. */
    discountHundredths: integer('discount_hundredths'),
    discountType: text('discount_type'),
    pricePaisa: integer('price_paisa').notNull(),
    stock: integer('stock').notNull().default(0),
    sku: text('sku'),
    barcode: text('barcode'),
    weightGrams: integer('weight_grams'),
    imageId: integer('image_id').references(() => productImages.id, { onDelete: 'set null' }),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('product_variants_product_idx').on(t.productId, t.position),
    uniqueIndex('product_variants_product_values_unique').on(t.productId, t.optionValues),
    uniqueIndex('product_variants_shop_sku_unique')
      .on(t.shopId, sql`lower(${t.sku})`)
      .where(sql`${t.sku} is not null`),
    index('product_variants_shop_barcode_idx')
      .on(t.shopId, t.barcode)
      .where(sql`${t.barcode} is not null`),
    check('product_variants_stock_check', sql`${t.stock} >= 0`),
    check(
      'product_variants_price_check',
      sql`coalesce(${t.sellingPricePaisa}, 0) >= 0 and ${t.pricePaisa} >= 0 and coalesce(${t.discountHundredths}, 0) >= 0`,
    ),
    check('product_variants_discount_type_check', sql`${t.discountType} in ('PERCENT', 'FIXED')`),
    check('product_variants_weight_check', sql`${t.weightGrams} >= 0`),
  ],
);

export const deliveryPackages = pgTable(
  'delivery_packages',
  {
    id: id(),
    shopId: shopId(),
    name: text('name').notNull(),
    chargePaisa: integer('charge_paisa').notNull(),
    /** The zone it delivers to (@haat/domain/delivery-zones); null: any address (decision 242), or its places. */
    zone: text('zone').$type<DeliveryZone>(),
    /** The districts and areas the owner named for it, as English names (decision 244); [] when it goes by zone. */
    places: jsonb('places').$type<PackagePlace[]>().notNull().default([]),
    /** What each 500 g begun beyond the first adds (@haat/domain/delivery-charge, decision 245); null: nothing. */
    weightStepPaisa: integer('weight_step_paisa'),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('delivery_packages_shop_idx').on(t.shopId),
    check('delivery_packages_charge_check', sql`${t.chargePaisa} >= 0`),
    check('delivery_packages_weight_step_check', sql`${t.weightStepPaisa} >= 0`),
    check('delivery_packages_zone_check', sql`${t.zone} in ('dhaka_city', 'dhaka_suburbs', 'outside_dhaka')`),
  ],
);

// ---- customers ------------------------------------------------------------------

/** A customer account belongs to one shop. */
export const customers = pgTable(
  'customers',
  {
    id: id(),
    shopId: shopId(),
    name: text('name').notNull(),
    mobile: text('mobile').notNull(),
    email: text('email'),
    passwordHash: text('password_hash').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('customers_shop_mobile_unique').on(t.shopId, t.mobile)],
);

/**
 * What the owner adds about a customer of the shop, keyed by the normalised mobile (registered or not):
 * a note, tags and a block. Only the owner's facts live here; counts and totals are read from orders.
 */
export const shopCustomers = pgTable(
  'shop_customers',
  {
    shopId: shopId(),
    mobile: text('mobile').notNull(),
    note: text('note'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** When the owner blocked the number (checkout refuses it); null: not blocked. */
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // The key serves the checkout's look-up of one number and the list's join.
  (t) => [primaryKey({ columns: [t.shopId, t.mobile] })],
);

/** Opaque customer tokens, stored as sha256 hex; bound to one shop. */
export const customerSessions = pgTable(
  'customer_sessions',
  {
    id: id(),
    shopId: shopId(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('customer_sessions_token_unique').on(t.tokenHash),
    index('customer_sessions_customer_idx').on(t.customerId),
  ],
);

export const addresses = pgTable(
  'addresses',
  {
    id: id(),
    shopId: shopId(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    label: text('label'),
    name: text('name').notNull(),
    mobile: text('mobile').notNull(),
    address: text('address').notNull(),
    district: text('district'),
    /** The upazila, thana or city area's English name (@haat/domain/places); null on addresses from before areas. */
    area: text('area'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('addresses_customer_idx').on(t.customerId)],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: id(),
    shopId: shopId(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('wishlist_items_customer_product_unique').on(t.customerId, t.productId)],
);

export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    shopId: shopId(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    customerName: text('customer_name').notNull(),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('reviews_product_idx').on(t.productId, t.createdAt),
    uniqueIndex('reviews_customer_product_unique').on(t.customerId, t.productId),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);

/** The chat between a customer and the shop: one thread per customer. */
export const messages = pgTable(
  'messages',
  {
    id: id(),
    shopId: shopId(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    sender: text('sender').notNull(),
    body: text('body').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('messages_shop_customer_idx').on(t.shopId, t.customerId, t.createdAt),
    check('messages_sender_check', sql`${t.sender} in ('customer', 'shop')`),
  ],
);

/** One-time codes sent by SMS: hashed, single use, expiring, with a try counter; owners' codes have no shop. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: id(),
    shopId: integer('shop_id').references(() => shops.id, { onDelete: 'cascade' }),
    mobile: text('mobile').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('one_time_codes_lookup_idx').on(t.shopId, t.mobile, t.purpose)],
);

// ---- orders -------------------------------------------------------------------

export const orders = pgTable(
  'orders',
  {
    id: id(),
    shopId: shopId(),
    /** Non-guessable public code (src/platform/ids.ts). */
    code: text('code').notNull(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('pending'),
    name: text('name').notNull(),
    mobile: text('mobile').notNull(),
    email: text('email'),
    address: text('address').notNull(),
    district: text('district'),
    /** The upazila, thana or city area's English name (@haat/domain/places); null on orders from before areas. */
    area: text('area'),
    note: text('note'),
    deliveryPackageId: integer('delivery_package_id').references(() => deliveryPackages.id, { onDelete: 'set null' }),
    /** The package's name when the order was placed. */
    deliveryPackageName: text('delivery_package_name'),
    subtotalPaisa: integer('subtotal_paisa').notNull(),
    deliveryChargePaisa: integer('delivery_charge_paisa').notNull(),
    totalPaisa: integer('total_paisa').notNull(),
    /** Who placed it, as an HMAC of the client address (open orders per address are limited). */
    clientKey: text('client_key'),
    /** The customer's cash-on-delivery risk when the order was placed (@haat/domain's CodRiskLevel). */
    codRiskLevel: text('cod_risk_level'),
    /** The shop's rules held this order for a call before it may be confirmed. */
    heldForCall: boolean('held_for_call').notNull().default(false),
    /** The shopper's language when placing it (`bn` | `en`; null: bn): the order's SMS are written in it. */
    language: text('language'),
    /** What the discounts took off the lines and the delivery charge together (decision 221); in total_paisa already. */
    discountPaisa: integer('discount_paisa').notNull().default(0),
    /** The discounts the order got as they were then (code, title, kind, saving in paisa). */
    discounts: jsonb('discounts').$type<OrderDiscountRow[]>().notNull().default([]),
    /** What the shop's payment rules asked before dispatch (issue 30, @haat/domain/advance-payment); 0: all at the door. */
    advancePaisa: integer('advance_paisa').notNull().default(0),
    /** Net paid: the paid attempts in `payments` less their refunds (kept by modules/payments/payments.ledger.ts). */
    paidPaisa: integer('paid_paisa').notNull().default(0),
    /** @haat/domain's PaymentStatus, derived from the order's attempts. */
    paymentStatus: text('payment_status').notNull().default('unpaid'),
    /** When an unpaid advance expires (the order is then cancelled); null once it is covered or when none is due. */
    paymentDueBy: timestamp('payment_due_by', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_shop_code_unique').on(t.shopId, t.code),
    // The expiry job's scan: only orders with an advance still due are in it.
    index('orders_payment_due_idx')
      .on(t.paymentDueBy)
      .where(sql`${t.paymentDueBy} is not null`),
    // The Haat network's delivery history of a number, across the shops that opted in.
    index('orders_mobile_status_idx').on(t.mobile, t.status),
    index('orders_shop_client_idx').on(t.shopId, t.clientKey),
    index('orders_shop_mobile_idx').on(t.shopId, t.mobile),
    index('orders_shop_status_created_idx').on(t.shopId, t.status, t.createdAt),
    // Status and total too: the reports' sales over a year are read from the index alone (decision 225).
    index('orders_shop_created_idx').on(t.shopId, t.createdAt, t.status, t.totalPaisa),
    index('orders_customer_idx').on(t.customerId),
    check(
      'orders_status_check',
      // @haat/domain's orderStatuses (order-lifecycle.test.ts checks that the two lists agree).
      sql`${t.status} in ('pending', 'accepted', 'processing', 'shipped', 'delivered', 'completed', 'canceled', 'returned')`,
    ),
    check(
      'orders_payment_status_check',
      // @haat/domain/advance-payment's paymentStatuses.
      sql`${t.paymentStatus} in ('unpaid', 'pending', 'paid', 'partly_paid', 'refunded', 'failed')`,
    ),
    check('orders_paid_check', sql`${t.advancePaisa} >= 0 and ${t.paidPaisa} >= 0`),
  ],
);

/**
 * One attempt to pay an order (issue 30, decision 230): a gateway session (bKash, SSLCommerz) or money the shopper
 * sent to the shop's personal wallet with its transaction id. Written only through modules/payments/payments.ledger.ts,
 * which keeps the order's `paid_paisa` and `payment_status` in step. The two unique indexes make a replayed
 * callback or a reused transaction id pay once.
 */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    shopId: shopId(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** @haat/domain/advance-payment's PaymentMethod. */
    method: text('method').notNull(),
    amountPaisa: integer('amount_paisa').notNull(),
    /** @haat/domain/advance-payment's AttemptStatus. */
    status: text('status').notNull().default('pending'),
    /** bKash's paymentID, SSLCommerz's session key or val_id; null for a personal wallet. */
    gatewayPaymentId: text('gateway_payment_id'),
    /** bKash's trxID, SSLCommerz's bank_tran_id, or the transaction id the shopper typed. */
    transactionId: text('transaction_id'),
    refundedPaisa: integer('refunded_paisa').notNull().default(0),
    /** A personal wallet's payment: the number the money came from. */
    sender: text('sender'),
    failureReason: text('failure_reason'),
    /** What the gateway answered (for the owner and support); never read to decide anything. */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payments_order_idx').on(t.orderId),
    // The admin's payments list (reconciliation), newest first within a shop.
    index('payments_shop_created_idx').on(t.shopId, t.createdAt),
    uniqueIndex('payments_gateway_unique')
      .on(t.method, t.gatewayPaymentId)
      .where(sql`${t.gatewayPaymentId} is not null`),
    uniqueIndex('payments_transaction_unique')
      .on(t.shopId, t.method, t.transactionId)
      .where(sql`${t.transactionId} is not null`),
    check(
      'payments_method_check',
      sql`${t.method} in ('bkash', 'sslcommerz', 'bkash_personal', 'nagad_personal', 'rocket_personal')`,
    ),
    check(
      'payments_status_check',
      sql`${t.status} in ('pending', 'paid', 'failed', 'cancelled', 'to_verify', 'rejected')`,
    ),
    check(
      'payments_amounts_check',
      sql`${t.amountPaisa} > 0 and ${t.refundedPaisa} >= 0 and ${t.refundedPaisa} <= ${t.amountPaisa}`,
    ),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    shopId: shopId(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    variantId: integer('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    /** Snapshots taken when the order was placed. */
    productSlug: text('product_slug'),
    /** The variant's options as named then ([] for a simple product), its SKU and weight. */
    options: jsonb('options').$type<ChosenOption[]>().notNull().default([]),
    sku: text('sku'),
    weightGrams: integer('weight_grams'),
    name: text('name').notNull(),
    bnName: text('bn_name'),
    imageKey: text('image_key'),
    unitPricePaisa: integer('unit_price_paisa').notNull(),
    quantity: integer('quantity').notNull(),
    lineTotalPaisa: integer('line_total_paisa').notNull(),
    /** What the order's discounts took off this line (in the order's discount_paisa, not in line_total_paisa). */
    discountPaisa: integer('discount_paisa').notNull().default(0),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    // The reports' best sellers: a shop's lines with what they sum, read from the index alone (decision 225).
    index('order_items_shop_report_idx').on(
      t.shopId,
      t.orderId,
      t.productId,
      t.variantId,
      t.quantity,
      t.lineTotalPaisa,
    ),
    index('order_items_product_idx').on(t.productId),
    index('order_items_variant_idx').on(t.variantId),
    check('order_items_quantity_check', sql`${t.quantity} > 0`),
  ],
);

export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: id(),
    shopId: shopId(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    note: text('note'),
    /** Whether this change gave the order's units back to stock (a cancel; a return when the owner said so). */
    restocked: boolean('restocked').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId, t.createdAt)],
);

/** Idempotent order placement: one row per (shop, Idempotency-Key). */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: id(),
    shopId: shopId(),
    key: text('key').notNull(),
    /** sha256 of the request body, so the same key with another body is refused. */
    requestHash: text('request_hash').notNull(),
    /** `in_flight` only inside the order transaction that claimed the key; committed keys are `done`. */
    status: text('status').notNull().default('in_flight'),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('idempotency_keys_shop_key_unique').on(t.shopId, t.key),
    check('idempotency_keys_status_check', sql`${t.status} in ('in_flight', 'done')`),
  ],
);

// ---- order operations (issue 17) ---------------------------------------------

/** A shop's own wording of an order SMS, per event and language; absent: @haat/domain's default template. */
export const smsTemplates = pgTable(
  'sms_templates',
  {
    id: id(),
    shopId: shopId(),
    /** @haat/domain's SmsEvent. */
    event: text('event').notNull(),
    language: text('language').notNull(),
    text: text('text').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('sms_templates_shop_event_language_unique').on(t.shopId, t.event, t.language)],
);

/** Every order SMS a shop sent or tried to send: what the owner's SMS log shows and the monthly budget counts. */
export const smsLog = pgTable(
  'sms_log',
  {
    id: id(),
    shopId: shopId(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    event: text('event').notNull(),
    to: text('to').notNull(),
    text: text('text').notNull(),
    /** Parts the gateway bills (@haat/domain's smsSegments). */
    segments: smallint('segments').notNull(),
    /** queued → sending → sent | failed; `skipped` when the monthly budget or the event's switch said no. */
    status: text('status').notNull().default('queued'),
    error: text('error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('sms_log_shop_created_idx').on(t.shopId, t.createdAt),
    index('sms_log_order_idx').on(t.orderId),
    check('sms_log_status_check', sql`${t.status} in ('queued', 'sending', 'sent', 'failed', 'skipped')`),
  ],
);

/**
 * Segments of order SMS a shop reserved in a month (`YYYY-MM`, Asia/Dhaka): the counter its monthly budget is
 * judged by, raised in the same statement that checks it (modules/sms/sms-budget.ts), so a message costs the same
 * however many the shop has sent (decision 170).
 */
export const smsMonthlyUsage = pgTable(
  'sms_monthly_usage',
  {
    shopId: shopId(),
    month: text('month').notNull(),
    segments: integer('segments').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.month] })],
);

/** A shop's account at a courier: its credentials sealed with CREDENTIALS_KEY (src/platform/crypto/secret-box.ts). */
export const courierAccounts = pgTable(
  'courier_accounts',
  {
    id: id(),
    shopId: shopId(),
    /** steadfast | pathao | redx */
    courier: text('courier').notNull(),
    /** The sealed JSON of the courier's credentials (src/integrations/couriers/courier-credentials.ts). */
    sealedCredentials: text('sealed_credentials').notNull(),
    /** What the courier's webhook calls carry to prove they are for this account (sha256 hex of the secret). */
    webhookSecretHash: text('webhook_secret_hash'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('courier_accounts_shop_courier_unique').on(t.shopId, t.courier),
    /** Each webhook call finds its account by the secret it presents. */
    index('courier_accounts_webhook_secret_idx').on(t.courier, t.webhookSecretHash),
  ],
);

/**
 * A courier's list of places (Pathao's cities, a city's zones; RedX's delivery areas) as its lookup API last
 * answered: the same for every shop, kept a day and refreshed by `couriers.places` (decision 243).
 */
export const courierPlaceLists = pgTable(
  'courier_place_lists',
  {
    courier: text('courier').notNull(),
    /** city | zone | area */
    kind: text('kind').notNull(),
    /** The place the list is inside (Pathao's city of a zone list); 0 for a top-level list. */
    parentId: integer('parent_id').notNull().default(0),
    places: jsonb('places').$type<CourierPlaceListEntry[]>().notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.courier, t.kind, t.parentId] })],
);

/** The courier's places an owner chose for one of our areas, used for that area's next parcels (decision 243). */
export const courierAreaChoices = pgTable(
  'courier_area_choices',
  {
    id: id(),
    shopId: shopId(),
    courier: text('courier').notNull(),
    /** Our district's and area's English names (@haat/domain/places). */
    district: text('district').notNull(),
    area: text('area').notNull(),
    location: jsonb('location').$type<ParcelLocation>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('courier_area_choices_unique').on(t.shopId, t.courier, t.district, t.area)],
);

/** An order booked with a courier: its consignment, tracking code, the courier's last status and the money. */
export const shipments = pgTable(
  'shipments',
  {
    id: id(),
    shopId: shopId(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    courier: text('courier').notNull(),
    /** booking → booked | failed */
    state: text('state').notNull().default('booking'),
    consignmentId: text('consignment_id'),
    trackingCode: text('tracking_code'),
    /** The courier's own status word, as last heard (webhook or poll). */
    courierStatus: text('courier_status'),
    /** Cash the courier collects on delivery, and what it charges the shop. */
    codAmountPaisa: integer('cod_amount_paisa').notNull(),
    deliveryChargePaisa: integer('delivery_charge_paisa'),
    error: text('error'),
    /** The courier's places the owner chose for the parcel (Pathao city/zone/area, RedX area), as the admin sent them. */
    location: jsonb('location').$type<ParcelLocation>(),
    bookedAt: timestamp('booked_at', { withTimezone: true }),
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('shipments_order_unique').on(t.orderId),
    index('shipments_courier_consignment_idx').on(t.courier, t.consignmentId),
    index('shipments_shop_state_idx').on(t.shopId, t.state),
    check('shipments_state_check', sql`${t.state} in ('booking', 'booked', 'failed')`),
  ],
);

/** Webhook calls already applied, by the courier's own event key: a replayed call changes nothing. */
export const courierWebhookEvents = pgTable(
  'courier_webhook_events',
  {
    courier: text('courier').notNull(),
    eventKey: text('event_key').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.courier, t.eventKey] })],
);

/** A courier's fraud check of a number (Steadfast's `fraud_check`), cached: its daily quota is small. */
export const courierFraudChecks = pgTable(
  'courier_fraud_checks',
  {
    courier: text('courier').notNull(),
    mobile: text('mobile').notNull(),
    total: integer('total').notNull(),
    delivered: integer('delivered').notNull(),
    cancelled: integer('cancelled').notNull(),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.courier, t.mobile] })],
);

/** SMS sent per day and scope (`number`, `shop`, `platform`): the daily caps hold across restarts and instances. */
export const smsDailyCounts = pgTable(
  'sms_daily_counts',
  {
    day: date('day').notNull(),
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.scope, t.key] })],
);

/**
 * Rate-limit counters (platform/http/rate-limit.ts, through rate-limiter-flexible's Drizzle store) on PostgreSQL, so every
 * API instance counts against the same budget. UNLOGGED (in the migration: drizzle cannot say it): no WAL and no
 * flush per attempt, and a crash only forgets counts that expire within the hour anyway. No index on `expire`:
 * only the hourly purge (platform/jobs/purge.ts) reads by it.
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  points: integer('points').notNull().default(0),
  expire: timestamp('expire', { withTimezone: true, mode: 'date' }),
});

/**
 * Proof-of-work solutions already accepted (platform/auth/proof-of-work.ts), by their challenge's signature: each
 * solved challenge buys one code request. A row matters until its challenge expires; the purge deletes it then.
 */
export const usedPowChallenges = pgTable('used_pow_challenges', {
  signature: text('signature').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/** A discount an order got, as it was when the order was placed (decision 221). */
export interface OrderDiscountRow {
  id: number;
  code: string | null;
  title: string;
  kind: string;
  saving_paisa: number;
}

/** An error of a catalogue import, as `@haat/domain/catalogue-csv` words it (both languages). */
export interface CatalogueImportErrorRow {
  row: number | null;
  handle: string | null;
  code: string;
  column: string | null;
  message: { bn: string; en: string };
}

/**
 * A catalogue import (issue 28, decision 216): the plan of a CSV file the owner confirmed, run by the
 * `catalogue.import` job one product at a time; `done` of `total` products so far, and what they did. The plan is
 * dropped once the run ends.
 */
export const catalogueImports = pgTable(
  'catalogue_imports',
  {
    id: id(),
    shopId: shopId(),
    /** queued, running, done, failed */
    state: text('state').notNull().default('queued'),
    format: text('format').notNull(),
    /** The products to import (ImportProduct[] of @haat/domain/catalogue-csv, with the matches found). */
    plan: jsonb('plan').$type<unknown[]>(),
    total: integer('total').notNull(),
    done: integer('done').notNull().default(0),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    pictures: integer('pictures').notNull().default(0),
    errors: jsonb('errors').$type<CatalogueImportErrorRow[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('catalogue_imports_shop_idx').on(t.shopId, t.createdAt)],
);

/**
 * A shop's discounts (issue 31 item 1, decision 221): a code the shopper types (stored upper case) or, without a code,
 * an automatic one. `used_count` counts its redemptions; an order takes a use only while it is below `usage_limit`.
 */
export const discounts = pgTable(
  'discounts',
  {
    id: id(),
    shopId: shopId(),
    code: text('code'),
    title: text('title').notNull(),
    /** percentage, fixed_amount, free_delivery (@haat/domain/discounts) */
    kind: text('kind').notNull(),
    /** For a percentage: the percent in hundredths (10% is 1000). */
    percentHundredths: integer('percent_hundredths').notNull().default(0),
    amountPaisa: integer('amount_paisa').notNull().default(0),
    /** order, categories, products, variants */
    scope: text('scope').notNull().default('order'),
    targetIds: integer('target_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    minAmountPaisa: integer('min_amount_paisa'),
    minQuantity: integer('min_quantity'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    usageLimit: integer('usage_limit'),
    usedCount: integer('used_count').notNull().default(0),
    oncePerPhone: boolean('once_per_phone').notNull().default(false),
    combinable: boolean('combinable').notNull().default(false),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('discounts_shop_code_unique').on(t.shopId, t.code),
    // Checkout's look-up of a shop's automatic discounts (and whether it has any).
    index('discounts_shop_automatic_idx')
      .on(t.shopId)
      .where(sql`${t.code} is null and ${t.active}`),
    check('discounts_kind_check', sql`${t.kind} in ('percentage', 'fixed_amount', 'free_delivery')`),
    check('discounts_scope_check', sql`${t.scope} in ('order', 'categories', 'products', 'variants')`),
    check('discounts_used_count_check', sql`${t.usedCount} >= 0`),
  ],
);

/**
 * One use of a discount by an order, written in the order's transaction. `phone_key` is the order's mobile when the
 * discount is once per phone (null otherwise): its unique index lets a number use such a discount once, races included.
 */
export const discountRedemptions = pgTable(
  'discount_redemptions',
  {
    id: id(),
    shopId: shopId(),
    discountId: integer('discount_id')
      .notNull()
      .references(() => discounts.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    mobile: text('mobile').notNull(),
    phoneKey: text('phone_key'),
    amountPaisa: integer('amount_paisa').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('discount_redemptions_phone_unique').on(t.discountId, t.phoneKey),
    index('discount_redemptions_order_idx').on(t.orderId),
  ],
);
