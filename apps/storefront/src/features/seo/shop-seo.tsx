import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import type { Shop } from '@haat/domain/schemas';
import { useHostMode } from '../../lib/host-mode.ts';
import { startCommerceEvents } from '../../lib/seo/commerce-events.ts';
import { trackingPlan } from './tracking-plan.ts';

/** docs/product/storefront.md "SEO and tracking" for the loaded shop. Renders nothing. */
export function ShopSeo({ shop }: { shop: Shop }) {
  const mode = useHostMode();
  const { pathname } = useLocation();
  const { gtmId, pixelId } = trackingPlan(shop.online_shop_settings, mode);
  const pageViewsStarted = useRef(false);

  useEffect(() => {
    if (!gtmId && !pixelId) return startCommerceEvents({ gtmId, pixelId });
    void import('./tracking-scripts.ts').then(({ injectGtm, injectPixel }) => {
      if (gtmId) injectGtm(gtmId);
      if (pixelId) injectPixel(pixelId);
      startCommerceEvents({ gtmId, pixelId });
    });
  }, [gtmId, pixelId]);

  // The pixel counts the first page itself; later client-side navigations are counted here.
  useEffect(() => {
    if (!pixelId) return;
    if (pageViewsStarted.current) void import('./tracking-scripts.ts').then(({ trackPageView }) => trackPageView());
    pageViewsStarted.current = true;
  }, [pixelId, pathname]);

  return null;
}
