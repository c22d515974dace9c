import { describe, expect, it } from 'vitest';
import { imageUrlOn } from './image-url.ts';

describe('imageUrlOn', () => {
  const api = 'https://api.haat.test';

  it('puts the API’s image paths on its origin', () => {
    expect(imageUrlOn(api, '/images/products/7/rice-card.webp')).toBe(
      'https://api.haat.test/images/products/7/rice-card.webp',
    );
    expect(imageUrlOn(api, 'images/a.webp')).toBe('https://api.haat.test/images/a.webp');
  });

  it('keeps absolute, protocol-relative and data URLs, and null', () => {
    expect(imageUrlOn(api, 'https://cdn.example.com/a.jpg')).toBe('https://cdn.example.com/a.jpg');
    expect(imageUrlOn(api, '//cdn.example.com/a.jpg')).toBe('//cdn.example.com/a.jpg');
    expect(imageUrlOn(api, 'data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
    expect(imageUrlOn(api, null)).toBeNull();
    expect(imageUrlOn(api, '')).toBeNull();
  });
});
