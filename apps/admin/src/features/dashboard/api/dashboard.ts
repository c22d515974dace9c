import { useQuery } from '@tanstack/react-query';
import * as adminEndpoints from '@haat/api-contract/admin';
import { queryOptionsFor } from '../../../lib/api.ts';

export const useDashboard = () => useQuery(queryOptionsFor(adminEndpoints.getDashboard));
