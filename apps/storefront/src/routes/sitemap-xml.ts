// A shop's sitemap: `/sitemap.xml` on its own origin, `/{slug}/sitemap.xml` on the shared host (decision 90). On its
// own origin a slug path moves to `/sitemap.xml`, as the guard moves slug pages: one address per sitemap.
import { redirect, type LoaderFunctionArgs } from 'react-router';
import * as shopEndpoints from '@haat/api-contract/shop';
import { api } from '../lib/api.ts';
import { sitemapPath } from '../lib/seo/robots-txt.ts';
import { sitemapXml } from '../lib/seo/sitemap-xml.ts';
import { canonicalShopOrigin } from '../lib/seo/shop-urls.ts';
import { shopSlugOf } from '../lib/shop.ts';
import { requestShop } from '../shell/page-route.tsx';
import { requestContext } from '../shell/request-context.ts';
import { seoFile } from '../shell/seo-file.ts';

export async function loader({ context, params, request }: LoaderFunctionArgs): Promise<Response> {
  const { mode, queryClient } = context.get(requestContext);
  if (mode.kind === 'own' && params['slug'] !== undefined) return redirect(sitemapPath(mode, mode.slug), 301);
  const slug = shopSlugOf(mode, params);
  const shop = slug ? await requestShop(queryClient, slug).catch(() => null) : null;
  if (!shop?.public) return seoFile(null, 'application/xml');
  const data = await api.call(shopEndpoints.getSitemap, { query: { shop_id: shop.id } }).catch(() => null);
  if (!data) return seoFile(null, 'application/xml', 503);
  return seoFile(sitemapXml(data, canonicalShopOrigin(shop, new URL(request.url), mode)), 'application/xml');
}
