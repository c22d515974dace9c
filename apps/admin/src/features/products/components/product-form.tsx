import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { productBodySchema, type Category } from '@haat/domain/schemas';
import { unitPriceTaka } from '@haat/domain/price';
import { formatMoney } from '@haat/i18n/format';
import { toLocale } from '@haat/i18n/locale';
import { Button } from '@haat/ui/button';
import { FormField } from '@haat/ui/form-field';
import { Input, Select, Textarea } from '@haat/ui/input';
import { toast } from '@haat/ui/toast';
import { ImageInput } from '../../../components/image-input.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { apiFieldErrors, validateBody } from '../../../lib/form-errors.ts';
import { imageUrl } from '../../../lib/image-url.ts';
import { useForm } from '../../../lib/use-form.ts';
import { validationText } from '../../../lib/validation-text.ts';
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
  const form = useForm(initial);
  const [image, setImage] = useState<File | null>(null);
  const save = useSaveProduct();
  const body = productFormToBody(form.values);
  const discount = body.discount ?? 0;
  const priceReady = Number.isFinite(body.selling_price) && Number.isFinite(discount);
  const finalPrice = priceReady
    ? unitPriceTaka({ selling_price: body.selling_price, discount, discount_type: form.values.discount_type })
    : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateBody(i18n, productBodySchema, body);
    if (!checked.success) {
      // The schema's discount check cannot name its limit: a percent is at most 100, an amount at most the price.
      const limit = form.values.discount_type === 'PERCENT' ? 100 : body.selling_price;
      const discountTooHigh = checked.errors['discount'] && Number.isFinite(limit) && discount > limit;
      form.showErrors(
        discountTooHigh
          ? { ...checked.errors, discount: validationText(i18n, 'validation.max_value', { max: limit }) }
          : checked.errors,
      );
      return;
    }
    save.mutate(
      { id: productId, body: checked.output, image },
      {
        onSuccess: ({ imageFailed }) => {
          toast.success(productId === null ? t`Product added` : t`Product saved`);
          if (imageFailed)
            toast.error(t`The product is saved, but its image could not be uploaded. Please try again later.`);
          onSaved();
        },
        onError: (error) => {
          const fields = apiFieldErrors(i18n, error);
          if (fields) form.showErrors(fields);
          else toast.error(errorText(i18n, error));
        },
      },
    );
  };

  return (
    <form
      ref={form.ref}
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-label={productId === null ? t`New product` : t`Edit product`}
    >
      <div className={styles.formGrid}>
        <FormField label={t`Name`} required error={form.errors['name']}>
          <Input {...form.text('name')} />
        </FormField>
        <FormField label={t`Bengali name`} error={form.errors['bn_name']}>
          <Input lang="bn" {...form.text('bn_name')} />
        </FormField>
        <FormField label={t`Category`} error={form.errors['category_id']}>
          <Select {...form.text('category_id')}>
            <option value="">{t`No category`}</option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.icon ? `${category.icon} ` : ''}
                {locale === 'bn' && category.bn_name ? category.bn_name : category.name}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label={t`Stock`} required error={form.errors['stock']}>
          <Input inputMode="numeric" {...form.text('stock')} />
        </FormField>
        <FormField label={t`Price (৳)`} required error={form.errors['selling_price']}>
          <Input inputMode="decimal" {...form.text('selling_price')} />
        </FormField>
        <FormField label={t`Discount`} error={form.errors['discount']}>
          <Input inputMode="decimal" {...form.text('discount')} />
        </FormField>
        <FormField label={t`Discount type`} error={form.errors['discount_type']}>
          <Select {...form.text('discount_type')}>
            <option value="FIXED">{t`Amount in taka`}</option>
            <option value="PERCENT">{t`Percent`}</option>
          </Select>
        </FormField>
        <p className={styles.priceNote} aria-live="polite">
          {finalPrice !== null && t`Customers pay ${formatMoney(finalPrice, locale)}`}
        </p>
        <FormField label={t`Description`} error={form.errors['description']} className={styles.wide}>
          <Textarea rows={4} {...form.text('description')} />
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
