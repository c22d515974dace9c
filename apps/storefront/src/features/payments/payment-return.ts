// A shopper back from a gateway's page (issue 30) lands on the order's page with the outcome as `?payment=`.
import * as v from 'valibot';
import { paymentOutcomes } from '@haat/domain/schemas';

export const PAYMENT_QUERY = 'payment';

export const paymentOutcomeSchema = v.picklist(paymentOutcomes);
