import { useLingui } from '@lingui/react/macro';
import { toLocale } from '@haat/i18n/locale';
import { MyAddresses } from '../features/account/components/my-addresses.tsx';
import { DistrictSelect } from '../features/checkout/components/district-select.tsx';
import { findDistrict } from '@haat/domain/districts';

/** Saved addresses use checkout's list of Bangladesh's districts. */
export function Component() {
  const { i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  return (
    <MyAddresses
      DistrictControl={DistrictSelect}
      districtName={(district) => findDistrict(district)?.[locale] ?? district}
    />
  );
}
