import { and, asc, count, eq, max } from 'drizzle-orm';
import type { PackagePlace } from '@haat/domain/delivery-zones';
import { findDistrict } from '@haat/domain/districts';
import { addressPlace } from '@haat/domain/places';
import type { DeliveryPackageBody } from '@haat/domain/schemas';
import type { Database } from '../../platform/db/types.ts';
import { deliveryPackages, shops } from '../../platform/db/schema.ts';
import type { DeliveryPackageRow } from '../../platform/db/rows.ts';
import { conflict, invalid, notFound } from '../../platform/http/errors.ts';
import { paisa } from '../../platform/money.ts';
import { requireShop, type ShopAudience } from '../shops/shops.service.ts';

export const DELIVERY_PACKAGE_NOT_FOUND = 'Delivery package not found';
export const LAST_DELIVERY_PACKAGE = 'A shop needs at least one delivery package; add another before deleting this one';

/** The shop's packages in the owner's order (the checkout's list); 404 for an unknown shop. */
export async function listDeliveryPackages(
  db: Database,
  shopId: number,
  audience: ShopAudience = {},
): Promise<DeliveryPackageRow[]> {
  await requireShop(db, shopId, audience);
  return db
    .select()
    .from(deliveryPackages)
    .where(eq(deliveryPackages.shopId, shopId))
    .orderBy(asc(deliveryPackages.position), asc(deliveryPackages.id));
}

/**
 * The places a package names, as an address stores them (English names), each once; 422 naming each district that
 * is not one of Bangladesh's and each area that is not in its district.
 */
function checkedPlaces(places: DeliveryPackageBody['places']): PackagePlace[] {
  const errors: Record<string, string[]> = {};
  const checked = new Map<string, PackagePlace>();
  places.forEach((place, index) => {
    const district = findDistrict(place.district);
    const found = district && addressPlace(district.en, place.area);
    if (!district) errors[`places.${index}.district`] = ['validation.invalid_format'];
    else if (!found) errors[`places.${index}.area`] = ['validation.area_not_in_district'];
    else checked.set(`${found.district}:${found.area ?? ''}`, { district: district.en, area: found.area });
  });
  if (Object.keys(errors).length > 0) throw invalid(errors);
  return [...checked.values()];
}

const ofShop = (shopId: number, id: number) => and(eq(deliveryPackages.id, id), eq(deliveryPackages.shopId, shopId));

/** A new package goes last in the checkout's list. */
export async function createDeliveryPackage(
  db: Database,
  shopId: number,
  body: DeliveryPackageBody,
): Promise<DeliveryPackageRow> {
  const [last] = await db
    .select({ position: max(deliveryPackages.position) })
    .from(deliveryPackages)
    .where(eq(deliveryPackages.shopId, shopId));
  const [row] = await db
    .insert(deliveryPackages)
    .values({
      shopId,
      name: body.name,
      chargePaisa: paisa(body.charge),
      zone: body.zone,
      places: checkedPlaces(body.places),
      weightStepPaisa: body.weight_step === null ? null : paisa(body.weight_step),
      position: (last?.position ?? -1) + 1,
    })
    .returning();
  return row!;
}

export async function updateDeliveryPackage(
  db: Database,
  shopId: number,
  id: number,
  body: DeliveryPackageBody,
): Promise<DeliveryPackageRow> {
  const [row] = await db
    .update(deliveryPackages)
    .set({
      name: body.name,
      chargePaisa: paisa(body.charge),
      zone: body.zone,
      places: checkedPlaces(body.places),
      weightStepPaisa: body.weight_step === null ? null : paisa(body.weight_step),
    })
    .where(ofShop(shopId, id))
    .returning();
  if (!row) throw notFound(DELIVERY_PACKAGE_NOT_FOUND);
  return row;
}

/**
 * Deletes a package; orders placed with it keep its name and charge. The shop's last package
 * stays (409): without one the checkout could take no order. The shop row is locked so two
 * deletes at once cannot both remove "the other" package.
 */
export async function deleteDeliveryPackage(db: Database, shopId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.select({ id: shops.id }).from(shops).where(eq(shops.id, shopId)).for('update');
    const [found] = await tx.select({ id: deliveryPackages.id }).from(deliveryPackages).where(ofShop(shopId, id));
    if (!found) throw notFound(DELIVERY_PACKAGE_NOT_FOUND);
    const [counted] = await tx
      .select({ total: count() })
      .from(deliveryPackages)
      .where(eq(deliveryPackages.shopId, shopId));
    if ((counted?.total ?? 0) <= 1) throw conflict(LAST_DELIVERY_PACKAGE);
    await tx.delete(deliveryPackages).where(ofShop(shopId, id));
  });
}
