// On a phone nothing floating hides what the shopper taps (issue 15 item 10): the chat and scroll-to-top buttons
// leave the cards' buttons and the review stars clear, the toast leaves the cart drawer's checkout button clear,
// the dashboard has one menu icon, and the header keeps the shop name whole (theme 2 next to the cart total).
import type { Locator, Page } from '@playwright/test';
import { demoShops, expect, gotoShop, loginAs, scrollToFooter, test, useLanguage } from './fixtures/index.ts';
import { inStockProducts, seedCart } from './fixtures/cart.ts';

test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

type Box = { x: number; y: number; width: number; height: number };

function intersects(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`no box for ${locator.toString()}`);
  return found;
}

/** True when a tap at the element's centre lands on the element (nothing fixed or floating lies over it). */
function tappable(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const hit = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
    return hit !== null && element.contains(hit);
  });
}

/** The chat launcher and scroll-to-top boxes, once both show (the page is scrolled past 300 px). */
async function floatingButtons(page: Page): Promise<Box[]> {
  const chat = page.getByTestId('chat-launcher');
  const top = page.getByRole('button', { name: 'Back to top' });
  await expect(chat).toBeVisible();
  await expect(top).toBeVisible();
  return [await box(chat), await box(top)];
}

/** Scrolls the element to the bottom of the view as the browser does (keyboard focus, `scrollIntoView`). */
async function scrollToBottomOfView(page: Page, locator: Locator): Promise<void> {
  await locator.evaluate((element) => element.scrollIntoView({ block: 'end', behavior: 'instant' }));
  // Let the scroll-to-top button catch up with the scroll position.
  await page.waitForTimeout(300);
}

async function expectClearOfFloatingButtons(page: Page, control: Locator): Promise<void> {
  await scrollToBottomOfView(page, control);
  const floating = await floatingButtons(page);
  const target = await box(control);
  for (const button of floating)
    expect(intersects(target, button), `${control.toString()} under a floating button`).toBe(false);
  expect(await tappable(control), `${control.toString()} is tappable`).toBe(true);
}

test.describe('floating buttons', () => {
  test.beforeEach(async ({ page }) => {
    await useLanguage(page, 'en');
  });

  test("the last cards' add-to-cart buttons come clear of chat and scroll-to-top", async ({ page }) => {
    // shobji-bazar chats on WhatsApp: guests see the chat button too.
    await gotoShop(page, demoShops.shobjiBazar.slug, 'shop-home');
    await scrollToFooter(page);
    const buttons = page.getByRole('button', { name: /^Add to cart:/u });
    const count = await buttons.count();
    expect(count).toBeGreaterThan(1);
    // The last card of each column of the two-column grid.
    for (const index of [count - 2, count - 1]) await expectClearOfFloatingButtons(page, buttons.nth(index));
  });

  test('at the end of the page nothing tappable is left under chat or scroll-to-top', async ({ page }) => {
    await gotoShop(page, demoShops.shobjiBazar.slug, 'shop-home');
    const footer = await scrollToFooter(page);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(300);
    const floating = await floatingButtons(page);
    const end = await box(footer);
    for (const button of floating) expect(end.y + end.height).toBeLessThanOrEqual(button.y);
  });

  test('review stars on the product page come clear of chat and scroll-to-top', async ({ page }) => {
    const [product] = await inStockProducts(page, demoShops.shobjiBazar.slug);
    await gotoShop(page, demoShops.shobjiBazar.slug, 'shop-product-details', {
      params: { product_slug: product!.slug },
    });
    const stars = page.getByRole('img', { name: /^Rated/u });
    await expect(stars.first()).toBeVisible();
    await expectClearOfFloatingButtons(page, stars.last());
  });
});

test('a toast leaves the cart drawer’s checkout button clear', async ({ page }) => {
  await useLanguage(page, 'en');
  const products = await inStockProducts(page, demoShops.rongdhonu.slug, 2);
  await seedCart(
    page,
    demoShops.rongdhonu.slug,
    products.map((product) => ({ product, quantity: 1 })),
  );
  await gotoShop(page, demoShops.rongdhonu.slug, 'shop-home');
  await page.getByRole('navigation', { name: 'Shortcuts' }).getByRole('button', { name: /^Cart/u }).click();
  const drawer = page.getByRole('dialog', { name: 'Your cart' });
  await expect(drawer).toBeVisible();
  // Removing a line toasts "Item removed from cart" while the drawer stays open.
  await drawer
    .getByRole('button', { name: /^Remove /u })
    .first()
    .click();
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Item removed from cart' });
  await expect(toast).toBeVisible();
  const checkout = drawer.getByRole('button', { name: 'Order on cash on delivery' });
  await expect(checkout).toBeVisible();
  // Once the toast's slide-in and the drawer's have settled.
  await page.waitForTimeout(600);
  expect(intersects(await box(toast), await box(checkout)), 'the toast over the checkout button').toBe(false);
  expect(await tappable(checkout)).toBe(true);
});

test('the dashboard shows one menu icon on a phone, in every theme', async ({ page }) => {
  await useLanguage(page, 'en');
  for (const shop of [demoShops.rongdhonu, demoShops.shobjiBazar, demoShops.boighor]) {
    await loginAs(page, shop.slug);
    await gotoShop(page, shop.slug, 'shop-dashboard');
    await expect(page.getByRole('button', { name: 'Open dashboard menu' })).toBeVisible();
    const menuIcons = page.locator('button:visible, a:visible').filter({ has: page.locator('svg.lucide-menu') });
    await expect(menuIcons, `${shop.slug}: menu icons`).toHaveCount(1);
  }
});

for (const [locale, name] of [
  ['bn', demoShops.shobjiBazar.name],
  ['en', 'Shobji Bazar'],
] as const) {
  test(`theme 2 keeps the shop name whole beside the cart total (${locale})`, async ({ page }) => {
    const { slug } = demoShops.shobjiBazar;
    await useLanguage(page, locale);
    const products = await inStockProducts(page, slug, 2);
    await seedCart(
      page,
      slug,
      products.map((product) => ({ product, quantity: 3 })),
    );
    await gotoShop(page, slug, 'shop-home');
    const header = page.getByRole('banner');
    await expect(header).toHaveAttribute('data-header-theme', '2');
    const total = page.getByTestId('header-cart-total');
    await expect(total).toBeVisible();
    const shopName = header.getByText(name, { exact: true });
    await expect(shopName).toBeVisible();
    const [scrollWidth, clientWidth] = await shopName.evaluate((element) => [element.scrollWidth, element.clientWidth]);
    expect(scrollWidth, `"${name}" cut off`).toBeLessThanOrEqual(clientWidth);
    const nameBox = await box(shopName);
    expect(nameBox.x + nameBox.width).toBeLessThanOrEqual(375);
    expect(intersects(nameBox, await box(total))).toBe(false);
  });
}

test("theme 1 keeps a two-word English shop name whole beside the header's icons", async ({ page }) => {
  await useLanguage(page, 'en');
  await gotoShop(page, demoShops.rongdhonu.slug, 'shop-home');
  const header = page.getByRole('banner');
  await expect(header).toHaveAttribute('data-header-theme', '1');
  const shopName = header.getByText('Rongdhonu Fashion', { exact: true });
  await expect(shopName).toBeVisible();
  const [scrollWidth, clientWidth, scrollHeight, clientHeight] = await shopName.evaluate((element) => [
    element.scrollWidth,
    element.clientWidth,
    element.scrollHeight,
    element.clientHeight,
  ]);
  expect(scrollWidth, 'cut off at the end').toBeLessThanOrEqual(clientWidth);
  expect(scrollHeight, 'a line cut off').toBeLessThanOrEqual(clientHeight);
  const nameBox = await box(shopName);
  for (const icon of [
    header.getByRole('button', { name: 'Search products' }),
    header.getByRole('link', { name: 'Login' }),
  ])
    expect(intersects(nameBox, await box(icon))).toBe(false);
});
