import { describe, expect, it } from 'vitest';
import { slugFromShopAddress, slugify } from './shop-address.ts';

const suffix = 'haat.localhost';

describe('slugFromShopAddress', () => {
  it.each([
    ['rongdhonu', 'rongdhonu'],
    ['  Shobji Bazar ', 'shobji-bazar'],
    ['shobji_bazar', 'shobji-bazar'],
    ['http://localhost:3000/shop/boighor', 'boighor'],
    ['haat.localhost/shop/boighor', 'boighor'],
    ['https://haat.localhost/rongdhonu/cart', 'rongdhonu'],
    ['rongdhonu.haat.localhost', 'rongdhonu'],
    ['/shop/purono-dokan', 'purono-dokan'],
  ])('%s → %s', (input, slug) => {
    expect(slugFromShopAddress(input, suffix)).toBe(slug);
  });

  it('gives null when nothing usable is typed', () => {
    expect(slugFromShopAddress('   ', suffix)).toBeNull();
    expect(slugFromShopAddress('বইঘর', suffix)).toBeNull();
  });
});

describe('slugify', () => {
  it('keeps lowercase letters, digits and single hyphens', () => {
    expect(slugify('--Book  House 24!!--')).toBe('book-house-24');
  });
});
