import { describe, expect, it } from 'vitest';

import { districts } from '../districts.ts';
import { addressPlace, areasOf, divisions, findArea, places } from './places.ts';

describe('places', () => {
  it('has the 8 divisions holding each of the 64 districts once', () => {
    expect(divisions).toHaveLength(8);
    const named = divisions.flatMap((division) => division.districts).sort();
    expect(named).toEqual(districts.map((district) => district.en).sort());
  });

  it('has every upazila of the source and the two cities’ areas, each with both names', () => {
    expect(places.filter((place) => place.kind === 'upazila').length).toBeGreaterThanOrEqual(494);
    expect(areasOf('Dhaka').filter((place) => place.kind === 'city').length).toBeGreaterThan(60);
    expect(areasOf('Chattogram').filter((place) => place.kind === 'city').length).toBeGreaterThan(15);
    for (const place of places) {
      expect(place.area.trim()).toBe(place.area);
      expect(place.bn).toMatch(/^[\u0980-\u09ff][\u0980-\u09ff ]*$/u);
      expect(place.postCode ?? '1000').toMatch(/^[1-9][0-9]{3}$/u);
    }
  });

  it('names every area once within its district, so the English name identifies it', () => {
    for (const district of districts) {
      const names = areasOf(district.en).map((place) => place.area.toLowerCase());
      expect(names.length, district.en).toBeGreaterThan(0);
      expect(new Set(names).size, district.en).toBe(names.length);
    }
  });

  it('finds an area of a district by its English, Bengali or other name, and refuses one of another district', () => {
    expect(findArea('Dhaka', 'mirpur 10')?.area).toBe('Mirpur 10');
    expect(findArea('ঢাকা', 'সাভার')?.area).toBe('Savar');
    expect(findArea('Dhaka', 'Ashulia')?.area).toBe('Savar');
    expect(findArea('Cumilla', 'Comilla Sadar')?.area).toBe('Cumilla Sadar');
    expect(findArea('Kushtia', 'Mirpur')?.district).toBe('Kushtia');
    expect(findArea('Chattogram', 'Savar')).toBeNull();
    expect(findArea('Nowhere', 'Savar')).toBeNull();
    expect(findArea('Dhaka', '')).toBeNull();
  });
});

describe('addressPlace', () => {
  it('stores the English names of a district and its area, given in either language', () => {
    expect(addressPlace('ঢাকা', 'মিরপুর ১০')).toEqual({ district: 'Dhaka', area: 'Mirpur 10' });
    expect(addressPlace('dhaka', 'ashulia')).toEqual({ district: 'Dhaka', area: 'Savar' });
  });

  it('keeps an address from before areas as it was: the district as given, no area', () => {
    expect(addressPlace('Dhaka', null)).toEqual({ district: 'Dhaka', area: null });
    expect(addressPlace('Dhaka city', '')).toEqual({ district: 'Dhaka city', area: null });
    expect(addressPlace(null, undefined)).toEqual({ district: null, area: null });
  });

  it('refuses an area that is not in the district, or without a district', () => {
    expect(addressPlace('Chattogram', 'Savar')).toBeNull();
    expect(addressPlace(null, 'Savar')).toBeNull();
    expect(addressPlace('Dhaka', 'Mirpur 99')).toBeNull();
  });
});
