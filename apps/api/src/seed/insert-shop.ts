/**
 * A demo shop's own rows: owner, shop, custom domain, pages, delivery packages, categories and
 * products with their pictures. Products are written with their stock after the demo orders.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../platform/db/types.ts';
import {
  categories,
  customDomains,
  deliveryPackages,
  owners,
  productImages,
  shopPages,
  shops,
  type ShopSettingsColumn,
} from '../platform/db/schema.ts';
import type { DeliveryPackageRow, ProductRow } from '../platform/db/rows.ts';
import { paisa } from '../platform/money.ts';
import { productPriceColumns } from '../modules/products/products.serializers.ts';
import { DEMO_DELIVERY_PACKAGES } from './delivery.ts';
import type { ShopImages } from './images.ts';
import { demoPages } from './pages.ts';
import type { DemoShop } from './types.ts';
import { insertProducts, setProductVariants } from '../modules/products/products.variants.service.ts';
import { demoVariantsBody } from './variants.ts';
import { META_FEED_TOKEN_BYTES } from '../modules/meta-feed/meta-feed.service.ts';
import { randomToken } from '../platform/ids.ts';

export interface InsertedShop {
  shopId: number;
  ownerId: number;
  products: Map<string, ProductRow>;
  packages: DeliveryPackageRow[];
}

const DAY = 24 * 60 * 60 * 1000;

function settingsOf(shop: DemoShop): ShopSettingsColumn {
  return {
    seo_data: shop.seoKeywords,
    gtm: null,
    pixel_id: null,
    pixel_test_event: null,
    default_chat_channel: shop.chat?.channel ?? null,
    whatsapp_chat: shop.chat?.whatsapp ?? null,
    facebook_chat: shop.chat?.facebookPage ?? null,
    // A working Meta catalogue feed address right after the start; random, as a real shop's (decision 218).
    meta_feed: { token: randomToken(META_FEED_TOKEN_BYTES) },
  };
}

export interface InsertShopInput {
  shop: DemoShop;
  images: ShopImages;
  passwordHash: string;
  /** Units per product slug taken by the demo orders that were not canceled. */
  sold: Map<string, number>;
  now: Date;
}

export async function insertShop(tx: Database, input: InsertShopInput): Promise<InsertedShop> {
  const { shop, images, passwordHash, sold, now } = input;
  const opened = new Date(now.getTime() - 90 * DAY);

  const [owner] = await tx
    .insert(owners)
    .values({ ...shop.owner, passwordHash, mobileVerifiedAt: opened, createdAt: opened, updatedAt: opened })
    .returning({ id: owners.id });
  const [shopRow] = await tx
    .insert(shops)
    .values({
      ownerId: owner!.id,
      slug: shop.slug,
      name: shop.name,
      bnName: shop.bnName,
      address: shop.address,
      logoKey: images.logo,
      bannerKey: images.banner,
      publicNumber: shop.publicNumber,
      public: shop.public,
      theme: shop.theme,
      metaTitle: shop.metaTitle,
      metaDescription: shop.metaDescription,
      facebook: shop.social.facebook ?? null,
      twitter: shop.social.twitter ?? null,
      instagram: shop.social.instagram ?? null,
      youtube: shop.social.youtube ?? null,
      tiktok: shop.social.tiktok ?? null,
      settings: settingsOf(shop),
      createdAt: opened,
      updatedAt: opened,
    })
    .returning({ id: shops.id });
  const shopId = shopRow!.id;

  if (shop.customDomain) {
    // Demo data: the domain counts as proven (a real claim is verified through DNS).
    await tx.insert(customDomains).values({
      shopId,
      domain: shop.customDomain,
      verified: true,
      sslStatus: 'verified',
      verificationToken: `haat-demo-${shopId}`,
    });
  }
  await tx.insert(shopPages).values(demoPages(shop).map((page) => ({ shopId, ...page })));

  const packageRows = await tx
    .insert(deliveryPackages)
    .values(
      DEMO_DELIVERY_PACKAGES.map((item, position) => ({
        shopId,
        name: item.name,
        chargePaisa: paisa(item.charge),
        zone: item.zone,
        places: [...item.places],
        position,
      })),
    )
    .returning();

  const categoryRows = await tx
    .insert(categories)
    .values(
      shop.categories.map((category, position) => ({
        shopId,
        slug: category.slug,
        name: category.name,
        bnName: category.bnName,
        icon: category.icon,
        position,
      })),
    )
    .returning({ id: categories.id, slug: categories.slug });
  const categoryIds = new Map(categoryRows.map((row) => [row.slug, row.id]));

  const productRows = await insertProducts(
    tx,
    shop.products.map((product, i) => {
      const categoryId = categoryIds.get(product.category);
      if (categoryId === undefined)
        throw new Error(`Demo product ${shop.slug}/${product.slug} names an unknown category ${product.category}`);
      const units = sold.get(product.slug) ?? 0;
      // Listed over the last weeks, in catalogue order, so "newest" has an order.
      const listed = new Date(opened.getTime() + DAY + i * 2 * 60 * 60 * 1000);
      return {
        shopId,
        categoryId,
        slug: product.slug,
        name: product.name,
        bnName: product.bnName,
        description: product.description,
        ...productPriceColumns({
          selling_price: product.price,
          discount: product.discount?.value ?? 0,
          discount_type: product.discount?.type ?? 'FIXED',
        }),
        stock: product.stock - units,
        soldCount: units,
        imageKey: images.products.get(product.slug)?.[0] ?? null,
        createdAt: listed,
        updatedAt: listed,
      };
    }),
  );
  const productsBySlug = new Map(productRows.map((row) => [row.slug, row]));

  const pictures = productRows.flatMap((row) =>
    (images.products.get(row.slug) ?? []).map((imageKey, position) => ({
      shopId,
      productId: row.id,
      imageKey,
      position,
    })),
  );
  const pictureRows = pictures.length > 0 ? await tx.insert(productImages).values(pictures).returning() : [];
  for (const product of shop.products) {
    if (!product.variants) continue;
    const row = productsBySlug.get(product.slug)!;
    const own = pictureRows.filter((picture) => picture.productId === row.id).map((picture) => picture.id);
    await setProductVariants(tx, shopId, row.id, demoVariantsBody(product.variants, own, sold.get(product.slug) ?? 0));
  }

  if (shop.featuredProduct) {
    const featured = productsBySlug.get(shop.featuredProduct);
    if (!featured) throw new Error(`Demo shop ${shop.slug} features an unknown product ${shop.featuredProduct}`);
    await tx.update(shops).set({ featuredProductId: featured.id, updatedAt: opened }).where(eq(shops.id, shopId));
  }

  return { shopId, ownerId: owner!.id, products: productsBySlug, packages: packageRows };
}
