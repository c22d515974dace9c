import { useLingui } from '@lingui/react/macro';
import type { Category } from '@haat/domain/schemas';
import { Dialog } from '@haat/ui/dialog';
import { QueryState } from '../../../components/query-state.tsx';
import { wideDialog } from '../../../components/wide-dialog.css.ts';
import { useProduct } from '../api/product.ts';
import { emptyProductForm, productToFormValues } from '../product-form-values.ts';
import { ProductForm } from './product-form.tsx';

export interface ProductDialogProps {
  open: boolean;
  /** null adds a product. */
  productId: number | null;
  categories: Category[];
  onClose: () => void;
}

/** Adding or editing a product; an edit loads the product's full details first. */
export function ProductDialog({ open, productId, categories, onClose }: ProductDialogProps) {
  const { t } = useLingui();
  const product = useProduct(open ? productId : null);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={productId === null ? t`New product` : t`Edit product`}
      className={wideDialog}
    >
      {productId === null ? (
        <ProductForm
          productId={null}
          initial={emptyProductForm}
          currentImageUrl={null}
          categories={categories}
          onSaved={onClose}
          onCancel={onClose}
        />
      ) : (
        <QueryState query={product}>
          {(detail) => (
            <ProductForm
              key={detail.id}
              productId={detail.id}
              initial={productToFormValues(detail)}
              currentImageUrl={detail.image_url}
              categories={categories}
              onSaved={onClose}
              onCancel={onClose}
            />
          )}
        </QueryState>
      )}
    </Dialog>
  );
}
