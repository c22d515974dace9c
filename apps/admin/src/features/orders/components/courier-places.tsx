import { useLingui } from '@lingui/react/macro';
import type { CourierName, CourierPlaceKind } from '@haat/domain/couriers';
import type { ParcelLocation } from '@haat/domain/schemas';
import { FormField } from '@haat/ui/form-field';
import { Select } from '@haat/ui/input';
import { errorText } from '../../../lib/error-text.ts';
import { useCourierPlaces } from '../api/courier-places.ts';

const idKey = { city: 'city_id', zone: 'zone_id', area: 'area_id' } as const;

/** One of the courier's lists, asked once its parent is chosen; choosing clears what depended on the old choice. */
function PlaceSelect({
  courier,
  kind,
  parent,
  label,
  required,
  value,
  onChange,
}: {
  courier: CourierName;
  kind: CourierPlaceKind;
  parent: number | null | undefined;
  label: string;
  required: boolean;
  value: number | undefined;
  onChange: (place: { id: number; name: string } | undefined) => void;
}) {
  const { t, i18n } = useLingui();
  const ready = parent !== undefined;
  const places = useCourierPlaces(courier, kind, parent ?? null, ready);
  return (
    <FormField label={label} required={required} error={places.error ? errorText(i18n, places.error) : undefined}>
      <Select
        value={value ?? ''}
        disabled={!ready || !places.data}
        onChange={(event) => {
          const id = Number(event.target.value);
          onChange(places.data?.places.find((place) => place.id === id));
        }}
      >
        <option value="">{places.isLoading ? t`Loading…` : t`Choose`}</option>
        {places.data?.places.map((place) => (
          <option key={place.id} value={place.id}>
            {place.name}
          </option>
        ))}
      </Select>
    </FormField>
  );
}

/** The courier's places for a booking: Pathao's city, zone and area (optional), RedX's delivery area (required). */
export function CourierPlaces({
  courier,
  value,
  onChange,
}: {
  courier: 'pathao' | 'redx';
  value: ParcelLocation;
  onChange: (location: ParcelLocation) => void;
}) {
  const { t } = useLingui();
  if (courier === 'redx') {
    return (
      <PlaceSelect
        courier="redx"
        kind="area"
        parent={null}
        label={t`Delivery area`}
        required
        value={value.area_id}
        onChange={(place) => onChange(place ? { area_id: place.id, area_name: place.name } : {})}
      />
    );
  }
  const choose = (kind: CourierPlaceKind, place: { id: number } | undefined) => {
    const kept: ParcelLocation = {};
    if (kind !== 'city' && value.city_id !== undefined) kept.city_id = value.city_id;
    if (kind === 'area' && value.zone_id !== undefined) kept.zone_id = value.zone_id;
    onChange(place ? { ...kept, [idKey[kind]]: place.id } : kept);
  };
  return (
    <>
      <PlaceSelect
        courier="pathao"
        kind="city"
        parent={null}
        label={t`City`}
        required={false}
        value={value.city_id}
        onChange={(place) => choose('city', place)}
      />
      <PlaceSelect
        courier="pathao"
        kind="zone"
        parent={value.city_id}
        label={t`Zone`}
        required={false}
        value={value.zone_id}
        onChange={(place) => choose('zone', place)}
      />
      <PlaceSelect
        courier="pathao"
        kind="area"
        parent={value.zone_id}
        label={t`Area`}
        required={false}
        value={value.area_id}
        onChange={(place) => choose('area', place)}
      />
    </>
  );
}

/** Whether a booking with this courier may go with these places (RedX cannot book without its area). */
export function placesChosen(courier: CourierName, location: ParcelLocation): boolean {
  return courier !== 'redx' || (location.area_id !== undefined && location.area_name !== undefined);
}
