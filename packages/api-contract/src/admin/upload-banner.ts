import { imageUploadFormSchema, shopSchema } from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';

export const uploadBanner = {
  base: 'admin',
  method: 'post',
  path: '/online-shop/banner',
  access: 'admin',
  tag: 'admin',
  summary: 'Upload the banner (multipart `image`; stored as WebP cropped to exactly 1920x560, plus a card variant)',
  form: imageUploadFormSchema,
  answer: shopSchema,
  errors: [413, 422],
} as const satisfies Endpoint;
