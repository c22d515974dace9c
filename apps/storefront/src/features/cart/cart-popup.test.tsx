import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCartStore } from '../../entities/cart/cart.ts';
import { makeProduct } from '../../test/fixtures.ts';
import { renderInShop } from '../../test/render.tsx';
import { CartPopupHost } from './cart-popup-host.tsx';

describe('cart confirmation popup', () => {
  it('shows the last added item with view cart, buy now and continue shopping', async () => {
    const { router } = renderInShop(<CartPopupHost />);
    act(() => useCartStore.getState().add(makeProduct({ name: 'Jamdani saree', bn_name: null })));
    const popup = await screen.findByRole('dialog', { name: 'Added to cart' }, { timeout: 5000 });
    expect(within(popup).getByText('Jamdani saree')).toBeDefined();
    expect(within(popup).getByText('Quantity: 1')).toBeDefined();
    expect(within(popup).getByText('Your cart now has 1 item, ৳2,250 in all.')).toBeDefined();
    expect(within(popup).getByRole('link', { name: 'View cart' }).getAttribute('href')).toBe('/rongdhonu/cart');
    await userEvent.click(within(popup).getByRole('button', { name: 'Continue shopping' }));
    expect(useCartStore.getState().isConfirmationOpen).toBe(false);
    act(() => useCartStore.getState().add(makeProduct()));
    const again = await screen.findByRole('dialog', { name: 'Added to cart' });
    expect(within(again).getByText('Quantity: 2')).toBeDefined();
    await userEvent.click(within(again).getByRole('button', { name: 'Buy now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/rongdhonu/checkout'));
  });
});
