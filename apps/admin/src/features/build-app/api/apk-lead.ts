import { useQuery } from '@tanstack/react-query';
import * as adminEndpoints from '@haat/api-contract/admin';
import { queryOptionsFor } from '../../../lib/api.ts';

/** The shop's app request, or null. */
export const useApkLead = () => useQuery(queryOptionsFor(adminEndpoints.getApkLead));
