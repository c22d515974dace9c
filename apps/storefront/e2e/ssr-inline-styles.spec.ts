// The page's stylesheets come inside the document (decision 124): the first paint waits for no stylesheet request, the
// page hydrates without a mismatch, and the stylesheets of pages opened later on the client are linked as usual.
import { get } from './fixtures/http.ts';
import { parsePage } from './fixtures/html.ts';
import { expect, gotoShop, test } from './fixtures/index.ts';

for (const path of ['/shop/rongdhonu', '/rongdhonu/product/jamdani-saree']) {
  test(`${path} carries its built stylesheets' text instead of loading them`, async () => {
    const { document } = parsePage(await get(path));
    // Each one's link stays, disabled (never fetched), for React Router's client navigations to find.
    expect(document.querySelectorAll('link[rel="stylesheet"][href^="/assets/"]:not([disabled])')).toHaveLength(0);
    const inlined = [...document.querySelectorAll('style[data-href]')];
    expect(inlined.length).toBeGreaterThan(0);
    const disabledLinks = [...document.querySelectorAll('link[rel="stylesheet"][disabled]')];
    expect(disabledLinks.map((link) => link.getAttribute('href'))).toEqual(
      inlined.map((style) => style.getAttribute('data-href')),
    );
    for (const style of inlined) {
      const href = style.getAttribute('data-href')!;
      expect(href).toMatch(/^\/assets\/[\w.-]+\.css#?$/u);
      const file = await get(href.replace(/#$/u, ''));
      expect(file.status).toBe(200);
      expect(style.textContent).toBe(file.body);
    }
  });
}

test('the page is styled before any stylesheet request, and later pages get theirs', async ({ page }) => {
  const stylesheetRequests: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheetRequests.push(request.url());
  });
  await gotoShop(page, 'rongdhonu', 'shop-home');
  expect(stylesheetRequests).toEqual([]);
  const inlined = await page.evaluate(() =>
    [...document.querySelectorAll('style[data-href]')].map((style) => style.getAttribute('data-href')!),
  );
  // The product card's style (catalog stylesheet) applies: a flex column, not the default block.
  const card = page.getByTestId('product-card').first();
  await expect(card).toHaveCSS('display', 'flex');

  // On the client, the product page's own stylesheet is linked, and the gallery's picture is styled by it.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.locator('a[href="/rongdhonu/product/jamdani-saree"]').first().click();
  await expect(page).toHaveURL(/\/rongdhonu\/product\/jamdani-saree$/u);
  await expect(
    page.getByRole('img', { name: await page.getByRole('heading', { level: 1 }).innerText() }).first(),
  ).toHaveCSS('object-fit', 'contain');
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  // …and none of the inlined ones is fetched again (React Router finds them as links before the navigation).
  expect(stylesheetRequests.length).toBeGreaterThan(0);
  for (const url of stylesheetRequests) expect(inlined).not.toContain(new URL(url).pathname);

  // Back on the home, the inlined stylesheets are still the ones that style it.
  await page.goBack();
  await expect(page.getByTestId('product-card').first()).toHaveCSS('display', 'flex');
});
