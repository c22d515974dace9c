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

  it("shows the chosen variant's price, stock and SKU, with sold-out values crossed out and nothing to add", async () => {
    const variant = (id: number, options: string[], stock: number, selling_price = 900) => ({
      id,
      options,
      selling_price,
      discount: 0,
      discount_type: 'FIXED' as const,
      own_price: selling_price !== 900,
      own_discount: false,
      stock,
      sku: `K-${options.join('-')}`,
      barcode: null,
      weight_grams: null,
      image_id: null,
      enabled: true,
    });
    const product = makeProductDetail({
      selling_price: 900,
      discount: 0,
      options: [
        { name: 'Size', bn_name: 'সাইজ', values: ['M', 'L'].map((name) => ({ name, bn_name: null, color: null })) },
        { name: 'Colour', bn_name: 'রং', values: [{ name: 'Red', bn_name: 'লাল', color: '#cc0000' }] },
      ],
      variants: [variant(1, ['M', 'Red'], 3, 1200), variant(2, ['L', 'Red'], 0)],
    });
    useCartStore.getState().load('rongdhonu');
    const { unmount } = renderInShop(<PurchasePanel product={product} name="Kurti" variant={product.variants[0]} />);
    expect(screen.getByText('SKU: K-M-Red')).toBeDefined();
    expect(screen.getByTestId('product-price').textContent).toContain('1,200');
    expect(screen.getByRole('link', { name: 'L (not available)' }).getAttribute('data-state')).toBe('sold_out');
    expect(screen.getByRole('link', { name: 'M' }).getAttribute('aria-current')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    // The line is the variant's: its id, price and options (two sizes would be two lines).
    expect(useCartStore.getState().items).toMatchObject([
      {
        id: `${product.id}:1`,
        price: 1200,
        variant: { id: 1, sku: 'K-M-Red', options: [{ value: 'M' }, { value: 'Red' }] },
      },
    ]);
    unmount();

    renderInShop(<PurchasePanel product={product} name="Kurti" variant={product.variants[1]} />);
    expect(screen.getByText('Out of stock')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Add to cart' })).toBeNull();
    expect(screen.getByTestId('product-price').textContent).toContain('900');
  });
});
