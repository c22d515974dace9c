import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { toLocale } from '@haat/i18n/locale';
import { MyAddresses } from '../features/account/components/my-addresses.tsx';
import { DistrictSelect } from '../features/checkout/components/district-select.tsx';
import { findDistrict } from '@haat/domain/districts';
import { personalClientLoader } from '../shell/page-route.tsx';
import { pageMeta } from '../shell/meta.ts';

export const clientLoader = personalClientLoader();
export const meta = pageMeta({ title: msg`My Addresses` });
export { HydrateFallback, PageErrorBoundary as ErrorBoundary } from '../shell/page-route.tsx';

/** Saved addresses use checkout's list of Bangladesh's districts. */
export default function MyAddressesPage() {
  const { i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  return (
    <MyAddresses
      DistrictControl={DistrictSelect}
      districtName={(district) => findDistrict(district)?.[locale] ?? district}
    />
  );
}
