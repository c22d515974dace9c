/**
 * A catalogue moving in (issue 28: 5,000 rows, 1,000 products × 5 sizes, no pictures, in under 60 s on each engine):
 * a new shop uploads a Shopify product CSV through the admin API and the import job runs it; the time is from the
 * upload to the job reporting every product done, as the owner's progress bar sees it.
 */
import { createCheckoutShop } from './checkout.ts';

export const IMPORT_PRODUCTS = 1000;
const SIZES = ['XS', 'S', 'M', 'L', 'XL'] as const;
const POLL_MS = 250;
const GIVE_UP_MS = 10 * 60_000;

export interface CatalogueImportFigures {
  rows: number;
  products: number;
  variants: number;
  /** From the upload to the import reporting `done`. */
  seconds: number;
}

const COLUMNS = [
  'Handle',
  'Title',
  'Option1 Name',
  'Option1 Value',
  'Variant SKU',
  'Variant Inventory Qty',
  'Variant Price',
];

/** The file: Bengali titles with a comma (quoted), one row per size, the product's columns on its first row only. */
export function bulkShopifyCsv(products = IMPORT_PRODUCTS): string {
  const quote = (cell: string) => (/[",\n]/u.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);
  const rows = Array.from({ length: products }, (_, product) =>
    SIZES.map((size, index) => [
      `bulk-${product}`,
      index === 0 ? `পণ্য ${product}, সুতি` : '',
      index === 0 ? 'সাইজ' : '',
      size,
      `BULK-${product}-${size}`,
      String(index + 1),
      String(500 + index * 10),
    ]),
  ).flat();
  return [COLUMNS, ...rows].map((cells) => cells.map(quote).join(',')).join('\n');
}

interface ImportProgress {
  id: number;
  state: string;
  total: number;
  done: number;
  created: number;
  errors: unknown[];
}

export async function benchCatalogueImport(options: {
  apiUrl: string;
  apiLogFile: string;
  onProgress: (line: string) => void;
}): Promise<CatalogueImportFigures> {
  const { apiUrl } = options;
  const shop = await createCheckoutShop(apiUrl, options.apiLogFile, 1, { mobile: '01799000011', slug: 'bench-import' });
  const admin = async (path: string, init: RequestInit = {}) => {
    const response = await fetch(`${apiUrl}/api/admin/v3${path}?shop_id=${shop.shopId}`, {
      ...init,
      headers: { authorization: `Bearer ${shop.adminToken}`, accept: 'application/json' },
    });
    const body = (await response.json()) as { data?: ImportProgress; message?: string };
    if (!response.ok || !body.data) throw new Error(`${path} answered ${response.status}: ${body.message ?? ''}`);
    return body.data;
  };
  const form = new FormData();
  form.append('file', new Blob([bulkShopifyCsv()], { type: 'text/csv' }), 'products.csv');

  const started = performance.now();
  let progress = await admin('/product-imports', { method: 'POST', body: form });
  while (progress.state !== 'done' && progress.state !== 'failed') {
    if (performance.now() - started > GIVE_UP_MS) throw new Error(`The import did not finish: ${progress.state}`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    progress = await admin(`/product-imports/${progress.id}`);
  }
  const seconds = Math.round((performance.now() - started) / 100) / 10;
  if (progress.state !== 'done' || progress.created !== IMPORT_PRODUCTS || progress.errors.length > 0)
    throw new Error(`The import ended ${progress.state}: ${JSON.stringify(progress).slice(0, 500)}`);
  options.onProgress(`catalogue import: ${IMPORT_PRODUCTS * SIZES.length} rows in ${seconds} s`);
  return {
    rows: IMPORT_PRODUCTS * SIZES.length,
    products: progress.created,
    variants: IMPORT_PRODUCTS * SIZES.length,
    seconds,
  };
}
