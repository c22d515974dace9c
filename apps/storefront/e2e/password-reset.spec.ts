// Forgotten password: the one-time code comes from the API's development SMS sender (GET /api/dev/sms/last).
import { expect, gotoShop, resetStorage, shopUrl, test, useLanguage } from './fixtures/index.ts';
import { lastSmsCode, registerThroughApi } from './screens/accounts.ts';

test.beforeEach(async ({ page }) => {
  await resetStorage(page);
  await useLanguage(page, 'en');
});

test('mobile → SMS code → code and new password → logged in; the old password no longer works', async ({ page }) => {
  const customer = await registerThroughApi(page, 'rongdhonu');
  await gotoShop(page, 'rongdhonu', 'shop-login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(shopUrl('rongdhonu', 'shop-forget-password'));

  await page.getByLabel('Mobile number').fill(customer.mobile);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
  const code = await lastSmsCode(page, customer.mobile);

  // A wrong code is refused first.
  const wrong = code === '000000' ? '111111' : '000000';
  await page.getByLabel('Code from the SMS').fill(wrong);
  await page.getByLabel(/^New password/u).fill('brandnew1');
  await page.getByLabel(/^Confirm new password/u).fill('brandnew1');
  await page.getByRole('button', { name: 'Save password and log in' }).click();
  await expect(page.getByRole('alert')).toHaveText('The code is wrong or has expired. Ask for a new code.');

  await page.getByLabel('Code from the SMS').fill(code);
  await page.getByRole('button', { name: 'Save password and log in' }).click();
  await expect(page.getByRole('heading', { name: `Hello, ${customer.name}!` })).toBeVisible();

  await page.getByRole('complementary', { name: 'Dashboard' }).getByRole('button', { name: 'Logout' }).click();
  await page.getByLabel('Mobile number').fill(customer.mobile);
  await page.getByLabel(/^Password/u).fill(customer.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid login information');
  await page.getByLabel(/^Password/u).fill('brandnew1');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: `Hello, ${customer.name}!` })).toBeVisible();
});
