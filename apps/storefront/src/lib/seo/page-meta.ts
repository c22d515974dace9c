// What crawlers and link previews read in a shop page's head (issue 15 item 4): title, description,
// canonical URL, Open Graph, Twitter card, robots and JSON-LD, as React Router `meta` descriptors.
// Values are plain text: React Router escapes attributes and the JSON-LD script (json-ld.ts).
import type { MetaDescriptor } from 'react-router';
import { localizedName, type Locale } from '@haat/i18n/locale';
import type { Category, LinkPreview, PageSlug, Shop, ShopProductDetail } from '@haat/domain/schemas';
import { unitPriceTaka } from '@haat/domain/price';
import { infoPageRoute, type ShopRouteName } from '../../config/route-table.ts';
import { absoluteImageUrl } from '../image-url.ts';
import { chosenVariant, asVariant } from '../variant-choice.ts';
import { breadcrumbLd, productLd, storeLd, variantUrl, type Crumb } from './json-ld.ts';
import { shopPageUrl, type ShopOrigin } from './shop-urls.ts';

/** Which page the head is for, with what it shows. Titles of pages without a name of their own come translated. */
export type SeoPage =
  | { kind: 'home' }
  /** `variant`: the page's `?variant=` (the chosen variant's price, stock and picture describe the page). */
  | { kind: 'product'; product: ShopProductDetail; variant?: string | null }
  | { kind: 'category'; category: Pick<Category, 'id' | 'slug' | 'name' | 'bn_name'> }
  | { kind: 'best-selling'; title: string }
  | { kind: 'info'; page: PageSlug; title: string }
  | { kind: 'personal'; title: string };

export interface ShopPageMetaInput {
  shop: Shop;
  page: SeoPage;
  /** The shop's canonical origin (shop-urls.ts canonicalShopOrigin). */
  at: ShopOrigin;
  locale: Locale;
  /** The page's link preview (page-head.ts: a product page's comes with the product), or null when not asked. */
  preview: LinkPreview | null;
}

export const OG_LOCALES: Record<Locale, string> = { bn: 'bn_BD', en: 'en_US' };

/** Search engines show about this many characters of a description. */
const DESCRIPTION_LENGTH = 160;

/** One line of at most DESCRIPTION_LENGTH characters, cut at a word. */
export function summary(text: string | null | undefined): string {
  const line = (text ?? '').replace(/\s+/gu, ' ').trim();
  if (line.length <= DESCRIPTION_LENGTH) return line;
  const cut = line.slice(0, DESCRIPTION_LENGTH - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > DESCRIPTION_LENGTH / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

interface PageFacts {
  /** The page's own name, or null on the home. */
  name: string | null;
  url: string;
  description: string;
  trail: Crumb[];
  jsonLd: Record<string, unknown>[];
  ogType: 'website' | 'product';
  extra: MetaDescriptor[];
  /** The page's own link where it differs from the canonical one (a chosen variant). */
  ogUrl?: string;
  /** A picture that describes the page better than its preview (a chosen variant's). */
  picture?: string | null;
}

/** The head of a shop page. */
export function shopPageMeta({ shop, page, at, locale, preview }: ShopPageMetaInput): MetaDescriptor[] {
  const shopName = localizedName(shop, locale);
  const homeUrl = shopPageUrl(at, shop.slug, 'shop-home');
  const shopDescription = summary(shop.meta_description) || shopName;
  const home: Crumb = { name: shopName, url: homeUrl };
  const url = (name: ShopRouteName, params?: Record<string, string | number>, query?: Record<string, number>) =>
    shopPageUrl(at, shop.slug, name, params, query);

  const facts = ((): PageFacts => {
    const base = { description: shopDescription, jsonLd: [], ogType: 'website' as const, extra: [] };
    switch (page.kind) {
      case 'home':
        return {
          ...base,
          name: null,
          url: homeUrl,
          trail: [],
          jsonLd: [
            storeLd({
              shop,
              name: shopName,
              description: summary(shop.meta_description) || null,
              url: homeUrl,
              logo: absoluteImageUrl(shop.logo_url),
              image: preview?.image?.url ?? absoluteImageUrl(shop.banner_url),
            }),
          ],
        };
      case 'product': {
        const { product } = page;
        const name = localizedName(product, locale);
        const productUrl = url('shop-product-details', { product_slug: product.slug });
        const category = product.category;
        const trail = [home];
        if (category) {
          trail.push({
            name: localizedName(category, locale),
            url: url('shop-category', { category_slug: category.slug }, { id: category.id }),
          });
        }
        trail.push({ name, url: productUrl });
        const images = [product.image_url, ...product.images.map((image) => image.url)]
          .map(absoluteImageUrl)
          .filter((image): image is string => image !== null);
        const description = summary(product.description);
        const imageOf = (id: number | null) =>
          absoluteImageUrl(product.images.find((image) => image.id === id)?.url ?? null);
        const named = page.variant ? chosenVariant(product, page.variant) : null;
        const sold = asVariant(product, chosenVariant(product, page.variant ?? null));
        return {
          name,
          url: productUrl,
          description: description || shopDescription,
          trail,
          ogType: 'product',
          jsonLd: [
            productLd({
              product,
              name,
              description,
              url: productUrl,
              images: [...new Set(images)],
              categoryName: category ? localizedName(category, locale) : null,
              shopName,
              shopUrl: homeUrl,
              variantImage: imageOf,
            }),
          ],
          ...(named && String(named.id) === page.variant
            ? { ogUrl: variantUrl(productUrl, named.id), picture: imageOf(named.image_id) }
            : {}),
          extra: [
            { property: 'product:price:amount', content: unitPriceTaka(sold).toFixed(2) },
            { property: 'product:price:currency', content: 'BDT' },
            // Open Graph's product vocabulary, not text for people.
            // eslint-disable-next-line lingui/no-unlocalized-strings
            { property: 'product:availability', content: sold.stock > 0 ? 'in stock' : 'out of stock' },
          ],
        };
      }
      case 'category': {
        const name = localizedName(page.category, locale);
        const categoryUrl = url('shop-category', { category_slug: page.category.slug }, { id: page.category.id });
        return { ...base, name, url: categoryUrl, trail: [home, { name, url: categoryUrl }] };
      }
      case 'best-selling': {
        const pageUrl = url('shop-best-selling-products');
        return { ...base, name: page.title, url: pageUrl, trail: [home, { name: page.title, url: pageUrl }] };
      }
      case 'info': {
        const pageUrl = url(infoPageRoute(page.page));
        return { ...base, name: page.title, url: pageUrl, trail: [home, { name: page.title, url: pageUrl }] };
      }
      case 'personal':
        // Not for search engines: a shared link to it previews the shop.
        return { ...base, name: page.title, url: homeUrl, trail: [] };
    }
  })();

  const title = facts.name ? `${facts.name} · ${shopName}` : shop.meta_title?.trim() || shopName;
  const noindex = !shop.public || page.kind === 'personal';
  const picture = facts.picture ? { url: facts.picture, type: null, width: null, height: null } : null;
  const image = picture ?? preview?.image ?? null;

  const meta: MetaDescriptor[] = [
    { title },
    { name: 'description', content: facts.description },
    ...(page.kind === 'personal' ? [] : [{ tagName: 'link', rel: 'canonical', href: facts.url }]),
    { property: 'og:type', content: facts.ogType },
    { property: 'og:site_name', content: shopName },
    { property: 'og:title', content: title },
    { property: 'og:description', content: facts.description },
    { property: 'og:url', content: facts.ogUrl ?? facts.url },
    { property: 'og:locale', content: OG_LOCALES[locale] },
    { property: 'og:locale:alternate', content: OG_LOCALES[locale === 'bn' ? 'en' : 'bn'] },
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: facts.description },
  ];
  if (image) {
    meta.push(
      { property: 'og:image', content: image.url },
      ...(image.type === null
        ? []
        : [
            { property: 'og:image:type', content: image.type },
            { property: 'og:image:width', content: String(image.width) },
            { property: 'og:image:height', content: String(image.height) },
          ]),
      { property: 'og:image:alt', content: facts.name ?? shopName },
      { name: 'twitter:image', content: image.url },
    );
  }
  meta.push(...facts.extra);
  if (noindex) meta.push({ name: 'robots', content: 'noindex' });
  if (!noindex) {
    for (const ld of facts.jsonLd) meta.push({ 'script:ld+json': ld });
    if (facts.trail.length > 1) meta.push({ 'script:ld+json': breadcrumbLd(facts.trail) });
  }
  return meta;
}

/** The market's own link-preview picture (public/og-image.jpg): 1200×630 like the shops' previews. */
export const MARKET_PREVIEW_IMAGE = { path: '/og-image.jpg', type: 'image/jpeg', width: 1200, height: 630 } as const;

export interface MarketHomeMetaInput {
  /** The shared host's origin, as the request came. */
  origin: string;
  title: string;
  description: string;
  locale: Locale;
}

/** The head of the market's Home on the shared host. */
export function marketHomeMeta({ origin, title, description, locale }: MarketHomeMetaInput): MetaDescriptor[] {
  const url = new URL('/', `${origin}/`).href;
  const image = new URL(MARKET_PREVIEW_IMAGE.path, `${origin}/`).href;
  return [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: title },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:locale', content: OG_LOCALES[locale] },
    { property: 'og:locale:alternate', content: OG_LOCALES[locale === 'bn' ? 'en' : 'bn'] },
    { property: 'og:image', content: image },
    { property: 'og:image:type', content: MARKET_PREVIEW_IMAGE.type },
    { property: 'og:image:width', content: String(MARKET_PREVIEW_IMAGE.width) },
    { property: 'og:image:height', content: String(MARKET_PREVIEW_IMAGE.height) },
    { property: 'og:image:alt', content: title },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: image },
  ];
}
