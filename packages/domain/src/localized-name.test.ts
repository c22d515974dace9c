import { describe, expect, it } from 'vitest';
import { localizedDistrict, localizedName, localizedPlace } from './localized-name.ts';

describe('localizedName', () => {
  it('gives the Bengali name to a Bengali reader and the name to an English one', () => {
    const pen = { name: 'Fountain Pen', bn_name: 'ফাউন্টেন কলম' };
    expect(localizedName(pen, 'bn')).toBe('ফাউন্টেন কলম');
    expect(localizedName(pen, 'en')).toBe('Fountain Pen');
  });

  it('falls back to the name when there is no Bengali name (missing, null or blank)', () => {
    expect(localizedName({ name: 'Boighor' }, 'bn')).toBe('Boighor');
    expect(localizedName({ name: 'Boighor', bn_name: null }, 'bn')).toBe('Boighor');
    expect(localizedName({ name: 'Boighor', bn_name: '  ' }, 'bn')).toBe('Boighor');
  });
});

describe('localizedDistrict', () => {
  it('names a stored district in the reader’s language', () => {
    expect(localizedDistrict('Dhaka', 'bn')).toBe('ঢাকা');
    expect(localizedDistrict('Dhaka', 'en')).toBe('Dhaka');
    expect(localizedDistrict("Cox's Bazar", 'bn')).toBe('কক্সবাজার');
  });

  it('keeps a name that is not on the list as it was given', () => {
    expect(localizedDistrict('Atlantis', 'bn')).toBe('Atlantis');
  });
});

describe('localizedPlace', () => {
  const mirpur = { district: 'Dhaka', area: 'Mirpur 10', area_bn: 'মিরপুর ১০' };

  it('names the area and the district in the reader’s language', () => {
    expect(localizedPlace(mirpur, 'bn')).toBe('মিরপুর ১০, ঢাকা');
    expect(localizedPlace(mirpur, 'en')).toBe('Mirpur 10, Dhaka');
  });

  it('shows what an older address has: the district alone, or nothing', () => {
    expect(localizedPlace({ district: 'Dhaka', area: null, area_bn: null }, 'bn')).toBe('ঢাকা');
    expect(localizedPlace({ district: null, area: null, area_bn: null }, 'en')).toBe('');
    expect(localizedPlace({ district: 'Dhaka', area: 'Gone Area', area_bn: null }, 'bn')).toBe('Gone Area, ঢাকা');
  });
});
