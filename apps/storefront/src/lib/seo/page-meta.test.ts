import { describe, expect, it } from 'vitest';
import type { MetaDescriptor } from 'react-router';
import type { LinkPreview, ShopProductDetail } from '@haat/domain/schemas';
import { makeProduct, makeShop } from '../../test/fixtures.ts';
import { marketHomeMeta, shopPageMeta, summary, type SeoPage } from './page-meta.ts';
import { schemaOrgProblems } from '../../test/schema-org.ts';
import { TEST_API_ORIGIN } from '../../test/api-server.ts';
import { canonicalShopOrigin, type ShopOrigin } from './shop-urls.ts';

const API = TEST_API_ORIGIN;
const preview = (path: string): LinkPreview => ({
  image: {
    url: `${API}/api/shop/link-preview/${path}?v=abc`,
    width: 1200,
    height: 630,
    type: 'image/jpeg',
    version: 'abc',
  },
});

function productDetail(overrides: Partial<ShopProductDetail> = {}): ShopProductDetail {
  return {
    ...makeProduct({ image_url: '/images/saree.jpg' }),
    image_width: null,
    image_medium_url: null,
    description: 'Hand-woven   cotton\nfrom Narayanganj.',
    images: [
      { id: 1, url: '/images/saree-2.jpg', thumbnail_url: '/images/saree-2-t.jpg', medium_url: null, width: null },
    ],
    category: { id: 3, slug: 'saree', name: 'Sarees', bn_name: 'শাড়ি', icon: null, product_count: 4 },
    rating_average: 4.25,
    rating_count: 2,
    link_preview: null,
    options: [],
    variants: [],
    ...overrides,
  };
}

const market: ShopOrigin = canonicalShopOrigin(
  makeShop(),
  new URL('https://haat.example/rongdhonu/cart'),
  {
    kind: 'market',
  },
  'haat.example',
);

/** The value of the tag whose `key` is `value` (e.g. property og:url). */
function content(meta: MetaDescriptor[], key: 'name' | 'property', value: string): string | undefined {
  const tag = meta.find((entry) => (entry as Record<string, unknown>)[key] === value) as
    { content?: string } | undefined;
  return tag?.content;
}
const title = (meta: MetaDescriptor[]) =>
  (meta.find((entry) => 'title' in entry) as { title: string } | undefined)?.title;
const canonical = (meta: MetaDescriptor[]) =>
  (meta.find((entry) => (entry as { rel?: string }).rel === 'canonical') as { href: string } | undefined)?.href;
const jsonLd = (meta: MetaDescriptor[]) =>
  meta.flatMap((entry) => ('script:ld+json' in entry ? [entry['script:ld+json'] as Record<string, unknown>] : []));
const ofType = (meta: MetaDescriptor[], type: string) => jsonLd(meta).find((ld) => ld['@type'] === type);

function expectValidLd(meta: MetaDescriptor[]): void {
  for (const ld of jsonLd(meta)) expect(schemaOrgProblems(ld), JSON.stringify(ld)).toEqual([]);
}

describe('canonicalShopOrigin', () => {
  it('is the custom domain when the shop has one, with its slug-less paths', () => {
    const shop = makeShop({ custom_domain: { domain: 'Rongdhonu.COM' } });
    expect(
      canonicalShopOrigin(shop, new URL('https://haat.example/rongdhonu/cart'), { kind: 'market' }, 'haat.example'),
    ).toEqual({
      origin: 'https://rongdhonu.com',
      mode: { kind: 'own', slug: 'rongdhonu', origin: 'custom-domain' },
    });
  });

  it('keeps the port the shop is served on, from its subdomain or its own domain', () => {
    const shop = makeShop({ slug: 'boighor', custom_domain: { domain: 'boighor.test' } });
    const own = { kind: 'own', slug: 'boighor', origin: 'subdomain' } as const;
    for (const url of ['http://boighor.haat.localhost:3000/cart', 'http://boighor.test:3000/product/x']) {
      expect(canonicalShopOrigin(shop, new URL(url), own).origin, url).toBe('http://boighor.test:3000');
    }
    expect(canonicalShopOrigin(shop, new URL('https://boighor.test/'), own).origin).toBe('https://boighor.test');
    const meta = shopPageMeta({
      shop,
      page: { kind: 'home' },
      at: canonicalShopOrigin(shop, new URL('http://localhost:3000/shop/boighor'), { kind: 'market' }),
      locale: 'en',
      preview: null,
    });
    expect(meta).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'http://boighor.test:3000/' });
    expect(meta).toContainEqual({ property: 'og:url', content: 'http://boighor.test:3000/' });
  });

  it('names the market host, never the address the request used, when that was an IP or www', () => {
    for (const url of ['http://203.0.113.7:3000/rongdhonu', 'http://www.haat.localhost:3000/rongdhonu']) {
      expect(canonicalShopOrigin(makeShop(), new URL(url), { kind: 'market' }).origin, url).toBe(
        'http://haat.localhost:3000',
      );
    }
    const subdomain = { kind: 'own', slug: 'rongdhonu', origin: 'subdomain' } as const;
    expect(canonicalShopOrigin(makeShop(), new URL('https://Rongdhonu.haat.localhost./'), subdomain).origin).toBe(
      'https://rongdhonu.haat.localhost',
    );
  });

  it("is the request's origin and mode without one", () => {
    const mode = { kind: 'own', slug: 'rongdhonu', origin: 'subdomain' } as const;
    expect(canonicalShopOrigin(makeShop(), new URL('http://rongdhonu.haat.localhost:5200/cart?x=1'), mode)).toEqual({
      origin: 'http://rongdhonu.haat.localhost:5200',
      mode,
    });
  });
});

describe('shopPageMeta', () => {
  it('describes a product in English on the shared host: title, canonical, Open Graph, Twitter, JSON-LD', () => {
    const meta = shopPageMeta({
      shop: makeShop({ meta_description: 'Sarees and more' }),
      page: { kind: 'product', product: productDetail() },
      at: market,
      locale: 'en',
      preview: preview('products/11.jpg'),
    });
    const url = 'https://haat.example/rongdhonu/product/jamdani-saree';
    expect(title(meta)).toBe('Jamdani saree · Rongdhonu Fashion');
    expect(content(meta, 'name', 'description')).toBe('Hand-woven cotton from Narayanganj.');
    expect(canonical(meta)).toBe(url);
    expect(content(meta, 'property', 'og:type')).toBe('product');
    expect(content(meta, 'property', 'og:url')).toBe(url);
    expect(content(meta, 'property', 'og:title')).toBe('Jamdani saree · Rongdhonu Fashion');
    expect(content(meta, 'property', 'og:site_name')).toBe('Rongdhonu Fashion');
    expect(content(meta, 'property', 'og:locale')).toBe('en_US');
    expect(content(meta, 'property', 'og:image')).toBe(`${API}/api/shop/link-preview/products/11.jpg?v=abc`);
    expect(content(meta, 'property', 'og:image:width')).toBe('1200');
    expect(content(meta, 'property', 'og:image:height')).toBe('630');
    expect(content(meta, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(content(meta, 'name', 'twitter:image')).toBe(`${API}/api/shop/link-preview/products/11.jpg?v=abc`);
    expect(content(meta, 'name', 'robots')).toBeUndefined();

    expectValidLd(meta);
    expect(ofType(meta, 'Product')).toMatchObject({
      name: 'Jamdani saree',
      url,
      image: [`${API}/images/saree.jpg`, `${API}/images/saree-2.jpg`],
      category: 'Sarees',
      // 2500 less 10 %.
      offers: {
        price: '2250.00',
        priceCurrency: 'BDT',
        availability: 'https://schema.org/InStock',
        seller: { '@type': 'Organization', name: 'Rongdhonu Fashion', url: 'https://haat.example/shop/rongdhonu' },
      },
      aggregateRating: { ratingValue: 4.3, reviewCount: 2, bestRating: 5 },
    });
    expect(ofType(meta, 'BreadcrumbList')?.['itemListElement']).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Rongdhonu Fashion', item: 'https://haat.example/shop/rongdhonu' },
      { '@type': 'ListItem', position: 2, name: 'Sarees', item: 'https://haat.example/rongdhonu/category/saree?id=3' },
      { '@type': 'ListItem', position: 3, name: 'Jamdani saree', item: url },
    ]);
  });

  it('describes it in Bengali on the custom domain; no rating without reviews; out of stock', () => {
    const shop = makeShop({ custom_domain: { domain: 'rongdhonu.com' } });
    const meta = shopPageMeta({
      shop,
      page: { kind: 'product', product: productDetail({ stock: 0, rating_count: 0, rating_average: 0 }) },
      at: canonicalShopOrigin(
        shop,
        new URL('https://haat.example/rongdhonu/product/jamdani-saree'),
        {
          kind: 'market',
        },
        'haat.example',
      ),
      locale: 'bn',
      preview: null,
    });
    expect(title(meta)).toBe('জামদানি শাড়ি · রংধনু ফ্যাশন');
    expect(canonical(meta)).toBe('https://rongdhonu.com/product/jamdani-saree');
    expect(content(meta, 'property', 'og:locale')).toBe('bn_BD');
    expect(content(meta, 'property', 'og:image')).toBeUndefined();
    expect(content(meta, 'property', 'product:availability')).toBe('out of stock');
    expectValidLd(meta);
    const product = ofType(meta, 'Product');
    expect(product).not.toHaveProperty('aggregateRating');
    expect(product).toMatchObject({
      name: 'জামদানি শাড়ি',
      category: 'শাড়ি',
      offers: { availability: 'https://schema.org/OutOfStock', seller: { url: 'https://rongdhonu.com/' } },
    });
    expect(
      (ofType(meta, 'BreadcrumbList')?.['itemListElement'] as { item: string }[]).map((item) => item.item),
    ).toEqual([
      'https://rongdhonu.com/',
      'https://rongdhonu.com/category/saree?id=3',
      'https://rongdhonu.com/product/jamdani-saree',
    ]);
  });

  it('gives the home its meta title and the shop as a Store, with only web addresses in sameAs', () => {
    const shop = makeShop({ meta_title: 'Rongdhonu: sarees', logo_url: '/images/logo.png' });
    const meta = shopPageMeta({
      shop,
      page: { kind: 'home' },
      at: market,
      locale: 'en',
      preview: preview('shops/7.jpg'),
    });
    expect(title(meta)).toBe('Rongdhonu: sarees');
    expect(canonical(meta)).toBe('https://haat.example/shop/rongdhonu');
    expect(content(meta, 'property', 'og:type')).toBe('website');
    expect(content(meta, 'name', 'description')).toBe('Rongdhonu Fashion');
    expectValidLd(meta);
    expect(ofType(meta, 'Store')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Store',
      name: 'Rongdhonu Fashion',
      url: 'https://haat.example/shop/rongdhonu',
      currenciesAccepted: 'BDT',
      logo: `${API}/images/logo.png`,
      image: `${API}/api/shop/link-preview/shops/7.jpg?v=abc`,
      telephone: '01712345678',
      address: { '@type': 'PostalAddress', streetAddress: 'Mirpur 10, Dhaka', addressCountry: 'BD' },
      // The fixture's instagram is `javascript:alert(1)`.
      sameAs: ['https://facebook.com/rongdhonu'],
    });
    expect(ofType(meta, 'BreadcrumbList')).toBeUndefined();
  });

  it.each<[SeoPage, string, string]>([
    [
      { kind: 'category', category: { id: 3, slug: 'saree', name: 'Sarees', bn_name: 'শাড়ি' } },
      'শাড়ি · রংধনু ফ্যাশন',
      'https://haat.example/rongdhonu/category/saree?id=3',
    ],
    [
      { kind: 'best-selling', title: 'সেরা বিক্রি' },
      'সেরা বিক্রি · রংধনু ফ্যাশন',
      'https://haat.example/rongdhonu/best-selling-products',
    ],
    [
      { kind: 'info', page: 'refund-policy', title: 'ফেরত নীতি' },
      'ফেরত নীতি · রংধনু ফ্যাশন',
      'https://haat.example/rongdhonu/refund-policy',
    ],
  ])('titles %j with its breadcrumbs', (page, expectedTitle, url) => {
    const meta = shopPageMeta({ shop: makeShop(), page, at: market, locale: 'bn', preview: null });
    expect(title(meta)).toBe(expectedTitle);
    expect(canonical(meta)).toBe(url);
    expectValidLd(meta);
    expect(ofType(meta, 'BreadcrumbList')?.['itemListElement']).toHaveLength(2);
  });

  it('marks personal pages and unpublished shops noindex, without structured data', () => {
    const personal = shopPageMeta({
      shop: makeShop(),
      page: { kind: 'personal', title: 'Cart' },
      at: market,
      locale: 'en',
      preview: null,
    });
    expect(content(personal, 'name', 'robots')).toBe('noindex');
    expect(canonical(personal)).toBeUndefined();
    expect(jsonLd(personal)).toEqual([]);

    const unpublished = shopPageMeta({
      shop: makeShop({ public: false }),
      page: { kind: 'product', product: productDetail() },
      at: market,
      locale: 'en',
      preview: null,
    });
    expect(content(unpublished, 'name', 'robots')).toBe('noindex');
    expect(jsonLd(unpublished)).toEqual([]);
  });
});

describe('summary', () => {
  it('keeps one line of at most 160 characters, cut at a word', () => {
    expect(summary('  a\n\n b  ')).toBe('a b');
    const long = summary(`${'শাড়ি '.repeat(60)}`);
    expect(long.length).toBeLessThanOrEqual(160);
    expect(long.endsWith('শাড়ি…')).toBe(true);
    expect(summary(null)).toBe('');
  });
});

describe('schemaOrgProblems', () => {
  it('names what a document lacks', () => {
    expect(schemaOrgProblems({ '@context': 'https://schema.org', '@type': 'Product', name: '' })).toEqual([
      'Product.name: missing',
      'Product: needs offers, review or aggregateRating',
    ]);
    expect(
      schemaOrgProblems({
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: 'A',
        offers: { '@type': 'Offer', price: 'free', priceCurrency: 'taka' },
      }),
    ).toEqual(['Product.offers[0].price: not a number', 'Product.offers[0].priceCurrency: not an ISO 4217 code']);
    expect(
      schemaOrgProblems({
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [{ '@type': 'ListItem', position: 2, name: 'A', item: '/a' }],
      }),
    ).toEqual([
      'BreadcrumbList.itemListElement[0].position: expected 1',
      'BreadcrumbList.itemListElement[0].item: not an absolute URL',
    ]);
    expect(schemaOrgProblems({ '@context': 'https://schema.org', '@type': 'Store', name: 'S' })).toEqual([
      'Store.url: not an absolute URL',
    ]);
  });
});

describe('marketHomeMeta', () => {
  it("names the market's Home with its own 1200×630 picture, canonical at the shared host's root", () => {
    const meta = marketHomeMeta({ origin: 'https://haat.example', title: 'Haat', description: 'Shops', locale: 'en' });
    expect(meta).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://haat.example/' });
    expect(content(meta, 'property', 'og:url')).toBe('https://haat.example/');
    expect(content(meta, 'property', 'og:image')).toBe('https://haat.example/og-image.jpg');
    expect(content(meta, 'property', 'og:image:width')).toBe('1200');
    expect(content(meta, 'property', 'og:locale')).toBe('en_US');
    expect(content(meta, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(content(meta, 'name', 'robots')).toBeUndefined();
  });
});

describe('a product with options', () => {
  const variant = (id: number, options: string[], extra: Record<string, unknown> = {}) => ({
    id,
    options,
    selling_price: 1000,
    discount: 0,
    discount_type: 'FIXED' as const,
    own_price: false,
    own_discount: false,
    stock: 3,
    sku: `KURTI-${options.join('-')}`,
    barcode: null,
    weight_grams: 300,
    image_id: null,
    enabled: true,
    ...extra,
  });
  const kurti = productDetail({
    options: [
      {
        name: 'Colour',
        bn_name: 'রং',
        values: [
          { name: 'Red', bn_name: 'লাল', color: '#cc0000' },
          { name: 'Blue', bn_name: 'নীল', color: '#0000cc' },
        ],
      },
      {
        name: 'Size',
        bn_name: 'সাইজ',
        values: [
          { name: 'M', bn_name: null, color: null },
          { name: 'L', bn_name: null, color: null },
        ],
      },
    ],
    variants: [
      variant(11, ['Red', 'M'], { image_id: 1 }),
      variant(12, ['Red', 'L'], { selling_price: 1200, stock: 0 }),
      variant(13, ['Blue', 'M'], { selling_price: 950, image_id: 1 }),
      variant(14, ['Blue', 'L'], { enabled: false }),
    ],
  });
  const metaOf = (variantParam: string | null) =>
    shopPageMeta({
      shop: makeShop(),
      page: { kind: 'product', product: kurti, variant: variantParam },
      at: market,
      locale: 'bn',
      preview: preview('products/1'),
    });

  it('is a ProductGroup varying by colour and size, each enabled variant a Product with its own offer', () => {
    const meta = metaOf(null);
    expectValidLd(meta);
    const group = ofType(meta, 'ProductGroup')!;
    expect(ofType(meta, 'Product')).toBeUndefined();
    expect(group['variesBy']).toEqual(['https://schema.org/color', 'https://schema.org/size']);
    const variants = group['hasVariant'] as Record<string, unknown>[];
    expect(variants.map((item) => item['sku'])).toEqual(['KURTI-Red-M', 'KURTI-Red-L', 'KURTI-Blue-M']);
    expect(variants[1]).toMatchObject({
      color: 'Red',
      size: 'L',
      url: 'https://haat.example/rongdhonu/product/jamdani-saree?variant=12',
      offers: { price: '1200.00', availability: 'https://schema.org/OutOfStock' },
    });
    expect(variants[0]!['image']).toBe(`${API}/images/saree-2.jpg`);
    expect(content(meta, 'property', 'product:price:amount')).toBe('1000.00');
  });

  it('describes the variant `?variant=` names: its price, stock, link and picture', () => {
    const meta = metaOf('13');
    expect(content(meta, 'property', 'product:price:amount')).toBe('950.00');
    expect(content(meta, 'property', 'og:url')).toBe('https://haat.example/rongdhonu/product/jamdani-saree?variant=13');
    expect(content(meta, 'property', 'og:image')).toBe(`${API}/images/saree-2.jpg`);
    expect(canonical(meta)).toBe('https://haat.example/rongdhonu/product/jamdani-saree');
    // A switched-off or foreign variant is not described: the page opens on its first buyable one.
    expect(content(metaOf('14'), 'property', 'og:url')).toBe('https://haat.example/rongdhonu/product/jamdani-saree');
    expect(content(metaOf('14'), 'property', 'og:image')).toBe(`${API}/api/shop/link-preview/products/1?v=abc`);
  });
});
