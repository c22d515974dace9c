import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
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
