import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '../../../entities/customer/auth.ts';
import { useCartStore } from '../../../entities/cart/cart.ts';
import { ok, startTestApi, type ReceivedRequest, type Reply, type TestApi } from '../../../test/api-server.ts';
import type { Product, ProductDetail } from '@haat/domain/schemas';
import { makeCustomer, makeProduct, makeProductDetail } from '../../../test/fixtures.ts';
import { setTestLocale } from '../../../test/i18n.ts';
import { renderInShop } from '../../../test/render.tsx';
import { makeOrder } from '../../../test/order-fixture.ts';
import { CheckoutForm } from './checkout-form.tsx';

const packages = [
  { id: 1, name: 'Inside Dhaka', charge: 60 },
  { id: 2, name: 'Outside Dhaka', charge: 120 },
];

const noSaving = { applied: [], lines: [], items_saving: 0, delivery_saving: 0, saving: 0, code_refusal: null };

let api: TestApi;
beforeEach(async () => {
  api = await startTestApi();
  api.on('GET', '/api/shop/delivery-packages', ok(packages));
  api.on('POST', '/api/shop/discounts/preview', ok(noSaving));
  sessionStorage.clear();
});
afterEach(() => api.close());

function fillCart(quantity = 2) {
  const cart = useCartStore.getState();
  cart.load('rongdhonu');
  cart.add(makeProduct());
  for (let more = 1; more < quantity; more += 1) cart.increase(11);
}

const orderRequests = () =>
  api.requests.filter((request) => request.method === 'POST' && request.url.pathname === '/api/shop/orders');
const previewRequests = () => api.requests.filter((request) => request.url.pathname === '/api/shop/discounts/preview');

/** Picks the area once the place list (loaded with import()) has filled the select. */
async function chooseArea(area: string) {
  const select = screen.getByLabelText(/Upazila, thana or area|উপজেলা, থানা বা এলাকা/);
  await waitFor(() => expect(select).toHaveProperty('disabled', false));
  await userEvent.selectOptions(select, area);
}

async function fillValidForm() {
  await userEvent.type(screen.getByLabelText(/Full name/), 'Karim Uddin');
  await userEvent.type(screen.getByLabelText(/Mobile number/), '01711000001');
  await userEvent.selectOptions(screen.getByLabelText(/^District/), 'Dhaka');
  await chooseArea('Mirpur 10');
  await userEvent.type(screen.getByLabelText(/House, road, village/), 'House 12, Road 3, Mirpur 10');
  await userEvent.click(await screen.findByRole('radio', { name: /Inside Dhaka/ }));
}

describe('CheckoutForm validation', () => {
  it('names every missing field in English and sends nothing', async () => {
    fillCart();
    renderInShop(<CheckoutForm onPlaced={vi.fn()} />);
    await screen.findByRole('radio', { name: /Inside Dhaka/ });
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));

    expect(screen.getByLabelText(/Full name/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Name is required')).toBeDefined();
    expect(screen.getByText('Mobile number is required')).toBeDefined();
    expect(screen.getAllByText('This field is required')).toHaveLength(4);
    expect(document.activeElement).toBe(screen.getByLabelText(/Full name/));
    expect(orderRequests()).toHaveLength(0);
  });

  it('explains a wrong mobile number and a short address with the numbers in Bengali', async () => {
    setTestLocale('bn');
    fillCart();
    renderInShop(<CheckoutForm onPlaced={vi.fn()} />);
    await userEvent.type(screen.getByLabelText(/পুরো নাম/), 'করিম');
    await userEvent.type(screen.getByLabelText(/মোবাইল নম্বর/), '০১৭১১');
    await userEvent.type(screen.getByLabelText(/বাসা, রোড, গ্রাম/), 'ঢাকা');
    await userEvent.click(screen.getByRole('button', { name: 'অর্ডার করুন' }));

    expect(screen.getByText('মোবাইল নম্বর ঠিক ১১ সংখ্যার হতে হবে')).toBeDefined();
    expect(screen.getByText('কমপক্ষে ৫টি অক্ষর লিখুন')).toBeDefined();
    expect(screen.queryByText('নাম দেওয়া আবশ্যক')).toBeNull();
    expect(screen.getByLabelText(/^জেলা/).textContent).toContain('ঢাকা');
    expect(orderRequests()).toHaveLength(0);
  });

  it('shows the estimate with the chosen delivery charge, labelled as an estimate', async () => {
    fillCart(2);
    renderInShop(<CheckoutForm onPlaced={vi.fn()} />);
    await userEvent.click(await screen.findByRole('radio', { name: /Outside Dhaka/ }));
    const estimate = screen.getByTestId('estimated-total');
    expect(estimate.textContent).toBe('Estimated total৳4,620');
  });

  it("shows a package's weight step, and the server's charge for the cart's weight once it answers (decision 245)", async () => {
    api.on(
      'GET',
      '/api/shop/delivery-packages',
      ok([
        { id: 1, name: 'Inside Dhaka', charge: 60 },
        { id: 2, name: 'Outside Dhaka', charge: 120, weight_step: 20 },
      ]),
    );
    api.on('POST', '/api/shop/discounts/preview', ok({ ...noSaving, delivery_charge: 160 }));
    fillCart(2);
    renderInShop(<CheckoutForm onPlaced={vi.fn()} />);
    const outside = await screen.findByRole('radio', { name: /Outside Dhaka.*\+৳20 per extra 500 g/ });
    await userEvent.click(outside);
    await waitFor(() => expect(screen.getByTestId('estimated-total').textContent).toBe('Estimated total৳4,660'));
  });
});

describe('CheckoutForm address search', () => {
  it('finds the area as typed in Bengali, picks it with the keyboard and fills district and area', async () => {
    setTestLocale('bn');
    fillCart(1);
    renderInShop(<CheckoutForm onPlaced={vi.fn()} />);
    const search = screen.getByRole('combobox', { name: /আপনার এলাকা খুঁজুন/ });
    await waitFor(() => expect(search).toHaveProperty('disabled', false));
    await userEvent.type(search, 'মিরপুর ১০');
    expect(screen.getAllByRole('option')[0]?.textContent).toBe('মিরপুর ১০ঢাকা');
    await userEvent.keyboard('{Enter}');
    expect(screen.getByLabelText(/^জেলা/)).toHaveProperty('value', 'Dhaka');
    expect(screen.getByLabelText(/উপজেলা, থানা বা এলাকা/)).toHaveProperty('value', 'Mirpur 10');
    expect(document.activeElement).toBe(screen.getByLabelText(/বাসা, রোড, গ্রাম/));
  });

  it('moves through the matches with the arrows, naming each district; Savar is found in English', async () => {
    fillCart(1);
    renderInShop(<CheckoutForm onPlaced={vi.fn()} />);
    const search = screen.getByRole('combobox', { name: /Find your area/ });
    await waitFor(() => expect(search).toHaveProperty('disabled', false));
    await userEvent.type(search, 'savar');
    expect(screen.getAllByRole('option')[0]?.textContent).toBe('SavarDhaka');
    await userEvent.type(search, '{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}mirpur');
    // Dhaka's Mirpur first, then the upazila of the same name in Kushtia.
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(
      expect.arrayContaining(['MirpurDhaka', 'MirpurKushtia', 'Mirpur 10Dhaka']),
    );
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByLabelText(/^District/)).toHaveProperty('value', 'Kushtia');
    expect(screen.getByLabelText(/Upazila, thana or area/)).toHaveProperty('value', 'Mirpur');
  });
});

describe('CheckoutForm delivery by zone (decision 242)', () => {
  it("offers the packages of the address's zone and those for any address, choosing the only one", async () => {
    fillCart(1);
    api.on(
      'GET',
      '/api/shop/delivery-packages',
      ok([
        { id: 1, name: 'Inside Dhaka', charge: 60, zone: 'dhaka_city', places: [] },
        { id: 2, name: 'Dhaka suburbs', charge: 100, zone: 'dhaka_suburbs', places: [] },
        { id: 3, name: 'Outside Dhaka', charge: 120, zone: 'outside_dhaka', places: [] },
      ]),
    );
    renderInShop(<CheckoutForm onPlaced={vi.fn()} />);
    const offered = () => screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent);
    // No address yet: every package, none chosen.
    await screen.findByRole('radio', { name: /Outside Dhaka/ });
    expect(offered()).toHaveLength(3);

    await userEvent.selectOptions(screen.getByLabelText(/^District/), 'Sylhet');
    await waitFor(() => expect(offered()).toEqual(['Outside Dhaka৳120']));
    expect(screen.getByRole('radio', { name: /Outside Dhaka/ })).toHaveProperty('checked', true);
    expect(screen.getByTestId('estimated-total').textContent).toContain('৳');

    await userEvent.selectOptions(screen.getByLabelText(/^District/), 'Dhaka');
    await chooseArea('Savar');
    await waitFor(() => expect(offered()).toEqual(['Dhaka suburbs৳100']));
    expect(screen.getByRole('radio', { name: /Dhaka suburbs/ })).toHaveProperty('checked', true);
    await chooseArea('Mirpur 10');
    await waitFor(() => expect(offered()).toEqual(['Inside Dhaka৳60']));
    expect(screen.getByRole('radio', { name: /Inside Dhaka/ })).toHaveProperty('checked', true);
  });
});

describe('CheckoutForm placing the order', () => {
  it('sends one order for a double submit, with one Idempotency-Key, and hands over the server answer', async () => {
    fillCart(2);
    let release: (reply: Reply) => void = () => undefined;
    api.on('POST', '/api/shop/orders', () => new Promise<Reply>((resolve) => (release = resolve)));
    const onPlaced = vi.fn();
    renderInShop(<CheckoutForm onPlaced={onPlaced} />);
    await fillValidForm();

    const form = screen.getByRole('button', { name: 'Place order' }).closest('form')!;
    act(() => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    await waitFor(() => expect(orderRequests()).toHaveLength(1));
    const button = screen.getByRole('button', { name: 'Placing your order...' });
    expect(button).toHaveProperty('disabled', true);
    await userEvent.click(button);

    const placed = makeOrder({ total: 4560 });
    release(ok(placed, 201));
    await waitFor(() => expect(onPlaced).toHaveBeenCalledTimes(1));
    expect(onPlaced.mock.calls[0]?.[0]).toEqual(placed);
    expect(orderRequests()).toHaveLength(1);

    const [request] = orderRequests() as [ReceivedRequest];
    expect(request.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/u);
    expect(request.body).toEqual({
      shop_id: 7,
      items: [{ product_id: 11, quantity: 2, unit_price: 2250 }],
      name: 'Karim Uddin',
      mobile: '01711000001',
      address: 'House 12, Road 3, Mirpur 10',
      district: 'Dhaka',
      area: 'Mirpur 10',
      delivery_package_id: 1,
    });
  });

  it('retries a failed attempt with the same key, and a changed cart gets a new one', async () => {
    fillCart(1);
    const answers: Reply[] = [
      { status: 503, json: { status: 503, message: 'Unavailable' } },
      { status: 503, json: { status: 503, message: 'Unavailable' } },
      ok(makeOrder(), 201),
    ];
    api.on('POST', '/api/shop/orders', () => answers.shift() ?? ok(makeOrder(), 201));
    const onPlaced = vi.fn();
    renderInShop(<CheckoutForm onPlaced={onPlaced} />);
    await fillValidForm();

    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByRole('alert')).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(orderRequests()).toHaveLength(2));
    const [first, second] = orderRequests().map((request) => request.headers['idempotency-key']);
    expect(second).toBe(first);

    act(() => useCartStore.getState().increase(11));
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(onPlaced).toHaveBeenCalled());
    const third = orderRequests()[2]?.headers['idempotency-key'];
    expect(third).toBeDefined();
    expect(third).not.toBe(first);
  });

  it('puts the server 422 errors on their fields', async () => {
    fillCart(1);
    api.on('POST', '/api/shop/orders', {
      status: 422,
      json: {
        status: 422,
        message: 'Invalid',
        errors: { address: ['validation.min_length'], mobile: ['validation.mobile_invalid'] },
      },
    });
    renderInShop(<CheckoutForm onPlaced={vi.fn()} />);
    await fillValidForm();
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('Enter at least 5 characters')).toBeDefined();
    expect(screen.getByText('Enter a valid Bangladeshi mobile number (01XXXXXXXXX)')).toBeDefined();
    expect(screen.getByRole('alert').textContent).toBe('Please correct the highlighted fields.');
  });

  it('prefills the logged-in customer and their default address', async () => {
    fillCart(1);
    useAuthStore.getState().load('rongdhonu');
    useAuthStore.getState().login({ token: 'customer-token', customer: makeCustomer({ name: 'Karim' }) });
    api.on(
      'GET',
      '/api/shop/customer/addresses',
      ok([
        {
          id: 3,
          label: 'Office',
          name: 'Karim Office',
          mobile: '01811000002',
          address: 'Level 4, Gulshan Avenue',
          district: 'Dhaka',
          area: 'Gulshan',
          area_bn: 'গুলশান',
          is_default: false,
          created_at: '2026-01-01T00:00:00Z',
          updated_at: '2026-01-01T00:00:00Z',
        },
        {
          id: 4,
          label: 'Home',
          name: 'Karim Uddin',
          mobile: '01711000001',
          address: 'House 12, Road 3',
          district: 'Chattogram',
          area: 'Agrabad',
          area_bn: 'আগ্রাবাদ',
          is_default: true,
          created_at: '2026-01-01T00:00:00Z',
          updated_at: '2026-01-01T00:00:00Z',
        },
      ]),
    );
    renderInShop(<CheckoutForm onPlaced={vi.fn()} />);
    await waitFor(() =>
      expect(screen.getByLabelText(/House, road, village/)).toHaveProperty('value', 'House 12, Road 3'),
    );
    expect(screen.getByLabelText(/Full name/)).toHaveProperty('value', 'Karim Uddin');
    expect(screen.getByLabelText(/Mobile number/)).toHaveProperty('value', '01711000001');
    expect(screen.getByLabelText(/^District/)).toHaveProperty('value', 'Chattogram');
    await waitFor(() => expect(screen.getByLabelText(/Upazila, thana or area/)).toHaveProperty('value', 'Agrabad'));
    const addressCall = api.requests.find((request) => request.url.pathname === '/api/shop/customer/addresses');
    expect(addressCall?.headers.authorization).toBe('Bearer customer-token');
  });
});

describe('CheckoutForm offline', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    onlineManager.setOnline(true);
  });

  it('says at once that there is no internet and sends nothing; no endless spinner', async () => {
    fillCart(1);
    renderInShop(<CheckoutForm onPlaced={vi.fn()} />);
    await fillValidForm();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => onlineManager.setOnline(false));

    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'No internet connection, please check and try again. Your order was not sent.',
    );
    expect(screen.getByRole('button', { name: 'Place order' })).toHaveProperty('disabled', false);
    expect(orderRequests()).toHaveLength(0);
  });

  it('never waits for the query library’s idea of the network: the request goes (and fails or succeeds) at once', async () => {
    fillCart(1);
    api.on('POST', '/api/shop/orders', ok(makeOrder(), 201));
    const onPlaced = vi.fn();
    renderInShop(<CheckoutForm onPlaced={onPlaced} />);
    await fillValidForm();
    act(() => onlineManager.setOnline(false));
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(onPlaced).toHaveBeenCalledTimes(1));
  });
});

describe('CheckoutForm draft', () => {
  it('keeps what was typed over a reload (sessionStorage) until the order is placed', async () => {
    fillCart(1);
    api.on('POST', '/api/shop/orders', ok(makeOrder(), 201));
    const first = renderInShop(<CheckoutForm onPlaced={vi.fn()} />);
    await fillValidForm();
    await userEvent.type(screen.getByLabelText(/Note for the shop/), 'Ring twice');
    first.unmount();

    const onPlaced = vi.fn();
    renderInShop(<CheckoutForm onPlaced={onPlaced} />);
    expect(screen.getByLabelText(/Full name/)).toHaveProperty('value', 'Karim Uddin');
    expect(screen.getByLabelText(/Mobile number/)).toHaveProperty('value', '01711000001');
    expect(screen.getByLabelText(/House, road, village/)).toHaveProperty('value', 'House 12, Road 3, Mirpur 10');
    expect(screen.getByLabelText(/^District/)).toHaveProperty('value', 'Dhaka');
    await waitFor(() => expect(screen.getByLabelText(/Upazila, thana or area/)).toHaveProperty('value', 'Mirpur 10'));
    expect(screen.getByLabelText(/Note for the shop/)).toHaveProperty('value', 'Ring twice');
    expect(await screen.findByRole('radio', { name: /Inside Dhaka/ })).toHaveProperty('checked', true);

    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(onPlaced).toHaveBeenCalledTimes(1));
    expect(sessionStorage.getItem('rongdhonu_checkout_draft')).toBeNull();
  });
});

describe('CheckoutForm when the server refuses the order', () => {
  it('says at once that the shop takes no orders for a 409 without details, and asks only once', async () => {
    fillCart(1);
    api.on('POST', '/api/shop/orders', () => ({
      status: 409,
      json: { status: 409, message: 'This shop is not taking orders at the moment' },
    }));
    const onPlaced = vi.fn();
    renderInShop(<CheckoutForm onPlaced={onPlaced} />);
    await fillValidForm();
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This shop is not taking orders at the moment.');
    expect(orderRequests()).toHaveLength(1);
    expect(onPlaced).not.toHaveBeenCalled();
  });

  it('shows a refusal of the number (its open-orders limit, 409) on the mobile field, not as a cart change', async () => {
    fillCart(1);
    api.on('POST', '/api/shop/orders', {
      status: 409,
      json: {
        status: 409,
        message: 'This number already has as many open orders as the shop takes',
        errors: { mobile: ['validation.open_orders_limit'] },
      },
    });
    renderInShop(<CheckoutForm onPlaced={vi.fn()} />);
    await fillValidForm();
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please correct the highlighted fields.');
    expect(screen.getByLabelText(/Mobile number/).getAttribute('aria-invalid')).toBe('true');
  });

  it('says when to try again for a 429 (placing orders too fast)', async () => {
    fillCart(1);
    api.on('POST', '/api/shop/orders', {
      status: 429,
      json: { status: 429, message: 'Too many attempts' },
      headers: { 'Retry-After': '45' },
    });
    renderInShop(<CheckoutForm onPlaced={vi.fn()} />);
    await fillValidForm();
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many attempts. Please try again in 45 seconds.');
  });

  it('says the cart changed for a stock refusal, and the next attempt gets a new key', async () => {
    fillCart(1);
    const answers: Reply[] = [
      {
        status: 409,
        json: { status: 409, message: 'Not enough stock', errors: { 'items.0.quantity': ['validation.max_value'] } },
      },
      ok(makeOrder(), 201),
    ];
    api.on('POST', '/api/shop/orders', () => answers.shift() ?? ok(makeOrder(), 201));
    renderInShop(<CheckoutForm onPlaced={vi.fn()} />);
    await fillValidForm();
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Some items in your cart changed: stock or price is different now. Please check your cart.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(orderRequests()).toHaveLength(2));
    const [first, second] = orderRequests().map((request) => request.headers['idempotency-key']);
    expect(second).not.toBe(first);
  });
});

describe('CheckoutForm when prices or stock changed after the cart was filled', () => {
  const detailOf = (product: Product): ProductDetail => makeProductDetail(product);

  it('shows per line the price and stock the shop has now, lets a sold-out line be removed, and orders at the shown prices', async () => {
    const saree = makeProduct();
    const scarf = makeProduct({
      id: 12,
      slug: 'silk-scarf',
      name: 'Silk scarf',
      bn_name: null,
      selling_price: 800,
      discount: 0,
    });
    const cart = useCartStore.getState();
    cart.load('rongdhonu');
    cart.add(saree, Infinity, 3);
    cart.add(scarf);
    // The owner raised the saree (2250 → 2600), 2 are left; the scarf sold out.
    api.on(
      'GET',
      '/api/shop/product/jamdani-saree',
      ok(detailOf({ ...saree, selling_price: 2600, discount: 0, stock: 2 })),
    );
    api.on('GET', '/api/shop/product/silk-scarf', ok(detailOf({ ...scarf, stock: 0 })));
    const answers: Reply[] = [
      {
        status: 409,
        json: {
          status: 409,
          message: 'Not enough stock',
          errors: { 'items.0.unit_price': ['The price has just changed'], 'items.1.quantity': ['Out of stock'] },
        },
      },
      ok(makeOrder(), 201),
    ];
    api.on('POST', '/api/shop/orders', () => answers.shift() ?? ok(makeOrder(), 201));
    const onPlaced = vi.fn();
    renderInShop(<CheckoutForm onPlaced={onPlaced} />);
    await fillValidForm();
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Prices or stock changed after you filled your cart. Check your order and place it again.',
    );
    const notes = screen.getAllByTestId('line-change').map((note) => note.textContent);
    expect(notes).toEqual([
      'Price changed from ৳2,250 to ৳2,600. Only 2 left: quantity changed to 2',
      'Out of stockRemove',
    ]);
    expect(screen.getByTestId('estimated-total').textContent).toBe('Estimated total৳6,060');
    expect(onPlaced).not.toHaveBeenCalled();

    // Not with the sold-out line in the cart: nothing is sent.
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect(screen.getByRole('alert').textContent).toBe('Remove the items that are out of stock, then place the order.');
    expect(orderRequests()).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Remove Silk scarf' }));
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(onPlaced).toHaveBeenCalledTimes(1));
    expect((orderRequests()[1]?.body as { items: unknown }).items).toEqual([
      { product_id: 11, quantity: 2, unit_price: 2600 },
    ]);
  });
});

describe('CheckoutForm when a variant changed after the cart was filled', () => {
  it("shows the variant's own new price and stock on its line, and orders it at the shown price", async () => {
    const kurti = makeProduct({ id: 30, slug: 'cotton-kurti', name: 'Cotton Kurti', bn_name: null, discount: 0 });
    const variant = (id: number, size: string, fields: { selling_price: number; stock: number }) => ({
      id,
      options: [size],
      discount: 0,
      discount_type: 'FIXED' as const,
      own_price: true,
      own_discount: false,
      sku: `KU-${size}`,
      barcode: null,
      weight_grams: null,
      image_id: null,
      enabled: true,
      ...fields,
    });
    const chosen = (size: string) => ({
      options: [{ name: 'Size', bn_name: null, value: size, bn_value: null }],
      sku: `KU-${size}`,
    });
    const cart = useCartStore.getState();
    cart.load('rongdhonu');
    cart.add({ ...kurti, selling_price: 890, stock: 9 }, Infinity, 3, { id: 301, ...chosen('L') });
    cart.add({ ...kurti, selling_price: 990, stock: 9 }, Infinity, 1, { id: 302, ...chosen('XL') });
    // L went up to ৳950 with 2 left; XL is as it was.
    api.on(
      'GET',
      '/api/shop/product/cotton-kurti',
      ok(
        makeProductDetail({
          ...kurti,
          options: [{ name: 'Size', bn_name: null, values: [] }],
          variants: [
            variant(301, 'L', { selling_price: 950, stock: 2 }),
            variant(302, 'XL', { selling_price: 990, stock: 9 }),
          ],
        }),
      ),
    );
    const answers: Reply[] = [
      {
        status: 409,
        json: {
          status: 409,
          message: 'Not enough stock',
          errors: { 'items.0.unit_price': ['The price has just changed'] },
        },
      },
      ok(makeOrder(), 201),
    ];
    api.on('POST', '/api/shop/orders', () => answers.shift() ?? ok(makeOrder(), 201));
    const onPlaced = vi.fn();
    renderInShop(<CheckoutForm onPlaced={onPlaced} />);
    await fillValidForm();
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Prices or stock changed after you filled your cart. Check your order and place it again.',
    );
    expect(screen.getAllByTestId('line-change').map((note) => note.textContent)).toEqual([
      'Price changed from ৳890 to ৳950. Only 2 left: quantity changed to 2',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(onPlaced).toHaveBeenCalledTimes(1));
    expect((orderRequests()[1]?.body as { items: unknown }).items).toEqual([
      { product_id: 30, variant_id: 301, quantity: 2, unit_price: 950 },
      { product_id: 30, variant_id: 302, quantity: 1, unit_price: 990 },
    ]);
  });
});

describe('CheckoutForm code step', () => {
  const codeRequired: Reply = {
    status: 422,
    json: {
      status: 422,
      message: 'Confirm this order with the code sent by SMS to your number',
      errors: { otp: ['validation.order_otp_required'] },
    },
  };
  const wrongCode: Reply = {
    status: 422,
    json: { status: 422, message: 'The code is wrong or has expired', errors: { otp: ['validation.otp_wrong'] } },
  };

  it('asks for the code the shop requires, sends it, accepts Bengali digits and places the order with it and the same key', async () => {
    setTestLocale('bn');
    fillCart(1);
    const answers: Reply[] = [codeRequired, wrongCode, ok(makeOrder(), 201)];
    api.on('POST', '/api/shop/orders', () => answers.shift() ?? ok(makeOrder(), 201));
    api.on('POST', '/api/shop/orders/code', ok(null));
    const onPlaced = vi.fn();
    renderInShop(<CheckoutForm onPlaced={onPlaced} />);
    await userEvent.type(screen.getByLabelText(/পুরো নাম/), 'করিম উদ্দিন');
    await userEvent.type(screen.getByLabelText(/মোবাইল নম্বর/), '০১৭১১০০০০০১');
    await userEvent.selectOptions(screen.getByLabelText(/^জেলা/), 'Dhaka');
    await chooseArea('Mirpur 10');
    await userEvent.type(screen.getByLabelText(/বাসা, রোড, গ্রাম/), 'বাড়ি ১২, রোড ৩, মিরপুর ১০');
    await userEvent.click(await screen.findByRole('radio', { name: /Inside Dhaka/ }));
    await userEvent.click(screen.getByRole('button', { name: 'অর্ডার করুন' }));

    expect(await screen.findByRole('heading', { name: 'কোড দিয়ে আপনার অর্ডার নিশ্চিত করুন' })).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: '01711000001 নম্বরে কোড পাঠান' }));
    await waitFor(() =>
      expect(api.requests.find((request) => request.url.pathname === '/api/shop/orders/code')?.body).toEqual({
        shop_id: 7,
        mobile: '01711000001',
        altcha: expect.any(String),
      }),
    );
    const resend = await screen.findByRole('button', { name: /আবার কোড পাঠান|সেকেন্ড/u });
    expect(resend).toHaveProperty('disabled', true);
    expect(resend.textContent).toMatch(/[০-৯]/u);

    const input = screen.getByLabelText(/এসএমএস/u);
    await userEvent.type(input, '০০০০০০');
    await userEvent.click(screen.getByRole('button', { name: 'নিশ্চিত করে অর্ডার করুন' }));
    expect(await screen.findByText('কোডটি ভুল বা মেয়াদোত্তীর্ণ। নতুন কোড চেয়ে নিন।')).toBeDefined();

    await userEvent.clear(input);
    await userEvent.type(input, '১২৩৪৫৬');
    await userEvent.click(screen.getByRole('button', { name: 'নিশ্চিত করে অর্ডার করুন' }));
    await waitFor(() => expect(onPlaced).toHaveBeenCalledTimes(1));

    const placements = api.requests.filter((request) => request.url.pathname === '/api/shop/orders');
    expect(placements.map((request) => (request.body as { otp?: string }).otp)).toEqual([
      undefined,
      '000000',
      '123456',
    ]);
    const keys = new Set(placements.map((request) => request.headers['idempotency-key']));
    expect(keys.size).toBe(1);
  });
});

describe('CheckoutForm discount code', () => {
  it('applies a code, shows the saving line by line and in the total, and sends it with the order', async () => {
    setTestLocale('bn');
    fillCart(2);
    api.on('POST', '/api/shop/discounts/preview', (request) => {
      const body = request.body as { code?: string; items: { product_id: number }[] };
      if (body.code === undefined) return ok(noSaving);
      if (body.code !== 'EID10')
        return ok({ ...noSaving, code_refusal: { reason: 'unknown_code', minimum: null, starts_at: null } });
      return ok({
        applied: [{ code: 'EID10', title: 'ঈদ অফার', kind: 'percentage', saving: 450 }],
        lines: [{ product_id: body.items[0]!.product_id, variant_id: 1, saving: 450 }],
        items_saving: 450,
        delivery_saving: 0,
        saving: 450,
        code_refusal: null,
      });
    });
    api.on('POST', '/api/shop/orders', ok(makeOrder({ discount: 450, total: 4110 }), 201));
    const onPlaced = vi.fn();
    renderInShop(<CheckoutForm onPlaced={onPlaced} />);

    await userEvent.click(screen.getByRole('button', { name: /কুপন কোড আছে\?/ }));
    await userEvent.type(screen.getByLabelText('কুপন কোড'), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'প্রয়োগ করুন' }));
    expect(await screen.findByText('এই কোডটি নেই। বানানটি আবার দেখুন।')).toBeDefined();

    await userEvent.clear(screen.getByLabelText('কুপন কোড'));
    await userEvent.type(screen.getByLabelText('কুপন কোড'), 'EID10');
    await userEvent.click(screen.getByRole('button', { name: 'প্রয়োগ করুন' }));
    expect((await screen.findByTestId('discount-applied')).textContent).toContain('EID10 কোড প্রয়োগ হয়েছে: ৳৪৫০ ছাড়');
    expect(screen.getByTestId('line-saving').textContent).toBe('৳৪৫০ ছাড়');
    await fillValidFormBn();
    // 4,500 + 60 − 450
    expect(screen.getByTestId('estimated-total').textContent).toContain('৳৪,১১০');

    await userEvent.click(screen.getByRole('button', { name: 'অর্ডার করুন' }));
    await waitFor(() => expect(onPlaced).toHaveBeenCalledTimes(1));
    expect((orderRequests()[0]?.body as { discount_code?: string }).discount_code).toBe('EID10');
    expect(previewRequests().length).toBeGreaterThan(0);
  });

  it('shows an automatic discount without a code, once the delivery charge is known', async () => {
    fillCart(2);
    api.on(
      'POST',
      '/api/shop/discounts/preview',
      ok({
        applied: [{ code: null, title: 'Free delivery from 2,000', kind: 'free_delivery', saving: 60 }],
        lines: [],
        items_saving: 0,
        delivery_saving: 60,
        saving: 60,
        code_refusal: null,
      }),
    );
    renderInShop(<CheckoutForm onPlaced={vi.fn()} />);
    expect((await screen.findByTestId('applied-discounts')).textContent).toBe('Free delivery from 2,000: −৳60');
    await userEvent.click(await screen.findByRole('radio', { name: /Inside Dhaka/ }));
    // 4,500 + 60 − 60
    await waitFor(() => expect(screen.getByTestId('estimated-total').textContent).toBe('Estimated total৳4,500'));
    expect(screen.queryByLabelText('Coupon code')).toBeNull();
  });

  it('sends no code the preview refused, so the order is not refused for it', async () => {
    fillCart(1);
    sessionStorage.setItem('rongdhonu_checkout_draft', JSON.stringify({ discountCode: 'OLD' }));
    api.on('POST', '/api/shop/discounts/preview', (request) =>
      ok({
        ...noSaving,
        code_refusal:
          (request.body as { code?: string }).code === undefined
            ? null
            : { reason: 'below_minimum_amount', minimum: 1000, starts_at: null },
      }),
    );
    api.on('POST', '/api/shop/orders', ok(makeOrder(), 201));
    const onPlaced = vi.fn();
    renderInShop(<CheckoutForm onPlaced={onPlaced} />);
    expect(await screen.findByText('This code needs an order of at least ৳1,000.')).toBeDefined();
    await fillValidForm();
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(onPlaced).toHaveBeenCalledTimes(1));
    expect(orderRequests()[0]?.body).not.toHaveProperty('discount_code');
  });
});

async function fillValidFormBn() {
  await userEvent.type(screen.getByLabelText(/পুরো নাম/), 'করিম উদ্দিন');
  await userEvent.type(screen.getByLabelText(/মোবাইল নম্বর/), '01711000001');
  await userEvent.selectOptions(screen.getByLabelText(/^জেলা/), 'Dhaka');
  await chooseArea('Mirpur 10');
  await userEvent.type(screen.getByLabelText(/বাসা, রোড, গ্রাম/), 'House 12, Road 3, Mirpur 10');
  await userEvent.click(await screen.findByRole('radio', { name: /Inside Dhaka/ }));
}
