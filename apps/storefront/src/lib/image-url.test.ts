import { describe, expect, it } from 'vitest';
import { env } from '../env.ts';
import { absoluteImageUrl, imageUrl, pictureSrcSet } from './image-url.ts';

describe('image URLs (decision 127)', () => {
  it("loads the API's uploaded pictures from the page's own origin", () => {
    expect(imageUrl(`${env.apiUrl}/images/shops/1/products/7/ab12.webp`)).toBe('/images/shops/1/products/7/ab12.webp');
    expect(imageUrl('/images/shops/1/logo.webp')).toBe('/images/shops/1/logo.webp');
    expect(imageUrl('images/shops/1/logo.webp')).toBe('/images/shops/1/logo.webp');
  });

  it("keeps other hosts' pictures and the API's other paths as they are", () => {
    expect(imageUrl('https://cdn.example.com/shops/1/logo.webp')).toBe('https://cdn.example.com/shops/1/logo.webp');
    expect(imageUrl(`${env.apiUrl}/api/admin/v2/link-preview.jpg`)).toBe(`${env.apiUrl}/api/admin/v2/link-preview.jpg`);
    expect(imageUrl(`${env.apiUrl}.evil.example/images/x.webp`)).toBe(`${env.apiUrl}.evil.example/images/x.webp`);
    expect(imageUrl('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
    expect(imageUrl(null)).toBeNull();
    expect(imageUrl('')).toBeNull();
  });

  it('gives structured data and link previews absolute URLs on the API', () => {
    expect(absoluteImageUrl('/images/shops/1/logo.webp')).toBe(`${env.apiUrl}/images/shops/1/logo.webp`);
    expect(absoluteImageUrl(`${env.apiUrl}/images/a.webp`)).toBe(`${env.apiUrl}/images/a.webp`);
    expect(absoluteImageUrl(undefined)).toBeNull();
  });
});

describe("a picture's files by their true widths (decision 128)", () => {
  const files = {
    url: '/images/p/a-w1600.webp',
    card: '/images/p/a-w1600-card.webp',
    medium: '/images/p/a-w1600-960.webp',
  };

  it('offers the card, the 960 px file and the full one, each at its width', () => {
    expect(pictureSrcSet({ ...files, width: 1600 })).toBe(
      '/images/p/a-w1600-card.webp 480w, /images/p/a-w1600-960.webp 960w, /images/p/a-w1600.webp 1600w',
    );
  });

  it('leaves out what is not smaller than the full file', () => {
    expect(pictureSrcSet({ ...files, medium: null, width: 800 })).toBe(
      '/images/p/a-w1600-card.webp 480w, /images/p/a-w1600.webp 800w',
    );
    // A card from a picture no wider than 480 px is the picture itself.
    expect(pictureSrcSet({ ...files, medium: null, width: 480 })).toBeUndefined();
    expect(pictureSrcSet({ ...files, medium: null, width: 320 })).toBeUndefined();
  });

  it('offers nothing when the width is unknown (pictures stored before it was recorded) or there is no picture', () => {
    expect(pictureSrcSet({ ...files, width: null })).toBeUndefined();
    expect(pictureSrcSet({ url: null, card: null, medium: null, width: 1600 })).toBeUndefined();
  });
});
