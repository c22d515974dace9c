import { expect, test } from './support/fixtures.ts';

const UNAUTHORIZED_EN =
  'Unauthorized user or token is expired or invalid. please login again. Please contact the administrator.';

test.describe('token bootstrap (docs/product/admin.md)', () => {
  test('a malformed token ends on the unauthorized page', async ({ page }) => {
    await page.goto('/admin/rongdhonu?token=not-a-token&lang=en');
    await expect(page).toHaveURL(/\/admin\/unauthorized$/u);
    await expect(page.getByTestId('unauthorized-message')).toHaveText(UNAUTHORIZED_EN);
    expect(await page.evaluate(() => localStorage.getItem('admin_token'))).toBeNull();
  });

  test('without a token or a stored admin the owner is unauthorized, in Bengali by default', async ({ page }) => {
    await page.goto('/admin/rongdhonu');
    await expect(page).toHaveURL(/\/admin\/unauthorized$/u);
    const message = page.getByTestId('unauthorized-message');
    await expect(message).toContainText(/[\u0980-\u09FF]/u);
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  });

  test('a token in the query is stored, the query removed, and the shop opens', async ({ page, api }) => {
    const owner = await api.demoOwner('rongdhonu');
    await page.goto(`/admin/rongdhonu?token=${encodeURIComponent(owner.token)}&lang=en&env=web`);
    await expect(page.getByTestId('shop-name')).toHaveText(owner.shop.name);
    await expect(page).toHaveURL(/\/admin\/rongdhonu$/u);
    const stored = await page.evaluate(() => ({
      token: localStorage.getItem('admin_token'),
      shopId: localStorage.getItem('admin_shop_id'),
      user: localStorage.getItem('admin_user'),
    }));
    expect(stored.token).toBe(owner.token);
    expect(stored.shopId).toBe(String(owner.shop.id));
    expect(JSON.parse(stored.user ?? '{}')).toMatchObject({ shop_id: owner.shop.id });

    // A reload uses the stored admin.
    await page.reload();
    await expect(page.getByTestId('shop-name')).toHaveText(owner.shop.name);
    await expect(page).toHaveURL(/\/admin\/rongdhonu$/u);
  });

  test('another shop’s token is unauthorized', async ({ page, api }) => {
    const other = await api.demoOwner('shobji-bazar');
    await page.goto(`/admin/rongdhonu?token=${encodeURIComponent(other.token)}&lang=en`);
    await expect(page).toHaveURL(/\/admin\/unauthorized$/u);
    await expect(page.getByTestId('unauthorized-message')).toHaveText(UNAUTHORIZED_EN);
  });

  test('a token the API refuses (tampered signature) ends on the unauthorized page', async ({ page, api }) => {
    const owner = await api.demoOwner('rongdhonu');
    const [header, payload] = owner.token.split('.');
    await page.goto(`/admin/rongdhonu?token=${header}.${payload}.AAAA&lang=en`);
    await expect(page).toHaveURL(/\/admin\/unauthorized$/u);
    expect(await page.evaluate(() => localStorage.getItem('admin_token'))).toBeNull();
  });
});

test('the document names its icon, and the icon is served (no 404 on any first visit)', async ({ page, request }) => {
  await page.goto('/admin/unauthorized');
  const href = await page.locator('link[rel="icon"]').getAttribute('href');
  expect(href).toBe('/favicon.svg');
  const icon = await request.get(href!);
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toContain('image/svg+xml');
});

test('in Bengali the admin names the shop by its Bengali name, in its header and on the dashboard', async ({
  page,
  api,
}) => {
  const owner = await api.demoOwner('rongdhonu');
  await page.goto(`/admin/rongdhonu?token=${encodeURIComponent(owner.token)}&lang=bn&env=web`);
  await expect(page.getByTestId('shop-name')).toHaveText('রংধনু ফ্যাশন');
  await expect(page.getByText('আজ রংধনু ফ্যাশন কেমন চলছে।')).toBeVisible();
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByTestId('shop-name')).toHaveText(owner.shop.name);
});
