import * as v from 'valibot';
import { apkLeadSchema } from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';

export const getApkLead = {
  base: 'admin',
  method: 'get',
  path: '/apk-lead',
  access: 'admin',
  tag: 'admin',
  summary: "The shop's request for an Android app; null when it has made none",
  answer: v.nullable(apkLeadSchema),
} as const satisfies Endpoint;
