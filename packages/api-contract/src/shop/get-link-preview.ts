import { linkPreviewQuerySchema, linkPreviewSchema } from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';

export const getLinkPreview = {
  base: 'shop',
  method: 'get',
  path: '/link-preview',
  access: 'public',
  publicCache: true,
  tag: 'seo',
  summary: "The link-preview image (og:image) of a published shop's page: the shop's, or a product's",
  description:
    'The absolute, versioned URL of the image with its size and type, for `og:image`, `og:image:width`, ' +
    '`og:image:height` and `og:image:type`; `image` is null when there is no picture to show. A product ' +
    "without a picture shows the shop's. An unknown or unpublished shop, or an unknown product, is 404.",
  query: linkPreviewQuerySchema,
  answer: linkPreviewSchema,
  errors: [404, 422],
} as const satisfies Endpoint;
