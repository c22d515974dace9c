import { eq } from 'drizzle-orm';
import { parse as parseCsv } from 'csv-parse/sync';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { metaFeedSchema, type MetaFeed } from '@haat/domain/schemas';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import {
  createCustomDomain,
  createMetaFeedToken,
  createOwner,
  createProduct,
  createProductImage,
  createShop,
  createVariants,
  setStock,
} from '../../../test/fixtures.ts';
import { metaFeedProblems, type FeedRow } from '../../../test/meta-feed-rules.ts';
import { products, shops } from '../../platform/db/schema.ts';
import type { ProductRow, ProductVariantRow, ShopRow } from '../../platform/db/rows.ts';
import { imageUrls } from '../../platform/storage/images.ts';
import { META_FEED_CACHE_CONTROL } from './meta-feed.shop.routes.ts';

// The storefront on a real host, so links are on the shop's canonical host (its verified own domain).
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({
    env: { STOREFRONT_URL: 'https://haat.example', MARKET_HOST_SUFFIX: 'haat.example' },
  });
});
afterAll(async () => {
  await ctx?.close();
});

const FIELDS = [
  'id',
  'item_group_id',
  'title',
  'description',
  'availability',
  'condition',
  'price',
  'sale_price',
  'link',
  'image_link',
  'additional_image_link',
  'brand',
  'google_product_category',
  'size',
  'color',
];

const SHOP_NAME = 'রংধনু "ফ্যাশন", ঢাকা';
const KURTI_NAME = 'সুতি কুর্তি, "ঈদ" <সংস্করণ>';
const KURTI_DESCRIPTION = '<p>নরম &amp; আরামদায়ক</p>\r\nLine two, with "quotes", & a comma';
const KURTI_TEXT = 'নরম & আরামদায়ক\nLine two, with "quotes", & a comma';

const feedPath = (shopId: number, token: string, format: 'csv' | 'xml') =>
  `/api/shop/meta-feed/${shopId}/${encodeURIComponent(token)}/products.${format}`;

function csvRows(text: string): FeedRow[] {
  const rows = parseCsv<Record<string, string>>(text, { columns: true, bom: false, skip_empty_lines: false });
  return rows.map((row) => ({
    ...row,
    additional_image_link: row['additional_image_link'] ? row['additional_image_link'].split(',') : [],
  }));
}

function xmlRows(text: string): { channel: Record<string, string>; rows: FeedRow[] } {
  expect(XMLValidator.validate(text)).toBe(true);
  const parser = new XMLParser({
    ignoreAttributes: false,
    parseTagValue: false,
    trimValues: false,
    isArray: (name) => name === 'item' || name === 'g:additional_image_link',
  });
  const doc = parser.parse(text) as {
    rss: { '@_version': string; '@_xmlns:g': string; channel: Record<string, unknown> & { item?: unknown[] } };
  };
  expect(doc.rss['@_version']).toBe('2.0');
  expect(doc.rss['@_xmlns:g']).toBe('http://base.google.com/ns/1.0');
  const { item = [], ...channel } = doc.rss.channel;
  const rows = (item as Record<string, string | string[]>[]).map((element) => {
    const row: FeedRow = { additional_image_link: [] };
    for (const [name, value] of Object.entries(element)) row[name.replace(/^g:/u, '')] = value;
    return row;
  });
  return { channel: channel as Record<string, string>, rows };
}

/** A row with every field, empty where the feed leaves it out (as the CSV has it). */
const complete = (row: FeedRow): FeedRow =>
  Object.fromEntries(FIELDS.map((field) => [field, row[field] ?? (field === 'additional_image_link' ? [] : '')]));

interface World {
  shop: ShopRow;
  adminToken: string;
  token: string;
  kurti: ProductRow;
  variants: ProductVariantRow[];
  simple: ProductRow;
  cover: string;
  second: string;
  simpleCover: string;
}

async function createWorld(): Promise<World> {
  const { shop: created, token: adminToken } = await createOwner(ctx);
  await ctx.db.update(shops).set({ name: SHOP_NAME }).where(eq(shops.id, created.id));
  const shop = { ...created, name: SHOP_NAME };
  await createCustomDomain(ctx, { shop, domain: `shop-${shop.id}.example.com` });
  const kurti = await createProduct(ctx, {
    shop,
    slug: `kurti-${shop.id}`,
    name: KURTI_NAME,
    description: KURTI_DESCRIPTION,
    selling_price: 1200,
    imageKey: `shops/${shop.id}/products/kurti-a`,
  });
  await createProductImage(ctx, { product: kurti, imageKey: `shops/${shop.id}/products/kurti-a`, position: 0 });
  const secondImage = await createProductImage(ctx, {
    product: kurti,
    imageKey: `shops/${shop.id}/products/kurti-b`,
    position: 1,
  });
  const variants = await createVariants(ctx, kurti, {
    options: [
      { name: 'Size', bn_name: 'সাইজ', values: [{ name: 'M' }, { name: 'L' }] },
      { name: 'Colour', bn_name: 'রং', values: [{ name: 'লাল' }, { name: 'Blue, "navy"' }] },
    ],
    variants: [
      { options: ['M', 'লাল'], stock: 3 },
      { options: ['M', 'Blue, "navy"'], stock: 0, image_id: secondImage.id },
      { options: ['L', 'লাল'], stock: 5, selling_price: 1300, discount: 10, discount_type: 'PERCENT' },
      { options: ['L', 'Blue, "navy"'], stock: 2, enabled: false },
    ],
  });
  const simple = await createProduct(ctx, {
    shop,
    slug: `panjabi-${shop.id}`,
    name: 'Panjabi',
    description: '',
    selling_price: 950.5,
    discount: 50,
    imageKey: `shops/${shop.id}/products/panjabi`,
  });
  await createProductImage(ctx, { product: simple, imageKey: `shops/${shop.id}/products/panjabi` });
  // Without a picture: Meta refuses such an item, so the feed leaves it out.
  await createProduct(ctx, { shop, slug: `bare-${shop.id}`, name: 'No picture' });
  const url = (key: string) => imageUrls(ctx.storage, `shops/${shop.id}/products/${key}`)!.url;
  return {
    shop,
    adminToken,
    token: await createMetaFeedToken(ctx, shop),
    kurti,
    variants,
    simple,
    cover: url('kurti-a'),
    second: url('kurti-b'),
    simpleCover: url('panjabi'),
  };
}

/** What each row must hold, field by field. */
function expectedRows(w: World): FeedRow[] {
  const origin = `https://shop-${w.shop.id}.example.com`;
  const kurtiUrl = `${origin}/product/kurti-${w.shop.id}`;
  const [mRed, mBlue, lRed] = w.variants;
  const variantRow = (variant: ProductVariantRow, fields: FeedRow): FeedRow => ({
    id: `${w.kurti.id}-${variant.id}`,
    item_group_id: String(w.kurti.id),
    description: KURTI_TEXT,
    condition: 'new',
    link: `${kurtiUrl}?variant=${variant.id}`,
    brand: SHOP_NAME,
    google_product_category: '',
    sale_price: '',
    ...fields,
  });
  return [
    variantRow(mRed!, {
      title: `${KURTI_NAME} (M / লাল)`,
      availability: 'in stock',
      price: '1200.00 BDT',
      image_link: w.cover,
      additional_image_link: [w.second],
      size: 'M',
      color: 'লাল',
    }),
    variantRow(mBlue!, {
      title: `${KURTI_NAME} (M / Blue, "navy")`,
      availability: 'out of stock',
      price: '1200.00 BDT',
      image_link: w.second,
      additional_image_link: [w.cover],
      size: 'M',
      color: 'Blue, "navy"',
    }),
    variantRow(lRed!, {
      title: `${KURTI_NAME} (L / লাল)`,
      availability: 'in stock',
      price: '1300.00 BDT',
      sale_price: '1170.00 BDT',
      image_link: w.cover,
      additional_image_link: [w.second],
      size: 'L',
      color: 'লাল',
    }),
    {
      id: String(w.simple.id),
      item_group_id: '',
      title: 'Panjabi',
      description: 'Panjabi',
      availability: 'in stock',
      condition: 'new',
      price: '950.50 BDT',
      sale_price: '900.50 BDT',
      link: `${origin}/product/panjabi-${w.shop.id}`,
      image_link: w.simpleCover,
      additional_image_link: [],
      brand: SHOP_NAME,
      google_product_category: '',
      size: '',
      color: '',
    },
  ];
}

let world: World;
beforeAll(async () => {
  world = await createWorld();
});

describe('GET /api/shop/meta-feed/{shop_id}/{token}/products.csv', () => {
  it('has one row per enabled variant with a picture, every field as Meta asks', async () => {
    const res = await fetch(`${ctx.baseUrl}${feedPath(world.shop.id, world.token, 'csv')}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe(META_FEED_CACHE_CONTROL);
    expect(res.headers.get('etag')).toMatch(/^"[\w-]+"$/u);
    const text = await res.text();
    expect(text.split('\r\n')[0]).toBe(FIELDS.join(','));
    const rows = csvRows(text);
    expect(metaFeedProblems(rows)).toEqual([]);
    expect(rows).toEqual(expectedRows(world));
  });

  it('quotes cells with commas, quotes and line breaks, and keeps Bengali as UTF-8', async () => {
    const text = await (await fetch(`${ctx.baseUrl}${feedPath(world.shop.id, world.token, 'csv')}`)).text();
    expect(text.charCodeAt(0)).not.toBe(0xfeff);
    expect(text).toContain(`"${KURTI_NAME.replaceAll('"', '""')} (M / লাল)"`);
    expect(text).toContain(`"${KURTI_TEXT.replaceAll('"', '""')}"`);
    expect(text).toContain(`"${SHOP_NAME.replaceAll('"', '""')}"`);
  });
});

describe('GET /api/shop/meta-feed/{shop_id}/{token}/products.xml', () => {
  it('is RSS 2.0 with the g: namespace, the same items field by field', async () => {
    const res = await fetch(`${ctx.baseUrl}${feedPath(world.shop.id, world.token, 'xml')}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe(META_FEED_CACHE_CONTROL);
    const text = await res.text();
    const { channel, rows } = xmlRows(text);
    expect(channel['title']).toBe(SHOP_NAME);
    expect(channel['link']).toBe(`https://shop-${world.shop.id}.example.com`);
    expect(metaFeedProblems(rows)).toEqual([]);
    expect(rows.map(complete)).toEqual(expectedRows(world));
    // Escaped as XML, not dropped or double-escaped: the parser gave back the exact text above.
    expect(text).toContain('&quot;ঈদ&quot; &lt;সংস্করণ&gt;');
    expect(text).toContain('নরম &amp; আরামদায়ক\nLine two');
  });
});

describe('the feed token', () => {
  it('answers the same 404 for a wrong token, an unknown shop and a shop without a token', async () => {
    const other = await createShop(ctx);
    const wrong = `${world.token.slice(0, -1)}${world.token.endsWith('A') ? 'B' : 'A'}`;
    const answers = await Promise.all(
      [
        feedPath(world.shop.id, wrong, 'csv'),
        feedPath(world.shop.id, `${world.token}x`, 'xml'),
        feedPath(world.shop.id, 'x', 'csv'),
        feedPath(999_999_999, world.token, 'csv'),
        feedPath(other.id, world.token, 'csv'),
      ].map((path) => ctx.request('GET', path)),
    );
    for (const res of answers) {
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(answers[0]!.body.message);
      expect(res.text).not.toContain(world.kurti.name);
    }
  });

  it("never gives this shop's items for another shop's token", async () => {
    const { shop: otherShop } = await createOwner(ctx);
    await createProduct(ctx, { shop: otherShop, name: 'Their saree', imageKey: `shops/${otherShop.id}/products/s` });
    const otherToken = await createMetaFeedToken(ctx, otherShop);
    expect((await ctx.request('GET', feedPath(world.shop.id, otherToken, 'csv'))).status).toBe(404);
    const theirs = csvRows(await (await fetch(`${ctx.baseUrl}${feedPath(otherShop.id, otherToken, 'csv')}`)).text());
    expect(theirs.map((row) => row['title'])).toEqual(['Their saree']);
  });

  it('is made by the owner, shown in the admin, and a new one ends the old URLs at once', async () => {
    const { shop, token: adminToken } = await createOwner(ctx);
    const admin = { token: adminToken, query: { shop_id: shop.id } };
    const before = await ctx.request<MetaFeed>('GET', '/api/admin/v3/meta-feed', admin);
    expect(before.status).toBe(200);
    expect(v.parse(metaFeedSchema, before.body.data)).toEqual({ csv_url: null, xml_url: null, published: true });

    const made = await ctx.request<MetaFeed>('POST', '/api/admin/v3/meta-feed/token', admin);
    expect(made.status).toBe(200);
    const first = v.parse(metaFeedSchema, made.body.data);
    expect(first.csv_url).toMatch(
      new RegExp(`^${ctx.baseUrl}/api/shop/meta-feed/${shop.id}/[\\w-]{32}/products\\.csv$`, 'u'),
    );
    expect(first.xml_url).toBe(first.csv_url!.replace(/\.csv$/u, '.xml'));
    expect((await ctx.request<MetaFeed>('GET', '/api/admin/v3/meta-feed', admin)).body.data).toEqual(first);
    expect((await fetch(first.csv_url!)).status).toBe(200);

    const rotated = v.parse(
      metaFeedSchema,
      (await ctx.request('POST', '/api/admin/v3/meta-feed/token', admin)).body.data,
    );
    expect(rotated.csv_url).not.toBe(first.csv_url);
    expect((await fetch(first.csv_url!)).status).toBe(404);
    expect((await fetch(first.xml_url!)).status).toBe(404);
    expect((await fetch(rotated.xml_url!)).status).toBe(200);

    // Saving the shop's settings keeps the token.
    const settings = await ctx.request('PUT', '/api/admin/v3/online-shop', {
      ...admin,
      body: { name: 'Renamed', public: true, online_shop_settings: {} },
    });
    expect(settings.status, settings.text).toBe(200);
    expect((await fetch(rotated.csv_url!)).status).toBe(200);
  });

  it('answers 404 while the shop is unpublished, and again once it is published', async () => {
    const shop = await createShop(ctx);
    await createProduct(ctx, { shop, imageKey: `shops/${shop.id}/products/p` });
    const token = await createMetaFeedToken(ctx, shop);
    await ctx.db.update(shops).set({ public: false }).where(eq(shops.id, shop.id));
    expect((await ctx.request('GET', feedPath(shop.id, token, 'csv'))).status).toBe(404);
    expect((await ctx.request('GET', feedPath(shop.id, token, 'xml'))).status).toBe(404);
    await ctx.db.update(shops).set({ public: true }).where(eq(shops.id, shop.id));
    expect((await ctx.request('GET', feedPath(shop.id, token, 'csv'))).status).toBe(200);
  });
});

describe('caching', () => {
  it('answers 304 to its ETag, and a changed product, stock or price changes the ETag', async () => {
    const w = await createWorld();
    const path = `${ctx.baseUrl}${feedPath(w.shop.id, w.token, 'csv')}`;
    const first = await fetch(path);
    const etag = first.headers.get('etag')!;
    const body = await first.text();
    const again = await fetch(path, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(await again.text()).toBe('');
    // The same text from the server's cache, with the same tag.
    const cached = await fetch(path);
    expect(cached.headers.get('etag')).toBe(etag);
    expect(await cached.text()).toBe(body);
    // The XML has its own tag.
    expect((await fetch(path.replace(/\.csv$/u, '.xml'))).headers.get('etag')).not.toBe(etag);

    const tags = [etag];
    const tagNow = async () => {
      const res = await fetch(path, { headers: { 'if-none-match': tags.at(-1)! } });
      expect(res.status).toBe(200);
      tags.push(res.headers.get('etag')!);
      return csvRows(await res.text());
    };
    await ctx.db.update(products).set({ name: 'Panjabi, renamed' }).where(eq(products.id, w.simple.id));
    expect((await tagNow()).at(-1)!['title']).toBe('Panjabi, renamed');
    await setStock(ctx, w.simple.id, 0);
    expect((await tagNow()).at(-1)!['availability']).toBe('out of stock');
    await ctx.db.update(shops).set({ name: 'New brand' }).where(eq(shops.id, w.shop.id));
    expect((await tagNow())[0]!['brand']).toBe('New brand');
    expect(new Set(tags).size).toBe(tags.length);
  });
});
