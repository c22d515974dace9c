import { freshMobile, freshSlug } from './support/api.ts';
import { expect, expectView, test } from './support/fixtures.ts';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('locale', 'en'));
});

test('a new owner creates a shop and lands in its admin, then signs in again', async ({ page, api }) => {
  const slug = freshSlug('new');
  const mobile = freshMobile();
  const shopName = `New Shop ${slug.slice(-3)}`;

  // The live check of a free slug is an answer, not a failure: the console stays clean (issue 27.8).
  const failures: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') failures.push(message.text());
  });
  page.on('response', (response) => {
    if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
  });
  await page.goto('/');
  await expect(page).toHaveURL(/\/admin\/start$/u);
  await page.getByRole('tab', { name: 'Create a new shop' }).click();
  await page.getByLabel('Shop address (slug)').fill('admin');
  await expect(page.getByText('This address is taken. Try another.').first()).toBeVisible();
  await page.getByLabel('Shop name').fill(shopName);
  await page.getByLabel('Shop address (slug)').fill(slug);
  await expect(page.getByText('This address is free.')).toBeVisible();
  expect(failures).toEqual([]);
  await page.getByLabel('Your name').fill('Nasima Begum');
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByLabel('Password').fill('shop1234');
  await page.getByRole('button', { name: 'Send code by SMS' }).click();
  await expect(page.getByLabel('Code from the SMS')).toBeVisible();
  await page.getByLabel('Code from the SMS').fill(await api.lastSmsCode(mobile));
  await page.getByRole('button', { name: 'Create shop' }).click();

  await expect(page.getByTestId('shop-name')).toHaveText(shopName);
  await expect(page).toHaveURL(new RegExp(`/admin/${slug}$`, 'u'));
  await expectView(page, 'Dashboard');
  expect((await api.shop(slug)).name).toBe(shopName);

  // The slug is now taken.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/admin\/start$/u);
  await page.getByRole('tab', { name: 'Create a new shop' }).click();
  await page.getByLabel('Shop address (slug)').fill(slug);
  await expect(page.getByText('This address is taken. Try another.').first()).toBeVisible();

  await page.getByRole('tab', { name: 'Sign in' }).click();
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByLabel('Password').fill('shop1234');
  await page.getByRole('form', { name: 'Sign in' }).getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('shop-name')).toHaveText(shopName);
});

test('a wrong password is refused with the catalogue’s text', async ({ page }) => {
  await page.goto('/admin/start');
  await page.getByLabel('Mobile number').fill('01811000001');
  await page.getByLabel('Password').fill('wrong123');
  await page.getByRole('form', { name: 'Sign in' }).getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid login information');
});
