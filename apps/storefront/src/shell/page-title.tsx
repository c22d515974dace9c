import { useLingui } from '@lingui/react/macro';
import { useLoaderData } from 'react-router';
import { toLocale } from '@haat/i18n/locale';
import { useShop } from '../lib/shop.ts';
import { shopDocumentMeta } from '../features/seo/document-meta.ts';
import type { PageData } from './page-route.tsx';

/**
 * A catalogue page's title after a client navigation (a product, a category, an information page): its name comes
 * with its data, after the navigation, so the page renders the title itself (React puts a `<title>` in the head) and
 * its `meta` leaves it out (`pageMeta`'s `titledByPage`). On a first load its server loader's head has the title, and
 * this renders nothing. `name` is null until the page knows it (the shop's own title meanwhile).
 */
export function PageTitle({ name }: { name: string | null }) {
  const { i18n } = useLingui();
  const shop = useShop();
  const data = useLoaderData<PageData | null | undefined>();
  if (data?.head) return null;
  const document = shopDocumentMeta(shop, toLocale(i18n.locale));
  return <title>{name ? `${name} · ${document.name}` : document.title}</title>;
}
