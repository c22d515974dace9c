import { test as base, expect, type Page } from '@playwright/test';
import { Api, type Owner } from './api.ts';

export { expect };

export interface AdminFixtures {
  api: Api;
  /** Opens /admin/{slug}?token=… as the owner's web host does, and waits for the dashboard. */
  openAdmin: (owner: Owner, path?: string) => Promise<void>;
}

export const test = base.extend<AdminFixtures>({
  // The served Content-Security-Policy (tooling/setup/security-headers.mjs) must not block anything the admin does:
  // Chromium reports each refusal as a console error.
  page: async ({ page }, provide) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/iu.test(message.text()))
        violations.push(message.text());
    });
    await provide(page);
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
  },
  api: async ({ request }, provide) => {
    await provide(new Api(request));
  },
  openAdmin: async ({ page }, provide) => {
    await provide(async (owner, path = '') => {
      await page.goto(`/admin/${owner.shop.slug}${path}?token=${encodeURIComponent(owner.token)}&lang=en&env=web`);
      await expect(page.getByTestId('shop-name')).toHaveText(owner.shop.name);
    });
  },
});

/** The admin's h1, once the view has rendered. */
export async function expectView(page: Page, title: string) {
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}
