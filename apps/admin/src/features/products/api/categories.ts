import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../../lib/api.ts';
import { adminKeys } from '../../../lib/query-keys.ts';

/** `GET /categories` */
export const fetchCategories = () => adminApi.listCategories();

export const categoriesQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.categories(), queryFn: fetchCategories });

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
