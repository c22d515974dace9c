import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { toLocale } from '@haat/i18n/locale';
import { MyAddresses } from '../features/account/components/my-addresses.tsx';
import { AddressFields } from '../features/checkout/components/address-fields.tsx';
import { findDistrict } from '@haat/domain/districts';
import { personalClientLoader } from '../shell/page-route.tsx';
import { pageMeta } from '../shell/meta.ts';

export const clientLoader = personalClientLoader();
export const meta = pageMeta({ title: msg`My Addresses` });
export { HydrateFallback, PageErrorBoundary as ErrorBoundary } from '../shell/page-route.tsx';

/** Saved addresses use checkout's address fields (district, area, line). */
export default function MyAddressesPage() {
  const { i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  return (
    <MyAddresses
      AddressControl={AddressFields}
      districtName={(district) => findDistrict(district)?.[locale] ?? district}
    />
  );
}
