import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ArrowDown, ArrowUp, Plus, X } from 'lucide-react';
import {
  MAX_OPTION_VALUES,
  MAX_PRODUCT_OPTIONS,
  MAX_PRODUCT_VARIANTS,
  productVariantsBodySchema,
} from '@haat/domain/schemas';
import type { ProductDetail } from '@haat/domain/schemas';
import { formatMoney, formatNumber } from '@haat/i18n/format';
import { apiProblems, checkBody, problemTexts } from '@haat/i18n/form-errors';
import { toLocale } from '@haat/i18n/locale';
import { isApiError } from '@haat/api-client';
import { Button, IconButton } from '@haat/ui/button';
import { FormField } from '@haat/ui/form-field';
import { Input, Select } from '@haat/ui/input';
import { toast } from '@haat/ui/toast';
import { errorText } from '../../../lib/error-text.ts';
import { imageUrl } from '../../../lib/image-url.ts';
import { useSaveVariants } from '../api/save-variants.ts';
import {
  applyToRows,
  newKey,
  regenerateRows,
  rowsWith,
  rowValueNames,
  variantsFormToBody,
  variantsToForm,
  type OptionDraft,
  type RowChanges,
  type VariantDraft,
  type VariantsFormValues,
} from '../variant-drafts.ts';
import * as styles from './variants-editor.css.ts';

export interface VariantsEditorProps {
  product: ProductDetail;
  onSaved: () => void;
  onCancel: () => void;
}

type Errors = Partial<Record<string, string>>;

/**
 * Sizes, colours and the like (issue 28 item 4, decision 214): the options with their values, and a grid of every
 * combination with its price, stock, SKU, weight and picture; a bulk edit sets fields on the chosen rows ("all sizes
 * of red"). The whole grid is saved at once with `PUT /products/{id}/variants`.
 */
export function VariantsEditor({ product, onSaved, onCancel }: VariantsEditorProps) {
  const { t, i18n } = useLingui();
  const [draft, setDraft] = useState<VariantsFormValues>(() => variantsToForm(product));
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [errors, setErrors] = useState<Errors>({});
  const save = useSaveVariants();
  const { options, variants } = draft;
  const locale = toLocale(i18n.locale);
  const maxOptions = formatNumber(MAX_PRODUCT_OPTIONS, locale);
  const maxVariants = formatNumber(MAX_PRODUCT_VARIANTS, locale);

  /** A change of the options: the grid follows, keeping what was typed in the rows that stay. */
  const setOptions = (next: OptionDraft[]) => {
    setDraft((current) => ({ options: next, variants: regenerateRows(next, current.variants) }));
    setSelected(new Set());
  };
  const setOption = (index: number, option: OptionDraft) =>
    setOptions(options.map((existing, at) => (at === index ? option : existing)));
  const setRow = (index: number, row: VariantDraft) =>
    setDraft((current) => ({ ...current, variants: current.variants.map((r, at) => (at === index ? row : r)) }));

  const submit = () => {
    const check = checkBody(productVariantsBodySchema, variantsFormToBody(draft));
    if (!check.success) {
      setErrors(problemTexts(i18n, check.problems));
      toast.error(t`Please check the highlighted fields.`);
      return;
    }
    setErrors({});
    save.mutate(
      { id: product.id, body: check.body },
      {
        onSuccess: () => {
          toast.success(t`Sizes and colours saved`);
          onSaved();
        },
        onError: (error) => {
          if (isApiError(error) && error.status === 422) setErrors(problemTexts(i18n, apiProblems(error.errors)));
          toast.error(errorText(i18n, error));
        },
      },
    );
  };

  return (
    <form
      className={styles.editor}
      aria-label={t`Sizes and colours`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <section className={styles.section} aria-labelledby="variant-options-heading">
        <h3 id="variant-options-heading" className={styles.heading}>{t`Options`}</h3>
        <p className={styles.hint}>
          {t`Add up to ${maxOptions} options such as size or colour; every combination of their values becomes a row below.`}
        </p>
        {options.map((option, index) => (
          <OptionFields
            key={option.key}
            index={index}
            option={option}
            errors={errors}
            onChange={(next) => setOption(index, next)}
            onRemove={() => setOptions(options.filter((_, at) => at !== index))}
          />
        ))}
        {options.length < MAX_PRODUCT_OPTIONS && (
          <Button
            variant="secondary"
            size="sm"
            startIcon={<Plus size={16} />}
            onClick={() =>
              setOptions([
                ...options,
                { key: newKey(), name: options.length === 0 ? t`Size` : t`Colour`, bn_name: '', values: [] },
              ])
            }
          >
            {t`Add option`}
          </Button>
        )}
      </section>

      <section className={styles.section} aria-labelledby="variant-rows-heading">
        <h3 id="variant-rows-heading" className={styles.heading}>
          {t`Variants (${formatNumber(variants.length, locale)})`}
        </h3>
        {variants.length > MAX_PRODUCT_VARIANTS && (
          <p className={styles.error} role="alert">{t`A product can have at most ${maxVariants} variants.`}</p>
        )}
        {errors['variants'] && (
          <p className={styles.error} role="alert">
            {errors['variants']}
          </p>
        )}
        {options.length > 0 && (
          <BulkEdit
            draft={draft}
            selected={selected}
            onSelect={setSelected}
            onApply={(changes) =>
              setDraft((current) => ({ ...current, variants: applyToRows(current.variants, selected, changes) }))
            }
          />
        )}
        <ul className={styles.rows}>
          {variants.map((row, index) => (
            <VariantRow
              key={row.valueKeys.join('|') || 'default'}
              index={index}
              title={rowValueNames(options, row).filter(Boolean).join(' / ') || t`Default`}
              row={row}
              product={product}
              errors={errors}
              selectable={options.length > 0}
              selected={selected.has(index)}
              onSelect={(on) =>
                setSelected((current) => {
                  const next = new Set(current);
                  if (on) next.add(index);
                  else next.delete(index);
                  return next;
                })
              }
              onChange={(next) => setRow(index, next)}
            />
          ))}
        </ul>
      </section>

      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel} disabled={save.isPending}>
          {t`Cancel`}
        </Button>
        <Button type="submit" variant="primary" loading={save.isPending}>
          {t`Save sizes and colours`}
        </Button>
      </div>
    </form>
  );
}

interface OptionFieldsProps {
  index: number;
  option: OptionDraft;
  errors: Errors;
  onChange: (option: OptionDraft) => void;
  onRemove: () => void;
}

/** An option's names and its values in order: add, rename, give a swatch colour, move, remove. */
function OptionFields({ index, option, errors, onChange, onRemove }: OptionFieldsProps) {
  const { t, i18n } = useLingui();
  const [typed, setTyped] = useState('');
  const path = `options.${index}`;
  const optionName = option.name.trim() || t`Option ${formatNumber(index + 1, toLocale(i18n.locale))}`;
  const setValues = (values: OptionDraft['values']) => onChange({ ...option, values });
  const move = (from: number, to: number) => {
    const values = [...option.values];
    const [moved] = values.splice(from, 1);
    if (moved) values.splice(to, 0, moved);
    setValues(values);
  };
  const addValue = () => {
    const name = typed.trim();
    if (name === '' || option.values.length >= MAX_OPTION_VALUES) return;
    setValues([...option.values, { key: newKey(), name, bn_name: '', color: '' }]);
    setTyped('');
  };
  return (
    <fieldset className={styles.option}>
      <legend className={styles.legend}>{optionName}</legend>
      <div className={styles.optionNames}>
        <FormField label={t`Option name`} required error={errors[`${path}.name`]}>
          <Input value={option.name} onChange={(event) => onChange({ ...option, name: event.target.value })} />
        </FormField>
        <FormField label={t`Bengali name`} error={errors[`${path}.bn_name`]}>
          <Input
            lang="bn"
            value={option.bn_name}
            onChange={(event) => onChange({ ...option, bn_name: event.target.value })}
          />
        </FormField>
        <IconButton size="sm" aria-label={t`Remove option ${optionName}`} onClick={onRemove}>
          <X size={16} />
        </IconButton>
      </div>
      {errors[`${path}.values`] && <p className={styles.error}>{errors[`${path}.values`]}</p>}
      <ol className={styles.values}>
        {option.values.map((value, at) => {
          const valuePath = `${path}.values.${at}`;
          const setValue = (changes: Partial<typeof value>) =>
            setValues(option.values.map((existing, i) => (i === at ? { ...existing, ...changes } : existing)));
          const label = value.name.trim() || t`Value ${formatNumber(at + 1, toLocale(i18n.locale))}`;
          return (
            <li key={value.key} className={styles.value}>
              <FormField
                label={t`Value ${formatNumber(at + 1, toLocale(i18n.locale))} of ${optionName}`}
                error={errors[`${valuePath}.name`]}
              >
                <Input value={value.name} onChange={(event) => setValue({ name: event.target.value })} />
              </FormField>
              <FormField label={t`${label} in Bengali`} error={errors[`${valuePath}.bn_name`]}>
                <Input
                  lang="bn"
                  value={value.bn_name}
                  onChange={(event) => setValue({ bn_name: event.target.value })}
                />
              </FormField>
              <FormField label={t`${label} swatch`} hint={t`#rrggbb, for colours`} error={errors[`${valuePath}.color`]}>
                <Input
                  value={value.color}
                  placeholder="#c62828"
                  className={styles.colorInput}
                  style={
                    /^#[0-9a-f]{6}$/iu.test(value.color)
                      ? { borderInlineStart: `1.5rem solid ${value.color}` }
                      : undefined
                  }
                  onChange={(event) => setValue({ color: event.target.value })}
                />
              </FormField>
              <div className={styles.valueActions}>
                <IconButton
                  size="sm"
                  aria-label={t`Move ${label} up`}
                  disabled={at === 0}
                  onClick={() => move(at, at - 1)}
                >
                  <ArrowUp size={16} />
                </IconButton>
                <IconButton
                  size="sm"
                  aria-label={t`Move ${label} down`}
                  disabled={at === option.values.length - 1}
                  onClick={() => move(at, at + 1)}
                >
                  <ArrowDown size={16} />
                </IconButton>
                <IconButton
                  size="sm"
                  aria-label={t`Remove ${label}`}
                  onClick={() => setValues(option.values.filter((_, i) => i !== at))}
                >
                  <X size={16} />
                </IconButton>
              </div>
            </li>
          );
        })}
      </ol>
      <div className={styles.addValue}>
        <FormField label={t`New value of ${optionName}`}>
          <Input
            value={typed}
            placeholder={t`e.g. M, Red`}
            onChange={(event) => setTyped(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                addValue();
              }
            }}
          />
        </FormField>
        <Button variant="secondary" size="sm" onClick={addValue} disabled={typed.trim() === ''}>
          {t`Add value`}
        </Button>
      </div>
    </fieldset>
  );
}

interface BulkEditProps {
  draft: VariantsFormValues;
  selected: Set<number>;
  onSelect: (rows: Set<number>) => void;
  onApply: (changes: RowChanges) => void;
}

/** Choose rows (all, none, every row with a value) and set price, discount, stock or weight on them at once. */
function BulkEdit({ draft, selected, onSelect, onApply }: BulkEditProps) {
  const { t, i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const [fields, setFields] = useState({
    selling_price: '',
    discount: '',
    discount_type: 'FIXED',
    stock: '',
    weight_grams: '',
  });
  const count = selected.size;
  const typed = (text: string) => (text.trim() === '' ? undefined : text.trim());
  const apply = (changes: RowChanges) => {
    onApply(changes);
    toast.success(t`Changed ${formatNumber(count, locale)} variants`);
  };
  return (
    <fieldset className={styles.bulk}>
      <legend className={styles.legend}>{t`Change many at once`}</legend>
      <div className={styles.chips} role="group" aria-label={t`Choose variants`}>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => onSelect(new Set(draft.variants.map((_, index) => index)))}
        >
          {t`All`}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => onSelect(new Set())}>
          {t`None`}
        </Button>
        {draft.options.flatMap((option) =>
          option.values.map((value) => (
            <Button
              key={value.key}
              size="sm"
              variant="secondary"
              onClick={() => onSelect(rowsWith(draft.variants, [value.key]))}
            >
              {t`All ${value.name.trim()}`}
            </Button>
          )),
        )}
      </div>
      <p className={styles.hint} aria-live="polite">
        {t`${formatNumber(count, locale)} chosen`}
      </p>
      <div className={styles.bulkFields}>
        <FormField label={t`Price (৳)`}>
          <Input
            inputMode="decimal"
            value={fields.selling_price}
            onChange={(event) => setFields({ ...fields, selling_price: event.target.value })}
          />
        </FormField>
        <FormField label={t`Discount`}>
          <Input
            inputMode="decimal"
            value={fields.discount}
            onChange={(event) => setFields({ ...fields, discount: event.target.value })}
          />
        </FormField>
        <FormField label={t`Discount type`}>
          <Select
            value={fields.discount_type}
            onChange={(event) => setFields({ ...fields, discount_type: event.target.value })}
          >
            <option value="FIXED">{t`Amount in taka`}</option>
            <option value="PERCENT">{t`Percent`}</option>
          </Select>
        </FormField>
        <FormField label={t`Stock`}>
          <Input
            inputMode="numeric"
            value={fields.stock}
            onChange={(event) => setFields({ ...fields, stock: event.target.value })}
          />
        </FormField>
        <FormField label={t`Weight (g)`}>
          <Input
            inputMode="numeric"
            value={fields.weight_grams}
            onChange={(event) => setFields({ ...fields, weight_grams: event.target.value })}
          />
        </FormField>
      </div>
      <div className={styles.chips}>
        <Button
          size="sm"
          variant="primary"
          disabled={count === 0}
          onClick={() => {
            const discount = typed(fields.discount);
            apply({
              selling_price: typed(fields.selling_price),
              discount,
              discount_type:
                discount === undefined ? undefined : fields.discount_type === 'PERCENT' ? 'PERCENT' : 'FIXED',
              stock: typed(fields.stock),
              weight_grams: typed(fields.weight_grams),
            });
          }}
        >
          {t`Apply to the chosen`}
        </Button>
        <Button size="sm" variant="secondary" disabled={count === 0} onClick={() => apply({ enabled: true })}>
          {t`Turn on`}
        </Button>
        <Button size="sm" variant="secondary" disabled={count === 0} onClick={() => apply({ enabled: false })}>
          {t`Turn off`}
        </Button>
      </div>
    </fieldset>
  );
}

interface VariantRowProps {
  index: number;
  title: string;
  row: VariantDraft;
  product: ProductDetail;
  errors: Errors;
  selectable: boolean;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onChange: (row: VariantDraft) => void;
}

/** One combination: on or off, its own price (blank: the product's), stock, SKU, weight and picture. */
function VariantRow({ index, title, row, product, errors, selectable, selected, onSelect, onChange }: VariantRowProps) {
  const { t, i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const path = `variants.${index}`;
  const field = (name: keyof VariantDraft) => errors[`${path}.${name}`];
  const set = (changes: Partial<VariantDraft>) => onChange({ ...row, ...changes });
  const chosenPicture = product.images.find((image) => String(image.id) === row.image_id);
  return (
    <li className={styles.row} data-testid="variant-row" aria-label={title}>
      <div className={styles.rowHead}>
        {selectable && (
          <input
            type="checkbox"
            checked={selected}
            onChange={(event) => onSelect(event.target.checked)}
            aria-label={t`Choose ${title}`}
          />
        )}
        <strong className={styles.rowTitle}>{title}</strong>
        <label className={styles.toggle}>
          <input type="checkbox" checked={row.enabled} onChange={(event) => set({ enabled: event.target.checked })} />
          {t`On sale`}
        </label>
      </div>
      <div className={styles.rowFields}>
        <FormField
          label={t`Price (৳)`}
          hint={row.selling_price === '' ? t`Product's: ${formatMoney(product.selling_price, locale)}` : undefined}
          error={field('selling_price')}
        >
          <Input
            inputMode="decimal"
            value={row.selling_price}
            onChange={(event) => set({ selling_price: event.target.value })}
          />
        </FormField>
        <FormField label={t`Stock`} required error={field('stock')}>
          <Input inputMode="numeric" value={row.stock} onChange={(event) => set({ stock: event.target.value })} />
        </FormField>
        <FormField label={t`SKU`} error={field('sku')}>
          <Input value={row.sku} onChange={(event) => set({ sku: event.target.value })} />
        </FormField>
        <FormField label={t`Weight (g)`} error={field('weight_grams')}>
          <Input
            inputMode="numeric"
            value={row.weight_grams}
            onChange={(event) => set({ weight_grams: event.target.value })}
          />
        </FormField>
        {product.images.length > 0 && (
          <div className={styles.picture}>
            <FormField label={t`Picture`} error={field('image_id')}>
              <Select value={row.image_id} onChange={(event) => set({ image_id: event.target.value })}>
                <option value="">{t`The product's`}</option>
                {product.images.map((image, at) => (
                  <option key={image.id} value={image.id}>
                    {t`Picture ${formatNumber(at + 1, locale)}`}
                  </option>
                ))}
              </Select>
            </FormField>
            {chosenPicture && (
              <img
                src={imageUrl(chosenPicture.thumbnail_url) ?? undefined}
                alt=""
                className={styles.pictureThumb}
                width={40}
                height={40}
              />
            )}
          </div>
        )}
      </div>
      {(row.discount !== '' || field('discount')) && (
        <p className={field('discount') ? styles.error : styles.hint}>
          {field('discount') ??
            t`Own discount: ${row.discount_type === 'PERCENT' ? `${row.discount}%` : formatMoney(Number(row.discount) || 0, locale)}`}
        </p>
      )}
    </li>
  );
}
