import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { findDistrict } from '@haat/domain/districts';
import type { Place } from '@haat/domain/places';
import type { PlaceMatch } from '@haat/domain/place-search';
import { toLocale, type Locale } from '@haat/i18n/locale';
import { Button } from '@haat/ui/button';
import { FormField } from '@haat/ui/form-field';
import { Input, Select, Textarea } from '@haat/ui/input';
import { DistrictSelect } from './district-select.tsx';
import * as styles from './address-fields.css.ts';

/** Where an order or a saved address goes: the district's and the area's English names, and the line. */
export interface AddressFieldsValue {
  district: string;
  area: string;
  address: string;
}

export type AddressFieldName = keyof AddressFieldsValue;

export interface AddressFieldsProps {
  /** The controls' ids are `{idPrefix}-district`, `-area`, `-address` (and `-place-search`). */
  idPrefix: string;
  value: AddressFieldsValue;
  onChange: (change: Partial<AddressFieldsValue>) => void;
  errors?: Partial<Record<AddressFieldName, string | undefined>>;
}

interface PlaceData {
  areasOf: (district: string) => readonly Place[];
  searchPlaces: (query: string) => PlaceMatch[];
}

/** The place list (about 8 KB gzip) loads when the address fields first show, not with the page. */
function usePlaceData(): { data: PlaceData | null; failed: boolean; retry: () => void } {
  const [data, setData] = useState<PlaceData | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    Promise.all([import('@haat/domain/places'), import('@haat/domain/place-search')]).then(
      ([places, search]) => {
        if (live) setData({ areasOf: places.areasOf, searchPlaces: (query) => search.searchPlaces(query) });
      },
      () => {
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  return {
    data,
    failed: failed && !data,
    retry: () => {
      setFailed(false);
      setAttempt((current) => current + 1);
    },
  };
}

const placeName = (place: Place, locale: Locale) => (locale === 'bn' ? place.bn : place.area);

/**
 * District → upazila, thana or city area → the rest of the address, with a search box that finds the place as
 * it is typed in Bengali or English and fills both selects. Keyboard: arrows move through the matches, Enter picks,
 * Escape closes.
 */
export function AddressFields({ idPrefix, value, onChange, errors = {} }: AddressFieldsProps) {
  const { t, i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const places = usePlaceData();
  const listId = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const idOf = (field: AddressFieldName | 'place-search') => `${idPrefix}-${field}`;

  const matches = useMemo(
    () => (places.data && query.trim() ? places.data.searchPlaces(query) : []),
    [places.data, query],
  );
  const areas = useMemo(() => {
    if (!places.data || !value.district) return [];
    const collator = new Intl.Collator(locale === 'bn' ? 'bn-BD' : 'en-GB', { numeric: true });
    return [...places.data.areasOf(value.district)].sort((a, b) =>
      collator.compare(placeName(a, locale), placeName(b, locale)),
    );
  }, [places.data, value.district, locale]);

  const districtName = (district: string) => findDistrict(district)?.[locale] ?? district;

  const choose = (match: PlaceMatch) => {
    onChange({ district: match.district.en, area: match.place?.area ?? '' });
    setQuery('');
    setOpen(false);
    // The next thing to fill: the area when only the district was found, else the rest of the address.
    document.getElementById(idOf(match.place ? 'address' : 'area'))?.focus();
  };

  const onSearchKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (matches.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + matches.length) % matches.length);
    } else if (event.key === 'Enter' && open && matches[active]) {
      event.preventDefault();
      choose(matches[active]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  };

  const expanded = open && matches.length > 0;
  const optionId = (index: number) => `${listId}-${index}`;

  return (
    <div className={styles.group}>
      <div className={styles.search}>
        <FormField id={idOf('place-search')} label={t`Find your area`} hint={t`E.g. Mirpur 10, Savar or মিরপুর`}>
          <Input
            type="search"
            role="combobox"
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={expanded ? optionId(active) : undefined}
            value={query}
            disabled={!places.data}
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(0);
              setOpen(true);
            }}
            onKeyDown={onSearchKey}
            onBlur={() => setOpen(false)}
          />
        </FormField>
        <ul id={listId} role="listbox" aria-label={t`Places found`} className={styles.results} hidden={!expanded}>
          {expanded &&
            matches.map((match, index) => (
              // The keyboard stays in the combobox (arrows, Enter: aria-activedescendant); a click or tap picks here.
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events
              <li
                key={`${match.district.en}/${match.place?.area ?? ''}`}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                className={styles.result}
                // Keeps the focus in the box, so the click lands before the list closes on blur.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(match)}
              >
                <span className={styles.resultPlace}>
                  {match.place ? placeName(match.place, locale) : districtName(match.district.en)}
                </span>
                <span className={styles.resultWhere}>
                  {match.place ? districtName(match.district.en) : t`District`}
                </span>
              </li>
            ))}
        </ul>
        {open && query.trim() !== '' && places.data && matches.length === 0 && (
          <p role="status" className={styles.nothing}>
            {t`No place found. Choose your district and area below.`}
          </p>
        )}
      </div>
      <div className={styles.pair}>
        <FormField id={idOf('district')} label={t`District`} required error={errors.district}>
          <DistrictSelect
            name="district"
            value={value.district}
            onChange={(district) => onChange({ district, area: district === value.district ? value.area : '' })}
          />
        </FormField>
        <FormField id={idOf('area')} label={t`Upazila, thana or area`} required error={errors.area}>
          <Select
            name="area"
            value={value.area}
            disabled={!value.district || !places.data}
            onChange={(event) => onChange({ area: event.target.value })}
          >
            <option value="">{value.district ? t`Choose your area` : t`Choose the district first`}</option>
            {areas.map((place) => (
              <option key={place.area} value={place.area}>
                {placeName(place, locale)}
              </option>
            ))}
            {/* An area the list no longer has (an old address): kept, so nothing is lost. */}
            {value.area && places.data && !areas.some((place) => place.area === value.area) && (
              <option value={value.area}>{value.area}</option>
            )}
          </Select>
        </FormField>
      </div>
      {places.failed && (
        <p role="alert">
          {t`Could not load the list of areas.`}{' '}
          <Button variant="link" size="sm" onClick={places.retry}>
            {t`Try again`}
          </Button>
        </p>
      )}
      <FormField
        id={idOf('address')}
        label={t`House, road, village`}
        hint={t`E.g. House 12, Road 5, Block C`}
        required
        error={errors.address}
      >
        <Textarea
          name="address"
          autoComplete="street-address"
          rows={2}
          value={value.address}
          onChange={(event) => onChange({ address: event.target.value })}
        />
      </FormField>
    </div>
  );
}
