import { queryOptions, useQuery } from '@tanstack/react-query';
import * as adminEndpoints from '@haat/api-contract/admin';
import { adminApi } from '../../../lib/api.ts';
import { adminKeys } from '../../../lib/query-keys.ts';

/** `GET /categories` */
export const fetchCategories = () => adminApi.call(adminEndpoints.listCategories);

export const categoriesQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.categories(), queryFn: fetchCategories });

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
