import * as v from 'valibot';
import type { Endpoint } from '../endpoint.ts';

export const exportCatalogue = {
  base: 'admin',
  method: 'get',
  path: '/products-export',
  access: 'admin',
  tag: 'admin',
  summary: "The shop's products as a Shopify product CSV: UTF-8 with a byte-order mark",
  description:
    'One row per variant (Handle, Title, Body (HTML), Option1–3 Name and Value, Variant SKU, Grams, Inventory Qty, Price, Compare At Price, Barcode, Image Src, Image Position, Variant Image, Status), then a row per further picture. Importing it again changes nothing. A cell that a spreadsheet would read as a formula starts with an apostrophe.',
  answer: v.string(),
  file: 'text/csv',
  errors: [],
} as const satisfies Endpoint;
