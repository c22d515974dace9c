import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import * as v from 'valibot';
import { courierStatuses } from '@haat/domain/couriers';
import { adminOrderSchema } from '@haat/domain/schemas';
import { apiServer, ok } from '../../../test/api-server.ts';
import { order, signInWithShop } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { BulkBooking } from './bulk-booking.tsx';
import { OrderShipment } from './order-shipment.tsx';

const ACCOUNTS = '/api/admin/v3/courier-accounts';
const steadfastAccount = {
  courier: 'steadfast',
  store_id: null,
  webhook_url: 'https://api.haat.example/api/webhooks/couriers/steadfast',
  updated_at: '2026-06-01T06:00:00.000Z',
};
const shipment = {
  id: 9,
  order_id: 40,
  courier: 'steadfast',
  state: 'booked',
  consignment_id: '1424107',
  tracking_code: '15BBBBB',
  tracking_url: 'https://steadfast.com.bd/t/15BBBBB',
  courier_status: 'in_review',
  parcel_status: 'booked',
  cod_amount: 1560,
  delivery_charge: 60,
  error: null,
  error_detail: null,
  booked_at: '2026-06-01T06:00:00.000Z',
  updated_at: '2026-06-01T06:00:00.000Z',
};

describe('OrderShipment', () => {
  it('shows the booking: tracking link, cash to collect and the courier charge', async () => {
    await signInWithShop();
    apiServer().on('GET', ACCOUNTS, ok([steadfastAccount]));
    const booked = v.parse(adminOrderSchema, { ...order('processing'), shipment });
    renderWithProviders(<OrderShipment order={booked} />);
    const section = await screen.findByTestId('order-shipment');
    expect(within(section).getByRole('link', { name: '15BBBBB' }).getAttribute('href')).toBe(shipment.tracking_url);
    expect(section.textContent).toContain('৳1,560');
    expect(section.textContent).toContain('৳60');
    expect(within(section).queryByRole('button')).toBeNull();
    // Where the parcel is, in words: not the courier's own "in_review".
    expect(section.textContent).toContain('Booked · Waiting for the courier to pick it up');
    expect(section.textContent).not.toContain('in_review');
  });

  it('says where the parcel is in the owner’s language, for every status a courier can report', async () => {
    await signInWithShop();
    apiServer().on('GET', ACCOUNTS, ok([steadfastAccount]));
    const seen = new Set<string>();
    for (const status of courierStatuses) {
      for (const locale of ['bn', 'en'] as const) {
        const booked = v.parse(adminOrderSchema, {
          ...order('processing'),
          shipment: { ...shipment, parcel_status: status },
        });
        const { unmount } = renderWithProviders(<OrderShipment order={booked} />, { locale });
        const words = (await screen.findByTestId('order-shipment')).querySelector('[data-state]')?.textContent ?? '';
        expect(words).not.toContain(status);
        expect(words).not.toContain('in_review');
        if (locale === 'bn') expect(words).toMatch(/^বুক হয়েছে · [\u0980-\u09FF ,]+$/u);
        seen.add(words);
        unmount();
      }
    }
    // Each status in each language has words of its own.
    expect(seen.size).toBe(courierStatuses.length * 2);
  });

  it('books an accepted order with a connected courier, and shows why a booking failed', async () => {
    await signInWithShop();
    apiServer().on('GET', ACCOUNTS, ok([steadfastAccount]));
    apiServer().on('POST', '/api/admin/v3/orders/40/shipment', ok({ ...shipment, state: 'booking' }, 201));
    const failed = v.parse(adminOrderSchema, {
      ...order('processing'),
      id: 40,
      shipment: {
        ...shipment,
        state: 'failed',
        consignment_id: null,
        tracking_code: null,
        tracking_url: null,
        error: 'courier.auth_failed',
      },
    });
    const { user } = renderWithProviders(<OrderShipment order={failed} />);
    expect((await screen.findByRole('alert')).textContent).toContain('refused the credentials');
    await user.click(await screen.findByRole('button', { name: 'Book with Steadfast' }));
    expect(await screen.findByText('Booking with the courier')).toBeTruthy();
    expect(apiServer().requests.find((request) => request.method === 'POST')?.json).toEqual({ courier: 'steadfast' });
  });

  it('books with RedX at once, the server finding the area from the address', async () => {
    await signInWithShop();
    apiServer().on('GET', ACCOUNTS, ok([{ ...steadfastAccount, courier: 'redx' }]));
    apiServer().on(
      'POST',
      '/api/admin/v3/orders/40/shipment',
      ok({ ...shipment, courier: 'redx', state: 'booking' }, 201),
    );
    const accepted = v.parse(adminOrderSchema, { ...order('accepted'), id: 40 });
    const { user } = renderWithProviders(<OrderShipment order={accepted} />);
    await user.click(await screen.findByRole('button', { name: 'Book with RedX' }));
    expect(await screen.findByText('Booking with the courier')).toBeTruthy();
    expect(apiServer().requests.find((request) => request.method === 'POST')?.json).toEqual({ courier: 'redx' });
  });

  it("asks RedX's delivery area when the booking could not tell it, naming the areas that fit, and sends the one chosen", async () => {
    await signInWithShop();
    apiServer().on('GET', ACCOUNTS, ok([{ ...steadfastAccount, courier: 'redx' }]));
    apiServer().on(
      'GET',
      `${ACCOUNTS}/redx/places`,
      ok({
        places: [
          { id: 21, name: 'Mirpur 1' },
          { id: 22, name: 'Mirpur 10' },
        ],
      }),
    );
    apiServer().on(
      'POST',
      '/api/admin/v3/orders/40/shipment',
      ok({ ...shipment, courier: 'redx', state: 'booking' }, 201),
    );
    const asked = v.parse(adminOrderSchema, {
      ...order('processing'),
      id: 40,
      shipment: {
        ...shipment,
        courier: 'redx',
        state: 'failed',
        consignment_id: null,
        tracking_code: null,
        tracking_url: null,
        error: 'courier.area_needed',
        error_detail: 'Mirpur 1, Mirpur 10',
      },
    });
    const { user } = renderWithProviders(<OrderShipment order={asked} />);
    expect((await screen.findByRole('alert')).textContent).toContain('(Mirpur 1, Mirpur 10)');
    await user.click(await screen.findByRole('button', { name: 'Book with RedX' }));
    const form = await screen.findByRole('form', { name: 'Delivery place for RedX' });
    const book = within(form).getByRole('button', { name: 'Book' });
    expect(book).toHaveProperty('disabled', true);
    const area = within(form).getByRole('combobox', { name: /Delivery area/u });
    await within(area).findByRole('option', { name: 'Mirpur 10' });
    await user.selectOptions(area, 'Mirpur 10');
    await user.click(book);
    expect(await screen.findByText('Booking with the courier')).toBeTruthy();
    const places = apiServer().requests.find((request) => request.url.pathname.endsWith('/places'));
    expect(places?.url.searchParams.get('kind')).toBe('area');
    expect(apiServer().requests.find((request) => request.method === 'POST')?.json).toEqual({
      courier: 'redx',
      location: { area_id: 22, area_name: 'Mirpur 10' },
    });
  });
});

describe('BulkBooking', () => {
  it('books the selected orders and shows each result', async () => {
    await signInWithShop();
    apiServer().on('GET', ACCOUNTS, ok([steadfastAccount]));
    apiServer().on(
      'POST',
      '/api/admin/v3/orders/shipments',
      ok({
        results: [
          { order_id: 40, shipment: { ...shipment, state: 'booking' }, error: null },
          { order_id: 41, shipment: null, error: 'This order is already booked with a courier' },
        ],
      }),
    );
    const codes = new Map([
      [40, 'HT-AAAA1111'],
      [41, 'HT-BBBB2222'],
    ]);
    const { user } = renderWithProviders(<BulkBooking selected={[40, 41]} codes={codes} onBooked={() => undefined} />);
    await user.click(await screen.findByRole('button', { name: 'Book with Steadfast' }));
    expect((await screen.findByTestId('booking-result-40')).textContent).toContain('HT-AAAA1111: sent to the courier');
    expect(screen.getByTestId('booking-result-41').textContent).toContain('already booked');
    expect(apiServer().requests.find((request) => request.method === 'POST')?.json).toEqual({
      courier: 'steadfast',
      order_ids: [40, 41],
    });
  });
});
