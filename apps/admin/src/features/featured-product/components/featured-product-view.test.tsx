import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { apiServer, ok } from '../../../test/api-server.ts';
import { paginator, product, signInWithShop } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { FeaturedProductView } from './featured-product-view.tsx';

const pen = { ...product, id: 12, slug: 'fountain-pen', name: 'Fountain Pen', bn_name: 'ফাউন্টেন কলম' };
const noBengaliName = { ...product, id: 13, slug: 'notebook', name: 'Notebook', bn_name: null };

describe('FeaturedProductView', () => {
  it('names products in the owner’s language: the Bengali name in Bengali, the name where there is none', async () => {
    await signInWithShop({ featured_product: { ...product, image_width: null, image_medium_url: null } });
    apiServer().on('GET', '/api/admin/v3/products', ok(paginator([pen, noBengaliName])));
    renderWithProviders(<FeaturedProductView />, { locale: 'bn' });
    expect(within(screen.getByTestId('featured-product')).getByText('জামদানি শাড়ি')).toBeTruthy();
    const list = (await screen.findByText('ফাউন্টেন কলম')).closest('ul')!;
    expect(within(list).getByText('Notebook')).toBeTruthy();
    expect(list.textContent).not.toContain('Fountain Pen');
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual([expect.stringContaining('ফাউন্টেন কলম'), expect.stringContaining('Notebook')]);
  });

  it('names them in English for an owner who reads English', async () => {
    await signInWithShop();
    apiServer().on('GET', '/api/admin/v3/products', ok(paginator([pen])));
    renderWithProviders(<FeaturedProductView />, { locale: 'en' });
    expect(await screen.findByRole('button', { name: 'Feature Fountain Pen' })).toBeTruthy();
  });
});
