import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok, startTestApi, type TestApi } from '../../../test/api-server.ts';
import { makeProduct, makeShop } from '../../../test/fixtures.ts';
import { setTestLocale } from '../../../test/i18n.ts';
import { renderInShop } from '../../../test/render.tsx';
import { ShopHome } from './shop-home.tsx';

let api: TestApi;
beforeEach(async () => {
  api = await startTestApi();
});
afterEach(() => api.close());

const products = (from: number, count: number) =>
  Array.from({ length: count }, (_, index) =>
    makeProduct({ id: from + index, slug: `product-${from + index}`, name: `Product ${from + index}`, bn_name: null }),
  );

function serveCatalog() {
  api.on(
    'GET',
    '/api/shop/product/product_sub_categories',
    ok([{ id: 3, slug: 'saree', name: 'Saree', bn_name: 'শাড়ি', icon: '🥻', product_count: 12 }]),
  );
  api.on('GET', '/api/shop/products', (request) => {
    const page = Number(request.url.searchParams.get('page'));
    return ok({
      data: page === 1 ? products(1, 20) : products(21, 5),
      current_page: page,
      per_page: 20,
      total: 25,
      last_page: 2,
    });
  });
}

describe('shop home', () => {
  it("offers phones the banner's 960 px file and wider screens the 1920 px one", () => {
    serveCatalog();
    const shop = makeShop({ banner_url: '/images/banner-m.webp', banner_medium_url: '/images/banner-m-960.webp' });
    renderInShop(<ShopHome />, { shop, path: '/shop/rongdhonu' });
    const banner = screen.getByRole('img', { name: 'Rongdhonu Fashion' });
    expect(banner.getAttribute('srcset')).toBe('/images/banner-m-960.webp 960w, /images/banner-m.webp 1920w');
    expect(banner.getAttribute('sizes')).toBe('(min-width: 1280px) 1232px, 100vw');
    expect(banner.getAttribute('src')).toBe('/images/banner-m.webp');
  });

  it('shows the banner first, the categories, and the newest products a page at a time', async () => {
    serveCatalog();
    renderInShop(<ShopHome />, { shop: makeShop({ banner_url: '/images/banner.webp' }), path: '/shop/rongdhonu' });
    const banner = screen.getByRole('img', { name: 'Rongdhonu Fashion' });
    expect(banner.getAttribute('fetchpriority')).toBe('high');
    expect(banner.getAttribute('width')).toBe('1920');
    expect(banner.getAttribute('height')).toBe('560');
    // A banner stored before the API kept a 960 px size: the full file only.
    expect(banner.getAttribute('srcset')).toBeNull();
    expect(screen.getByTestId('product-grid-skeleton')).toBeDefined();

    const grid = await screen.findByRole('list', { name: 'New arrivals' });
    await waitFor(() => expect(within(grid).getAllByRole('article')).toHaveLength(20));
    const newest = api.requests.find((request) => request.url.pathname === '/api/shop/products');
    expect(newest?.url.searchParams.get('sort')).toBe('newest');
    expect(screen.getByRole('link', { name: 'Saree, 12 products' }).getAttribute('href')).toBe(
      '/rongdhonu/category/saree?id=3',
    );
    expect(screen.getByText('Showing 20 of 25 products')).toBeDefined();

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Showing 25 of 25 products')).toBeDefined();
    await waitFor(() => expect(within(grid).getAllByRole('article')).toHaveLength(25));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('counts in Bengali numerals and shows the featured product', async () => {
    serveCatalog();
    setTestLocale('bn');
    renderInShop(<ShopHome />, {
      shop: makeShop({
        featured_product: {
          ...makeProduct({ id: 99, image_url: '/images/f-w1200.webp', thumbnail_url: '/images/f-w1200-card.webp' }),
          image_width: 1200,
          image_medium_url: '/images/f-w1200-960.webp',
        },
      }),
      path: '/shop/rongdhonu',
    });
    expect(screen.getByRole('heading', { name: 'জামদানি শাড়ি' })).toBeDefined();
    // Its picture, the largest on a phone's first screen, in the sizes the API keeps (decision 128).
    const picture = screen.getByRole('region', { name: 'জামদানি শাড়ি' }).querySelector('img');
    expect(picture?.getAttribute('srcset')).toBe(
      '/images/f-w1200-card.webp 480w, /images/f-w1200-960.webp 960w, /images/f-w1200.webp 1200w',
    );
    expect(picture?.getAttribute('sizes')).toBe('(min-width: 1280px) 493px, (min-width: 700px) 40vw, 100vw');
    expect(await screen.findByText('২৫টি পণ্যের মধ্যে ২০টি দেখানো হচ্ছে')).toBeDefined();
  });
});
