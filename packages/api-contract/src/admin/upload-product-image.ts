import { imageUploadFormSchema, productSchema } from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';
import { idParams } from './shared.ts';

export const uploadProductImage = {
  base: 'admin',
  method: 'post',
  path: '/products/{id}/image',
  access: 'admin',
  tag: 'admin',
  summary:
    "Add a product image (multipart `image`; WebP plus a card variant); the first becomes the product's main image",
  params: idParams,
  form: imageUploadFormSchema,
  answer: productSchema,
  errors: [404, 413, 422],
} as const satisfies Endpoint;
