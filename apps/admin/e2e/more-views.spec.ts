import type { ProductData } from './support/api.ts';
import { expect, expectView, test } from './support/fixtures.ts';

test('own domain, app request and featured product work against the API', async ({ page, api, openAdmin }) => {
  const owner = await api.newOwner('Views Shop');
  const product = await api.admin<ProductData>(owner, 'POST', '/products', {
    name: 'Nakshi kantha',
    selling_price: 3500,
    stock: 2,
  });

  await openAdmin(owner, '/own-domain');
  await expectView(page, 'Own domain');
  const domain = `${owner.shop.slug}.example.com`;
  await page.getByLabel(/^Domain\*?$/u).fill(domain.toUpperCase());
  await page.getByRole('button', { name: 'Add domain' }).click();
  await expect(page.getByTestId('own-domain')).toHaveText(domain);
  // Claimed, not proven: the DNS steps, and a check that says what it found (this machine's DNS knows no such record).
  await expect(page.getByText('Waiting for verification')).toBeVisible();
  await expect(page.getByTestId('txt-name')).toHaveText(`_haat-challenge.${domain}`);
  await expect(page.getByTestId('txt-value')).toHaveText(/^haat-/u);
  await page.getByRole('button', { name: 'Check now' }).click();
  await expect(page.getByRole('alert')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(/^Last checked /u)).toBeVisible();

  await page.getByRole('link', { name: 'Build app' }).first().click();
  await expectView(page, 'Build app');
  await page.getByRole('button', { name: 'Request app' }).click();
  await expect(page.getByText('App requested')).toBeVisible();
  await expect(page.getByTestId('apk-status')).toHaveText('Requested');

  await page.getByRole('link', { name: 'Featured product' }).first().click();
  await expectView(page, 'Featured product');
  await page.getByRole('button', { name: 'Feature Nakshi kantha' }).click();
  await expect(page.getByTestId('featured-product')).toContainText('Nakshi kantha');
  await expect
    .poll(
      async () =>
        ((await api.shop(owner.shop.slug)) as { featured_product: { id: number } | null }).featured_product?.id,
    )
    .toBe(product.id);
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(page.getByText('No featured product.')).toBeVisible();
});

test('a customer’s thread opens, loses its unread mark and gets a reply', async ({ page, api, openAdmin }) => {
  const owner = await api.demoOwner('rongdhonu');
  await openAdmin(owner, '/messages');
  await expectView(page, 'Messages');
  const thread = page.getByRole('navigation', { name: 'Conversations' }).getByRole('button').first();
  const name = (await thread.locator('span').first().textContent()) ?? '';
  await thread.click();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  const reply = `E2E reply ${Date.now()}`;
  await page.getByLabel('Your reply').fill(reply);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('list', { name: `Messages with ${name}` }).getByText(reply)).toBeVisible();
  await expect(page.getByLabel('Your reply')).toHaveValue('');
  await expect(thread).not.toContainText('unread');
});
