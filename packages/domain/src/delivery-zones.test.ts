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

  it("offers the address's zone and the packages for any address, in the shop's order", () => {
    expect(packagesFor(all, 'dhaka_city')).toEqual([inside, express]);
    expect(packagesFor(all, 'outside_dhaka')).toEqual([outside, express]);
    expect(packagesFor(all, null)).toEqual(all);
  });

  it('never offers a package that does not deliver to the address, and always offers one for any address', () => {
    const zone = fc.constantFrom<DeliveryZone | null>('dhaka_city', 'dhaka_suburbs', 'outside_dhaka', null);
    fc.assert(
      fc.property(fc.array(fc.record({ id: fc.nat(), zone })), zone, (packages, addressZone) => {
        const offered = packagesFor(packages, addressZone);
        for (const deliveryPackage of offered) expect(deliversTo(deliveryPackage.zone, addressZone)).toBe(true);
        for (const deliveryPackage of packages.filter((entry) => entry.zone === null)) {
          expect(offered).toContain(deliveryPackage);
        }
      }),
    );
  });
});
