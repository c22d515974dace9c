import { useLingui } from '@lingui/react/macro';
import { categoryBodySchema, type Category } from '@haat/domain/schemas';
import { Button } from '@haat/ui/button';
import { Dialog } from '@haat/ui/dialog';
import { FormField } from '@haat/ui/form-field';
import { Input } from '@haat/ui/input';
import { toast } from '@haat/ui/toast';
import { errorText } from '../../../lib/error-text.ts';
import { showApiErrors, useSchemaForm } from '../../../lib/form.ts';
import { useSaveCategory } from '../api/save-category.ts';
import * as styles from './products.css.ts';

export interface CategoryDialogProps {
  open: boolean;
  /** null adds a category. */
  category: Category | null;
  onClose: () => void;
}

export function CategoryDialog({ open, category, onClose }: CategoryDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={category ? t`Edit category` : t`New category`}
    >
      <CategoryForm key={category?.id ?? 'new'} category={category} onDone={onClose} />
    </Dialog>
  );
}

function CategoryForm({ category, onDone }: { category: Category | null; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const form = useSchemaForm(categoryBodySchema, {
    name: category?.name ?? '',
    bn_name: category?.bn_name ?? '',
    icon: category?.icon ?? '',
  });
  const save = useSaveCategory();
  const { errors } = form.formState;

  const submit = form.handleSubmit((body) =>
    save.mutate(
      { id: category?.id ?? null, body },
      {
        onSuccess: () => {
          toast.success(category ? t`Category saved` : t`Category added`);
          onDone();
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
      aria-label={category ? t`Edit category` : t`New category`}
    >
      <FormField label={t`Name`} required error={errors.name?.message}>
        <Input {...form.register('name')} />
      </FormField>
      <FormField label={t`Bengali name`} error={errors.bn_name?.message}>
        <Input lang="bn" {...form.register('bn_name')} />
      </FormField>
      <FormField label={t`Icon (an emoji)`} hint={t`For example 👗 🥦 📚`} error={errors.icon?.message}>
        <Input maxLength={16} {...form.register('icon')} />
      </FormField>
      <div className={styles.formActions}>
        <Button variant="secondary" onClick={onDone} disabled={save.isPending}>
          {t`Cancel`}
        </Button>
        <Button type="submit" variant="primary" loading={save.isPending}>
          {category ? t`Save category` : t`Add category`}
        </Button>
      </div>
    </form>
  );
}
