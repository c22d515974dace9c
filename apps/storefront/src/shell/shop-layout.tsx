import { lazy, useEffect, type ReactNode } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';
import { BottomBar } from '../features/bottom-bar/bottom-bar.tsx';
import { CartDrawerHost } from '../features/cart/cart-drawer-host.tsx';
import { CartPopupHost } from '../features/cart/cart-popup-host.tsx';
import { CategoryDrawerHost } from '../features/category-drawer/category-drawer-host.tsx';
import { ChatWidget } from '../features/chat/chat-widget.tsx';
import { Header } from '../features/header/header.tsx';
import { hiddenOnMobile } from '../features/layout/layout.css.ts';
import { ShopFrame } from '../features/layout/shop-frame.tsx';
import { ScrollTopButton } from '../features/scroll-top/scroll-top-button.tsx';
import { SearchHost } from '../features/search/search-host.tsx';
import { LazyWhenVisible } from '../lib/lazy-when-visible.tsx';
import { useCartStore } from '../entities/cart/cart.ts';
import { useShopUiStore } from '../entities/shop/shop-ui.ts';

// Below the fold: the footer (and its QR code) loads when the page is scrolled near it.
const Footer = lazy(() => import('../features/footer/footer.tsx').then((m) => ({ default: m.Footer })));

const CHECKOUT_ROUTES = new Set(['shop-checkout', 'custom-shop-checkout']);

/** Closes drawers and popups when the page changes. */
function useCloseOverlaysOnNavigation() {
  const { pathname } = useLocation();
  useEffect(() => {
    useShopUiStore.getState().closeAll();
    useCartStore.getState().setDrawerOpen(false);
    useCartStore.getState().setConfirmationOpen(false);
  }, [pathname]);
}

/** The shared layout of every shop page: header, the page (the route's, or `children`), footer and the floating parts. */
export function ShopLayout({ children }: { children?: ReactNode }) {
  useCloseOverlaysOnNavigation();
  const matches = useMatches();
  // Route ids are the route names (src/routes.ts).
  const inCheckout = matches.some((match) => CHECKOUT_ROUTES.has(match.id));
  return (
    <ShopFrame
      header={<Header />}
      footer={
        <LazyWhenVisible minHeight={360} className={inCheckout ? hiddenOnMobile : undefined}>
          <Footer hideOnMobile={inCheckout} />
        </LazyWhenVisible>
      }
      overlays={
        <>
          <BottomBar />
          <ChatWidget />
          <ScrollTopButton />
          <CartDrawerHost />
          <CategoryDrawerHost />
          <CartPopupHost />
          <SearchHost />
        </>
      }
    >
      {children ?? <Outlet />}
    </ShopFrame>
  );
}
