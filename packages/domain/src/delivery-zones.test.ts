import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { districts } from './districts.ts';
import { areasOf } from './places/places.ts';
import { deliversTo, deliveryZoneOf, packagesFor, type DeliveryZone } from './delivery-zones.ts';

describe('deliveryZoneOf', () => {
  it("tells Dhaka city from its suburbs and from the rest of the country, by the address's district and area", () => {
    expect(deliveryZoneOf('Dhaka', 'Mirpur 10')).toBe('dhaka_city');
    expect(deliveryZoneOf('ঢাকা', 'Dhanmondi')).toBe('dhaka_city');
    expect(deliveryZoneOf('Dhaka', 'Savar')).toBe('dhaka_suburbs');
    expect(deliveryZoneOf('Dhaka', ' keraniganj ')).toBe('dhaka_suburbs');
    expect(deliveryZoneOf('Gazipur', 'Gazipur Sadar')).toBe('dhaka_suburbs');
    expect(deliveryZoneOf('নারায়ণগঞ্জ', null)).toBe('dhaka_suburbs');
    expect(deliveryZoneOf('Chattogram', 'Panchlaish')).toBe('outside_dhaka');
    expect(deliveryZoneOf('Sylhet', undefined)).toBe('outside_dhaka');
  });

  it('cannot tell without a district, or in Dhaka without an area', () => {
    expect(deliveryZoneOf('', 'Mirpur 10')).toBeNull();
    expect(deliveryZoneOf('Atlantis', 'Savar')).toBeNull();
    expect(deliveryZoneOf('Dhaka', '')).toBeNull();
  });

  it('puts every area of Dhaka district in the city or the suburbs, and each of the 64 districts in one zone', () => {
    const dhaka = areasOf('Dhaka');
    for (const place of dhaka) {
      expect(deliveryZoneOf('Dhaka', place.area)).toBe(place.kind === 'city' ? 'dhaka_city' : 'dhaka_suburbs');
    }
    for (const district of districts) {
      const area = areasOf(district.en)[0]?.area ?? null;
      expect(deliveryZoneOf(district.en, area)).not.toBeNull();
    }
  });
});

describe('packagesFor', () => {
  const inside = { id: 1, zone: 'dhaka_city' as const };
  const suburbs = { id: 2, zone: 'dhaka_suburbs' as const };
  const outside = { id: 3, zone: 'outside_dhaka' as const };
  const express = { id: 4, zone: null };
  const all = [inside, suburbs, outside, express];
  const at = (district: string | null, area: string | null = null) => ({ district, area });

  it("offers the address's zone and the packages for any address, in the shop's order", () => {
    expect(packagesFor(all, at('Dhaka', 'Mirpur 10'))).toEqual([inside, express]);
    expect(packagesFor(all, at('Sylhet'))).toEqual([outside, express]);
    expect(packagesFor(all, at(null))).toEqual(all);
  });

  it('offers the packages naming the address’s district before its zone’s, and its area’s before its district’s', () => {
    const chattogram = { id: 5, zone: null, places: [{ district: 'Chattogram', area: null }] };
    const mirpur = {
      id: 6,
      zone: null,
      places: [
        { district: 'Dhaka', area: 'Mirpur 10' },
        { district: 'Dhaka', area: 'Mirpur 11' },
      ],
    };
    const dhaka = { id: 7, zone: null, places: [{ district: 'Dhaka', area: null }] };
    const packages = [...all, chattogram, mirpur];
    expect(packagesFor(packages, at('চট্টগ্রাম', 'Panchlaish'))).toEqual([express, chattogram]);
    expect(packagesFor(packages, at('Sylhet'))).toEqual([outside, express]);
    expect(packagesFor(packages, at('Dhaka', 'mirpur 11'))).toEqual([express, mirpur]);
    expect(packagesFor(packages, at('Dhaka', 'Dhanmondi'))).toEqual([inside, express]);
    expect(packagesFor([...packages, dhaka], at('Dhaka', 'Dhanmondi'))).toEqual([express, dhaka]);
    expect(packagesFor([...packages, dhaka], at('Dhaka', 'Mirpur 10'))).toEqual([express, mirpur]);
    // Before the district is known, every package.
    expect(packagesFor(packages, at(''))).toEqual(packages);
  });

  it('never offers a package that does not deliver to the address, and always offers one for any address', () => {
    const zone = fc.constantFrom<DeliveryZone | null>('dhaka_city', 'dhaka_suburbs', 'outside_dhaka', null);
    const address = fc.constantFrom(
      at('Dhaka', 'Mirpur 10'),
      at('Dhaka', 'Savar'),
      at('Dhaka'),
      at('Gazipur'),
      at('Chattogram', 'Panchlaish'),
      at(null),
    );
    fc.assert(
      fc.property(fc.array(fc.record({ id: fc.nat(), zone })), address, (packages, where) => {
        const offered = packagesFor(packages, where);
        const addressZone = deliveryZoneOf(where.district, where.area);
        for (const deliveryPackage of offered) expect(deliversTo(deliveryPackage.zone, addressZone)).toBe(true);
        for (const deliveryPackage of packages.filter((entry) => entry.zone === null)) {
          expect(offered).toContain(deliveryPackage);
        }
      }),
    );
  });
});
