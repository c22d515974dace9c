import { describe, expect, it } from 'vitest';
import { msg } from '@lingui/core/macro';
import type { MetaDescriptor } from 'react-router';
import { i18nForLocale } from '../lib/i18n.ts';
import { shopHead } from '../features/seo/document-meta.ts';
import { makeShop } from '../test/fixtures.ts';
import { setTestLocale } from '../test/i18n.ts';
import { notFoundMeta, pageMeta, rootMeta, shopMeta, type MetaArgs } from './meta.ts';
import type { RootData } from './request-context.ts';

const shop = makeShop({ meta_title: null, meta_description: 'Saris and more' });

function matches(leaf: { id: string; loaderData?: unknown }, root: Partial<RootData> = {}): MetaArgs['matches'] {
  return [
    { id: 'root', loaderData: { mode: { kind: 'market' }, domain: 'ok', locale: 'en', ...root } },
    { id: 'shared-routes', loaderData: { shop: shopHead(shop) } },
    leaf,
  ];
}

/** React Router's thrown `data(null, { status })` as `meta` receives it. */
const thrown = (status: number) => ({ status, statusText: '', internal: false, data: null });

const titleOf = (tags: MetaDescriptor[]) => tags.flatMap((tag) => ('title' in tag ? [String(tag.title)] : [])).at(0);

describe("a page's title in the shopper's language", () => {
  it('names a personal page and its shop, noindex, on a first load and after a client navigation', () => {
    const meta = pageMeta({ title: msg`Track your order` });
    const tags = meta({ matches: matches({ id: 'shop-track-order', loaderData: null }) });
    expect(titleOf(tags)).toBe('Track your order · Rongdhonu Fashion');
    expect(tags).toContainEqual({ name: 'description', content: 'Saris and more' });
    expect(tags).toContainEqual({ name: 'robots', content: 'noindex' });
    setTestLocale('bn');
    expect(titleOf(meta({ matches: matches({ id: 'custom-shop-track-order' }, { locale: 'bn' }) }))).toBe(
      'আপনার অর্ডার ট্র্যাক করুন · রংধনু ফ্যাশন',
    );
  });

  it("is the request's language on the server, whatever the browser's instance says", async () => {
    await i18nForLocale('bn');
    const meta = pageMeta({ title: msg`Login` });
    expect(titleOf(meta({ matches: matches({ id: 'shop-login' }, { locale: 'bn' }) }))).toBe('লগইন · রংধনু ফ্যাশন');
  });

  it('names what failed: the page\'s own words for a 404, "Page not found" or "Something went wrong" else', () => {
    const product = pageMeta({ notFound: msg`Product not found` });
    expect(titleOf(product({ matches: matches({ id: 'shop-product-details' }), error: thrown(404) }))).toBe(
      'Product not found · Rongdhonu Fashion',
    );
    expect(titleOf(shopMeta({ matches: matches({ id: 'shop-about-us' }), error: thrown(404) }))).toBe(
      'Page not found · Rongdhonu Fashion',
    );
    expect(titleOf(product({ matches: matches({ id: 'shop-product-details' }), error: thrown(503) }))).toBe(
      'Something went wrong · Rongdhonu Fashion',
    );
  });

  it("keeps a catalogue page's head from its server loader", () => {
    const head = [{ title: 'Jamdani saree · Rongdhonu Fashion' }];
    expect(shopMeta({ matches: matches({ id: 'shop-product-details', loaderData: { head } }) })).toBe(head);
  });

  it("names a shop that could not be shown, a path that is no page and an unknown domain on the market's name", () => {
    const root = { id: 'root', loaderData: { mode: { kind: 'market' }, domain: 'ok', locale: 'en' } };
    const layoutFailed = {
      matches: [root, { id: 'shared-routes', loaderData: undefined }],
      error: { ...thrown(404), data: { kind: 'shop-not-found' } },
    };
    expect(titleOf(shopMeta(layoutFailed))).toBe('Shop Not Found · Haat');
    expect(titleOf(notFoundMeta({ matches: [root, { id: 'not-found' }] }))).toBe('Page not found · Haat');
    expect(titleOf(rootMeta({ matches: [root] }))).toBe('Haat');
    const unknownDomain = { ...root, loaderData: { ...root.loaderData, domain: 'unknown' } };
    expect(titleOf(rootMeta({ matches: [unknownDomain] }))).toBe('Shop Not Found · Haat');
    setTestLocale('bn');
    expect(titleOf(notFoundMeta({ matches: [{ ...root, loaderData: { ...root.loaderData, locale: 'bn' } }] }))).toBe(
      'পেজটি খুঁজে পাওয়া যায়নি · হাট',
    );
  });
});
