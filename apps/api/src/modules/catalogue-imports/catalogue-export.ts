/**
 * The shop's catalogue as a Shopify product CSV (issue 28 item 5): the columns `@haat/domain/catalogue-csv` reads, so
 * an export imports back as it was. UTF-8 with a byte-order mark (Excel shows Bengali right); cells a spreadsheet
 * would run as a formula are defused as in the customer export (decision 196). One row per variant (the first
 * carries the product's title, description, option names and status), then a row per further picture.
 */
import { asc, eq } from 'drizzle-orm';
import { unitPriceTaka } from '@haat/domain/price';
import type { Database } from '../../platform/db/types.ts';
import { productImages, products } from '../../platform/db/schema.ts';
import { fullKey } from '../../platform/storage/images.ts';
import type { ImageStorage } from '../../platform/storage/storage.ts';
import { readVariants } from '../products/products.service.ts';
import { variantPricingOf } from '../products/products.serializers.ts';
import { CSV_BOM, csvCell } from '../../platform/http/csv.ts';

export const CATALOGUE_CSV_COLUMNS = [
  'Handle',
  'Title',
  'Body (HTML)',
  'Option1 Name',
  'Option1 Value',
  'Option2 Name',
  'Option2 Value',
  'Option3 Name',
  'Option3 Value',
  'Variant SKU',
  'Variant Grams',
  'Variant Inventory Qty',
  'Variant Price',
  'Variant Compare At Price',
  'Variant Barcode',
  'Image Src',
  'Image Position',
  'Variant Image',
  'Status',
] as const;

type Column = (typeof CATALOGUE_CSV_COLUMNS)[number];

const line = (cells: Partial<Record<Column, string>>) =>
  CATALOGUE_CSV_COLUMNS.map((column) => csvCell(cells[column] ?? '')).join(',');

const escapeHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** A description (plain text) as the HTML Shopify's column holds: a paragraph per line. */
const descriptionHtml = (text: string) =>
  text
    .split('\n')
    .filter((paragraph) => paragraph.trim() !== '')
    .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
    .join('');

export async function catalogueCsv(db: Database, storage: ImageStorage, shopId: number): Promise<string> {
  const rows = await db.select().from(products).where(eq(products.shopId, shopId)).orderBy(asc(products.id));
  const ids = rows.map((row) => row.id);
  const variants = await readVariants(db, ids);
  const images = await db
    .select()
    .from(productImages)
    .where(eq(productImages.shopId, shopId))
    .orderBy(asc(productImages.productId), asc(productImages.position), asc(productImages.id));
  const lines = [CATALOGUE_CSV_COLUMNS.join(',')];
  for (const product of rows) {
    const handle = product.handle ?? product.slug;
    const own = images.filter((image) => image.productId === product.id);
    const urlOf = new Map(own.map((image) => [image.id, storage.url(fullKey(image.imageKey))]));
    const pictures = own.map((image) => urlOf.get(image.id)!);
    const list = variants.filter((variant) => variant.productId === product.id);
    list.forEach((variant, index) => {
      const pricing = variantPricingOf(product, variant);
      const price = unitPriceTaka(pricing);
      const cells: Partial<Record<Column, string>> = {
        Handle: handle,
        'Variant SKU': variant.sku ?? '',
        'Variant Grams': variant.weightGrams === null ? '' : String(variant.weightGrams),
        'Variant Inventory Qty': String(variant.stock),
        'Variant Price': price.toFixed(2),
        'Variant Compare At Price': price < pricing.selling_price ? pricing.selling_price.toFixed(2) : '',
        'Variant Barcode': variant.barcode ?? '',
        'Variant Image': variant.imageId === null ? '' : (urlOf.get(variant.imageId) ?? ''),
        'Image Src': pictures[index] ?? '',
        'Image Position': pictures[index] ? String(index + 1) : '',
      };
      product.options.forEach((option, at) => {
        cells[`Option${at + 1} Value` as Column] = variant.optionValues[at] ?? '';
        if (index === 0) cells[`Option${at + 1} Name` as Column] = option.name;
      });
      if (product.options.length === 0) {
        cells['Option1 Value'] = 'Default Title';
        if (index === 0) cells['Option1 Name'] = 'Title';
      }
      if (index === 0) {
        cells.Title = product.name;
        cells['Body (HTML)'] = descriptionHtml(product.description);
        cells.Status = list.some((candidate) => candidate.enabled) ? 'active' : 'draft';
      }
      lines.push(line(cells));
    });
    for (let index = list.length; index < pictures.length; index += 1)
      lines.push(line({ Handle: handle, 'Image Src': pictures[index], 'Image Position': String(index + 1) }));
  }
  return `${CSV_BOM}${lines.join('\r\n')}\r\n`;
}
