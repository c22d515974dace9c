import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '../../../stores/auth.ts';
import { useCartStore } from '../../../stores/cart.ts';
import { ok, startTestApi, type ReceivedRequest, type Reply, type TestApi } from '../../../test/api-server.ts';
import { makeCustomer, makeProduct } from '../../../test/fixtures.ts';
import { setTestLocale } from '../../../test/i18n.ts';
import { renderInShop } from '../../../test/render.tsx';
import { makeOrder } from '../../../test/order-fixture.ts';
import { CheckoutForm } from './checkout-form.tsx';

const packages = [
  { id: 1, name: 'Inside Dhaka', charge: 60 },
  { id: 2, name: 'Outside Dhaka', charge: 120 },
];

let api: TestApi;
beforeEach(async () => {
  api = await startTestApi();
  api.on('GET', '/api/shop/delivery-packages', ok(packages));
  sessionStorage.clear();
});
afterEach(() => api.close());

function fillCart(quantity = 2) {
  const cart = useCartStore.getState();
  cart.load('rongdhonu');
  cart.add(makeProduct());
  for (let more = 1; more < quantity; more += 1) cart.increase(11);
}

const orderRequests = () => api.requests.filter((request) => request.method === 'POST');

async function fillValidForm() {
  await userEvent.type(screen.getByLabelText(/Full name/), 'Karim Uddin');
  await userEvent.type(screen.getByLabelText(/Mobile number/), '01711000001');
  await userEvent.type(screen.getByLabelText(/Full address/), 'House 12, Road 3, Mirpur 10');
  await userEvent.selectOptions(screen.getByLabelText(/District/), 'Dhaka');
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
    expect(screen.getAllByText('This field is required')).toHaveLength(3);
    expect(document.activeElement).toBe(screen.getByLabelText(/Full name/));
    expect(orderRequests()).toHaveLength(0);
  });

  it('explains a wrong mobile number and a short address with the numbers in Bengali', async () => {
    setTestLocale('bn');
    fillCart();
    renderInShop(<CheckoutForm onPlaced={vi.fn()} />);
    await userEvent.type(screen.getByLabelText(/পুরো নাম/), 'করিম');
    await userEvent.type(screen.getByLabelText(/মোবাইল নম্বর/), '০১৭১১');
    await userEvent.type(screen.getByLabelText(/পুরো ঠিকানা/), 'ঢাকা');
    await userEvent.click(screen.getByRole('button', { name: 'অর্ডার করুন' }));

    expect(screen.getByText('মোবাইল নম্বর ঠিক ১১ সংখ্যার হতে হবে')).toBeDefined();
    expect(screen.getByText('কমপক্ষে ৫টি অক্ষর লিখুন')).toBeDefined();
    expect(screen.queryByText('নাম দেওয়া আবশ্যক')).toBeNull();
    expect(screen.getByLabelText(/জেলা/).textContent).toContain('ঢাকা');
    expect(orderRequests()).toHaveLength(0);
  });

  it('shows the estimate with the chosen delivery charge, labelled as an estimate', async () => {
    fillCart(2);
    renderInShop(<CheckoutForm onPlaced={vi.fn()} />);
    await userEvent.click(await screen.findByRole('radio', { name: /Outside Dhaka/ }));
    const estimate = screen.getByTestId('estimated-total');
    expect(estimate.textContent).toBe('Estimated total৳4,620');
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
      items: [{ product_id: 11, quantity: 2 }],
      name: 'Karim Uddin',
      mobile: '01711000001',
      address: 'House 12, Road 3, Mirpur 10',
      district: 'Dhaka',
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
          is_default: false,
          created_at: '2026-01-01T00:00:00Z',
          updated_at: '2026-01-01T00:00:00Z',
        },
        {
          id: 4,
          label: 'Home',
          name: 'Karim Uddin',
          mobile: '01711000001',
          address: 'House 12, Road 3, Mirpur 10',
          district: 'Chattogram',
          is_default: true,
          created_at: '2026-01-01T00:00:00Z',
          updated_at: '2026-01-01T00:00:00Z',
        },
      ]),
    );
    renderInShop(<CheckoutForm onPlaced={vi.fn()} />);
    await waitFor(() =>
      expect(screen.getByLabelText(/Full address/)).toHaveProperty('value', 'House 12, Road 3, Mirpur 10'),
    );
    expect(screen.getByLabelText(/Full name/)).toHaveProperty('value', 'Karim Uddin');
    expect(screen.getByLabelText(/Mobile number/)).toHaveProperty('value', '01711000001');
    expect(screen.getByLabelText(/District/)).toHaveProperty('value', 'Chattogram');
    const addressCall = api.requests.find((request) => request.url.pathname === '/api/shop/customer/addresses');
    expect(addressCall?.headers.authorization).toBe('Bearer customer-token');
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
    await userEvent.type(screen.getByLabelText(/পুরো ঠিকানা/), 'বাড়ি ১২, রোড ৩, মিরপুর ১০');
    await userEvent.selectOptions(screen.getByLabelText(/জেলা/), 'Dhaka');
    await userEvent.click(await screen.findByRole('radio', { name: /Inside Dhaka/ }));
    await userEvent.click(screen.getByRole('button', { name: 'অর্ডার করুন' }));

    expect(await screen.findByRole('heading', { name: 'কোড দিয়ে আপনার অর্ডার নিশ্চিত করুন' })).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: '01711000001 নম্বরে কোড পাঠান' }));
    await waitFor(() =>
      expect(api.requests.find((request) => request.url.pathname === '/api/shop/orders/code')?.body).toEqual({
        shop_id: 7,
        mobile: '01711000001',
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
