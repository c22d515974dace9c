// Hydration starts after the first frame (decision 122): the served page names no module to preload, the browser asks
// for the hydration code only once the first frame has been drawn, and the page then hydrates and navigates on the
// client.
import { get } from './fixtures/http.ts';
import { parsePage } from './fixtures/html.ts';
import { expect, gotoShop, test } from './fixtures/index.ts';

test('the served page preloads no module and runs no module script of its own', async () => {
  const served = parsePage(await get('/shop/rongdhonu')).document;
  expect(served.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(0);
  expect(served.querySelectorAll('script[type="module"]')).toHaveLength(0);
});

test('the hydration code is asked for after the first frame, and the page then hydrates', async ({ page }) => {
  // When the first frame starts: the page's own scripts run later than this one.
  await page.addInitScript(() => requestAnimationFrame((now) => Object.assign(window, { firstFrame: now })));
  await gotoShop(page, 'rongdhonu', 'shop-home');

  const timing = await page.evaluate(() => {
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.startsWith('/assets/') && entry.name.endsWith('.js'));
    return {
      firstFrame: (window as { firstFrame?: number }).firstFrame,
      firstScriptAsked: Math.min(...scripts.map((entry) => entry.startTime)),
      scripts: scripts.length,
    };
  });
  expect(timing.scripts).toBeGreaterThan(0);
  expect(timing.firstFrame).toBeDefined();
  expect(timing.firstScriptAsked).toBeGreaterThan(timing.firstFrame!);

  // Hydrated: following a product link keeps the document (a client navigation).
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const product = page.locator('a[href^="/rongdhonu/product/"]').first();
  const href = await product.getAttribute('href');
  await product.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`, 'u'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
});
