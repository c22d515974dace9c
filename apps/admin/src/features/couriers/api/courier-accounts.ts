import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as adminEndpoints from '@haat/api-contract/admin';
import type { CourierName } from '@haat/domain/couriers';
import type { CourierAccountBody } from '@haat/domain/schemas';
import { adminApi } from '../../../lib/api.ts';
import { adminKeys } from '../../../lib/query-keys.ts';

/** `PUT /courier-accounts/{courier}`: connect, or replace the credentials. */
export const saveCourierAccount = (body: CourierAccountBody) =>
  adminApi.call(adminEndpoints.saveCourierAccount, { params: { courier: body.courier }, body });

export function useSaveCourierAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCourierAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.courierAccounts() }),
  });
}

/** `DELETE /courier-accounts/{courier}` */
export const deleteCourierAccount = (courier: CourierName) =>
  adminApi.call(adminEndpoints.deleteCourierAccount, { params: { courier } });

export function useDeleteCourierAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCourierAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.courierAccounts() }),
  });
}
