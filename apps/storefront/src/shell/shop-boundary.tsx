import { useEffect, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { Shop } from '@haat/domain/schemas';
import { applyThemeClass, storefrontTheme } from '@haat/ui/theme-class';
import { useHostMode } from '../lib/host-mode.ts';
import { ShopContext, useShopSlug } from '../lib/shop.ts';
import { shopQueryOptions } from '../entities/shop/shop.ts';
import { syncThemeColor } from '../lib/theme-color.ts';
import { activateShop } from '../entities/shop/shop-session.ts';
import { useShopUiStore } from '../entities/shop/shop-ui.ts';
import { ShopSeo } from '../features/seo/shop-seo.tsx';
import { buildShopHref, marketHomeHref } from '../lib/links.ts';
import { PageSpinner } from './page-spinner.tsx';
import { shopErrorKind } from './shop-error-kind.ts';
import { LazyShopErrorPanel, LazyUnpublishedPanel } from './lazy-panels.tsx';
import { ShopLayout } from './shop-layout.tsx';

/**
 * The storefront shell (docs/product/storefront.md "Storefront shell states"): loads the shop, then shows Loading...,
 * the error panel, the Unpublished Shop panel, or the storefront with its pages.
 */
export function ShopBoundary({ children }: { children?: ReactNode }) {
  const slug = useShopSlug();
  const mode = useHostMode();
  const navigate = useNavigate();
  const shopQuery = useQuery(shopQueryOptions(slug));

  useEffect(() => activateShop(slug), [slug]);

  if (shopQuery.isPending) return <PageSpinner />;
  if (shopQuery.isError) {
    // An unknown shop's own home would be the same panel again: on the market host, Home is the market's.
    const home =
      mode.kind === 'market' && shopErrorKind(shopQuery.error) === 'shop-not-found'
        ? marketHomeHref
        : buildShopHref(mode, slug, 'shop-home');
    return <LazyShopErrorPanel error={shopQuery.error} onHome={() => void navigate(home)} />;
  }
  return <LoadedShop shop={shopQuery.data}>{children}</LoadedShop>;
}

function LoadedShop({ shop, children }: { shop: Shop; children?: ReactNode }) {
  const setShop = useShopUiStore((state) => state.setShop);
  useEffect(() => {
    const theme = storefrontTheme(shop.theme);
    applyThemeClass(theme);
    syncThemeColor(theme === 2);
    setShop(shop);
  }, [shop, setShop]);

  return (
    <>
      <ShopSeo shop={shop} />
      {shop.public ? (
        <ShopContext.Provider value={shop}>
          <ShopLayout>{children}</ShopLayout>
        </ShopContext.Provider>
      ) : (
        <LazyUnpublishedPanel shop={shop} />
      )}
    </>
  );
}
