// Losing the connection (issue 15 item 10): a page opened offline shows the no-internet panel instead of a blank or
// browser error page, and the page opens by itself once the browser is back online.
import { expect, gotoShop, resetStorage, test, useLanguage } from './fixtures/index.ts';

test.beforeEach(async ({ page }) => {
  await resetStorage(page);
  await useLanguage(page, 'en');
});

test('offline, a product link shows the no-internet panel; back online, the product opens', async ({
  page,
  context,
}) => {
  await gotoShop(page, 'rongdhonu', 'shop-home');
  // Hydrated: React has taken the server's nodes (its fiber keys are on them), so links navigate on the client.
  await page.waitForFunction(() => Object.keys(document.body).some((key) => key.startsWith('__reactFiber')));
  const card = page.getByRole('list', { name: 'New arrivals' }).getByRole('article').first();
  const link = card.getByRole('link').first();
  const href = (await link.getAttribute('href')) ?? '';
  expect(href).toMatch(/\/rongdhonu\/product\//u);

  await context.setOffline(true);
  await link.click();
  const panel = page.getByRole('heading', { name: 'No internet connection' });
  await expect(panel).toBeVisible();
  await expect(page).not.toHaveURL(new RegExp(`${href}$`, 'u'));

  await context.setOffline(false);
  await expect(page).toHaveURL(new RegExp(`${href}$`, 'u'));
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('No internet connection');
  await expect(panel).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add to cart', exact: true })).toBeVisible();
});
