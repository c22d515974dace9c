// Paying the advance through a gateway (issue 30), on the market host (Bengali, a phone) and on the shop's own domain
// (boighor.test, English): a new number is asked for the delivery charge at checkout, pays it with bKash on the
// bKash stand-in's page (the public sandbox wallet, OTP and PIN), comes back to the order paid; the admin sees it paid,
// the courier is asked to collect the total less what was paid, and a cancelled paid order is refunded through bKash.
import type { APIRequestContext, Page } from '@playwright/test';
import { unitPriceTaka } from '@haat/domain/price';
import { inStockProducts, seedCart } from './fixtures/cart.ts';
import {
  API_URL,
  BOIGHOR_DOMAIN_URL,
  expect,
  resetStorage,
  shopUrl,
  STOREFRONT_URL,
  test,
  useLanguage,
} from './fixtures/index.ts';

const OWNER_PASSWORD = 'demo1234';
const OWNERS = { rongdhonu: '01811000001', boighor: '01811000003' } as const;

interface AdminOrder {
  id: number;
  code: string;
  total: number;
  payment?: { status: string; paid: number; advance: number; advance_due: number };
}

async function adminToken(
  request: APIRequestContext,
  slug: keyof typeof OWNERS,
): Promise<{ token: string; shopId: number }> {
  const answer = await request.post(`${API_URL}/api/admin/v3/auth/login`, {
    data: { mobile: OWNERS[slug], password: OWNER_PASSWORD },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  const { data } = (await answer.json()) as { data: { token: string; shops: { id: number; slug: string }[] } };
  const shop = data.shops.find((each) => each.slug === slug)!;
  return { token: data.token, shopId: shop.id };
}

function admin(request: APIRequestContext, session: { token: string; shopId: number }) {
  const url = (path: string) =>
    `${API_URL}/api/admin/v3${path}${path.includes('?') ? '&' : '?'}shop_id=${session.shopId}`;
  const headers = { authorization: `Bearer ${session.token}` };
  return {
    get: async <T>(path: string) => ((await (await request.get(url(path), { headers })).json()) as { data: T }).data,
    send: async <T>(method: 'post' | 'put' | 'patch', path: string, data: unknown) => {
      const answer = await request[method](url(path), { headers, data });
      expect(answer.ok(), `${method} ${path}: ${await answer.text()}`).toBe(true);
      return ((await answer.json()) as { data: T }).data;
    },
  };
}

/** A number this run has not used: the cash-on-delivery risk calls it new. */
const newNumber = () => `0171${String(Date.now()).slice(-7)}`;

async function placeOrder(page: Page, slug: 'rongdhonu' | 'boighor', origin: string | undefined, bengali: boolean) {
  // Below the shops' free delivery (from 2,000 taka): the delivery charge is then the advance.
  const [product] = (await inStockProducts(page, slug, 10)).filter((candidate) => unitPriceTaka(candidate) < 1500);
  if (!product) throw new Error(`${slug} has no product in stock below 1,500 taka`);
  await seedCart(page, slug, [{ product, quantity: 1 }]);
  await page.goto(shopUrl(slug, 'shop-checkout', origin ? { origin } : {}));
  await page.getByLabel(bengali ? 'পুরো নাম' : 'Full name').fill('Advance Payer');
  await page.getByLabel(bengali ? 'মোবাইল নম্বর' : 'Mobile number').fill(newNumber());
  await page.getByLabel(bengali ? /^জেলা/u : 'District').selectOption('Dhaka');
  await page.getByLabel(bengali ? 'উপজেলা, থানা বা এলাকা' : 'Upazila, thana or area').selectOption('Uttara');
  await page.getByLabel(bengali ? 'বাসা, রোড, গ্রাম' : 'House, road, village').fill('House 4, Road 2, Uttara');
  await page.getByRole('radio').first().check();
  const placed = page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().endsWith('/api/shop/orders'),
  );
  await page.getByRole('button', { name: bengali ? 'অর্ডার করুন' : 'Place order' }).click();
  return ((await (await placed).json()) as { data: AdminOrder & { delivery_charge: number } }).data;
}

/** bKash's page (the stand-in): the sandbox wallet, its OTP and PIN, then Confirm. */
async function payOnBkashPage(page: Page) {
  await page.waitForURL(/\/redirect\/tokenized\//u);
  await page.getByLabel('Your bKash Account number').fill('01770618575');
  await page.getByLabel('Verification code (OTP)').fill('123456');
  await page.getByLabel('PIN').fill('12121');
  await page.getByRole('button', { name: 'Confirm' }).click();
}

for (const host of [
  { slug: 'rongdhonu' as const, origin: undefined, bengali: true },
  { slug: 'boighor' as const, origin: BOIGHOR_DOMAIN_URL, bengali: false },
]) {
  test.describe(`${host.slug} on ${host.origin ?? STOREFRONT_URL}`, () => {
    test.use(host.bengali ? { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } : {});
    let restore: () => Promise<void> = async () => {};

    test.beforeEach(async ({ page, request }) => {
      await resetStorage(page, host.origin ?? STOREFRONT_URL);
      await useLanguage(page, host.bengali ? 'bn' : 'en');
      // The shop asks new and risky numbers for the delivery charge in advance.
      const owner = admin(request, await adminToken(request, host.slug));
      const before = await owner.get<Record<string, unknown>>('/payment-settings');
      await owner.send('put', '/payment-settings', { ...before, mode: 'delivery_charge', applies: 'risky' });
      restore = async () => {
        await owner.send('put', '/payment-settings', before);
      };
    });
    test.afterEach(async () => restore());

    test('a new number pays the delivery charge with bKash; the admin sees it paid; cancelling refunds it', async ({
      page,
      request,
    }) => {
      const order = await placeOrder(page, host.slug, host.origin, host.bengali);
      expect(order.payment?.advance_due).toBeGreaterThan(0);
      expect(order.payment?.advance_due).toBe(order.delivery_charge);

      const pay = page.getByTestId('gateway-pay');
      await pay.getByRole('button', { name: host.bengali ? 'bKash দিয়ে পে করুন' : 'Pay with bKash' }).click();
      await payOnBkashPage(page);

      await page.waitForURL(/order_details\/.*payment=paid/u);
      await expect(page.getByTestId('payment-outcome')).toHaveText(
        host.bengali ? 'পেমেন্ট পাওয়া গেছে। ধন্যবাদ!' : 'Payment received. Thank you!',
      );
      // Nothing is due any more: the buttons are gone.
      await expect(page.getByTestId('gateway-pay')).toHaveCount(0);

      const owner = admin(request, await adminToken(request, host.slug));
      const paid = await owner.get<AdminOrder>(`/orders/${order.id}`);
      expect(paid.payment).toMatchObject({ paid: order.delivery_charge, advance_due: 0 });
      expect(['partly_paid', 'paid']).toContain(paid.payment?.status);

      if (host.slug === 'rongdhonu') {
        // The courier collects the total less what was paid (rongdhonu has the demo Steadfast connected).
        await owner.send('patch', `/orders/${order.id}/status`, { status: 'accepted' });
        const booked = await owner.send<{ cod_amount: number }>('post', `/orders/${order.id}/shipment`, {
          courier: 'steadfast',
        });
        expect(booked.cod_amount).toBe(paid.total - order.delivery_charge);
      }

      await owner.send('post', `/orders/${order.id}/cancel`, { reason: 'Out of stock' });
      await expect
        .poll(async () => (await owner.get<AdminOrder>(`/orders/${order.id}`)).payment?.status, { timeout: 20_000 })
        .toBe('refunded');
    });
  });
}

test.describe('SSLCommerz on rongdhonu', () => {
  let restore: () => Promise<void> = async () => {};
  test.beforeEach(async ({ page, request }) => {
    await resetStorage(page);
    await useLanguage(page, 'en');
    const owner = admin(request, await adminToken(request, 'rongdhonu'));
    const before = await owner.get<Record<string, unknown>>('/payment-settings');
    await owner.send('put', '/payment-settings', { ...before, mode: 'delivery_charge', applies: 'risky' });
    restore = async () => {
      await owner.send('put', '/payment-settings', before);
    };
  });
  test.afterEach(async () => restore());

  test("the hosted page's form comes back to the shop, is validated with SSLCommerz, and the order is paid", async ({
    page,
    request,
  }) => {
    const order = await placeOrder(page, 'rongdhonu', undefined, false);
    await page.getByTestId('gateway-pay').getByRole('button', { name: 'Card or other wallet (SSLCommerz)' }).click();
    await page.waitForURL(/\/EasyCheckOut\//u);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.waitForURL(/order_details\/.*payment=paid/u);
    await expect(page.getByTestId('payment-outcome')).toHaveText('Payment received. Thank you!');
    const owner = admin(request, await adminToken(request, 'rongdhonu'));
    const paid = await owner.get<AdminOrder>(`/orders/${order.id}`);
    expect(paid.payment).toMatchObject({ paid: order.delivery_charge, advance_due: 0 });
  });
});
