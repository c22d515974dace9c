import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithI18n } from '../test/render.tsx';
import { OrderTotals } from './order-totals.tsx';

const rowsOf = (container: HTMLElement) =>
  [...container.querySelectorAll('dl > div')].map((row) => [
    row.querySelector('dt')?.textContent,
    row.querySelector('dd')?.textContent,
  ]);

describe('OrderTotals', () => {
  it('shows subtotal, delivery, discount and total, the total last, in the active language', () => {
    const { container, unmount } = renderWithI18n(
      <OrderTotals
        subtotal={1200}
        deliveryCharge={60}
        deliveryNote="Inside Dhaka"
        discount={100}
        total={1160}
        testIds={{ row: 'row', amount: 'amount' }}
      />,
      'en',
    );
    expect(rowsOf(container)).toEqual([
      ['Subtotal', '৳1,200'],
      ['Delivery charge (Inside Dhaka)', '৳60'],
      ['Discount', '−৳100'],
      ['Total', '৳1,160'],
    ]);
    expect(screen.getByTestId('row').textContent).toBe('Total৳1,160');
    expect(screen.getByTestId('amount').textContent).toBe('৳1,160');
    unmount();
    const bn = renderWithI18n(<OrderTotals subtotal={1200} deliveryCharge={60} total={1260} />, 'bn');
    expect(rowsOf(bn.container).at(-1)?.[1]).toBe('৳১,২৬০');
  });

  it('leaves out what is not there: no discount, no delivery row, a delivery charge not known yet', () => {
    const cart = renderWithI18n(<OrderTotals subtotal={800} testIds={{ amount: 'subtotal' }} />, 'en');
    expect(rowsOf(cart.container)).toEqual([['Subtotal', '৳800']]);
    expect(screen.getByTestId('subtotal').textContent).toBe('৳800');
    cart.unmount();
    const checkout = renderWithI18n(
      <OrderTotals subtotal={800} deliveryCharge={null} deliveryPending="Choose" total={800} totalLabel="Estimated" />,
      'en',
    );
    expect(rowsOf(checkout.container)).toEqual([
      ['Subtotal', '৳800'],
      ['Delivery charge', 'Choose'],
      ['Estimated', '৳800'],
    ]);
  });
});
