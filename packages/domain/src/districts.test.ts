import { describe, expect, it } from 'vitest';
import { districts, districtsFor, findDistrict } from './districts.ts';

describe('districts', () => {
  it('are the 64 districts, each named once in each language', () => {
    expect(districts).toHaveLength(64);
    expect(new Set(districts.map((district) => district.en)).size).toBe(64);
    expect(new Set(districts.map((district) => district.bn)).size).toBe(64);
  });

  it('sort by their name in the language asked for', () => {
    expect(districtsFor('en')[0]?.en).toBe('Bagerhat');
    expect(districtsFor('bn')).toHaveLength(64);
  });

  it('are found by either name, case-insensitively, and give the stored English name', () => {
    expect(findDistrict(' dhaka ')).toEqual({ en: 'Dhaka', bn: 'ঢাকা' });
    expect(findDistrict('ঢাকা')?.en).toBe('Dhaka');
    expect(findDistrict('Atlantis')).toBeNull();
    expect(findDistrict(null)).toBeNull();
  });
});
