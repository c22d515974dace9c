import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { flattenIssues } from './issues.ts';
import { bookShipmentBodySchema, courierPlacesQuerySchema } from './shipment.ts';

const errorsOf = (body: unknown) => flattenIssues(v.safeParse(bookShipmentBodySchema, body).issues ?? []);

describe("a booking's places", () => {
  it('books Steadfast on the address alone, and Pathao with or without its city, zone and area', () => {
    expect(errorsOf({ courier: 'steadfast' })).toEqual({});
    expect(errorsOf({ courier: 'pathao' })).toEqual({});
    expect(errorsOf({ courier: 'pathao', location: { city_id: 1, zone_id: 298, area_id: 37 } })).toEqual({});
  });

  it("names RedX's area by its id and its name together, or leaves it to the server", () => {
    expect(errorsOf({ courier: 'redx' })).toEqual({});
    expect(errorsOf({ courier: 'redx', location: { area_id: 2 } })).toEqual({
      location: ['validation.courier_location'],
    });
    expect(errorsOf({ courier: 'redx', location: { area_id: 2, area_name: '  ' } })).toEqual({
      location: ['validation.courier_location'],
    });
    expect(errorsOf({ courier: 'redx', location: { area_id: 2, area_name: 'Dhanmondi' } })).toEqual({});
  });

  it('refuses places the courier does not have, and ids that are not ids', () => {
    expect(errorsOf({ courier: 'steadfast', location: { area_id: 2 } })).toEqual({
      location: ['validation.courier_location'],
    });
    expect(errorsOf({ courier: 'redx', location: { city_id: 1, area_id: 2, area_name: 'Dhanmondi' } })).toEqual({
      location: ['validation.courier_location'],
    });
    expect(errorsOf({ courier: 'pathao', location: { city_id: -1 } })).toEqual({
      'location.city_id': ['validation.invalid_number'],
    });
  });

  it('reads the places query from strings', () => {
    expect(v.parse(courierPlacesQuerySchema, { kind: 'zone', parent: '1' })).toEqual({ kind: 'zone', parent: 1 });
    expect(v.safeParse(courierPlacesQuerySchema, { kind: 'district' }).success).toBe(false);
  });
});
