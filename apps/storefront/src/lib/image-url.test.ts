import { describe, expect, it } from 'vitest';
import { env } from '../env.ts';
import { absoluteImageUrl, imageUrl } from './image-url.ts';

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
