// The pages' head (React Router's `meta`, run on the server and in the browser alike). A catalogue page's first load
// has the full head its server loader made (page-head.ts); otherwise a page has its own title in the shopper's
// language (its name and the shop's, or what failed and where), the shop's description, and noindex on a personal
// page or an unpublished shop's.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isRouteErrorResponse, type MetaDescriptor } from 'react-router';
import { DEFAULT_LOCALE } from '@haat/i18n/locale';
import { shellMessages } from '@haat/i18n/messages';
import { readyI18n } from '../lib/i18n.ts';
import { isPersonalRoute } from '../config/route-table.ts';
import { shopDocumentMeta, type DocumentMeta, type ShopHead } from '../features/seo/document-meta.ts';
import type { RootData } from './request-context.ts';
import { shopErrorTexts } from './shop-error-kind.ts';
import type { ShopFailure } from './shop-loaders.ts';

/** The market's name: the second half of the title of a page that belongs to no shop. */
const marketName = msg`Haat`;
const marketDescription = msg`Haat: online shops of Bangladesh`;

/** What React Router gives `meta` that these read. */
export interface MetaArgs {
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[];
  error?: unknown;
}

/** The page's own texts for its head. */
export interface PageTexts {
  /** Its title where it needs no data: best selling, the personal pages. */
  title?: MessageDescriptor;
  /** Its title when what it shows does not exist (an unknown product or category); else "Page not found". */
  notFound?: MessageDescriptor;
  /**
   * A catalogue page whose name comes with its data: after a client navigation the page renders its title itself
   * (page-title.tsx), so the head leaves it out.
   */
  titledByPage?: boolean;
}

function loaderDataOf<T>(matches: MetaArgs['matches'], id: string): T | undefined {
  return matches.find((match) => match?.id === id)?.loaderData as T | undefined;
}

/** The Lingui instance of the page's language (the root's data says which). */
function translator(matches: MetaArgs['matches']): I18n {
  return readyI18n(loaderDataOf<RootData>(matches, 'root')?.locale ?? DEFAULT_LOCALE);
}

function shopOf(matches: MetaArgs['matches'], i18n: I18n): DocumentMeta | null {
  for (const match of matches) {
    const shop = (match?.loaderData as { shop?: ShopHead } | null | undefined)?.shop;
    if (shop) return shopDocumentMeta(shop, i18n.locale === 'en' ? 'en' : 'bn');
  }
  return null;
}

/** What failed, as the page's panel says it: a 404 (the page's own words for it), or any other failure. */
function failureTitle(error: unknown, i18n: I18n, notFound?: MessageDescriptor): string {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return i18n._(notFound ?? shellMessages.errorDisplay['not-found'].title);
  }
  return i18n._(shellMessages.errorDisplay.generic.title);
}

/** A shop page's head (the shop layout's and the pages' `meta`). */
export function pageMeta(texts: PageTexts = {}) {
  return ({ matches, error }: MetaArgs): MetaDescriptor[] => {
    const i18n = translator(matches);
    const shop = shopOf(matches, i18n);
    if (error) {
      if (!shop) return shopFailureMeta({ matches, error });
      return [{ title: `${failureTitle(error, i18n, texts.notFound)} · ${shop.name}` }];
    }
    const head = [...matches].reverse().find((match) => (match?.loaderData as PageHeadData | null)?.head);
    if (head) return (head.loaderData as Required<PageHeadData>).head;
    // `/` on the market host after a client navigation (the market's Home names itself too).
    if (!shop) return [{ title: i18n._(marketName) }];
    const tags: MetaDescriptor[] = [];
    // A published shop's page is shown; an unpublished shop's panel has the shop's title.
    if (!(texts.titledByPage && !shop.noindex)) {
      tags.push({ title: texts.title ? `${i18n._(texts.title)} · ${shop.name}` : shop.title });
    }
    if (shop.description) tags.push({ name: 'description', content: shop.description });
    if (shop.noindex || isPersonalRoute(matches.at(-1)?.id)) tags.push({ name: 'robots', content: 'noindex' });
    return tags;
  };
}

interface PageHeadData {
  head?: MetaDescriptor[];
}

/** The head of a shop page that names no title of its own (the shop layout, the home, the information pages). */
export const shopMeta = pageMeta();

/** A shop that could not be shown (unknown, or the API failed): what its panel says, on the market's name. */
function shopFailureMeta({ matches, error }: MetaArgs): MetaDescriptor[] {
  const i18n = translator(matches);
  const failure = isRouteErrorResponse(error) ? (error.data as ShopFailure | null) : null;
  const title = failure ? i18n._(shopErrorTexts[failure.kind].title) : failureTitle(error, i18n);
  return [{ title: `${title} · ${i18n._(marketName)}` }];
}

/** The root's head: the market's name, or an unknown custom domain's panel, or what failed. */
export function rootMeta({ matches, error }: MetaArgs): MetaDescriptor[] {
  const i18n = translator(matches);
  const root = loaderDataOf<RootData>(matches, 'root');
  if (root && root.domain !== 'ok') {
    return [{ title: `${i18n._(shopErrorTexts['shop-not-found'].title)} · ${i18n._(marketName)}` }];
  }
  if (error) return [{ title: `${failureTitle(error, i18n)} · ${i18n._(marketName)}` }];
  return [{ title: i18n._(marketName) }, { name: 'description', content: i18n._(marketDescription) }];
}

/** A path that is no page: "Page not found" on the market's name. */
export function notFoundMeta({ matches }: MetaArgs): MetaDescriptor[] {
  const i18n = translator(matches);
  return [{ title: `${i18n._(shellMessages.errorDisplay['not-found'].title)} · ${i18n._(marketName)}` }];
}
