// `/robots.txt`: the shop's on its own origin, the market's on the shared host (src/lib/seo/robots-txt.ts).
import type { LoaderFunctionArgs } from 'react-router';
import { marketRobotsTxt, robotsTxt } from '../lib/seo/robots-txt.ts';
import { canonicalShopOrigin } from '../lib/seo/shop-urls.ts';
import { requestShop } from '../shell/page-route.tsx';
import { requestContext } from '../shell/request-context.ts';
import { seoFile } from '../shell/seo-file.ts';

export async function loader({ context, request }: LoaderFunctionArgs): Promise<Response> {
  const { mode, queryClient } = context.get(requestContext);
  if (mode.kind !== 'own') return seoFile(marketRobotsTxt(), 'text/plain');
  const shop = await requestShop(queryClient, mode.slug).catch(() => null);
  if (!shop) return seoFile(null, 'text/plain');
  return seoFile(robotsTxt(shop, canonicalShopOrigin(shop, new URL(request.url), mode)), 'text/plain');
}
