import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCartStore } from '../../../entities/cart/cart.ts';
import { useWishlistStore } from '../../../entities/wishlist/wishlist.ts';
import { makeProduct } from '../../../test/fixtures.ts';
import { setTestLocale } from '../../../test/i18n.ts';
import { renderInShop } from '../../../test/render.tsx';
import { ProductCard } from './product-card.tsx';

describe('ProductCard (docs/product/storefront.md product card)', () => {
  it('in stock: shows the discounted price, add to cart and the wish toggle', async () => {
    const product = makeProduct({ selling_price: 2500, discount: 10, discount_type: 'PERCENT', stock: 4 });
    renderInShop(<ProductCard product={product} />);
    const card = screen.getByRole('article', { name: 'Jamdani saree' });
    expect(within(card).getByText('Price ৳2,250, was ৳2,500')).toBeDefined();
    expect(within(card).getByText('10% off')).toBeDefined();
    expect(within(card).queryByText('Out of stock')).toBeNull();
    expect(within(card).getByRole('link', { name: 'Jamdani saree' }).getAttribute('href')).toBe(
      '/rongdhonu/product/jamdani-saree',
    );

    await userEvent.click(within(card).getByRole('button', { name: 'Add to cart: Jamdani saree' }));
    const cart = useCartStore.getState();
    expect(cart.items).toHaveLength(1);
    expect(cart.total).toBe(2250);
    expect(cart.isConfirmationOpen).toBe(true);
    expect(cart.lastAddedItem?.id).toBe(product.id);
  });

  it("variants at different prices: the range in the language's digits, no discount badge", () => {
    const product = makeProduct({ selling_price: 1000, discount: 5, price_min: 950, price_max: 1200 });
    const { unmount } = renderInShop(<ProductCard product={product} />);
    const card = screen.getByRole('article', { name: 'Jamdani saree' });
    expect(within(card).getByText('৳950–1,200')).toBeDefined();
    expect(within(card).queryByText(/off$/u)).toBeNull();
    unmount();
    setTestLocale('bn');
    renderInShop(<ProductCard product={product} />);
    expect(screen.getByText('৳৯৫০–১,২০০')).toBeDefined();
  });

  it('with sizes or colours: leads to its page to choose them instead of adding it to the cart', async () => {
    renderInShop(<ProductCard product={makeProduct({ has_options: true })} />);
    const card = screen.getByRole('article', { name: 'Jamdani saree' });
    expect(within(card).queryByRole('button', { name: 'Add to cart: Jamdani saree' })).toBeNull();
    const choose = within(card).getByRole('link', { name: 'Choose options: Jamdani saree' });
    expect(choose.getAttribute('href')).toBe('/rongdhonu/product/jamdani-saree');
    await userEvent.click(choose);
    expect(useCartStore.getState().items).toHaveLength(0);
  });

  it('out of stock: shows the badge instead of the buttons', () => {
    renderInShop(<ProductCard product={makeProduct({ stock: 0 })} />);
    const card = screen.getByRole('article', { name: 'Jamdani saree' });
    expect(within(card).getByText('Out of stock')).toBeDefined();
    expect(within(card).queryByRole('button')).toBeNull();
  });

  it('toggling the wish shows the added and removed toasts and keeps the list per shop', async () => {
    const product = makeProduct();
    renderInShop(<ProductCard product={product} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add Jamdani saree to wish list' }));
    expect(await screen.findByText('Added to wish list')).toBeDefined();
    expect(useWishlistStore.getState().products.map((entry) => entry.id)).toEqual([product.id]);
    expect(JSON.parse(localStorage.getItem('rongdhonu_wishlist') ?? '[]')).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Remove Jamdani saree from wish list' }));
    expect(await screen.findByText('Removed from wish list')).toBeDefined();
    expect(useWishlistStore.getState().products).toEqual([]);
  });

  it('speaks Bengali with Bengali numerals and the Bengali name', () => {
    setTestLocale('bn');
    renderInShop(<ProductCard product={makeProduct({ discount: 250, discount_type: 'FIXED', stock: 0 })} />);
    const card = screen.getByRole('article', { name: 'জামদানি শাড়ি' });
    expect(within(card).getByText('দাম ৳২,২৫০, আগে ছিল ৳২,৫০০')).toBeDefined();
    expect(within(card).getByText('৳২৫০ ছাড়')).toBeDefined();
  });
});
