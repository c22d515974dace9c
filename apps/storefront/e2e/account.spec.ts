// A customer's account: register, log out, log in, every dashboard child, log out again.
import { API_URL, expect, gotoShop, loginAs, resetStorage, shopUrl, test, useLanguage } from './fixtures/index.ts';
import { freshCustomer, lastSmsCode } from './screens/accounts.ts';

test.beforeEach(async ({ page }) => {
  await resetStorage(page);
  await useLanguage(page, 'en');
});

test('register → logout → login → every dashboard child → logout', async ({ page }) => {
  // Four password hashes (register, login, change, login) on a 2-core machine busy with the other worker's tests: each
  // took 3–6 s in CI, and a login waited past 10 s.
  test.setTimeout(120_000);
  const hashed = { timeout: 30_000 };
  const customer = freshCustomer();
  const menu = () =>
    page.getByRole('complementary', { name: 'Dashboard' }).getByRole('navigation', { name: 'Dashboard menu' });

  // Register: the code sent to the number, then straight into the dashboard.
  await gotoShop(page, 'rongdhonu', 'shop-register');
  await page.getByLabel('Full name').fill(customer.name);
  await page.getByLabel('Mobile number').fill(customer.mobile);
  await page.getByLabel(/^Password/u).fill(customer.password);
  await page.getByLabel(/^Confirm password/u).fill(customer.password);
  await page.getByRole('button', { name: 'Send code by SMS' }).click();
  await page.getByLabel(/Code from the SMS/u).fill(await lastSmsCode(page, customer.mobile));
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: `Hello, ${customer.name}!` })).toBeVisible(hashed);
  await expect(page).toHaveURL(shopUrl('rongdhonu', 'shop-dashboard-home'));

  // Logout (docs/product/routes.md#shell-states): session gone, shop login shown.
  await menu().getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(shopUrl('rongdhonu', 'shop-login'));
  expect(await page.evaluate(() => localStorage.getItem('rongdhonu_customer_token'))).toBeNull();

  // Login.
  await page.getByLabel('Mobile number').fill(customer.mobile);
  await page.getByLabel(/^Password/u).fill(customer.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: `Hello, ${customer.name}!` })).toBeVisible(hashed);

  // Account Details: change the name.
  await menu().getByRole('link', { name: 'Account Details' }).click();
  await expect(page.getByRole('heading', { name: 'Account Details' })).toBeVisible();
  await page.getByLabel('Full name').fill('Renamed Customer');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your details were saved')).toBeVisible();

  // My Cart routes to the cart page.
  await menu().getByRole('link', { name: 'My Cart' }).click();
  await expect(page).toHaveURL(shopUrl('rongdhonu', 'shop-cart'));
  await expect(page.getByRole('heading', { name: 'Shopping cart' })).toBeVisible();
  await gotoShop(page, 'rongdhonu', 'shop-dashboard-home');

  // Chat: a message to the shop appears in the thread.
  await menu().getByRole('link', { name: 'Chat' }).click();
  await page.getByRole('textbox', { name: 'Message' }).fill('Is the jamdani available in red?');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(
    page.getByRole('list', { name: /^Messages with/u }).getByText('Is the jamdani available in red?'),
  ).toBeVisible();

  // My Orders: a new customer has none.
  await menu().getByRole('link', { name: 'My Orders' }).click();
  await expect(page.getByText('You have no orders yet.')).toBeVisible();

  // My Wishlist: empty.
  await menu().getByRole('link', { name: 'My Wishlist' }).click();
  await expect(page.getByText(/Your wish list is empty/u)).toBeVisible();

  // My Addresses: add one, as default.
  await menu().getByRole('link', { name: 'My Addresses' }).click();
  await page.getByRole('button', { name: 'Add address' }).click();
  const dialog = page.getByRole('dialog', { name: 'New address' });
  await dialog.getByLabel('District').selectOption('Dhaka');
  await dialog.getByLabel('Upazila, thana or area').selectOption('Uttara');
  await dialog.getByLabel('House, road, village').fill('House 7, Road 9, Uttara');
  await dialog.getByLabel('Use as my default address').check();
  await dialog.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText('House 7, Road 9, Uttara', { exact: false })).toBeVisible();
  await expect(page.getByText('Default', { exact: true })).toBeVisible();

  // My Reviews: nothing received yet, nothing reviewed.
  await menu().getByRole('link', { name: 'My Reviews' }).click();
  await expect(page.getByText(/You have not reviewed anything yet/u)).toBeVisible();

  // Notifications: none yet.
  await menu().getByRole('link', { name: 'Notifications' }).click();
  await expect(page.getByText(/No notifications yet/u)).toBeVisible();

  // Password Reset: the new password works at the next login.
  await menu().getByRole('link', { name: 'Password Reset' }).click();
  await page.getByLabel(/^Current password/u).fill(customer.password);
  await page.getByLabel(/^New password/u).fill('newpass99');
  await page.getByLabel(/^Confirm new password/u).fill('newpass99');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password was changed')).toBeVisible(hashed);

  // Dashboard home counts the saved address.
  await menu().getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('link', { name: '1 Addresses', exact: true })).toBeVisible();

  // Logout, and the new password logs in.
  await menu().getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(shopUrl('rongdhonu', 'shop-login'));
  await page.getByLabel('Mobile number').fill(customer.mobile);
  await page.getByLabel(/^Password/u).fill('newpass99');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Hello, Renamed Customer!' })).toBeVisible(hashed);
});

test('the dashboard asks for a login first and comes back afterwards', async ({ page }) => {
  await gotoShop(page, 'rongdhonu', 'shop-my-order');
  await expect(page).toHaveURL(/\/rongdhonu\/login\?redirect=/u);
  await page.getByLabel('Mobile number').fill('01711000001');
  await page.getByLabel(/^Password/u).fill('demo1234');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(shopUrl('rongdhonu', 'shop-my-order'));
  await expect(page.getByRole('heading', { name: 'My Orders' })).toBeVisible();
});

test('registering a number that has an account looks like any other; only its phone reads that it has one', async ({
  page,
}) => {
  await gotoShop(page, 'rongdhonu', 'shop-register');
  await page.getByLabel('Full name').fill('Someone');
  await page.getByLabel('Mobile number').fill('01711000001');
  await page.getByLabel(/^Password/u).fill('pass1234');
  await page.getByLabel(/^Confirm password/u).fill('pass1234');
  await page.getByRole('button', { name: 'Send code by SMS' }).click();
  // The same next step as for a new number (no account oracle, decision 191) ...
  await expect(page.getByLabel(/Code from the SMS/u)).toBeVisible();
  // ... and the phone, not the page, is told that the number has an account.
  await expect
    .poll(async () => {
      const answer = await page.request.get(`${API_URL}/api/dev/sms/last`, { params: { to: '01711000001' } });
      return answer.ok() ? ((await answer.json()) as { data: { text: string } }).data.text : '';
    })
    .toMatch(/already have an account|আগে থেকেই আছে/u);
});

test('mobile dashboard: the menu is a drawer from the left that closes after navigating', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAs(page, 'rongdhonu');
  await gotoShop(page, 'rongdhonu', 'shop-dashboard-home');
  await expect(page.getByRole('complementary', { name: 'Dashboard' })).toBeHidden();
  await page.getByRole('button', { name: 'Open dashboard menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Dashboard' });
  await expect(drawer).toBeVisible();
  // Read once the 300 ms slide-in has finished.
  await expect.poll(async () => (await drawer.boundingBox())?.x).toBe(0);
  expect((await drawer.boundingBox())?.width).toBe(280);
  await drawer.getByRole('link', { name: 'My Orders' }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('heading', { name: 'My Orders' })).toBeVisible();
});
