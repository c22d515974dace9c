import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { setTestLocale } from '../../../test/i18n.ts';
import { makeOrder } from '../../../test/order-fixture.ts';
import { Providers } from '../../../test/render.tsx';
import { OrderDetailsView } from './order-details-view.tsx';

describe('OrderDetailsView: the courier', () => {
  it('shows the courier, the tracking code and the courier’s tracking link once booked', () => {
    const shipment = {
      courier: 'steadfast' as const,
      tracking_code: '15BBBBB',
      tracking_url: 'https://steadfast.com.bd/t/15BBBBB',
    };
    render(<OrderDetailsView order={makeOrder({ status: 'shipped', shipment })} />, { wrapper: Providers });
    const card = screen.getByTestId('order-shipment');
    expect(card.textContent).toContain('15BBBBB');
    expect(within(card).getByRole('link').getAttribute('href')).toBe(shipment.tracking_url);
  });

  it('shows nothing about a courier before the order is booked', () => {
    render(<OrderDetailsView order={makeOrder()} />, { wrapper: Providers });
    expect(screen.queryByTestId('order-shipment')).toBeNull();
  });
});

describe("OrderDetailsView: the lines in the shopper's language", () => {
  it('names each line by its Bengali name in bn, and by its name in en', () => {
    setTestLocale('bn');
    const { unmount } = render(<OrderDetailsView order={makeOrder()} />, { wrapper: Providers });
    const items = screen.getByRole('list', { name: 'পণ্যসমূহ' });
    expect(items.textContent).toContain('জামদানি শাড়ি');
    expect(items.textContent).not.toContain('Jamdani saree');
    unmount();
    setTestLocale('en');
    render(<OrderDetailsView order={makeOrder()} />, { wrapper: Providers });
    expect(screen.getByRole('list', { name: 'Items' }).textContent).toContain('Jamdani saree');
  });

  it('falls back to the name when the line has no Bengali name', () => {
    setTestLocale('bn');
    const order = makeOrder();
    const items = order.items.map((item) => ({ ...item, bn_name: null }));
    render(<OrderDetailsView order={{ ...order, items }} />, { wrapper: Providers });
    expect(screen.getByRole('list', { name: 'পণ্যসমূহ' }).textContent).toContain('Jamdani saree');
  });
});
