import { useQuery } from '@tanstack/react-query';
import * as adminEndpoints from '@haat/api-contract/admin';
import { queryOptionsFor } from '../../../lib/api.ts';

export const orderQueryOptions = (id: number) => queryOptionsFor(adminEndpoints.getOrder, { params: { id } });

/** None before one is chosen. */
export const useOrder = (id: number | null) => useQuery({ ...orderQueryOptions(id ?? 0), enabled: id !== null });
