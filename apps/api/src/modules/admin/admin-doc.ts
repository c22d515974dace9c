/**
 * OpenAPI description of an admin v3 route: tagged `admin`, behind the admin token, and able to
 * answer 401 (bad token) and 403 (another shop's `shop_id`) besides the errors it names.
 */
import type * as v from 'valibot';
import { describe, type ErrorStatus } from '../../lib/openapi.ts';

export interface AdminRouteDoc {
  summary: string;
  data: v.GenericSchema;
  status?: 200 | 201;
  errors?: ErrorStatus[];
  description?: string;
}

export function adminDoc(doc: AdminRouteDoc) {
  const errors = new Set<ErrorStatus>([401, 403, ...(doc.errors ?? [])]);
  return describe({ ...doc, tags: ['admin'], auth: 'adminToken', errors: [...errors] });
}
