import { describe, expect, it } from 'vitest';

import { placeWords, searchPlaces } from './search.ts';

/** "Area, District" (or just "District") of the first `count` matches. */
function found(query: string, count = 1): string[] {
  return searchPlaces(query)
    .slice(0, count)
    .map(({ district, place }) => (place ? `${place.area}, ${district.en}` : district.en));
}

describe('searchPlaces', () => {
  it('finds Mirpur as typed in English or Bengali, Dhaka’s before Kushtia’s', () => {
    expect(found('mirpur', 1)).toEqual(['Mirpur, Dhaka']);
    expect(found('Mirpur', 20)).toContain('Mirpur, Kushtia');
    expect(found('মিরপুর')).toEqual(['Mirpur, Dhaka']);
    expect(found('মীরপুর')).toEqual(['Mirpur, Dhaka']);
  });

  it('finds a Mirpur section by its number, in either numerals and with or without the space', () => {
    expect(found('mirpur 10')).toEqual(['Mirpur 10, Dhaka']);
    expect(found('Mirpur-10')).toEqual(['Mirpur 10, Dhaka']);
    expect(found('mirpur10')).toEqual(['Mirpur 10, Dhaka']);
    expect(found('মিরপুর ১০')).toEqual(['Mirpur 10, Dhaka']);
    expect(found('mirpur 1', 2)).toEqual(['Mirpur 1, Dhaka', 'Mirpur 10, Dhaka']);
  });

  it('finds upazilas, their towns and districts', () => {
    expect(found('Savar')).toEqual(['Savar, Dhaka']);
    expect(found('সাভার')).toEqual(['Savar, Dhaka']);
    expect(found('ashulia')).toEqual(['Savar, Dhaka']);
    expect(found('tongi')).toEqual(['Gazipur Sadar, Gazipur']);
    expect(found('savar dhaka')).toEqual(['Savar, Dhaka']);
    expect(found('Sylhet')).toEqual(['Sylhet']);
    expect(found('chittagong')).toEqual(['Chattogram']);
    expect(found('bogra')).toEqual(['Bogura']);
  });

  it('forgives common spelling variants and one typo', () => {
    expect(found('mohammedpur')).toEqual(['Mohammadpur, Dhaka']);
    expect(found('muhammadpur')).toEqual(['Mohammadpur, Dhaka']);
    expect(found('dhanmondi')).toEqual(['Dhanmondi, Dhaka']);
    expect(found('danmondi')).toEqual(['Dhanmondi, Dhaka']);
    expect(found('mirpru')).toEqual(['Mirpur, Dhaka']);
    expect(found('jatrabri')).toEqual(['Jatrabari, Dhaka']);
    expect(found('narayangonj')).toEqual(['Narayanganj']);
    expect(found('নারায়নগঞ্জ')).toEqual(['Narayanganj']);
    expect(found('শ্রীমঙ্গল')).toEqual(['Sreemangal, Moulvibazar']);
  });

  it('finds as the shopper types, from the first letters', () => {
    expect(found('mirp')).toEqual(['Mirpur, Dhaka']);
    expect(found('utta')).toEqual(['Uttara, Dhaka']);
    expect(found('মিরপ')).toEqual(['Mirpur, Dhaka']);
  });

  it('finds a city area by its post code', () => {
    const mirpurCode = searchPlaces('1216', { limit: 20 });
    expect(mirpurCode.map((match) => match.place?.area)).toContain('Mirpur 10');
    expect(mirpurCode.every((match) => match.place?.postCode === '1216')).toBe(true);
    expect(found('১২০৫')).toEqual(['Azimpur, Dhaka']);
  });

  it('keeps to one district when asked, and finds nothing for nothing', () => {
    expect(searchPlaces('mirpur', { district: 'Kushtia' }).map((match) => match.place?.area)).toEqual(['Mirpur']);
    expect(searchPlaces('')).toEqual([]);
    expect(searchPlaces('  ,- ')).toEqual([]);
    expect(searchPlaces('zzzzqqq')).toEqual([]);
    expect(searchPlaces('mirpur', { limit: 3 })).toHaveLength(3);
  });
});

describe('placeWords', () => {
  it('folds numerals, marks and spelling variants', () => {
    expect(placeWords('Mirpur-10, রোড ৫')).toEqual(['mirpur', '10', 'রোড', '5']);
    expect(placeWords('মীরপুর')).toEqual(placeWords('মিরপুর'));
    expect(placeWords('নারায়ণগঞ্জ')).toEqual(placeWords('নারায়নগঞ্জ'));
    expect(placeWords("Cox's Bazar")).toEqual(['coxs', 'bazar']);
  });
});
