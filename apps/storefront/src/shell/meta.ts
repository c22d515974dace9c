// The pages' head: the full one a page's server loader made (page-head.ts), else the shop's title, description and
// robots (client navigations, and pages that do not name themselves).
import type { MetaDescriptor } from 'react-router';
import type { DocumentMeta } from '../features/seo/document-meta.ts';
import { isPersonalRoute } from '../config/route-table.ts';

interface MetaArgs {
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[];
}

function shopDocument(matches: MetaArgs['matches']): DocumentMeta | null {
  for (const match of matches) {
    const meta = (match?.loaderData as { meta?: DocumentMeta } | undefined)?.meta;
    if (meta) return meta;
  }
  return null;
}

/** The page's head from its loader, else the shop's title and description, noindex for an unpublished shop or a personal page. */
export function shopMeta({ matches }: MetaArgs): MetaDescriptor[] {
  const head = [...matches].reverse().find((match) => (match?.loaderData as { head?: unknown } | undefined)?.head);
  if (head) return (head.loaderData as { head: MetaDescriptor[] }).head;
  const shop = shopDocument(matches);
  if (!shop) return [{ title: 'হাট' }];
  const tags: MetaDescriptor[] = [{ title: shop.title }];
  if (shop.description) tags.push({ name: 'description', content: shop.description });
  if (shop.noindex || isPersonalRoute(matches.at(-1)?.id)) tags.push({ name: 'robots', content: 'noindex' });
  return tags;
}
