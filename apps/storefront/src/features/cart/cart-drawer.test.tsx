import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCartStore } from '../../entities/cart/cart.ts';
import { makeProduct } from '../../test/fixtures.ts';
import { renderInShop, TOAST_WAIT } from '../../test/render.tsx';
import { CartDrawerHost } from './cart-drawer-host.tsx';

const rice = makeProduct({
  id: 2,
  slug: 'rice',
  name: 'Rice 5 kg',
  bn_name: null,
  selling_price: 450,
  discount: 50,
  discount_type: 'FIXED',
});

describe('cart drawer', () => {
  it('loads when first opened: 350px from the right, quantities, subtotal and checkout', async () => {
    const { router } = renderInShop(<CartDrawerHost />);
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => {
      useCartStore.getState().add(rice);
      useCartStore.getState().setDrawerOpen(true);
    });
    const drawer = await screen.findByRole('dialog', { name: 'Your cart' }, { timeout: 5000 });
    expect(drawer.style.width).toBe('350px');
    expect(drawer.dataset['side']).toBe('right');
    const decrease = within(drawer).getByRole('button', { name: 'Decrease quantity of Rice 5 kg' });
    expect(decrease).toHaveProperty('disabled', true);
    await userEvent.click(within(drawer).getByRole('button', { name: 'Increase quantity of Rice 5 kg' }));
    expect(within(drawer).getByRole('status').textContent).toBe('2');
    expect(decrease).toHaveProperty('disabled', false);
    expect(within(drawer).getByTestId('cart-drawer-subtotal').textContent).toBe('৳800');
    expect(within(drawer).getByRole('link', { name: 'View cart' }).getAttribute('href')).toBe('/rongdhonu/cart');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Order on cash on delivery' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/rongdhonu/checkout'));
    expect(useCartStore.getState().isDrawerOpen).toBe(false);
  });

  it('removes a line with a toast and shows the empty cart', async () => {
    renderInShop(<CartDrawerHost />);
    act(() => {
      useCartStore.getState().add(rice);
      useCartStore.getState().setDrawerOpen(true);
    });
    const drawer = await screen.findByRole('dialog', { name: 'Your cart' }, { timeout: 5000 });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Remove Rice 5 kg from cart' }));
    expect(await screen.findByText('Item removed from cart', {}, TOAST_WAIT)).toBeDefined();
    expect(within(drawer).getByText('Your cart is empty.')).toBeDefined();
  });
});
