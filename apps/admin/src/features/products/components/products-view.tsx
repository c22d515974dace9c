import { useState } from 'react';
import { useListParams, useSearchBox } from '../../../hooks/use-list-params.ts';
import { useLingui } from '@lingui/react/macro';
import { Download, Pencil, Plus, Search, Trash2, Upload } from 'lucide-react';
import { unitPriceTaka } from '@haat/domain/price';
import type { Category, Product } from '@haat/domain/schemas';
import { formatNumber } from '@haat/i18n/format';
import { localizedName, toLocale } from '@haat/i18n/locale';
import { Badge } from '@haat/ui/badge';
import { Button, IconButton } from '@haat/ui/button';
import { ConfirmDialog } from '@haat/ui/confirm-dialog';
import { FormField } from '@haat/ui/form-field';
import { Input, Select } from '@haat/ui/input';
import { Price } from '@haat/ui/price';
import { Spinner } from '@haat/ui/spinner';
import { toast } from '@haat/ui/toast';
import { VisuallyHidden } from '@haat/ui/visually-hidden';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { Pagination } from '../../../components/pagination.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { imageUrl } from '../../../lib/image-url.ts';
import { useCategories } from '../api/categories.ts';
import { useDeleteProduct } from '../api/delete-product.ts';
import { useExportCatalogue } from '../api/export-catalogue.ts';
import { useProducts } from '../api/products.ts';
import { CategoriesPanel } from './categories-panel.tsx';
import { ImportDialog } from './import-dialog.tsx';
import { ProductDialog } from './product-dialog.tsx';
import * as styles from './products.css.ts';

export const PRODUCT_SEARCH_DEBOUNCE_MS = 400;

function positiveInteger(value: string | null): number | undefined {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : undefined;
}

/** The product list (search, category, pages), the product dialogs and the categories. */
export function ProductsView() {
  const { t, i18n } = useLingui();
  const { params, update } = useListParams();
  const search = params.get('q') ?? '';
  const categoryId = positiveInteger(params.get('category'));
  const page = positiveInteger(params.get('page')) ?? 1;
  const [typed, setTyped] = useSearchBox(search, update, PRODUCT_SEARCH_DEBOUNCE_MS);
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Product | null>(null);
  const [importing, setImporting] = useState(false);
  const exporting = useExportCatalogue();
  const exportFile = () => exporting.mutate(undefined, { onError: (error) => toast.error(errorText(i18n, error)) });
  const categories = useCategories();
  const products = useProducts({ search: search || undefined, category_id: categoryId, page });

  const categoryList = categories.data ?? [];
  return (
    <>
      <PageHeader
        title={t`Products`}
        description={t`Add, change and remove what your shop sells.`}
        actions={
          <>
            <Button variant="secondary" startIcon={<Upload size={16} />} onClick={() => setImporting(true)}>
              {t`Import`}
            </Button>
            <Button
              variant="secondary"
              startIcon={<Download size={16} />}
              onClick={exportFile}
              loading={exporting.isPending}
            >
              {t`Export CSV`}
            </Button>
            <Button variant="primary" startIcon={<Plus size={16} />} onClick={() => setEditing('new')}>
              {t`Add product`}
            </Button>
          </>
        }
      />
      <div className={styles.layout}>
        <section aria-label={t`Product list`}>
          <div className={styles.toolbar} role="search">
            <FormField label={t`Search products`}>
              <Input
                type="search"
                value={typed}
                onChange={(event) => setTyped(event.target.value)}
                placeholder={t`Name or Bengali name`}
              />
            </FormField>
            <FormField label={t`Category`}>
              <Select
                value={categoryId ?? ''}
                onChange={(event) => update({ category: event.target.value || undefined, page: undefined })}
              >
                <option value="">{t`All categories`}</option>
                {categoryList.map((category) => (
                  <option key={category.id} value={category.id}>
                    {category.icon ? `${category.icon} ` : ''}
                    {category.name}
                  </option>
                ))}
              </Select>
            </FormField>
          </div>
          <QueryState query={products}>
            {(list) =>
              list.data.length === 0 ? (
                search || categoryId ? (
                  <EmptyState title={t`No products match.`} icon={<Search size={36} />} />
                ) : (
                  <EmptyState
                    title={t`No products yet.`}
                    action={
                      <Button variant="primary" startIcon={<Plus size={16} />} onClick={() => setEditing('new')}>
                        {t`Add your first product`}
                      </Button>
                    }
                  >
                    {t`Add a product and it shows in your shop at once.`}
                  </EmptyState>
                )
              ) : (
                <>
                  <ProductTable
                    products={list.data}
                    categories={categoryList}
                    busy={products.isFetching}
                    onEdit={(product) => setEditing(product.id)}
                    onDelete={setDeleting}
                  />
                  <Pagination
                    page={list.current_page}
                    lastPage={list.last_page}
                    onPageChange={(next) => update({ page: next > 1 ? String(next) : undefined })}
                  />
                </>
              )
            }
          </QueryState>
        </section>
        {categories.isSuccess ? <CategoriesPanel categories={categories.data} /> : <Spinner />}
      </div>
      <ProductDialog
        open={editing !== null}
        productId={editing === 'new' ? null : editing}
        categories={categoryList}
        onClose={() => setEditing(null)}
      />
      <DeleteProductDialog product={deleting} onClose={() => setDeleting(null)} />
      <ImportDialog open={importing} onClose={() => setImporting(false)} />
    </>
  );
}

interface ProductTableProps {
  products: Product[];
  categories: Category[];
  busy: boolean;
  onEdit: (product: Product) => void;
  onDelete: (product: Product) => void;
}

function ProductTable({ products, categories, busy, onEdit, onDelete }: ProductTableProps) {
  const { t, i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const categoryName = (id: number | null) => {
    const category = categories.find((candidate) => candidate.id === id);
    if (!category) return '—';
    return localizedName(category, locale);
  };
  return (
    <div className={styles.tableWrap} aria-busy={busy}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th className={styles.th} scope="col">{t`Product`}</th>
            <th className={styles.th} scope="col">{t`Category`}</th>
            <th className={styles.th} scope="col">{t`Price`}</th>
            <th className={styles.th} scope="col">{t`Stock`}</th>
            <th className={styles.th} scope="col">
              <VisuallyHidden>{t`Actions`}</VisuallyHidden>
            </th>
          </tr>
        </thead>
        <tbody>
          {products.map((product) => {
            const thumb = imageUrl(product.thumbnail_url ?? product.image_url);
            return (
              <tr key={product.id} data-testid={`product-row-${product.id}`}>
                <td className={styles.td}>
                  <div className={styles.productCell}>
                    {thumb ? (
                      <img src={thumb} alt="" className={styles.thumb} width={48} height={48} loading="lazy" />
                    ) : (
                      <span className={styles.thumb} aria-hidden="true" />
                    )}
                    <div>
                      <div>{product.name}</div>
                      {product.bn_name && (
                        <div className={styles.muted} lang="bn">
                          {product.bn_name}
                        </div>
                      )}
                    </div>
                  </div>
                </td>
                <td className={styles.td}>{categoryName(product.category_id)}</td>
                <td className={styles.td}>
                  <Price amount={unitPriceTaka(product)} original={product.selling_price} size="sm" />
                </td>
                <td className={styles.td}>
                  {product.stock === 0 ? (
                    <Badge tone="red">{t`Out of stock`}</Badge>
                  ) : (
                    formatNumber(product.stock, locale)
                  )}
                </td>
                <td className={styles.td}>
                  <div className={styles.rowActions}>
                    <IconButton size="sm" aria-label={t`Edit ${product.name}`} onClick={() => onEdit(product)}>
                      <Pencil size={16} />
                    </IconButton>
                    <IconButton size="sm" aria-label={t`Delete ${product.name}`} onClick={() => onDelete(product)}>
                      <Trash2 size={16} />
                    </IconButton>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function DeleteProductDialog({ product, onClose }: { product: Product | null; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const remove = useDeleteProduct();
  return (
    <ConfirmDialog
      open={product !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t`Delete this product?`}
      description={product ? t`“${product.name}” will be removed from your shop. This cannot be undone.` : undefined}
      confirmLabel={t`Delete`}
      onConfirm={() =>
        remove.mutateAsync(product?.id ?? 0).then(
          () => toast.success(t`Product deleted`),
          (error: unknown) => {
            toast.error(errorText(i18n, error));
            throw error;
          },
        )
      }
    />
  );
}
