import { useMutation } from '@tanstack/react-query';
import { invalidate } from '@haat/api-client/query';
import * as adminEndpoints from '@haat/api-contract/admin';
import type { CourierName } from '@haat/domain/couriers';
import type { CourierAccountBody } from '@haat/domain/schemas';
import { adminApi } from '../../../lib/api.ts';

/** The connected couriers and the places they deliver to are read again. */
const couriersChanged = invalidate(adminEndpoints.listCourierAccounts, adminEndpoints.listCourierPlaces);

/** Connects a courier, or replaces its credentials. */
export const useSaveCourierAccount = () =>
  useMutation({
    mutationFn: (body: CourierAccountBody) =>
      adminApi.call(adminEndpoints.saveCourierAccount, { params: { courier: body.courier }, body }),
    onSuccess: couriersChanged,
  });

export const useDeleteCourierAccount = () =>
  useMutation({
    mutationFn: (courier: CourierName) => adminApi.call(adminEndpoints.deleteCourierAccount, { params: { courier } }),
    onSuccess: couriersChanged,
  });
