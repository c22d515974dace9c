// Custom domains (docs/product/routes.md navigation guard): Chromium maps *.test to this machine
// (--host-resolver-rules in @haat/playwright-config), so boighor.test reaches the e2e server.
import { BOIGHOR_DOMAIN_URL, expect, test, useLanguage } from './fixtures/index.ts';

test.beforeEach(async ({ page }) => {
  await useLanguage(page, 'en');
});

test('the domain root is the shop home, with slug-less links', async ({ page }) => {
  await page.goto(`${BOIGHOR_DOMAIN_URL}/`);
  const header = page.getByRole('banner');
  await expect(header).toBeVisible({ timeout: 20_000 });
  await expect(header).toHaveAttribute('data-header-theme', '3');
  await expect(header.getByRole('link', { name: /বইঘর|Boighor/iu }).first()).toHaveAttribute('href', '/');
  await expect(header.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  await expect(page).toHaveURL(`${BOIGHOR_DOMAIN_URL}/`);
});

test('slug-based routes map to their custom twins, keeping params and query', async ({ page }) => {
  await page.goto(`${BOIGHOR_DOMAIN_URL}/shop/boighor`);
  await expect(page).toHaveURL(`${BOIGHOR_DOMAIN_URL}/`);
  await page.goto(`${BOIGHOR_DOMAIN_URL}/boighor/category/some-category?id=4`);
  await expect(page).toHaveURL(`${BOIGHOR_DOMAIN_URL}/category/some-category?id=4`);
  await page.goto(`${BOIGHOR_DOMAIN_URL}/boighor/dashboard/my_orders`);
  await expect(page).toHaveURL(new RegExp(`^${BOIGHOR_DOMAIN_URL}/(dashboard/my_orders|login)`, 'u'));
});

test('paths without the slug are the shop pages', async ({ page }) => {
  await page.goto(`${BOIGHOR_DOMAIN_URL}/track-order`);
  await expect(page.getByRole('banner')).toHaveAttribute('data-header-theme', '3', { timeout: 20_000 });
  await expect(page).toHaveURL(`${BOIGHOR_DOMAIN_URL}/track-order`);
  await page.goto(`${BOIGHOR_DOMAIN_URL}/cart`);
  await expect(page).toHaveURL(`${BOIGHOR_DOMAIN_URL}/cart`);
  await expect(page.getByRole('banner')).toBeVisible();
});

test('a client navigation to a slug route goes to its twin with its query and hash', async ({ page }) => {
  await page.goto(`${BOIGHOR_DOMAIN_URL}/`);
  await expect(page.getByRole('banner')).toBeVisible({ timeout: 20_000 });
  // Hydrated: React has taken the server's nodes (its fiber keys are on them), so the router listens.
  await page.waitForFunction(() => Object.keys(document.body).some((key) => key.startsWith('__reactFiber')));
  // A back/forward step to a slug route: the router navigates on the client, running the guard there.
  await page.evaluate(() => {
    window.history.pushState(null, '', '/boighor/track-order?from=chat#track');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL(`${BOIGHOR_DOMAIN_URL}/track-order?from=chat#track`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
