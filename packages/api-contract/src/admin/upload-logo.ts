import { imageUploadFormSchema, shopSchema } from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';

export const uploadLogo = {
  base: 'admin',
  method: 'post',
  path: '/online-shop/logo',
  access: 'admin',
  tag: 'admin',
  summary: 'Upload the logo (multipart `image`; stored as WebP plus a card variant)',
  form: imageUploadFormSchema,
  answer: shopSchema,
  errors: [413, 422],
} as const satisfies Endpoint;
