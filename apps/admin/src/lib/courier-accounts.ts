import { useQuery } from '@tanstack/react-query';
import * as adminEndpoints from '@haat/api-contract/admin';
import { queryOptionsFor } from './api.ts';

/** The connected couriers (never their secrets); the courier settings and the orders' booking read it. */
export const useCourierAccounts = () => useQuery(queryOptionsFor(adminEndpoints.listCourierAccounts));
