// The chrome on a desktop: search overlay, market home finder, chat by channel.
import { expect, gotoShop, shopUrl, test, useLanguage } from './fixtures/index.ts';

test.beforeEach(async ({ page }) => {
  await useLanguage(page, 'en');
});

test('search: results for 2+ letters, recent searches per shop, closing clears', async ({ page }) => {
  await gotoShop(page, 'rongdhonu', 'shop-home');
  await page.getByRole('banner').getByRole('button', { name: 'Search products' }).first().click();
  const input = page.getByRole('searchbox', { name: 'Search products' });
  await input.fill('a');
  await page.waitForTimeout(700);
  await expect(page.getByRole('region', { name: 'Search results' })).toHaveCount(0);
  await input.fill('sa');
  const results = page.getByRole('region', { name: 'Search results' });
  await expect(results).toBeVisible();
  await input.press('Enter');
  await page.keyboard.press('Escape');
  await page.getByRole('banner').getByRole('button', { name: 'Search products' }).first().click();
  await expect(input).toHaveValue('');
  await expect(page.getByRole('button', { name: 'sa', exact: true })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('rongdhonu_search_history'))).toBe('["sa"]');
});

test('market home finds a shop by its address', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('textbox', { name: 'Shop address or name' }).fill('shobji-bazar');
  await expect(page.getByRole('status').getByText(/সবজি বাজার|Shobji Bazar/u)).toBeVisible();
  await page.getByRole('link', { name: 'Visit' }).click();
  await expect(page).toHaveURL(shopUrl('shobji-bazar', 'shop-home'));
  await expect(page.getByRole('banner')).toHaveAttribute('data-header-theme', '2');
});

test('chat: WhatsApp for shobji-bazar, Messenger for boighor', async ({ page }) => {
  await gotoShop(page, 'shobji-bazar', 'shop-home');
  await page.getByRole('button', { name: 'Chat with the shop' }).click();
  await expect(page.getByRole('link', { name: 'Chat on WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/\d+\?text=/u,
  );
  const box = await page.getByTestId('chat-popup').boundingBox();
  expect(box?.width).toBe(320);
  await gotoShop(page, 'boighor', 'shop-home');
  await page.getByRole('button', { name: 'Chat with the shop' }).click();
  await expect(page.getByRole('link', { name: 'Chat on Messenger' })).toHaveAttribute('href', /^https:\/\/m\.me\//u);
});
