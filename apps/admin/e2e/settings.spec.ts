import { solidPng } from './support/png.ts';
import { expect, expectView, test } from './support/fixtures.ts';

test('name, theme and publish changes are visible through the shop API', async ({ page, api, openAdmin }) => {
  const owner = await api.newOwner('Settings Shop');
  await openAdmin(owner, '/settings');
  await expectView(page, 'Settings');

  await page.getByLabel(/^Shop name\*?$/u).fill('Renamed Shop');
  await page.getByLabel('Facebook').fill('not a url');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Enter a valid URL, starting with http:// or https://')).toBeVisible();
  await page.getByLabel('Facebook').fill('https://facebook.com/renamed');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();
  await expect(page.getByTestId('shop-name')).toHaveText('Renamed Shop');
  await expect.poll(async () => (await api.shop(owner.shop.slug)).name).toBe('Renamed Shop');

  await page.getByRole('link', { name: 'Themes' }).first().click();
  await expectView(page, 'Themes');
  await page.getByRole('radio', { name: 'Theme 3: Compact' }).check();
  await page.getByRole('button', { name: 'Save theme' }).click();
  await expect(page.getByText('Theme saved')).toBeVisible();
  await expect.poll(async () => (await api.shop(owner.shop.slug)).theme).toBe(3);

  await page.getByRole('link', { name: 'Settings' }).first().click();
  await page.getByRole('button', { name: 'Unpublish shop' }).click();
  await page
    .getByRole('alertdialog', { name: 'Unpublish your shop?' })
    .getByRole('button', { name: 'Unpublish' })
    .click();
  await expect(page.getByTestId('publish-state')).toHaveText('Unpublished');
  await expect.poll(async () => (await api.shop(owner.shop.slug)).public).toBe(false);
});

test('a banner upload is stored at 1920x560', async ({ page, api, openAdmin }) => {
  const owner = await api.newOwner('Banner Shop');
  await openAdmin(owner, '/settings/banner');
  await expectView(page, 'Banner and logo');

  await page.getByLabel('Banner image').setInputFiles({
    name: 'banner.png',
    mimeType: 'image/png',
    buffer: solidPng(1000, 400, [0, 106, 78]),
  });
  await expect(page.getByText('The chosen picture is 1000 × 400 pixels, so its edges may be cut.')).toBeVisible();
  await page.getByRole('region', { name: 'Banner' }).getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('Banner saved')).toBeVisible();

  const banner = page.getByTestId('banner-image');
  await expect(banner).toHaveAttribute('data-chosen', 'false');
  await expect
    .poll(() =>
      banner.evaluate((image: HTMLImageElement) => (image.complete ? [image.naturalWidth, image.naturalHeight] : null)),
    )
    .toEqual([1920, 560]);
  expect((await api.shop(owner.shop.slug)).banner_url).toBeTruthy();

  await page
    .getByLabel('Logo image')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: solidPng(200, 200, [200, 50, 50]) });
  await page.getByRole('region', { name: 'Logo' }).getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('Logo saved')).toBeVisible();

  await page.getByRole('region', { name: 'Banner' }).getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog', { name: 'Delete the banner?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Banner deleted')).toBeVisible();
  await expect.poll(async () => (await api.shop(owner.shop.slug)).banner_url).toBeNull();
});
