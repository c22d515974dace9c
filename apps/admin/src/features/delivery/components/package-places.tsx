import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { PackagePlace } from '@haat/domain/delivery-zones';
import { districtsFor, findDistrict } from '@haat/domain/districts';
import { areasOf, findArea } from '@haat/domain/places';
import { toLocale } from '@haat/i18n/locale';
import { Button } from '@haat/ui/button';
import { FormField } from '@haat/ui/form-field';
import { Select } from '@haat/ui/input';
import * as styles from './delivery.css.ts';

/** A place a package names, in the owner's language: "মিরপুর ১০, ঢাকা", or the district alone. */
export function placeName(place: PackagePlace, locale: 'bn' | 'en'): string {
  const district = findDistrict(place.district);
  const districtName = district ? district[locale] : place.district;
  if (place.area === null) return districtName;
  const area = findArea(place.district, place.area);
  return `${area ? (locale === 'bn' ? area.bn : area.area) : place.area}, ${districtName}`;
}

/**
 * The districts and areas a package delivers to (decision 244): a district, then one of its areas or the whole
 * district, added to the list; each listed place can be removed. Selects, so it works on a phone and by keyboard.
 */
export function PackagePlaces({
  places,
  onChange,
  error,
}: {
  places: readonly PackagePlace[];
  onChange: (places: PackagePlace[]) => void;
  error?: string | undefined;
}) {
  const { t, i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const [district, setDistrict] = useState('');
  const [area, setArea] = useState('');
  const add = () => {
    if (!district) return;
    const place = { district, area: area || null };
    const known = places.some((each) => each.district === place.district && each.area === place.area);
    if (!known) onChange([...places, place]);
    setArea('');
  };

  return (
    <fieldset className={styles.places}>
      <legend>{t`Districts and areas`}</legend>
      {places.length > 0 ? (
        <ul className={styles.placeList} aria-label={t`Places this package delivers to`}>
          {places.map((place) => {
            const name = placeName(place, locale);
            return (
              <li key={`${place.district}:${place.area ?? ''}`} className={styles.placeItem}>
                {name}
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={t`Remove ${name}`}
                  onClick={() => onChange(places.filter((each) => each !== place))}
                >
                  ×
                </Button>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className={styles.zone}>{t`Add the districts, or areas of a district, this package delivers to.`}</p>
      )}
      <div className={styles.placePicker}>
        <FormField label={t`District`} error={error}>
          <Select
            value={district}
            onChange={(event) => {
              setDistrict(event.target.value);
              setArea('');
            }}
          >
            <option value="">{t`Choose a district`}</option>
            {districtsFor(locale).map((each) => (
              <option key={each.en} value={each.en}>
                {each[locale]}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label={t`Area`}>
          <Select value={area} onChange={(event) => setArea(event.target.value)} disabled={!district}>
            <option value="">{t`The whole district`}</option>
            {areasOf(district).map((each) => (
              <option key={each.area} value={each.area}>
                {locale === 'bn' ? each.bn : each.area}
              </option>
            ))}
          </Select>
        </FormField>
        <Button size="sm" variant="secondary" onClick={add} disabled={!district}>
          {t`Add place`}
        </Button>
      </div>
    </fieldset>
  );
}
