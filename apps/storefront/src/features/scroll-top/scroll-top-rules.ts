/** docs/product/storefront.md#scroll-to-top: the button appears after scrolling more than 300px… */
export const SCROLL_TOP_THRESHOLD = 300;

// …except on these pages (order details has both spellings: the documented name and its route path).
const HIDDEN_ON = ['/checkout', '/cart', '/track-order', '/order-details', '/order_details'];

export function isScrollTopHiddenOn(pathname: string): boolean {
  return HIDDEN_ON.some((part) => pathname.includes(part));
}

export function shouldShowScrollTop(scrollY: number, pathname: string): boolean {
  return scrollY > SCROLL_TOP_THRESHOLD && !isScrollTopHiddenOn(pathname);
}
