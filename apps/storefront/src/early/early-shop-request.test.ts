import { describe, expect, it } from 'vitest';
import { env } from '../env.ts';
import { earlyShopTarget, homeImages, productImage, productSlugOf } from './early-shop-request.ts';

const suffix = 'haat.localhost';

describe('earlyShopTarget', () => {
  it.each([
    ['/shop/rongdhonu', { slug: 'rongdhonu', module: 'shop-home' }],
    ['/rongdhonu/product/jamdani-saree', { slug: 'rongdhonu', module: 'product-details' }],
    ['/rongdhonu/category/saree', { slug: 'rongdhonu', module: 'category' }],
    ['/rongdhonu/about-us', { slug: 'rongdhonu', module: null }],
    ['/rongdhonu/dashboard/my_orders', { slug: 'rongdhonu', module: null }],
    ['/rongdhonu/checkout/', { slug: 'rongdhonu', module: null }],
  ])('reads %s on the market host as the router does (landing pages with their module)', (path, target) => {
    expect(earlyShopTarget('localhost', path, suffix)).toEqual(target);
    expect(earlyShopTarget('haat.localhost', path, suffix)).toEqual(target);
  });

  it.each(['/', '/rongdhonu', '/shop', '/shop/rongdhonu/cart', '/product/jamdani-saree', '/cart', '/rongdhonu/nowhere', '/Bad_Slug/cart', '/admin/rongdhonu'])(
    'asks for nothing on %s, which is not a shop page there',
    (path) => {
      expect(earlyShopTarget('localhost', path, suffix)).toBeNull();
    },
  );

  it('takes the slug from a shop subdomain and the page from the root', () => {
    expect(earlyShopTarget('boighor.haat.localhost', '/', suffix)).toEqual({ slug: 'boighor', module: 'shop-home' });
    expect(earlyShopTarget('boighor.haat.localhost', '/product/x', suffix)).toEqual({ slug: 'boighor', module: 'product-details' });
    expect(earlyShopTarget('boighor.haat.localhost', '/nowhere', suffix)).toBeNull();
  });

  it('leaves custom domains to the app, which must look the domain up first', () => {
    expect(earlyShopTarget('boighor.test', '/', suffix)).toBeNull();
    expect(earlyShopTarget('boighor.test', '/shop/boighor', suffix)).toBeNull();
  });
});

describe('homeImages', () => {
  it('gives the banner and the featured picture as absolute URLs on the API', () => {
    const body = { data: { banner_url: '/images/b.webp', featured_product: { image_url: 'https://cdn.example/f.webp' } } };
    expect(homeImages(body)).toEqual([`${env.apiUrl}/images/b.webp`, 'https://cdn.example/f.webp']);
  });

  it('gives nothing for a shop without pictures or an answer that is not a shop', () => {
    expect(homeImages({ data: { banner_url: null, featured_product: null } })).toEqual([]);
    expect(homeImages(null)).toEqual([]);
    expect(homeImages({ data: { banner_url: 42 } })).toEqual([]);
  });
});

describe('productSlugOf', () => {
  it('reads the product slug of a product page on the market host and on a subdomain, decoded', () => {
    expect(productSlugOf('/rongdhonu/product/jamdani-saree')).toBe('jamdani-saree');
    expect(productSlugOf('/product/jamdani-saree/')).toBe('jamdani-saree');
    expect(productSlugOf('/rongdhonu/product/%E0%A6%B6%E0%A6%BE%E0%A6%A1%E0%A6%BC%E0%A6%BF')).toBe('শাড়ি');
  });

  it('gives nothing for an address that does not decode', () => {
    expect(productSlugOf('/rongdhonu/product/%E0%A6')).toBeNull();
    expect(productSlugOf('/')).toBeNull();
  });
});

describe('productImage', () => {
  it("gives the product's main picture as its img tag's URL, and nothing for another answer", () => {
    expect(productImage({ data: { image_url: '/images/p.webp' } })).toBe(`${env.apiUrl}/images/p.webp`);
    expect(productImage({ data: { image_url: null } })).toBeNull();
    expect(productImage(null)).toBeNull();
  });
});
