import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCartStore } from '../../../entities/cart/cart.ts';
import { makeProductDetail } from '../../../test/fixtures.ts';
import { renderInShop } from '../../../test/render.tsx';
import { PurchasePanel } from './purchase-panel.tsx';

describe('PurchasePanel', () => {
  it('adds the chosen quantity at once: the confirmation popup gets the line with 2, not 1; never more than the stock', async () => {
    const product = makeProductDetail({ name: 'Jamdani saree', bn_name: null, stock: 2 });
    useCartStore.getState().load('rongdhonu');
    renderInShop(<PurchasePanel product={product} name="Jamdani saree" />);
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    // What the popup shows (cart-popup.test.tsx): the last added line as it is now.
    expect(useCartStore.getState()).toMatchObject({ isConfirmationOpen: true, lastAddedItem: { quantity: 2 } });

    // Two more of a product with 2 in stock, both already in the cart: it stays at 2.
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(useCartStore.getState()).toMatchObject({ totalItems: 2, lastAddedItem: { quantity: 2 } });
  });

  it('says "1 review" in English (a plural, not "1 reviews") and ২টি রিভিউ in Bengali', async () => {
    const detail = (rating_count: number) => makeProductDetail({ rating_average: 4, rating_count });
    const { unmount } = renderInShop(<PurchasePanel product={detail(1)} name="Jamdani saree" />);
    expect(screen.getByRole('link', { name: '1 review' })).toBeDefined();
    unmount();
    renderInShop(<PurchasePanel product={detail(3)} name="Jamdani saree" />);
    expect(screen.getByRole('link', { name: '3 reviews' })).toBeDefined();
  });
});
