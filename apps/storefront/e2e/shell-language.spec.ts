// Language: Bengali by default with Bengali numerals; the footer toggle switches to English and is remembered.
import { expect, gotoShop, scrollToFooter, test } from './fixtures/index.ts';
import { inStockProducts, seedCart } from './fixtures/cart.ts';

const BENGALI_DIGIT = /[০-৯]/u;

test('Bengali by default with Bengali numerals; English after the toggle, kept after a reload', async ({ page }) => {
  const [product] = await inStockProducts(page, 'rongdhonu');
  await seedCart(page, 'rongdhonu', [{ product: product!, quantity: 12 }]);
  await gotoShop(page, 'rongdhonu', 'shop-home');

  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'লগইন' })).toBeVisible();
  await expect(page.getByTestId('header-cart-count')).toHaveText('৯+');
  await header.getByRole('button', { name: /কার্ট/u }).click();
  const subtotal = page.getByTestId('cart-drawer-subtotal');
  await expect(subtotal).toHaveText(/^৳/u);
  expect(await subtotal.textContent()).toMatch(BENGALI_DIGIT);
  await page.keyboard.press('Escape');

  await scrollToFooter(page);
  await page.getByRole('button', { name: 'ভাষা বদলে English করুন' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(page.getByTestId('header-cart-count')).toHaveText('9+');

  await page.reload();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible({ timeout: 20_000 });
  expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('en');

  await scrollToFooter(page);
  await page.getByRole('button', { name: 'Change language to বাংলা' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'লগইন' })).toBeVisible();
});

test('each page names itself in the tab after client navigations, in Bengali', async ({ page }) => {
  await gotoShop(page, 'rongdhonu', 'shop-home');
  const shopName = 'রংধনু ফ্যাশন';
  const main = page.getByRole('main');
  const expectTitleOfHeading = async () => {
    const heading = (await main.getByRole('heading', { level: 1 }).first().textContent())?.trim();
    await expect(page).toHaveTitle(`${heading} · ${shopName}`);
  };

  await main.locator('a[href^="/rongdhonu/product/"]').first().click();
  await expect(page).toHaveURL(/\/rongdhonu\/product\//u);
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  await expectTitleOfHeading();

  await main.getByRole('navigation', { name: 'অবস্থান' }).locator('a[href*="/category/"]').click();
  await expect(page).toHaveURL(/\/rongdhonu\/category\//u);
  await expect(main.getByRole('heading', { level: 1 })).not.toBeEmpty();
  await expectTitleOfHeading();

  await page.getByRole('banner').getByRole('link', { name: 'লগইন' }).click();
  await expect(page).toHaveTitle(`লগইন · ${shopName}`);
});
