// The head of a shop page as crawlers and link previews read it (src/lib/seo builds it), made by the page's server
// loader and returned by the page's `meta` (meta.ts) on its first load. Client navigations title the page in meta.ts.
import type { MessageDescriptor } from '@lingui/core';
import type { MetaDescriptor, Params } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import * as shopEndpoints from '@haat/api-contract/shop';
import type { Locale } from '@haat/i18n/locale';
import type { Shop } from '@haat/domain/schemas';
import { api } from '../lib/api.ts';
import type { HostMode } from '../lib/host-mode.ts';
import { i18nForLocale } from '../lib/i18n.ts';
import { shopPageMeta, type SeoPage } from '../lib/seo/page-meta.ts';
import { canonicalShopOrigin } from '../lib/seo/shop-urls.ts';

/** What a page's server loader knows when it names its page for the head. */
export interface HeadArgs {
  queryClient: QueryClient;
  shop: Shop;
  params: Params;
  url: URL;
  /** The page's own translated texts (titles of pages without a name of their own). */
  translate: (descriptor: MessageDescriptor) => string;
}

/** Which page a loader renders, for its head; null leaves the shop's title. */
export type SeoPageOf = (args: HeadArgs) => SeoPage | null;

/** The full head of `page`: title, description, canonical, Open Graph, Twitter, robots and JSON-LD. */
export async function pageHead(
  seoPageOf: SeoPageOf,
  args: Omit<HeadArgs, 'translate'> & { mode: HostMode; locale: Locale },
): Promise<MetaDescriptor[] | undefined> {
  const i18n = await i18nForLocale(args.locale);
  const page = seoPageOf({ ...args, translate: (descriptor) => i18n._(descriptor) });
  if (!page) return undefined;
  // A product page's preview comes with the product (decision 111); the shop's pages ask for the shop's.
  const preview =
    page.kind === 'personal'
      ? null
      : page.kind === 'product'
        ? { image: page.product.link_preview }
        : await api.call(shopEndpoints.getLinkPreview, { query: { shop_id: args.shop.id } }).catch(() => null);
  return shopPageMeta({
    shop: args.shop,
    page,
    at: canonicalShopOrigin(args.shop, args.url, args.mode),
    locale: args.locale,
    preview,
  });
}
