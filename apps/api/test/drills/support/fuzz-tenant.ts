/**
 * A shop with one of everything a call can name, signed in as its owner and as a customer: the
 * valid starting point each fuzzed call mutates (so bad input reaches past the token and the ids).
 */
import { eq } from 'drizzle-orm';
import * as schema from '../../../src/platform/db/schema.ts';
import type { Database } from '../../../src/platform/db/types.ts';
import {
  createCatalogueImport,
  createCategory,
  createCustomDomain,
  createCustomer,
  createDeliveryPackage,
  createDiscountRow,
  createMetaFeedToken,
  createOwner,
  createProduct,
  createProductImage,
  createReview,
  createShopPage,
  uniqueMobile,
} from '../../fixtures.ts';
import type { OwnerRow, ProductRow, ShopRow } from '../../../src/platform/db/rows.ts';
import { insertOrderRows } from '../../order-rows.ts';

export interface FuzzTenant {
  shop: ShopRow;
  owner: OwnerRow;
  adminToken: string;
  customerId: number;
  customerMobile: string;
  customerToken: string;
  categoryId: number;
  product: ProductRow;
  /** A product the customer received (a review may be written for it). */
  receivedProduct: ProductRow;
  deliveryPackageId: number;
  orderId: number;
  orderCode: string;
  addressId: number;
  domain: string;
  /** The shop's Meta catalogue feed token. */
  feedToken: string;
  importId: number;
  discountId: number;
  /** A sent-money code waiting for the owner, on `orderId` (issue 30). */
  paymentId: number;
  /** An order of the customer's with its advance (the delivery charge) still due and nothing sent yet. */
  advanceOrderCode: string;
}

export async function createFuzzTenant(
  ctx: { db: Database; config: { jwtSecret: string } },
  label: string,
): Promise<FuzzTenant> {
  const { owner, shop, token: adminToken } = await createOwner(ctx);
  const category = await createCategory(ctx, { shop, name: `${label} category` });
  const product = await createProduct(ctx, {
    shop,
    categoryId: category.id,
    stock: 1_000_000,
    imageKey: `shops/${shop.id}/products/cover`,
  });
  const receivedProduct = await createProduct(ctx, { shop, stock: 1_000_000, name: 'পাঞ্জাবি' });
  await createProductImage(ctx, { product, imageKey: `shops/${shop.id}/products/cover` });
  const deliveryPackage = await createDeliveryPackage(ctx, { shop, name: 'Inside Dhaka' });
  await createDeliveryPackage(ctx, { shop, name: 'Outside Dhaka' });
  await createShopPage(ctx, { shop, page: 'about-us', title: 'About', body: 'আমাদের কথা' });
  const { customer, token: customerToken } = await createCustomer(ctx, { shop });
  const [address] = await ctx.db
    .insert(schema.addresses)
    .values({
      shopId: shop.id,
      customerId: customer.id,
      name: 'Home',
      mobile: uniqueMobile(),
      address: 'House 1, Road 2, Dhaka',
      isDefault: true,
    })
    .returning();
  const { order } = await insertOrderRows(ctx, {
    shop,
    customerId: customer.id,
    products: [product],
    statuses: ['pending'],
    mobile: customer.mobile,
  });
  await insertOrderRows(ctx, {
    shop,
    customerId: customer.id,
    products: [receivedProduct],
    statuses: ['pending', 'accepted', 'processing', 'shipped', 'delivered'],
    mobile: customer.mobile,
  });
  await createReview(ctx, { product, rating: 4, customerName: 'A shopper' });
  await ctx.db.insert(schema.wishlistItems).values({ shopId: shop.id, customerId: customer.id, productId: product.id });
  await ctx.db
    .insert(schema.messages)
    .values({ shopId: shop.id, customerId: customer.id, sender: 'customer', body: `Hello ${label}` });
  // Payments (issue 30): the shop asks the delivery charge in advance and has a personal bKash number.
  await ctx.db
    .update(schema.shops)
    .set({
      settings: {
        ...shop.settings,
        payments: { mode: 'delivery_charge', applies: 'always', personal_numbers: { bkash_personal: '01711000009' } },
      },
    })
    .where(eq(schema.shops.id, shop.id));
  await ctx.db.update(schema.orders).set({ advancePaisa: 6_000 }).where(eq(schema.orders.id, order.id));
  const [payment] = await ctx.db
    .insert(schema.payments)
    .values({
      shopId: shop.id,
      orderId: order.id,
      method: 'bkash_personal',
      amountPaisa: 6_000,
      status: 'to_verify',
      transactionId: `FUZZ${shop.id}`,
      sender: customer.mobile,
    })
    .returning({ id: schema.payments.id });
  const { order: advanceOrder } = await insertOrderRows(ctx, {
    shop,
    customerId: customer.id,
    products: [product],
    statuses: ['pending'],
    mobile: customer.mobile,
  });
  await ctx.db
    .update(schema.orders)
    .set({ advancePaisa: 6_000, paymentDueBy: new Date(Date.now() + 30 * 60_000) })
    .where(eq(schema.orders.id, advanceOrder.id));
  const domain = `fuzz-${shop.id}.example.com`;
  await createCustomDomain(ctx, { shop, domain });
  const catalogueImport = await createCatalogueImport(ctx, shop);
  return {
    shop,
    owner,
    adminToken,
    customerId: customer.id,
    customerMobile: customer.mobile,
    customerToken,
    categoryId: category.id,
    product,
    receivedProduct,
    deliveryPackageId: deliveryPackage.id,
    orderId: order.id,
    orderCode: order.code,
    addressId: address!.id,
    domain,
    feedToken: await createMetaFeedToken(ctx, shop),
    importId: catalogueImport.id,
    discountId: (await createDiscountRow(ctx, shop, { code: `EID${shop.id}` })).id,
    paymentId: payment!.id,
    advanceOrderCode: advanceOrder.code,
  };
}
