import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Category } from '@haat/domain/schemas';
import { Dialog } from '@haat/ui/dialog';
import { QueryState } from '../../../components/query-state.tsx';
import { Tabs } from '../../../components/tabs.tsx';
import { wideDialog } from '../../../components/wide-dialog.css.ts';
import { useProduct } from '../api/product.ts';
import { emptyProductForm, productToFormValues } from '../product-form-values.ts';
import { ProductForm } from './product-form.tsx';
import { VariantsEditor } from './variants-editor.tsx';

export interface ProductDialogProps {
  open: boolean;
  /** null adds a product. */
  productId: number | null;
  categories: Category[];
  onClose: () => void;
}

/**
 * Adding or editing a product; an edit loads the product's full details first and has a second tab for its sizes and
 * colours (a new product gets them once it is saved).
 */
export function ProductDialog({ open, productId, categories, onClose }: ProductDialogProps) {
  const { t } = useLingui();
  const product = useProduct(open ? productId : null);
  const [tab, setTab] = useState<'details' | 'variants'>('details');
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
            <Tabs
              label={t`Product`}
              items={[
                { id: 'details', label: t`Details` },
                { id: 'variants', label: t`Sizes and colours` },
              ]}
              value={tab}
              onChange={setTab}
            >
              {tab === 'details' ? (
                <ProductForm
                  key={detail.id}
                  productId={detail.id}
                  initial={productToFormValues(detail)}
                  currentImageUrl={detail.image_url}
                  categories={categories}
                  onSaved={onClose}
                  onCancel={onClose}
                />
              ) : (
                <VariantsEditor key={detail.id} product={detail} onSaved={onClose} onCancel={onClose} />
              )}
            </Tabs>
          )}
        </QueryState>
      )}
    </Dialog>
  );
}
