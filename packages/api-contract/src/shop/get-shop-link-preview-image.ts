import { linkPreviewFileParams, shopLinkPreviewImageQuerySchema } from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';
import { fileBytes, LINK_PREVIEW_IMAGE_DESCRIPTION } from './link-preview.ts';

export const getShopLinkPreviewImage = {
  base: 'shop',
  method: 'get',
  path: '/link-preview/shops/{file}',
  access: 'public',
  tag: 'seo',
  summary: 'A published shop as a link-preview image (`{shop id}.jpg`): its banner, else its logo',
  description: `${LINK_PREVIEW_IMAGE_DESCRIPTION} 404 when the shop has neither banner nor logo.`,
  params: linkPreviewFileParams,
  query: shopLinkPreviewImageQuerySchema,
  answer: fileBytes,
  file: 'image/jpeg',
  errors: [404, 422, 503],
} as const satisfies Endpoint;
