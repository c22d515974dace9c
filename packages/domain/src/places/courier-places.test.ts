import { describe, expect, it } from 'vitest';
import { courierAreaFor, courierCityFor, parcelAddress } from './courier-places.ts';

const cities = [
  { id: 1, name: 'Dhaka' },
  { id: 2, name: 'Chittagong' },
  { id: 3, name: 'Gazipur' },
  { id: 4, name: 'Comilla' },
  { id: 5, name: 'Jessore' },
];

const dhakaZones = [
  { id: 10, name: 'Dhanmondi' },
  { id: 11, name: 'Mohammadpur' },
  { id: 12, name: 'Mirpur 1' },
  { id: 13, name: 'Mirpur 10' },
  { id: 14, name: 'Uttara Sector 4' },
  { id: 15, name: 'Uttara Sector 10' },
  { id: 16, name: 'Bashundhara R/A' },
  { id: 17, name: 'Motijheel' },
];

const redxAreas = [
  { id: 1, name: 'Mohammadpur(Dhaka)', postCode: 1207 },
  { id: 2, name: 'Dhanmondi', postCode: 1209 },
  { id: 3, name: 'Mohammadpur(Magura)', postCode: 7630 },
  { id: 4, name: 'Adabor', postCode: 1207 },
  { id: 5, name: 'Gazipur Sadar', postCode: 1700 },
  { id: 6, name: 'Tongi', postCode: 1710 },
  { id: 7, name: 'Savar', postCode: 1340 },
];

describe('a district in a courier’s cities', () => {
  it('finds the city by the district’s name, in either language', () => {
    expect(courierCityFor('Dhaka', cities).found?.id).toBe(1);
    expect(courierCityFor('গাজীপুর', cities).found?.id).toBe(3);
  });

  it('finds a renamed district by its older name', () => {
    expect(courierCityFor('Chattogram', cities).found?.id).toBe(2);
    expect(courierCityFor('Cumilla', cities).found?.id).toBe(4);
    expect(courierCityFor('Jashore', cities).found?.id).toBe(5);
  });

  it('finds nothing for a district the courier does not list, or one we do not know', () => {
    expect(courierCityFor('Sylhet', cities)).toEqual({ found: null, candidates: [] });
    expect(courierCityFor('Atlantis', cities)).toEqual({ found: null, candidates: [] });
  });
});

describe('an area in a courier’s places', () => {
  it('maps a place whose name one courier place has', () => {
    expect(courierAreaFor('Dhaka', 'Dhanmondi', dhakaZones).found?.id).toBe(10);
    expect(courierAreaFor('Dhaka', 'Motijheel', dhakaZones).found?.id).toBe(17);
  });

  it('ignores the words that only say what kind of place it is', () => {
    expect(courierAreaFor('Dhaka', 'Bashundhara', dhakaZones).found?.id).toBe(16);
  });

  it('leaves the district in brackets out, and skips another district’s place of the same name', () => {
    expect(courierAreaFor('Dhaka', 'Mohammadpur', redxAreas).found?.id).toBe(1);
  });

  it('takes "Gazipur" for "Gazipur Sadar" only when nothing else is so called, and the own name before a town in it', () => {
    expect(courierAreaFor('Gazipur', 'Gazipur Sadar', redxAreas).found?.id).toBe(5);
    expect(courierAreaFor('Gazipur', 'Gazipur Sadar', [{ id: 9, name: 'Gazipur' }]).found?.id).toBe(9);
  });

  it('asks the owner when the courier splits the place ("Mirpur" into Mirpur 1 and Mirpur 10)', () => {
    const mirpur = courierAreaFor('Dhaka', 'Mirpur', dhakaZones);
    expect(mirpur.found).toBeNull();
    expect(mirpur.candidates.map((place) => place.id)).toEqual([12, 13]);
    const uttara = courierAreaFor('Dhaka', 'Uttara', dhakaZones);
    expect(uttara.found).toBeNull();
    expect(uttara.candidates.map((place) => place.id)).toEqual([14, 15]);
  });

  it('maps "Mirpur 10" itself, written with Bengali numerals or not', () => {
    expect(courierAreaFor('Dhaka', 'Mirpur 10', dhakaZones).found?.id).toBe(13);
    expect(courierAreaFor('Dhaka', 'মিরপুর ১০', dhakaZones).found?.id).toBe(13);
  });

  it('offers the places of the same post code when no name fits, without choosing one', () => {
    const shyamoli = courierAreaFor('Dhaka', 'Shyamoli', redxAreas);
    expect(shyamoli.found).toBeNull();
    expect(shyamoli.candidates.map((place) => place.id)).toEqual([1, 4]);
  });

  it('finds nothing for an area that is not in its district', () => {
    expect(courierAreaFor('Dhaka', 'Savar Sadar', redxAreas)).toEqual({ found: null, candidates: [] });
    expect(courierAreaFor(null, 'Dhanmondi', dhakaZones)).toEqual({ found: null, candidates: [] });
  });
});

describe("a parcel's one-line address", () => {
  it('adds the area and the district the line does not name', () => {
    expect(parcelAddress('House 12, Road 5', 'Dhaka', 'Dhanmondi', 250)).toBe('House 12, Road 5, Dhanmondi, Dhaka');
  });

  it('does not repeat what the line names already, in Bengali or English', () => {
    expect(parcelAddress('বাড়ি ১২, রোড ৫, ধানমন্ডি, ঢাকা', 'Dhaka', 'Dhanmondi', 250)).toBe(
      'বাড়ি ১২, রোড ৫, ধানমন্ডি, ঢাকা',
    );
    expect(parcelAddress('Sector 7, Uttara', 'Dhaka', 'Uttara', 250)).toBe('Sector 7, Uttara, Dhaka');
    expect(parcelAddress('GEC more, Chittagong', 'Chattogram', 'Nasirabad', 250)).toBe(
      'GEC more, Chittagong, Nasirabad',
    );
  });

  it('folds line breaks and runs of spaces into one line', () => {
    expect(parcelAddress('  House 12,\n Road 5 ,\r\n\n', 'Dhaka', null, 250)).toBe('House 12, Road 5, Dhaka');
  });

  it('keeps an older address that has no known place as it was written', () => {
    expect(parcelAddress('Village Kashipur', 'Somewhere', 'Far away', 250)).toBe(
      'Village Kashipur, Far away, Somewhere',
    );
    expect(parcelAddress('Village Kashipur', null, null, 250)).toBe('Village Kashipur');
  });

  it("cuts a long line to the courier's limit, keeping the area and the district", () => {
    const address = parcelAddress('x'.repeat(300), 'Dhaka', 'Dhanmondi', 220);
    expect(address).toHaveLength(220);
    expect(address.endsWith(', Dhanmondi, Dhaka')).toBe(true);
  });
});
