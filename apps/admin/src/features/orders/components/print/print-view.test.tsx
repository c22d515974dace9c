import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { apiServer, fail, ok } from '../../../../test/api-server.ts';
import { jwtFor, order, owner, shop } from '../../../../test/fixtures.ts';
import { renderAdmin } from '../../../../test/render.tsx';
import { parsePrintRequest } from './print-params.ts';

const shipment = {
  id: 9,
  order_id: 502,
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
  booked_at: '2026-11-20T09:00:00.000Z',
  updated_at: '2026-11-20T09:00:00.000Z',
};

/** The booked order's line is a variant: the invoice names its options. */
const variantLine = {
  ...order('processing').items[0]!,
  options: [
    { name: 'Size', bn_name: 'সাইজ', value: 'M', bn_value: null },
    { name: 'Colour', bn_name: 'রং', value: 'Red', bn_value: 'লাল' },
  ],
  sku: 'JS-M-RED',
};

function serveOrders() {
  apiServer().on('GET', '/api/admin/v3/online-shop', ok({ shop, apk_lead: null }));
  apiServer().on('GET', '/api/admin/v3/orders/501', ok(order('accepted')));
  apiServer().on(
    'GET',
    '/api/admin/v3/orders/502',
    ok(order('processing', { id: 502, code: 'HT-B00KED22', total: 1560, shipment, items: [variantLine] })),
  );
}

function openPrint(query: string, lang: 'bn' | 'en' = 'bn') {
  return renderAdmin(`/admin/rupa-fashion/print?${query}&token=${jwtFor(owner)}&lang=${lang}`, { locale: lang });
}

describe('parsePrintRequest', () => {
  it('keeps distinct ids in order and falls back to invoices', () => {
    expect(parsePrintRequest(new URLSearchParams('orders=3,1,3,x,-2,0,1e3&kind=label'))).toEqual({
      kind: 'label',
      orderIds: [3, 1],
    });
    expect(parsePrintRequest(new URLSearchParams('kind=<script>'))).toEqual({ kind: 'invoice', orderIds: [] });
  });
});

describe('PrintView', () => {
  it('prints one A4 invoice per order in Bengali: code, bn amounts, QR code and the courier when booked', async () => {
    serveOrders();
    const { user } = openPrint('kind=invoice&orders=501,502');
    const first = await screen.findByTestId('invoice-HT-7K3M9Q2X');
    const pages = screen.getByTestId('print-pages');
    expect(pages.children).toHaveLength(2);
    expect(pages.getAttribute('lang')).toBe('bn');
    expect(first.textContent).toContain('HT-7K3M9Q2X');
    expect(first.textContent).toContain('রূপা ফ্যাশন');
    expect(first.textContent).toContain('Mirpur 10, Dhaka');
    expect(first.textContent).toContain('01712345678');
    expect(first.textContent).toContain('করিম মিয়া');
    // Names in the page's language: the product's Bengali name and the district's.
    expect(first.textContent).toContain('জামদানি শাড়ি');
    expect(first.textContent).toContain('ঢাকা');
    expect(first.textContent).not.toContain('Jamdani saree');
    expect(within(first).getByTestId('invoice-total').textContent).toBe('৳২,২৬৫');
    expect(first.textContent).toContain('৳২,২০৫');
    expect(first.textContent).toContain('৳৬০');
    expect(within(first).getByTestId('invoice-cod').textContent).toContain('৳২,২৬৫');
    const qr = within(first).getByTestId('qr-code');
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/u);
    const booked = screen.getByTestId('invoice-HT-B00KED22');
    expect(booked.textContent).toContain('15BBBBB');
    expect(booked.textContent).toContain('জামদানি শাড়ি (M / লাল)');
    expect(within(booked).getByTestId('invoice-cod').textContent).toContain('৳১,৫৬০');
    // No admin chrome around the pages.
    expect(screen.queryByRole('navigation', { name: 'Admin menu' })).toBeNull();

    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    await user.click(screen.getByRole('button', { name: 'প্রিন্ট' }));
    expect(print).toHaveBeenCalledOnce();
    print.mockRestore();

    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(screen.getByTestId('print-pages').getAttribute('lang')).toBe('en');
    const english = screen.getByTestId('invoice-HT-7K3M9Q2X');
    expect(within(english).getByTestId('invoice-total').textContent).toBe('৳2,265');
    expect(english.textContent).toContain('Rupa Fashion');
    expect(english.textContent).toContain('Jamdani saree');
    expect(screen.getByTestId('invoice-HT-B00KED22').textContent).toContain('Jamdani saree (M / Red)');
    expect(english.textContent).toContain('Dhaka');
    expect(english.textContent).not.toMatch(/জামদানি|ঢাকা/u);
    expect(within(english).getByTestId('invoice-cod').textContent).toBe('Cash on delivery: ৳2,265');
  });

  it('prints one A6 label per order: COD in big, Code 128 and QR, and the tracking code once booked', async () => {
    serveOrders();
    openPrint('kind=label&orders=502,501', 'en');
    const booked = await screen.findByTestId('label-HT-B00KED22');
    expect(screen.getByTestId('print-pages').children).toHaveLength(2);
    const styleSheets = [...document.querySelectorAll('style')].map((element) => element.textContent).join('\n');
    expect(styleSheets).toContain('@page { size: 100mm 148mm;');
    expect(within(booked).getByTestId('label-cod').textContent).toContain('৳1,560');
    expect(within(booked).getByTestId('label-courier').textContent).toBe('Steadfast · Tracking code: 15BBBBB');
    const barcode = within(booked).getByTestId('barcode');
    expect(barcode.getAttribute('data-value')).toBe('HT-B00KED22');
    expect(barcode.querySelectorAll('rect').length).toBeGreaterThan(10);
    expect(within(booked).getByTestId('qr-code')).toBeTruthy();
    expect(booked.textContent).toContain('01711000001');
    const notBooked = screen.getByTestId('label-HT-7K3M9Q2X');
    expect(within(notBooked).getByTestId('label-cod').textContent).toContain('৳2,265');
    expect(within(notBooked).getByTestId('label-courier').textContent).toBe('Not booked with a courier yet');
  });

  it('says which orders could not be loaded (another shop’s order is a 404) and prints the rest', async () => {
    serveOrders();
    apiServer().on('GET', '/api/admin/v3/orders/999', fail(404, 'Not found'));
    openPrint('kind=invoice&orders=501,999', 'en');
    await screen.findByTestId('invoice-HT-7K3M9Q2X');
    expect(screen.getByTestId('print-pages').children).toHaveLength(1);
    expect(screen.getByRole('alert').textContent).toBe('Order 999 was not found in this shop.');
  });

  it('says a failure other than not-found in words, with the order it is about', async () => {
    serveOrders();
    apiServer().on('GET', '/api/admin/v3/orders/998', fail(500, 'Server error'));
    openPrint('kind=invoice&orders=501,998', 'en');
    await screen.findByTestId('invoice-HT-7K3M9Q2X');
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Order 998 could not be loaded: Server error, please try again later',
    );
  });
});
