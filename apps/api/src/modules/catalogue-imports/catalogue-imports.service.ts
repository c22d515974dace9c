/**
 * Catalogue imports (issue 28 item 5, decisions 215 and 216). The owner's file is read into a plan by
 * `@haat/domain/catalogue-csv` and matched against the shop (catalogue-imports.match.ts): the dry run answers
 * that and changes nothing; a run stores the plan and enqueues the `catalogue.import` job in one transaction, and
 * the job (catalogue-imports.run.ts) imports one product at a time, writing its progress on the import's row.
 */
import { and, eq } from 'drizzle-orm';
import { parseCatalogueCsv, type ImportError, type ImportPlan } from '@haat/domain/catalogue-csv';
import type { CatalogueImport, CatalogueImportCheck, CatalogueImportProduct } from '@haat/domain/schemas';
import type { Database } from '../../platform/db/types.ts';
import { catalogueImports } from '../../platform/db/schema.ts';
import { invalid, notFound } from '../../platform/http/errors.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { matchPlan, type MatchedProduct } from './catalogue-imports.match.ts';

export const IMPORT_NOT_FOUND = 'Import not found';

type ImportRow = typeof catalogueImports.$inferSelect;

interface Checked {
  plan: ImportPlan;
  matched: MatchedProduct[];
  errors: ImportError[];
}

/** Reads the file and matches its products against the shop. */
async function check(db: Database, shopId: number, file: File): Promise<Checked> {
  const plan = parseCatalogueCsv(await file.text());
  const { matched, errors } = await matchPlan(db, shopId, plan.products);
  const all = [...plan.errors, ...errors].sort((a, b) => (a.row ?? 0) - (b.row ?? 0));
  return { plan, matched, errors: all };
}

function describe({ product, productId, variantIds }: MatchedProduct): CatalogueImportProduct {
  return {
    handle: product.handle,
    name: product.name,
    rows: product.rows,
    action: productId === null ? 'create' : 'update',
    product_id: productId,
    options: product.options.map((option) => option.name),
    variants: product.variants.length,
    variants_matched: variantIds.filter((id) => id !== null).length,
    pictures: product.images.length,
  };
}

/** `POST /product-imports/check`: the dry run. */
export async function checkCatalogueImport(db: Database, shopId: number, file: File): Promise<CatalogueImportCheck> {
  const { plan, matched, errors } = await check(db, shopId, file);
  const products = matched.map(describe);
  return {
    format: plan.format,
    rows: plan.rows,
    products,
    errors,
    creates: products.filter((product) => product.action === 'create').length,
    updates: products.filter((product) => product.action === 'update').length,
  };
}

/**
 * `POST /product-imports`: checks the file, stores the products without errors and enqueues their import; 422
 * when none is left (`file`: the first error's code).
 */
export async function startCatalogueImport(
  deps: { db: Database; jobs: JobQueue },
  shopId: number,
  file: File,
): Promise<ImportRow> {
  const { plan, matched, errors } = await check(deps.db, shopId, file);
  if (matched.length === 0 || plan.format === null)
    throw invalid(
      { file: [errors[0] ? 'validation.invalid_format' : 'validation.required'] },
      'The file has no product to import',
    );
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(catalogueImports)
      .values({
        shopId,
        format: plan.format!,
        plan: matched.map(({ product }) => product),
        total: matched.length,
        errors,
      })
      .returning();
    await deps.jobs.enqueue(tx, 'catalogue.import', { importId: row!.id });
    return row!;
  });
}

/** The shop's import with this id, or 404 (also another shop's). */
export async function getCatalogueImport(db: Database, shopId: number, id: number): Promise<ImportRow> {
  const [row] = await db
    .select()
    .from(catalogueImports)
    .where(and(eq(catalogueImports.id, id), eq(catalogueImports.shopId, shopId)))
    .limit(1);
  if (!row) throw notFound(IMPORT_NOT_FOUND);
  return row;
}

export function serializeCatalogueImport(row: ImportRow): CatalogueImport {
  return {
    id: row.id,
    state: row.state as CatalogueImport['state'],
    format: row.format as CatalogueImport['format'],
    total: row.total,
    done: row.done,
    created: row.created,
    updated: row.updated,
    pictures: row.pictures,
    errors: row.errors,
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
  };
}
