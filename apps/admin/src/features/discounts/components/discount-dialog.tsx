import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { instantToDhakaLocal, type DiscountKind } from '@haat/domain/discounts';
import { discountBodySchema, type DiscountWire } from '@haat/domain/schemas';
import { localizedName } from '@haat/domain/localized-name';
import { errorMessages } from '@haat/i18n/messages';
import { toLocale } from '@haat/i18n/locale';
import { Button } from '@haat/ui/button';
import { Dialog } from '@haat/ui/dialog';
import { FormField } from '@haat/ui/form-field';
import { Input, Select } from '@haat/ui/input';
import { toast } from '@haat/ui/toast';
import { showApiErrors, useSchemaForm } from '../../../lib/form.ts';
import { numberToInput, parseNumberInput } from '../../../lib/number-input.ts';
import { useSaveDiscount, type DiscountInput } from '../api/discounts.ts';
import { useDiscountCategories, useDiscountProducts } from '../api/targets.ts';
import * as styles from './discounts.css.ts';

export interface DiscountDialogProps {
  open: boolean;
  /** null adds a discount. */
  discount: DiscountWire | null;
  onClose: () => void;
}

export function DiscountDialog({ open, discount, onClose }: DiscountDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={discount ? t`Edit discount` : t`New discount`}
    >
      <DiscountForm key={discount?.id ?? 'new'} discount={discount} onDone={onClose} />
    </Dialog>
  );
}

interface DiscountFormValues {
  code: string;
  title: string;
  kind: DiscountKind;
  percent: string;
  amount: string;
  scope: 'order' | 'categories' | 'products' | 'variants';
  target_ids: number[];
  min_amount: string;
  min_quantity: string;
  /** Asia/Dhaka local time, as the datetime-local input gives it. */
  starts_at: string;
  ends_at: string;
  usage_limit: string;
  once_per_phone: boolean;
  combinable: boolean;
  active: boolean;
}

const orNull = (text: string) => (text.trim() === '' ? null : parseNumberInput(text));

/** The request body from what was typed: times stay Dhaka local times (the API reads them so). */
function toBody(values: DiscountFormValues): DiscountInput {
  return {
    code: values.code.trim() === '' ? null : values.code,
    title: values.title,
    kind: values.kind,
    percent: values.kind === 'percentage' ? parseNumberInput(values.percent) : 0,
    amount: values.kind === 'fixed_amount' ? parseNumberInput(values.amount) : 0,
    scope: values.scope,
    target_ids: values.scope === 'order' ? [] : values.target_ids,
    min_amount: orNull(values.min_amount),
    min_quantity: orNull(values.min_quantity),
    starts_at: values.starts_at === '' ? null : values.starts_at,
    ends_at: values.ends_at === '' ? null : values.ends_at,
    usage_limit: orNull(values.usage_limit),
    once_per_phone: values.once_per_phone,
    combinable: values.combinable,
    active: values.active,
  };
}

function DiscountForm({ discount, onDone }: { discount: DiscountWire | null; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const local = (instant: string | null) => (instant === null ? '' : instantToDhakaLocal(new Date(instant)));
  const form = useSchemaForm<DiscountFormValues, typeof discountBodySchema>(
    discountBodySchema,
    {
      code: discount?.code ?? '',
      title: discount?.title ?? '',
      kind: discount?.kind ?? 'percentage',
      percent: discount?.kind === 'percentage' ? numberToInput(discount.percent) : '',
      amount: discount?.kind === 'fixed_amount' ? numberToInput(discount.amount) : '',
      scope: discount?.scope ?? 'order',
      target_ids: discount?.target_ids ?? [],
      min_amount: numberToInput(discount?.min_amount),
      min_quantity: numberToInput(discount?.min_quantity),
      starts_at: local(discount?.starts_at ?? null),
      ends_at: local(discount?.ends_at ?? null),
      usage_limit: numberToInput(discount?.usage_limit),
      once_per_phone: discount?.once_per_phone ?? false,
      combinable: discount?.combinable ?? false,
      active: discount?.active ?? true,
    },
    { toBody },
  );
  const save = useSaveDiscount();
  const { errors } = form.formState;
  const kind = form.watch('kind');
  const scope = form.watch('scope');
  const targetIds = form.watch('target_ids');
  const [search, setSearch] = useState('');
  const categories = useDiscountCategories(scope === 'categories');
  const products = useDiscountProducts(search, scope === 'products');

  const toggleTarget = (id: number, on: boolean) =>
    form.setValue('target_ids', on ? [...targetIds, id] : targetIds.filter((target) => target !== id), {
      shouldValidate: form.formState.isSubmitted,
    });

  // The schema's output has instants; the API takes the Dhaka local times typed, so the body is made again.
  const submit = form.handleSubmit(() =>
    save.mutate(
      { id: discount?.id ?? null, body: toBody(form.getValues()) },
      {
        onSuccess: () => {
          toast.success(discount ? t`Discount saved` : t`Discount added`);
          onDone();
        },
        onError: (error) => {
          if (!showApiErrors(form, i18n, error)) toast.error(i18n._(errorMessages.unexpected));
        },
      },
    ),
  );

  const targetChoices =
    scope === 'categories'
      ? (categories.data ?? []).map((category) => ({ id: category.id, name: localizedName(category, locale) }))
      : scope === 'products'
        ? (products.data?.data ?? []).map((product) => ({ id: product.id, name: localizedName(product, locale) }))
        : [];

  return (
    <form
      className={styles.form}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={discount ? t`Edit discount` : t`New discount`}
    >
      <FormField label={t`Title`} hint={t`For example: Eid offer`} required error={errors.title?.message}>
        <Input {...form.register('title')} />
      </FormField>
      <FormField
        label={t`Code`}
        hint={t`What shoppers type at checkout, e.g. EID10. Leave it empty for a discount that applies by itself.`}
        error={errors.code?.message}
      >
        <Input autoCapitalize="characters" autoComplete="off" spellCheck={false} {...form.register('code')} />
      </FormField>
      <div className={styles.twoColumns}>
        <FormField label={t`Type`} required error={errors.kind?.message}>
          <Select {...form.register('kind')}>
            <option value="percentage">{t`Percentage off`}</option>
            <option value="fixed_amount">{t`Fixed amount off`}</option>
            <option value="free_delivery">{t`Free delivery`}</option>
          </Select>
        </FormField>
        {kind === 'percentage' && (
          <FormField label={t`Percent (%)`} required error={errors.percent?.message}>
            <Input inputMode="decimal" {...form.register('percent')} />
          </FormField>
        )}
        {kind === 'fixed_amount' && (
          <FormField label={t`Amount (৳)`} required error={errors.amount?.message}>
            <Input inputMode="decimal" {...form.register('amount')} />
          </FormField>
        )}
      </div>
      <FormField label={t`Applies to`} error={errors.scope?.message}>
        <Select {...form.register('scope')}>
          <option value="order">{t`The whole order`}</option>
          <option value="categories">{t`Chosen categories`}</option>
          <option value="products">{t`Chosen products`}</option>
          {discount?.scope === 'variants' && <option value="variants">{t`Chosen variants`}</option>}
        </Select>
      </FormField>
      {(scope === 'categories' || scope === 'products') && (
        <fieldset className={styles.checks}>
          <legend className={styles.muted}>{scope === 'categories' ? t`Categories` : t`Products`}</legend>
          {scope === 'products' && (
            <Input
              type="search"
              aria-label={t`Search products`}
              placeholder={t`Search products`}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          )}
          <div className={styles.targets}>
            {targetChoices.map((choice) => (
              <label key={choice.id} className={styles.check}>
                <input
                  type="checkbox"
                  checked={targetIds.includes(choice.id)}
                  onChange={(event) => toggleTarget(choice.id, event.target.checked)}
                />
                {choice.name}
              </label>
            ))}
          </div>
          {errors.target_ids && (
            <p role="alert" className={styles.muted}>
              {errors.target_ids.message}
            </p>
          )}
        </fieldset>
      )}
      <div className={styles.twoColumns}>
        <FormField label={t`Minimum order (৳)`} error={errors.min_amount?.message}>
          <Input inputMode="decimal" {...form.register('min_amount')} />
        </FormField>
        <FormField label={t`Minimum items`} error={errors.min_quantity?.message}>
          <Input inputMode="numeric" {...form.register('min_quantity')} />
        </FormField>
        <FormField label={t`Starts (Dhaka time)`} error={errors.starts_at?.message}>
          <Input type="datetime-local" {...form.register('starts_at')} />
        </FormField>
        <FormField label={t`Ends (Dhaka time)`} error={errors.ends_at?.message}>
          <Input type="datetime-local" {...form.register('ends_at')} />
        </FormField>
        <FormField label={t`Total uses`} hint={t`Empty: no limit`} error={errors.usage_limit?.message}>
          <Input inputMode="numeric" {...form.register('usage_limit')} />
        </FormField>
      </div>
      <div className={styles.checks}>
        <label className={styles.check}>
          <input type="checkbox" {...form.register('once_per_phone')} />
          {t`Once per phone number`}
        </label>
        <label className={styles.check}>
          <input type="checkbox" {...form.register('combinable')} />
          {t`Can be combined with other discounts`}
        </label>
        <label className={styles.check}>
          <input type="checkbox" {...form.register('active')} />
          {t`Switched on`}
        </label>
      </div>
      <div className={styles.formActions}>
        <Button variant="secondary" onClick={onDone} disabled={save.isPending}>
          {t`Cancel`}
        </Button>
        <Button type="submit" variant="primary" loading={save.isPending}>
          {discount ? t`Save discount` : t`Add discount`}
        </Button>
      </div>
    </form>
  );
}
