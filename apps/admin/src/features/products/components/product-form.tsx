import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { productBodySchema, type Category } from '@haat/domain/schemas';
import { unitPriceTaka } from '@haat/domain/price';
import { formatMoney } from '@haat/i18n/format';
import { localizedName, toLocale } from '@haat/i18n/locale';
import { Button } from '@haat/ui/button';
import { FormField } from '@haat/ui/form-field';
import { Input, Select, Textarea } from '@haat/ui/input';
import { toast } from '@haat/ui/toast';
import { ImageInput } from '../../../components/image-input.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { showApiErrors, useSchemaForm } from '../../../lib/form.ts';
import { imageUrl } from '../../../lib/image-url.ts';
import { useSaveProduct } from '../api/save-product.ts';
import { productFormToBody, type ProductFormValues } from '../product-form-values.ts';
import * as styles from './products.css.ts';

export interface ProductFormProps {
  /** null for a new product. */
  productId: number | null;
  initial: ProductFormValues;
  currentImageUrl: string | null;
  categories: Category[];
  onSaved: () => void;
  onCancel: () => void;
}

/** Name, Bengali name, category, price, discount, stock, description and image of a product. */
export function ProductForm({ productId, initial, currentImageUrl, categories, onSaved, onCancel }: ProductFormProps) {
  const { t, i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const form = useSchemaForm(productBodySchema, initial, {
    toBody: productFormToBody,
    // The schema's discount check cannot name its limit: a percent is at most 100, an amount at most the price.
    limits: (values) => {
      const max = values.discount_type === 'PERCENT' ? 100 : productFormToBody(values).selling_price;
      return Number.isFinite(max) ? { discount: { max } } : {};
    },
  });
  const [image, setImage] = useState<File | null>(null);
  const save = useSaveProduct();
  const values = form.watch();
  const body = productFormToBody(values);
  const discount = body.discount ?? 0;
  const priceReady = Number.isFinite(body.selling_price) && Number.isFinite(discount);
  const finalPrice = priceReady
    ? unitPriceTaka({ selling_price: body.selling_price, discount, discount_type: values.discount_type })
    : null;
  const { errors } = form.formState;

  const submit = form.handleSubmit((checked) =>
    save.mutate(
      { id: productId, body: checked, image },
      {
        onSuccess: ({ imageFailed }) => {
          toast.success(productId === null ? t`Product added` : t`Product saved`);
          if (imageFailed)
            toast.error(t`The product is saved, but its image could not be uploaded. Please try again later.`);
          onSaved();
        },
        onError: (error) => {
          if (!showApiErrors(form, i18n, error)) toast.error(errorText(i18n, error));
        },
      },
    ),
  );

  return (
    <form
      className={styles.form}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={productId === null ? t`New product` : t`Edit product`}
    >
      <div className={styles.formGrid}>
        <FormField label={t`Name`} required error={errors.name?.message}>
          <Input {...form.register('name')} />
        </FormField>
        <FormField label={t`Bengali name`} error={errors.bn_name?.message}>
          <Input lang="bn" {...form.register('bn_name')} />
        </FormField>
        <FormField label={t`Category`} error={errors.category_id?.message}>
          <Select {...form.register('category_id')}>
            <option value="">{t`No category`}</option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.icon ? `${category.icon} ` : ''}
                {localizedName(category, locale)}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label={t`Stock`} required error={errors.stock?.message}>
          <Input inputMode="numeric" {...form.register('stock')} />
        </FormField>
        <FormField label={t`Price (৳)`} required error={errors.selling_price?.message}>
          <Input inputMode="decimal" {...form.register('selling_price')} />
        </FormField>
        <FormField label={t`Discount`} error={errors.discount?.message}>
          <Input inputMode="decimal" {...form.register('discount')} />
        </FormField>
        <FormField label={t`Discount type`} error={errors.discount_type?.message}>
          <Select {...form.register('discount_type')}>
            <option value="FIXED">{t`Amount in taka`}</option>
            <option value="PERCENT">{t`Percent`}</option>
          </Select>
        </FormField>
        <p className={styles.priceNote} aria-live="polite">
          {finalPrice !== null && t`Customers pay ${formatMoney(finalPrice, locale)}`}
        </p>
        <FormField label={t`Description`} error={errors.description?.message} className={styles.wide}>
          <Textarea rows={4} {...form.register('description')} />
        </FormField>
        <div className={styles.wide}>
          <ImageInput
            label={t`Product image`}
            hint={t`A square JPEG, PNG or WebP photo looks best.`}
            currentUrl={imageUrl(currentImageUrl)}
            file={image}
            onFileChange={setImage}
            previewAlt={t`Product image preview`}
            maxWidth={160}
          />
        </div>
      </div>
      <div className={styles.formActions}>
        <Button variant="secondary" onClick={onCancel} disabled={save.isPending}>
          {t`Cancel`}
        </Button>
        <Button type="submit" variant="primary" loading={save.isPending}>
          {productId === null ? t`Add product` : t`Save product`}
        </Button>
      </div>
    </form>
  );
}
