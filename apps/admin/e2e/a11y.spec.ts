import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, expectView, test } from './support/fixtures.ts';

async function expectNoSeriousViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
  expect(serious, `${label}: serious or critical axe violations`).toEqual([]);
}

test.describe('accessibility: axe finds nothing serious', () => {
  for (const locale of ['bn', 'en'] as const) {
    test(`start, unauthorized and not-found pages (${locale})`, async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem('locale', value), locale);
      await page.goto('/admin/start');
      await expect(page.getByRole('tab').first()).toBeVisible();
      await expectNoSeriousViolations(page, 'start: sign in');
      await page.getByRole('tab').nth(1).click();
      await expectNoSeriousViolations(page, 'start: create a shop');
      await page.goto('/admin/unauthorized');
      await expect(page.getByTestId('unauthorized-message')).toBeVisible();
      await expectNoSeriousViolations(page, 'unauthorized');
      await page.goto('/no/such/page');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousViolations(page, 'not found');
    });
  }

  test('every admin view of a shop with data', async ({ page, api, openAdmin }) => {
    test.setTimeout(300_000);
    const owner = await api.demoOwner('rongdhonu');
    await openAdmin(owner);
    const views: [string, string][] = [
      ['', 'Dashboard'],
      ['/products', 'Products'],
      ['/orders', 'Orders'],
      ['/customers', 'Customers'],
      ['/discounts', 'Discounts'],
      ['/payments', 'Payments'],
      ['/messages', 'Messages'],
      ['/settings', 'Settings'],
      ['/settings/banner', 'Banner and logo'],
      ['/themes', 'Themes'],
      ['/own-domain', 'Own domain'],
      ['/delivery', 'Delivery'],
      ['/build-app', 'Build app'],
      ['/featured-product', 'Featured product'],
    ];
    for (const [path, title] of views) {
      await page.goto(`/admin/${owner.shop.slug}${path}`);
      await expectView(page, title);
      // Wait for the view's data (no spinner left).
      await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toHaveCount(0);
      await expectNoSeriousViolations(page, title);
    }

    // Dialogs too: a product form and an order's details.
    await page.goto(`/admin/${owner.shop.slug}/products`);
    await page.getByRole('button', { name: 'Add product' }).first().click();
    await expect(page.getByRole('dialog', { name: 'New product' })).toBeVisible();
    await expectNoSeriousViolations(page, 'new product dialog');
    await page.goto(`/admin/${owner.shop.slug}/orders`);
    await page
      .getByRole('button', { name: /^Details of order / })
      .first()
      .click();
    await expect(page.getByTestId('order-details')).toBeVisible();
    await expectNoSeriousViolations(page, 'order details');
  });

  test('the admin on a phone, with the menu drawer open', async ({ page, api, openAdmin }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const owner = await api.demoOwner('rongdhonu');
    await openAdmin(owner);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: owner.shop.name })).toBeVisible();
    await expectNoSeriousViolations(page, 'menu drawer');
  });
});
