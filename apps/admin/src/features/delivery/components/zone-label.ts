import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { DeliveryZone } from '@haat/domain/delivery-zones';

const zoneLabels = {
  dhaka_city: msg`Inside Dhaka city`,
  dhaka_suburbs: msg`Dhaka suburbs (Savar, Keraniganj, Gazipur, Narayanganj)`,
  outside_dhaka: msg`Outside Dhaka`,
} as const;

/** What a package's zone says to the owner; a package without one delivers to any address. */
export function zoneLabel(i18n: I18n, zone: DeliveryZone | null): string {
  return zone ? i18n._(zoneLabels[zone]) : i18n._(msg`Any address`);
}
