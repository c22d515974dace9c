import { linkPreviewFileParams, productLinkPreviewImageQuerySchema } from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';
import { fileBytes, LINK_PREVIEW_IMAGE_DESCRIPTION } from './link-preview.ts';

export const getProductLinkPreviewImage = {
  base: 'shop',
  method: 'get',
  path: '/link-preview/products/{file}',
  access: 'public',
  tag: 'seo',
  summary: "A published shop's product as a link-preview image (`{product id}.jpg`)",
  description: `${LINK_PREVIEW_IMAGE_DESCRIPTION} A product without a picture shows the shop's.`,
  params: linkPreviewFileParams,
  query: productLinkPreviewImageQuerySchema,
  answer: fileBytes,
  file: 'image/jpeg',
  errors: [404, 422, 503],
} as const satisfies Endpoint;
