// Issue 28 item 2 on a 390 px phone, on both hosts: pick a colour and a size, see the picture and the price follow,
// add two variants and check out; the order names each line's options.
import {
  BOIGHOR_DOMAIN_URL,
  expect,
  resetStorage,
  shopUrl,
  test,
  useLanguage,
  waitForHydration,
} from './fixtures/index.ts';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test.beforeEach(async ({ page }) => {
  await resetStorage(page);
  await useLanguage(page, 'en');
});

test('a phone picks colour and size, adds two variants of the kurti and orders them', async ({ page }) => {
  await page.goto('/rongdhonu/product/cotton-kurti');
  await waitForHydration(page);
  const main = page.getByRole('main');
  const picture = main.locator('img').first();
  const price = page.getByTestId('product-price');
  // Values by their name (the demo's stock moves as other specs order; a value's link leads to a variant in stock).
  const value = (name: string) => main.locator(`a[data-value="${name}"]`);

  // Mustard, then maroon: the picture switches to the maroon one and the address names the variant.
  await value('Mustard').click();
  await expect(page).toHaveURL(/\?variant=\d+$/u);
  const mustard = await picture.getAttribute('src');
  await value('Maroon').click();
  await expect(main.getByRole('group', { name: /^Colour: Maroon$/u })).toBeVisible();
  await expect(picture).not.toHaveAttribute('src', mustard ?? '');

  // XL costs more (৳990): the price follows.
  await value('XL').click();
  await expect(main.getByRole('group', { name: 'Size: XL' })).toBeVisible();
  await expect(price).toContainText('৳990');
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await page.getByRole('dialog', { name: 'Added to cart' }).getByRole('button', { name: 'Continue shopping' }).click();

  await value('L').click();
  await expect(main.getByRole('group', { name: 'Size: L' })).toBeVisible();
  await expect(price).toContainText('৳890');
  // M in maroon is sold out (the demo's stock): crossed out, and named so.
  await expect(value('M')).toHaveAttribute('data-state', 'sold_out');
  await expect(main.getByRole('link', { name: 'M (not available)' })).toBeVisible();
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await page.getByRole('dialog', { name: 'Added to cart' }).getByRole('button', { name: 'Continue shopping' }).click();

  // Nothing is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.goto(shopUrl('rongdhonu', 'shop-checkout'));
  await waitForHydration(page);
  await expect(page.getByText('Cotton Kurti (XL / Maroon)')).toBeVisible();
  await expect(page.getByText('Cotton Kurti (L / Maroon)')).toBeVisible();
  await page.getByLabel('Full name').fill('E2E Variant Shopper');
  // A number of this spec's own: the demo customer's number reaches the shop's open-orders limit as other specs order.
  await page.getByLabel('Mobile number').fill('01711000028');
  await page.getByLabel('District').selectOption('Dhaka');
  await page.getByLabel('Upazila, thana or area').selectOption('Mirpur 10');
  await page.getByLabel('House, road, village').fill('House 12, Road 3, Mirpur 10');
  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Place order' }).click();

  await expect(page.getByRole('heading', { name: 'Thank you! Your order has been placed.' })).toBeVisible();
  await expect(page.getByText('Cotton Kurti (XL / Maroon)')).toBeVisible();
  await expect(page.getByText('Cotton Kurti (L / Maroon)')).toBeVisible();
});

test("on the shop's own domain, a phone picks a ruling of the notebook and orders it", async ({ page }) => {
  await resetStorage(page, BOIGHOR_DOMAIN_URL);
  await useLanguage(page, 'en');
  await page.goto(`${BOIGHOR_DOMAIN_URL}/product/spiral-notebook`);
  await waitForHydration(page);
  const main = page.getByRole('main');
  const price = page.getByTestId('product-price');
  await main.locator('a[data-value="Grid"]').click();
  // The variant is in the address on the domain itself, without the shop's slug.
  await expect(page).toHaveURL(new RegExp(`^${BOIGHOR_DOMAIN_URL}/product/spiral-notebook\\?variant=\\d+$`, 'u'));
  await expect(main.getByRole('group', { name: 'Ruling: Grid' })).toBeVisible();
  await expect(price).toContainText('৳140');
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await page.getByRole('dialog', { name: 'Added to cart' }).getByRole('button', { name: 'Continue shopping' }).click();

  await page.goto(shopUrl('boighor', 'shop-checkout', { origin: BOIGHOR_DOMAIN_URL }));
  await waitForHydration(page);
  await expect(page.getByText('Spiral Notebook (Grid)')).toBeVisible();
  await page.getByLabel('Full name').fill('E2E Domain Shopper');
  await page.getByLabel('Mobile number').fill('01711000029');
  await page.getByLabel('District').selectOption('Dhaka');
  await page.getByLabel('Upazila, thana or area').selectOption('Mirpur 10');
  await page.getByLabel('House, road, village').fill('House 4, Road 1, Mirpur 10');
  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you! Your order has been placed.' })).toBeVisible();
  await expect(page.getByText('Spiral Notebook (Grid)')).toBeVisible();
});
