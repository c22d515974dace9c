import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { RouterContextProvider, type LoaderFunctionArgs } from 'react-router';
import userEvent from '@testing-library/user-event';
import type { ProductDetail } from '@haat/domain/schemas';
import { ShopContext } from '../lib/shop.ts';
import { useCartStore } from '../entities/cart/cart.ts';
import { ok, startTestApi, type TestApi } from '../test/api-server.ts';
import { makeProductDetail, makeShop } from '../test/fixtures.ts';
import { renderInShop } from '../test/render.tsx';
import { createServerQueryClient } from '../shell/request-cache.ts';
import { requestContext } from '../shell/request-context.ts';
import ProductPage, { clientLoader, loader } from './product-details.tsx';

let api: TestApi;
beforeEach(async () => {
  api = await startTestApi();
});
afterEach(() => api.close());

const detail: ProductDetail = makeProductDetail({
  stock: 3,
  image_url: '/images/saree-w1600.webp',
  thumbnail_url: '/images/saree-w1600-card.webp',
  image_width: 1600,
  image_medium_url: '/images/saree-w1600-960.webp',
  description: 'Handwoven in Narayanganj.\n\nDry clean only.',
  images: [
    { id: 1, url: '/images/saree-2.webp', thumbnail_url: '/images/saree-2-thumb.webp', medium_url: null, width: 700 },
  ],
  category: { id: 3, slug: 'saree', name: 'Saree', bn_name: 'শাড়ি', icon: '🥻', product_count: 12 },
  rating_average: 4.5,
  rating_count: 2,
});

function open() {
  const shop = makeShop();
  const page = (
    <ShopContext.Provider value={shop}>
      <ProductPage />
    </ShopContext.Provider>
  );
  return renderInShop(<p>other</p>, {
    shop,
    path: '/rongdhonu/product/jamdani-saree',
    routes: [
      { path: '/:slug/product/:product_slug', element: page },
      { path: '/:slug/checkout', element: <h1>Checkout page</h1> },
    ],
  });
}

describe('product details', () => {
  it('shows images, price, stock, description and the reviews with their average', async () => {
    api.on('GET', '/api/shop/product/jamdani-saree', ok(detail));
    api.on(
      'GET',
      '/api/shop/product/jamdani-saree/reviews',
      ok({
        data: [
          {
            id: 1,
            product_id: 11,
            customer_name: 'Nasrin',
            rating: 5,
            comment: 'Beautiful colours',
            created_at: '2026-11-01T00:00:00Z',
            product: null,
          },
        ],
        current_page: 1,
        per_page: 20,
        total: 2,
        last_page: 1,
      }),
    );
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Jamdani saree' })).toBeDefined();
    expect(screen.getByRole('img', { name: 'Jamdani saree' }).getAttribute('fetchpriority')).toBe('high');
    // A phone takes the 960 px file of a 1600 px photo (decision 128).
    expect(screen.getByRole('img', { name: 'Jamdani saree' }).getAttribute('srcset')).toBe(
      '/images/saree-w1600-card.webp 480w, /images/saree-w1600-960.webp 960w, /images/saree-w1600.webp 1600w',
    );
    expect(screen.getByText('In stock (3 available)')).toBeDefined();
    expect(screen.getByText('Price ৳2,250, was ৳2,500')).toBeDefined();
    expect(screen.getByText('Dry clean only.')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Saree' }).getAttribute('href')).toBe('/rongdhonu/category/saree?id=3');
    const reviews = screen.getByRole('region', { name: 'Reviews' });
    expect(within(reviews).getAllByRole('img', { name: 'Rated 4.5 out of 5' })).toHaveLength(1);
    expect(await within(reviews).findByText('Beautiful colours')).toBeDefined();

    await userEvent.click(screen.getByRole('button', { name: 'Show image 2' }));
    expect(screen.getByRole('img', { name: 'Jamdani saree' }).getAttribute('src')).toBe('/images/saree-2.webp');
    expect(screen.getByRole('img', { name: 'Jamdani saree' }).getAttribute('srcset')).toBe(
      '/images/saree-2-thumb.webp 480w, /images/saree-2.webp 700w',
    );
  });

  it('adds the chosen quantity (up to the stock) and buy now goes to checkout', async () => {
    api.on('GET', '/api/shop/product/jamdani-saree', ok(detail));
    api.on(
      'GET',
      '/api/shop/product/jamdani-saree/reviews',
      ok({ data: [], current_page: 1, per_page: 20, total: 0, last_page: 1 }),
    );
    const { router } = open();
    const increase = await screen.findByRole('button', { name: 'Increase quantity' });
    expect(screen.getByRole('button', { name: 'Decrease quantity' })).toHaveProperty('disabled', true);
    await userEvent.click(increase);
    await userEvent.click(increase);
    expect(increase).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('button', { name: 'Buy now' }));
    expect(await screen.findByRole('heading', { name: 'Checkout page' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/rongdhonu/checkout');
    expect(useCartStore.getState().totalItems).toBe(3);
    expect(useCartStore.getState().isConfirmationOpen).toBe(false);
  });

  it('shows a not-found panel for an unknown product', async () => {
    api.on('GET', '/api/shop/product/jamdani-saree', {
      status: 404,
      json: { status: 404, message: 'Product not found' },
    });
    open();
    expect(await screen.findByRole('heading', { name: 'Product not found' })).toBeDefined();
  });
});

describe("the product page's title after a client navigation (its first load has it from its server loader)", () => {
  it("is the shop's while the product loads, then the product's and the shop's, in the page's language", async () => {
    let answer: () => void = () => undefined;
    const loaded = new Promise<void>((resolve) => (answer = resolve));
    api.on('GET', '/api/shop/product/jamdani-saree', async () => {
      await loaded;
      return ok(detail);
    });
    open();
    await waitFor(() => expect(document.title).toBe('Rongdhonu Fashion'));
    answer();
    await waitFor(() => expect(document.title).toBe('Jamdani saree · Rongdhonu Fashion'));
  });

  it('says when the product does not exist', async () => {
    open();
    await waitFor(() => expect(document.title).toBe('Product not found · Rongdhonu Fashion'));
  });
});

describe("a shop's product page decides by the shop's public flag before it loads the product", () => {
  const params = { slug: 'rongdhonu', product_slug: detail.slug };
  const request = () => new Request(`http://localhost:3000/rongdhonu/product/${detail.slug}`);
  const productCalls = () => api.requests.filter((call) => call.url.pathname.startsWith('/api/shop/product/'));

  function serve(published: boolean) {
    api.on('GET', '/api/shop/online-shop/rongdhonu', ok(makeShop({ public: published })));
    api.on('GET', `/api/shop/product/${detail.slug}`, ok(detail));
  }

  async function serverLoad() {
    const context = new RouterContextProvider();
    context.set(requestContext, {
      mode: { kind: 'market' },
      locale: 'en',
      queryClient: createServerQueryClient(),
      domain: 'ok',
    });
    return loader({ context, params, request: request() } as unknown as LoaderFunctionArgs);
  }

  it('on the server: a published shop sends the product and its head, an unpublished one neither', async () => {
    serve(true);
    const published = await serverLoad();
    expect(JSON.stringify(published.state)).toContain(detail.name);
    expect(published.head).toContainEqual({ property: 'og:type', content: 'product' });

    api.requests.length = 0;
    serve(false);
    const unpublished = await serverLoad();
    expect(productCalls()).toEqual([]);
    expect(JSON.stringify(unpublished)).not.toContain(detail.name);
    expect(unpublished.head).toBeUndefined();
  });

  it('in the browser: an unpublished shop starts no product query', async () => {
    serve(false);
    await clientLoader({ params, request: request() });
    serve(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(productCalls()).toEqual([]);
    // The same loader for a published shop does start it.
    const { queryClient } = await import('../lib/query-client.ts');
    queryClient.clear();
    await clientLoader({ params, request: request() });
    await waitFor(() => expect(productCalls()).toHaveLength(1));
  });
});
