// The wish list: toasts on the product card, and the device's list merged into the account at login.
import { API_URL, expect, gotoShop, resetStorage, test, useLanguage } from './fixtures/index.ts';
import { registerThroughApi } from './screens/accounts.ts';

test.beforeEach(async ({ page }) => {
  await resetStorage(page);
  await useLanguage(page, 'en');
});

test('wish toggles toast, and the guest list joins the account at login', async ({ page }) => {
  const customer = await registerThroughApi(page, 'rongdhonu');
  await gotoShop(page, 'rongdhonu', 'shop-best-selling-products');
  const grid = page.getByRole('list', { name: 'Best selling products' });
  await expect(grid.getByRole('article').first()).toBeVisible();

  // Toggle on and off on one card, then keep another: the toasts of docs/product/storefront.md.
  const first = grid.getByRole('button', { name: /^Add .+ to wish list$/u }).first();
  const label = (await first.getAttribute('aria-label')) ?? '';
  const productName = label.replace(/^Add /u, '').replace(/ to wish list$/u, '');
  await first.click();
  await expect(page.getByText('Added to wish list')).toBeVisible();
  await grid.getByRole('button', { name: `Remove ${productName} from wish list` }).click();
  await expect(page.getByText('Removed from wish list')).toBeVisible();
  await grid.getByRole('button', { name: `Add ${productName} to wish list` }).click();
  expect(
    await page.evaluate(() => (JSON.parse(localStorage.getItem('rongdhonu_wishlist') ?? '[]') as unknown[]).length),
  ).toBe(1);

  // Login: the list is merged into the account (POST /customer/wishlist/sync).
  await gotoShop(page, 'rongdhonu', 'shop-login');
  const synced = page.waitForRequest((request) => request.url() === `${API_URL}/api/shop/customer/wishlist/sync`);
  await page.getByLabel('Mobile number').fill(customer.mobile);
  await page.getByLabel(/^Password/u).fill(customer.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await synced;
  await page.getByRole('complementary', { name: 'Dashboard' }).getByRole('link', { name: 'My Wishlist' }).click();
  const list = page.getByRole('list', { name: 'My Wishlist' });
  await expect(list.getByRole('article', { name: productName })).toBeVisible();

  // The account's list follows the hearts now.
  await list.getByRole('button', { name: `Remove ${productName} from wish list` }).click();
  await expect(page.getByText(/Your wish list is empty/u)).toBeVisible();
});
