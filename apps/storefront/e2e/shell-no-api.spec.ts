// Shell behaviour that needs no seeded API: the market home, not-found, the guard on the market
// host, and a custom domain whose lookup fails.
import { JSDOM } from 'jsdom';
import {
  ADMIN_URL,
  API_URL,
  expect,
  expectNoSeriousA11yViolations,
  STOREFRONT_URL,
  test,
  useLanguage,
} from './fixtures/index.ts';

test.beforeEach(async ({ page }) => {
  await useLanguage(page, 'en');
});

test('the market home pitches the market and links to the admin sign-up', async ({ page }, testInfo) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Your own online shop, open in minutes' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open your own shop' })).toHaveAttribute(
    'href',
    `${ADMIN_URL}/admin/start`,
  );
  await expect(page).toHaveTitle('Haat — online shops of Bangladesh');
  await page.screenshot({ path: testInfo.outputPath('market-home.png') });
  await expectNoSeriousA11yViolations(page);
});

test('any other path shows the not-found page with Go Home', async ({ page }) => {
  await page.goto('/a/path/that/is/not/a/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.getByRole('button', { name: 'Go Home' }).click();
  await expect(page).toHaveURL(`${STOREFRONT_URL}/`);
});

test('on the market host a slug-less shop path goes Home (navigation guard)', async ({ page }) => {
  for (const path of ['/cart', '/product/anything?x=1', '/dashboard/my_orders', '/track-order']) {
    await page.goto(path);
    await expect(page).toHaveURL(`${STOREFRONT_URL}/`);
  }
});

// A custom domain whose lookup fails: e2e/ssr-http.spec.ts (the lookup is the server's).

test('the HTML is Bengali, mobile-ready, loads nothing from other sites and warms the API connection', async ({
  request,
}) => {
  const answer = await request.get('/');
  const { document } = new JSDOM(await answer.text()).window;
  expect(document.documentElement.lang).toBe('bn');
  expect(document.querySelector('meta[name="viewport"]')?.getAttribute('content')).toContain('width=device-width');
  expect(document.querySelector('meta[name="theme-color"]')).not.toBeNull();
  const otherSites = [...document.querySelectorAll('link[href]')]
    .filter((link) => new URL(link.getAttribute('href')!, answer.url()).origin !== new URL(answer.url()).origin)
    .map(
      (link) =>
        `${link.getAttribute('rel')} ${link.getAttribute('href')}${link.hasAttribute('crossorigin') ? ' crossorigin' : ''}`,
    );
  expect(otherSites).toEqual([`preconnect ${API_URL} crossorigin`, `preconnect ${API_URL}`]);
  // A stylesheet the page carries inline (decision 124) is also a file, for the pages that link it.
  const asset = document.querySelector('style[data-href^="/assets/"]')?.getAttribute('data-href')?.replace(/#$/u, '');
  expect(asset).toBeTruthy();
  const response = await request.get(asset!);
  expect(response.headers()['cache-control']).toContain('immutable');
});
