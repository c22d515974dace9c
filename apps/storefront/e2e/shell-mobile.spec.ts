// The phone layout: bottom bar with the 9+ badge, drawers of the documented widths
// (docs/product/rules.md#layout-constants), scroll-to-top rules,
// and the footer hidden in checkout.
import type { Locator } from '@playwright/test';
import { expect, gotoShop, scrollToFooter, test, useLanguage } from './fixtures/index.ts';
import { inStockProducts, seedCart } from './fixtures/cart.ts';

test.use({ viewport: { width: 390, height: 740 }, hasTouch: true, isMobile: true });

test.beforeEach(async ({ page }) => {
  await useLanguage(page, 'en');
  const [product] = await inStockProducts(page, 'rongdhonu');
  await seedCart(page, 'rongdhonu', [{ product: product!, quantity: 1 }]);
});

test('bottom bar: Home, Categories, Cart and Profile; the cart badge reads 9+ after 10 items', async ({ page }) => {
  await gotoShop(page, 'rongdhonu', 'shop-home');
  const bar = page.getByRole('navigation', { name: 'Shortcuts' });
  await expect(bar).toBeVisible();
  await expect(bar.getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(bar.getByRole('button', { name: 'Categories' })).toBeVisible();
  await expect(bar.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/rongdhonu/login');
  await expect(page.getByTestId('bottom-bar-cart-badge')).toHaveText('1');

  await bar.getByRole('button', { name: 'Cart, 1 item' }).click();
  const drawer = page.getByRole('dialog', { name: 'Your cart' });
  await expect(drawer).toBeVisible();
  const increase = drawer.getByRole('button', { name: 'Increase quantity' });
  for (let count = 2; count <= 10; count += 1) {
    await increase.click();
    await expect(drawer.getByRole('status')).toHaveText(String(count));
  }
  await drawer.getByRole('button', { name: 'Close' }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByTestId('bottom-bar-cart-badge')).toHaveText('9+');
  await expect(bar.getByRole('button', { name: 'Cart, 10 items' })).toBeVisible();
});

test('the cart drawer is 350px from the right, the category drawer 320px from the left', async ({ page }) => {
  await gotoShop(page, 'rongdhonu', 'shop-home');
  const bar = page.getByRole('navigation', { name: 'Shortcuts' });

  await bar.getByRole('button', { name: /^Cart/u }).click();
  const cart = page.getByRole('dialog', { name: 'Your cart' });
  await expect(cart).toBeVisible();
  // Read once the 300 ms slide-in has finished: flush with the right edge.
  await expect.poll(async () => Math.round(await rightEdge(cart))).toBe(390);
  // Sub-pixel while the compositor settles (349.99999…): whole pixels are what the rule is about.
  expect(Math.round((await cart.boundingBox())?.width ?? 0)).toBe(350);
  await page.keyboard.press('Escape');
  await expect(cart).toBeHidden();

  await bar.getByRole('button', { name: 'Categories' }).click();
  const categories = page.getByRole('dialog', { name: 'Categories' });
  await expect(categories).toBeVisible();
  await expect.poll(async () => Math.round((await categories.boundingBox())?.x ?? -1)).toBe(0);
  expect(Math.round((await categories.boundingBox())?.width ?? 0)).toBe(320);
  await expect(categories.getByRole('link').nth(2)).toBeVisible();
  // A tap on the overlay closes it.
  await page.mouse.click(370, 400);
  await expect(categories).toBeHidden();
});

test('scroll-to-top appears after 300px and not on the cart or checkout pages', async ({ page }) => {
  await gotoShop(page, 'rongdhonu', 'shop-home');
  const button = page.getByRole('button', { name: 'Back to top' });
  await expect(button).toBeHidden();
  // The home grows as its sections arrive: scroll once there is room to.
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight))
    .toBeGreaterThan(900);
  await page.evaluate(() => window.scrollTo(0, 250));
  await expect(button).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 900));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(button).toBeHidden();

  for (const name of ['shop-cart', 'shop-checkout'] as const) {
    await gotoShop(page, 'rongdhonu', name);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForTimeout(200);
    await expect(button).toBeHidden();
  }
});

test('the footer is hidden on phones in checkout, shown elsewhere', async ({ page }) => {
  await gotoShop(page, 'rongdhonu', 'shop-home');
  await scrollToFooter(page);
  await gotoShop(page, 'rongdhonu', 'shop-checkout');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForTimeout(500);
  await expect(page.getByRole('contentinfo')).toBeHidden();
});

test('desktop keeps the footer in checkout and hides the bottom bar', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoShop(page, 'rongdhonu', 'shop-checkout');
  await expect(page.getByRole('navigation', { name: 'Shortcuts' })).toBeHidden();
  await scrollToFooter(page);
});

test("a product page's wish list button takes the buttons' whole row, its Bengali label on one line", async ({
  page,
}) => {
  await useLanguage(page, 'bn');
  const [product] = await inStockProducts(page, 'rongdhonu');
  await gotoShop(page, 'rongdhonu', 'shop-product-details', { params: { product_slug: product!.slug } });
  const addToCart = page.getByRole('main').getByRole('button', { name: 'কার্টে যোগ করুন' });
  const buyNow = page.getByRole('main').getByRole('button', { name: 'এখনই কিনুন' });
  const wish = page.getByRole('main').getByRole('button', { name: 'পছন্দের তালিকায় যোগ করুন' });
  const [cartBox, buyBox, wishBox] = await Promise.all([addToCart, buyNow, wish].map((button) => button.boundingBox()));
  expect(wishBox!.x).toBeCloseTo(cartBox!.x, 0);
  expect(wishBox!.x + wishBox!.width).toBeCloseTo(buyBox!.x + buyBox!.width, 0);
  // The lines the label's text is laid out on: a text range has one rectangle per line.
  const lines = await wish.evaluate((button) => {
    const tops = new Set<number>();
    const walker = document.createTreeWalker(button, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top));
    }
    return tops.size;
  });
  expect(lines).toBe(1);
});

async function rightEdge(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  return box ? box.x + box.width : -1;
}
