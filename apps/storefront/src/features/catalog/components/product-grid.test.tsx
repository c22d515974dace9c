import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { makeProduct } from '../../../test/fixtures.ts';
import { renderInShop } from '../../../test/render.tsx';
import { ProductGrid } from './product-grid.tsx';

const products = (count: number) =>
  Array.from({ length: count }, (_, index) =>
    makeProduct({
      id: index + 1,
      slug: `product-${index + 1}`,
      name: `Product ${index + 1}`,
      bn_name: null,
      image_url: `/images/product-${index + 1}.webp`,
    }),
  );

const cells = (grid: HTMLElement) => within(grid).getAllByRole('listitem');
const placeholders = (grid: HTMLElement) => grid.querySelectorAll('li > [aria-hidden="true"]');

describe('ProductGrid', () => {
  it('renders the first rows at once, keeps the other places with placeholders, then fills them in', async () => {
    renderInShop(<ProductGrid products={products(14)} label="New arrivals" />);
    const grid = screen.getByRole('list', { name: 'New arrivals' });
    expect(cells(grid)).toHaveLength(14);
    expect(
      within(grid)
        .getAllByRole('article')
        .map((card) => card.getAttribute('aria-label')),
    ).toEqual(['Product 1', 'Product 2', 'Product 3', 'Product 4']);
    expect(placeholders(grid)).toHaveLength(10);

    await waitFor(() => expect(within(grid).getAllByRole('article')).toHaveLength(14));
    expect(placeholders(grid)).toHaveLength(0);
    expect(within(grid).getAllByRole('article').at(-1)?.getAttribute('aria-label')).toBe('Product 14');
  });

  it('renders every card that loads its picture eagerly in the first pass', () => {
    renderInShop(<ProductGrid products={products(10)} label="New arrivals" priorityCount={6} />);
    const cards = within(screen.getByRole('list', { name: 'New arrivals' })).getAllByRole('article');
    expect(cards).toHaveLength(6);
    expect(cards.map((card) => card.querySelector('img')?.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'eager',
      'eager',
      'eager',
      'eager',
    ]);
  });
});
