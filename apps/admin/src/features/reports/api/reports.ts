import { keepPreviousData, useQuery } from '@tanstack/react-query';
import * as adminEndpoints from '@haat/api-contract/admin';
import type { ReportBucket, DateRange } from '@haat/domain/report-buckets';
import { queryOptionsFor } from '../../../lib/api.ts';

/** The figures of the previous range stay on screen while the next range loads. */
const keep = { placeholderData: keepPreviousData };

export const useSalesReport = (range: DateRange, bucket: ReportBucket) =>
  useQuery(queryOptionsFor(adminEndpoints.getSalesReport, { query: { ...range, bucket } }, keep));

export const useDeliveryReport = (range: DateRange) =>
  useQuery(queryOptionsFor(adminEndpoints.getDeliveryReport, { query: range }, keep));

export const useProductsReport = (range: DateRange) =>
  useQuery(queryOptionsFor(adminEndpoints.getProductsReport, { query: range }, keep));

export const useCodReport = (range: DateRange) =>
  useQuery(queryOptionsFor(adminEndpoints.getCodReport, { query: range }, keep));
